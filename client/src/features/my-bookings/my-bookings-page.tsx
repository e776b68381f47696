import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { BlurCircle } from '../../components/blur-circle';
import { Spinner } from '../../components/spinner';
import { serverMessage } from '../../lib/errors';
import { useOnTabVisible } from '../../lib/use-document-visible';
import { BookingCard } from './booking-card';
import { Button } from '../../components/button';

const MyBookingsQuery = graphql(`
  query MyBookings {
    myBookings {
      id
      status
      holdExpiresAt
      ...BookingCard_booking
    }
  }
`);

const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      id
      status
      isPaid
      paymentUrl
    }
  }
`);

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
      await cancelBooking({ variables: { id } });
      toast.success('Booking cancelled');
    } catch (err) {
      toast.error(serverMessage(err) || 'Could not cancel the booking.');
    } finally {
      setCancelling(null);
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
                onCancel={() => void cancel(booking.id)}
                cancelling={cancelling === booking.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
