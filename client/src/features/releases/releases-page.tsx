import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useShowsErrorToast } from '../../lib/use-shows-error';
import { graphql } from '../../gql';
import { BlurCircle } from '../../components/blur-circle';
import { PosterImage } from '../../components/poster-image';
import { Spinner } from '../../components/spinner';
import { formatReleaseDate } from '../../lib/format';

const ReleasesPageQuery = graphql(`
  query ReleasesPage {
    movies {
      id
      title
      posterUrl
      releaseDate
    }
  }
`);

/** SPEC §9: one full cycle of the marquee takes 60 s. */
export const MARQUEE_CYCLE = '60s';

export function ReleasesPage() {
  const { data, loading, error } = useQuery(ReleasesPageQuery);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useShowsErrorToast(error);

  const movies = data?.movies ?? [];

  return (
    <div className="relative min-h-[80vh] overflow-hidden pt-30 md:pt-40">
      <BlurCircle className="top-20 left-0" />
      <BlurCircle className="right-10 bottom-10" />
      <h1 className="px-6 text-lg font-medium md:px-16 lg:px-40">New Releases</h1>
      {loading && !data ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 px-6 text-zinc-400 md:px-16 lg:px-40">No new releases right now.</p>
      ) : (
        <div className="group mt-10 overflow-hidden py-6" data-testid="marquee">
          {/* The list twice, moved left by half its width per cycle, loops without a seam. */}
          {/* Longhands only: the shorthand would set animation-play-state inline and beat the pause classes. */}
          <div
            className="flex w-max group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:[animation-play-state:paused]"
            style={{
              animationName: 'marquee-scroll',
              animationDuration: MARQUEE_CYCLE,
              animationTimingFunction: 'linear',
              animationIterationCount: 'infinite',
            }}
            data-testid="marquee-track"
          >
            {[0, 1].map((copy) =>
              movies.map((movie) => (
                <Link
                  key={`${copy}-${movie.id}`}
                  to={`/movies/${movie.id}`}
                  onClick={() => window.scrollTo(0, 0)}
                  aria-hidden={copy === 1 || undefined}
                  tabIndex={copy === 1 ? -1 : undefined}
                  title={movie.title}
                  className="group/poster mr-6 block w-40 shrink-0 md:w-52"
                >
                  {/* The title is written below, so the poster adds nothing for a screen reader. */}
                  <div className="overflow-hidden rounded-xl">
                    <PosterImage
                      src={movie.posterUrl}
                      alt=""
                      className="aspect-[2/3] w-full object-cover transition duration-300 group-hover/poster:scale-105"
                    />
                  </div>
                  {/* Always shown: a phone has no hover. */}
                  <p className="mt-3 truncate text-sm font-medium transition group-hover/poster:text-primary">{movie.title}</p>
                  <p className="mt-0.5 text-xs text-zinc-400">{formatReleaseDate(movie.releaseDate)}</p>
                </Link>
              )),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
