/**
 * toast — the app's short messages ("Success.", "Copy Success.", refresh results, errors).
 *
 * States: idle → showing (2.5 s, or until dismissed) → the next queued toast or idle. One toast at a time;
 * at most 3 wait in the queue (the oldest waiting one is dropped), and a toast equal to the one showing is
 * not queued again.
 *
 * Events in: toast.show { message, tone }, toast.dismiss.
 */
import { assign, setup } from 'xstate';
import type { Message } from './message';

export const TOAST_MS = 2_500;
const QUEUE_MAX = 3;

export type ToastTone = 'info' | 'success' | 'error';
export interface ToastItem {
  readonly id: number;
  readonly message: Message;
  readonly tone: ToastTone;
}

export interface ToastContext {
  current: ToastItem | null;
  queue: ToastItem[];
  seq: number;
}

export type ToastEvent = { type: 'toast.show'; message: Message; tone?: ToastTone } | { type: 'toast.dismiss' };

const same = (a: ToastItem | null, b: { message: Message }) =>
  a !== null && a.message.id === b.message.id && JSON.stringify(a.message.values) === JSON.stringify(b.message.values);

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  actions: {
    showNew: assign(({ context }, params: { message: Message; tone: ToastTone }) => ({
      current: { id: context.seq + 1, message: params.message, tone: params.tone },
      seq: context.seq + 1,
    })),
    enqueue: assign(({ context }, params: { message: Message; tone: ToastTone }) => ({
      queue: [...context.queue, { id: context.seq + 1, message: params.message, tone: params.tone }].slice(-QUEUE_MAX),
      seq: context.seq + 1,
    })),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    isShowing: ({ context }, params: { message: Message }) => same(context.current, params),
  },
  delays: { toastDuration: TOAST_MS },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [], seq: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toast.show': {
          target: 'showing',
          actions: { type: 'showNew', params: ({ event }) => ({ message: event.message, tone: event.tone ?? 'info' }) },
        },
      },
    },
    showing: {
      after: {
        toastDuration: [
          { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'showNext' },
          { target: 'idle', actions: assign({ current: null }) },
        ],
      },
      on: {
        'toast.show': {
          guard: ({ context, event }) => !same(context.current, event),
          actions: { type: 'enqueue', params: ({ event }) => ({ message: event.message, tone: event.tone ?? 'info' }) },
        },
        'toast.dismiss': [
          { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'showNext' },
          { target: 'idle', actions: assign({ current: null }) },
        ],
      },
    },
  },
});
