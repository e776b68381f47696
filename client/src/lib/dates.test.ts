import { describe, expect, it } from 'vitest';
import {
  formatAdminShowTime,
  formatClock,
  formatDateButton,
  formatInstant,
  formatSeatPageDate,
  formatShowDate,
  formatShowTime,
  formatZonedShowTime,
  zoneAbbreviation,
} from './format';

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

describe("a show's time always names its cinema's zone", () => {
  it.each([
    ['Asia/Kolkata', '2030-07-01', '18:30', '06:30 PM IST'],
    ['Asia/Calcutta', '2030-07-01', '18:30', '06:30 PM IST'],
    // The zone's name follows the show's date: daylight saving or not.
    ['America/New_York', '2030-07-01', '18:30', '06:30 PM EDT'],
    ['America/New_York', '2030-01-15', '18:30', '06:30 PM EST'],
    ['Europe/London', '2030-07-01', '09:05', '09:05 AM BST'],
    ['Europe/London', '2030-01-15', '09:05', '09:05 AM GMT'],
    ['Asia/Dubai', '2030-07-01', '21:00', '09:00 PM GST'],
    ['Australia/Sydney', '2030-07-01', '21:00', '09:00 PM AEST'],
    // No English name: the offset says it.
    ['Asia/Singapore', '2030-07-01', '00:30', '12:30 AM GMT+8'],
    ['Etc/GMT-5', '2030-07-01', '12:00', '12:00 PM GMT+5'],
    ['UTC', '2030-07-01', '12:00', '12:00 PM UTC'],
  ])('%s on %s at %s → %s', (zone, date, time, expected) => {
    expect(formatZonedShowTime(date, time, zone)).toBe(expected);
  });

  it('the night DST starts: a time just after the change is named by the new offset', () => {
    // New York springs forward at 02:00 on 10 March 2030.
    expect(formatZonedShowTime('2030-03-10', '01:30', 'America/New_York')).toBe('01:30 AM EST');
    expect(formatZonedShowTime('2030-03-10', '03:30', 'America/New_York')).toBe('03:30 AM EDT');
  });

  it('falls back to the bare time without a zone, or with one the browser does not know', () => {
    expect(formatZonedShowTime('2030-07-01', '18:30', null)).toBe('06:30 PM');
    expect(formatZonedShowTime('2030-07-01', '18:30', 'Mars/Olympus_Mons')).toBe('06:30 PM');
    expect(formatZonedShowTime('2030-07-01', 'soon', 'Asia/Kolkata')).toBe('');
  });

  it('zoneAbbreviation answers for an instant', () => {
    expect(zoneAbbreviation('America/New_York', new Date('2030-07-01T12:00:00Z'))).toBe('EDT');
    expect(zoneAbbreviation('Asia/Kolkata', new Date('2030-07-01T12:00:00Z'))).toBe('IST');
    expect(zoneAbbreviation('Nowhere/Atall', new Date('2030-07-01T12:00:00Z'))).toBe('');
  });
});

describe('date formats', () => {
  it("date buttons read 'D MMMM'", () => {
    expect(formatDateButton('2025-07-01')).toBe('1 July');
    expect(formatDateButton('2025-12-25')).toBe('25 December');
  });

  it("a show's date reads weekday, month, day and year", () => {
    expect(formatShowDate('2025-07-01')).toBe('Tuesday, July 1, 2025');
    expect(formatShowDate('2025-02-31')).toBe('');
    expect(formatShowDate(null)).toBe('');
  });

  it('the seat page header shows weekday, day, month and year', () => {
    expect(formatSeatPageDate('2025-07-01')).toBe('Tuesday, 1 July 2025');
    expect(formatSeatPageDate('nonsense')).toBe('');
  });

  it("admin show times read 'ddd, MMM D YYYY h:mm A' and the cinema's zone", () => {
    expect(formatAdminShowTime('2025-07-01', '18:30', 'Asia/Kolkata')).toBe('Tue, Jul 1 2025 6:30 PM IST');
    expect(formatAdminShowTime('2025-01-09', '09:05', 'America/New_York')).toBe('Thu, Jan 9 2025 9:05 AM EST');
    expect(formatAdminShowTime('2025-07-01', '18:30')).toBe('Tue, Jul 1 2025 6:30 PM');
  });
});

describe('formatInstant and formatClock', () => {
  // 13:00:05 UTC is 6:30:05 PM in Kolkata (UTC+5:30) and 9:00:05 AM in New York (EDT).
  const at = '2030-07-01T13:00:05Z';
  it("reads the wall clock of the zone given, not the browser's, and names it", () => {
    expect(formatInstant(at, 'Asia/Kolkata')).toBe('Mon, Jul 1 2030 6:30 PM IST');
    expect(formatInstant(at, 'America/New_York')).toBe('Mon, Jul 1 2030 9:00 AM EDT');
    expect(formatClock(at, 'Asia/Kolkata')).toBe('6:30:05 PM IST');
  });
  it('crosses midnight with the zone', () => {
    expect(formatInstant('2030-07-01T20:00:00Z', 'Asia/Kolkata')).toBe('Tue, Jul 2 2030 1:30 AM IST');
  });
  it("without a cinema's zone (or with an unknown one) uses the viewer's and says which", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const abbreviation = zoneAbbreviation(own, new Date(at));
    expect(abbreviation).not.toBe('');
    expect(formatInstant(at)).toBe(`${formatInstant(at, own)}`);
    expect(formatInstant(at)).toMatch(new RegExp(` ${abbreviation.replace('+', '\\+')}$`));
    expect(formatClock(at, 'Mars/Olympus_Mons')).toBe(formatClock(at, own));
  });
  it('gives nothing for a missing or broken instant', () => {
    expect(formatInstant(null, 'Asia/Kolkata')).toBe('');
    expect(formatInstant('soon', 'Asia/Kolkata')).toBe('');
    expect(formatClock(undefined)).toBe('');
  });
});
