/**
 * How any page asks for customer service (the login page's button, the left menu, the desktop footer):
 * `requestService(root, request)`. The customer-service flow and its widget live in a chunk of their own that
 * the app frame loads on the first request (nothing of it on the first render); requests made before it has
 * arrived wait here and are handed over when it connects. One channel per app root.
 */

/** What a page can ask of the customer-service flow (its events: machines/customer-service.machine.ts). */
export type ServiceRequest =
  { type: 'service.open' } | { type: 'service.openEntry'; entry: { url: string; isOut: number } };

interface Channel {
  waiting: ServiceRequest[];
  deliver: ((request: ServiceRequest) => void) | null;
  readonly listeners: Set<() => void>;
}

const channels = new WeakMap<object, Channel>();

function channelOf(root: object): Channel {
  let channel = channels.get(root);
  if (!channel) {
    channel = { waiting: [], deliver: null, listeners: new Set() };
    channels.set(root, channel);
  }
  return channel;
}

const notify = (channel: Channel) => channel.listeners.forEach((l) => l());

/** Asks for customer service: delivered at once when the flow runs, otherwise when it has loaded. */
export function requestService(root: object, request: ServiceRequest): void {
  const channel = channelOf(root);
  if (channel.deliver) return channel.deliver(request);
  channel.waiting.push(request);
  notify(channel);
}

/** Whether the customer-service flow is wanted (asked for, or already running): the frame loads it then. */
export function serviceWanted(root: object): boolean {
  const channel = channelOf(root);
  return channel.deliver !== null || channel.waiting.length > 0;
}

export function subscribeService(root: object, listener: () => void): () => void {
  const channel = channelOf(root);
  channel.listeners.add(listener);
  return () => channel.listeners.delete(listener);
}

/** The running flow connects (once per root): the waiting requests reach it in order. */
export function connectService(root: object, deliver: (request: ServiceRequest) => void): void {
  const channel = channelOf(root);
  channel.deliver = deliver;
  for (const request of channel.waiting.splice(0)) deliver(request);
  // After the current render: a page may create the flow while it renders.
  queueMicrotask(() => notify(channel));
}

/** The flow's code could not be loaded (offline): the waiting requests are dropped; a new one tries again. */
export function dropServiceRequests(root: object): void {
  const channel = channelOf(root);
  channel.waiting = [];
  notify(channel);
}
