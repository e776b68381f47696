import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { formatRupees } from '../../../lib/format';
import { hasErrorCode, serverMessage } from '../../../lib/errors';
import type { BookingRow } from './booking-columns';

const RefundBookingMutation = graphql(`
  mutation RefundBooking($id: ID!) {
    refundBooking(id: $id) {
      id
      status
      isPaid
      refundedAmount
    }
  }
`);

/** Asks before a paid booking is refunded in full; says how it went either way. */
export function RefundDialog({ booking, onDone }: { booking: BookingRow; onDone(): void }) {
  const [refund, { loading }] = useMutation(RefundBookingMutation);
  const confirm = async () => {
    try {
      const { data } = await refund({ variables: { id: booking.id } });
      const amount = data?.refundBooking.refundedAmount;
      toast.success(amount != null ? `Refunded ${formatRupees(amount)} for ${booking.reference}.` : 'Booking refunded.');
    } catch (err) {
      const message = serverMessage(err) || 'The refund could not be made.';
      toast.error(hasErrorCode(err, 'REFUND_FAILED') && !/still paid/i.test(message) ? `${message} The booking is still paid.` : message);
    } finally {
      onDone();
    }
  };
  return (
    <Modal title="Refund this booking?" role="alertdialog" onClose={onDone}>
      <p className="mt-3 text-zinc-300">
        Refund {formatRupees(booking.amount)} in full to {booking.customer.name} for booking{' '}
        <span className="font-mono">{booking.reference}</span> ({booking.show.movie.title}) and free its seats?
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onDone}
          className="rounded-full border border-zinc-600 px-5 py-2 text-sm hover:bg-zinc-800"
        >
          Keep it
        </button>
        <Button size="sm" disabled={loading} onClick={() => void confirm()}>
          {loading ? 'Refunding...' : 'Yes, refund'}
        </Button>
      </div>
    </Modal>
  );
}
