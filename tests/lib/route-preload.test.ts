/**
 * Loading a page ahead from a view (src/lib/route-preload.ts): nothing before main.tsx registers how; then the
 * registered preloader gets the path without its query or hash, and a failed load never reaches the view.
 */
import { describe, expect, it, vi } from 'vitest';

describe('preloadPath', () => {
  it('does nothing before a preloader is registered, then passes the bare path to it', async () => {
    vi.resetModules();
    const { preloadPath, setRoutePreloader } = await import('../../src/lib/route-preload');
    await expect(preloadPath('/lobby/deposit')).resolves.toBeUndefined();
    const preloader = vi.fn(async (_path: string) => undefined);
    setRoutePreloader(preloader);
    await preloadPath('/lobby/deposit?packageId=3&amount=100#top');
    await preloadPath('/lobby/rewards#list');
    expect(preloader.mock.calls.map(([path]) => path)).toEqual(['/lobby/deposit', '/lobby/rewards']);
  });

  it('swallows a failed load', async () => {
    vi.resetModules();
    const { preloadPath, setRoutePreloader } = await import('../../src/lib/route-preload');
    setRoutePreloader(() => Promise.reject(new Error('offline')));
    await expect(preloadPath('/lobby/deposit')).resolves.toBeUndefined();
  });
});
