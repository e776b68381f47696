import { ArrowRightIcon, CalendarIcon, ClockIcon } from 'lucide-react';
import { PosterImage } from '../../components/poster-image';
import { formatRuntime } from '../../lib/format';
import { useGoTo } from '../../lib/use-go-to';
import type { FeaturedMovie } from './featured-movies';
import { Button } from '../../components/button';

/** One featured movie: its artwork under the title, facts, description and Explore. */
export function HeroSlide({
  movie,
  usePoster,
  eager,
}: {
  movie: FeaturedMovie;
  usePoster: boolean;
  eager: boolean;
}) {
  const goTo = useGoTo();
  return (
    <div className="relative h-full w-full">
      <PosterImage
        src={usePoster ? movie.posterUrl : movie.backdropUrl}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        data-testid="hero-image"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-black/90 via-black/55 to-transparent"
      />
      <div className="relative flex h-full flex-col items-start justify-center gap-3 px-6 pt-16 md:gap-4 md:px-16 lg:px-36">
        <p className="text-sm font-medium tracking-wide text-primary uppercase">Featured</p>
        <h2 className="max-w-2xl text-3xl leading-tight font-semibold md:text-6xl">{movie.title}</h2>
        <div className="flex flex-wrap items-center gap-4 text-zinc-300">
          <span>{movie.genres.join(' | ')}</span>
          <span className="flex items-center gap-1">
            <CalendarIcon aria-hidden="true" className="h-4.5 w-4.5" /> {movie.year}
          </span>
          <span className="flex items-center gap-1">
            <ClockIcon aria-hidden="true" className="h-4.5 w-4.5" /> {formatRuntime(movie.runtime)}
          </span>
        </div>
        {/* Three lines on a phone's shorter hero; the whole text from 768 px. */}
        <p className="line-clamp-3 max-w-md text-zinc-300 md:line-clamp-none">{movie.description}</p>
        <Button
          onClick={() => goTo('/movies')}
          size="lg"
          className="flex items-center gap-1"
        >
          Explore
          <ArrowRightIcon aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
    </div>
  );
}
