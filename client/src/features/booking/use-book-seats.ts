import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { browser } from '../../lib/browser';
import { conflictSeats, serverMessage } from '../../lib/errors';

const CreateBookingMutation = graphql(`
  mutation CreateBooking($showId: ID!, $seats: [String!]!) {
    createBooking(showId: $showId, seats: $seats) {
      id
      status
      paymentUrl
      seats
      amount
    }
  }
`);

export interface BookSeats {
  book(showId: string, seats: string[]): Promise<void>;
  /** True from the request until the answer (and while leaving for payment). */
  busy: boolean;
  /** True while the request is out: our own seats turning occupied is expected then. */
  inFlight: { readonly current: boolean };
}

/**
 * Books seats: on success the visitor goes to the payment page, or (without
 * one) to My Bookings; seats the server says are taken are handed to
 * `onTaken` so the page can drop them.
 */
export function useBookSeats({
  onTaken,
  onBooked,
  onFailed,
}: {
  onTaken(seats: string[]): void;
  /** The booking is made (the browser may be leaving for the payment page). */
  onBooked(): void;
  /** Any failure: the seat map may be out of date. */
  onFailed(): void;
}): BookSeats {
  const [createBooking] = useMutation(CreateBookingMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const book = async (showId: string, seats: string[]) => {
    setBusy(true);
    inFlight.current = true;
    let leaving = false;
    try {
      const { data } = await createBooking({ variables: { showId, seats } });
      const booking = data?.createBooking;
      if (!booking) throw new Error('createBooking answered without a booking');
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookings' });
      onBooked();
      if (booking.paymentUrl) {
        leaving = true;
        browser.assign(booking.paymentUrl);
        return;
      }
      toast.success('Tickets booked successfully!');
      navigate('/my-bookings');
    } catch (err) {
      if (CombinedGraphQLErrors.is(err)) {
        const taken = conflictSeats(err);
        if (taken.length > 0) onTaken(taken);
        toast.error(serverMessage(err) || 'Error booking tickets');
      } else {
        console.error('Booking failed:', err);
        toast.error('Error booking tickets. Please try again.');
      }
      onFailed();
    } finally {
      inFlight.current = false;
      // Keep 'Processing...' while the browser leaves for the payment page.
      if (!leaving) setBusy(false);
    }
  };

  return { book, busy, inFlight };
}
