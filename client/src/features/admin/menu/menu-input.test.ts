import { describe, expect, it } from 'vitest';
import { draftOf, emptyMenuDraft, toMenuItemInput } from './menu-input';
import { paiseOf } from '../shared/money';

describe('menu item input', () => {
  it('reads rupees as integer paise', () => {
    expect(paiseOf('149.50')).toBe(14950);
    expect(paiseOf(' 320 ')).toBe(32000);
    expect(paiseOf('0.1')).toBe(10);
    expect(paiseOf('0')).toBeNull();
    expect(paiseOf('1.234')).toBeNull();
    expect(paiseOf('-5')).toBeNull();
    expect(paiseOf('abc')).toBeNull();
  });

  it('makes the input of a complete draft, blank stock for no limit', () => {
    const draft = { ...emptyMenuDraft, name: ' Large popcorn ', category: 'Popcorn', price: '320', gstRatePercent: 18 as const, imageUrl: '' };
    expect(toMenuItemInput(draft)).toEqual({
      input: { name: 'Large popcorn', description: '', category: 'Popcorn', imageUrl: null, pricePaise: 32000, gstRatePercent: 18, available: true, stockPerDay: null },
    });
    expect(toMenuItemInput({ ...draft, id: 'i1', stockPerDay: '40' })).toMatchObject({ input: { id: 'i1', stockPerDay: 40 } });
  });

  it('says what is missing or wrong', () => {
    expect(toMenuItemInput(emptyMenuDraft)).toEqual({ problem: 'A name and a category are needed.' });
    expect(toMenuItemInput({ ...emptyMenuDraft, name: 'Cola', category: 'Drinks', price: '0' })).toHaveProperty('problem');
    expect(toMenuItemInput({ ...emptyMenuDraft, name: 'Cola', category: 'Drinks', price: '180', stockPerDay: '2.5' })).toEqual({
      problem: 'Stock per day is a whole number (blank for no limit).',
    });
  });

  it('puts an item back into the form', () => {
    const item = { id: 'i1', name: 'Cola', description: '500 ml', category: 'Drinks', imageUrl: null, pricePaise: 18050, gstRatePercent: 18, available: false, stockPerDay: 30 };
    expect(draftOf(item)).toEqual({ id: 'i1', name: 'Cola', description: '500 ml', category: 'Drinks', imageUrl: '', price: '180.5', gstRatePercent: 18, available: false, stockPerDay: '30' });
    expect(toMenuItemInput(draftOf(item))).toMatchObject({ input: { pricePaise: 18050, stockPerDay: 30, available: false } });
  });
});
