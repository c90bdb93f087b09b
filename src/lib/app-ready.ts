/**
 * `<html data-app="ready">`: the first address's pages are in and rendered or hydrated (src/main.tsx marks it).
 * Work that must not compete with the first render (the update prompt's code) waits for it; browser tests wait
 * for it before they tap, as a server-rendered page shows its buttons before its scripts make them work.
 */
let committed: () => void = () => undefined;
/** Settles once the routes' boundary has committed its first content (rendered, or hydrated from the server's HTML). */
export const firstCommitted = new Promise<void>((resolve) => {
  committed = resolve;
});
/** Called by the app's frame from an effect inside the routes' boundary (src/app/app.tsx). */
export function noteFirstCommit(): void {
  committed();
}

let popupsCommitted: () => void = () => undefined;
/**
 * Settles once a server-rendered page's popups have hydrated (or been given up, offline): they hydrate after the
 * page's content, in a boundary of their own (src/app/app.tsx), and the page is ready only with them.
 */
export const serverPopupsCommitted = new Promise<void>((resolve) => {
  popupsCommitted = resolve;
});
/** Called by the server popups' boundary from an effect once it has committed (src/app/app.tsx). */
export function noteServerPopups(): void {
  popupsCommitted();
}

const ready = () => document.documentElement.dataset.app === 'ready';

let hydrating = false;
/** Called by src/main.tsx when it hydrates the server's HTML (rather than rendering afresh). */
export function noteHydrating(): void {
  hydrating = true;
}
/** The app is hydrating the server's HTML and is not ready yet: what that HTML shows is already painted. */
export function isHydrating(): boolean {
  return hydrating && !ready();
}

export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready';
}

/** Calls `callback` once the app is ready (at once if it is); returns the cancel. */
export function onAppReady(callback: () => void): () => void {
  if (ready()) {
    callback();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  return () => observer.disconnect();
}
