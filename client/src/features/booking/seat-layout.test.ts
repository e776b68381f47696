import { describe, expect, it } from 'vitest';
import { accessibleChoices, layoutBands, rowCategory, seatKinds } from '../../components/seat-map/seat-layout';
import { priceRange } from './cinema-show-times';
import { bandedLayout, prices } from '../../test/layouts';

describe('seat layout helpers', () => {
  it('bands rows back to front by category, with names and prices; a category without a price has none', () => {
    const bands = layoutBands(bandedLayout(), prices({ RECLINER: 40000, CLASSIC: 15000 }));
    expect(bands.map((b) => [b.category, b.name, b.pricePaise, b.rows.map((r) => r.label).join('')])).toEqual([
      ['RECLINER', 'Recliner', 40000, 'D'],
      ['PRIME', 'Prime', null, 'C'],
      ['CLASSIC', 'Classic', 15000, 'BA'],
    ]);
  });

  it("takes a row's category from most of its seats, ignoring gaps", () => {
    const cell = (category: string | null, kind: 'SEAT' | 'GAP' = 'SEAT') => ({ kind, seat: kind === 'GAP' ? null : 'x', category });
    expect(rowCategory({ label: 'A', cells: [cell('GOLD'), cell(null, 'GAP'), cell('CLASSIC'), cell('CLASSIC')] })).toBe('CLASSIC');
    expect(rowCategory({ label: 'B', cells: [cell(null, 'GAP')] })).toBeNull();
  });

  it('knows each seat kind, picks out wheelchair and companion choices', () => {
    const layout = bandedLayout();
    const kinds = seatKinds(layout);
    expect(kinds.get('A1')).toBe('WHEELCHAIR');
    expect(kinds.get('B3')).toBe('BLOCKED');
    expect(accessibleChoices(kinds, ['D1', 'A2', 'A1'])).toEqual({ wheelchair: ['A1'], companion: ['A2'] });
  });

  it('words a price range, one price when all are equal', () => {
    expect(priceRange(15000, 40000)).toBe('₹150 – ₹400');
    expect(priceRange(15050, 15050)).toBe('₹150.50');
  });
});
