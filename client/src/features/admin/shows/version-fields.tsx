import { useId } from 'react';
import type { ShowFormat } from '../../../gql/graphql';
import { FORMATS, LANGUAGES, formatLabel } from '../shared/versions';

/** The version being chosen on Add Shows (ShowVersionInput). */
export interface VersionDraft {
  format: ShowFormat | '';
  language: string;
  /** '' is none. */
  subtitles: string;
  openCaptions: boolean;
  audioDescription: boolean;
}

export const emptyVersion: VersionDraft = { format: '', language: '', subtitles: '', openCaptions: false, audioDescription: false };

const SELECT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm';

/**
 * Format (only those the screen projects), audio language, subtitles and the
 * accessibility flags of the shows to schedule.
 */
export function VersionFields({
  formats,
  value,
  onChange,
}: {
  formats: readonly ShowFormat[];
  value: VersionDraft;
  onChange: (next: VersionDraft) => void;
}) {
  const id = useId();
  const set = (patch: Partial<VersionDraft>) => onChange({ ...value, ...patch });
  const known = new Set(LANGUAGES.map((l) => l.code));
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-medium">Version</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-format`}>Format</label>
          <select id={`${id}-format`} value={value.format} onChange={(e) => set({ format: e.target.value as ShowFormat })} className={SELECT}>
            {FORMATS.filter((f) => formats.includes(f.value)).map((f) => (
              <option key={f.value} value={f.value}>
                {formatLabel(f.value)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-language`}>Audio language</label>
          <select id={`${id}-language`} value={value.language} onChange={(e) => set({ language: e.target.value })} className={SELECT}>
            <option value="">Choose a language</option>
            {value.language && !known.has(value.language) && <option value={value.language}>{value.language.toUpperCase()}</option>}
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-subtitles`}>Subtitles</label>
          <select id={`${id}-subtitles`} value={value.subtitles} onChange={(e) => set({ subtitles: e.target.value })} className={SELECT}>
            <option value="">None</option>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 py-2 text-sm">
          <input type="checkbox" checked={value.openCaptions} onChange={(e) => set({ openCaptions: e.target.checked })} className="h-4 w-4 accent-primary" />
          Open captions
        </label>
        <label className="flex items-center gap-2 py-2 text-sm">
          <input type="checkbox" checked={value.audioDescription} onChange={(e) => set({ audioDescription: e.target.checked })} className="h-4 w-4 accent-primary" />
          Audio description
        </label>
      </div>
    </fieldset>
  );
}

/** The mutation's ShowVersionInput, or null while no format is chosen. */
export function toVersionInput(v: VersionDraft) {
  if (!v.format || !v.language) return null;
  return {
    format: v.format,
    language: v.language,
    subtitles: v.subtitles || null,
    openCaptions: v.openCaptions,
    audioDescription: v.audioDescription,
  };
}
