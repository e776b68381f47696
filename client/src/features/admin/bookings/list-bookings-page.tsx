import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import type { AdminListBookingsQuery, BookingStatus } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { formatAdminShowTime, formatPaise, formatRupees } from '../../../lib/format';
import { hasErrorCode, serverMessage } from '../../../lib/errors';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { Pager } from '../shared/pager';

const AdminListBookingsQuery = graphql(`
  query AdminListBookings($offset: Int!, $limit: Int!, $search: String, $status: [BookingStatus!]) {
    allBookings(offset: $offset, limit: $limit, search: $search, status: $status) {
      total
      offset
      limit
      paidAmountPaise
      paidCount
      bookings {
        id
        reference
        seats
        amount
        status
        refundedAmount
        needsAttention
        customer {
          id
          name
          email
        }
        show {
          id
          localDate
          localTime
          movie {
            id
            title
          }
        }
      }
    }
  }
`);

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

export const BOOKINGS_PAGE_SIZE = 50;

const STATUSES: readonly BookingStatus[] = ['PAID', 'PENDING', 'REFUNDED', 'CANCELLED', 'EXPIRED'];
const STATUS_TEXT: Record<BookingStatus, string> = {
  PAID: 'Paid',
  PENDING: 'Pending',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};
const STATUS_LOOK: Record<BookingStatus, string> = {
  PAID: 'bg-emerald-500/15 text-emerald-300',
  PENDING: 'bg-amber-500/15 text-amber-300',
  REFUNDED: 'bg-sky-500/15 text-sky-300',
  CANCELLED: 'bg-zinc-700 text-zinc-300',
  EXPIRED: 'bg-zinc-700 text-zinc-300',
};

type BookingRow = AdminListBookingsQuery['allBookings']['bookings'][number];

/** The filters as the URL keeps them: ?status=PAID&status=REFUNDED&q=asha&offset=50. */
function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const statuses = STATUSES.filter((s) => params.getAll('status').includes(s));
  const search = params.get('q')?.trim() ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  // Any change of filter starts again at the first page.
  const update = (next: { statuses?: readonly BookingStatus[]; search?: string; offset?: number }) => {
    const p = new URLSearchParams();
    for (const s of next.statuses ?? statuses) p.append('status', s);
    const q = next.search ?? search;
    if (q) p.set('q', q);
    if (next.offset) p.set('offset', String(next.offset));
    setParams(p);
  };
  return { statuses, search, offset, update };
}

function StatusChips({ value, onChange }: { value: readonly BookingStatus[]; onChange(v: BookingStatus[]): void }) {
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap items-center gap-2">
      {STATUSES.map((s) => {
        const on = value.includes(s);
        return (
          <button
            key={s}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== s) : [...value, s])}
            className={`rounded-full border px-3 py-1 text-xs ${
              on ? 'border-primary bg-primary/20 text-white' : 'border-zinc-600 text-zinc-400 hover:text-white'
            }`}
          >
            {STATUS_TEXT[s]}
          </button>
        );
      })}
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor={id}>Search bookings</label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Reference or e-mail"
          className="w-64 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
        />
      </div>
      <button type="submit" className="rounded-md border border-zinc-600 px-3 py-2 text-sm hover:bg-zinc-800">
        Search
      </button>
    </form>
  );
}

function RefundDialog({ booking, onDone }: { booking: BookingRow; onDone(): void }) {
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

function columns(onRefund: (b: BookingRow) => void): ReadonlyArray<Column<BookingRow>> {
  return [
    { header: 'Reference', cell: (b) => <span className="font-mono">{b.reference}</span> },
    { header: 'User', cell: (b) => b.customer.name, title: (b) => b.customer.email || undefined },
    { header: 'Movie', cell: (b) => b.show.movie.title },
    { header: 'Show Time', cell: (b) => formatAdminShowTime(b.show.localDate, b.show.localTime) },
    { header: 'Seats', cell: (b) => b.seats.join(', ') },
    {
      header: 'Status',
      cell: (b) => (
        <>
          <span className={`rounded-full px-2 py-0.5 text-xs ${STATUS_LOOK[b.status]}`}>{STATUS_TEXT[b.status]}</span>
          {b.needsAttention && (
            // A refund that crossed a check-in: paid and admitted, yet the money went back.
            <span
              data-testid="needs-attention"
              title={b.needsAttention}
              className="ml-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs text-amber-300"
            >
              Needs attention
            </span>
          )}
        </>
      ),
      title: (b) => b.needsAttention ?? undefined,
    },
    {
      header: 'Amount',
      cell: (b) => formatRupees(b.amount),
      // Not only REFUNDED bookings: a cancelled one whose late payment went back, or a paid one needing attention.
      title: (b) => (b.refundedAmount != null ? `${formatRupees(b.refundedAmount)} refunded` : undefined),
    },
    {
      header: 'Actions',
      cell: (b) =>
        b.status === 'PAID' ? (
          <button
            type="button"
            onClick={() => onRefund(b)}
            className="rounded-md border border-zinc-600 px-3 py-1 text-xs hover:bg-zinc-800"
          >
            Refund
          </button>
        ) : null,
    },
  ];
}

export function ListBookingsPage() {
  const { statuses, search, offset, update } = useBookingFilters();
  const [refunding, setRefunding] = useState<BookingRow | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminListBookingsQuery, {
    variables: {
      offset,
      limit: BOOKINGS_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(statuses.length ? { status: [...statuses] } : {}),
    },
    fetchPolicy: 'cache-and-network',
  });
  useAdminQueryError(error, {
    signedOut: 'Please sign in to view the bookings.',
    failed: 'Failed to fetch bookings.',
  });
  const page = data?.allBookings;
  const rows = page?.bookings ?? [];
  const filtered = statuses.length > 0 || search !== '';

  return (
    <>
      <AdminTitle text="List Bookings" />
      <div className="mt-6 flex max-w-4xl flex-col gap-4">
        {/* Keyed by the URL's search: going back in history shows what is searched for. */}
        <SearchBox key={search} value={search} onSearch={(q) => update({ search: q })} />
        <StatusChips value={statuses} onChange={(s) => update({ statuses: s })} />
        {page && (
          <p data-testid="bookings-totals" className="text-sm text-zinc-300">
            <span data-testid="paid-count">{page.paidCount}</span> paid{' '}
            {page.paidCount === 1 ? 'booking' : 'bookings'} ·{' '}
            <span data-testid="paid-amount">{formatPaise(page.paidAmountPaise)}</span> revenue
            {filtered ? ' (matching the filters)' : ''} · {page.total} listed
          </p>
        )}
      </div>
      <DataTable
        label="Bookings"
        columns={columns(setRefunding)}
        rows={rows}
        rowKey={(b) => b.id}
        empty={error ? 'Bookings could not be loaded.' : filtered ? 'No bookings match.' : 'No bookings yet.'}
        loading={loading && !data}
        wide
      />
      {/* Nothing is counted until the first page has answered. */}
      <Pager
        label="Bookings pages"
        offset={offset}
        shown={rows.length}
        total={page?.total ?? 0}
        pageSize={BOOKINGS_PAGE_SIZE}
        busy={loading}
        onOffset={(o) => update({ offset: o })}
      />
      {refunding && (
        <RefundDialog
          booking={refunding}
          onDone={() => {
            setRefunding(null);
            void refetch().catch(() => {});
          }}
        />
      )}
    </>
  );
}
