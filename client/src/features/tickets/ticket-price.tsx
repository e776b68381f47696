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

/** The food and drink ordered with the seats, collected at the counter with this ticket. */
export function FoodTable({ ticket: t }: { ticket: Ticket }) {
  if (t.food.length === 0) return null;
  const allCollected = t.food.every((l) => l.collected);
  return (
    <table data-testid="ticket-food-order" className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold">
        Food &amp; drinks{' '}
        <span className="font-normal text-zinc-400 print:text-zinc-700">
          · {allCollected ? 'collected' : 'collect at the counter'}
        </span>
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {t.food.map((l) => (
          <tr key={l.item.id} className="border-b border-zinc-800 print:border-zinc-300">
            <td className="py-1">
              {l.quantity} × {l.item.name}
              {l.collected && !allCollected && <span className="text-zinc-400"> (collected)</span>}
            </td>
            <td className="py-1 text-right">{formatPaise(l.amountPaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
