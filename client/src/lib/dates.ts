import dayjs from 'dayjs';

/*
 * Every date and time the site shows is formatted here, so each kind reads
 * the same on every page:
 *
 *   a show's time              hh:mm A + zone                 06:30 PM IST
 *   a show's date              dddd, MMMM D, YYYY             Tuesday, July 1, 2025
 *   a show in the admin tables ddd, MMM D YYYY h:mm A + zone  Tue, Jul 1 2025 6:30 PM IST
 *   an instant (a deadline,    ddd, MMM D YYYY h:mm A + zone  Tue, Jul 1 2025 4:30 PM IST
 *     an admission, a message)
 *   the moment of a check-in   h:mm:ss A + zone               6:22:05 PM IST
 *   a release date             MMMM D, YYYY                   July 1, 2025
 *   a date to pick             D MMMM (with its weekday)      1 July (Tue 1 July)
 *
 * A time is the cinema's wall clock, and it always says which clock: the
 * zone's abbreviation follows every time, whatever the viewer's own zone.
 * Saying it only when the viewer's zone differs would read the same in
 * India but differently on every other device, in every screenshot and on a
 * printed or forwarded ticket, and a browser that hides its zone (privacy
 * modes report UTC) would decide what the page says; four characters buy a
 * time nobody can misread, on a page listing cinemas of several zones too.
 * Dates alone carry no zone: they are the cinema's days already.
 */

/** A local YYYY-MM-DD (and HH:mm) as a dayjs, or null when it is not a real one. */
function parseLocal(date: string | null | undefined, time = '00:00') {
  const t = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !t) return null;
  if (Number(t[1]) > 23 || Number(t[2]) > 59) return null;
  const d = dayjs(`${date}T${time.padStart(5, '0')}`);
  // dayjs rolls impossible dates over ('2025-02-31' → March 3); refuse them.
  return d.isValid() && d.format('YYYY-MM-DD') === date ? d : null;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** An Intl formatter, made once; null for a zone the browser does not know. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat | null {
  const key = `${locale} ${JSON.stringify(options)}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.DateTimeFormat(locale, options));
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key) ?? null;
}

function partsOf(f: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * English names zones by region: en-US knows America's (EDT), en-IN
 * India's (IST) and the Gulf's (GST), en-GB Europe's (BST), en-AU
 * Australia's (AEST). The first that names the zone wins.
 */
const ZONE_NAME_LOCALES = ['en-US', 'en-IN', 'en-GB', 'en-AU'];

/** The viewer's own zone, for instants no cinema owns. */
function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A zone's abbreviation at an instant ('IST', 'EDT', 'BST'), or its offset
 * from GMT ('GMT+4') where English has no name for it; '' for a zone the
 * browser does not know.
 */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  let offsetName = '';
  for (const locale of ZONE_NAME_LOCALES) {
    const f = formatter(locale, { timeZone, timeZoneName: 'short' });
    if (!f || Number.isNaN(at.getTime())) return '';
    const name = partsOf(f, at).timeZoneName ?? '';
    if (name && !/^GMT[+\-−]/.test(name)) return name;
    offsetName ||= name;
  }
  return offsetName;
}

function withZone(text: string, timeZone: string | null | undefined, at: Date | null): string {
  if (!text || !timeZone || !at) return text;
  const zone = zoneAbbreviation(timeZone, at);
  return zone ? `${text} ${zone}` : text;
}

/** The UTC offset of a zone at an instant, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  const f = formatter('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
  });
  if (!f) return 0;
  const p = partsOf(f, new Date(at));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute));
  return wall - Math.floor(at / 60_000) * 60_000;
}

/** The instant a cinema's local date and time stand for (what names its zone: EDT or EST). */
function localInstant(localDate: string, localTime: string, timeZone: string): Date | null {
  const d = parseLocal(localDate, localTime);
  if (!d) return null;
  const wall = Date.UTC(d.year(), d.month(), d.date(), d.hour(), d.minute());
  const first = wall - offsetAt(timeZone, wall);
  return new Date(wall - offsetAt(timeZone, first));
}

/** A theatre-local 'HH:mm' in 12-hour form, 'hh:mm A' ('18:05' → '06:05 PM'), without its zone. */
export function formatShowTime(localTime: string | null | undefined): string {
  // By hand rather than through dayjs: a seat page formats every time chip
  // on each render, and parsing each into a date was a measurable part of
  // its start-up on a phone.
  const t = /^(\d{1,2}):(\d{2})$/.exec(localTime ?? '');
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59) return '';
  const hour = Number(t[1]);
  return `${String(hour % 12 || 12).padStart(2, '0')}:${t[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A show's time with its cinema's zone: '06:30 PM IST' (the bare time when the zone is unknown). */
export function formatZonedShowTime(localDate: string, localTime: string, timeZone: string | null | undefined): string {
  return withZone(formatShowTime(localTime), timeZone, timeZone ? localInstant(localDate, localTime, timeZone) : null);
}

/** A show's date: weekday, month, day, year ('Tuesday, July 1, 2025'); '' when invalid. */
export function formatShowDate(date: string | null | undefined): string {
  return parseLocal(date)?.format('dddd, MMMM D, YYYY') ?? '';
}

/**
 * A show in the admin tables, 'ddd, MMM D YYYY h:mm A' with its cinema's
 * zone ('Tue, Jul 1 2025 6:30 PM IST').
 */
export function formatAdminShowTime(localDate: string, localTime: string, timeZone?: string | null): string {
  const text = parseLocal(localDate, localTime)?.format('ddd, MMM D YYYY h:mm A') ?? '';
  return withZone(text, timeZone, timeZone ? localInstant(localDate, localTime, timeZone) : null);
}

/** A date button's label, 'D MMMM' ('2025-07-01' → '1 July'). */
export function formatDateButton(date: string): string {
  return parseLocal(date)?.format('D MMMM') ?? date;
}

/** A date's short weekday ('2025-07-01' → 'Tue'); '' when invalid. */
export function formatWeekday(date: string): string {
  return parseLocal(date)?.format('ddd') ?? '';
}

/** The seat page's header date: weekday, day, month, year ('Tuesday, 1 July 2025'). */
export function formatSeatPageDate(date: string | null | undefined): string {
  return parseLocal(date)?.format('dddd, D MMMM YYYY') ?? '';
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

/** An instant's wall clock in a zone (the viewer's when none is given), as named parts. */
function zonedParts(instant: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  // An unknown zone name: the viewer's own zone is better than nothing, and says so.
  const zone = formatter('en-US', { ...options, timeZone }) ? timeZone : viewerZone();
  const f = formatter('en-US', { ...options, timeZone: zone });
  return f ? { p: partsOf(f, at), at, zone } : null;
}

/**
 * An instant as a date and time in a zone (the cinema's; the viewer's when
 * none is given), as the admin tables show a show, with the zone:
 * 'Tue, Jul 1 2025 6:30 PM IST'; '' when the instant is not one.
 */
export function formatInstant(instant: string | null | undefined, timeZone?: string | null): string {
  if (!instant) return '';
  const r = zonedParts(instant, timeZone || viewerZone(), {
    weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true,
  });
  if (!r) return '';
  const { p } = r;
  return withZone(`${p.weekday}, ${p.month} ${p.day} ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`, r.zone, r.at);
}

/** An instant's time of day to the second, with the zone ('6:30:05 PM IST'): when a ticket was scanned. */
export function formatClock(instant: string | null | undefined, timeZone?: string | null): string {
  if (!instant) return '';
  const r = zonedParts(instant, timeZone || viewerZone(), { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
  if (!r) return '';
  const { p } = r;
  return withZone(`${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`, r.zone, r.at);
}
