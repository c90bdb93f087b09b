/**
 * The dock: the one bottom bar that holds the small floating controls — the download link, the
 * home's activities button, the minimised live chat — so none of them floats over the page. The app frame
 * mounts its host (src/ui/dock.tsx); features put their controls in it with `DockItem`. This store knows the
 * host's element and how many items it holds (the bar shows, and keeps the page's room, only with items).
 */
type Listener = () => void;

let host: HTMLElement | null = null;
let items = 0;
const listeners = new Set<Listener>();
const changed = () => listeners.forEach((l) => l());

export function subscribeDock(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const dockHost = (): HTMLElement | null => host;
export const dockItems = (): number => items;

export function setDockHost(element: HTMLElement | null): void {
  host = element;
  changed();
}

/** Counts an item in the dock until the returned function is called. */
export function addDockItem(): () => void {
  items += 1;
  changed();
  return () => {
    items -= 1;
    changed();
  };
}
