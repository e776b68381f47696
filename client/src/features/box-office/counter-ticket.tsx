import { formatPaise, formatSaving } from '../../lib/format';
import { qrImageSource } from '../../lib/qr-image';
import { Button } from '../../components/button';
import type { Sale } from './counter-sale';

// An 80 mm thermal roll: only the ticket prints, black on white, as long as it
// needs to be. Everything else on the page (and the app's own chrome) is hidden
// with visibility, so the ticket keeps its place in the DOM and its styles.
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 0; }
  body * { visibility: hidden; }
  .counter-ticket, .counter-ticket * { visibility: visible; }
  .counter-ticket { position: absolute; left: 0; top: 0; width: 80mm; padding: 3mm;
    background: #fff; color: #000; border: 0; font-size: 10pt; }
}
`;

/** The ticket the counter prints: reference, QR, show, seats, food and price lines. */
export function CounterTicket({ sale, onDone }: { sale: Sale; onDone(): void }) {
  const p = sale.priceBreakdown;
  // The food and any discount as the server priced them ('2 × Cola'), then
  // the fee and the GST included in all of it.
  const lines: Array<[string, number]> = [
    ['Tickets', p.ticketsPaise],
    ...p.lines.filter((l) => l.kind === 'FOOD' || l.kind === 'DISCOUNT').map((l): [string, number] => [l.label, l.amountPaise]),
    ['Booking fee', p.feePaise],
    ['GST', p.taxPaise],
  ];
  return (
    <section aria-label={`Ticket ${sale.reference}`} className="flex flex-col items-start gap-3">
      <style>{PRINT_CSS}</style>
      <article
        data-testid="counter-ticket"
        className="counter-ticket w-[80mm] rounded bg-white p-3 font-mono text-sm text-black"
      >
        <h2 className="text-center text-base font-bold">{sale.show.movie.title}</h2>
        <p className="text-center">
          {sale.show.cinema.name} · {sale.show.screen.name}
        </p>
        <p className="text-center">
          {sale.show.localDate} {sale.show.localTime}
        </p>
        <p className="mt-2 text-center text-lg font-bold tracking-widest">{sale.reference}</p>
        {sale.ticketQrSvg && (
          // An <img> never runs what an SVG document might carry.
          <img
            src={qrImageSource(sale.ticketQrSvg)}
            alt={`QR code of ticket ${sale.reference}`}
            className="mx-auto h-40 w-40"
          />
        )}
        <table className="mt-2 w-full">
          <tbody>
            {sale.seatDetails.map((s) => (
              <tr key={s.label}>
                <td>
                  Seat {s.label} ({s.category})
                </td>
                <td className="text-right">{formatPaise(s.pricePaise)}</td>
              </tr>
            ))}
            {lines.map(([label, paise]) => (
              <tr key={label}>
                <td>{label}</td>
                <td className="text-right">{paise < 0 ? formatSaving(paise) : formatPaise(paise)}</td>
              </tr>
            ))}
            <tr className="font-bold">
              <td>Total ({sale.paymentMethod ?? 'paid'})</td>
              <td className="text-right">{formatPaise(p.totalPaise)}</td>
            </tr>
          </tbody>
        </table>
      </article>
      <div className="flex gap-2 print:hidden">
        <Button onClick={() => window.print()}>Print ticket</Button>
        <Button onClick={onDone}>Next sale</Button>
      </div>
    </section>
  );
}
