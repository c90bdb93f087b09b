/**
 * newYear — the New Year page /activity/newYear (issue 23 §2; spec §7 appNewYearUser*, §9 NewYear 38, items
 * 40001–40004; docs/promotions.md "New Year (type 38)"). Daily tasks (share, deposits) earn lucky boxes; a box
 * opens into one of the four items (revealed); a set of the four opens a red packet (coin); enough packets pay
 * an extra. Revealing draws before anything is credited, so the flow has a chart of its own.
 *
 * States:
 * - loading (appNewYearUser) → ready | failed (`newYear.retry`).
 * - ready: `newYear.share`, `task.receive`, `box.open`, `packet.open`, `newYear.extra` → acting, only when the
 *   server would take it (canNewYear); anything else is ignored. `newYear.reload` → refreshing.
 * - acting (one call at a time): success → ready with the state it answers, what it gave is `revealed` (until
 *   the next action), a credit's balances go to the session, a toast says what happened; failure: its message
 *   in a toast → refreshing.
 * - refreshing (appNewYearUser): the shown state stays, a failure keeps it.
 *
 * Emitted: toast { message, tone }. Actors: loadNewYear (→ NewYearState), act (NewYearAction → NewYearOutcome).
 * Actions provided by the app: reportBalances ({ balances }: null when nothing was credited), refreshDots.
 * Its data and rules are in machines/promo-seasonal.rules.ts.
 * Implementations: src/actors/new-year.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { claimFailure } from './activity-claim.rules';
import { plainMoney } from './deposit-constants';
import { errorMessage, message, type Message } from './message';
import { canNewYear, type NewYearAction, type NewYearOutcome, type NewYearState } from './promo-seasonal.rules';
import type { PrizeItem } from './promotions-constants';

export interface NewYearContext {
  state: NewYearState | null;
  pending: NewYearAction | null;
  /** What the last box or red packet gave (shown until the next action). */
  revealed: { readonly kind: 'box' | 'packet'; readonly award: readonly PrizeItem[] } | null;
  error: Message | null;
}

export type NewYearEvent =
  | { type: 'newYear.retry' }
  | { type: 'newYear.reload' }
  | { type: 'newYear.share' }
  | { type: 'task.receive'; id: number }
  | { type: 'box.open'; id: number }
  | { type: 'packet.open' }
  | { type: 'newYear.extra' };

export type NewYearEmitted = { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

const actionOf = (event: NewYearEvent): NewYearAction | null => {
  switch (event.type) {
    case 'newYear.share':
      return { kind: 'share' };
    case 'task.receive':
      return { kind: 'task', id: event.id };
    case 'box.open':
      return { kind: 'box', id: event.id };
    case 'packet.open':
      return { kind: 'packet' };
    case 'newYear.extra':
      return { kind: 'extra' };
    default:
      return null;
  }
};

function doneMessage(action: NewYearAction | null, award: readonly PrizeItem[]): Message {
  switch (action?.kind) {
    case 'share':
      return message('promoSeasonal.newYear.shared');
    case 'task':
      return message('promoSeasonal.newYear.taskReceived');
    case 'box':
      return message('promoSeasonal.newYear.boxOpened', { item: award[0]?.id ?? 0 });
    case 'packet':
      return message('promoSeasonal.newYear.packetOpened', {
        amount: plainMoney(award.reduce((n, i) => n + (i.id === 2001 ? i.count : 0), 0)),
      });
    default:
      return message('promoSeasonal.newYear.extraReceived');
  }
}

export const newYearMachine = setup({
  types: {
    context: {} as NewYearContext,
    events: {} as NewYearEvent,
    emitted: {} as NewYearEmitted,
  },
  actors: {
    loadNewYear: fromPromise<NewYearState, void>(async () => {
      throw new Error('provided by the app');
    }),
    act: fromPromise<NewYearOutcome, NewYearAction>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    assignPending: assign({ pending: ({ event }) => actionOf(event), revealed: null }),
    /** The balances after a credit to the session (nothing when the action credited nothing). */
    reportBalances: (_, _params: { balances: { coin: number; lottery: number } | null }) => {},
    refreshDots: () => {},
  },
  guards: {
    canAct: ({ context, event }) => {
      const action = actionOf(event);
      return action !== null && canNewYear(context.state, action);
    },
  },
}).createMachine({
  id: 'newYear',
  context: { state: null, pending: null, revealed: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'appNewYearUser: the season, tasks, boxes, items, red packets and the extra.',
      tags: ['loading'],
      invoke: {
        id: 'loadNewYear',
        src: 'loadNewYear',
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'New Year could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'newYear.retry': 'loading' },
    },
    ready: {
      description:
        'Share, receive tasks, open boxes and red packets, the extra — each only when the server would take it.',
      on: {
        'newYear.share': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'task.receive': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'box.open': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'packet.open': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'newYear.extra': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'newYear.reload': 'refreshing',
      },
    },
    acting: {
      description: 'appNewYearUserShare / ReceiveTask / BoxOpen / Open / Extra — one call at a time.',
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.pending ?? { kind: 'share' as const },
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context, event }) => ({
              type: 'toast' as const,
              message: doneMessage(context.pending, event.output.award),
              tone: 'success' as const,
            })),
            assign({
              state: ({ event }) => event.output.state,
              revealed: ({ context, event }) =>
                context.pending?.kind === 'box' || context.pending?.kind === 'packet'
                  ? { kind: context.pending.kind, award: event.output.award }
                  : null,
              pending: null,
            }),
            { type: 'reportBalances', params: ({ event }) => ({ balances: event.output.balances }) },
            'refreshDots',
          ],
        },
        onError: {
          target: 'refreshing',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              message: claimFailure(event.error),
              tone: 'error' as const,
            })),
            assign({ pending: null }),
          ],
        },
      },
    },
    refreshing: {
      description: 'appNewYearUser again; the shown state stays, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshNewYear',
        src: 'loadNewYear',
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
    },
  },
});
