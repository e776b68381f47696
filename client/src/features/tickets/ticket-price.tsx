import type { TicketView_TicketFragment as Ticket } from '../../gql/graphql';
import { formatPaise } from '../../lib/format';

/** Each seat with its category and price. */
export function SeatsTable({ ticket: t }: { ticket: Ticket }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold">Seats</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Seat</th>
          <th scope="col">Category</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {t.seatDetails.map((s) => (
          <tr key={s.label} className="border-b border-zinc-800 print:border-zinc-300">
            <td className="py-1 font-mono font-semibold">{s.label}</td>
            <td className="py-1 text-zinc-400 print:text-zinc-700">{s.category}</td>
            <td className="py-1 text-right">{formatPaise(s.pricePaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the total is made of: tickets, booking fee, the GST included. */
export function Breakdown({ ticket: t }: { ticket: Ticket }) {
  const b = t.priceBreakdown;
  const rows: [string, number, string][] = [
    ['Tickets', b.ticketsPaise, 'ticket-tickets'],
    ['Booking fee', b.feePaise, 'ticket-fee'],
    ['GST (included)', b.taxPaise, 'ticket-tax'],
  ];
  return (
    <dl aria-label="Price breakdown" className="space-y-1 text-sm">
      {rows.map(([label, paise, id]) => (
        <div key={id} className="flex justify-between gap-6">
          <dt className="text-zinc-400 print:text-zinc-700">{label}</dt>
          <dd data-testid={id}>{formatPaise(paise)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-6 border-t border-zinc-700 pt-1 font-semibold">
        <dt>Total</dt>
        <dd data-testid="ticket-total">{formatPaise(b.totalPaise)}</dd>
      </div>
    </dl>
  );
}
