import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { graphql } from '../../../gql';
import { formatPaise } from '../../../lib/format';

// The server picks both days: the cinema's local date and the same
// weekday a week before, as the sales report counts them. The admin's
// browser may be in another time zone, or past midnight before the
// cinema is.
const DashboardTodayQuery = graphql(`
  query AdminDashboardToday($cinemaId: ID) {
    dashboard(cinemaId: $cinemaId) {
      today {
        date
        bookings
        grossPaise
      }
      sameDayLastWeek {
        date
        bookings
        grossPaise
      }
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
 */
export function TodayVsLastWeek({ cinemaId }: { cinemaId: string }) {
  const { data, error } = useQuery(DashboardTodayQuery, {
    variables: cinemaId ? { cinemaId } : {},
    fetchPolicy: 'cache-and-network',
  });
  const now = data?.dashboard.today;
  const before = data?.dashboard.sameDayLastWeek;
  const rows =
    now && before
      ? [
          { name: 'Bookings', id: 'bookings', now: now.bookings, before: before.bookings, show: String },
          { name: 'Revenue', id: 'revenue', now: now.grossPaise, before: before.grossPaise, show: formatPaise },
        ]
      : [];
  const weekday = now ? dayjs(now.date).format('dddd') : '';
  return (
    <section aria-label="Today against last week" className="mt-6 max-w-xl rounded-lg border border-zinc-700 p-4">
      <h2 className="font-medium">
        {now && before ? `Today (${now.date}) against last ${weekday} (${before.date})` : 'Today against last week'}
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
