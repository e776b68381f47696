import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { DataTable } from '../../../components/data-table';
import { formatPaise } from '../../../lib/format';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { Pager } from '../shared/pager';
import { bookingColumns, type BookingRow } from './booking-columns';
import { SearchBox, StatusChips, useBookingFilters } from './booking-filters';
import { BookingHistoryDialog } from './booking-history';
import { RefundDialog } from './refund-dialog';

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
        food {
          quantity
          collected
          item {
            id
            name
          }
        }
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
          cinema {
            id
            timeZone
          }
          movie {
            id
            title
          }
        }
      }
    }
  }
`);

export const BOOKINGS_PAGE_SIZE = 50;

/**
 * /admin/list-bookings: every booking, newest first, filtered by status and
 * searched by reference or e-mail (both kept in the URL), with the paid
 * count and revenue of what matches; a paid booking can be refunded.
 */
export function ListBookingsPage() {
  const { statuses, search, offset, update } = useBookingFilters();
  const [refunding, setRefunding] = useState<BookingRow | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
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
        columns={bookingColumns({ onRefund: setRefunding, onHistory: (b) => setHistoryOf(b.reference) })}
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
      {historyOf && <BookingHistoryDialog reference={historyOf} onClose={() => setHistoryOf(null)} />}
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
