import { useId, useRef } from 'react';
import { SearchIcon, XIcon } from 'lucide-react';
import { SearchPopup } from './search-popup';
import { SEARCH_DELAY_MS, useSearchCombobox } from './use-search-combobox';

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
