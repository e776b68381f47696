import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { ConfirmPrice } from './confirm-price';

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
  /** The promo code the quote took, or null. */
  promoCode: string | null;
}

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

/**
 * The last step before booking: the seats and the food, a promo code, the
 * price and the cancellation policy. For an A-certificate film the customer must also tick that
 * everyone they book for is 18 or older (the server refuses the booking
 * without it, and the door checks ID).
 */
export function ConfirmBookingDialog({
  showId,
  seats,
  food,
  foodText,
  movieTitle,
  time,
  date,
  onConfirm,
  onCancel,
}: {
  showId: string;
  seats: readonly string[];
  /** The food chosen on the food step, for the quote. */
  food: Array<{ itemId: string; quantity: number }>;
  /** '1 × Large popcorn, 2 × Cola', or ''. */
  foodText: string;
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
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const ageId = useId();
  return (
    <Modal title="Confirm Booking" role="alertdialog" onClose={onCancel}>
      <p className="mt-3 text-zinc-300">
        Book <strong>{count}</strong> ({seats.join(', ')}) for <strong>{movieTitle}</strong> at{' '}
        <strong>{time}</strong> on <strong>{date}</strong>?
      </p>
      {foodText && (
        <p data-testid="confirm-food" className="mt-2 text-sm text-zinc-300">
          With {foodText}
        </p>
      )}
      <ConfirmPrice showId={showId} seats={seats} food={food} promoCode={promoCode} onPromoCode={setPromoCode} />
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
          onClick={() => onConfirm({ confirmAge: adultsOnly && ageConfirmed, promoCode })}
          disabled={adultsOnly && !ageConfirmed}
          size="sm"
        >
          Yes, book now!
        </Button>
      </div>
    </Modal>
  );
}
