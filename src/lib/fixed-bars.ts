/**
 * The room the fixed and sticky bars take (issue 12): every bar that stays on screen while the page scrolls
 * (the home header, a page's top bar, the tab bar, the download banner, the floating activity row) registers
 * here with its edge and its place in that edge's stack. Its height is measured by one shared
 * ResizeObserver (after layout, before paint: nothing reads layout while React renders) and published as
 * CSS variables on the root element:
 *
 * - `--fixed-top`, `--fixed-bottom`: what the bars of each edge cover, safe-area insets included (the bars'
 *   own padding holds them). styles.css turns them into the page's bottom padding and the scroll padding of
 *   the document, so content can scroll clear of every bar and `scrollIntoView`/focus never park a control
 *   under one.
 * - `--fixed-below-<name>`: the height of the bars under `<name>` in its stack, its `bottom` (or `top`), so
 *   bars stack instead of overlapping.
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
}

const bars = new Map<Element, Registered>();
let observer: ResizeObserver | null | undefined;

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

/** Writes the variables from the registered bars' heights. */
function publish(): void {
  if (typeof document === 'undefined') return;
  const style = document.documentElement.style;
  const cover = { top: 0, bottom: 0 };
  for (const edge of ['top', 'bottom'] as const) {
    const stack = [...bars.values()].filter((b) => b.edge === edge).sort((a, b) => a.order - b.order);
    let below = 0;
    for (const bar of stack) {
      style.setProperty(`--fixed-below-${bar.name}`, `${below}px`);
      below += bar.height;
    }
    style.setProperty(`--fixed-${edge}`, `${below}px`);
    cover[edge] = below;
  }
  if (cover.top !== edges.top || cover.bottom !== edges.bottom) {
    edges = cover;
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
  bars.set(element, { ...bar, height: 0 });
  shared()?.observe(element, { box: 'border-box' });
  return () => {
    bars.delete(element);
    observer?.unobserve(element);
    if (typeof document !== 'undefined') document.documentElement.style.removeProperty(`--fixed-below-${bar.name}`);
    publish();
  };
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
