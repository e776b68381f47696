import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { BlurCircle } from '../../components/blur-circle';
import { Spinner } from '../../components/spinner';
import { hasErrorCode, serverMessage } from '../../lib/errors';
import { formatRupees } from '../../lib/format';
import type { MyBookingsQuery } from '../../gql/graphql';
import { useOnTabVisible } from '../../lib/use-document-visible';
import { BookingCard } from './booking-card';
import { CancelBookingDialog, type CancelTerms } from './cancel-booking-dialog';
import { Button } from '../../components/button';
import { MyWaitlists } from '../../components/waitlist/my-waitlists';

const MyBookingsQuery = graphql(`
  query MyBookings {
    myBookings {
      id
      reference
      status
      holdExpiresAt
      amountPaise
      cancellation {
        allowed
        deadline
        feePercent
        feePaise
        refundPaise
      }
      show {
        id
        cinema {
          id
          timeZone
        }
        movie {
          id
          title
        }
      }
      ...BookingCard_booking
    }
  }
`);

const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      id
      status
      refundedAmount
      ...BookingCard_booking
    }
  }
`);

type MyBooking = MyBookingsQuery['myBookings'][number];

function cancelTerms(b: MyBooking): CancelTerms {
  return {
    reference: b.reference,
    movieTitle: b.show.movie.title,
    amountPaise: b.amountPaise,
    refundPaise: b.cancellation.refundPaise,
    feePaise: b.cancellation.feePaise,
    feePercent: b.cancellation.feePercent,
    deadline: b.cancellation.deadline,
    timeZone: b.show.cinema.timeZone,
  };
}

/** What a failed cancellation says: the server's words, and that a failed refund leaves it paid. */
export function cancelFailureMessage(err: unknown): string {
  const message = serverMessage(err) || 'Could not cancel the booking.';
  if (hasErrorCode(err, 'REFUND_FAILED') && !/still paid/i.test(message)) {
    return `${message.replace(/\.?$/, '.')} Your booking is still paid.`;
  }
  return message;
}

/** How often pending bookings are re-checked (a payment may land meanwhile). */
const PENDING_POLL_MS = 5000;

function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

export function MyBookingsPage() {
  const session = useSession();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyBookingsQuery, {
    skip: !session.isSignedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [cancelBooking] = useMutation(CancelBookingMutation);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The paid booking whose cancellation is being asked about.
  const [asking, setAsking] = useState<MyBooking | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useOnTabVisible(() => {
    if (session.isSignedIn) void refetch().catch(() => {});
  });

  const bookings = session.isSignedIn ? (data?.myBookings ?? []) : [];
  const hasPending = bookings.some((b) => b.status === 'PENDING');
  const now = useNow(hasPending);

  useEffect(() => {
    if (!hasPending) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [hasPending, startPolling, stopPolling]);

  const cancel = async (id: string) => {
    setCancelling(id);
    try {
      const { data: done } = await cancelBooking({ variables: { id } });
      const refunded = done?.cancelBooking.status === 'REFUNDED' ? done.cancelBooking.refundedAmount : null;
      toast.success(refunded != null ? `Booking cancelled. ${formatRupees(refunded)} refunded.` : 'Booking cancelled');
    } catch (err) {
      toast.error(cancelFailureMessage(err));
      // The booking may have moved on meanwhile (paid, cut-off passed).
      void refetch().catch(() => {});
    } finally {
      setCancelling(null);
      setAsking(null);
    }
  };

  return (
    <div className="relative min-h-[80vh] px-6 pt-30 md:px-16 md:pt-40 lg:px-40">
      <BlurCircle className="top-[100px] left-[100px]" />
      <BlurCircle className="right-0 bottom-0" />
      <h1 className="mb-4 text-lg font-semibold">My Bookings</h1>
      {!session.isSignedIn ? (
        session.isLoaded ? (
          <div className="mt-10 flex flex-col items-start gap-4">
            <p className="text-zinc-400">Please sign in to view your bookings.</p>
            <Button
              onClick={session.openSignIn}
            >
              Login
            </Button>
          </div>
        ) : (
          <Spinner className="h-[50vh]" />
        )
      ) : loading && !data ? (
        <Spinner className="h-[50vh]" />
      ) : error && !data ? (
        <p className="mt-10 text-zinc-400">Your bookings could not be loaded.</p>
      ) : bookings.length === 0 ? (
        <p className="mt-10 text-zinc-400">No bookings found.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                now={now}
                onExpired={() => void refetch().catch(() => {})}
                onCancel={() => (booking.status === 'PAID' ? setAsking(booking) : void cancel(booking.id))}
                cancelling={cancelling === booking.id}
              />
            </li>
          ))}
        </ul>
      )}
      {session.isSignedIn && <MyWaitlists />}
      {asking && (
        <CancelBookingDialog
          terms={cancelTerms(asking)}
          busy={cancelling === asking.id}
          onConfirm={() => void cancel(asking.id)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
