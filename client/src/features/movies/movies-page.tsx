import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useShowsErrorToast } from '../../lib/use-shows-error';
import { graphql } from '../../gql';
import { BlurCircle } from '../../components/blur-circle';
import { Spinner } from '../../components/spinner';
import { MovieCard } from '../../components/movie-card';
import { MovieGrid } from '../../components/movie-grid';

const MoviesPageQuery = graphql(`
  query MoviesPage {
    movies {
      id
      ...MovieCard_movie
    }
  }
`);

export function MoviesPage() {
  const { data, loading, error } = useQuery(MoviesPageQuery);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useShowsErrorToast(error);

  const movies = data?.movies ?? [];

  return (
    <div className="relative my-40 mb-60 min-h-[80vh] overflow-hidden px-6 md:px-16 lg:px-40 xl:px-44">
      <BlurCircle className="top-36 left-0" />
      <BlurCircle className="right-12 bottom-12" />
      <h1 className="my-4 text-lg font-medium">Book Your Tickets Now</h1>
      {loading && !data ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 text-center text-zinc-400">
          {error ? 'Movies could not be loaded.' : 'No movies are showing right now.'}
        </p>
      ) : (
        <MovieGrid>
          {movies.map((movie) => (
            <MovieCard key={movie.id} movie={movie} />
          ))}
        </MovieGrid>
      )}
    </div>
  );
}
