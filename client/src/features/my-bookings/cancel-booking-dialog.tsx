import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { formatInstant, formatPaise } from '../../lib/format';

const CancellationPolicyQuery = graphql(`
  query CancellationPolicy {
    cancellationPolicy {
      cutoffMinutes
      feePercent
      text
    }
  }
`);

export interface CancelTerms {
  reference: string;
  movieTitle: string;
  amountPaise: number;
  refundPaise: number;
  feePaise: number;
  feePercent: number;
  /** Until when it can be cancelled (an instant). */
  deadline: string;
  /** The cinema's zone, for the deadline. */
  timeZone: string;
}

/**
 * Asks before a paid booking is cancelled, stating the policy and what this
 * booking would get back, so nobody confirms without knowing the fee.
 */
export function CancelBookingDialog({
  terms,
  busy,
  onConfirm,
  onClose,
}: {
  terms: CancelTerms;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { data, error } = useQuery(CancellationPolicyQuery);
  const policy = data?.cancellationPolicy;
  return (
    <Modal title="Cancel this booking?" role="alertdialog" onClose={onClose}>
      <p className="mt-3 text-zinc-300">
        <strong>{terms.movieTitle}</strong>, booking <span className="font-mono">{terms.reference}</span>.
      </p>
      <p className="mt-3 text-sm text-zinc-300" data-testid="cancellation-policy">
        {policy ? policy.text : error ? 'The cancellation policy could not be loaded.' : 'Loading the cancellation policy...'}
      </p>
      <dl aria-label="Refund" className="mt-4 space-y-1 rounded-md border border-zinc-700 p-3 text-sm">
        <div className="flex justify-between gap-6">
          <dt className="text-zinc-400">Paid</dt>
          <dd>{formatPaise(terms.amountPaise)}</dd>
        </div>
        <div className="flex justify-between gap-6">
          <dt className="text-zinc-400">Cancellation fee ({terms.feePercent}%)</dt>
          <dd data-testid="cancel-fee">{formatPaise(terms.feePaise)}</dd>
        </div>
        <div className="flex justify-between gap-6 border-t border-zinc-700 pt-1 font-semibold">
          <dt>You get back</dt>
          <dd data-testid="cancel-refund">{formatPaise(terms.refundPaise)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-zinc-400">
        You can cancel until {formatInstant(terms.deadline, terms.timeZone)}.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className="rounded-full border border-zinc-600 px-5 py-2 text-sm hover:bg-zinc-800"
        >
          Keep booking
        </button>
        <Button onClick={onConfirm} disabled={busy} size="sm">
          {busy ? 'Cancelling...' : 'Yes, cancel and refund'}
        </Button>
      </div>
    </Modal>
  );
}
