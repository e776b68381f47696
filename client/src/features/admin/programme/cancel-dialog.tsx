import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { serverMessage } from '../../../lib/errors';
import { describe, INPUT, SECONDARY, type ActionShow } from './show-actions';

const CancelShowMutation = graphql(`
  mutation CancelShow($showId: ID!, $reason: String!) {
    cancelShow(showId: $showId, reason: $reason) {
      id
      status
      cancelReason
      revision
    }
  }
`);

/** Asks for a reason before a show is cancelled, saying paid bookings will be refunded in full. */
export function CancelDialog({ show, onClose, onDone }: { show: ActionShow; onClose(): void; onDone(): void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [cancel, { loading }] = useMutation(CancelShowMutation);
  const id = useId();
  const trimmed = reason.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!trimmed) return;
    try {
      await cancel({ variables: { showId: show.id, reason: trimmed } });
      toast.success('Show cancelled. Paid bookings are being refunded in full.');
      onDone();
    } catch (err) {
      console.error('Cancelling a show failed:', err);
      toast.error(serverMessage(err) ?? 'The show could not be cancelled.');
    }
  };
  return (
    <Modal title="Cancel this show?" role="alertdialog" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="mt-3 text-sm text-zinc-300">
          {describe(show)} stops selling. Every paid booking will be refunded in full, every hold ends, and every customer is e-mailed the reason.
        </p>
        <div className="mt-4 flex flex-col gap-1 text-sm">
          <label htmlFor={id}>Reason (told to customers)</label>
          <textarea
            id={id}
            value={reason}
            maxLength={200}
            rows={3}
            aria-invalid={tried && !trimmed}
            aria-describedby={tried && !trimmed ? `${id}-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
            className={INPUT}
          />
          {tried && !trimmed && (
            <p id={`${id}-error`} role="alert" className="text-red-300">
              A reason is required.
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" data-autofocus onClick={onClose} className={SECONDARY}>
            Keep the show
          </button>
          <Button type="submit" size="sm" disabled={loading}>
            {loading ? 'Cancelling...' : 'Yes, cancel the show'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
