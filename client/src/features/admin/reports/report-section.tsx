import type { ReactNode } from 'react';
import { CsvButton } from '../shared/csv-button';
import { rangeVariables, type ReportRange } from '../shared/report-operations';

/**
 * One report's table with its heading and CSV download: the CSV is the same
 * rows from the server, for the same range and cinema.
 */
export function ReportSection({
  title,
  report,
  range,
  error,
  head,
  children,
  empty,
}: {
  title: string;
  report: 'food' | 'offers' | 'refunds';
  range: ReportRange;
  error?: Error;
  head: string[];
  children: ReactNode;
  /** Set when loaded with no rows: said in the table. */
  empty?: string;
}) {
  return (
    <section aria-label={title} className="rounded-lg border border-zinc-700 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-medium">{title}</h2>
        <CsvButton
          report={report}
          params={rangeVariables(range)}
          filename={`${report}-${range.from}-${range.to}.csv`}
          label={`Download CSV of ${title.toLowerCase()}`}
        />
      </div>
      {error && <p role="alert">Could not load: {error.message}</p>}
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children}
          {empty && (
            <tr>
              <td colSpan={head.length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
