import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useShowsErrorToast } from '../../lib/use-shows-error';
import { graphql } from '../../gql';
import { PageFrame } from '../../components/page-frame';
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
    <PageFrame title="Book Your Tickets Now">
      {loading && !data ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 text-center text-zinc-400">
          {error ? 'Movies could not be loaded.' : 'No movies are showing right now.'}
        </p>
      ) : (
        <MovieGrid>
          {movies.map((movie) => (
            <MovieCard key={movie.id} movie={movie} headingLevel={2} />
          ))}
        </MovieGrid>
      )}
    </PageFrame>
  );
}
