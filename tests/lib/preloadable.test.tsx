// @vitest-environment jsdom
/**
 * A preloadable lazy component (src/lib/preloadable.ts): once preloaded, a mount renders the component in the
 * same commit (no Suspense fallback: React 19 reveals a suspended boundary no sooner than 300 ms after its
 * fallback); a mount before that suspends and still shows it; a failed download is tried again; and a mount shown
 * after a suspension keeps its state when its parent renders again (no remount).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../src/lib/preloadable';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Menu({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const shell = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('renders a preloaded component in the mount commit, without a fallback', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      return Menu;
    });
    expect(Lazy.loaded()).toBe(false);
    await expect(Lazy.preload()).resolves.toBe(true);
    await expect(Lazy.preload()).resolves.toBe(true);
    expect(loads).toBe(1);
    expect(Lazy.loaded()).toBe(true);
    // Synchronous: the first commit already has it (a suspended mount would show "loading").
    act(() => {
      render(shell(<Lazy label="menu" />));
    });
    expect(screen.getByRole('button').textContent).toBe('menu 0');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends a mount before the module is there, then shows it', async () => {
    const download = deferred<typeof Menu>();
    const Lazy = preloadable(() => download.promise);
    act(() => {
      render(shell(<Lazy label="menu" />));
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => download.resolve(Menu));
    expect((await screen.findByRole('button')).textContent).toBe('menu 0');
    expect(Lazy.loaded()).toBe(true);
  });

  it('answers false for a failed download and downloads again on the next call', async () => {
    let calls = 0;
    const Lazy = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Menu;
    });
    await expect(Lazy.preload()).resolves.toBe(false);
    expect(Lazy.loaded()).toBe(false);
    await expect(Lazy.preload()).resolves.toBe(true);
    expect(calls).toBe(2);
    expect(Lazy.loaded()).toBe(true);
  });

  it("calls a tap's opener at once when loaded, else after the download, a failed one too", async () => {
    const download = deferred<typeof Menu>();
    const Lazy = preloadable(() => download.promise);
    const opened: string[] = [];
    Lazy.whenLoaded(() => opened.push('first'));
    expect(opened).toEqual([]);
    await act(async () => download.resolve(Menu));
    expect(opened).toEqual(['first']);
    Lazy.whenLoaded(() => opened.push('second'));
    expect(opened).toEqual(['first', 'second']);

    const Failing = preloadable(() => Promise.reject(new Error('offline')));
    const failed = new Promise<void>((resolve) => Failing.whenLoaded(resolve));
    await expect(failed).resolves.toBeUndefined();
    expect(Failing.loaded()).toBe(false);
  });

  it('keeps a shown mount (and its state) when the parent renders again after the module arrived', async () => {
    const download = deferred<typeof Menu>();
    const Lazy = preloadable(() => download.promise);
    let rerender!: (label: string) => void;
    function Parent() {
      const [label, setLabel] = useState('menu');
      rerender = setLabel;
      return shell(<Lazy label={label} />);
    }
    act(() => {
      render(<Parent />);
    });
    await act(async () => download.resolve(Menu));
    const button = await screen.findByRole('button');
    act(() => button.click());
    expect(button.textContent).toBe('menu 1');
    // The module is loaded now: a type switch at this render would remount the menu and reset its count.
    act(() => rerender('drawer'));
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('drawer 1');
  });
});
