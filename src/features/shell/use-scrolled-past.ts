/**
 * Whether the page is scrolled past `threshold` px. The scroll handler runs at most once per `throttleMs`
 * (leading and trailing, so the last position always counts). Visual state only.
 *
 * The position is read when subscribing (after the page has painted) and on scroll, never while React renders
 * or commits: reading scrollY then forces a layout of the page being built — on the home's first render a
 * ~90 ms layout inside the commit on a phone (380 ms under Lighthouse's 4× CPU throttle).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';

export function useScrolledPast(threshold: number, throttleMs: number, enabled = true): boolean {
  const past = useRef(false);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => {};
      let last = 0;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const read = () => {
        const now = window.scrollY > threshold;
        if (now === past.current) return;
        past.current = now;
        onChange();
      };
      const run = () => {
        last = Date.now();
        timer = null;
        read();
      };
      const onScroll = () => {
        const wait = throttleMs - (Date.now() - last);
        if (wait <= 0) run();
        else timer ??= setTimeout(run, wait);
      };
      read();
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        window.removeEventListener('scroll', onScroll);
        if (timer) clearTimeout(timer);
      };
    },
    [enabled, threshold, throttleMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && past.current,
    () => false,
  );
}
