import { languageName, versionLabel } from '../../lib/versions';

/** The versions a movie plays in, "Hindi · 2D", as the booking page groups its times. */
export function VersionChips({
  versions,
}: {
  versions: ReadonlyArray<{ format: string; language: string; subtitles?: string | null }>;
}) {
  return (
    <ul aria-label="Versions playing" className="flex flex-wrap gap-2">
      {versions.map((v) => (
        <li
          key={`${v.language}-${v.format}-${v.subtitles ?? ''}`}
          className="rounded-full border border-zinc-500 px-3 py-0.5 text-xs text-zinc-200"
        >
          {versionLabel(v)}
          {v.subtitles && ` · ${languageName(v.subtitles)} subtitles`}
        </li>
      ))}
    </ul>
  );
}
