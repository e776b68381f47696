import { lazy, Suspense, useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { FEATURED_MOVIES, HERO_POSTER_QUERY } from './featured-movies';
import { HeroSlide } from './hero-slide';

export { HERO_POSTER_QUERY };

/**
 * Swiper in a chunk of its own, mounted once the page has painted: the first
 * slide is drawn at once without it (it is the page's largest picture), and
 * Swiper's start-up — it reads computed styles, which inside the page's
 * first commit forces the style of the whole page — runs in a task of its
 * own after that paint, replacing the first slide with the same slide.
 */
const HeroCarousel = lazy(() => import('./hero-carousel'));

/**
 * The hero's height: the whole screen from 768 px up; on phones a shorter
 * band, so Now Showing's first cards are on the first screen (390×844: the
 * first card starts about 600 px down).
 */
export const HERO_HEIGHT_CLASS = 'h-[32rem] md:h-screen';

export function HeroSection() {
  const usePoster = useMediaQuery(HERO_POSTER_QUERY);
  const painted = useAfterFirstPaint();
  const first = <HeroSlide movie={FEATURED_MOVIES[0]} usePoster={usePoster} eager />;
  return (
    <section aria-label="Featured movies" data-testid="hero" className={`relative w-full ${HERO_HEIGHT_CLASS}`}>
      {painted ? (
        <Suspense fallback={first}>
          <HeroCarousel usePoster={usePoster} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}

/** False until a frame after the first render has been painted. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callback runs before its paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
