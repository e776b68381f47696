import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

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
export function useSearchCombobox(delayMs: number, inputRef: RefObject<HTMLInputElement | null>) {
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
