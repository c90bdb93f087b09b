// @vitest-environment jsdom
/**
 * useNearViewport: an element is "near" only once the shared IntersectionObserver reports it intersecting
 * (within its margin), and stays near; the first screenful is near at once; an element that leaves before
 * it was near stops being observed; without IntersectionObserver everything is near.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    act(() => this.callback([{ target, isIntersecting }]));
  }
}

async function load() {
  vi.resetModules();
  return import('../../src/lib/near-viewport');
}

async function probe(now = false) {
  const { useNearViewport } = await load();
  function Probe({ id }: { id: string }) {
    const [ref, near] = useNearViewport<HTMLDivElement>(now);
    return <div ref={ref} data-testid={id} data-near={String(near)} />;
  }
  return Probe;
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is near once the observer reports the element intersecting, and stays near', async () => {
    const Probe = await probe();
    render(
      <>
        <Probe id="a" />
        <Probe id="b" />
      </>,
    );
    const [io] = FakeObserver.instances;
    expect(FakeObserver.instances).toHaveLength(1); // one observer shared by every element
    expect(io!.options.rootMargin).toBe('400px 0px');
    const a = screen.getByTestId('a');
    const b = screen.getByTestId('b');
    expect(io!.observed).toEqual(new Set([a, b]));
    expect(a.dataset.near).toBe('false');

    io!.report(a, false);
    expect(a.dataset.near).toBe('false');
    io!.report(a, true);
    expect(a.dataset.near).toBe('true');
    expect(b.dataset.near).toBe('false');
    expect(io!.observed).toEqual(new Set([b]));
  });

  it('makes the first screenful near at once, without observing it', async () => {
    const Probe = await probe(true);
    render(<Probe id="a" />);
    expect(screen.getByTestId('a').dataset.near).toBe('true');
    expect(FakeObserver.instances[0]?.observed.size ?? 0).toBe(0);
  });

  it('stops observing an element removed before it came near', async () => {
    const Probe = await probe();
    const { unmount } = render(<Probe id="a" />);
    expect(FakeObserver.instances[0]!.observed.size).toBe(1);
    unmount();
    expect(FakeObserver.instances[0]!.observed.size).toBe(0);
  });

  it('treats everything as near without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Probe = await probe();
    render(<Probe id="a" />);
    expect(screen.getByTestId('a').dataset.near).toBe('true');
  });
});
