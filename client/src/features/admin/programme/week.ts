/** Local dates (YYYY-MM-DD) of the week timeline: plain calendar arithmetic, no time zone involved. */

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday on or before a date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** "Mon 30 Nov". */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
}

/** Minutes since local midnight of 'HH:mm'. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Where a show's bar sits on its day's 24-hour track, in percent: the film
 * (start to start + runtime) and then the cleaning buffer (to occupiedUntil).
 * A show running past midnight is cut at the end of its day.
 */
export function barGeometry(show: { localTime: string; startsAt: string; occupiedUntil: string; runtime: number }) {
  const start = minutesOf(show.localTime);
  const total = Math.max(0, Math.round((Date.parse(show.occupiedUntil) - Date.parse(show.startsAt)) / 60000));
  const film = Math.min(show.runtime, total);
  const buffer = total - film;
  const day = 24 * 60;
  const pct = (m: number) => Math.round((Math.max(0, Math.min(m, day)) / day) * 10000) / 100;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    left: pct(start),
    /** The whole bar: film and buffer. */
    width: round(pct(start + total) - pct(start)),
    film: round(pct(start + film) - pct(start)),
    buffer: round(pct(start + total) - pct(start + film)),
    filmMinutes: film,
    bufferMinutes: buffer,
  };
}
