import { ScreenMarker } from '../../../components/screen-marker';
import { capacity, capacityByCategory, seatLabels, type EditorLayout } from './layout-model';

const COLOURS = ['bg-rose-500/70', 'bg-sky-500/70', 'bg-emerald-500/70', 'bg-amber-500/70', 'bg-violet-500/70', 'bg-teal-500/70'];

/** A stable colour per category position (grey when the category is unknown). */
export function categoryColour(index: number): string {
  return index < 0 ? 'bg-zinc-500/70' : COLOURS[index % COLOURS.length];
}

/** Live capacity by category and a read-only preview with the seat labels customers will see. */
export function LayoutPreview({ layout }: { layout: EditorLayout }) {
  const byCategory = capacityByCategory(layout);
  return (
    <section aria-labelledby="layout-preview-heading" className="rounded-lg border border-zinc-700 p-4">
      <h2 id="layout-preview-heading" className="font-medium">
        Preview
      </h2>
      <p className="mt-1 text-sm" data-testid="layout-capacity">
        Capacity: {capacity(layout)} seats
      </p>
      <ul className="mt-1 flex flex-wrap gap-3 text-xs text-zinc-400">
        {layout.categories.map((c, i) => (
          <li key={c.code} className="flex items-center gap-1">
            <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${categoryColour(i)}`} />
            {c.name} ({c.code}): {byCategory[c.code] ?? 0}
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label="Layout preview"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
      >
        {/* Drawn as customers see it: the farthest row first, the screen below the front row. */}
        {layout.rows.map((row, r) => ({ row, r })).reverse().map(({ row, r }) => {
          const labels = seatLabels(row);
          return (
            <div key={r} className="flex items-center justify-center gap-1 py-0.5 text-[9px]">
              {row.cells.map((cell, c) => {
                if (cell.kind === 'GAP') return <span key={c} className="w-7" />;
                const i = layout.categories.findIndex((x) => x.code === cell.category);
                return (
                  <span key={c} title={`${labels[c]} ${cell.kind}`} data-seat={labels[c] ?? undefined}
                    className={`w-7 rounded text-center ${categoryColour(i)} ${cell.kind === 'BLOCKED' ? 'line-through opacity-40' : ''}`}>
                    {cell.kind === 'WHEELCHAIR' ? '♿' : labels[c]}
                  </span>
                );
              })}
            </div>
          );
        })}
        <ScreenMarker compact />
      </div>
    </section>
  );
}
