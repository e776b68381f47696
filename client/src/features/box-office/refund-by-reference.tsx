import { useState, type FormEvent } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { formatPaise } from '../../lib/format';
import { Button } from '../../components/button';
import { RefundAtCounterMutation } from './sale-operations';
import { BoxOfficeTillQuery, failure } from './till-operations';

export const CounterBookingQuery = graphql(`
  query CounterBooking($reference: String!) {
    counterBooking(reference: $reference) {
      id
      reference
      status
      channel
      amountPaise
      seats
      show {
        id
        localDate
        localTime
        movie {
          id
          title
        }
      }
    }
  }
`);

const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 font-mono text-sm uppercase';

/**
 * Refund by reference: the reference printed on a counter ticket finds the
 * sale, whichever till or session sold it, and refunds it in full in cash
 * from this till. An online booking is refunded by an admin, not here.
 */
export function RefundByReference() {
  const [reference, setReference] = useState('');
  const [find, { data, loading, error, called }] = useLazyQuery(CounterBookingQuery, { fetchPolicy: 'network-only' });
  const [refund, { loading: refunding }] = useMutation(RefundAtCounterMutation, {
    refetchQueries: [{ query: BoxOfficeTillQuery }],
  });
  const booking = data?.counterBooking ?? null;
  const onFind = (e: FormEvent) => {
    e.preventDefault();
    if (reference.trim()) void find({ variables: { reference: reference.trim() } }).catch(() => {});
  };
  const onRefund = () => {
    if (!booking) return;
    if (!window.confirm(`Refund ${booking.reference} (${formatPaise(booking.amountPaise)}) and free its seats?`)) return;
    refund({ variables: { bookingId: booking.id } })
      .then(() => {
        toast.success(`Refunded ${booking.reference}`);
        void find({ variables: { reference: booking.reference } }).catch(() => {});
      })
      .catch((err: unknown) => toast.error(failure(err)));
  };
  return (
    <section aria-label="Refund by reference" className="print:hidden">
      <h2 className="mb-2 font-medium">Refund by reference</h2>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFind}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Booking reference
          <input className={INPUT} value={reference} maxLength={12} autoComplete="off" onChange={(e) => setReference(e.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={loading || !reference.trim()}>
          Find
        </Button>
      </form>
      {error && <p role="alert" className="mt-2 text-sm">{failure(error)}</p>}
      {called && !loading && !error && !booking && <p className="mt-2 text-sm">No booking has that reference.</p>}
      {booking && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm" data-testid="counter-booking">
          <span className="font-mono">{booking.reference}</span>
          <span>{booking.show.movie.title}</span>
          <span>
            {booking.show.localDate} {booking.show.localTime}
          </span>
          <span>{booking.seats.join(', ')}</span>
          <span>{formatPaise(booking.amountPaise)}</span>
          <span>{booking.status === 'PAID' ? 'Paid' : booking.status === 'REFUNDED' ? 'Refunded' : booking.status}</span>
          {booking.channel !== 'COUNTER' && <span>Booked online: an admin refunds it.</span>}
          {booking.channel === 'COUNTER' && booking.status === 'PAID' && (
            <Button size="sm" disabled={refunding} onClick={onRefund}>
              Refund {booking.reference}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
