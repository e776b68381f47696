import { Modal } from '../../components/modal';
import { Button } from '../../components/button';

export function ConfirmBookingDialog({
  seats,
  movieTitle,
  time,
  date,
  onConfirm,
  onCancel,
}: {
  seats: readonly string[];
  movieTitle: string;
  time: string;
  date: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const count = seats.length === 1 ? '1 seat' : `${seats.length} seats`;
  return (
    <Modal title="Confirm Booking" role="alertdialog" onClose={onCancel}>
      <p className="mt-3 text-zinc-300">
        Book <strong>{count}</strong> ({seats.join(', ')}) for <strong>{movieTitle}</strong> at{' '}
        <strong>{time}</strong> on <strong>{date}</strong>?
      </p>
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
          onClick={onConfirm}
          size="sm"
        >
          Yes, book now!
        </Button>
      </div>
    </Modal>
  );
}
