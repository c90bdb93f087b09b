/**
 * The browser's install offer (`beforeinstallprompt`), caught from the app's start: main.tsx imports this
 * module first thing, while the popups that use the offer load after the first render — by then the
 * browser may have fired it. An offer nobody listens to yet is kept for the first listener.
 */
type Listener = (event: Event) => void;

const listeners = new Set<Listener>();
let unclaimed: Event | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the app shows its own prompt, at most once a day
    if (listeners.size === 0) unclaimed = event;
    else listeners.forEach((listener) => listener(event));
  });
}

/** Calls `listener` with every offer (and at once with one that came before anyone listened). */
export function onInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  if (unclaimed) {
    const event = unclaimed;
    unclaimed = null;
    listener(event);
  }
  return () => void listeners.delete(listener);
}
