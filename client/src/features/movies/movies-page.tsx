import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useShowsErrorToast } from '../../lib/use-shows-error';
import { useCity } from '../../lib/city';
import { CityScope } from '../../components/city-scope';
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
 * in the URL, so a filtered page can be shared. The site-wide city (the
 * navbar's, remembered by the browser rather than put in the URL) narrows
 * it too, on the server.
 */
export function MoviesPage() {
  const { filters, set, clear } = useMovieFilters();
  const [city] = useCity();
  const variables = city ? { ...filters.variables, filter: { ...filters.variables.filter, city } } : filters.variables;
  const { data, previousData, loading, error } = useQuery(MoviesPageQuery, { variables });

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
      <CityScope className="-mt-4 mb-6" />
      {filters.q && <h2 className="mb-4 text-base font-medium text-zinc-200">Results for “{filters.q}”</h2>}
      {loading && !shown ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 text-center text-zinc-400">
          {error
            ? 'Movies could not be loaded.'
            : filters.filtered
              ? 'No movies match these filters.'
              : city
                ? `No movies are showing in ${city} right now.`
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
