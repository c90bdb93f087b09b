// @vitest-environment jsdom
/**
 * The home banner's autoplay (src/features/lobby/banner-swiper.ts): one timeout per slide — the next slide
 * after the delay, the first after the last — paused while a mouse is over the banner or the page is hidden,
 * and no frame loop while it waits (swiper's Autoplay module ran requestAnimationFrame every frame).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSwiper } from '../../src/features/lobby/banner-swiper';

function banner(slides: number): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = `<div class="track">${'<div class="slide"></div>'.repeat(slides)}</div>`;
  // jsdom lays nothing out: swiper sizes its slides from the container's width.
  Object.defineProperty(el, 'clientWidth', { value: 375 });
  Object.defineProperty(el, 'clientHeight', { value: 150 });
  document.body.append(el);
  return el;
}

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the banner autoplay', () => {
  it('moves on after each delay, rewinds after the last, and runs no frame loop meanwhile', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const shown: number[] = [];
    const destroy = mountSwiper(banner(3), {
      wrapperClass: 'track',
      slideClass: 'slide',
      autoplayMs: 3000,
      onChange: (i) => shown.push(i),
    });
    vi.advanceTimersByTime(2999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(6000);
    expect(shown).toEqual([1, 2, 0]);
    const framesWhileWaiting = frames.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(frames.mock.calls.length).toBe(framesWhileWaiting);
    destroy();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([1, 2, 0]);
  });

  it('waits while a mouse is over the banner and while the page is hidden', () => {
    const el = banner(2);
    const shown: number[] = [];
    const destroy = mountSwiper(el, {
      wrapperClass: 'track',
      slideClass: 'slide',
      autoplayMs: 3000,
      onChange: (i) => shown.push(i),
    });
    const pointer = (type: string) => {
      const event = new Event(type) as Event & { pointerType: string };
      event.pointerType = 'mouse';
      el.dispatchEvent(event);
    };
    pointer('pointerenter');
    vi.advanceTimersByTime(9000);
    expect(shown).toEqual([]);
    pointer('pointerleave');
    vi.advanceTimersByTime(3000);
    expect(shown).toEqual([1]);

    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(9000);
    expect(shown).toEqual([1]);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(3000);
    expect(shown).toEqual([1, 0]);
    destroy();
  });
});
