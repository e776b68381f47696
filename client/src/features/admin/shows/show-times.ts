/** Show times being collected on Add Shows: date (YYYY-MM-DD) → times (HH:mm), sorted. */
export type ShowTimes = Readonly<Record<string, readonly string[]>>;

/**
 * Adds a datetime-local value ('2025-07-01T18:30'): date and time come from
 * splitting it at the 'T'. Empty or malformed values and times already there
 * are ignored.
 */
export function addShowTime(times: ShowTimes, value: string): ShowTimes {
  if (!value) return times;
  const [date, time] = value.split('T');
  if (!date || !time) return times;
  const hhmm = time.slice(0, 5);
  const current = times[date] ?? [];
  if (current.includes(hhmm)) return times;
  return { ...times, [date]: [...current, hhmm].sort() };
}

/** Removes one time; a date left with no times is removed. */
export function removeShowTime(times: ShowTimes, date: string, time: string): ShowTimes {
  const remaining = (times[date] ?? []).filter((t) => t !== time);
  const next: Record<string, readonly string[]> = { ...times };
  if (remaining.length === 0) delete next[date];
  else next[date] = remaining;
  return next;
}

/** The mutation's showsInput, dates in order. */
export function toShowsInput(times: ShowTimes): Array<{ date: string; time: string[] }> {
  return Object.keys(times)
    .sort()
    .filter((date) => times[date].length > 0)
    .map((date) => ({ date, time: [...times[date]] }));
}

/** Now in the theatre's zone as a datetime-local value, the picker's minimum. */
export function nowInZone(timeZone: string, now = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
  } catch {
    return '';
  }
}

/** Two chosen times on one screen that start closer together than the screen needs. */
export interface CloseTimes {
  first: string; // 'YYYY-MM-DD HH:mm'
  second: string;
  minutesApart: number;
}

/**
 * Pairs of consecutive chosen times (across dates, in the cinema's local
 * time) less than minGapMinutes apart: a hint before submitting; the
 * server decides.
 */
export function closeTimes(times: ShowTimes, minGapMinutes: number): CloseTimes[] {
  const all = toShowsInput(times)
    .flatMap(({ date, time }) => time.map((t) => `${date} ${t}`))
    .sort();
  const minutes = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00Z`) / 60000;
  const out: CloseTimes[] = [];
  for (let i = 1; i < all.length; i++) {
    const apart = minutes(all[i]) - minutes(all[i - 1]);
    if (apart < minGapMinutes) out.push({ first: all[i - 1], second: all[i], minutesApart: apart });
  }
  return out;
}
