import type { Certificate, ShowFormat } from '../../../gql/graphql';

/** Every format, in the schema's order, with the name a cinema prints. */
export const FORMATS: ReadonlyArray<{ value: ShowFormat; label: string }> = [
  { value: 'TWO_D', label: '2D' },
  { value: 'THREE_D', label: '3D' },
  { value: 'IMAX_2D', label: 'IMAX 2D' },
  { value: 'IMAX_3D', label: 'IMAX 3D' },
  { value: 'FOUR_DX', label: '4DX' },
  { value: 'SCREEN_X', label: 'ScreenX' },
  { value: 'DOLBY_CINEMA', label: 'Dolby Cinema' },
];

export function formatLabel(format: string): string {
  return FORMATS.find((f) => f.value === format)?.label ?? format;
}

/** The audio and subtitle languages an admin picks from (ISO 639-1). */
export const LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'hi', name: 'Hindi' },
  { code: 'en', name: 'English' },
  { code: 'ta', name: 'Tamil' },
  { code: 'te', name: 'Telugu' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'kn', name: 'Kannada' },
  { code: 'bn', name: 'Bengali' },
  { code: 'mr', name: 'Marathi' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
];

export function languageName(code: string): string {
  return LANGUAGES.find((l) => l.code === code.toLowerCase())?.name ?? code.toUpperCase();
}

/** "Hindi · 2D", with subtitles and accessibility when the show has them. */
export function versionLabel(v: {
  language: string;
  format: string;
  subtitles?: string | null;
  openCaptions?: boolean | null;
  audioDescription?: boolean | null;
}): string {
  let label = `${languageName(v.language)} · ${formatLabel(v.format)}`;
  if (v.subtitles) label += ` · ${languageName(v.subtitles)} subtitles`;
  if (v.openCaptions) label += ' · CC';
  if (v.audioDescription) label += ' · AD';
  return label;
}

/** CBFC certificates as printed ("UA 13+"). */
export const CERTIFICATES: ReadonlyArray<{ value: Certificate; label: string }> = [
  { value: 'U', label: 'U' },
  { value: 'UA7', label: 'UA 7+' },
  { value: 'UA13', label: 'UA 13+' },
  { value: 'UA16', label: 'UA 16+' },
  { value: 'A', label: 'A' },
  { value: 'S', label: 'S' },
];

export function certificateLabel(c: string | null | undefined): string {
  if (!c) return '';
  return CERTIFICATES.find((x) => x.value === c)?.label ?? c;
}

/** ISO weekdays 1 (Monday) to 7 (Sunday). */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
