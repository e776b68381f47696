import { useQuery } from '@apollo/client/react';
import type { ReportGroup } from '../../../gql/graphql';
import { formatPaise } from '../../../lib/format';
import { CsvButton } from '../shared/csv-button';
import { rangeVariables, SalesReportQuery, type ReportRange } from '../shared/report-operations';

export const GROUP_WORDS: Record<ReportGroup, string> = {
  MOVIE: 'film',
  SCREEN: 'screen',
  DAY: 'day',
  CHANNEL: 'channel',
};

/** Sales grouped one way, with totals and the same rows as CSV. */
export function SalesTable({ range, groupBy }: { range: ReportRange; groupBy: ReportGroup }) {
  const { data, error } = useQuery(SalesReportQuery, { variables: { ...rangeVariables(range), groupBy } });
  const rows = data?.salesReport ?? [];
  const sum = (k: 'tickets' | 'grossPaise' | 'taxPaise' | 'netPaise') => rows.reduce((n, r) => n + r[k], 0);
  const title = `Sales by ${GROUP_WORDS[groupBy]}`;
  return (
    <section aria-label={title} className="rounded-lg border border-zinc-700 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-medium">{title}</h2>
        <CsvButton
          report="sales"
          params={{ ...rangeVariables(range), groupBy }}
          filename={`sales-by-${GROUP_WORDS[groupBy]}-${range.from}-${range.to}.csv`}
          label={`Download CSV of sales by ${GROUP_WORDS[groupBy]}`}
        />
      </div>
      {error && <p role="alert">Could not load: {error.message}</p>}
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">{GROUP_WORDS[groupBy]}</th>
            <th scope="col">Tickets</th>
            <th scope="col">Gross</th>
            <th scope="col">GST</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.tickets}</td>
              <td>{formatPaise(r.grossPaise)}</td>
              <td>{formatPaise(r.taxPaise)}</td>
              <td>{formatPaise(r.netPaise)}</td>
            </tr>
          ))}
          {data && rows.length === 0 && (
            <tr>
              <td colSpan={5}>No sales in this range.</td>
            </tr>
          )}
        </tbody>
        {rows.length > 0 && (
          <tfoot>
            <tr data-testid={`sales-${groupBy}-total`} className="font-medium">
              <th scope="row">Total</th>
              <td>{sum('tickets')}</td>
              <td>{formatPaise(sum('grossPaise'))}</td>
              <td>{formatPaise(sum('taxPaise'))}</td>
              <td>{formatPaise(sum('netPaise'))}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
