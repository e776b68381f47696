// Seat layouts as Show.layout sends them (rows nearest the screen first),
// with the __typename fields Apollo's mocks need.
type Kind = 'SEAT' | 'GAP' | 'WHEELCHAIR' | 'COMPANION' | 'BLOCKED';

function cell(kind: Kind, seat: string | null, category: string | null) {
  return { __typename: 'SeatCell' as const, kind, seat, category };
}

function row(label: string, cells: ReturnType<typeof cell>[]) {
  return { __typename: 'SeatRow' as const, label, cells };
}

/** The QuickShow screen: rows A (front) to J, nine seats each, one category. */
export function quickShowLayout() {
  return {
    __typename: 'SeatLayout' as const,
    version: 1,
    categories: [{ __typename: 'SeatCategory' as const, code: 'STANDARD', name: 'Standard' }],
    rows: 'ABCDEFGHIJ'.split('').map((r) =>
      row(r, Array.from({ length: 9 }, (_, i) => cell('SEAT', `${r}${i + 1}`, 'STANDARD'))),
    ),
  };
}

/**
 * A small screen in the shape of the large sample one: CLASSIC rows A–B at
 * the front (A1 a wheelchair space with companion A2, B3 blocked), PRIME C,
 * RECLINER D at the back; a centre aisle after seat 2 of every row.
 */
export function bandedLayout() {
  const seats = (r: string, category: string, kinds: Partial<Record<number, Kind>> = {}) =>
    row(r, [
      cell(kinds[1] ?? 'SEAT', `${r}1`, category),
      cell(kinds[2] ?? 'SEAT', `${r}2`, category),
      cell('GAP', null, null),
      cell(kinds[3] ?? 'SEAT', `${r}3`, category),
      cell(kinds[4] ?? 'SEAT', `${r}4`, category),
    ]);
  return {
    __typename: 'SeatLayout' as const,
    version: 3,
    categories: [
      { __typename: 'SeatCategory' as const, code: 'RECLINER', name: 'Recliner' },
      { __typename: 'SeatCategory' as const, code: 'PRIME', name: 'Prime' },
      { __typename: 'SeatCategory' as const, code: 'CLASSIC', name: 'Classic' },
    ],
    rows: [
      seats('A', 'CLASSIC', { 1: 'WHEELCHAIR', 2: 'COMPANION' }),
      seats('B', 'CLASSIC', { 3: 'BLOCKED' }),
      seats('C', 'PRIME'),
      seats('D', 'RECLINER'),
    ],
  };
}

export function prices(entries: Record<string, number>) {
  return Object.entries(entries).map(([category, pricePaise]) => ({
    __typename: 'CategoryPrice' as const,
    category,
    pricePaise,
  }));
}
