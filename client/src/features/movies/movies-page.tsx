import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useShowsErrorToast } from '../../lib/use-shows-error';
import { graphql } from '../../gql';
import { PageFrame } from '../../components/page-frame';
import { Spinner } from '../../components/spinner';
import { MovieCard } from '../../components/movie-card';
import { MovieGrid } from '../../components/movie-grid';
import { MovieFiltersBar } from './movie-filters';
import { useMovieFilters } from './use-movie-filters';

const MoviesPageQuery = graphql(`
  query MoviesPage($filter: MovieFilter, $sort: MovieSort) {
    movies(filter: $filter, sort: $sort) {
      id
      ...MovieCard_movie
    }
  }
`);

/**
 * Every movie showing, or the full results of a search (/movies?q=…),
 * narrowed by genre, language and date and ordered as chosen; all of it
 * in the URL, so a filtered page can be shared.
 */
export function MoviesPage() {
  const { filters, set, clear } = useMovieFilters();
  const { data, previousData, loading, error } = useQuery(MoviesPageQuery, { variables: filters.variables });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useShowsErrorToast(error);

  // While a changed filter loads, the previous list stays (dimmed) rather than flashing a spinner.
  const shown = data ?? (loading ? previousData : undefined);
  const movies = shown?.movies ?? [];

  return (
    <PageFrame title="Book Your Tickets Now">
      <MovieFiltersBar filters={filters} onChange={set} onClear={clear} />
      {filters.q && <h2 className="mb-4 text-base font-medium text-zinc-200">Results for “{filters.q}”</h2>}
      {loading && !shown ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 text-center text-zinc-400">
          {error
            ? 'Movies could not be loaded.'
            : filters.filtered
              ? 'No movies match these filters.'
              : 'No movies are showing right now.'}
        </p>
      ) : (
        <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
          <MovieGrid>
            {movies.map((movie) => (
              <MovieCard key={movie.id} movie={movie} headingLevel={2} />
            ))}
          </MovieGrid>
        </div>
      )}
    </PageFrame>
  );
}
