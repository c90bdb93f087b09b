/**
 * The customer-service flow of an app root: one actor for the app's lifetime (the embedded chat survives
 * route changes), created on first need by the widget host or the /service page, connected to the request
 * channel the other pages use (src/lib/service-requests.ts). Its intents (the native link, toasts) go to the
 * root like every flow's; it is registered with the root for the /flows page.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { liveCustomerServiceMachine } from '../../actors/customer-service.actors';
import type { AppRoot } from '../../flow/root';
import { connectService } from '../../lib/service-requests';
import { SESSION_KEYS, readItem } from '../../lib/storage-keys';

export type ServiceActor = ActorRefFrom<ReturnType<typeof liveCustomerServiceMachine>>;

const actors = new WeakMap<AppRoot, ServiceActor>();

/** Opens `url` outside the app, in a new window (an entry that is not the live chat, outside the native app). */
function openWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export function serviceActor(root: AppRoot): ServiceActor {
  let actor = actors.get(root);
  if (actor) return actor;
  actor = createActor(liveCustomerServiceMachine(root, { openWindow }), {
    input: {
      native: readItem(root.deps.tabStore, SESSION_KEYS.nativeApp) === '1',
      origin: root.deps.origin,
    },
  });
  actor.on('redirect', (e) => root.perform(e));
  actor.on('toast', (e) => root.perform(e));
  actors.set(root, actor);
  root.track(actor);
  actor.start();
  const started = actor;
  connectService(root, (request) => started.send(request));
  return actor;
}
