import { CheckIcon, StarIcon } from 'lucide-react';
import { PosterImage } from '../../../components/poster-image';
import { formatRating, formatReleaseDate, formatVoteCount } from '../../../lib/format';

interface PickerMovie {
  id: string;
  title: string;
  posterUrl?: string | null;
  voteAverage: number;
  voteCount: number;
  releaseDate: string;
}

/** The now-playing posters; one can be chosen. */
export function MoviePicker({ movies, value, onChange }: { movies: readonly PickerMovie[]; value: string | null; onChange: (id: string) => void }) {
  if (movies.length === 0) return <p className="mt-4 text-zinc-400">No movies to schedule right now.</p>;
  return (
    <div role="group" aria-label="Now playing movies" className="no-scrollbar mt-4 flex gap-4 overflow-x-auto pb-4">
      {movies.map((movie) => {
        const chosen = movie.id === value;
        // The button is named by the title it shows; rating, votes and date
        // sit beside it (over the poster, below the title) and describe it.
        const details = `movie-${movie.id}-details`;
        return (
          <div key={movie.id} className="relative w-36 shrink-0 transition duration-300 hover:-translate-y-1 md:w-40">
            <button
              type="button"
              aria-pressed={chosen}
              aria-describedby={details}
              onClick={() => onChange(movie.id)}
              className="block w-full text-left"
            >
              <PosterImage src={movie.posterUrl} alt="" className="aspect-[2/3] w-full rounded-lg object-cover brightness-90" />
              {chosen && (
                <span aria-hidden="true" className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded bg-primary">
                  <CheckIcon className="h-4 w-4 text-white" strokeWidth={2.5} />
                </span>
              )}
              <span className="mt-2 block truncate font-medium">{movie.title}</span>
            </button>
            <div id={details}>
              <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[2/3] items-end overflow-hidden rounded-lg">
                <p className="flex w-full items-center justify-between bg-black/70 p-2 text-sm text-zinc-300">
                  <span className="flex items-center gap-1">
                    <StarIcon aria-hidden="true" className="h-4 w-4 fill-primary text-primary" />
                    {formatRating(movie.voteAverage)}
                  </span>
                  <span>{formatVoteCount(movie.voteCount)} Votes</span>
                </p>
              </div>
              <p className="text-sm text-zinc-400">{formatReleaseDate(movie.releaseDate)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
