/**
 * Loading a page's code (its chunks and catalog areas) before the player goes there, from anywhere in the app:
 * main.tsx registers how (src/app/routes.tsx `preloadRoute` on the current layout's table and locale); a view
 * that knows where its button leads (the first-charge offer: the deposit page) asks for it while the player
 * reads. Before registration, and on the server, it does nothing.
 */
let preloader: ((pathname: string) => Promise<void>) | null = null;

export function setRoutePreloader(preload: (pathname: string) => Promise<void>): void {
  preloader = preload;
}

/** Starts loading what `to` (a path, with or without its query) renders; never rejects. */
export function preloadPath(to: string): Promise<void> {
  if (!preloader) return Promise.resolve();
  const pathname = to.split(/[?#]/, 1)[0] ?? to;
  return preloader(pathname).catch(() => undefined);
}
