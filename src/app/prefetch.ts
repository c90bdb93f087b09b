/**
 * Pages a player is likely to open next, loaded ahead (issue 24): a component names the addresses its links go
 * to (`usePrefetchPages`, the mobile tab bar's five tabs), and once the app is ready (src/lib/app-ready.ts) their
 * pages' code and messages load while the browser is idle (src/app/routes.tsx `prefetchRoutes`). A tap on such a
 * link then renders the page at once. Outside the app's routes (tests mounting a part alone) nothing loads.
 */
import { createContext, useContext, useEffect } from 'react';
import { onAppReady } from '../lib/app-ready';

/** Starts loading the pages of `pathnames`; answers the cancel. Provided by the app's routes (src/app/app.tsx). */
export type Prefetch = (pathnames: readonly string[]) => () => void;

export const PrefetchContext = createContext<Prefetch>(() => () => undefined);

/** Loads the pages of `pathnames` once the app is ready and the browser idle (again if the list changes). */
export function usePrefetchPages(pathnames: readonly string[]): void {
  const prefetch = useContext(PrefetchContext);
  const key = pathnames.join(' ');
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const cancelReady = onAppReady(() => {
      cancel = prefetch(key.split(' '));
    });
    return () => {
      cancelReady();
      cancel();
    };
  }, [prefetch, key]);
}
