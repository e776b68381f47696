import { formatLabel, WEEKDAYS } from '../shared/versions';

/** "Sat, Sun", or "Every day" for a card without days. */
export function cardDays(days: readonly number[]): string {
  if (days.length === 0 || days.length === 7) return 'Every day';
  return [...days].sort((a, b) => a - b).map((d) => WEEKDAYS[d - 1] ?? String(d)).join(', ');
}

/** "18:00–22:00", "from 18:00", "before 12:00", or "All day". */
export function cardBand(from?: string | null, to?: string | null): string {
  if (from && to) return `${from}–${to}`;
  if (from) return `from ${from}`;
  if (to) return `before ${to}`;
  return 'All day';
}

export function cardFormats(formats: readonly string[]): string {
  return formats.length === 0 ? 'All formats' : formats.map(formatLabel).join(', ');
}

/** "2030-12-24 to 2030-12-26", "from …", "until …", or "Any date". */
export function cardDates(startsOn?: string | null, endsOn?: string | null): string {
  if (startsOn && endsOn) return `${startsOn} to ${endsOn}`;
  if (startsOn) return `from ${startsOn}`;
  if (endsOn) return `until ${endsOn}`;
  return 'Any date';
}
