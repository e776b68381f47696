import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/** SPEC §9: 3 slides, a new one every 3000 ms, 1000 ms transitions, looping. */
export const HERO_SWIPER_OPTIONS: SwiperOptions = {
  modules: [Autoplay],
  slidesPerView: 1,
  loop: true,
  speed: 1000,
  allowTouchMove: true,
  autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: false },
};

/** Starts Swiper on the hero's drawn slides (HeroSection's `.swiper`). */
export function startCarousel(el: HTMLElement): Swiper {
  return new Swiper(el, HERO_SWIPER_OPTIONS);
}
