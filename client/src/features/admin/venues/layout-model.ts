/**
 * The layout editor's model: a rows × columns grid of cells, edited with
 * tools, turned into the server's SeatLayoutInput. Pure functions, so the
 * editor's rules are tested without a browser.
 */
import type { SeatKind, SeatLayoutInput } from '../../../gql/graphql';

export interface EditorCategory {
  code: string;
  name: string;
}

/** A cell; category is kept for a GAP too, so toggling back restores it. */
export interface EditorCell {
  kind: SeatKind;
  category: string;
}

export interface EditorRow {
  label: string;
  cells: EditorCell[];
}

export interface EditorLayout {
  categories: EditorCategory[];
  rows: EditorRow[];
}

export type Tool =
  | { type: 'toggle' }
  | { type: 'paint'; category: string }
  | { type: 'mark'; kind: 'WHEELCHAIR' | 'COMPANION' | 'BLOCKED' };

/** Bookable kinds, as the server counts capacity. */
const BOOKABLE: ReadonlySet<SeatKind> = new Set<SeatKind>(['SEAT', 'WHEELCHAIR', 'COMPANION']);

/** A, B, … Z, AA, AB, …: the default label of row i (0-based). */
export function defaultRowLabel(i: number): string {
  let n = i;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

export function newLayout(rows: number, cols: number, categories: EditorCategory[]): EditorLayout {
  return resize({ categories, rows: [] }, rows, cols);
}

/** Changes the grid size, keeping the cells that still fit; new cells are seats of the first category. */
export function resize(layout: EditorLayout, rows: number, cols: number): EditorLayout {
  const category = layout.categories[0]?.code ?? '';
  const out: EditorRow[] = [];
  for (let r = 0; r < rows; r++) {
    const old = layout.rows[r];
    const cells: EditorCell[] = [];
    for (let c = 0; c < cols; c++) cells.push(old?.cells[c] ?? { kind: 'SEAT', category });
    out.push({ label: old?.label ?? defaultRowLabel(r), cells });
  }
  return { ...layout, rows: out };
}

/** What a click on cell (r, c) does with the chosen tool. */
export function applyTool(layout: EditorLayout, r: number, c: number, tool: Tool): EditorLayout {
  const cell = layout.rows[r]?.cells[c];
  if (!cell) return layout;
  let next: EditorCell;
  switch (tool.type) {
    case 'toggle':
      next = { ...cell, kind: cell.kind === 'GAP' ? 'SEAT' : 'GAP' };
      break;
    case 'paint':
      next = { kind: cell.kind === 'GAP' ? 'SEAT' : cell.kind, category: tool.category };
      break;
    case 'mark':
      next = { ...cell, kind: cell.kind === tool.kind ? 'SEAT' : tool.kind };
      break;
  }
  return {
    ...layout,
    rows: layout.rows.map((row, i) =>
      i === r ? { ...row, cells: row.cells.map((x, j) => (j === c ? next : x)) } : row,
    ),
  };
}

export function setRowLabel(layout: EditorLayout, r: number, label: string): EditorLayout {
  return { ...layout, rows: layout.rows.map((row, i) => (i === r ? { ...row, label } : row)) };
}

/** Seat labels of a row: row label + running number, gaps skipped (null). */
export function seatLabels(row: EditorRow): Array<string | null> {
  let n = 0;
  return row.cells.map((cell) => (cell.kind === 'GAP' ? null : `${row.label}${++n}`));
}

/** Seats that can be sold: seats, wheelchair and companion spaces. */
export function capacity(layout: EditorLayout): number {
  return layout.rows.reduce((sum, row) => sum + row.cells.filter((c) => BOOKABLE.has(c.kind)).length, 0);
}

/** Bookable seats per category code. */
export function capacityByCategory(layout: EditorLayout): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of layout.rows)
    for (const cell of row.cells) if (BOOKABLE.has(cell.kind)) out[cell.category] = (out[cell.category] ?? 0) + 1;
  return out;
}

/** The letter of each kind in a row's cellCodes. */
const KIND_CODE: Record<Exclude<SeatKind, 'GAP'>, string> = { SEAT: 'S', WHEELCHAIR: 'W', COMPANION: 'C', BLOCKED: 'B' };

/**
 * The server's SeatLayoutInput, each row as cellCodes (`S0 S0 _ W1`: kind
 * letter + category position, `_` a gap), the compact form that keeps the
 * largest layout (60 × 80, about 16 KB) inside the server's 64 KiB request
 * limit; spelled cell by cell it is 240 KB. The server labels seats as
 * seatLabels does: row label + running number, gaps skipped. Categories no
 * cell uses are left out.
 */
export function toLayoutInput(layout: EditorLayout): SeatLayoutInput {
  const used = new Set(layout.rows.flatMap((row) => row.cells.filter((c) => c.kind !== 'GAP').map((c) => c.category)));
  const categories = layout.categories.filter((c) => used.has(c.code)).map(({ code, name }) => ({ code, name }));
  const position = new Map(categories.map((c, i) => [c.code, i]));
  return {
    categories,
    rows: layout.rows.map((row) => ({
      label: row.label,
      cellCodes: row.cells
        .map((cell) => (cell.kind === 'GAP' ? '_' : `${KIND_CODE[cell.kind]}${position.get(cell.category) ?? ''}`))
        .join(' '),
    })),
  };
}

interface ServerLayout {
  categories: ReadonlyArray<EditorCategory>;
  rows: ReadonlyArray<{
    label: string;
    cells: ReadonlyArray<{ kind: SeatKind; category?: string | null }>;
  }>;
}

/** A stored layout as an editable grid; short rows are padded with gaps. */
export function fromLayout(layout: ServerLayout): EditorLayout {
  const categories = layout.categories.map(({ code, name }) => ({ code, name }));
  const fallback = categories[0]?.code ?? '';
  const cols = Math.max(0, ...layout.rows.map((r) => r.cells.length));
  return {
    categories,
    rows: layout.rows.map((row) => {
      const cells: EditorCell[] = row.cells.map((c) => ({ kind: c.kind, category: c.category ?? fallback }));
      while (cells.length < cols) cells.push({ kind: 'GAP', category: fallback });
      return { label: row.label, cells };
    }),
  };
}
