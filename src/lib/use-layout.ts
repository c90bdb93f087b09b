/**
 * The two layouts: mobile (the default) and desktop from 1024 px. On mobile the root font size is
 * the page width / 10 (capped at a 540 px column on tablets, which the app centres), so mobile CSS uses rem
 * with 1rem = 37.5 px on a 375 px phone — set in styles.css, so the first layout already has it.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../machines/constants';
import type { Layout } from './layout';

export type { Layout };

const query = () => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);

/** From the media query, not the width: reading innerWidth while the page builds forces a layout. */
export function currentLayout(): Layout {
  return typeof window !== 'undefined' && query().matches ? 'desktop' : 'mobile';
}

/**
 * The layout the server rendered with (its guess from Client Hints / the user agent): what the first render of
 * a hydrating page must use, and what the server renders with — given to the tree (src/app/app.tsx
 * `ServerFacts`), so renders of both layouts can run at once. After hydration the media query decides, so a
 * wrong guess is corrected by one re-render.
 */
export const ServerLayoutContext = createContext<Layout>('mobile');

export function useLayout(): Layout {
  const serverLayout = useContext(ServerLayoutContext);
  return useSyncExternalStore(
    (onChange) => {
      const mq = query();
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    currentLayout,
    () => serverLayout,
  );
}
