import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MovieFilter, MovieSort, ShowFormat } from '../../gql/graphql';
import { SHOW_FORMATS } from '../../lib/versions';

/** The query-string keys of /movies: shareable, and back and forward replay them. */
export type FilterKey = 'q' | 'genre' | 'language' | 'format' | 'date' | 'sort';

export const SORTS: ReadonlyArray<{ value: MovieSort; label: string }> = [
  { value: 'RELEVANCE', label: 'Best match' },
  { value: 'SOONEST_SHOW', label: 'Soonest show' },
  { value: 'RATING', label: 'Rating' },
  { value: 'NEWEST', label: 'Newest' },
];

export interface MovieFilters {
  q: string;
  genre: string;
  language: string;
  /** A ShowFormat (IMAX_2D), or '' for any. */
  format: string;
  date: string;
  /** The chosen order, or the default: best match with a search, soonest show without. */
  sort: MovieSort;
  /** Whether anything narrows the list (the order does not). */
  filtered: boolean;
  /** The movies query's variables: none at all without a filter, so the query is the plain one. */
  variables: { filter?: MovieFilter; sort?: MovieSort };
}

function isSort(v: string | null): v is MovieSort {
  return SORTS.some((s) => s.value === v);
}

/** Reads the filters of /movies from the URL. */
export function readFilters(params: URLSearchParams): MovieFilters {
  const get = (k: FilterKey) => params.get(k)?.trim() ?? '';
  const q = get('q');
  const raw = params.get('sort');
  const fallback: MovieSort = q ? 'RELEVANCE' : 'SOONEST_SHOW';
  // Best match means nothing without a search.
  const sort = isSort(raw) && (raw !== 'RELEVANCE' || q) ? raw : fallback;
  // A format the schema does not know would fail the whole query: ignored.
  const format = SHOW_FORMATS.includes(get('format')) ? get('format') : '';
  const f = { q, genre: get('genre'), language: get('language'), format, date: get('date') };
  const filter: MovieFilter = {};
  if (f.q) filter.search = f.q;
  if (f.genre) filter.genre = f.genre;
  if (f.language) filter.language = f.language;
  if (f.format) filter.format = f.format as ShowFormat;
  if (f.date) filter.date = f.date;
  const filtered = Object.keys(filter).length > 0;
  const variables: MovieFilters['variables'] = {};
  if (filtered) variables.filter = filter;
  if (sort !== fallback) variables.sort = sort;
  return { ...f, sort, filtered, variables };
}

/**
 * The filters of /movies, kept in the query string. Each choice is a new
 * history entry, so back and forward step through them; typing in the
 * search field replaces the entry instead of adding one per pause. A
 * value equal to the default is left out of the URL.
 */
export function useMovieFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const set = useCallback(
    (key: FilterKey, value: string, { replace = false } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const v = value.trim();
          if (v) next.set(key, v);
          else next.delete(key);
          // A sort equal to the default (which depends on the search) is left out.
          const r = readFilters(next);
          if (next.has('sort') && r.sort === (r.q ? 'RELEVANCE' : 'SOONEST_SHOW')) next.delete('sort');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, set, clear };
}

/**
 * The text of a search field whose value lives in the URL: shown at once
 * as typed, committed once typing pauses, and replaced when the URL
 * changes from elsewhere (back, forward, the navbar search).
 */
export function useCommittedText(value: string, commit: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return;
    const t = window.setTimeout(() => {
      committed.current = next;
      commit(next);
    }, delayMs);
    return () => window.clearTimeout(t);
  }, [text, commit, delayMs]);

  return [text, setText] as const;
}
