import type { ReactNode } from 'react';
import { Spinner } from './spinner';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** A tooltip for the cell (e.g. what a figure is made of). */
  title?(row: T): string | undefined;
}

/**
 * The admin list table: a header row, striped rows, and one full-width row
 * saying `empty` when there are no rows (a spinner while `loading`).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  wide = false,
}: {
  /** Names the table, and the region that scrolls it sideways on a narrow screen. */
  label: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey(row: T): string;
  empty: ReactNode;
  /** Nothing to show yet: a spinner instead of the table. */
  loading?: boolean;
  /** Many columns: use the page's width rather than the usual column of text. */
  wide?: boolean;
}) {
  if (loading) return <Spinner className="h-[60vh]" />;
  return (
    // Focusable, so a table wider than the screen scrolls from the keyboard.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`mt-6 ${wide ? 'max-w-7xl' : 'max-w-4xl'} overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary`}
    >
      <table aria-label={label} className="w-full border-collapse rounded-md text-nowrap">
        <thead>
          <tr className="bg-primary/20 text-left text-white">
            {columns.map((c, i) => (
              <th key={c.header} scope="col" className={`p-2 font-medium ${i === 0 ? 'pl-5' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-sm font-light">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="p-4 text-center text-zinc-400">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-primary/10 bg-primary/5 even:bg-primary/10">
                {columns.map((c, i) => (
                  <td key={c.header} className={`p-2 ${i === 0 ? 'min-w-45 pl-5' : ''}`} title={c.title?.(row)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
