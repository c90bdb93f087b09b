/**
 * christmas — the Christmas page /activity/christmas and /lobby/activity/christmas (issue 23 §2; spec §7
 * appChristmasUser*, §9 Christmas 37; docs/promotions.md "Christmas (type 37)"). A daily sign-in earns a gift
 * box, deposits earn more; a box is opened (the server draws its prize, revealed on the page) and then
 * received; the completed calendar pays an extra reward. Opening reveals before it credits, so the flow has
 * a chart of its own rather than the claim mechanism's.
 *
 * States:
 * - loading (appChristmasUser) → ready | failed (`christmas.retry`).
 * - ready: the season's dates, today's sign-in, the calendar, the boxes, the extra reward. `christmas.sign`,
 *   `box.open`, `box.receive`, `calendar.extra` → acting, only when the server would take it (canChristmas);
 *   anything else (a second tap, a box already open, outside the season) is ignored. `christmas.reload` →
 *   refreshing.
 * - acting (one call at a time): success → ready with the state it answers; an opened box's prize is the
 *   `revealed` one (the page shows it until the next action); a credit's balances go to the session and the
 *   dots are refreshed; a toast says what happened. Failure: its message in a toast → refreshing.
 * - refreshing (appChristmasUser): the shown state stays, a failure keeps it.
 *
 * Emitted: toast { message, tone }. Actors: loadChristmas (→ ChristmasState), act (ChristmasAction →
 * ChristmasOutcome). Actions provided by the app: reportBalances ({ balances }: null when nothing was
 * credited), refreshDots.
 * Its data and rules are in machines/promo-seasonal.rules.ts.
 * Implementations: src/actors/christmas.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { claimFailure } from './activity-claim.rules';
import { plainMoney } from './deposit-constants';
import { errorMessage, message, type Message } from './message';
import { canChristmas, type ChristmasAction, type ChristmasOutcome, type ChristmasState } from './promo-seasonal.rules';
import type { PrizeItem } from './promotions-constants';

export interface ChristmasContext {
  state: ChristmasState | null;
  pending: ChristmasAction | null;
  /** The box opened last and its prize (shown until the next action). */
  revealed: { readonly id: number; readonly award: readonly PrizeItem[] } | null;
  error: Message | null;
}

export type ChristmasEvent =
  | { type: 'christmas.retry' }
  | { type: 'christmas.reload' }
  | { type: 'christmas.sign' }
  | { type: 'box.open'; id: number }
  | { type: 'box.receive'; id: number }
  | { type: 'calendar.extra' };

export type ChristmasEmitted = { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

const actionOf = (event: ChristmasEvent): ChristmasAction | null => {
  switch (event.type) {
    case 'christmas.sign':
      return { kind: 'sign' };
    case 'box.open':
      return { kind: 'open', id: event.id };
    case 'box.receive':
      return { kind: 'receive', id: event.id };
    case 'calendar.extra':
      return { kind: 'extra' };
    default:
      return null;
  }
};

/** The revealed box, kept only while `state` shows it opened (a state from elsewhere may not know it yet). */
function shownRevealed(revealed: ChristmasContext['revealed'], state: ChristmasState): ChristmasContext['revealed'] {
  return revealed && (state.boxes.find((b) => b.id === revealed.id)?.status ?? 0) !== 0 ? revealed : null;
}

const coinOf = (award: readonly PrizeItem[]) => award.reduce((n, i) => n + (i.id === 2001 ? i.count : 0), 0);

/** What the toast says after `action` succeeded. */
function doneMessage(action: ChristmasAction | null, award: readonly PrizeItem[]): Message {
  switch (action?.kind) {
    case 'sign':
      return message('promoSeasonal.christmas.signed');
    case 'open':
      return message('promoSeasonal.christmas.opened', { amount: plainMoney(coinOf(award)) });
    case 'extra':
      return message('promoSeasonal.christmas.extraReceived');
    default:
      return message('promoSeasonal.christmas.received', { amount: plainMoney(coinOf(award)) });
  }
}

export const christmasMachine = setup({
  types: {
    context: {} as ChristmasContext,
    events: {} as ChristmasEvent,
    emitted: {} as ChristmasEmitted,
  },
  actors: {
    loadChristmas: fromPromise<ChristmasState, void>(async () => {
      throw new Error('provided by the app');
    }),
    act: fromPromise<ChristmasOutcome, ChristmasAction>(async () => {
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
      return action !== null && canChristmas(context.state, action);
    },
  },
}).createMachine({
  id: 'christmas',
  context: { state: null, pending: null, revealed: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'appChristmasUser: the season, sign-ins, boxes and the calendar.',
      tags: ['loading'],
      invoke: {
        id: 'loadChristmas',
        src: 'loadChristmas',
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'Christmas could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'christmas.retry': 'loading' },
    },
    ready: {
      description: 'Sign in, open and receive boxes, the calendar’s extra — each only when the server would take it.',
      on: {
        'christmas.sign': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'box.open': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'box.receive': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'calendar.extra': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'christmas.reload': 'refreshing',
      },
    },
    acting: {
      description: 'appChristmasUserSign / Open / Receive / Extra — one call at a time, further taps ignored.',
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.pending ?? { kind: 'sign' as const },
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
                context.pending?.kind === 'open'
                  ? shownRevealed({ id: context.pending.id, award: event.output.award }, event.output.state)
                  : null,
              pending: null,
            }),
            {
              type: 'reportBalances',
              params: ({ event }) => ({ balances: event.output.balances }),
            },
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
      description: 'appChristmasUser again; the shown state stays, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshChristmas',
        src: 'loadChristmas',
        onDone: {
          target: 'ready',
          actions: assign({
            state: ({ event }) => event.output,
            revealed: ({ context, event }) => shownRevealed(context.revealed, event.output),
          }),
        },
        onError: { target: 'ready' },
      },
    },
  },
});
