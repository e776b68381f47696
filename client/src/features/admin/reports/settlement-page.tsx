import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { graphql } from '../../../gql';
import { formatPaise } from '../../../lib/format';
import { AdminTitle } from '../shared/admin-title';
import { CsvButton } from '../shared/csv-button';
import { CinemaSelect, useVenues } from '../shared/venue-picker';

const SettlementQuery = graphql(`
  query AdminSettlement($weekStart: String!, $cinemaId: ID!) {
    settlement(weekStart: $weekStart, cinemaId: $cinemaId) {
      distributor
      weekStart
      totalDuePaise
      cinema {
        id
        name
      }
      rows {
        movie {
          id
          title
        }
        week
        tickets
        grossPaise
        taxPaise
        netPaise
        sharePercent
        duePaise
      }
    }
  }
`);

/** The Friday a release week (Friday to Thursday) containing `day` starts. */
export function fridayOf(day: string): string {
  const d = dayjs(day);
  return d.subtract((d.day() + 2) % 7, 'day').format('YYYY-MM-DD');
}

/** A distributor's week at one cinema: a table per distributor, as CSV, and printable. */
export function SettlementPage() {
  const { cinemas } = useVenues();
  const [cinemaId, setCinemaId] = useState('');
  const [weekStart, setWeekStart] = useState(() => fridayOf(dayjs().subtract(7, 'day').format('YYYY-MM-DD')));
  const { data } = useQuery(SettlementQuery, { variables: { weekStart, cinemaId }, skip: !cinemaId });
  return (
    <>
      <div className="print:hidden">
        <AdminTitle text="Distributor settlement" />
        <div className="mt-6 flex flex-wrap items-end gap-4">
          <CinemaSelect cinemas={cinemas} value={cinemaId} onChange={setCinemaId} />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Week from (Friday)
            <input
              type="date"
              className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
              value={weekStart}
              onChange={(e) => e.target.value && setWeekStart(fridayOf(e.target.value))}
            />
          </label>
          {cinemaId && (
            <>
              <CsvButton report="settlement" params={{ weekStart, cinemaId }} filename={`settlement-${weekStart}.csv`} label="Download CSV of the settlement" />
              <button type="button" onClick={() => window.print()} className="rounded border border-zinc-600 px-2 py-1 text-xs">
                Print
              </button>
            </>
          )}
        </div>
      </div>
      {data?.settlement.length === 0 && <p className="mt-6">No distributor has films here that week.</p>}
      {data?.settlement.map((s) => (
        <section key={s.distributor} aria-label={`Settlement for ${s.distributor}`} className="mt-6 print:text-black">
          <h2 className="font-medium">
            {s.distributor} · {s.cinema.name} · week from {s.weekStart}
          </h2>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                {['Film', 'Week', 'Tickets', 'Gross', 'GST', 'Net', 'Share', 'Due'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.rows.map((r) => (
                <tr key={r.movie.id}>
                  <th scope="row">{r.movie.title}</th>
                  <td>{r.week}</td>
                  <td>{r.tickets}</td>
                  <td>{formatPaise(r.grossPaise)}</td>
                  <td>{formatPaise(r.taxPaise)}</td>
                  <td>{formatPaise(r.netPaise)}</td>
                  <td>{r.sharePercent}%</td>
                  <td>{formatPaise(r.duePaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-medium">
                <th scope="row" colSpan={7}>
                  Total due
                </th>
                <td data-testid={`due-${s.distributor}`}>{formatPaise(s.totalDuePaise)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ))}
    </>
  );
}
