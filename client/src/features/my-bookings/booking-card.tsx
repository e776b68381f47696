import { useEffect } from 'react';
import { Link } from 'react-router';
import { TicketIcon } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { PosterImage } from '../../components/poster-image';
import { ShowSummaryFragment } from '../../lib/show-summary';
import { foodText } from '../../lib/food';
import {
  formatRupees,
  formatRuntime,
  formatShowDate,
  formatTimeLeft,
  formatZonedShowTime,
} from '../../lib/format';
import { primaryButtonClass } from '../../components/button';
import { CertificateBadge } from '../../components/certificate-badge';
import { AgeCheckNote, ShowCancelledNotice } from '../../components/show-cancelled';

export const BookingCardBookingFragment = graphql(`
  fragment BookingCard_booking on Booking {
    id
    reference
    seats
    amount
    amountPaise
    status
    isPaid
    paymentUrl
    holdExpiresAt
    refundedAmount
    checkedInAt
    ageCheck
    food {
      quantity
      collected
      item {
        id
        name
      }
    }
    cancellation {
      allowed
      reason
      deadline
      feePercent
      feePaise
      refundPaise
    }
    show {
      id
      ...ShowSummary_show
      status
      cancelReason
      movie {
        id
        posterUrl
        runtime
        certificate
      }
    }
  }
`);

const STATUS_TEXT = {
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
} as const;

function StatusBadge({ text, tone = 'neutral' }: { text: string; tone?: 'neutral' | 'paid' }) {
  const look = tone === 'paid' ? 'bg-emerald-500/15 font-medium text-emerald-300' : 'bg-zinc-700';
  return <span className={`rounded-full px-3 py-1 text-sm ${look}`}>{text}</span>;
}

/**
 * One booking: poster, movie, date and time, reference, amount, seats, its
 * status, and what can be done with it (pay, view the ticket, cancel).
 */
export function BookingCard({
  booking: bookingRef,
  now,
  onExpired,
  onCancel,
  cancelling,
}: {
  booking: FragmentType<typeof BookingCardBookingFragment>;
  now: number;
  onExpired(): void;
  /** Cancels at once (pending) or asks first with the policy (paid): the page decides. */
  onCancel(): void;
  cancelling: boolean;
}) {
  const booking = getFragmentData(BookingCardBookingFragment, bookingRef);
  const show = getFragmentData(ShowSummaryFragment, booking.show);
  const { posterUrl, runtime, certificate } = booking.show.movie;
  const showCancelled = booking.show.status === 'CANCELLED';
  const pending = booking.status === 'PENDING' && !booking.isPaid;
  const paid = booking.status === 'PAID';
  const msLeft = new Date(booking.holdExpiresAt).getTime() - now;
  const expired = pending && msLeft <= 0;
  const canCancel = booking.cancellation.allowed;

  useEffect(() => {
    // Once per expiry, not on every new callback.
    if (expired) onExpired();
  }, [expired]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <article
      aria-label={`Booking for ${show.movie.title}`}
      className="flex max-w-3xl flex-col justify-between rounded-lg border border-primary/20 bg-primary/8 p-2 md:flex-row"
    >
      <div className="flex">
        {/* The whole poster at its own shape: cropping it to the card's shape leaves a strip. */}
        <PosterImage
          src={posterUrl}
          alt={show.movie.title}
          className="aspect-[2/3] w-20 shrink-0 self-start rounded object-cover md:w-24"
        />
        <div className="flex min-w-0 flex-col p-4">
          <div className="flex items-center gap-2">
            <h2 className="text-lg font-semibold">{show.movie.title}</h2>
            <CertificateBadge certificate={certificate} />
          </div>
          <p className="text-sm text-zinc-400">{formatRuntime(runtime)}</p>
          <p className="mt-1 text-sm text-zinc-300">
            Booking ref{' '}
            <span data-testid="booking-reference" className="font-mono font-semibold tracking-wider text-white">
              {booking.reference}
            </span>
          </p>
          <p className="mt-auto text-sm text-zinc-300">
            <span>{formatShowDate(show.localDate)}</span>
            {' · '}
            <span className="whitespace-nowrap">{formatZonedShowTime(show.localDate, show.localTime, show.cinema.timeZone)}</span>
          </p>
          <p className="text-sm text-zinc-400" data-testid="booking-place">
            {show.cinema.name} · {show.screen.name}
          </p>
          {!showCancelled && <AgeCheckNote ageCheck={booking.ageCheck} />}
        </div>
      </div>
      <div className="flex flex-col justify-between p-4 md:items-end md:text-right">
        <div className="flex flex-wrap items-center gap-3 md:justify-end">
          <p className="text-2xl font-semibold">{formatRupees(booking.amount)}</p>
          {showCancelled ? null : booking.isPaid ? (
            <StatusBadge text="Paid" tone="paid" />
          ) : pending && !expired && booking.paymentUrl ? (
            <a href={booking.paymentUrl} className={primaryButtonClass({ size: 'sm' })}>
              pending
            </a>
          ) : pending ? (
            <StatusBadge text={expired ? 'Expired' : 'pending'} />
          ) : (
            <StatusBadge text={STATUS_TEXT[booking.status as keyof typeof STATUS_TEXT] ?? booking.status} />
          )}
        </div>
        {showCancelled && (
          <div className="mt-2">
            <ShowCancelledNotice
              reason={booking.show.cancelReason}
              refundedAmount={booking.refundedAmount}
              isPaid={booking.isPaid}
              amount={booking.amount}
            />
          </div>
        )}
        {!showCancelled && booking.status === 'REFUNDED' && booking.refundedAmount != null && (
          <p className="mt-1 text-sm text-emerald-300" data-testid="refunded-amount">
            {formatRupees(booking.refundedAmount)} refunded
          </p>
        )}
        {pending && !expired && !showCancelled && (
          <p className="mt-1 text-xs text-amber-300" data-testid="hold-time-left">
            Pay within {formatTimeLeft(msLeft)} to keep your seats
            {canCancel && (
              <>
                {' · '}
                <button
                  type="button"
                  onClick={onCancel}
                  disabled={cancelling}
                  className="underline hover:text-white disabled:opacity-60"
                >
                  {cancelling ? 'Cancelling...' : 'Cancel'}
                </button>
              </>
            )}
          </p>
        )}
        <div className="mt-2 text-sm">
          <p>
            <span className="text-zinc-400">Total Tickets:</span> {booking.seats.length}
          </p>
          <p>
            <span className="text-zinc-400">Seat Number:</span> {booking.seats.join(', ')}
          </p>
          {booking.food.length > 0 && (
            <p data-testid="booking-food">
              <span className="text-zinc-400">Food:</span> {foodText(booking.food)}
            </p>
          )}
        </div>
        {paid && !showCancelled && (
          <div className="mt-3 flex flex-wrap items-center gap-3 md:justify-end">
            <Link
              to={`/tickets/${encodeURIComponent(booking.reference)}`}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <TicketIcon aria-hidden="true" className="h-4 w-4" /> View ticket
            </Link>
            {canCancel ? (
              <button
                type="button"
                onClick={onCancel}
                disabled={cancelling}
                className="rounded-full border border-zinc-600 px-3 py-1 text-sm hover:bg-zinc-800 disabled:opacity-60"
              >
                {cancelling ? 'Cancelling...' : 'Cancel booking'}
              </button>
            ) : (
              booking.cancellation.reason && (
                <p className="text-xs text-zinc-400" data-testid="cancel-closed">
                  {booking.cancellation.reason}
                </p>
              )
            )}
          </div>
        )}
      </div>
    </article>
  );
}
