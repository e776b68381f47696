import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ClockIcon } from 'lucide-react';
import { graphql } from '../../gql';
import { Backdrop } from '../../components/backdrop';
import { PosterImage } from '../../components/poster-image';
import { Spinner } from '../../components/spinner';
import { formatRuntime } from '../../lib/format';
import { useCity } from '../../lib/city';
import { CinemaShowTimes } from './cinema-show-times';
import { CityPicker } from './city-picker';
import { DatePicker } from './date-picker';
import { ButtonLink } from '../../components/button';

const BookingPageQuery = graphql(`
  query BookingPage($id: ID!) {
    movie(id: $id) {
      id
      title
      posterUrl
      backdropUrl
      genreNames
      runtime
      showTimes {
        date
        ...DatePicker_showDate
      }
    }
  }
`);

/**
 * /booking/{id}: the movie, a city, its show dates, and for the chosen date
 * every cinema with its times (a time leads to its seat map).
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const [city, setCity] = useCity();
  const [date, setDate] = useState<string | null>(null);
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
                <h2 className="text-xl font-semibold md:text-3xl">{movie.title}</h2>
                <p className="text-zinc-300">{movie.genreNames.join(' | ')}</p>
                <p className="flex items-center gap-1 text-zinc-400">
                  <ClockIcon aria-hidden="true" className="h-4 w-4" />
                  {formatRuntime(movie.runtime)}
                </p>
              </div>
            </div>
            <div className="mt-8">
              <CityPicker city={city} onChange={setCity} />
            </div>
            <DatePicker movieId={movie.id} showDates={movie.showTimes} selected={date} onSelect={setDate}>
              {date && <CinemaShowTimes movieId={movie.id} date={date} city={city} />}
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
