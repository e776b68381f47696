import dayjs from 'dayjs';

const VOTE_UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Vote counts: non-numeric or missing gives '0', under 1000 is shown as is,
 * larger is abbreviated to one decimal with K, M, B or T (1234 → '1.2K').
 */
export function formatVoteCount(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return '0';
  const abs = Math.abs(n);
  if (abs < 1000) return String(n);
  const sign = n < 0 ? '-' : '';
  // Walk from the smallest unit up so 999_950 rounds to '1.0M', not '1000.0K'.
  for (let i = VOTE_UNITS.length - 1; i >= 0; i--) {
    const unit = VOTE_UNITS[i];
    const scaled = Number((abs / unit.value).toFixed(1));
    if (scaled < 1000 || i === 0) return `${sign}${scaled.toFixed(1)}${unit.suffix}`;
  }
  return String(n);
}

/** Runtime in minutes as hours and minutes: 135 → '2h 15m'. */
export function formatRuntime(minutes: number | null | undefined): string {
  const total = Math.max(0, Math.round(toFiniteNumber(minutes) ?? 0));
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/** Ratings out of 10 with one decimal: 7.25 → '7.3'; missing → '0.0'. */
export function formatRating(value: number | null | undefined): string {
  return (toFiniteNumber(value) ?? 0).toFixed(1);
}

/** A YYYY-MM-DD release date as 'MMMM D, YYYY' ('April 30, 2025'); '' when unknown. */
export function formatReleaseDate(date: string | null | undefined): string {
  if (!date) return '';
  const d = dayjs(date);
  return d.isValid() ? d.format('MMMM D, YYYY') : '';
}

/** The year of a YYYY-MM-DD release date, '' when unknown. */
export function releaseYear(date: string | null | undefined): string {
  if (!date) return '';
  const d = dayjs(date);
  return d.isValid() ? String(d.year()) : '';
}

/** Up to the first `limit` genre names joined by ' | '. */
export function joinGenres(names: readonly string[] | null | undefined, limit = 2): string {
  return (names ?? []).slice(0, limit).join(' | ');
}

function parseLocal(date: string | null | undefined, time = '00:00') {
  const t = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !t) return null;
  if (Number(t[1]) > 23 || Number(t[2]) > 59) return null;
  const d = dayjs(`${date}T${time.padStart(5, '0')}`);
  // dayjs rolls impossible dates over ('2025-02-31' → March 3); refuse them.
  return d.isValid() && d.format('YYYY-MM-DD') === date ? d : null;
}

/** A theatre-local 'HH:mm' in 12-hour form, 'hh:mm A' ('18:05' → '06:05 PM'). */
export function formatShowTime(localTime: string | null | undefined): string {
  const d = parseLocal('2000-01-01', localTime ?? '');
  return d ? d.format('hh:mm A') : '';
}

/** A date button's label, 'D MMMM' ('2025-07-01' → '1 July'). */
export function formatDateButton(date: string): string {
  return parseLocal(date)?.format('D MMMM') ?? date;
}

/** A date's short weekday ('2025-07-01' → 'Tue'); '' when invalid. */
export function formatWeekday(date: string): string {
  return parseLocal(date)?.format('ddd') ?? '';
}

/** The seat page's date: weekday, day, month, year ('Tuesday, 1 July 2025'). */
export function formatSeatPageDate(date: string | null | undefined): string {
  return parseLocal(date)?.format('dddd, D MMMM YYYY') ?? '';
}

/** A booking's date: weekday, month, day, year ('Tuesday, July 1, 2025'). */
export function formatBookingDate(date: string | null | undefined): string {
  return parseLocal(date)?.format('dddd, MMMM D, YYYY') ?? '';
}

/** Admin show times, 'ddd, MMM D YYYY h:mm A' ('Tue, Jul 1 2025 6:30 PM'). */
export function formatAdminShowTime(localDate: string, localTime: string): string {
  return parseLocal(localDate, localTime)?.format('ddd, MMM D YYYY h:mm A') ?? '';
}

/** Rupees, Indian digit grouping, paise only when there are any ('₹1,517', '₹149.50'). */
export function formatRupees(amount: number | null | undefined): string {
  const n = toFiniteNumber(amount) ?? 0;
  const fraction = Number.isInteger(n) ? 0 : 2;
  return `₹${n.toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: fraction })}`;
}

/** The overview, cut to `limit` characters plus '...' when asked to and longer. */
export function truncateText(text: string, cut: boolean, limit = 200): string {
  return cut && text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** Time left on a hold as 'm:ss' ('9:05'); '0:00' once it has passed. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Paise as rupees ('₹149.50'): money travels as integer paise. */
export function formatPaise(paise: number | null | undefined): string {
  return formatRupees((toFiniteNumber(paise) ?? 0) / 100);
}

function zonedParts(instant: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || undefined }).formatToParts(d);
  } catch {
    // An unknown zone name: the browser's own zone is better than nothing.
    return new Intl.DateTimeFormat('en-US', options).formatToParts(d);
  }
}

/**
 * An instant as a wall-clock date and time in a zone (the cinema's), in the
 * admin lists' form 'ddd, MMM D YYYY h:mm A' ('Tue, Jul 1 2025 6:30 PM'); ''
 * when the instant is not one.
 */
export function formatInstant(instant: string | null | undefined, timeZone?: string): string {
  if (!instant) return '';
  const parts = zonedParts(instant, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  if (!parts) return '';
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.weekday}, ${p.month} ${p.day} ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** An instant's time of day with seconds in a zone ('6:30:05 PM'); '' when not an instant. */
export function formatClock(instant: string | null | undefined, timeZone?: string): string {
  if (!instant) return '';
  const parts = zonedParts(instant, timeZone, { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
  if (!parts) return '';
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
}
