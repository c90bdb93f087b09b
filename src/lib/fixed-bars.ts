/**
 * The room the fixed and sticky bars take: every bar that stays on screen while the page scrolls
 * (the home header, a page's top bar, the tab bar, the download banner, the floating activity row) registers
 * here with its edge and its place in that edge's stack. Its height is measured by one shared
 * ResizeObserver (after layout, before paint: nothing reads layout while React renders) and published as
 * CSS variables, each written only where it is used and only when its value changes: a variable
 * changed on the root element restyled the whole document (every element inherits it), which at hydration
 * was one of the longest tasks of a slow phone.
 *
 * - `--fixed-top`, `--fixed-bottom`: what the bars of each edge cover, safe-area insets included (the bars'
 *   own padding holds them). Registered in styles.css as not inherited (`@property`): they are written on
 *   the root element (the document's scroll padding, read by tests and tools there too) and on every
 *   element that uses them, which says so with `useFixedRoom()` (the app's bottom padding, the mobile
 *   shell's height, the desktop's floating row, the service panel). Content scrolls clear of every bar, and
 *   `scrollIntoView`/focus never park a control under one.
 * - `--fixed-below-<name>`: the height of the bars under `<name>` in its stack, written on the bar itself as
 *   its `bottom` (or `top`), so bars stack instead of overlapping.
 *
 * One mechanism for every page; no page adds its own padding for a bar.
 */
import { useCallback, type RefCallback } from 'react';

export type FixedEdge = 'top' | 'bottom';

export interface FixedBar {
  /** A CSS identifier: the bar's `--fixed-below-<name>` variable. */
  readonly name: string;
  readonly edge: FixedEdge;
  /** Its place in the edge's stack, from the edge inwards (the tab bar 0, the download banner 1, …). */
  readonly order: number;
}

interface Registered extends FixedBar {
  height: number;
  /** The `--fixed-below-<name>` written on the bar, in px (null: none yet). */
  below: number | null;
}

const bars = new Map<Element, Registered>();
let observer: ResizeObserver | null | undefined;
/** The elements that use `--fixed-top` / `--fixed-bottom` (besides the root element). */
const rooms = new Set<Element>();

/** What the bars of each edge cover now, in px (the values of `--fixed-top` / `--fixed-bottom`). */
export interface FixedEdges {
  readonly top: number;
  readonly bottom: number;
}
let edges: FixedEdges = { top: 0, bottom: 0 };
const edgeListeners = new Set<() => void>();

/** The edges' current cover (for a layer that must sit on the bars, e.g. the toasts). */
export function fixedEdges(): FixedEdges {
  return edges;
}

/** Calls `listener` when an edge's cover changes; returns the unsubscription. */
export function subscribeFixedEdges(listener: () => void): () => void {
  edgeListeners.add(listener);
  return () => edgeListeners.delete(listener);
}

/** Sets a variable in `element`'s inline style unless it already holds that value (no restyle then). */
function write(element: Element, name: string, px: number): void {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  if (!style) return;
  const value = `${px}px`;
  const now = style.getPropertyValue(name);
  // Unset is 0px: the variables' registered initial value, or the `var(…, 0px)` fallback.
  if (now !== value && !(now === '' && px === 0)) style.setProperty(name, value);
}

function writeEdges(element: Element): void {
  write(element, '--fixed-top', edges.top);
  write(element, '--fixed-bottom', edges.bottom);
}

/** Writes the variables from the registered bars' heights, where they changed. */
function publish(): void {
  if (typeof document === 'undefined') return;
  const cover = { top: 0, bottom: 0 };
  for (const edge of ['top', 'bottom'] as const) {
    const stack = [...bars].filter(([, b]) => b.edge === edge).sort(([, a], [, b]) => a.order - b.order);
    let below = 0;
    for (const [element, bar] of stack) {
      if (bar.below !== below) {
        bar.below = below;
        write(element, `--fixed-below-${bar.name}`, below);
      }
      below += bar.height;
    }
    cover[edge] = below;
  }
  if (cover.top !== edges.top || cover.bottom !== edges.bottom) {
    edges = cover;
    writeEdges(document.documentElement);
    rooms.forEach(writeEdges);
    edgeListeners.forEach((listener) => listener());
  }
}

function shared(): ResizeObserver | null {
  if (observer !== undefined) return observer;
  observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            const bar = bars.get(entry.target);
            const box = entry.borderBoxSize?.[0];
            if (bar) bar.height = Math.ceil(box ? box.blockSize : entry.contentRect.height);
          }
          publish();
        })
      : null;
  return observer;
}

/** Registers `element` as `bar` until the returned function is called. */
export function registerFixedBar(element: Element, bar: FixedBar): () => void {
  bars.set(element, { ...bar, height: 0, below: null });
  shared()?.observe(element, { box: 'border-box' });
  return () => {
    bars.delete(element);
    observer?.unobserve(element);
    (element as HTMLElement).style?.removeProperty(`--fixed-below-${bar.name}`);
    publish();
  };
}

/** Registers `element` as a user of `--fixed-top` / `--fixed-bottom` until the returned function is called. */
export function registerFixedRoom(element: Element): () => void {
  rooms.add(element);
  writeEdges(element);
  return () => {
    rooms.delete(element);
  };
}

/** A ref callback for an element whose CSS uses `--fixed-top` / `--fixed-bottom` (not inherited: see above). */
export function useFixedRoom(): RefCallback<Element> {
  return useCallback((element: Element | null) => (element ? registerFixedRoom(element) : undefined), []);
}

/**
 * A ref callback registering its element as `bar` while it is mounted (none when `bar` is null); React 19
 * runs the returned cleanup when the element goes or the bar changes.
 */
export function useFixedBar(bar: FixedBar | null): RefCallback<Element> {
  const name = bar?.name;
  const edge = bar?.edge;
  const order = bar?.order;
  return useCallback(
    (element: Element | null) => {
      if (!element || name === undefined || edge === undefined || order === undefined) return;
      return registerFixedBar(element, { name, edge, order });
    },
    [name, edge, order],
  );
}
