/**
 * How a show's version is named for customers: the format as a cinema
 * prints it (IMAX_2D → "IMAX 2D", FOUR_DX → "4DX"), the audio language by
 * its English name from its ISO 639-1 code (hi → "Hindi", through
 * Intl.DisplayNames so every language the server may send has a name), and
 * the two together as BookMyShow groups times: "Hindi · 2D". The booking
 * page, the movie page's chips, the filters, tickets and the door all use
 * these, so a version reads the same everywhere.
 */

const FORMAT_NAMES: Record<string, string> = {
  TWO_D: '2D',
  THREE_D: '3D',
  IMAX_2D: 'IMAX 2D',
  IMAX_3D: 'IMAX 3D',
  FOUR_DX: '4DX',
  SCREEN_X: 'ScreenX',
  DOLBY_CINEMA: 'Dolby Cinema',
};

/** Every format in the schema's order, for filter chips. */
export const SHOW_FORMATS = Object.keys(FORMAT_NAMES);

/** "IMAX 2D" for IMAX_2D; an unknown (newer) format shows as sent. */
export function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

let displayNames: Intl.DisplayNames | null | undefined;

/** "Hindi" for hi; the code in capitals when the browser has no name for it. */
export function languageName(code: string): string {
  const c = code.trim().toLowerCase();
  if (!c) return '';
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      displayNames = null; // a runtime without Intl.DisplayNames
    }
  }
  try {
    return displayNames?.of(c) ?? c.toUpperCase();
  } catch {
    return c.toUpperCase(); // not a well-formed language code
  }
}

/** "Hindi · 2D": the group a cinema's times are listed under. */
export function versionLabel(v: { language: string; format: string }): string {
  return `${languageName(v.language)} · ${formatName(v.format)}`;
}

/** What follows the version on a time or chip: subtitles and accessibility, e.g. "English subtitles · CC · AD". */
export function versionExtras(v: {
  subtitles?: string | null;
  openCaptions?: boolean | null;
  audioDescription?: boolean | null;
}): string {
  const parts: string[] = [];
  if (v.subtitles) parts.push(`${languageName(v.subtitles)} subtitles`);
  if (v.openCaptions) parts.push('CC');
  if (v.audioDescription) parts.push('AD');
  return parts.join(' · ');
}

/**
 * A late-night show starts at or after 23:00, or before 05:00, in the
 * cinema's own time (the HH:mm the server gives as localTime): a 00:30 show
 * belongs to the evening before in people's minds, so its chip says so
 * ("Late night") and nobody turns up a day late.
 */
export const LATE_NIGHT_FROM = '23:00';
export const LATE_NIGHT_UNTIL = '05:00';

export function isLateNight(localTime: string): boolean {
  const hhmm = localTime.slice(0, 5);
  return hhmm >= LATE_NIGHT_FROM || hhmm < LATE_NIGHT_UNTIL;
}

/** CBFC certificates as printed on a poster ("UA 13+"). */
const CERTIFICATE_NAMES: Record<string, string> = {
  U: 'U',
  UA7: 'UA 7+',
  UA13: 'UA 13+',
  UA16: 'UA 16+',
  A: 'A',
  S: 'S',
};

export function certificateName(certificate: string): string {
  return CERTIFICATE_NAMES[certificate] ?? certificate;
}
