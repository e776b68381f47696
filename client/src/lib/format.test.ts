import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatRupees,
  formatTimeLeft,
  truncateText,
  formatRating,
  formatReleaseDate,
  formatRuntime,
  formatVoteCount,
  joinGenres,
  releaseYear,
} from './format';

describe('formatVoteCount', () => {
  it.each([
    [999, '999'],
    [0, '0'],
    [1000, '1.0K'],
    [1234, '1.2K'],
    [15_678, '15.7K'],
    [999_949, '999.9K'],
    [999_960, '1.0M'],
    [3_400_000, '3.4M'],
    [7_250_000_000, '7.3B'],
    [2_100_000_000_000, '2.1T'],
    [5_000_000_000_000_000, '5000.0T'],
    ['1234', '1.2K'],
    ['abc', '0'],
    ['', '0'],
    [undefined, '0'],
    [null, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [{}, '0'],
  ])('%s → %s', (input, expected) => {
    expect(formatVoteCount(input)).toBe(expected);
  });
});

describe('formatRuntime', () => {
  it.each([
    [135, '2h 15m'],
    [60, '1h 0m'],
    [45, '0h 45m'],
    [0, '0h 0m'],
    [null, '0h 0m'],
    [undefined, '0h 0m'],
  ])('%s → %s', (input, expected) => {
    expect(formatRuntime(input)).toBe(expected);
  });
});

describe('formatRating', () => {
  it.each([
    [7.25, '7.3'],
    [7.3, '7.3'],
    [8, '8.0'],
    [0, '0.0'],
    [null, '0.0'],
    [undefined, '0.0'],
  ])('%s → %s', (input, expected) => {
    expect(formatRating(input)).toBe(expected);
  });
});

describe('formatReleaseDate', () => {
  it('formats like MMMM D, YYYY', () => {
    expect(formatReleaseDate('2025-04-30')).toBe('April 30, 2025');
    expect(formatReleaseDate('2024-01-05')).toBe('January 5, 2024');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatReleaseDate('')).toBe('');
    expect(formatReleaseDate(null)).toBe('');
    expect(formatReleaseDate('not a date')).toBe('');
  });
});

describe('releaseYear', () => {
  it('takes the year of the release date', () => {
    expect(releaseYear('2025-04-30')).toBe('2025');
    expect(releaseYear(undefined)).toBe('');
  });
});

describe('joinGenres', () => {
  it('joins up to the first two genre names with " | "', () => {
    expect(joinGenres(['Action', 'Adventure', 'Sci-Fi'])).toBe('Action | Adventure');
    expect(joinGenres(['Drama'])).toBe('Drama');
    expect(joinGenres([])).toBe('');
  });
});

describe('formatRupees', () => {
  it.each([
    [1517, '₹1,517'],
    [149.5, '₹149.50'],
    [0, '₹0'],
    [1234567, '₹12,34,567'],
    [null, '₹0'],
    [99, '₹99'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
    [1234567.891, '₹12,34,567.89'],
    [-1234.5, '₹-1,234.50'],
  ])('%s → %s', (input, expected) => {
    expect(formatRupees(input)).toBe(expected);
  });

  it("groups as Intl's en-IN does", () => {
    for (const n of [7, 1000, 99999, 100000, 4567890, 123456789, 2500.25]) {
      const fraction = Number.isInteger(n) ? 0 : 2;
      expect(formatRupees(n)).toBe(`₹${n.toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: fraction })}`);
    }
  });
});

describe('truncateText', () => {
  const long = 'x'.repeat(250);
  it("cuts to 200 characters plus '...' when asked", () => {
    expect(truncateText(long, true)).toBe(`${'x'.repeat(200)}...`);
    expect(truncateText(long, false)).toBe(long);
  });
  it('leaves short text alone', () => {
    expect(truncateText('x'.repeat(200), true)).toBe('x'.repeat(200));
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [600_000, '10:00'],
    [545_000, '9:05'],
    [1, '0:01'],
    [0, '0:00'],
    [-5000, '0:00'],
  ])('%s ms → %s', (ms, expected) => {
    expect(formatTimeLeft(ms)).toBe(expected);
  });
});

describe('formatPaise', () => {
  it.each([
    [27000, '₹270'],
    [14950, '₹149.50'],
    [null, '₹0'],
  ])('%s → %s', (paise, expected) => {
    expect(formatPaise(paise)).toBe(expected);
  });
});
