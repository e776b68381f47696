import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CsvButton } from './csv-button';
import { OccupancyQuery, rangeVariables, type ReportRange } from './report-operations';
import { useVenues } from './venue-picker';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Occupancy per screen × weekday × hour: a table per screen whose cells are
 * shaded by the share of seats sold and say the figure, so the colour is never
 * the only way to read it. Only the hours that had shows get a column. Shared
 * by the reports and the dashboard.
 */
export function OccupancyHeatMap({ range }: { range: ReportRange }) {
  const { data } = useQuery(OccupancyQuery, { variables: rangeVariables(range) });
  const { cinemas } = useVenues();
  const screenNames = useMemo(
    () => new Map(cinemas.flatMap((c) => c.screens.map((s) => [s.id, `${c.name} · ${s.name}`] as const))),
    [cinemas],
  );
  const cells = data?.occupancy ?? [];
  const screens = [...new Set(cells.map((c) => c.screenId))];
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  return (
    <section aria-label="Occupancy heat map" className="rounded-lg border border-zinc-700 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-medium">Occupancy heat map</h2>
        <CsvButton
          report="occupancy"
          params={rangeVariables(range)}
          filename={`occupancy-${range.from}-${range.to}.csv`}
          label="Download CSV of occupancy"
        />
      </div>
      {data && cells.length === 0 && <p className="text-sm text-zinc-400">No shows in this range.</p>}
      {screens.map((screenId) => {
        const name = screenNames.get(screenId) ?? `Screen ${screenId}`;
        const at = new Map(cells.filter((c) => c.screenId === screenId).map((c) => [`${c.weekday}-${c.hour}`, c]));
        return (
          // A phone scrolls a wide screen's hours inside its own box, not the page.
          <div
            key={screenId}
            role="region"
            aria-label={`Occupancy of ${name}, by hour`}
            tabIndex={0}
            className="mb-4 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
          >
            <table className="text-center text-xs" aria-label={`Occupancy of ${name}`}>
              <caption className="text-left text-sm">{name}</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {hours.map((h) => (
                    <th key={h} scope="col">
                      {String(h).padStart(2, '0')}:00
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {WEEKDAYS.map((day, weekday) => (
                  <tr key={day}>
                    <th scope="row">{day}</th>
                    {hours.map((h) => {
                      const c = at.get(`${weekday}-${h}`);
                      if (!c || c.seats === 0) return <td key={h} className="h-7 w-12" />;
                      const share = c.sold / c.seats;
                      return (
                          <td
                            key={h}
                            className="h-7 w-12"
                            style={{ backgroundColor: `rgba(248, 69, 101, ${0.15 + 0.85 * share})` }}
                            title={`${day} ${h}:00: ${c.sold} of ${c.seats} seats over ${c.shows} shows`}
                          >
                            {Math.round(share * 100)}%
                          </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
