/**
 * The rest of the app's start in a task of its own. A phone's main thread should never be held for long (players
 * use cheap phones; Lighthouse counts any task over 50 ms as blocking): the start runs as a few short tasks —
 * the scripts' evaluation, the root's actors, the catalog, hydration (itself time-sliced) — with taps and
 * paints able to come between them. `scheduler.yield()` where the browser has it (the continuation keeps its
 * place ahead of other tasks), else a message-channel task (no 4 ms timer clamp).
 */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Calls `callback` when the browser is idle (within `timeout` ms), or after a short delay where it cannot say. */
export function whenIdle(callback: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout });
  else setTimeout(callback, 200);
}

/** Calls `callback` once, the first time the page is hidden (another tab or app) or left. */
export function whenHidden(callback: () => void): void {
  const once = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', once);
    window.removeEventListener('pagehide', once);
    callback();
  };
  document.addEventListener('visibilitychange', once);
  window.addEventListener('pagehide', once);
}
