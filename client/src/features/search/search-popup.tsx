import { PosterImage } from '../../components/poster-image';
import { joinGenres, releaseYear } from '../../lib/format';

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
export function SearchPopup({ show, listboxId, optionId, movies, text, active, onHover, onChoose }: PopupProps) {
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
