import { describe, expect, it } from 'vitest';
import {
  formatAdminShowTime,
  formatClock,
  formatInstant,
  formatPaise,
  formatBookingDate,
  formatDateButton,
  formatRupees,
  formatSeatPageDate,
  formatShowTime,
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

describe('formatShowTime (hh:mm A)', () => {
  it.each([
    ['18:05', '06:05 PM'],
    ['09:30', '09:30 AM'],
    ['00:00', '12:00 AM'],
    ['12:15', '12:15 PM'],
    ['9:05', '09:05 AM'],
    ['', ''],
    [null, ''],
    ['25:99', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatShowTime(input)).toBe(expected);
  });
});

describe('date formats', () => {
  it("date buttons read 'D MMMM'", () => {
    expect(formatDateButton('2025-07-01')).toBe('1 July');
    expect(formatDateButton('2025-12-25')).toBe('25 December');
  });

  it('the seat page shows weekday, day, month and year', () => {
    expect(formatSeatPageDate('2025-07-01')).toBe('Tuesday, 1 July 2025');
    expect(formatSeatPageDate('nonsense')).toBe('');
  });

  it('bookings show weekday, month, day and year', () => {
    expect(formatBookingDate('2025-07-01')).toBe('Tuesday, July 1, 2025');
  });

  it("admin show times read 'ddd, MMM D YYYY h:mm A'", () => {
    expect(formatAdminShowTime('2025-07-01', '18:30')).toBe('Tue, Jul 1 2025 6:30 PM');
    expect(formatAdminShowTime('2025-01-09', '09:05')).toBe('Thu, Jan 9 2025 9:05 AM');
  });
});

describe('formatRupees', () => {
  it.each([
    [1517, '₹1,517'],
    [149.5, '₹149.50'],
    [0, '₹0'],
    [1234567, '₹12,34,567'],
    [null, '₹0'],
  ])('%s → %s', (input, expected) => {
    expect(formatRupees(input)).toBe(expected);
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

describe('formatInstant and formatClock', () => {
  // 13:00:05 UTC is 6:30:05 PM in Kolkata (UTC+5:30) and 9:00:05 AM in New York (EDT).
  const at = '2030-07-01T13:00:05Z';
  it("reads the wall clock of the zone given, not the browser's", () => {
    expect(formatInstant(at, 'Asia/Kolkata')).toBe('Mon, Jul 1 2030 6:30 PM');
    expect(formatInstant(at, 'America/New_York')).toBe('Mon, Jul 1 2030 9:00 AM');
    expect(formatClock(at, 'Asia/Kolkata')).toBe('6:30:05 PM');
  });
  it('crosses midnight with the zone', () => {
    expect(formatInstant('2030-07-01T20:00:00Z', 'Asia/Kolkata')).toBe('Tue, Jul 2 2030 1:30 AM');
  });
  it('gives nothing for a missing or broken instant', () => {
    expect(formatInstant(null, 'Asia/Kolkata')).toBe('');
    expect(formatInstant('soon', 'Asia/Kolkata')).toBe('');
    expect(formatClock(undefined)).toBe('');
  });
});
