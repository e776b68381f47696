import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';

const SeatLayoutMovieQuery = graphql(`
  query SeatLayoutMovie($id: ID!) {
    movie(id: $id) {
      id
      title
      certificate
      showTimes {
        date
        times {
          showId
          time
          localTime
          cinemaName
          cinemaCity
          screenName
          seatsAvailable
          waitlistLength
        }
      }
    }
  }
`);

/** The movie and its show times on `date`, for the seat page. */
export function useSeatLayoutMovie(id: string, date: string) {
  const { data, error } = useQuery(SeatLayoutMovieQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const movie = data?.movie;
  const times = useMemo(() => movie?.showTimes?.find((d) => d.date === date)?.times ?? [], [movie, date]);
  return { movie, times, error };
}

/** The seat page before its movie is known: a spinner, or "Movie not found." */
export function SeatPageFallback({ notFound }: { notFound: boolean }) {
  return (
    <div className="px-6 pt-30 md:px-16 md:pt-40">
      <h1 className="sr-only">Grab your seats</h1>
      {notFound ? (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
          <p className="text-zinc-300">Movie not found.</p>
          <ButtonLink to="/movies">Browse movies</ButtonLink>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
