/**
 * One flow for the app's lifetime, with two regions: the queue (loaded on first need) and the embedded chat,
 * so the chat survives route changes and an open asked before the queue is in waits for it. What opening an
 * entry does depends on where the app runs: inside the native app (a token in the landing query) it emits
 * `redirect` to the native link (to=cs, url, isOut); a live-chat url (licence = its digits) sets up the widget
 * and maximises it; any other entry opens a new window (openWindow). An empty queue toasts that no customer
 * service is available. The chat page gives up after `chatTimeout`.
 *
 * Its rules are in machines/customer-service.rules.ts. Implementations: src/actors/customer-service.actors.ts
 */
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { liveChatOf, nativeServiceLink, type LiveChat, type ServiceEntry } from './customer-service.rules';
import { errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

/** How long the chat page may take to load in its frame before the widget offers a retry. */
export const CHAT_LOAD_TIMEOUT_MS = 20_000;

export interface CustomerServiceInput {
  /** Opened by the native app (a token in the landing query). */
  readonly native: boolean;
  /** The app's origin: relative entry urls are on it; only its live-chat pages can be framed. */
  readonly origin: string;
}

export interface CustomerServiceContext extends CustomerServiceInput {
  /** The queue as the server answered it (empty until it has). */
  entries: readonly ServiceEntry[];
  /** The first entry of the queue: what "customer service" opens (its url is remembered). */
  remembered: ServiceEntry | null;
  /** `service.open` arrived before the queue was in: open the first entry once it is. */
  pending: boolean;
  error: Message | null;
  /** The live chat the widget shows (set up on first need). */
  chat: LiveChat | null;
  /** Bumped on every chat retry: the frame reloads. */
  attempt: number;
}

export type CustomerServiceEvent =
  | { type: 'service.load' }
  | { type: 'service.open' }
  | { type: 'service.openEntry'; entry: ServiceEntry }
  | { type: 'service.retry' }
  | { type: 'service.dismiss' }
  | { type: 'chat.loaded' }
  | { type: 'chat.minimise' }
  | { type: 'chat.maximise' }
  | { type: 'chat.close' }
  | { type: 'chat.retry' }
  | { type: 'chat.show'; chat: LiveChat };

export type CustomerServiceEmitted = { type: 'redirect'; url: string } | { type: 'toast'; message: Message };

const sameChat = (a: LiveChat | null, b: LiveChat) => a !== null && a.licence === b.licence;
const chatOf = (event: CustomerServiceEvent) => (event as Extract<CustomerServiceEvent, { type: 'chat.show' }>).chat;
const entryOf = (event: CustomerServiceEvent) =>
  (event as Extract<CustomerServiceEvent, { type: 'service.openEntry' }>).entry;

export const customerServiceMachine = setup({
  types: {
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
    emitted: {} as CustomerServiceEmitted,
    input: {} as CustomerServiceInput,
  },
  actors: {
    loadQueue: fromPromise<readonly ServiceEntry[], void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    openWindow: (_, _params: { url: string }) => {},
  },
  guards: {
    isNative: ({ context }) => context.native,
    isLiveChatEntry: ({ context, event }) => liveChatOf(entryOf(event).url, context.origin) !== null,
    hasRemembered: ({ context }) => context.remembered !== null,
    isPending: ({ context }) => context.pending,
    isSameChat: ({ context, event }) => sameChat(context.chat, chatOf(event)),
  },
  delays: { chatTimeout: CHAT_LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'customerService',
  description:
    "Customer service from anywhere in the app: /service, the login page's service button, the left menu's entry and the desktop footer's contacts. One flow for the app's lifetime: the embedded chat survives route changes.",
  meta: { emitted: ['redirect', 'toast'], docs: 'docs/product/messages.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    native: input.native,
    origin: input.origin,
    entries: [],
    remembered: null,
    pending: false,
    error: null,
    chat: null,
    attempt: 0,
  }),
  type: 'parallel',
  on: {
    // Opening one entry, whatever the queue's state (the footer's contacts come with the configuration).
    'service.openEntry': [
      {
        guard: 'isNative',
        actions: emit(({ context, event }) => ({
          type: 'redirect' as const,
          url: nativeServiceLink(event.entry, context.origin),
        })),
      },
      {
        guard: 'isLiveChatEntry',
        actions: raise(({ context, event }) => ({
          type: 'chat.show' as const,
          chat: liveChatOf(event.entry.url, context.origin) as LiveChat,
        })),
      },
      { actions: { type: 'openWindow', params: ({ event }) => ({ url: event.entry.url }) } },
    ],
  },
  states: {
    queue: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing asked yet: the queue loads on first need (no call on the first render).',
          on: {
            'service.load': 'loading',
            'service.open': { target: 'loading', actions: assign({ pending: true }) },
          },
        },
        loading: {
          description: 'getCustomerServices; an open asked meanwhile waits for it.',
          tags: ['loading'],
          invoke: {
            id: 'loadQueue',
            src: 'loadQueue',
            onDone: [
              {
                guard: 'isPending',
                target: 'ready',
                actions: [
                  assign(({ event }) => ({
                    entries: event.output,
                    remembered: event.output[0] ?? null,
                    pending: false,
                  })),
                  // The open that waited, now that the first entry is known (handled in ready).
                  raise({ type: 'service.open' }),
                ],
              },
              {
                target: 'ready',
                actions: assign(({ event }) => ({ entries: event.output, remembered: event.output[0] ?? null })),
              },
            ],
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
          on: {
            'service.open': { actions: assign({ pending: true }) },
            'service.dismiss': { actions: assign({ pending: false }) },
          },
        },
        ready: {
          description: 'The queue is in; its first entry is remembered and is what customer service opens.',
          on: {
            'service.open': [
              {
                guard: 'hasRemembered',
                actions: raise(({ context }) => ({
                  type: 'service.openEntry' as const,
                  entry: context.remembered as ServiceEntry,
                })),
              },
              { actions: emit({ type: 'toast' as const, message: message('service.none') }) },
            ],
          },
        },
        failed: {
          description: 'The queue could not be loaded: retry (an open asked before still waits for it).',
          on: {
            'service.retry': { target: 'loading', actions: assign({ error: null }) },
            'service.load': { target: 'loading', actions: assign({ error: null }) },
            'service.open': { target: 'loading', actions: assign({ error: null, pending: true }) },
            'service.dismiss': { actions: assign({ pending: false }) },
          },
        },
      },
    },
    chat: {
      initial: 'closed',
      states: {
        closed: {
          description: 'No widget on screen (its code and frame load only when a live chat is first opened).',
          on: { 'chat.show': { target: 'loading', actions: assign({ chat: ({ event }) => event.chat }) } },
        },
        loading: {
          description: 'The widget is maximised and its chat page is loading in the frame.',
          tags: ['chatBusy'],
          after: { chatTimeout: 'failed' },
          on: {
            'chat.loaded': 'open',
            'chat.close': 'closed',
            'chat.show': [
              // The same chat asked again while it loads: nothing to do.
              { guard: 'isSameChat', actions: [] },
              { target: 'loading', reenter: true, actions: assign({ chat: ({ event }) => event.chat }) },
            ],
          },
        },
        open: {
          description: 'Maximised: the chat on screen over the page.',
          on: {
            'chat.minimise': 'minimised',
            'chat.close': 'closed',
            'chat.show': [
              { guard: 'isSameChat', actions: [] },
              { target: 'loading', actions: assign({ chat: ({ event }) => event.chat }) },
            ],
          },
        },
        minimised: {
          description: 'A small button keeps the conversation (its frame stays loaded) across routes.',
          on: {
            'chat.maximise': 'open',
            'chat.close': 'closed',
            'chat.show': [
              { guard: 'isSameChat', target: 'open' },
              { target: 'loading', actions: assign({ chat: ({ event }) => event.chat }) },
            ],
          },
        },
        failed: {
          description: 'The chat page did not load in time: retry reloads the frame.',
          on: {
            'chat.retry': { target: 'loading', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
            'chat.close': 'closed',
            'chat.show': {
              target: 'loading',
              actions: assign({ chat: ({ event }) => event.chat, attempt: ({ context }) => context.attempt + 1 }),
            },
          },
        },
      },
    },
  },
});
