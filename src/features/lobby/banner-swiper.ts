/**
 * Loaded on demand by the home banner: swiper's core over slides React already rendered, moved on by a timer.
 * `rewind` instead of `loop`, so swiper never clones or moves the DOM nodes React owns.
 *
 * The autoplay is one timeout per slide, not swiper's Autoplay module: that one counts the time left in a
 * requestAnimationFrame loop for as long as it runs, so the page rendered a frame every 16 ms (style, layout,
 * commit, layerize, intersection observers) and every tap on the home waited behind that work on a slow
 * phone. Same behaviour: the next slide after `autoplayMs` of rest, the first after the last, the
 * count restarting after every change (a swipe included), paused while a finger is down, while a mouse is over
 * the banner, and while the page is hidden; none with reduced motion.
 */
import Swiper from 'swiper';

export function mountSwiper(
  el: HTMLElement,
  options: { wrapperClass: string; slideClass: string; autoplayMs: number; onChange: (index: number) => void },
): () => void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let timer: number | undefined;
  let touching = false;
  let hovered = false;
  const stop = () => {
    window.clearTimeout(timer);
    timer = undefined;
  };
  // Assigned once built: an event swiper emits while it initialises schedules nothing yet.
  let swiper: Swiper | undefined = undefined;
  swiper = new Swiper(el, {
    wrapperClass: options.wrapperClass,
    slideClass: options.slideClass,
    rewind: true,
    speed: reduced ? 0 : 400,
    on: {
      slideChange: (s) => {
        options.onChange(s.realIndex);
        schedule();
      },
      touchStart: () => {
        touching = true;
        stop();
      },
      touchEnd: () => {
        touching = false;
        schedule();
      },
    },
  });
  function schedule(): void {
    stop();
    const current = swiper;
    if (!current || reduced || touching || hovered || current.destroyed || document.visibilityState === 'hidden')
      return;
    timer = window.setTimeout(() => {
      timer = undefined;
      current.slideNext();
    }, options.autoplayMs);
  }
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = true;
    stop();
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = false;
    schedule();
  };
  el.addEventListener('pointerenter', onPointerEnter);
  el.addEventListener('pointerleave', onPointerLeave);
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    stop();
    el.removeEventListener('pointerenter', onPointerEnter);
    el.removeEventListener('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', schedule);
    swiper?.destroy(true, false);
  };
}
