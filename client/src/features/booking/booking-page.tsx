import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ClockIcon } from 'lucide-react';
import { graphql } from '../../gql';
import type { ShowFormat } from '../../gql/graphql';
import { Backdrop } from '../../components/backdrop';
import { CertificateBadge } from '../../components/certificate-badge';
import { PosterImage } from '../../components/poster-image';
import { Spinner } from '../../components/spinner';
import { formatRuntime } from '../../lib/format';
import { useCity } from '../../lib/city';
import { formatName, languageName, SHOW_FORMATS } from '../../lib/versions';
import { CinemaShowTimes } from './cinema-show-times';
import { CityPicker } from './city-picker';
import { DatePicker } from './date-picker';
import { ButtonLink } from '../../components/button';
import { WaitingRoomGate } from './waiting-room-gate';

const BookingPageQuery = graphql(`
  query BookingPage($id: ID!) {
    movie(id: $id) {
      id
      title
      posterUrl
      backdropUrl
      genreNames
      runtime
      certificate
      versions {
        format
        language
      }
      showTimes {
        date
        times {
          showId
          cinemaCity
          format
          language
        }
      }
    }
  }
`);

const sameCity = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Chips choosing one value of a list, or all of them ("All"). */
function FilterChips<T extends string>({
  label,
  options,
  chosen,
  onChoose,
  name,
}: {
  label: string;
  options: readonly T[];
  chosen: T | null;
  onChoose(value: T | null): void;
  name(value: T): string;
}) {
  const chip = (selected: boolean) =>
    `rounded-full border px-3 py-1 text-sm transition ${
      selected ? 'border-primary bg-primary-dull text-white' : 'border-zinc-600 hover:bg-zinc-800'
    }`;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm text-zinc-400">{label}</span>
      <button type="button" aria-pressed={chosen === null} onClick={() => onChoose(null)} className={chip(chosen === null)}>
        All
      </button>
      {options.map((o) => (
        <button key={o} type="button" aria-pressed={chosen === o} onClick={() => onChoose(o)} className={chip(chosen === o)}>
          {name(o)}
        </button>
      ))}
    </div>
  );
}

/**
 * /booking/{id}: the movie, the site-wide city, the language and format,
 * the dates that have a show for those, and for the chosen date every
 * cinema with its times by version; a time leads straight to its seat map.
 */
export function BookingPage() {
  const { id = '' } = useParams();
  return (
    <WaitingRoomGate movieId={id}>
      <MovieShowTimes id={id} />
    </WaitingRoomGate>
  );
}

function MovieShowTimes({ id }: { id: string }) {
  const [city, setCity] = useCity();
  const [chosenDate, setDate] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [format, setFormat] = useState<ShowFormat | null>(null);
  const { data, error } = useQuery(BookingPageQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  useEffect(() => {
    if (error) console.error('Movie not found', error);
  }, [error]);

  const movie = data?.movie;
  const ready = movie && Array.isArray(movie.showTimes);

  const view = useMemo(() => {
    const showTimes = movie?.showTimes ?? [];
    const versions = movie?.versions ?? [];
    const languages = [...new Set(versions.map((v) => v.language))];
    const formats = SHOW_FORMATS.filter((f) => versions.some((v) => v.format === f)) as ShowFormat[];
    const allCities = [...new Set(showTimes.flatMap((d) => d.times.map((t) => t.cinemaCity)))].sort();
    const inCity = (c: string) => !city || sameCity(c, city);
    // Only dates with a show the visitor can book: in their city, in the chosen version.
    const dates = showTimes
      .filter((d) =>
        d.times.some(
          (t) => inCity(t.cinemaCity) && (!language || t.language === language) && (!format || t.format === format),
        ),
      )
      .map((d) => d.date);
    const noneInCity = Boolean(city) && allCities.length > 0 && !allCities.some((c) => inCity(c));
    return { languages, formats, dates, noneInCity, otherCities: allCities.filter((c) => !inCity(c)) };
  }, [movie, city, language, format]);

  // The chosen date, while it still has a show; else the first that has.
  const date = chosenDate && view.dates.includes(chosenDate) ? chosenDate : (view.dates[0] ?? null);

  const empty =
    movie && movie.showTimes.length === 0 ? (
      <p>No shows are scheduled for this movie yet.</p>
    ) : view.noneInCity && city ? (
      <div data-testid="no-show-in-city">
        <p>
          {movie?.title} has no shows in {city}.
        </p>
        <p className="mt-3 text-sm">Showing in:</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {view.otherCities.map((c) => (
            <button
              key={c}
              type="button"
              onClick={() => setCity(c)}
              className="rounded-full border border-primary/70 px-3 py-1 text-sm text-white hover:bg-primary/20"
            >
              {c}
            </button>
          ))}
        </div>
      </div>
    ) : (
      <p>No shows in this language and format{city ? ` in ${city}` : ''}. Try another.</p>
    );

  return (
    <div className="relative min-h-[80vh]">
      {ready && <Backdrop src={movie.backdropUrl} />}
      <div className="px-6 pt-30 md:px-16 md:pt-40 lg:px-40">
        <h1 className="text-2xl font-semibold">Grab Tickets Now !</h1>
        {ready ? (
          <>
            <div className="mt-8 flex items-center gap-5">
              <PosterImage
                src={movie.posterUrl}
                alt={movie.title}
                loading="eager"
                className="h-36 w-24 rounded-lg object-cover md:h-48 md:w-32"
              />
              <div className="flex flex-col gap-2">
                <div className="flex items-center gap-2">
                  <h2 className="text-xl font-semibold md:text-3xl">{movie.title}</h2>
                  <CertificateBadge certificate={movie.certificate} />
                </div>
                <p className="text-zinc-300">{movie.genreNames.join(' | ')}</p>
                <p className="flex items-center gap-1 text-zinc-400">
                  <ClockIcon aria-hidden="true" className="h-4 w-4" />
                  {formatRuntime(movie.runtime)}
                </p>
              </div>
            </div>
            <div className="mt-8 flex flex-col gap-3">
              <CityPicker city={city} onChange={setCity} />
              {view.languages.length > 1 && (
                <FilterChips<string> label="Language" options={view.languages} chosen={language} onChoose={setLanguage} name={languageName} />
              )}
              {view.formats.length > 1 && (
                <FilterChips<ShowFormat> label="Format" options={view.formats} chosen={format} onChoose={setFormat} name={formatName} />
              )}
            </div>
            <DatePicker dates={view.dates} selected={date} onSelect={setDate} empty={empty}>
              {date && <CinemaShowTimes movieId={movie.id} date={date} city={city} format={format} language={language} />}
            </DatePicker>
          </>
        ) : error ? (
          <div className="mt-10 flex flex-col items-start gap-4">
            <p className="text-zinc-400">Movie not found.</p>
            <ButtonLink to="/movies">
              Browse movies
            </ButtonLink>
          </div>
        ) : (
          <Spinner className="h-[50vh]" />
        )}
      </div>
    </div>
  );
}
