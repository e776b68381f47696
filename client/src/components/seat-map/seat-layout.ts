/** The shape of a show's seat layout as the seat map needs it (Show.layout). */
export type SeatKind = 'SEAT' | 'GAP' | 'WHEELCHAIR' | 'COMPANION' | 'BLOCKED';

export interface LayoutCell {
  kind: SeatKind;
  seat: string | null;
  category: string | null;
}

export interface LayoutRow {
  label: string;
  cells: readonly LayoutCell[];
}

export interface SeatLayoutData {
  categories: ReadonlyArray<{ code: string; name: string }>;
  /** Nearest the screen first, as the server sends them. */
  rows: readonly LayoutRow[];
}

export interface CategoryPriceData {
  category: string;
  pricePaise: number;
}

/** A run of neighbouring rows sold in one category, drawn under one price heading. */
export interface SeatBand {
  category: string | null;
  name: string;
  pricePaise: number | null;
  rows: LayoutRow[];
}

/** The category most of a row's seats are sold in (null for a row of gaps). */
export function rowCategory(row: LayoutRow): string | null {
  const counts = new Map<string, number>();
  for (const c of row.cells) {
    if (c.kind !== 'GAP' && c.category) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [code, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = code;
  return best;
}

/**
 * The rows as drawn, farthest from the screen first (the screen is below the
 * last band), grouped into bands of neighbouring rows of one category.
 */
export function layoutBands(layout: SeatLayoutData, prices: readonly CategoryPriceData[]): SeatBand[] {
  const names = new Map(layout.categories.map((c) => [c.code, c.name]));
  const priceOf = new Map(prices.map((p) => [p.category, p.pricePaise]));
  const bands: SeatBand[] = [];
  for (const row of [...layout.rows].reverse()) {
    const category = rowCategory(row);
    const last = bands[bands.length - 1];
    if (last && last.category === category) {
      last.rows.push(row);
      continue;
    }
    bands.push({
      category,
      name: category ? (names.get(category) ?? category) : '',
      pricePaise: category ? (priceOf.get(category) ?? null) : null,
      rows: [row],
    });
  }
  return bands;
}

/** Every seat label of the layout with its kind. */
export function seatKinds(layout: SeatLayoutData | null | undefined): Map<string, SeatKind> {
  const kinds = new Map<string, SeatKind>();
  for (const row of layout?.rows ?? []) {
    for (const c of row.cells) if (c.seat) kinds.set(c.seat, c.kind);
  }
  return kinds;
}

/** The wheelchair and companion spaces among the selected seats. */
export function accessibleChoices(
  kinds: ReadonlyMap<string, SeatKind>,
  selected: readonly string[],
): { wheelchair: string[]; companion: string[] } {
  return {
    wheelchair: selected.filter((s) => kinds.get(s) === 'WHEELCHAIR'),
    companion: selected.filter((s) => kinds.get(s) === 'COMPANION'),
  };
}
