/**
 * The server draws the slice (actInviteUserSpin) before the wheel turns, and the outcome is not shown before the
 * wheel stops (`animating`, `spinDuration` = SPIN_MS; straight to the result under reduced motion), so the
 * animation never decides anything. A spin with none left is ignored (the button is disabled); a cash-out before
 * the round reached its target only toasts what is still missing, with no call; inviting needs a bound mobile
 * (else the bind page). After a spin's result, an exchange or a refusal the state and the record are read again,
 * the page staying shown.
 *
 * Its rules are in machines/spin.rules.ts. Implementations: src/actors/spin.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ACTIVITY } from '../contract/ids';
import { activityPathOn, pathOn, type PathLayout } from '../contract/paths';
import { intentAfterFailure, intentFor, type Intent, type Keyed } from './intent-key';
import { errorMessage, message, type Message } from './message';
import {
  SPIN_MS,
  decimal,
  remaining,
  rotationFor,
  spinFailure,
  withStatus,
  type SpinBoard,
  type SpinOutcome,
  type SpinRecordPage,
} from './spin.rules';
import type { MachineMeta } from './machine-meta';

export interface SpinInput {
  /** The layout the invite and bind targets are built for. */
  readonly layout: PathLayout;
  /** The player prefers reduced motion: the wheel jumps to its slice and the result shows at once. */
  readonly reducedMotion: boolean;
}

type SpinIntent = Intent<{ readonly call: 'spin' | 'exchange' }>;

export interface SpinContext extends SpinInput {
  board: SpinBoard | null;
  /** The record's entries shown so far (first page, then more). */
  recordPage: number;
  outcome: SpinOutcome | null;
  /** The wheel's rotation in degrees (only grows). */
  rotation: number;
  error: Message | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly call: 'spin' | 'exchange' }> | null;
}

export interface SpinExchange {
  /** What was credited and the coin balance after it (hundredths). */
  readonly amount: number;
  readonly coin: number;
}

export type SpinEvent =
  | { type: 'spin.retry' }
  | { type: 'spin.start' }
  | { type: 'result.close' }
  | { type: 'exchange.start' }
  | { type: 'invite' }
  | { type: 'record.more' };

export type SpinEmitted =
  { type: 'navigate'; to: string } | { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

const hasMoreRecord = (c: Pick<SpinContext, 'board'>) =>
  c.board !== null && c.board.record.length < c.board.recordTotal;

/** The context after a spin: the outcome, the wheel's rotation to its slice, the new figures. */
function outcomePatch(context: SpinContext, outcome: SpinOutcome): Partial<SpinContext> {
  if (!context.board) return { outcome };
  return {
    outcome,
    rotation: rotationFor(context.board.state.prizeList, outcome.prizeId, context.rotation),
    board: { ...context.board, state: withStatus(context.board.state, outcome.status) },
  };
}

export const spinMachine = setup({
  types: {
    context: {} as SpinContext,
    events: {} as SpinEvent,
    input: {} as SpinInput,
    emitted: {} as SpinEmitted,
  },
  actors: {
    fetchSpin: fromPromise<SpinBoard, void>(async () => {
      throw new Error('provided by the app');
    }),
    spinWheel: fromPromise<SpinOutcome, Keyed>(async () => {
      throw new Error('provided by the app');
    }),
    fetchRecord: fromPromise<SpinRecordPage, { page: number }>(async () => {
      throw new Error('provided by the app');
    }),
    exchangeSpin: fromPromise<SpinExchange, Keyed>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportCoin: (_, _params: { coin: number }) => {},
    refreshDots: () => {},
  },
  delays: {
    spinDuration: SPIN_MS,
  },
  guards: {
    hasSpins: ({ context }) => (context.board?.state.spinsLeft ?? 0) > 0 && context.board?.state.open === 1,
    canExchange: ({ context }) => context.board?.state.canExchange === 1,
    isOpen: ({ context }) => context.board?.state.open === 1,
    mobileBound: ({ context }) => context.board?.state.mobileBound === 1,
    hasMoreRecord: ({ context }) => hasMoreRecord(context),
    reducedMotion: ({ context }) => context.reducedMotion,
  },
}).createMachine({
  id: 'spin',
  description:
    'Invite & Spin (activity InviteUserSpin 20): /activity/spin (the centre tab of the bottom bar) and desktop /lobby/activity/spin.',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    ...input,
    board: null,
    recordPage: 1,
    outcome: null,
    rotation: 0,
    error: null,
    intent: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'actInviteUser and the first page of the record.',
      tags: ['loading'],
      invoke: {
        id: 'fetchSpin',
        src: 'fetchSpin',
        onDone: {
          target: 'ready',
          actions: assign({ board: ({ event }) => event.output, recordPage: 1, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The state could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'spin.retry': 'loading' },
    },
    ready: {
      description: 'The wheel, spins left, the progress bar, invite and cash-out buttons, the record.',
      on: {
        'spin.start': { guard: 'hasSpins', target: 'spinning' },
        'exchange.start': [
          { guard: 'canExchange', target: 'exchanging' },
          {
            guard: 'isOpen',
            actions: emit(({ context }) => ({
              type: 'toast' as const,
              message: message('spin.exchange.notReached', {
                amount: decimal(context.board ? remaining(context.board.state) : 0),
              }),
              tone: 'error' as const,
            })),
          },
        ],
        invite: [
          {
            guard: 'mobileBound',
            actions: emit(({ context }) => ({
              type: 'navigate' as const,
              to: activityPathOn(context.layout, ACTIVITY.InviteFriend1),
            })),
          },
          {
            actions: [
              emit({ type: 'toast', message: message('spin.invite.bindFirst'), tone: 'info' }),
              emit(({ context }) => ({ type: 'navigate' as const, to: pathOn(context.layout, 'bind') })),
            ],
          },
        ],
        'record.more': { guard: 'hasMoreRecord', target: 'loadingMore' },
      },
    },
    spinning: {
      description: 'actInviteUserSpin: the server draws the slice; the button is busy.',
      tags: ['busy'],
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { call: 'spin' as const }) }),
      invoke: {
        id: 'spinWheel',
        src: 'spinWheel',
        input: ({ context }) => ({ idempotencyKey: (context.intent as SpinIntent).key }),
        onDone: [
          {
            guard: 'reducedMotion',
            target: 'result',
            actions: assign(({ context, event }) => ({ ...outcomePatch(context, event.output), intent: null })),
          },
          {
            target: 'animating',
            actions: assign(({ context, event }) => ({ ...outcomePatch(context, event.output), intent: null })),
          },
        ],
        onError: {
          target: 'refreshing',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              message: spinFailure(event.error),
              tone: 'error' as const,
            })),
            assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
          ],
        },
      },
    },
    animating: {
      description: "The wheel turns to the server's slice; the result waits for it to stop.",
      tags: ['busy'],
      after: { spinDuration: 'result' },
    },
    result: {
      description: 'The slice won and what it added to the progress, in a dialog.',
      tags: ['busy'],
      on: { 'result.close': 'refreshing' },
    },
    exchanging: {
      description: 'actInviteUserExchange: the target credited in coin, once per round.',
      tags: ['busy'],
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { call: 'exchange' as const }) }),
      invoke: {
        id: 'exchangeSpin',
        src: 'exchangeSpin',
        input: ({ context }) => ({ idempotencyKey: (context.intent as SpinIntent).key }),
        onDone: {
          target: 'refreshing',
          actions: [
            assign({ intent: null }),
            { type: 'reportCoin', params: ({ event }) => ({ coin: event.output.coin }) },
            'refreshDots',
            emit(({ event }) => ({
              type: 'toast' as const,
              message: message('spin.exchange.done', { amount: decimal(event.output.amount) }),
              tone: 'success' as const,
            })),
          ],
        },
        onError: {
          target: 'refreshing',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              message: spinFailure(event.error),
              tone: 'error' as const,
            })),
            assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
          ],
        },
      },
    },
    refreshing: {
      description: 'actInviteUser and the record again; the page stays shown, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshSpin',
        src: 'fetchSpin',
        onDone: {
          target: 'ready',
          actions: assign({ board: ({ event }) => event.output, recordPage: 1, outcome: null }),
        },
        onError: { target: 'ready', actions: assign({ outcome: null }) },
      },
    },
    loadingMore: {
      description: 'The next page of the record, appended.',
      tags: ['more'],
      invoke: {
        id: 'fetchRecord',
        src: 'fetchRecord',
        input: ({ context }) => ({ page: context.recordPage + 1 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            recordPage: context.recordPage + 1,
            board: context.board
              ? {
                  ...context.board,
                  record: [
                    ...context.board.record,
                    ...event.output.list.filter(
                      (r) => !context.board!.record.some((seen) => seen.id === r.id && seen.type === r.type),
                    ),
                  ],
                  recordTotal: event.output.total,
                }
              : context.board,
          })),
        },
        onError: {
          target: 'ready',
          actions: emit(({ event }) => ({
            type: 'toast' as const,
            message: errorMessage(event.error),
            tone: 'error' as const,
          })),
        },
      },
    },
  },
});

type SpinSnapshot = SnapshotFrom<typeof spinMachine>;

/** The wheel is loading. */
export const selectSpinLoading = (s: SpinSnapshot): boolean => s.matches('loading');

/** The wheel could not load (a retry is offered). */
export const selectSpinFailed = (s: SpinSnapshot): boolean => s.matches('failed');

/** A spin is under way (the call, then the wheel turning). */
export const selectSpinning = (s: SpinSnapshot): boolean => s.matches('spinning') || s.matches('animating');

/** The wheel turns to the prize won. */
export const selectWheelTurning = (s: SpinSnapshot): boolean => s.matches('animating');

/** Points are being exchanged. */
export const selectExchanging = (s: SpinSnapshot): boolean => s.matches('exchanging');

/** The prize won is shown. */
export const selectResultShown = (s: SpinSnapshot): boolean => s.matches('result');
