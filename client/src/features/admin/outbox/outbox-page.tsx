import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import type { AdminOutboxQuery, OutboxStatus } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../components/data-table';
import { formatInstant } from '../../../lib/format';
import { serverMessage } from '../../../lib/errors';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { Pager } from '../shared/pager';
import { MessageView } from './message-view';

const AdminOutboxQuery = graphql(`
  query AdminOutbox($status: OutboxStatus, $offset: Int!, $limit: Int!) {
    outbox(status: $status, offset: $offset, limit: $limit) {
      total
      offset
      limit
      messages {
        id
        kind
        to
        subject
        status
        attempts
        lastError
        dueAt
        sentAt
        createdAt
        bookingReference
        text
        html
      }
    }
  }
`);

const RetryOutboxMessageMutation = graphql(`
  mutation RetryOutboxMessage($id: ID!) {
    retryOutboxMessage(id: $id) {
      id
      status
      attempts
      lastError
      dueAt
      sentAt
    }
  }
`);

export const OUTBOX_PAGE_SIZE = 50;

const STATUSES: readonly OutboxStatus[] = ['PENDING', 'SENT', 'FAILED', 'KEPT'];
const STATUS_TEXT: Record<OutboxStatus, string> = { PENDING: 'Pending', SENT: 'Sent', FAILED: 'Failed', KEPT: 'Kept' };
const KIND_TEXT = {
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  REMINDER: 'Reminder',
  SHOW_CANCELLED: 'Show cancelled',
  SHOW_MOVED: 'Show moved',
  WAITLIST_OFFER: 'Waitlist offer',
} as const;

type Message = AdminOutboxQuery['outbox']['messages'][number];

function isStatus(v: string | null): v is OutboxStatus {
  return v !== null && (STATUSES as readonly string[]).includes(v);
}

function StatusFilter({ value, onChange }: { value: OutboxStatus | null; onChange(v: OutboxStatus | null): void }) {
  const id = useId();
  return (
    <div className="mt-6 flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(isStatus(e.target.value) ? e.target.value : null)}
        className="w-48 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
      >
        <option value="">All messages</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_TEXT[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /admin/outbox: every e-mail the product wrote, newest first, with its
 * delivery state; failed and kept ones can be put back in the queue.
 */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const { data, loading, error, refetch } = useQuery(AdminOutboxQuery, {
    variables: { ...(status ? { status } : {}), offset, limit: OUTBOX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [retry] = useMutation(RetryOutboxMessageMutation);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Message | null>(null);
  useAdminQueryError(error, { signedOut: 'Please sign in to view the outbox.', failed: 'Failed to fetch the outbox.' });

  const setFilter = (next: OutboxStatus | null) => setParams(next ? { status: next } : {});
  const setOffset = (next: number) => {
    const p = new URLSearchParams(params);
    if (next > 0) p.set('offset', String(next));
    else p.delete('offset');
    setParams(p);
  };

  const onRetry = async (m: Message) => {
    setRetrying(m.id);
    try {
      await retry({ variables: { id: m.id } });
      toast.success('The message is queued again.');
      void refetch().catch(() => {});
    } catch (err) {
      toast.error(serverMessage(err) || 'The message could not be queued again.');
    } finally {
      setRetrying(null);
    }
  };

  const columns: ReadonlyArray<Column<Message>> = [
    { header: 'Kind', cell: (m) => KIND_TEXT[m.kind] },
    { header: 'To', cell: (m) => m.to || '—' },
    {
      header: 'Subject',
      cell: (m) => (
        <button
          type="button"
          onClick={() => setViewing(m)}
          title="View the message"
          className="text-left underline underline-offset-2 hover:text-primary"
        >
          {m.subject}
        </button>
      ),
    },
    { header: 'Status', cell: (m) => STATUS_TEXT[m.status] },
    { header: 'Attempts', cell: (m) => m.attempts },
    { header: 'Last error', cell: (m) => m.lastError ?? '', title: (m) => m.lastError ?? undefined },
    { header: 'Due / Sent', cell: (m) => (m.sentAt ? `Sent ${formatInstant(m.sentAt)}` : `Due ${formatInstant(m.dueAt)}`) },
    {
      header: 'Actions',
      cell: (m) =>
        m.status === 'FAILED' || m.status === 'KEPT' ? (
          <button
            type="button"
            disabled={retrying === m.id}
            onClick={() => void onRetry(m)}
            aria-label={`Retry ${m.subject} to ${m.to}`}
            className="rounded-md border border-zinc-600 px-3 py-1 text-xs hover:bg-zinc-800 disabled:opacity-40"
          >
            {retrying === m.id ? 'Retrying...' : 'Retry'}
          </button>
        ) : null,
    },
  ];

  const page = data?.outbox;
  const rows = page?.messages ?? [];
  return (
    <>
      <AdminTitle text="Outbox" />
      <StatusFilter value={status} onChange={setFilter} />
      <DataTable
        label="Outbox messages"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        empty={error ? 'The outbox could not be loaded.' : 'No messages.'}
        loading={loading && !data}
        wide
      />
      <Pager
        label="Outbox pages"
        offset={offset}
        shown={rows.length}
        total={page?.total ?? 0}
        pageSize={OUTBOX_PAGE_SIZE}
        busy={loading}
        onOffset={setOffset}
      />
      {viewing && <MessageView message={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
