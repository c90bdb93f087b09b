// @vitest-environment jsdom
/**
 * The fixed bars' room (src/lib/fixed-bars.ts): the edges' cover is written on the root element and on the
 * elements that use it (rooms), a bar's `--fixed-below-<name>` on the bar itself, and nothing is written
 * again when a height did not change (a written variable restyles its element).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FixedBars from '../../src/lib/fixed-bars';

/** A ResizeObserver the test drives: `resize(element, height)` reports a new border-box height. */
const observed = new Set<Element>();
let callback: ResizeObserverCallback = () => undefined;
class FakeResizeObserver {
  constructor(cb: ResizeObserverCallback) {
    callback = cb;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}
function resize(...sizes: [Element, number][]) {
  const entries = sizes.map(([target, blockSize]) => ({
    target,
    borderBoxSize: [{ blockSize, inlineSize: 375 }],
    contentRect: { height: blockSize },
  }));
  callback(entries as unknown as ResizeObserverEntry[], {} as ResizeObserver);
}

let bars: typeof FixedBars;
beforeAll(async () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  bars = await import('../../src/lib/fixed-bars');
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  document.documentElement.removeAttribute('style');
});

function element(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

describe('fixed bars', () => {
  it('writes the edges on the root and on every room, and each bar its own stack offset', () => {
    const room = element();
    const tabBar = element();
    const dock = element();
    const header = element();
    cleanups.push(bars.registerFixedRoom(room));
    cleanups.push(bars.registerFixedBar(tabBar, { name: 'tabbar', edge: 'bottom', order: 0 }));
    cleanups.push(bars.registerFixedBar(dock, { name: 'dock', edge: 'bottom', order: 1 }));
    cleanups.push(bars.registerFixedBar(header, { name: 'header', edge: 'top', order: 0 }));
    resize([tabBar, 56], [dock, 48.2], [header, 64]);

    const root = document.documentElement.style;
    expect(root.getPropertyValue('--fixed-bottom')).toBe('105px');
    expect(root.getPropertyValue('--fixed-top')).toBe('64px');
    expect(room.style.getPropertyValue('--fixed-bottom')).toBe('105px');
    expect(room.style.getPropertyValue('--fixed-top')).toBe('64px');
    expect(dock.style.getPropertyValue('--fixed-below-dock')).toBe('56px');
    // Nothing inherited from the root: the stack offsets stay on their bars.
    expect(root.getPropertyValue('--fixed-below-dock')).toBe('');
    expect(bars.fixedEdges()).toEqual({ top: 64, bottom: 105 });

    // A room that comes later gets the current values at once.
    const later = element();
    cleanups.push(bars.registerFixedRoom(later));
    expect(later.style.getPropertyValue('--fixed-bottom')).toBe('105px');
  });

  it('writes nothing again when no height changed, and follows a bar that goes', () => {
    const room = element();
    const tabBar = element();
    const dock = element();
    cleanups.push(bars.registerFixedRoom(room));
    cleanups.push(bars.registerFixedBar(tabBar, { name: 'tabbar', edge: 'bottom', order: 0 }));
    const removeDock = bars.registerFixedBar(dock, { name: 'dock', edge: 'bottom', order: 1 });
    resize([tabBar, 56], [dock, 48]);

    const writes = [room, document.documentElement, dock].map((el) => vi.spyOn(el.style, 'setProperty'));
    const listener = vi.fn();
    cleanups.push(bars.subscribeFixedEdges(listener));
    resize([tabBar, 56], [dock, 48]);
    writes.forEach((spy) => expect(spy).not.toHaveBeenCalled());
    expect(listener).not.toHaveBeenCalled();

    removeDock();
    expect(dock.style.getPropertyValue('--fixed-below-dock')).toBe('');
    expect(room.style.getPropertyValue('--fixed-bottom')).toBe('56px');
    expect(document.documentElement.style.getPropertyValue('--fixed-bottom')).toBe('56px');
    expect(listener).toHaveBeenCalledTimes(1);
    writes.forEach((spy) => spy.mockRestore());
  });
});
