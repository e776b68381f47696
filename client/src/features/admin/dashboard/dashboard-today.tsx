import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { graphql } from '../../../gql';
import { formatPaise } from '../../../lib/format';

const DashboardTodayQuery = graphql(`
  query AdminDashboardToday($cinemaId: ID, $today: String!, $lastWeek: String!) {
    today: dashboard(cinemaId: $cinemaId, from: $today, to: $today) {
      totalBookings
      totalRevenuePaise
    }
    lastWeek: dashboard(cinemaId: $cinemaId, from: $lastWeek, to: $lastWeek) {
      totalBookings
      totalRevenuePaise
    }
  }
`);

/** '+12%', '−40%', 'no change'; 'new' when last week had none. */
export function change(now: number, before: number): string {
  if (now === before) return 'no change';
  if (before === 0) return 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

/**
 * Today's paid bookings and revenue (shows playing today, as the reports
 * count them) beside the same weekday last week, for the chosen cinema.
 * `today` is the admin's local date, YYYY-MM-DD.
 */
export function TodayVsLastWeek({ cinemaId, today }: { cinemaId: string; today: string }) {
  const lastWeek = dayjs(today).subtract(7, 'day').format('YYYY-MM-DD');
  const { data, error } = useQuery(DashboardTodayQuery, {
    variables: { today, lastWeek, ...(cinemaId ? { cinemaId } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const weekday = dayjs(today).format('dddd');
  const rows = data
    ? [
        { name: 'Bookings', id: 'bookings', now: data.today.totalBookings, before: data.lastWeek.totalBookings, show: String },
        { name: 'Revenue', id: 'revenue', now: data.today.totalRevenuePaise, before: data.lastWeek.totalRevenuePaise, show: formatPaise },
      ]
    : [];
  return (
    <section aria-label="Today against last week" className="mt-6 max-w-xl rounded-lg border border-zinc-700 p-4">
      <h2 className="font-medium">
        Today ({today}) against last {weekday} ({lastWeek})
      </h2>
      {error && !data && <p className="mt-2 text-sm text-zinc-400">Today's figures could not be loaded.</p>}
      {rows.length > 0 && (
        <div role="region" aria-label="Today's figures" tabIndex={0} className="mt-2 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Shows playing</th>
                <th scope="col">Today</th>
                <th scope="col">Last {weekday}</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid={`today-${r.id}`}>
                  <th scope="row">{r.name}</th>
                  <td>{r.show(r.now)}</td>
                  <td>{r.show(r.before)}</td>
                  <td>{change(r.now, r.before)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
