import { formatPaise, formatSaving } from '../lib/format';

/** One line of the invoice as the server prices it (PriceLine). */
export interface BreakdownLine {
  label: string;
  amountPaise: number;
  gstRatePercent: number | null;
  taxPaise: number;
}

/** A PriceBreakdown as Query.quote and Booking.priceBreakdown give it; food, discount and lines once known. */
export interface Breakdown {
  ticketsPaise: number;
  foodPaise?: number;
  discountPaise?: number;
  feePaise: number;
  taxPaise: number;
  totalPaise: number;
  lines?: readonly BreakdownLine[];
}

const ROW = 'flex justify-between gap-6';

/**
 * What the total is made of, every figure the server's (nothing is added up
 * here, so what is shown is what is charged): tickets, food, the discount,
 * the booking fee, each GST line the cinema's invoice carries (included in
 * the prices above), and the total. `id` prefixes each figure's test id
 * ('quote-total', 'ticket-total').
 */
export function PriceBreakdownList({ breakdown: b, id, offerTitle, className = '' }: {
  breakdown: Breakdown;
  id: string;
  /** The offer that gave the discount, to name it. */
  offerTitle?: string | null;
  className?: string;
}) {
  const gstLines = (b.lines ?? []).filter((l) => l.gstRatePercent !== null && l.taxPaise !== 0);
  return (
    <dl aria-label="Price breakdown" className={`space-y-1 text-sm ${className}`}>
      <div className={ROW}>
        <dt className="text-zinc-400 print:text-zinc-700">Tickets</dt>
        <dd data-testid={`${id}-tickets`}>{formatPaise(b.ticketsPaise)}</dd>
      </div>
      {(b.foodPaise ?? 0) !== 0 && (
        <div className={ROW}>
          <dt className="text-zinc-400 print:text-zinc-700">Food &amp; drinks</dt>
          <dd data-testid={`${id}-food`}>{formatPaise(b.foodPaise)}</dd>
        </div>
      )}
      {(b.discountPaise ?? 0) !== 0 && (
        <div className={`${ROW} text-emerald-300 print:text-emerald-800`}>
          <dt>Discount{offerTitle ? ` (${offerTitle})` : ''}</dt>
          <dd data-testid={`${id}-discount`}>{formatSaving(b.discountPaise)}</dd>
        </div>
      )}
      <div className={ROW}>
        <dt className="text-zinc-400 print:text-zinc-700">Booking fee</dt>
        <dd data-testid={`${id}-fee`}>{formatPaise(b.feePaise)}</dd>
      </div>
      {gstLines.map((l, i) => (
        <div key={`${l.label}-${i}`} data-testid={`${id}-gst-line`} className={`${ROW} pl-3 text-xs text-zinc-400 print:text-zinc-700`}>
          <dt>
            GST {l.gstRatePercent}% on {l.label} ({formatPaise(l.amountPaise)})
          </dt>
          <dd>{formatPaise(l.taxPaise)}</dd>
        </div>
      ))}
      <div className={ROW}>
        <dt className="text-zinc-400 print:text-zinc-700">GST (included)</dt>
        <dd data-testid={`${id}-tax`}>{formatPaise(b.taxPaise)}</dd>
      </div>
      <div className={`${ROW} border-t border-zinc-700 pt-1 font-semibold`}>
        <dt>Total</dt>
        <dd data-testid={`${id}-total`}>{formatPaise(b.totalPaise)}</dd>
      </div>
    </dl>
  );
}
