import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CheckIcon, DeleteIcon, StarIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { PosterImage } from '../../components/poster-image';
import { Spinner } from '../../components/spinner';
import { hasErrorCode, serverMessage } from '../../lib/errors';
import { formatRating, formatReleaseDate, formatShowTime, formatVoteCount } from '../../lib/format';
import { useAdminQueryError } from './admin-errors';
import { AdminTitle } from './admin-title';
import { addShowTime, nowInZone, removeShowTime, toShowsInput, type ShowTimes } from './show-times';
import { Button } from '../../components/button';

const AdminNowPlayingQuery = graphql(`
  query AdminNowPlaying {
    nowPlaying {
      id
      title
      posterUrl
      voteAverage
      voteCount
      releaseDate
    }
  }
`);

const AddShowsMutation = graphql(`
  mutation AddShows($movieId: ID!, $showsInput: [ShowsInput!]!, $showPrice: Float) {
    addShows(movieId: $movieId, showsInput: $showsInput, showPrice: $showPrice) {
      id
    }
  }
`);

export function AddShowsPage() {
  const { config } = useRuntimeConfig();
  const { data, loading, error } = useQuery(AdminNowPlayingQuery);
  useAdminQueryError(error, {
    signedOut: 'Please sign in to view the movies.',
    failed: 'Failed to fetch movies.',
  });
  const [addShows] = useMutation(AddShowsMutation);

  const [movieId, setMovieId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [picker, setPicker] = useState('');
  const [times, setTimes] = useState<ShowTimes>({});
  const [adding, setAdding] = useState(false);
  const priceId = useId();
  const pickerId = useId();

  const dates = Object.keys(times).sort();

  const addTime = () => {
    setTimes((current) => addShowTime(current, picker));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const showsInput = toShowsInput(times);
    if (!movieId || showsInput.length === 0 || price.trim() === '') {
      toast.error('Missing required fields');
      return;
    }
    const showPrice = Number(price);
    if (!Number.isFinite(showPrice) || showPrice < 0) {
      toast.error('Show price must be 0 or more.');
      return;
    }
    setAdding(true);
    try {
      await addShows({
        variables: { movieId, showsInput, showPrice },
        update: (cache) => {
          for (const fieldName of ['allShows', 'dashboard', 'movies', 'shows']) {
            cache.evict({ id: 'ROOT_QUERY', fieldName });
          }
          cache.evict({ id: cache.identify({ __typename: 'Movie', id: movieId }), fieldName: 'showTimes' });
          cache.gc();
        },
      });
      toast.success('Show added successfully');
      setTimes({});
      setPrice('');
      setPicker('');
    } catch (err) {
      console.error('Adding shows failed:', err);
      toast.error(hasErrorCode(err, 'BAD_USER_INPUT') ? (serverMessage(err) ?? 'Failed to add show') : 'Failed to add show');
    } finally {
      setAdding(false);
    }
  };

  const movies = data?.nowPlaying ?? [];

  return (
    <>
      <AdminTitle text="Add Shows" />
      {loading && !data ? (
        <Spinner className="h-[60vh]" />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="max-w-5xl">
          <h2 className="mt-10 text-lg font-medium">Now Playing Movies</h2>
          {movies.length === 0 ? (
            <p className="mt-4 text-zinc-400">No movies to schedule right now.</p>
          ) : (
            <div role="group" aria-label="Now playing movies" className="no-scrollbar mt-4 flex gap-4 overflow-x-auto pb-4">
              {movies.map((movie) => {
                const chosen = movie.id === movieId;
                return (
                  <button
                    key={movie.id}
                    type="button"
                    aria-pressed={chosen}
                    aria-label={movie.title}
                    onClick={() => setMovieId(movie.id)}
                    className="relative w-36 shrink-0 text-left transition duration-300 hover:-translate-y-1 md:w-40"
                  >
                    <div className="relative overflow-hidden rounded-lg">
                      <PosterImage src={movie.posterUrl} alt="" className="aspect-[2/3] w-full object-cover brightness-90" />
                      <div className="absolute bottom-0 left-0 flex w-full items-center justify-between bg-black/70 p-2 text-sm">
                        <span className="flex items-center gap-1 text-zinc-300">
                          <StarIcon aria-hidden="true" className="h-4 w-4 fill-primary text-primary" />
                          {formatRating(movie.voteAverage)}
                        </span>
                        <span className="text-zinc-300">{formatVoteCount(movie.voteCount)} Votes</span>
                      </div>
                    </div>
                    {chosen && (
                      <span aria-hidden="true" className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded bg-primary">
                        <CheckIcon className="h-4 w-4 text-white" strokeWidth={2.5} />
                      </span>
                    )}
                    <span className="mt-2 block truncate font-medium">{movie.title}</span>
                    <span className="block text-sm text-zinc-400">{formatReleaseDate(movie.releaseDate)}</span>
                  </button>
                );
              })}
            </div>
          )}

          <div className="mt-8">
            <label htmlFor={priceId} className="mb-2 block text-sm font-medium">
              Show Price
            </label>
            <div className="inline-flex items-center gap-2 rounded-md border border-zinc-600 px-3 py-2">
              <span aria-hidden="true" className="text-sm text-zinc-400">₹</span>
              <input
                id={priceId}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                placeholder="Enter show price"
                className="bg-transparent outline-none"
              />
            </div>
          </div>

          <div className="mt-6">
            <label htmlFor={pickerId} className="mb-2 block text-sm font-medium">
              Select Date and Time
            </label>
            <div className="inline-flex flex-wrap items-center gap-3 rounded-lg border border-zinc-600 p-1 pl-3">
              <input
                id={pickerId}
                type="datetime-local"
                value={picker}
                min={nowInZone(config.theatreTimeZone) || undefined}
                onChange={(e) => setPicker(e.target.value)}
                className="rounded-md bg-transparent outline-none [color-scheme:dark]"
              />
              <button
                type="button"
                onClick={addTime}
                className="rounded-lg bg-primary/80 px-3 py-2 text-sm transition hover:bg-primary"
              >
                Add Time
              </button>
            </div>
            <p className="mt-1 text-xs text-zinc-500">Times are in the theatre's time zone ({config.theatreTimeZone}).</p>
          </div>

          {dates.length > 0 && (
            <section aria-labelledby="selected-times-heading" className="mt-6">
              <h2 id="selected-times-heading" className="mb-2 font-medium">
                Selected Show Times
              </h2>
              <ul className="space-y-3">
                {dates.map((date) => (
                  <li key={date} data-testid={`show-date-${date}`}>
                    <p className="font-medium">{date}</p>
                    <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                      {times[date].map((time) => (
                        <li key={time} className="flex items-center gap-2 rounded border border-primary px-2 py-1">
                          <span>{formatShowTime(time)}</span>
                          <button
                            type="button"
                            aria-label={`Remove ${formatShowTime(time)} on ${date}`}
                            onClick={() => setTimes((current) => removeShowTime(current, date, time))}
                            className="text-red-400 hover:text-red-600"
                          >
                            <DeleteIcon aria-hidden="true" className="h-4 w-4" />
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <Button
            type="submit"
            disabled={adding}
            shape="rounded"
            className="mt-8"
          >
            {adding ? 'Adding...' : 'Add Shows'}
          </Button>
        </form>
      )}
    </>
  );
}
