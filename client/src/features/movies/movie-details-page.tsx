import { useEffect, useState } from 'react';
import { CertificateBadge } from '../../components/certificate-badge';
import { VersionChips } from './version-chips';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { PlayCircleIcon, StarIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { BlurCircle } from '../../components/blur-circle';
import { Backdrop } from '../../components/backdrop';
import { PosterImage } from '../../components/poster-image';
import { Spinner } from '../../components/spinner';
import { formatRating, formatReleaseDate, formatRuntime, formatVoteCount, truncateText } from '../../lib/format';
import { useGoTo } from '../../lib/use-go-to';
import { useIsMobile } from '../../lib/use-media-query';
import { CastStrip } from './cast-strip';
import { FavouriteButton } from './favourite-button';
import { MovieCard } from '../../components/movie-card';
import { MovieGrid } from '../../components/movie-grid';
import { TrailerModal } from './trailer-modal';
import { VerifiedRating } from './verified-rating';
import { MovieReviews } from './movie-reviews';
import { Button, ButtonLink } from '../../components/button';

const MovieDetailsQuery = graphql(`
  query MovieDetails($id: ID!) {
    movie(id: $id) {
      id
      title
      overview
      posterUrl
      backdropUrl
      voteAverage
      voteCount
      genreNames
      runtime
      releaseDate
      trailerKey
      certificate
      versions {
        format
        language
        subtitles
      }
      ...FavouriteButton_movie
    }
  }
`);

const MovieCreditsQuery = graphql(`
  query MovieCredits($movieId: ID!) {
    credits(movieId: $movieId) {
      id
      ...CastStrip_cast
    }
  }
`);

const SimilarMoviesQuery = graphql(`
  query SimilarMovies($movieId: ID!, $limit: Int!) {
    similarMovies(movieId: $movieId, limit: $limit) {
      id
      ...MovieCard_movie
    }
  }
`);

/** SPEC §9: 4 similar movies. */
export const SIMILAR_LIMIT = 4;

export function MovieDetailsPage() {
  const { id = '' } = useParams();
  const goTo = useGoTo();
  const isMobile = useIsMobile();
  const [trailerOpen, setTrailerOpen] = useState(false);

  const movieResult = useQuery(MovieDetailsQuery, { variables: { id } });
  const credits = useQuery(MovieCreditsQuery, { variables: { movieId: id } });
  // Ranked by the server: most genres in common first.
  const similar = useQuery(SimilarMoviesQuery, { variables: { movieId: id, limit: SIMILAR_LIMIT } });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  useEffect(() => {
    if (movieResult.error) console.error('Movie not found', movieResult.error);
  }, [movieResult.error]);

  const loadedMovieId = movieResult.data?.movie?.id;
  useEffect(() => {
    const error = credits.error;
    // Said only about a movie that is there: an unknown movie's page says
    // it is not found, and its credits failing too would only repeat that.
    if (!error || !loadedMovieId) return;
    // The server answered without credits; a network failure is only logged.
    if (CombinedGraphQLErrors.is(error)) toast.error('Credits not found', { id: `credits-${loadedMovieId}` });
    else console.error('Loading credits failed:', error);
  }, [credits.error, loadedMovieId]);

  const movie = movieResult.data?.movie;
  // The cached movie from a list may lack fields this page needs.
  const complete = movie && typeof movie.overview === 'string';

  if (movieResult.error && !complete) {
    return (
      <div className="flex min-h-[80vh] flex-col items-center justify-center gap-4 px-6 pt-30 text-center">
        <h1 className="text-2xl font-semibold">Movie not found</h1>
        <p className="text-zinc-400">This movie is not showing here, or it may have been removed.</p>
        <ButtonLink to="/movies" size="lg">
          Browse movies
        </ButtonLink>
      </div>
    );
  }

  if (!complete || (credits.loading && !credits.data)) {
    return (
      <div className="pt-30">
        <h1 className="sr-only">Movie Details</h1>
        <Spinner />
      </div>
    );
  }

  const others = similar.data?.similarMovies ?? [];
  const cast = credits.data?.credits ?? [];

  // The button shows only with a trailer (a dead button was a trap on a
  // phone); the toast stays in case a key is ever cleared while it shows.
  const hasTrailer = Boolean(movie.trailerKey?.trim());
  const watchTrailer = () => {
    if (!movie.trailerKey) {
      toast.error('Trailer not available');
      return;
    }
    setTrailerOpen(true);
  };

  return (
    <div className="relative">
      <Backdrop src={movie.backdropUrl} tall />

      <div className="px-6 pt-30 md:px-16 md:pt-50 lg:px-40">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row">
          <PosterImage
            src={movie.posterUrl}
            alt={movie.title}
            loading="eager"
            className="h-104 max-w-70 self-center rounded-xl object-cover max-md:mx-auto md:self-start"
          />
          <div className="relative flex flex-col gap-3">
            <BlurCircle className="top-[-100px] left-[-100px]" />
            <div className="flex items-center gap-3">
              <p className="text-primary">In Cinemas Now</p>
              {movie.versions.length === 0 && (
                <span className="rounded border border-zinc-500 px-1.5 text-xs font-semibold">2D</span>
              )}
              <CertificateBadge certificate={movie.certificate} />
            </div>
            <h1 className="max-w-96 text-4xl font-semibold text-balance">{movie.title}</h1>
            <p className="flex items-center gap-2 text-zinc-300">
              <StarIcon aria-hidden="true" className="h-5 w-5 fill-primary text-primary" />
              <span>{formatRating(movie.voteAverage)}</span>
              <span>User Rating</span>
              <span className="text-zinc-400">({formatVoteCount(movie.voteCount)} votes)</span>
            </p>
            <VerifiedRating movieId={movie.id} />
            {movie.versions.length > 0 ? <VersionChips versions={movie.versions} /> : <p className="text-sm text-zinc-400">English/Hindi</p>}
            <p className="max-w-xl text-sm leading-tight text-zinc-400" data-testid="overview">
              {truncateText(movie.overview, isMobile)}
            </p>
            <p className="text-zinc-300">
              <span>{formatRuntime(movie.runtime)}</span>
              {' • '}
              <span>{movie.genreNames.join(', ')}</span>
              {' • '}
              <span>{formatReleaseDate(movie.releaseDate)}</span>
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              {hasTrailer && (
                <button
                  type="button"
                  onClick={watchTrailer}
                  className="flex items-center gap-2 rounded-md bg-zinc-800 px-7 py-3 text-sm font-medium transition hover:bg-zinc-900 active:scale-95"
                >
                  <PlayCircleIcon aria-hidden="true" className="h-5 w-5" />
                  Watch Trailer
                </button>
              )}
              <Button
                onClick={() => goTo(`/booking/${movie.id}`)}
                size="wide"
                shape="rounded"
              >
                Book Tickets
              </Button>
              <FavouriteButton movie={movie} />
            </div>
          </div>
        </div>

        <section aria-labelledby="cast-heading" className="mx-auto mt-20 max-w-6xl">
          <h2 id="cast-heading" className="text-lg font-medium">
            Cast &amp; Crew
          </h2>
          <CastStrip cast={cast} />
        </section>
        <MovieReviews movieId={movie.id} />

        <section aria-labelledby="similar-heading" className="mx-auto mt-20 max-w-6xl">
          <h2 id="similar-heading" className="mb-8 text-lg font-medium">
            Similar Movies
          </h2>
          {others.length > 0 ? (
            <MovieGrid>
              {others.map((m) => (
                <MovieCard key={m.id} movie={m} />
              ))}
            </MovieGrid>
          ) : (
            !similar.loading && <p className="text-zinc-400">No similar movies right now.</p>
          )}
          <div className="mt-12 flex justify-center">
            <Button
              onClick={() => goTo('/movies')}
              size="wide"
              shape="rounded"
            >
              See All
            </Button>
          </div>
        </section>
      </div>

      {trailerOpen && movie.trailerKey && (
        <TrailerModal
          title={movie.title}
          trailerKey={movie.trailerKey}
          onClose={() => setTrailerOpen(false)}
        />
      )}
    </div>
  );
}
