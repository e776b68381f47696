import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ArrowRightIcon } from 'lucide-react';
import { useShowsErrorToast } from '../../lib/use-shows-error';
import { graphql, type FragmentType } from '../../gql';
import { BlurCircle } from '../../components/blur-circle';
import { Spinner } from '../../components/spinner';
import { MovieCard, type MovieCardMovieFragment } from '../../components/movie-card';
import { MovieGrid } from '../../components/movie-grid';
import { useGoTo } from '../../lib/use-go-to';
import { useCity } from '../../lib/city';
import { CityScope } from '../../components/city-scope';
import { HeroSection } from './hero-section';
import { Button } from '../../components/button';

const HomePageQuery = graphql(`
  query HomePage($filter: MovieFilter) {
    movies(filter: $filter) {
      id
      ...MovieCard_movie
    }
  }
`);

/** SPEC §9: 4 Now Showing (1–4), 4 Recommended (5–8). */
export const NOW_SHOWING = [0, 4] as const;
export const RECOMMENDED = [4, 8] as const;

export function HomePage() {
  const goTo = useGoTo();
  // The site-wide city: the server lists only movies showing there.
  const [city] = useCity();
  const { data, loading, error } = useQuery(HomePageQuery, { variables: city ? { filter: { city } } : {} });

  useShowsErrorToast(error);

  const movies = data?.movies ?? [];
  const nowShowing = movies.slice(...NOW_SHOWING);
  const recommended = movies.slice(...RECOMMENDED);
  const waiting = loading && !data;

  const goToMovies = () => goTo('/movies');

  return (
    <>
      <h1 className="sr-only">Marquee: movies now showing</h1>
      <HeroSection />
      <MovieSection title="Now Showing" onViewAll={goToMovies} glow>
        <CityScope className="-mt-2 mb-5 md:-mt-5 md:mb-6" />
        {waiting ? (
          <Spinner className="h-64" />
        ) : nowShowing.length === 0 ? (
          <p className="py-10 text-center text-zinc-400">
            {city ? `No movies are showing in ${city} right now.` : 'No movies are showing right now.'}
          </p>
        ) : (
          <MovieList movies={nowShowing} />
        )}
      </MovieSection>
      {recommended.length > 0 && (
        <MovieSection title="Recommended Movies" onViewAll={goToMovies}>
          <MovieList movies={recommended} />
        </MovieSection>
      )}
      {!waiting && movies.length > 0 && (
        <div className="mt-16 flex justify-center">
          <Button
            onClick={goToMovies}
            size="wide"
            shape="rounded"
          >
            Load More
          </Button>
        </div>
      )}
    </>
  );
}

function MovieSection({
  title,
  onViewAll,
  glow = false,
  children,
}: {
  title: string;
  onViewAll(): void;
  glow?: boolean;
  children: ReactNode;
}) {
  const headingId = `home-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden px-6 md:px-16 lg:px-24 xl:px-44"
    >
      <div className="relative flex items-center justify-between pt-10 pb-6 md:pt-20 md:pb-10">
        {glow && <BlurCircle className="top-0 right-[-80px]" />}
        <h2 id={headingId} className="text-lg font-medium text-zinc-300">
          {title}
        </h2>
        <button
          type="button"
          onClick={onViewAll}
          aria-label={`View All ${title}`}
          className="group flex items-center gap-2 text-sm text-zinc-300"
        >
          View All
          <ArrowRightIcon
            aria-hidden="true"
            className="h-4.5 w-4.5 transition group-hover:translate-x-0.5"
          />
        </button>
      </div>
      {children}
    </section>
  );
}

function MovieList({ movies }: { movies: ReadonlyArray<{ id: string } & FragmentType<typeof MovieCardMovieFragment>> }) {
  return (
    <MovieGrid>
      {movies.map((movie) => (
        <MovieCard key={movie.id} movie={movie} />
      ))}
    </MovieGrid>
  );
}
