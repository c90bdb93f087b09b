/**
 * The app-update flow on the service worker, through vite-plugin-pwa's `registerSW` (workbox-window; the view
 * passes it in: src/features/pwa/register-sw.ts): registers /sw.js, reports a new worker that waits
 * (update.found) and a new worker taking control of the page (update.activated: after this tab's Update, or
 * another tab's), asks the server for a new build every APP_UPDATE_CHECK_MS and when the tab comes back into
 * view (at most every 10 minutes), and on Update tells the waiting worker to take over (the reload itself is the machine's reloadPage,
 * once the new worker controls the page).
 */
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { fromCallback, fromPromise } from 'xstate';
import { appUpdateMachine, type AppUpdateEvent } from '../../machines/app-update.machine';
import type { ImplementationsOf } from './port';

/** vite-plugin-pwa's registerSW: registers the worker; answers updateSW (SKIP_WAITING to the waiting one). */
export type RegisterWorker = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/** The least time between two checks for a new build when the tab comes back into view. */
const VISIBLE_CHECK_MS = 10 * 60 * 1000;

export function appUpdateImplementations(registerSW: RegisterWorker, win: Window = window) {
  /** vite-plugin-pwa's updateSW: sends SKIP_WAITING to the waiting worker. */
  let activateWaiting: (() => Promise<void>) | null = null;
  return {
    actors: {
      watchUpdates: fromCallback<AppUpdateEvent, { checkEveryMs: number }>(({ sendBack, input }) => {
        let registration: ServiceWorkerRegistration | undefined;
        let lastCheck = Date.now();
        const check = () => {
          lastCheck = Date.now();
          void registration?.update().catch(() => undefined); // offline: next time
        };
        const timer = win.setInterval(check, input.checkEveryMs);
        // Back in view (a phone's app switch): at most one check every VISIBLE_CHECK_MS.
        const onVisible = () => {
          if (win.document.visibilityState === 'visible' && Date.now() - lastCheck >= VISIBLE_CHECK_MS) check();
        };
        win.document.addEventListener('visibilitychange', onVisible);
        const updateSW = registerSW({
          immediate: true,
          onNeedRefresh: () => sendBack({ type: 'update.found' }),
          // Instead of the plugin's own reload: the machine decides (never during a game or a payment).
          onNeedReload: () => sendBack({ type: 'update.activated' }),
          onRegisteredSW: (_url, r) => {
            registration = r;
          },
        });
        activateWaiting = () => updateSW(false);
        return () => {
          win.clearInterval(timer);
          win.document.removeEventListener('visibilitychange', onVisible);
          activateWaiting = null;
        };
      }),
      applyUpdate: fromPromise<void, void>(async () => {
        if (!activateWaiting) throw new Error('no service worker registration');
        await activateWaiting();
      }),
    },
    actions: {
      reloadPage: () => win.location.reload(),
    },
  } satisfies ImplementationsOf<typeof appUpdateMachine>;
}

export function liveAppUpdateMachine(registerSW: RegisterWorker, win?: Window) {
  return appUpdateMachine.provide(appUpdateImplementations(registerSW, win));
}
