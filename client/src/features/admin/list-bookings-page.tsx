import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/spinner';
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
      {loading && !data ? (
        <Spinner className="h-[60vh]" />
      ) : (
        <>
          <div className="mt-6 max-w-4xl overflow-x-auto">
            <table className="w-full border-collapse rounded-md text-nowrap">
              <thead>
                <tr className="bg-primary/20 text-left text-white">
                  <th scope="col" className="p-2 pl-5 font-medium">User</th>
                  <th scope="col" className="p-2 font-medium">Movie</th>
                  <th scope="col" className="p-2 font-medium">Show Time</th>
                  <th scope="col" className="p-2 font-medium">Seats</th>
                  <th scope="col" className="p-2 font-medium">Amount</th>
                </tr>
              </thead>
              <tbody className="text-sm font-light">
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="p-4 text-center text-zinc-400">
                      {error ? 'Bookings could not be loaded.' : 'No bookings yet.'}
                    </td>
                  </tr>
                ) : (
                  rows.map((booking) => (
                    <tr key={booking.id} className="border-b border-primary/10 bg-primary/5 even:bg-primary/10">
                      <td className="min-w-45 p-2 pl-5">{booking.customer.name}</td>
                      <td className="p-2">{booking.show.movie.title}</td>
                      <td className="p-2">{formatAdminShowTime(booking.show.localDate, booking.show.localTime)}</td>
                      <td className="p-2">{booking.seats.join(', ')}</td>
                      <td className="p-2" title={booking.status === 'PAID' ? 'Paid' : booking.status.toLowerCase()}>
                        {formatRupees(booking.amount)}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
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
      )}
    </>
  );
}
