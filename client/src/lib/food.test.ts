import { describe, expect, it } from 'vitest';
import { allCollected, categoryLabel, collectText, foodText } from './food';
import { formatSaving } from './format';

const popcorn = { item: { name: 'Large popcorn' }, quantity: 1, collected: false };
const cola = { item: { name: 'Cola' }, quantity: 2, collected: false };

describe('food lines', () => {
  it('names each item with its quantity, in the order given', () => {
    expect(foodText([popcorn, cola])).toBe('1 × Large popcorn, 2 × Cola');
    expect(foodText([])).toBe('');
    expect(foodText(null)).toBe('');
  });

  it('says what is left to collect, and nothing once all is collected', () => {
    expect(collectText([popcorn, cola])).toBe('collect: 1 × Large popcorn, 2 × Cola');
    expect(collectText([{ ...popcorn, collected: true }, cola])).toBe('collect: 2 × Cola');
    expect(collectText([{ ...popcorn, collected: true }])).toBe('');
    expect(allCollected([{ ...popcorn, collected: true }])).toBe(true);
    expect(allCollected([popcorn])).toBe(false);
    expect(allCollected([])).toBe(false);
  });

  it('writes categories as headings', () => {
    expect(categoryLabel('popcorn')).toBe('Popcorn');
    expect(categoryLabel('COMBOS')).toBe('Combos');
    expect(categoryLabel('soft drinks')).toBe('Soft drinks');
    expect(categoryLabel(' ')).toBe('Other');
  });
});

describe('formatSaving', () => {
  it('writes a saving with a minus, whichever sign it comes with', () => {
    expect(formatSaving(5000)).toBe('−₹50');
    expect(formatSaving(-12550)).toBe('−₹125.50');
    expect(formatSaving(0)).toBe('−₹0');
  });
});
