/**
 * One toast at a time; at most 3 wait (the oldest waiting one is dropped). A toast equal to the one showing or to
 * one waiting is not added again (duplicates collapse). While another waits, the showing one stays at most 1.2 s
 * more (`showing.hurried`), so a burst does not trail for 2.5 s each.
 *
 * Owners: a toast of the app (the session's "session expired", a sign-in result, the network
 * error of a lazy part) belongs to no page and survives navigation and redirects; a toast of a page's flow
 * belongs to the page shown when it came (`toast.page` tells the machine which one that is) and leaves with
 * it — unless the same flow navigated in the same step (`toast.carry` with the ids of the toasts of that step:
 * "Withdrawal submitted" then the order's page), when it belongs to the page navigated to. An older toast of the
 * page is never carried.
 */
import { assign, setup } from 'xstate';
import type { Message } from './message';
import type { MachineMeta } from './machine-meta';

export const TOAST_MS = 2_500;
/** How long a toast stays once another waits behind it. */
export const TOAST_HURRIED_MS = 1_200;
const QUEUE_MAX = 3;

export type ToastTone = 'info' | 'success' | 'error';
/** `app`: survives navigation; `page`: leaves with the page it came on. */
export type ToastOwner = 'app' | 'page';
export interface ToastItem {
  readonly id: number;
  readonly message: Message;
  readonly tone: ToastTone;
  /** The page that owns it (a path), `null` for the app's own toasts. */
  readonly page: string | null;
  /** Goes with the next page shown (its flow navigated in the step that showed it). */
  readonly carried: boolean;
}

export interface ToastContext {
  current: ToastItem | null;
  queue: ToastItem[];
  seq: number;
  /** The page shown now (a path), `null` before the app says. */
  page: string | null;
}

export type ToastEvent =
  | { type: 'toast.show'; message: Message; tone?: ToastTone; owner?: ToastOwner }
  | { type: 'toast.dismiss' }
  | { type: 'toast.page'; page: string }
  | { type: 'toast.carry'; ids: readonly number[] };

const sameMessage = (a: ToastItem | null | undefined, b: { message: Message }) =>
  a != null && a.message.id === b.message.id && JSON.stringify(a.message.values) === JSON.stringify(b.message.values);

const isDuplicate = (context: ToastContext, event: { message: Message }) =>
  sameMessage(context.current, event) || context.queue.some((t) => sameMessage(t, event));

/** The toast on the page `page` after a page change: kept (carried ones now owned by it) or dropped (null). */
const onPage = (t: ToastItem, page: string): ToastItem | null => {
  if (t.page === null) return t;
  if (t.carried) return { ...t, page, carried: false };
  return t.page === page ? t : null;
};

const toastOf = (context: ToastContext, event: { message: Message; tone?: ToastTone; owner?: ToastOwner }) => ({
  id: context.seq + 1,
  message: event.message,
  tone: event.tone ?? 'info',
  page: event.owner === 'page' ? context.page : null,
  carried: false,
});

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  actions: {
    showNew: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      return { current: toastOf(context, event), seq: context.seq + 1 };
    }),
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      return { queue: [...context.queue, toastOf(context, event)].slice(-QUEUE_MAX), seq: context.seq + 1 };
    }),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clear: assign({ current: null }),
    /** The page changed: page-owned toasts of other pages go, carried ones join the new page. */
    leavePage: assign(({ context, event }) => {
      if (event.type !== 'toast.page') return {};
      return {
        page: event.page,
        current: context.current && onPage(context.current, event.page),
        queue: context.queue.map((t) => onPage(t, event.page)).filter((t): t is ToastItem => t !== null),
      };
    }),
    carry: assign(({ context, event }) => {
      if (event.type !== 'toast.carry') return {};
      const mark = (t: ToastItem) =>
        t.page !== null && t.page === context.page && event.ids.includes(t.id) ? { ...t, carried: true } : t;
      return { current: context.current && mark(context.current), queue: context.queue.map(mark) };
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    isDuplicate: ({ context, event }) => event.type === 'toast.show' && isDuplicate(context, event),
    /** The showing toast stays on the page the app now shows. */
    currentStays: ({ context, event }) =>
      event.type === 'toast.page' && context.current !== null && onPage(context.current, event.page) !== null,
    /** After the page change some waiting toast is left. */
    queueStays: ({ context, event }) =>
      event.type === 'toast.page' && context.queue.some((t) => onPage(t, event.page) !== null),
  },
  delays: { toastDuration: TOAST_MS, toastHurried: TOAST_HURRIED_MS },
}).createMachine({
  id: 'toast',
  description: 'The app\'s short messages ("Success.", "Copy Success.", refresh results, errors).',
  meta: { emitted: [], docs: 'docs/product/screens.md' } satisfies MachineMeta,
  context: { current: null, queue: [], seq: 0, page: null },
  initial: 'idle',
  on: {
    'toast.carry': { actions: 'carry' },
  },
  states: {
    idle: {
      on: {
        'toast.show': { target: 'showing', actions: 'showNew' },
        'toast.page': { actions: 'leavePage' },
      },
    },
    showing: {
      initial: 'alone',
      after: {
        toastDuration: [
          { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'showNext' },
          { target: 'idle', actions: 'clear' },
        ],
      },
      on: {
        'toast.dismiss': [
          { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'showNext' },
          { target: 'idle', actions: 'clear' },
        ],
        'toast.page': [
          { guard: 'currentStays', actions: 'leavePage' },
          { guard: 'queueStays', target: 'showing', reenter: true, actions: ['leavePage', 'showNext'] },
          { target: 'idle', actions: ['leavePage', 'clear'] },
        ],
      },
      states: {
        alone: {
          on: {
            'toast.show': [{ guard: 'isDuplicate' }, { target: 'hurried', actions: 'enqueue' }],
          },
        },
        hurried: {
          description: 'Another toast waits: this one stays at most 1.2 s more.',
          after: {
            toastHurried: [
              { guard: 'hasQueued', target: '#toast.showing', reenter: true, actions: 'showNext' },
              { target: 'alone' },
            ],
          },
          on: {
            'toast.show': [{ guard: 'isDuplicate' }, { actions: 'enqueue' }],
          },
        },
      },
    },
  },
});
