import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminListShowsQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../components/data-table';
import { formatAdminShowTime, formatRupees } from '../../../lib/format';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { CinemaSelect, useVenues } from '../shared/venue-picker';

const AdminListShowsQuery = graphql(`
  query AdminListShows($cinemaId: ID) {
    allShows(cinemaId: $cinemaId) {
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
        cinema {
          id
          name
        }
        screen {
          id
          name
        }
      }
    }
  }
`);

type ShowRow = AdminListShowsQuery['allShows'][number];

const SHOW_COLUMNS: ReadonlyArray<Column<ShowRow>> = [
  { header: 'Movie Name', cell: (r) => r.show.movie.title },
  { header: 'Show Time', cell: (r) => formatAdminShowTime(r.show.localDate, r.show.localTime) },
  { header: 'Cinema', cell: (r) => `${r.show.cinema.name} · ${r.show.screen.name}` },
  {
    header: 'Total Bookings',
    cell: (r) => r.seatsSold + r.seatsHeld,
    title: (r) => `${r.seatsSold} sold, ${r.seatsHeld} held awaiting payment`,
  },
  { header: 'Earnings', cell: (r) => formatRupees(r.earnings) },
];

export function ListShowsPage() {
  const [cinemaId, setCinemaId] = useState('');
  const { cinemas } = useVenues();
  // The server filters, so figures are those of the chosen cinema's shows.
  const { data, loading, error } = useQuery(AdminListShowsQuery, {
    variables: cinemaId ? { cinemaId } : {},
    fetchPolicy: 'cache-and-network',
  });
  useAdminQueryError(error, {
    signedOut: 'Please sign in to view the shows.',
    failed: 'Failed to fetch shows.',
  });
  const rows = data?.allShows ?? [];

  return (
    <>
      <AdminTitle text="List Shows" />
      <div className="mt-6 max-w-xs">
        <CinemaSelect cinemas={cinemas} value={cinemaId} onChange={setCinemaId} allowAll />
      </div>
      <DataTable
        label="Shows"
        columns={SHOW_COLUMNS}
        rows={rows}
        rowKey={(r) => r.show.id}
        empty={error ? 'Shows could not be loaded.' : 'No shows yet.'}
        loading={loading && !data}
      />
    </>
  );
}
