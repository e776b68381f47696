import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/spinner';
import { formatAdminShowTime, formatRupees } from '../../lib/format';
import { useAdminQueryError } from './admin-errors';
import { AdminTitle } from './admin-title';

const AdminListShowsQuery = graphql(`
  query AdminListShows {
    allShows {
      seatsSold
      seatsHeld
      earnings
      show {
        id
        localDate
        localTime
        price
        movie {
          id
          title
        }
      }
    }
  }
`);

export function ListShowsPage() {
  const { data, loading, error } = useQuery(AdminListShowsQuery, { fetchPolicy: 'cache-and-network' });
  useAdminQueryError(error, {
    signedOut: 'Please sign in to view the shows.',
    failed: 'Failed to fetch shows.',
  });
  const rows = data?.allShows ?? [];

  return (
    <>
      <AdminTitle text="List Shows" />
      {loading && !data ? (
        <Spinner className="h-[60vh]" />
      ) : (
        <div className="mt-6 max-w-4xl overflow-x-auto">
          <table className="w-full border-collapse rounded-md text-nowrap">
            <thead>
              <tr className="bg-primary/20 text-left text-white">
                <th scope="col" className="p-2 pl-5 font-medium">Movie Name</th>
                <th scope="col" className="p-2 font-medium">Show Time</th>
                <th scope="col" className="p-2 font-medium">Total Bookings</th>
                <th scope="col" className="p-2 font-medium">Earnings</th>
              </tr>
            </thead>
            <tbody className="text-sm font-light">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className="p-4 text-center text-zinc-400">
                    {error ? 'Shows could not be loaded.' : 'No shows yet.'}
                  </td>
                </tr>
              ) : (
                rows.map(({ show, seatsSold, seatsHeld, earnings }) => (
                  <tr key={show.id} className="border-b border-primary/10 bg-primary/5 even:bg-primary/10">
                    <td className="min-w-45 p-2 pl-5">{show.movie.title}</td>
                    <td className="p-2">{formatAdminShowTime(show.localDate, show.localTime)}</td>
                    <td className="p-2" title={`${seatsSold} sold, ${seatsHeld} held awaiting payment`}>
                      {seatsSold + seatsHeld}
                    </td>
                    <td className="p-2">{formatRupees(earnings)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
