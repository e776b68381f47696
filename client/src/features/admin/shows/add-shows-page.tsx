import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/button';
import { hasErrorCode, serverMessage } from '../../../lib/errors';
import { formatShowDate, formatShowTime, formatZonedShowTime } from '../../../lib/format';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { CategoryPrices, toCategoryPrices, type PriceDraft } from './category-prices';
import { MoviePicker } from './movie-picker';
import { addShowTime, closeTimes, nowInZone, removeShowTime, toShowsInput, type ShowTimes } from './show-times';
import { CinemaSelect, ScreenSelect, useVenues } from '../shared/venue-picker';
import { emptyVersion, toVersionInput, VersionFields, type VersionDraft } from './version-fields';
import { useScreenFormats } from './use-screen-formats';

/** Errors whose message the server writes for the admin: shown as it is. */
const SHOWN_CODES = ['BAD_USER_INPUT', 'SCREEN_BUSY', 'PRICE_CARD_TIE'];

const AdminNowPlayingQuery = graphql(`
  query AdminNowPlaying {
    nowPlaying {
      id
      title
      posterUrl
      voteAverage
      voteCount
      releaseDate
      runtime
      originalLanguage
    }
  }
`);

const ScheduleShowsMutation = graphql(`
  mutation ScheduleShows(
    $screenId: ID!
    $movieId: ID!
    $showsInput: [ShowsInput!]!
    $prices: [CategoryPriceInput!]
    $version: ShowVersionInput
    $maxSeats: Int
  ) {
    scheduleShows(
      screenId: $screenId
      movieId: $movieId
      showsInput: $showsInput
      prices: $prices
      version: $version
      maxSeats: $maxSeats
    ) {
      id
    }
  }
`);

/** The spec's limit on seats per booking, which a show keeps unless the admin sets 1 to 10. */
const DEFAULT_MAX_SEATS = 5;

export function AddShowsPage() {
  const { data, loading, error } = useQuery(AdminNowPlayingQuery);
  useAdminQueryError(error, { signedOut: 'Please sign in to view the movies.', failed: 'Failed to fetch movies.' });
  const venues = useVenues();
  const [scheduleShows] = useMutation(ScheduleShowsMutation);

  const [movieId, setMovieId] = useState<string | null>(null);
  const [cinemaId, setCinemaId] = useState('');
  const [screenId, setScreenId] = useState('');
  const [prices, setPrices] = useState<PriceDraft>({});
  const [useCards, setUseCards] = useState(false);
  const [version, setVersion] = useState<VersionDraft>(emptyVersion);
  const [maxSeats, setMaxSeats] = useState(String(DEFAULT_MAX_SEATS));
  const maxSeatsId = useId();
  const [picker, setPicker] = useState('');
  const [times, setTimes] = useState<ShowTimes>({});
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState('');
  const pickerId = useId();
  const cinema = venues.cinemas.find((c) => c.id === cinemaId);
  const screen = cinema?.screens.find((s) => s.id === screenId);
  const categories = screen?.layout.categories ?? [];
  const formats = useScreenFormats(screenId);
  const movie = data?.nowPlaying.find((m) => m.id === movieId);
  const timeZone = cinema?.timeZone ?? '';
  const dates = Object.keys(times).sort();
  const needs = movie && cinema ? movie.runtime + cinema.cleaningBufferMinutes : 0;
  const clashes = needs > 0 ? closeTimes(times, needs) : [];
  // A new screen or movie starts from the screen's first format and the movie's own language.
  const pickScreen = (id: string) => {
    setScreenId(id);
    setPrices({});
  };
  // Once the screen's formats are known, keep the chosen format if it plays there, else its first.
  useEffect(() => {
    if (formats) setVersion((v) => (formats.includes(v.format as never) ? v : { ...v, format: formats[0] ?? '' }));
  }, [formats]);
  const pickMovie = (id: string) => {
    setMovieId(id);
    const lang = data?.nowPlaying.find((m) => m.id === id)?.originalLanguage;
    if (lang) setVersion((v) => ({ ...v, language: lang }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('');
    const showsInput = toShowsInput(times);
    const priced = toCategoryPrices(categories, prices, useCards);
    const versionInput = toVersionInput(version);
    const seatsPerBooking = Number(maxSeats);
    if (!Number.isInteger(seatsPerBooking) || seatsPerBooking < 1 || seatsPerBooking > 10) {
      toast.error('Max seats per booking must be between 1 and 10');
      return;
    }
    if (!movieId || !screen || !versionInput || showsInput.length === 0 || 'problem' in priced) {
      toast.error(!('problem' in priced) || priced.problem === 'missing' ? 'Missing required fields' : 'Prices must be 0 or more.');
      return;
    }
    setAdding(true);
    try {
      await scheduleShows({
        // With price cards and no price typed, prices stay out: the cards price every category.
        variables: {
          screenId: screen.id,
          movieId,
          showsInput,
          version: versionInput,
          ...(priced.prices.length > 0 ? { prices: priced.prices } : {}),
          // Left out, the server uses the spec's 5.
          ...(seatsPerBooking !== DEFAULT_MAX_SEATS ? { maxSeats: seatsPerBooking } : {}),
        },
        update: (cache) => {
          for (const fieldName of ['allShows', 'dashboard', 'movies', 'shows', 'showsByDate', 'timeline']) cache.evict({ id: 'ROOT_QUERY', fieldName });
          cache.evict({ id: cache.identify({ __typename: 'Movie', id: movieId }), fieldName: 'showTimes' });
          cache.gc();
        },
      });
      toast.success('Show added successfully');
      setTimes({});
      setPrices({});
      setPicker('');
    } catch (err) {
      console.error('Adding shows failed:', err);
      if (hasErrorCode(err, 'SCREEN_BUSY')) setBusy(serverMessage(err) ?? 'The screen is busy at one of these times.');
      const shown = SHOWN_CODES.some((code) => hasErrorCode(err, code));
      toast.error(shown ? (serverMessage(err) ?? 'Failed to add show') : 'Failed to add show');
    } finally {
      setAdding(false);
    }
  };
  return (
    <>
      <AdminTitle text="Add Shows" />
      {(loading && !data) || venues.loading ? (
        <Spinner className="h-[60vh]" />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="max-w-5xl">
          <h2 className="mt-10 text-lg font-medium">Now Playing Movies</h2>
          <MoviePicker movies={data?.nowPlaying ?? []} value={movieId} onChange={pickMovie} />

          <div className="mt-8 flex flex-wrap gap-4">
            <CinemaSelect cinemas={venues.cinemas} value={cinemaId} onChange={(id) => { setCinemaId(id); setScreenId(''); setPrices({}); }} />
            <ScreenSelect screens={cinema?.screens ?? []} value={screenId} onChange={pickScreen} />
          </div>
          {screen && <VersionFields formats={formats ?? []} value={version} onChange={setVersion} />}
          {screen && (
            <div className="mt-6">
              <label htmlFor={maxSeatsId} className="mb-2 block text-sm font-medium">
                Max seats per booking
              </label>
              <input id={maxSeatsId} type="number" min={1} max={10} step={1} value={maxSeats}
                onChange={(e) => setMaxSeats(e.target.value)}
                className="w-24 rounded-md border border-zinc-600 bg-transparent px-3 py-2 outline-none" />
            </div>
          )}
          {screen && (
            <label className="mt-6 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={useCards} onChange={(e) => setUseCards(e.target.checked)} className="h-4 w-4 accent-primary" />
              Use price cards
            </label>
          )}
          {screen && <CategoryPrices categories={categories} value={prices} onChange={setPrices} optional={useCards} />}

          <div className="mt-6">
            <label htmlFor={pickerId} className="mb-2 block text-sm font-medium">
              Select Date and Time
            </label>
            <div className="inline-flex flex-wrap items-center gap-3 rounded-lg border border-zinc-600 p-1 pl-3">
              <input id={pickerId} type="datetime-local" value={picker} min={(timeZone && nowInZone(timeZone)) || undefined}
                onChange={(e) => setPicker(e.target.value)} className="rounded-md bg-transparent outline-none [color-scheme:dark]" />
              <button type="button" onClick={() => setTimes((t) => addShowTime(t, picker))}
                className="rounded-lg bg-primary-dull px-3 py-2 text-sm transition hover:bg-primary-deep">
                Add Time
              </button>
            </div>
            <p className="mt-1 text-xs text-zinc-400">
              {cinema ? `Times are in ${cinema.name}'s time zone (${cinema.timeZone}).` : "Times are in the chosen cinema's time zone."}
            </p>
          </div>

          {dates.length > 0 && (
            <section aria-labelledby="selected-times-heading" className="mt-6">
              <h2 id="selected-times-heading" className="mb-2 font-medium">Selected Show Times</h2>
              <ul className="space-y-3">
                {dates.map((date) => (
                  <li key={date} data-testid={`show-date-${date}`}>
                    <p className="font-medium">{formatShowDate(date)}</p>
                    <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                      {times[date].map((time) => (
                        <li key={time} className="flex items-center gap-2 rounded border border-primary px-2 py-1">
                          <span>{formatZonedShowTime(date, time, timeZone)}</span>
                          <button type="button" aria-label={`Remove ${formatShowTime(time)} on ${date}`}
                            onClick={() => setTimes((current) => removeShowTime(current, date, time))} className="text-red-400 hover:text-red-600">
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

          {clashes.length > 0 && movie && cinema && (
            <div role="status" className="mt-4 rounded border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-200">
              <p>
                These times overlap on one screen: a show needs {movie.runtime} min ({movie.title}) + {cinema.cleaningBufferMinutes} min cleaning.
              </p>
              <ul className="mt-1 list-disc pl-5">
                {clashes.map((c) => (
                  <li key={c.second}>{c.first} and {c.second} are {c.minutesApart} min apart</li>
                ))}
              </ul>
            </div>
          )}
          {busy && (
            <p role="alert" className="mt-4 rounded border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
              Screen busy: {busy}
            </p>
          )}

          <Button type="submit" disabled={adding} shape="rounded" className="mt-8">
            {adding ? 'Adding...' : 'Add Shows'}
          </Button>
        </form>
      )}
    </>
  );
}
