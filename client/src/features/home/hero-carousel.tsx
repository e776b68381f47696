import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import { FEATURED_MOVIES } from './featured-movies';
import { HeroSlide } from './hero-slide';

/** SPEC §9: 3 slides, a new one every 3000 ms, 1000 ms transitions, looping. */
export const HERO_SWIPER_OPTIONS: SwiperOptions = {
  modules: [Autoplay],
  slidesPerView: 1,
  loop: true,
  speed: 1000,
  allowTouchMove: true,
  autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: false },
};

/** The three featured movies in Swiper, first slide first (the one HeroSection drew before it). */
export default function HeroCarousel({ usePoster }: { usePoster: boolean }) {
  return (
    <Swiper {...HERO_SWIPER_OPTIONS} className="h-full w-full">
      {FEATURED_MOVIES.map((movie, index) => (
        <SwiperSlide key={movie.id}>
          <HeroSlide movie={movie} usePoster={usePoster} eager={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
