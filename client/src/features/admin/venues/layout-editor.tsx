import { useId, useState } from 'react';
import {
  applyTool,
  resize,
  seatLabels,
  setRowLabel,
  type EditorCell,
  type EditorLayout,
  type Tool,
} from './layout-model';
import { LayoutPreview, categoryColour } from './layout-preview';
import { useRuntimeConfig } from '../../../lib/runtime-config';

const MARKS = [
  { kind: 'WHEELCHAIR', label: 'Wheelchair', symbol: '♿' },
  { kind: 'COMPANION', label: 'Companion', symbol: 'C' },
  { kind: 'BLOCKED', label: 'Blocked', symbol: '×' },
] as const;

function sameTool(a: Tool, b: Tool): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function cellText(cell: EditorCell): string {
  if (cell.kind === 'GAP') return '';
  return MARKS.find((m) => m.kind === cell.kind)?.symbol ?? '';
}

/**
 * A visual seat layout editor: size the grid, click cells with a tool
 * (toggle seat/gap, paint a category, mark wheelchair/companion/blocked),
 * rename rows. Seat labels follow from row label + running number. The
 * largest grid is the server's own (GET /api/config), so whatever the
 * editor offers, the server stores.
 */
export function LayoutEditor({ value, onChange }: { value: EditorLayout; onChange: (l: EditorLayout) => void }) {
  const { layoutMaxRows: MAX_ROWS, layoutMaxColumns: MAX_COLS } = useRuntimeConfig().config;
  const [tool, setTool] = useState<Tool>({ type: 'toggle' });
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const ids = { rows: useId(), cols: useId(), code: useId(), name: useId() };
  const rows = value.rows.length;
  const cols = value.rows[0]?.cells.length ?? 0;
  const clamp = (n: number, max: number) => Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : 1, 1), max);

  const addCategory = () => {
    const c = code.trim().toUpperCase();
    if (!c || !name.trim() || value.categories.some((x) => x.code === c)) return;
    onChange({ ...value, categories: [...value.categories, { code: c, name: name.trim() }] });
    setCode('');
    setName('');
  };

  const toolButton = (t: Tool, label: string, key: string, swatch?: string) => (
    <button
      key={key}
      type="button"
      aria-pressed={sameTool(tool, t)}
      onClick={() => setTool(t)}
      className={`flex items-center gap-1.5 rounded border px-2 py-1 text-xs ${
        sameTool(tool, t) ? 'border-primary bg-primary/20' : 'border-zinc-600'
      }`}
    >
      {swatch && <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${swatch}`} />}
      {label}
    </button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4 text-sm">
        <label htmlFor={ids.rows} className="flex flex-col gap-1">
          Rows
          <input id={ids.rows} type="number" min={1} max={MAX_ROWS} value={rows}
            onChange={(e) => onChange(resize(value, clamp(e.target.valueAsNumber, MAX_ROWS), cols))}
            className="w-20 rounded border border-zinc-600 bg-transparent px-2 py-1" />
        </label>
        <label htmlFor={ids.cols} className="flex flex-col gap-1">
          Columns
          <input id={ids.cols} type="number" min={1} max={MAX_COLS} value={cols}
            onChange={(e) => onChange(resize(value, rows, clamp(e.target.valueAsNumber, MAX_COLS)))}
            className="w-20 rounded border border-zinc-600 bg-transparent px-2 py-1" />
        </label>
        <label htmlFor={ids.code} className="flex flex-col gap-1">
          Category code
          <input id={ids.code} value={code} onChange={(e) => setCode(e.target.value)} placeholder="RECLINER"
            className="w-28 rounded border border-zinc-600 bg-transparent px-2 py-1" />
        </label>
        <label htmlFor={ids.name} className="flex flex-col gap-1">
          Category name
          <input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} placeholder="Recliner"
            className="w-32 rounded border border-zinc-600 bg-transparent px-2 py-1" />
        </label>
        <button type="button" onClick={addCategory} className="rounded border border-zinc-600 px-3 py-1">
          Add category
        </button>
      </div>

      <div role="group" aria-label="Tools" className="flex flex-wrap gap-2">
        {toolButton({ type: 'toggle' }, 'Seat / gap', 'toggle')}
        {value.categories.map((c, i) =>
          toolButton({ type: 'paint', category: c.code }, `Paint ${c.name}`, `paint-${c.code}`, categoryColour(i)),
        )}
        {MARKS.map((m) => toolButton({ type: 'mark', kind: m.kind }, m.label, m.kind))}
      </div>

      <div className="overflow-x-auto pb-2">
        <table className="border-separate border-spacing-1">
          <tbody>
            {value.rows.map((row, r) => {
              const labels = seatLabels(row);
              return (
                <tr key={r}>
                  <th scope="row">
                    <input aria-label={`Row ${r + 1} label`} value={row.label}
                      onChange={(e) => onChange(setRowLabel(value, r, e.target.value.toUpperCase()))}
                      className="w-10 rounded border border-zinc-700 bg-transparent px-1 text-center text-xs" />
                  </th>
                  {row.cells.map((cell, c) => {
                    const catIndex = value.categories.findIndex((x) => x.code === cell.category);
                    const catName = value.categories[catIndex]?.name ?? cell.category;
                    const what = cell.kind === 'GAP' ? 'gap' : `${labels[c]} ${catName} ${cell.kind.toLowerCase()}`;
                    return (
                      <td key={c}>
                        <button type="button" data-testid={`cell-${r}-${c}`} aria-label={`Row ${row.label} column ${c + 1}: ${what}`}
                          onClick={() => onChange(applyTool(value, r, c, tool))}
                          className={`h-6 w-6 rounded text-[10px] ${
                            cell.kind === 'GAP' ? 'border border-dashed border-zinc-700' : categoryColour(catIndex)
                          } ${cell.kind === 'BLOCKED' ? 'opacity-40' : ''}`}>
                          {cellText(cell)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LayoutPreview layout={value} />
    </div>
  );
}
