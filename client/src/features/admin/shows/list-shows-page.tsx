import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import type { AdminListShowsQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../../../components/data-table';
import { formatAdminShowTime, formatRupees } from '../../../lib/format';
import { ShowSummaryFragment } from '../../../lib/show-summary';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { CinemaSelect, useVenues } from '../shared/venue-picker';
import { certificateLabel, versionLabel } from '../shared/versions';
import { MovieCertificates } from './movie-certificates';
import { WaitingRoomForm, type RoomTarget } from './waiting-room-form';

const AdminListShowsQuery = graphql(`
  query AdminListShows($cinemaId: ID) {
    allShows(cinemaId: $cinemaId) {
      seatsSold
      seatsHeld
      earnings
      show {
        id
        price
        status
        format
        language
        subtitles
        openCaptions
        audioDescription
        movie {
          id
          certificate
        }
        ...ShowSummary_show
      }
    }
  }
`);

type ShowRow = AdminListShowsQuery['allShows'][number];

const summary = (r: ShowRow) => getFragmentData(ShowSummaryFragment, r.show);

const SHOW_COLUMNS: ReadonlyArray<Column<ShowRow>> = [
  {
    header: 'Movie Name',
    cell: (r) => (
      <>
        {summary(r).movie.title}
        {r.show.movie.certificate && (
          <>
            {' '}
            <span className="ml-1 rounded border border-zinc-500 px-1 text-xs">{certificateLabel(r.show.movie.certificate)}</span>
          </>
        )}
      </>
    ),
  },
  {
    header: 'Show Time',
    cell: (r) => {
      const { localDate, localTime, cinema } = summary(r);
      return formatAdminShowTime(localDate, localTime, cinema.timeZone);
    },
  },
  {
    header: 'Cinema',
    cell: (r) => {
      const { cinema, screen } = summary(r);
      return `${cinema.name} · ${screen.name}`;
    },
  },
  { header: 'Version', cell: (r) => versionLabel(r.show) },
  {
    header: 'Status',
    cell: (r) =>
      r.show.status === 'CANCELLED' ? <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs text-white">Cancelled</span> : 'Scheduled',
  },
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
  const roomTargets = roomTargetsOf(rows);

  return (
    <>
      <AdminTitle text="List Shows" />
      <div className="mt-6 max-w-xs">
        <CinemaSelect cinemas={cinemas} value={cinemaId} onChange={setCinemaId} allowAll />
      </div>
      <MovieCertificates
        movies={rows.map((r) => ({ id: r.show.movie.id, title: summary(r).movie.title, certificate: r.show.movie.certificate ?? null }))}
      />
      {roomTargets.length > 0 && <WaitingRoomForm targets={roomTargets} />}
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

/** Each movie of the list (a room for all its shows), then each show. */
function roomTargetsOf(rows: readonly ShowRow[]): RoomTarget[] {
  const movies = new Map<string, string>();
  for (const r of rows) movies.set(r.show.movie.id, summary(r).movie.title);
  return [
    ...[...movies].map(([id, title]) => ({ value: `movie:${id}`, label: `${title} (all shows)` })),
    ...rows.map((r) => {
      const { movie, localDate, localTime, cinema } = summary(r);
      return { value: `show:${r.show.id}`, label: `${movie.title}, ${formatAdminShowTime(localDate, localTime, cinema.timeZone)}` };
    }),
  ];
}
