import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { formatRupees } from '../../lib/format';

const QuoteQuery = graphql(`
  query BookingQuote($showId: ID!, $seats: [String!]!) {
    quote(showId: $showId, seats: $seats) {
      ticketsPaise
      feePaise
      taxPaise
      totalPaise
    }
  }
`);

const CancellationPolicyLineQuery = graphql(`
  query BookingCancellationPolicy {
    cancellationPolicy {
      text
    }
  }
`);

const ShowCertificateQuery = graphql(`
  query ConfirmBookingShowCertificate($showId: ID!) {
    show(id: $showId) {
      id
      movie {
        id
        certificate
      }
    }
  }
`);

/** What the customer confirmed in the dialog, for createBooking. */
export interface BookingConfirmation {
  /** Everyone booked for is 18 or older (asked only for an A film). */
  confirmAge: boolean;
}

const rupees = (paise: number) => formatRupees(paise / 100);

/** The cancellation policy, so nobody pays without knowing it; nothing while it loads or when it cannot. */
function CancellationPolicyLine() {
  const { data } = useQuery(CancellationPolicyLineQuery);
  const text = data?.cancellationPolicy.text;
  if (!text) return null;
  return (
    <p data-testid="booking-cancellation-policy" className="mt-3 text-xs text-zinc-400">
      {text}
    </p>
  );
}

/** The price of the seats, exactly as the booking will be charged (Query.quote). */
function PriceBreakdown({ showId, seats }: { showId: string; seats: readonly string[] }) {
  const { data, error } = useQuery(QuoteQuery, {
    variables: { showId, seats: [...seats] },
    fetchPolicy: 'network-only',
  });
  if (error) return <p className="mt-4 text-sm text-zinc-400">The price could not be worked out; it is shown before you pay.</p>;
  const quote = data?.quote;
  if (!quote) return <p className="mt-4 text-sm text-zinc-400">Working out the price...</p>;
  return (
    <dl aria-label="Price breakdown" className="mt-4 space-y-1 rounded-md border border-zinc-700 p-3 text-sm">
      <div className="flex justify-between gap-6">
        <dt className="text-zinc-400">Tickets</dt>
        <dd data-testid="quote-tickets">{rupees(quote.ticketsPaise)}</dd>
      </div>
      <div className="flex justify-between gap-6">
        <dt className="text-zinc-400">Booking fee</dt>
        <dd data-testid="quote-fee">{rupees(quote.feePaise)}</dd>
      </div>
      <div className="flex justify-between gap-6">
        <dt className="text-zinc-400">GST (included)</dt>
        <dd data-testid="quote-tax">{rupees(quote.taxPaise)}</dd>
      </div>
      <div className="flex justify-between gap-6 border-t border-zinc-700 pt-1 font-semibold">
        <dt>Total</dt>
        <dd data-testid="quote-total">{rupees(quote.totalPaise)}</dd>
      </div>
    </dl>
  );
}

/**
 * The last step before booking: the seats, their price and the cancellation
 * policy. For an A-certificate film the customer must also tick that
 * everyone they book for is 18 or older (the server refuses the booking
 * without it, and the door checks ID).
 */
export function ConfirmBookingDialog({
  showId,
  seats,
  movieTitle,
  time,
  date,
  onConfirm,
  onCancel,
}: {
  showId: string;
  seats: readonly string[];
  movieTitle: string;
  time: string;
  date: string;
  onConfirm(confirmation: BookingConfirmation): void;
  onCancel(): void;
}) {
  const count = seats.length === 1 ? '1 seat' : `${seats.length} seats`;
  const { data } = useQuery(ShowCertificateQuery, { variables: { showId }, skip: !showId });
  const adultsOnly = data?.show.movie.certificate === 'A';
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const ageId = useId();
  return (
    <Modal title="Confirm Booking" role="alertdialog" onClose={onCancel}>
      <p className="mt-3 text-zinc-300">
        Book <strong>{count}</strong> ({seats.join(', ')}) for <strong>{movieTitle}</strong> at{' '}
        <strong>{time}</strong> on <strong>{date}</strong>?
      </p>
      <PriceBreakdown showId={showId} seats={seats} />
      <CancellationPolicyLine />
      {adultsOnly && (
        <div className="mt-4 rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm">
          <p className="font-medium text-red-200">This film is certified A (adults only). ID is checked at the door.</p>
          <label htmlFor={ageId} className="mt-2 flex items-start gap-2">
            <input
              id={ageId}
              type="checkbox"
              required
              checked={ageConfirmed}
              onChange={(e) => setAgeConfirmed(e.target.checked)}
              className="mt-0.5 h-4 w-4 accent-primary"
            />
            <span>I confirm everyone I&apos;m booking for is 18 or older</span>
          </label>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-zinc-600 px-5 py-2 text-sm hover:bg-zinc-800"
        >
          No, cancel
        </button>
        <Button
          data-autofocus
          onClick={() => onConfirm({ confirmAge: adultsOnly && ageConfirmed })}
          disabled={adultsOnly && !ageConfirmed}
          size="sm"
        >
          Yes, book now!
        </Button>
      </div>
    </Modal>
  );
}
