import { useCallback, useId, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchIcon } from 'lucide-react';
import { graphql } from '../../gql';
import { formatDateButton, formatWeekday } from '../../lib/format';
import { formatName } from '../../lib/versions';
import { SORTS, useCommittedText, type FilterKey, type MovieFilters } from './use-movie-filters';

const MovieFilterOptionsQuery = graphql(`
  query MovieFilterOptions {
    movieFilterOptions {
      genres
      languages
      formats
      dates
    }
  }
`);

/** How long typing in the page's search field must pause before the URL follows. */
export const FILTER_TEXT_DELAY_MS = 300;

const languageNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    return null;
  }
})();

/** An original-language code as people read it: 'hi' → 'Hindi'; the code when unknown. */
export function languageName(code: string): string {
  try {
    const name = languageNames?.of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** A show date as 'Thu 1 May'. */
function dateLabel(date: string): string {
  return `${formatWeekday(date)} ${formatDateButton(date)}`.trim();
}

/** The choices, plus the current value when a shared link names one no longer offered. */
function withCurrent(values: readonly string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : [...values];
}

interface Props {
  filters: MovieFilters;
  onChange(key: FilterKey, value: string, options?: { replace?: boolean }): void;
  onClear(): void;
}

/** The search field, the genre, language and date filters and the order of /movies. */
export function MovieFiltersBar({ filters, onChange, onClear }: Props) {
  const { data } = useQuery(MovieFilterOptionsQuery);
  const options = data?.movieFilterOptions;
  const commitText = useCallback((text: string) => onChange('q', text, { replace: true }), [onChange]);
  const [text, setText] = useCommittedText(filters.q, commitText, FILTER_TEXT_DELAY_MS);
  const searchId = useId();

  return (
    <form
      role="search"
      aria-label="Filter movies"
      onSubmit={(e) => e.preventDefault()}
      className="mb-8 flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
        <label htmlFor={searchId} className="text-zinc-300">
          Search
        </label>
        <div className="relative">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 z-10 h-4 w-4 -translate-y-1/2 text-zinc-300" />
          <input
            id={searchId}
            type="search"
            placeholder="Titles and cast"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="w-full rounded-md border border-zinc-700 bg-zinc-900 py-2 pr-3 pl-9 text-white placeholder:text-zinc-400 focus:border-primary focus:outline-none"
          />
        </div>
      </div>
      <Select label="Genre" value={filters.genre} onChange={(v) => onChange('genre', v)}>
        <option value="">All genres</option>
        {withCurrent(options?.genres ?? [], filters.genre).map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </Select>
      <Select label="Language" value={filters.language} onChange={(v) => onChange('language', v)}>
        <option value="">All languages</option>
        {withCurrent(options?.languages ?? [], filters.language).map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </Select>
      <Select label="Format" value={filters.format} onChange={(v) => onChange('format', v)}>
        <option value="">All formats</option>
        {withCurrent(options?.formats ?? [], filters.format).map((f) => (
          <option key={f} value={f}>
            {formatName(f)}
          </option>
        ))}
      </Select>
      <Select label="Date" value={filters.date} onChange={(v) => onChange('date', v)}>
        <option value="">Any date</option>
        {withCurrent(options?.dates ?? [], filters.date).map((d) => (
          <option key={d} value={d}>
            {dateLabel(d)}
          </option>
        ))}
      </Select>
      <Select label="Sort by" value={filters.sort} onChange={(v) => onChange('sort', v)}>
        {SORTS.filter((s) => s.value !== 'RELEVANCE' || filters.q).map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Select>
      {filters.filtered && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onClear();
          }}
          className="rounded-md border border-zinc-700 px-4 py-2 text-sm text-zinc-200 transition hover:border-primary hover:text-white"
        >
          Clear filters
        </button>
      )}
    </form>
  );
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange(v: string): void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="text-zinc-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2 text-white focus:border-primary focus:outline-none"
      >
        {children}
      </select>
    </div>
  );
}
