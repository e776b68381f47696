import { describe, expect, it } from 'vitest';
import { groupByCategory, maxQuantity, orderCount, orderLines, pruneOrder, setQuantity } from './food-order';

const item = (id: string, category: string, over: { available?: boolean; stockLeft?: number | null } = {}) => ({
  id,
  category,
  available: over.available ?? true,
  stockLeft: over.stockLeft === undefined ? null : over.stockLeft,
});

describe('food order', () => {
  it('keeps each quantity within 0..max and drops an item at 0', () => {
    let order = setQuantity({}, 'cola', 2);
    expect(order).toEqual({ cola: 2 });
    order = setQuantity(order, 'cola', 14);
    expect(order).toEqual({ cola: 10 });
    order = setQuantity(order, 'popcorn', 3, 2);
    expect(order).toEqual({ cola: 10, popcorn: 2 });
    order = setQuantity(order, 'cola', 0);
    expect(order).toEqual({ popcorn: 2 });
    expect(setQuantity(order, 'popcorn', -1)).toEqual({});
  });

  it('allows up to 10 and what is in stock, none of an unavailable item', () => {
    expect(maxQuantity(item('a', 'x'))).toBe(10);
    expect(maxQuantity(item('a', 'x', { stockLeft: 3 }))).toBe(3);
    expect(maxQuantity(item('a', 'x', { stockLeft: 0 }))).toBe(0);
    expect(maxQuantity(item('a', 'x', { stockLeft: 40 }))).toBe(10);
    expect(maxQuantity(item('a', 'x', { available: false }))).toBe(0);
  });

  it('sends lines in item-id order and counts units', () => {
    const order = { z: 1, b: 2, m: 3 };
    expect(orderLines(order)).toEqual([
      { itemId: 'b', quantity: 2 },
      { itemId: 'm', quantity: 3 },
      { itemId: 'z', quantity: 1 },
    ]);
    expect(orderCount(order)).toBe(6);
    expect(orderLines({})).toEqual([]);
  });

  it('prunes items gone from the menu, unavailable or beyond the stock', () => {
    const menu = [item('a', 'x', { stockLeft: 2 }), item('b', 'x', { available: false }), item('c', 'x')];
    expect(pruneOrder({ a: 5, b: 1, c: 1, gone: 4 }, menu)).toEqual({ a: 2, c: 1 });
  });

  it('groups the menu by category in the order first named', () => {
    const menu = [item('1', 'Combos'), item('2', 'Popcorn'), item('3', 'Combos'), item('4', 'Drinks')];
    expect(groupByCategory(menu).map(([c, items]) => [c, items.map((i) => i.id)])).toEqual([
      ['Combos', ['1', '3']],
      ['Popcorn', ['2']],
      ['Drinks', ['4']],
    ]);
  });
});
