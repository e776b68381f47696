import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { browser } from '../../lib/browser';
import { conflictSeats, hasErrorCode, serverMessage } from '../../lib/errors';
import { useAdmission } from './admission';
import { newIdempotencyKey } from './idempotency-key';

const CreateBookingMutation = graphql(`
  mutation CreateBooking(
    $showId: ID!
    $seats: [String!]!
    $idempotencyKey: String
    $confirmAge: Boolean
    $food: [OrderLineInput!]
    $promoCode: String
    $admissionToken: String
  ) {
    createBooking(
      showId: $showId
      seats: $seats
      idempotencyKey: $idempotencyKey
      confirmAge: $confirmAge
      food: $food
      promoCode: $promoCode
      admissionToken: $admissionToken
    ) {
      id
      status
      paymentUrl
      seats
      amount
    }
  }
`);

/**
 * The waits before each automatic retry of a booking whose answer was lost
 * (the connection dropped, or the server went away, perhaps after booking):
 * the retry carries the first try's idempotency key, so the server answers
 * with the booking it made instead of refusing the seats it holds for us.
 * Tests shorten them.
 */
export const bookingRetry = { delaysMs: [500, 2000] };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What goes with the seats: the age tick (an A film needs it), the food and the promo code. */
export interface BookOptions {
  confirmAge?: boolean;
  food?: Array<{ itemId: string; quantity: number }>;
  promoCode?: string | null;
}

export interface BookSeats {
  book(showId: string, seats: string[], options?: BookOptions): Promise<void>;
  /** True from the request until the answer (and while leaving for payment). */
  busy: boolean;
  /** True while the request is out: our own seats turning occupied is expected then. */
  inFlight: { readonly current: boolean };
}

/**
 * Books seats: on success the visitor goes to the payment page, or (without
 * one) to My Bookings; seats the server says are taken are handed to
 * `onTaken` so the page can drop them. A request whose answer is lost is
 * retried with the same idempotency key (see `bookingRetry`).
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
  const admission = useAdmission();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // One idempotency key per confirmed selection: confirming the same seats
  // again (after a lost answer) sends it again; a refusal ends it.
  const attempt = useRef<{ selection: string; key: string } | null>(null);

  const send = async (variables: {
    showId: string;
    seats: string[];
    idempotencyKey: string;
    confirmAge?: boolean;
    food?: Array<{ itemId: string; quantity: number }>;
    promoCode?: string;
    admissionToken?: string;
  }) => {
    for (let retry = 0; ; retry++) {
      try {
        const { data } = await createBooking({ variables });
        return data?.createBooking;
      } catch (err) {
        // An answer from the server is final; only a lost one is retried.
        if (CombinedGraphQLErrors.is(err) || retry >= bookingRetry.delaysMs.length) throw err;
        await wait(bookingRetry.delaysMs[retry]);
      }
    }
  };

  const book = async (showId: string, seats: string[], options: BookOptions = {}) => {
    setBusy(true);
    inFlight.current = true;
    let leaving = false;
    const food = options.food ?? [];
    // Other food or another code is another booking: a new key.
    const selection = `${showId}:${seats.join(',')}:${JSON.stringify(food)}:${options.promoCode ?? ''}`;
    if (attempt.current?.selection !== selection) attempt.current = { selection, key: newIdempotencyKey() };
    try {
      // confirmAge, food and a code go only when there are any, so a booking
      // without them sends what it always did.
      const booking = await send({
        showId,
        seats,
        idempotencyKey: attempt.current.key,
        ...(options.confirmAge ? { confirmAge: true } : {}),
        ...(food.length > 0 ? { food } : {}),
        ...(options.promoCode ? { promoCode: options.promoCode } : {}),
        // Behind a waiting room: the admission out of the queue.
        ...(admission.token ? { admissionToken: admission.token } : {}),
      });
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
        // The server refused: nothing is booked under this key (or it is
        // spent), so the next confirmation is a new request.
        attempt.current = null;
        const taken = conflictSeats(err);
        if (taken.length > 0) onTaken(taken);
        toast.error(serverMessage(err) || 'Error booking tickets');
        if (hasErrorCode(err, 'ADMISSION_REQUIRED')) admission.lost();
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
