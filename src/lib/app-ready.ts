/**
 * `<html data-app="ready">`: the first address's pages are in and rendered or hydrated (src/main.tsx marks it).
 * Work that must not compete with the first render (the update prompt's code) waits for it; browser tests wait
 * for it before they tap, as a server-rendered page shows its buttons before its scripts make them work.
 */
const ready = () => document.documentElement.dataset.app === 'ready';

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
