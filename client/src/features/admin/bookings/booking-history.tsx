import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/modal';
import { formatInstant } from '../../../lib/dates';

const BookingHistoryQuery = graphql(`
  query AdminBookingHistory($reference: String!) {
    ticket(reference: $reference) {
      id
      reference
      history {
        id
        at
        action
        actor {
          id
          name
        }
      }
    }
  }
`);

/** The audit actions a booking's history holds, as a person says them. */
const ACTION_WORDS: Record<string, string> = {
  'booking.create': 'Created',
  'booking.pay': 'Paid',
  'booking.sellAtCounter': 'Sold and paid at the counter',
  'booking.refund': 'Refunded',
  'booking.refundAtCounter': 'Refunded at the counter',
};

/** An action's words; one this page does not know yet is shown as the trail names it. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? action;
}

/**
 * What happened to one booking and who did it (created, paid, refunded),
 * oldest first, from Booking.history: the audit rows about it, which admins
 * may read. Asked for when opened, so the list itself stays light.
 */
export function BookingHistoryDialog({ reference, onClose }: { reference: string; onClose(): void }) {
  const { data, loading, error } = useQuery(BookingHistoryQuery, { variables: { reference }, fetchPolicy: 'network-only' });
  const history = data?.ticket.history ?? [];
  return (
    <Modal title={`History of ${reference}`} onClose={onClose}>
      {loading && !data && <p className="mt-3 text-sm text-zinc-400">Loading the history...</p>}
      {error && <p role="alert" className="mt-3 text-sm">The history could not be loaded.</p>}
      {data && history.length === 0 && <p className="mt-3 text-sm text-zinc-400">Nothing is recorded for this booking.</p>}
      {history.length > 0 && (
        <ol aria-label="Booking history" className="mt-3 flex flex-col gap-2 text-sm">
          {history.map((e) => (
            <li key={e.id} data-testid="history-entry" className="flex flex-col">
              <span>
                <span className="font-medium">{actionWords(e.action)}</span> by {e.actor.name}
              </span>
              <time dateTime={e.at} className="text-xs text-zinc-400">
                {formatInstant(e.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
