import { getFragmentData, graphql, type FragmentType } from '../gql';
import type { PriceBreakdownList_BreakdownFragment } from '../gql/graphql';
import { formatPaise, formatSaving } from '../lib/format';

/**
 * A PriceBreakdown as Query.quote and Booking.priceBreakdown give it: every
 * operation that shows one spreads this fragment, so the confirm step and the
 * ticket always ask for the same figures.
 */
export const PriceBreakdownFragment = graphql(`
  fragment PriceBreakdownList_breakdown on PriceBreakdown {
    ticketsPaise
    foodPaise
    discountPaise
    feePaise
    taxPaise
    totalPaise
    lines {
      kind
      label
      amountPaise
      gstRatePercent
      taxPaise
    }
  }
`);

export type Breakdown = PriceBreakdownList_BreakdownFragment;
/** One line of the invoice as the server prices it: 'Prime × 2', '2 × Cola', 'Offer FIRST50', 'Booking fee'. */
type BreakdownLine = Breakdown['lines'][number];

const ROW = 'flex justify-between gap-6';
const MUTED = 'text-zinc-400 print:text-zinc-700';

function Detail({ lines }: { lines: readonly BreakdownLine[] }) {
  return lines.map((l, i) => (
    <div key={`${l.label}-${i}`} data-testid="breakdown-line" data-kind={l.kind} className={`${ROW} pl-3 text-xs ${MUTED}`}>
      <dt>{l.label}</dt>
      <dd>{l.amountPaise < 0 ? formatSaving(l.amountPaise) : formatPaise(l.amountPaise)}</dd>
    </div>
  ));
}

/**
 * What the total is made of, every figure the server's (nothing is added up
 * here, so what is shown is what is charged): tickets, food and the
 * discount each with their lines, the booking fee, the GST of each line (all
 * included in the amounts above) and the total. `id` prefixes each figure's
 * test id ('quote-total', 'ticket-total').
 */
export function PriceBreakdownList({
  breakdown,
  id,
  className = '',
}: {
  breakdown: FragmentType<typeof PriceBreakdownFragment>;
  id: string;
  className?: string;
}) {
  const b = getFragmentData(PriceBreakdownFragment, breakdown);
  const of = (kind: BreakdownLine['kind']) => b.lines.filter((l) => l.kind === kind);
  const fee = of('FEE');
  const discount = of('DISCOUNT');
  const gst = b.lines.filter((l) => l.gstRatePercent !== null && l.taxPaise !== 0);
  return (
    <dl aria-label="Price breakdown" className={`space-y-1 text-sm ${className}`}>
      <div className={ROW}>
        <dt className={MUTED}>Tickets</dt>
        <dd data-testid={`${id}-tickets`}>{formatPaise(b.ticketsPaise)}</dd>
      </div>
      <Detail lines={of('TICKETS')} />
      {b.foodPaise !== 0 && (
        <>
          <div className={ROW}>
            <dt className={MUTED}>Food &amp; drinks</dt>
            <dd data-testid={`${id}-food`}>{formatPaise(b.foodPaise)}</dd>
          </div>
          <Detail lines={of('FOOD')} />
        </>
      )}
      {b.discountPaise !== 0 && (
        <div className={`${ROW} text-emerald-300 print:text-emerald-800`}>
          <dt>{discount.length === 1 ? discount[0].label : 'Discount'}</dt>
          <dd data-testid={`${id}-discount`}>{formatSaving(b.discountPaise)}</dd>
        </div>
      )}
      <div className={ROW}>
        <dt className={MUTED}>{fee.length === 1 && fee[0].label !== 'Booking fee' ? fee[0].label : 'Booking fee'}</dt>
        {/* The fee line carries its GST; without lines, the fee before it. */}
        <dd data-testid={`${id}-fee`}>{formatPaise(fee.length === 1 ? fee[0].amountPaise : b.feePaise)}</dd>
      </div>
      <div className={ROW}>
        <dt className={MUTED}>GST (included)</dt>
        <dd data-testid={`${id}-tax`}>{formatPaise(b.taxPaise)}</dd>
      </div>
      {gst.map((l, i) => (
        <div key={`${l.label}-${i}`} data-testid={`${id}-gst-line`} className={`${ROW} pl-3 text-xs ${MUTED}`}>
          <dt>
            GST {l.gstRatePercent}% on {l.label}
          </dt>
          <dd>{l.taxPaise < 0 ? formatSaving(l.taxPaise) : formatPaise(l.taxPaise)}</dd>
        </div>
      ))}
      <div className={`${ROW} border-t border-zinc-700 pt-1 font-semibold`}>
        <dt>Total</dt>
        <dd data-testid={`${id}-total`}>{formatPaise(b.totalPaise)}</dd>
      </div>
    </dl>
  );
}
