/**
 * Whether the page is scrolled past `threshold` px. The scroll handler runs at most once per `throttleMs`
 * (leading and trailing, so the last position always counts). Visual state only.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useScrolledPast(threshold: number, throttleMs: number, enabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => {};
      let last = 0;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const run = () => {
        last = Date.now();
        timer = null;
        onChange();
      };
      const onScroll = () => {
        const wait = throttleMs - (Date.now() - last);
        if (wait <= 0) run();
        else timer ??= setTimeout(run, wait);
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        window.removeEventListener('scroll', onScroll);
        if (timer) clearTimeout(timer);
      };
    },
    [enabled, throttleMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > threshold,
    () => false,
  );
}
