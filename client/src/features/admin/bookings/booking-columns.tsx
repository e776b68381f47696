import type { AdminListBookingsQuery } from '../../../gql/graphql';
import type { Column } from '../../../components/data-table';
import { formatAdminShowTime, formatRupees } from '../../../lib/format';
import { allCollected, foodText } from '../../../lib/food';
import { STATUS_LOOK, STATUS_TEXT } from './booking-status';

const ACTION = 'rounded-md border border-zinc-600 px-3 py-1 text-xs hover:bg-zinc-800';

export type BookingRow = AdminListBookingsQuery['allBookings']['bookings'][number];

/** The bookings table's columns; every row offers its history, a paid booking's a refund too. */
export function bookingColumns({
  onRefund,
  onHistory,
}: {
  onRefund(b: BookingRow): void;
  onHistory(b: BookingRow): void;
}): ReadonlyArray<Column<BookingRow>> {
  return [
    { header: 'Reference', cell: (b) => <span className="font-mono">{b.reference}</span> },
    { header: 'User', cell: (b) => b.customer.name, title: (b) => b.customer.email || undefined },
    { header: 'Movie', cell: (b) => b.show.movie.title },
    { header: 'Show Time', cell: (b) => formatAdminShowTime(b.show.localDate, b.show.localTime, b.show.cinema.timeZone) },
    { header: 'Seats', cell: (b) => b.seats.join(', ') },
    {
      header: 'Food',
      cell: (b) =>
        b.food.length === 0 ? (
          <span className="text-zinc-500">—</span>
        ) : (
          <>
            {foodText(b.food)}
            {allCollected(b.food) && <span className="ml-1 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs text-emerald-300">Collected</span>}
          </>
        ),
    },
    {
      header: 'Status',
      cell: (b) => (
        <>
          <span className={`rounded-full px-2 py-0.5 text-xs ${STATUS_LOOK[b.status]}`}>{STATUS_TEXT[b.status]}</span>
          {b.needsAttention && (
            // A refund that crossed a check-in: paid and admitted, yet the money went back.
            <span
              data-testid="needs-attention"
              title={b.needsAttention}
              className="ml-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs text-amber-300"
            >
              Needs attention
            </span>
          )}
        </>
      ),
      title: (b) => b.needsAttention ?? undefined,
    },
    {
      header: 'Amount',
      cell: (b) => formatRupees(b.amount),
      // Not only REFUNDED bookings: a cancelled one whose late payment went back, or a paid one needing attention.
      title: (b) => (b.refundedAmount != null ? `${formatRupees(b.refundedAmount)} refunded` : undefined),
    },
    {
      header: 'Actions',
      cell: (b) => (
        <span className="flex gap-2">
          <button type="button" onClick={() => onHistory(b)} aria-label={`History of ${b.reference}`} className={ACTION}>
            History
          </button>
          {b.status === 'PAID' && (
            <button type="button" onClick={() => onRefund(b)} className={ACTION}>
              Refund
            </button>
          )}
        </span>
      ),
    },
  ];
}
