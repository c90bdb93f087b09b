/**
 * Loaded on demand by the home banner: swiper's core with autoplay over slides React already rendered.
 * `rewind` instead of `loop`, so swiper never clones or moves the DOM nodes React owns.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export function mountSwiper(
  el: HTMLElement,
  options: { wrapperClass: string; slideClass: string; autoplayMs: number; onChange: (index: number) => void },
): () => void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(el, {
    modules: [Autoplay],
    wrapperClass: options.wrapperClass,
    slideClass: options.slideClass,
    rewind: true,
    speed: reduced ? 0 : 400,
    autoplay: reduced ? false : { delay: options.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
    on: { slideChange: (s) => options.onChange(s.realIndex) },
  });
  return () => swiper.destroy(true, false);
}
