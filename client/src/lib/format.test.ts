import { describe, expect, it } from 'vitest';
import {
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
