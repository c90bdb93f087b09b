/**
 * The two layouts of spec §2: mobile (the default) and desktop from 1024 px. On mobile the root font size is
 * the page width / 10 (capped at a 540 px column on tablets, which the app centres), so mobile CSS uses rem
 * with 1rem = 37.5 px on a 375 px phone.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../lib/layout';

export type Layout = 'mobile' | 'desktop';
/** Widest column the mobile layout scales to (tablets between this and the desktop width get a centred column). */
export const MOBILE_MAX_WIDTH = 540;

const query = () => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);

export function currentLayout(): Layout {
  return typeof window !== 'undefined' && query().matches ? 'desktop' : 'mobile';
}

export function useLayout(): Layout {
  return useSyncExternalStore(
    (onChange) => {
      const mq = query();
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    currentLayout,
    () => 'mobile',
  );
}

/** Keeps the root font size at width / 10 on the mobile layout. */
export function useRootFontSize(layout: Layout): void {
  useEffect(() => {
    const root = document.documentElement;
    if (layout !== 'mobile') {
      root.style.fontSize = '';
      return;
    }
    const apply = () => {
      root.style.fontSize = `${Math.min(window.innerWidth, MOBILE_MAX_WIDTH) / 10}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      root.style.fontSize = '';
    };
  }, [layout]);
}
