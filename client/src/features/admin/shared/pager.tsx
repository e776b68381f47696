/** Previous/Next under an admin list, with 'first–last of total'; nothing when one page holds all. */
export function Pager({
  label,
  offset,
  shown,
  total,
  pageSize,
  busy,
  onOffset,
}: {
  /** The navigation landmark's name ('Bookings pages'). */
  label: string;
  offset: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  busy: boolean;
  onOffset(offset: number): void;
}) {
  if (total <= pageSize) return null;
  return (
    <nav aria-label={label} className="mt-4 flex max-w-4xl items-center justify-between text-sm">
      <p className="text-zinc-400">
        {offset + 1}–{Math.min(offset + shown, total)} of {total}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={offset === 0 || busy}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
          className="rounded-md border border-zinc-600 px-3 py-1 disabled:opacity-40"
        >
          Previous
        </button>
        <button
          type="button"
          disabled={offset + pageSize >= total || busy}
          onClick={() => onOffset(offset + pageSize)}
          className="rounded-md border border-zinc-600 px-3 py-1 disabled:opacity-40"
        >
          Next
        </button>
      </div>
    </nav>
  );
}
