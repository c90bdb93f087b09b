/**
 * Near the viewport: one shared IntersectionObserver tells each subscribed element, once, that it has come
 * within NEAR_VIEWPORT_MARGIN of the screen. Game tiles use it to ask for their icon only then: the browser's
 * own `loading="lazy"` fetches everything within 1250–2500 px of the screen, which on the home tab was ~100
 * icons (~280 KB) on a phone's first view, competing with the page's own scripts and data.
 */
import { startTransition, useCallback, useState, type RefCallback } from 'react';

/** Half a phone screen ahead: a tile's icon is there by the time a normal scroll reaches it. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null | undefined;

function shared(): IntersectionObserver | null {
  if (observer !== undefined) return observer;
  observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const near = waiting.get(entry.target);
              waiting.delete(entry.target);
              observer?.unobserve(entry.target);
              near?.();
            }
          },
          { rootMargin: NEAR_VIEWPORT_MARGIN },
        )
      : null;
  return observer;
}

/**
 * `[ref, near]`: attach `ref` to the element; `near` turns true once it has come close to the screen and
 * stays true. `now` (the first screenful) is near from the start; without IntersectionObserver everything is.
 */
export function useNearViewport<T extends Element>(now = false): [RefCallback<T>, boolean] {
  // On the server only the first screenful is near: the browser's first (hydrating) render agrees.
  const [near, setNear] = useState(() => now || (typeof window !== 'undefined' && shared() === null));
  const ref = useCallback(
    (element: T | null) => {
      if (near || !element) return;
      const io = shared();
      if (!io) return;
      // A transition: a screenful of tiles coming near is not urgent, and must not force a hydration still
      // under way to finish in one task.
      waiting.set(element, () => startTransition(() => setNear(true)));
      io.observe(element);
      return () => {
        waiting.delete(element);
        io.unobserve(element);
      };
    },
    [near],
  );
  return [ref, near];
}
