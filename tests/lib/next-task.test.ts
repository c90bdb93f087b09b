// @vitest-environment jsdom
/**
 * The app's start in short tasks (src/lib/next-task.ts): `nextTask` continues in a later task (after the
 * current task's microtasks and after tasks queued before it), `whenHidden` runs its callback once, on the
 * first hide or page exit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenHidden } from '../../src/lib/next-task';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('nextTask', () => {
  it('continues after the current task’s microtasks, in a task of its own', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await done;
    expect(order).toEqual(['sync', 'microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    try {
      await nextTask();
      expect(yieldFn).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});

describe('whenHidden', () => {
  const setVisibility = (state: 'visible' | 'hidden') =>
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

  it('runs once, on the first hide, not on a return to visible', () => {
    const callback = vi.fn();
    whenHidden(callback);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(callback).not.toHaveBeenCalled();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs on leaving the page (pagehide) even while visible', () => {
    const callback = vi.fn();
    whenHidden(callback);
    setVisibility('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
