import { useEffect, useRef } from 'react';
import 'swiper/css';
import { afterPaint } from '../../lib/after-paint';
import { useMediaQuery } from '../../lib/use-media-query';
import { FEATURED_MOVIES, HERO_POSTER_QUERY } from './featured-movies';
import { HeroSlide } from './hero-slide';

export { HERO_POSTER_QUERY };

/**
 * The hero's height: the whole screen from 768 px up; on phones a shorter
 * band, so Now Showing's first cards are on the first screen (390×844: the
 * first card starts about 600 px down).
 */
export const HERO_HEIGHT_CLASS = 'h-[32rem] md:h-screen';

/**
 * The three featured movies as Swiper's markup, drawn with the page; Swiper
 * itself (a chunk of its own, hero-carousel.ts) starts on them once the page
 * has painted. Swiper's start-up reads computed styles: run inside the
 * page's first commit (as swiper/react does, in a layout effect) it forced
 * the style and layout of the whole new page, the home page's longest task
 * on a phone; after the paint the styles are already there.
 */
export function HeroSection() {
  const usePoster = useMediaQuery(HERO_POSTER_QUERY);
  const carousel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = carousel.current;
    if (!el) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelWait = afterPaint(() => {
      void import('./hero-carousel').then(({ startCarousel }) => {
        if (cancelled) return;
        const swiper = startCarousel(el);
        stop = () => swiper.destroy(true, false);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, []);
  return (
    <section aria-label="Featured movies" data-testid="hero" className={`relative w-full ${HERO_HEIGHT_CLASS}`}>
      <div ref={carousel} className="swiper h-full w-full">
        <div className="swiper-wrapper">
          {FEATURED_MOVIES.map((movie, index) => (
            <div key={movie.id} className="swiper-slide">
              <HeroSlide movie={movie} usePoster={usePoster} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
