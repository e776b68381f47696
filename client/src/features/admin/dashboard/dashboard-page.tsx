import { useState } from 'react';
import dayjs from 'dayjs';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import {
  ChartLineIcon,
  CircleDollarSignIcon,
  PlayCircleIcon,
  StarIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { graphql } from '../../../gql';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { BlurCircle } from '../../../components/blur-circle';
import { PosterImage } from '../../../components/poster-image';
import { Spinner } from '../../../components/spinner';
import { formatAdminShowTime, formatRating, formatRupees } from '../../../lib/format';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { OccupancyHeatMap } from '../shared/heat-map';
import { RevenueChart } from '../shared/revenue-chart';
import { CinemaSelect, useVenues } from '../shared/venue-picker';
import { TodayVsLastWeek } from './dashboard-today';

const AdminDashboardQuery = graphql(`
  query AdminDashboard($cinemaId: ID, $from: String, $to: String) {
    dashboard(cinemaId: $cinemaId, from: $from, to: $to) {
      totalBookings
      totalRevenue
      totalUsers
      heldSeats
      soldSeats
      activeShows {
        id
        price
        localDate
        localTime
        cinema {
          id
          timeZone
        }
        movie {
          id
          title
          posterUrl
          voteAverage
        }
      }
    }
  }
`);

type Dashboard = AdminDashboardQuery['dashboard'];

/** SPEC §8: shown, marked as such, when the server cannot be reached. */
export const SAMPLE_DASHBOARD: Dashboard = {
  __typename: 'Dashboard',
  totalBookings: 14,
  totalRevenue: 1517,
  totalUsers: 5,
  heldSeats: 0,
  soldSeats: 0,
  activeShows: [],
};

const DATE_INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm';

/**
 * The overview: totals (all time, or of the shows playing in a chosen date
 * range; every cinema or one), today against the same weekday last week, the
 * revenue chart and the occupancy heat map (the reports' own, over the range
 * or the last seven days), and the upcoming shows.
 */
export function DashboardPage() {
  const [cinemaId, setCinemaId] = useState('');
  // '' and '' is all time; the figures follow a range once both ends are set.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const ranged = from !== '' && to !== '' && from <= to;
  const today = dayjs().format('YYYY-MM-DD');
  const { cinemas } = useVenues();
  const { data, loading, error } = useQuery(AdminDashboardQuery, {
    variables: { ...(cinemaId ? { cinemaId } : {}), ...(ranged ? { from, to } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  useAdminQueryError(error, {
    signedOut: 'Please sign in to view the dashboard.',
    failed: 'Failed to fetch dashboard data.',
  });

  // The server answered with errors: nothing to show. It could not be reached: sample data.
  const unreachable = Boolean(error && !CombinedGraphQLErrors.is(error));
  const dashboard = data?.dashboard ?? (unreachable ? SAMPLE_DASHBOARD : undefined);
  const chartRange = ranged ? { from, to, cinemaId } : { from: dayjs(today).subtract(6, 'day').format('YYYY-MM-DD'), to: today, cinemaId };

  return (
    <>
      <AdminTitle text="Dashboard" />
      <form aria-label="Dashboard filters" className="mt-6 flex flex-wrap items-end gap-4" onSubmit={(e) => e.preventDefault()}>
        {cinemas.length > 0 && <CinemaSelect cinemas={cinemas} value={cinemaId} onChange={setCinemaId} allowAll />}
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input type="date" className={DATE_INPUT} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input type="date" className={DATE_INPUT} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </label>
        {(from || to) && (
          <button type="button" onClick={() => { setFrom(''); setTo(''); }} className="rounded border border-zinc-600 px-3 py-2 text-sm">
            All time
          </button>
        )}
      </form>
      {!dashboard ? (
        loading ? (
          <Spinner className="h-[60vh]" />
        ) : (
          <p className="mt-10 text-zinc-400">The dashboard could not be loaded.</p>
        )
      ) : (
        <DashboardContent dashboard={dashboard} sample={!data?.dashboard} filtered={cinemaId !== ''} range={ranged ? `${from} to ${to}` : null} />
      )}
      {!unreachable && (
        <>
          <TodayVsLastWeek cinemaId={cinemaId} />
          <div className="mt-6 grid max-w-5xl gap-6">
            <RevenueChart range={chartRange} />
            <OccupancyHeatMap range={chartRange} />
          </div>
        </>
      )}
    </>
  );
}

function DashboardContent(props: { dashboard: Dashboard; sample: boolean; filtered: boolean; range: string | null }) {
  const { dashboard, sample, filtered, range } = props;
  const cards: Array<{ title: string; value: string; icon: LucideIcon }> = [
    { title: 'Total Bookings', value: String(dashboard.totalBookings), icon: ChartLineIcon },
    { title: 'Total Revenue', value: formatRupees(dashboard.totalRevenue), icon: CircleDollarSignIcon },
    { title: 'Active Shows', value: String(dashboard.activeShows.length), icon: PlayCircleIcon },
    { title: 'Total Users', value: String(dashboard.totalUsers), icon: UsersIcon },
  ];
  return (
    <div className="relative">
      <BlurCircle className="top-[-100px] left-0" />
      {sample && (
        <p role="note" className="mt-4 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-amber-200">
          The server could not be reached: showing sample data.
        </p>
      )}
      <ul className="mt-6 flex flex-wrap gap-4">
        {cards.map(({ title, value, icon: Icon }) => (
          <li
            key={title}
            className="flex w-full max-w-60 items-center justify-between rounded-md border border-primary/20 bg-primary/10 px-4 py-3"
          >
            <div>
              <h2 className="text-sm">{title}</h2>
              <p className="mt-1 text-xl font-medium" data-testid={`dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`}>
                {value}
              </p>
            </div>
            <Icon aria-hidden="true" className="h-6 w-6" />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-zinc-400">
        Seats of upcoming shows: {dashboard.soldSeats} sold, {dashboard.heldSeats} held awaiting payment.
        {filtered && ' Bookings, revenue and shows are those of the chosen cinema; users are counted across all cinemas.'}
        {range && ` Bookings and revenue are those of the shows playing from ${range}, as the reports count them.`}
      </p>

      <h2 className="mt-10 text-lg font-medium">Active Shows</h2>
      {dashboard.activeShows.length === 0 ? (
        <p className="mt-4 text-zinc-400">No active shows at the moment.</p>
      ) : (
        <ul className="mt-4 grid max-w-5xl grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {dashboard.activeShows.map((show) => (
            <li
              key={show.id}
              className="overflow-hidden rounded-lg border border-primary/20 bg-primary/10 pb-3 transition duration-300 hover:-translate-y-1"
            >
              <PosterImage src={show.movie.posterUrl} alt={show.movie.title} className="aspect-[2/3] w-full object-cover" />
              <h3 className="truncate p-2 font-medium">{show.movie.title}</h3>
              <div className="flex items-center justify-between px-2">
                <p className="text-lg font-medium">{formatRupees(show.price)}</p>
                <p className="flex items-center gap-1 text-sm text-zinc-400">
                  <StarIcon aria-hidden="true" className="h-4 w-4 fill-primary text-primary" />
                  {formatRating(show.movie.voteAverage)}
                </p>
              </div>
              <p className="px-2 pt-2 text-sm text-zinc-400">{formatAdminShowTime(show.localDate, show.localTime, show.cinema.timeZone)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
