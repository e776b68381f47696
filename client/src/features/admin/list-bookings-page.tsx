import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AdminListBookingsQuery } from '../../gql/graphql';
import { DataTable, type Column } from '../../components/data-table';
import { formatAdminShowTime, formatRupees } from '../../lib/format';
import { useAdminQueryError } from './admin-errors';
import { AdminTitle } from './admin-title';

const AdminListBookingsQuery = graphql(`
  query AdminListBookings($offset: Int!, $limit: Int!) {
    allBookings(offset: $offset, limit: $limit) {
      total
      offset
      limit
      bookings {
        id
        seats
        amount
        status
        customer {
          id
          name
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

export const BOOKINGS_PAGE_SIZE = 50;

type BookingRow = AdminListBookingsQuery['allBookings']['bookings'][number];

const BOOKING_COLUMNS: ReadonlyArray<Column<BookingRow>> = [
  { header: 'User', cell: (b) => b.customer.name },
  { header: 'Movie', cell: (b) => b.show.movie.title },
  { header: 'Show Time', cell: (b) => formatAdminShowTime(b.show.localDate, b.show.localTime) },
  { header: 'Seats', cell: (b) => b.seats.join(', ') },
  {
    header: 'Amount',
    cell: (b) => formatRupees(b.amount),
    title: (b) => (b.status === 'PAID' ? 'Paid' : b.status.toLowerCase()),
  },
];

export function ListBookingsPage() {
  const [offset, setOffset] = useState(0);
  const { data, loading, error } = useQuery(AdminListBookingsQuery, {
    variables: { offset, limit: BOOKINGS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useAdminQueryError(error, {
    signedOut: 'Please sign in to view the bookings.',
    failed: 'Failed to fetch bookings.',
  });
  const page = data?.allBookings;
  const rows = page?.bookings ?? [];
  const total = page?.total ?? 0;

  return (
    <>
      <AdminTitle text="List Bookings" />
      <DataTable
        label="Bookings"
        columns={BOOKING_COLUMNS}
        rows={rows}
        rowKey={(b) => b.id}
        empty={error ? 'Bookings could not be loaded.' : 'No bookings yet.'}
        loading={loading && !data}
      />
      {/* Nothing is counted until the first page has answered. */}
      {total > BOOKINGS_PAGE_SIZE && (
        <nav aria-label="Bookings pages" className="mt-4 flex max-w-4xl items-center justify-between text-sm">
          <p className="text-zinc-400">
            {offset + 1}–{Math.min(offset + rows.length, total)} of {total}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={offset === 0 || loading}
              onClick={() => setOffset((o) => Math.max(0, o - BOOKINGS_PAGE_SIZE))}
              className="rounded-md border border-zinc-600 px-3 py-1 disabled:opacity-40"
            >
              Previous
            </button>
            <button
              type="button"
              disabled={offset + BOOKINGS_PAGE_SIZE >= total || loading}
              onClick={() => setOffset((o) => o + BOOKINGS_PAGE_SIZE)}
              className="rounded-md border border-zinc-600 px-3 py-1 disabled:opacity-40"
            >
              Next
            </button>
          </div>
        </nav>
      )}
    </>
  );
}
