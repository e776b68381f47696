import { describe, expect, it } from 'vitest';
import {
  applyTool,
  capacity,
  capacityByCategory,
  defaultRowLabel,
  fromLayout,
  newLayout,
  resize,
  seatLabels,
  setRowLabel,
  toLayoutInput,
} from './layout-model';

const cats = [
  { code: 'PRIME', name: 'Prime' },
  { code: 'CLASSIC', name: 'Classic' },
];

describe('layout model', () => {
  it('labels rows A…Z, then AA, AB', () => {
    expect([0, 1, 25, 26, 27, 52].map(defaultRowLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'BA']);
  });

  it('starts as a full grid of first-category seats; capacity counts them', () => {
    const l = newLayout(3, 4, cats);
    expect(l.rows.map((r) => r.label)).toEqual(['A', 'B', 'C']);
    expect(capacity(l)).toBe(12);
    expect(capacityByCategory(l)).toEqual({ PRIME: 12 });
  });

  it('toggle turns a seat into a gap and back; labels skip gaps; capacity drops', () => {
    let l = newLayout(1, 5, cats);
    l = applyTool(l, 0, 2, { type: 'toggle' });
    expect(l.rows[0].cells[2].kind).toBe('GAP');
    expect(seatLabels(l.rows[0])).toEqual(['A1', 'A2', null, 'A3', 'A4']);
    expect(capacity(l)).toBe(4);
    l = applyTool(l, 0, 2, { type: 'toggle' });
    expect(seatLabels(l.rows[0])).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('paint sets the category (and fills a gap with a seat)', () => {
    let l = newLayout(2, 2, cats);
    l = applyTool(l, 1, 0, { type: 'toggle' });
    l = applyTool(l, 1, 0, { type: 'paint', category: 'CLASSIC' });
    l = applyTool(l, 1, 1, { type: 'paint', category: 'CLASSIC' });
    expect(l.rows[1].cells).toEqual([
      { kind: 'SEAT', category: 'CLASSIC' },
      { kind: 'SEAT', category: 'CLASSIC' },
    ]);
    expect(capacityByCategory(l)).toEqual({ PRIME: 2, CLASSIC: 2 });
  });

  it('marks wheelchair, companion and blocked; blocked keeps its label but is not bookable; marking again unmarks', () => {
    let l = newLayout(1, 4, cats);
    l = applyTool(l, 0, 0, { type: 'mark', kind: 'WHEELCHAIR' });
    l = applyTool(l, 0, 1, { type: 'mark', kind: 'COMPANION' });
    l = applyTool(l, 0, 3, { type: 'mark', kind: 'BLOCKED' });
    expect(l.rows[0].cells.map((c) => c.kind)).toEqual(['WHEELCHAIR', 'COMPANION', 'SEAT', 'BLOCKED']);
    expect(capacity(l)).toBe(3);
    expect(seatLabels(l.rows[0])).toEqual(['A1', 'A2', 'A3', 'A4']);
    l = applyTool(l, 0, 3, { type: 'mark', kind: 'BLOCKED' });
    expect(capacity(l)).toBe(4);
  });

  it('renamed rows relabel their seats; resize keeps existing cells', () => {
    let l = setRowLabel(newLayout(2, 2, cats), 0, 'R');
    l = applyTool(l, 0, 1, { type: 'paint', category: 'CLASSIC' });
    expect(seatLabels(l.rows[0])).toEqual(['R1', 'R2']);
    l = resize(l, 3, 3);
    expect(l.rows.map((r) => r.label)).toEqual(['R', 'B', 'C']);
    expect(l.rows[0].cells[1].category).toBe('CLASSIC');
    expect(capacity(l)).toBe(9);
  });

  it('builds the SeatLayoutInput as cellCodes: kind letter + category position, _ a gap; unused categories are left out', () => {
    let l = newLayout(2, 4, [{ code: 'GOLD', name: 'Gold' }, ...cats]);
    l = applyTool(l, 0, 1, { type: 'toggle' });
    l = applyTool(l, 0, 2, { type: 'mark', kind: 'WHEELCHAIR' });
    l = applyTool(l, 1, 0, { type: 'paint', category: 'CLASSIC' });
    l = applyTool(l, 1, 0, { type: 'mark', kind: 'COMPANION' });
    l = applyTool(l, 1, 3, { type: 'mark', kind: 'BLOCKED' });
    // GOLD is used; PRIME is not, so CLASSIC is position 1.
    expect(toLayoutInput(l)).toEqual({
      categories: [
        { code: 'GOLD', name: 'Gold' },
        { code: 'CLASSIC', name: 'Classic' },
      ],
      rows: [
        { label: 'A', cellCodes: 'S0 _ W0 S0' },
        { label: 'B', cellCodes: 'C1 S0 S0 B0' },
      ],
    });
  });

  it("sends the server's largest layout (60 × 80, every cell used) well within its 64 KiB request limit", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ code: `CATEGORY${i}`, name: `Category number ${i}` }));
    let l = newLayout(60, 80, many);
    for (let r = 0; r < 60; r++) l = applyTool(l, r, 79, { type: 'paint', category: `CATEGORY${r % 12}` });
    l = applyTool(l, 59, 0, { type: 'mark', kind: 'WHEELCHAIR' });
    const input = toLayoutInput(l);
    expect(input.rows).toHaveLength(60);
    expect(input.rows[59].cellCodes?.split(' ')).toHaveLength(80);
    expect(input.rows[59].cellCodes?.slice(0, 6)).toBe('W0 S0 ');
    expect(input.rows[59].cellCodes?.slice(-4)).toBe(' S11');
    const body = JSON.stringify({
      query: 'mutation CreateScreen($cinemaId: ID!, $name: String!, $layout: SeatLayoutInput!) { createScreen(cinemaId: $cinemaId, name: $name, layout: $layout) { id name capacity layoutVersion } }',
      variables: { cinemaId: '00000000-0000-4000-8000-00000000c001', name: 'A screen name of sixty characters at most, padded out to it.', layout: input },
    });
    expect(body.length).toBeLessThan(32 * 1024);
  });

  it('reads a stored layout back, padding short rows with gaps', () => {
    const l = fromLayout({
      categories: cats,
      rows: [
        { label: 'A', cells: [{ kind: 'SEAT', category: 'CLASSIC' }, { kind: 'GAP', category: null }] },
        { label: 'B', cells: [{ kind: 'BLOCKED', category: 'PRIME' }] },
      ],
    });
    expect(l.rows[1].cells.map((c) => c.kind)).toEqual(['BLOCKED', 'GAP']);
    expect(capacity(l)).toBe(1);
  });
});
