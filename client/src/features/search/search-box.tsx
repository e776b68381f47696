import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { SearchIcon, XIcon } from 'lucide-react';
import { graphql } from '../../gql';
import { PosterImage } from '../../components/poster-image';
import { joinGenres, releaseYear } from '../../lib/format';

const SearchBoxQuery = graphql(`
  query SearchBox($search: String!) {
    movies(filter: { search: $search }, limit: 6) {
      id
      title
      posterUrl
      releaseDate
      genreNames
    }
  }
`);

/** Searching starts at this many characters: one letter matches half the catalogue. */
export const MIN_SEARCH_LENGTH = 2;
/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 250;

/** Where the full results of a search are listed. */
export function resultsPath(text: string): string {
  return `/movies?${new URLSearchParams({ q: text.trim() })}`;
}

/**
 * The navbar's movie search (titles and cast), as a combobox with a list
 * popup (the WAI-ARIA APG pattern): results appear as you type; Arrow
 * Down and Arrow Up move through them (wrapping), Enter opens the chosen
 * one or, with none chosen, the full results page; Escape closes the list,
 * and a second Escape clears the box. The last option is "See all
 * results". Below the xl width the box hides behind a search button,
 * leaving the navbar room for its links.
 */
export function SearchBox({ delayMs = SEARCH_DELAY_MS }: { delayMs?: number }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const { text, setText, trimmed, movies, settled, popup, active, setActive, expanded, setExpanded, setOpen, close, choose, onKeyDown } =
    useSearchCombobox(delayMs, inputRef);

  const optionId = (i: number) => `${listboxId}-option-${i}`;

  return (
    <div className="flex items-center">
      <button
        type="button"
        aria-label="Search movies"
        aria-expanded={expanded}
        onClick={() => setExpanded((v) => !v)}
        className="xl:hidden"
      >
        <SearchIcon aria-hidden="true" className="h-6 w-6" />
      </button>
      <div
        className={[
          'xl:relative xl:w-56 2xl:w-64',
          expanded ? 'max-xl:absolute max-xl:inset-x-4 max-xl:top-full md:max-xl:inset-x-16' : 'max-xl:hidden',
        ].join(' ')}
      >
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 z-10 h-4 w-4 -translate-y-1/2 text-zinc-300" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label="Search movies by title or cast"
          aria-autocomplete="list"
          aria-expanded={popup}
          aria-controls={listboxId}
          aria-activedescendant={popup && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search movies, cast"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="w-full rounded-full border border-zinc-300/20 bg-zinc-900/90 py-2 pr-8 pl-9 text-sm text-white placeholder:text-zinc-300 focus:border-primary focus:outline-none xl:bg-white/10 xl:backdrop-blur"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-3 -translate-y-1/2 text-zinc-300 hover:text-white"
          >
            <XIcon aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
        <SearchPopup
          show={popup}
          listboxId={listboxId}
          optionId={optionId}
          movies={movies}
          text={trimmed}
          active={active}
          onHover={setActive}
          onChoose={choose}
        />
        <p aria-live="polite" className="sr-only">
          {popup && settled ? (movies.length === 0 ? 'No movies found' : `${movies.length} movies found`) : ''}
        </p>
      </div>
    </div>
  );
}

/**
 * What the box has found: the text is searched once typing pauses for
 * delayMs, and only from MIN_SEARCH_LENGTH characters.
 */
function useMovieSearch(text: string, delayMs: number) {
  const [term, setTerm] = useState('');
  const trimmed = text.trim();
  useEffect(() => {
    const t = window.setTimeout(() => setTerm(trimmed), delayMs);
    return () => window.clearTimeout(t);
  }, [trimmed, delayMs]);

  const searching = term.length >= MIN_SEARCH_LENGTH;
  const { data, previousData } = useQuery(SearchBoxQuery, { variables: { search: term }, skip: !searching });
  // Until the answer for what is typed now arrives, the list may be the
  // previous word's; it is still what the options are.
  const movies = searching ? ((data ?? previousData)?.movies ?? []) : [];
  const settled = searching && data !== undefined && term === trimmed;
  return { trimmed, movies, settled, reset: () => setTerm('') };
}

/** The active option after an arrow key: wraps at both ends; from none, Down is the first and Up the last. */
function stepActive(i: number, step: 1 | -1, count: number): number {
  if (i < 0) return step > 0 ? 0 : count - 1;
  return (i + step + count) % count;
}

/** The combobox's state and keyboard: which option is active, whether the list shows, where a choice leads. */
function useSearchCombobox(delayMs: number, inputRef: RefObject<HTMLInputElement | null>) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const navigate = useNavigate();
  const { trimmed, movies, settled, reset } = useMovieSearch(text, delayMs);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded, inputRef]);

  const popup = open && trimmed.length >= MIN_SEARCH_LENGTH && (movies.length > 0 || settled);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const path = index >= 0 && index < movies.length ? `/movies/${movies[index].id}` : trimmed ? resultsPath(trimmed) : null;
    if (!path) return;
    navigate(path);
    window.scrollTo(0, 0);
    setText('');
    reset();
    close();
    setExpanded(false);
    inputRef.current?.blur();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && trimmed.length >= MIN_SEARCH_LENGTH) {
      e.preventDefault();
      setOpen(true);
      // The movies, then "See all results".
      setActive((i) => stepActive(i, e.key === 'ArrowDown' ? 1 : -1, movies.length + 1));
    } else if (e.key === 'Enter' && trimmed) {
      e.preventDefault();
      choose(popup ? active : -1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (popup) close();
      else if (text) setText('');
      else setExpanded(false);
    } else if (e.key === 'Tab') {
      close();
    }
  };
  return { text, setText, trimmed, movies, settled, popup, active, setActive, expanded, setExpanded, setOpen, close, choose, onKeyDown };
}

interface PopupProps {
  show: boolean;
  listboxId: string;
  optionId(i: number): string;
  movies: ReadonlyArray<{ id: string; title: string; posterUrl: string | null; releaseDate: string; genreNames: string[] }>;
  text: string;
  active: number;
  onHover(i: number): void;
  onChoose(i: number): void;
}

/**
 * The results under the box. Options are never focused (the input keeps
 * focus, aria-activedescendant names the active one); a press is kept
 * from blurring the input so the click lands.
 */
function SearchPopup({ show, listboxId, optionId, movies, text, active, onHover, onChoose }: PopupProps) {
  const optionClass = (i: number) =>
    `flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 ${i === active ? 'bg-zinc-800 text-white' : 'text-zinc-200'}`;
  const all = movies.length;
  return (
    <div
      hidden={!show}
      className="absolute top-full right-0 z-50 mt-2 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-lg border border-zinc-700 bg-zinc-900 p-1 shadow-xl"
    >
      {movies.length === 0 && <p className="px-3 py-2 text-sm text-zinc-300">No movies match “{text}”.</p>}
      <ul id={listboxId} role="listbox" aria-label="Movies found">
        {movies.map((m, i) => (
          <li
            key={m.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => onHover(i)}
            onClick={() => onChoose(i)}
            className={optionClass(i)}
          >
            <PosterImage src={m.posterUrl} alt="" className="h-14 w-10 flex-none rounded object-cover" />
            <span className="min-w-0">
              <span className="block truncate font-medium">{m.title}</span>
              <span className="block truncate text-xs text-zinc-300">
                {[releaseYear(m.releaseDate), joinGenres(m.genreNames)].filter(Boolean).join(' · ')}
              </span>
            </span>
          </li>
        ))}
        <li
          id={optionId(all)}
          role="option"
          aria-selected={active === all}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(all)}
          onClick={() => onChoose(all)}
          className={`${optionClass(all)} justify-center text-sm font-medium`}
        >
          See all results for “{text}”
        </li>
      </ul>
    </div>
  );
}
