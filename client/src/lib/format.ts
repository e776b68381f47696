// Dates and times are formatted in dates.ts (a module of their own for
// their size) and imported from here like every other format.
export * from './dates';

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

/** Up to the first `limit` genre names joined by ' | '. */
export function joinGenres(names: readonly string[] | null | undefined, limit = 2): string {
  return (names ?? []).slice(0, limit).join(' | ');
}

/**
 * Indian digit grouping of a whole number's digits: the last three, then
 * pairs ('1,23,45,678'). Written out rather than Intl.NumberFormat('en-IN'):
 * a phone's first en-IN formatter loads its locale data, about 90 ms of
 * the seat page's start-up at 4x CPU slowdown, for a grouping rule this short.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Rupees, Indian digit grouping, paise only when there are any ('₹1,517', '₹149.50', '₹-20'). */
export function formatRupees(amount: number | null | undefined): string {
  const n = toFiniteNumber(amount) ?? 0;
  const [whole, paise] = Math.abs(n).toFixed(Number.isInteger(n) ? 0 : 2).split('.');
  return `₹${n < 0 ? '-' : ''}${groupIndian(whole)}${paise ? `.${paise}` : ''}`;
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

/**
 * A saving as the breakdown writes it, always with a minus ('−₹50'), whether
 * the server sends the discount as a positive amount or as a negative line.
 */
export function formatSaving(paise: number | null | undefined): string {
  return `−${formatPaise(Math.abs(toFiniteNumber(paise) ?? 0))}`;
}
