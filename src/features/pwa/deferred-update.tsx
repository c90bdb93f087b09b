/**
 * Mounts the app-update banner (update-host.tsx) without costing the first render anything: its code, the
 * service-worker registration (workbox-window) and the `pwa` messages load once the app has rendered or hydrated
 * its first page (src/lib/app-ready.ts) and the browser is idle, and only where service workers exist.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { areaReady } from '../../i18n/i18n';
import { onAppReady } from '../../lib/app-ready';

const loadUpdateHost = () => Promise.all([import('./update-host'), areaReady('pwa')]).then(([m]) => m.UpdateHost);

export function DeferredUpdate() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    let live = true;
    let idle = 0;
    const load = () =>
      void loadUpdateHost().then(
        (component) => live && setHost(() => component),
        () => undefined, // offline: the next page load tries again
      );
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(load, { timeout: 3000 })
          : window.setTimeout(load, 0);
    };
    const cancelReady = onAppReady(whenIdle);
    return () => {
      live = false;
      cancelReady();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return Host ? <Host /> : null;
}
