/**
 * What may stop a game is checked in order: the lobby's own knowledge first (a game missing, switched off or in
 * maintenance never calls startGame), then startGame's answer (3001, 3002, 2021 the session-time limit). While
 * playing, the provider's page runs in a frame and `gameSession` — its own actor, whose lifetime outlives any
 * action — tells the session `game.entered` and `game.left`, so the heartbeat names the game, and carries the
 * frame's balance messages, its refused rounds and the payment panel's state.
 *
 * Player protection (docs/player-protection.md) runs in two regions timed from the play session startGame
 * answered: the reality check falls due at each multiple of its interval since the session's start (so it keeps
 * its time across reloads) and is never shown over a payment panel; the session-time limit ends the session when
 * reached. A round refused for a loss limit (2020) shows a notice over the frame; one refused for the
 * session-time limit (2021) ends the session as well. Leaving always leaves: a failed exitGame still returns to
 * `returnTo`, replacing /start.
 *
 * Implementations: src/actors/game-launch.actors.ts
 */
import {
  assign,
  emit,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import type { components } from '../contract/schema';
import { GAME_MAINTENANCE, GAME_NOT_FOUND } from './lobby-constants';
import { businessCode, errorMessage, message, type Message } from './message';
import type { Figures } from '../contract/types';
import type { MachineMeta } from './machine-meta';

export type GameAvailability = 'ok' | 'missing' | 'maintenance';
type UnavailableReason = 'missing' | 'maintenance' | 'sessionLimit';
type PlaySession = components['schemas']['PlaySession'];

/** Errcodes of player protection: a round over a loss limit, the session-time limit reached. */
export const LOSS_LIMIT_EXCEEDED = 2020;
export const SESSION_TIME_LIMIT_REACHED = 2021;

export interface GameLaunchInput {
  readonly gameId: number | null;
  readonly availability: GameAvailability;
  /** Where leaving goes (the page the player came from; the home page by default). */
  readonly returnTo: string;
  /** Where the reality check's "history" goes (the records). */
  readonly historyTo: string;
}

/** The reality check's figures: the play session's time so far, bets and wins (net result = wins − bets). */
export interface CheckFigures {
  readonly elapsedMs: number;
  readonly bets: number;
  readonly wins: number;
}

export interface Launch {
  readonly gameId: number;
  readonly gameUrl: string;
  readonly gameHistory: components['schemas']['GameHistory'];
  readonly playSession?: PlaySession;
}

/** The reality check's first delay: up to the next multiple of `every` since the session's start. */
export function firstCheckIn(session: PlaySession, every: number): number {
  const elapsed = Math.max(0, session.now - session.startedAt);
  return every - (elapsed % every);
}

export interface GameLaunchContext {
  gameId: number | null;
  availability: GameAvailability;
  returnTo: string;
  gameUrl: string | null;
  reason: UnavailableReason | null;
  error: Message | null;
  historyTo: string;
  /** The reality check's interval (null: off) and the wait before it shows next. */
  checkEvery: number | null;
  checkIn: number;
  /** The wait until the session-time limit (null: none). */
  endsIn: number | null;
  /** The figures the shown reality check reads (null while they load). */
  figures: CheckFigures | null;
  /** A payment panel is open: the reality check waits for it to close. */
  paymentOpen: boolean;
  /** A round refused for a loss limit, said over the frame. */
  notice: Message | null;
}

export type GameLaunchEvent =
  | { type: 'game.retry' }
  | { type: 'game.exit' }
  | { type: 'game.balance'; coin: number }
  | { type: 'game.refused'; errcode: number; limit?: { period: string; left: number; resetAt: number } }
  | { type: 'payment.open'; open: boolean }
  | { type: 'check.continue' }
  | { type: 'check.history' }
  | { type: 'notice.dismiss' };

export type GameLaunchEmitted = { type: 'navigate'; to: string; replace?: boolean };

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
    emitted: {} as GameLaunchEmitted,
  },
  actors: {
    startGame: fromPromise<Launch, { gameId: number }>(async () => {
      throw new Error('provided by the app');
    }),
    /** The running provider session: heartbeat with the game id; relays the frame's balance messages. */
    gameSession: fromCallback<GameLaunchEvent, { gameId: number; launch: AnyActorRef }>(() => () => {}),
    leaveGame: fromPromise<Figures, void>(async () => {
      throw new Error('provided by the app');
    }),
    /** The running play session's figures now (the reality check). */
    loadPlaySession: fromPromise<CheckFigures, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  delays: {
    realityCheck: ({ context }) => context.checkIn,
    sessionEnd: ({ context }) => context.endsIn ?? 0,
  },
  actions: {
    reportHistory: (_, _params: { history: Launch['gameHistory'] }) => {},
    reportCoin: (_, _params: { coin: number }) => {},
    reportFigures: (_, _params: { figures: Figures }) => {},
  },
  guards: {
    isMissing: ({ context }) => context.gameId === null || context.availability === 'missing',
    isInMaintenance: ({ context }) => context.availability === 'maintenance',
    isErrcode: (_, params: { error: unknown; code: number }) => businessCode(params.error) === params.code,
    checkOn: ({ context }) => context.checkEvery !== null,
    hasSessionLimit: ({ context }) => context.endsIn !== null,
    paymentOpen: ({ context }) => context.paymentOpen,
    paymentClosed: ({ event }) => event.type === 'payment.open' && !event.open,
    paymentOpening: ({ event }) => event.type === 'payment.open' && event.open,
    isRefusedFor: ({ event }, params: { code: number }) =>
      event.type === 'game.refused' && event.errcode === params.code,
  },
}).createMachine({
  id: 'gameLaunch',
  description: 'The /start?gameId= page: start the game, play it in a frame, leave it.',
  meta: { emitted: ['navigate'], docs: 'docs/product/screens.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    gameId: input.gameId,
    availability: input.availability,
    returnTo: input.returnTo,
    gameUrl: null,
    reason: null,
    error: null,
    historyTo: input.historyTo,
    checkEvery: null,
    checkIn: 0,
    endsIn: null,
    figures: null,
    paymentOpen: false,
    notice: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isMissing', target: 'unavailable', actions: assign({ reason: 'missing' }) },
        { guard: 'isInMaintenance', target: 'unavailable', actions: assign({ reason: 'maintenance' }) },
        { target: 'starting' },
      ],
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startGame',
        src: 'startGame',
        input: ({ context }) => ({ gameId: context.gameId ?? 0 }),
        onDone: {
          target: 'playing',
          actions: [
            assign(({ event }) => {
              const session = event.output.playSession;
              const every = session?.realityCheckEveryMs ?? null;
              return {
                gameUrl: event.output.gameUrl,
                error: null,
                checkEvery: every,
                checkIn: session && every ? firstCheckIn(session, every) : 0,
                endsIn: session?.endsAt !== undefined ? Math.max(0, session.endsAt - session.now) : null,
              };
            }),
            { type: 'reportHistory', params: ({ event }) => ({ history: event.output.gameHistory }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isErrcode', params: ({ event }) => ({ error: event.error, code: GAME_MAINTENANCE }) },
            target: 'unavailable',
            actions: assign({ reason: 'maintenance' }),
          },
          {
            guard: { type: 'isErrcode', params: ({ event }) => ({ error: event.error, code: GAME_NOT_FOUND }) },
            target: 'unavailable',
            actions: assign({ reason: 'missing' }),
          },
          {
            guard: {
              type: 'isErrcode',
              params: ({ event }) => ({ error: event.error, code: SESSION_TIME_LIMIT_REACHED }),
            },
            target: 'unavailable',
            actions: assign({ reason: 'sessionLimit' }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      tags: ['error'],
      on: { 'game.retry': 'starting', 'game.exit': 'left' },
    },
    playing: {
      invoke: {
        id: 'gameSession',
        src: 'gameSession',
        // The flow itself goes along: a session that ends while the flow is stopped was left by the page.
        input: ({ context, self }) => ({ gameId: context.gameId ?? 0, launch: self }),
      },
      on: {
        'game.balance': { actions: { type: 'reportCoin', params: ({ event }) => ({ coin: event.coin }) } },
        'game.exit': 'exiting',
        'game.refused': [
          {
            guard: { type: 'isRefusedFor', params: { code: SESSION_TIME_LIMIT_REACHED } },
            target: 'sessionOver',
          },
          {
            guard: { type: 'isRefusedFor', params: { code: LOSS_LIMIT_EXCEEDED } },
            actions: assign({
              notice: ({ event }) =>
                message('lobby.start.lossLimit', {
                  period: event.limit?.period ?? 'day',
                  left: event.limit?.left ?? 0,
                  resetAt: event.limit?.resetAt ?? 0,
                }),
            }),
          },
        ],
        'notice.dismiss': { actions: assign({ notice: null }) },
        'payment.open': { actions: assign({ paymentOpen: ({ event }) => event.open }) },
      },
      exit: assign({ notice: null, paymentOpen: false }),
      type: 'parallel',
      states: {
        check: {
          initial: 'start',
          states: {
            start: { always: [{ guard: 'checkOn', target: 'waiting' }, { target: 'free' }] },
            free: { description: 'The reality check is off.' },
            waiting: {
              after: { realityCheck: [{ guard: 'paymentOpen', target: 'deferred' }, { target: 'shown' }] },
            },
            deferred: {
              description: 'Due while a payment panel is open: never over it; shown as soon as it closes.',
              on: {
                'payment.open': { guard: 'paymentClosed', target: 'shown', actions: assign({ paymentOpen: false }) },
              },
            },
            shown: {
              entry: assign({ figures: null }),
              invoke: {
                id: 'loadPlaySession',
                src: 'loadPlaySession',
                onDone: { actions: assign({ figures: ({ event }) => event.output }) },
              },
              on: {
                'payment.open': {
                  guard: 'paymentOpening',
                  target: 'deferred',
                  description: 'A payment panel opened over the check: it waits and comes back when it closes.',
                  actions: assign({ paymentOpen: true }),
                },
                'check.continue': {
                  target: 'waiting',
                  reenter: true,
                  actions: assign(({ context }) => ({ checkIn: context.checkEvery ?? 0, figures: null })),
                },
                'check.history': {
                  target: '#gameLaunch.exiting',
                  actions: assign(({ context }) => ({ returnTo: context.historyTo })),
                },
              },
            },
          },
        },
        limit: {
          initial: 'start',
          states: {
            start: { always: [{ guard: 'hasSessionLimit', target: 'running' }, { target: 'unlimited' }] },
            unlimited: {},
            running: { after: { sessionEnd: '#gameLaunch.sessionOver' } },
          },
        },
      },
    },
    sessionOver: {
      description: 'The session-time limit is reached: the frame is closed and the provider session ended.',
      invoke: {
        id: 'leaveGame',
        src: 'leaveGame',
        onDone: { actions: { type: 'reportFigures', params: ({ event }) => ({ figures: event.output }) } },
      },
      on: { 'game.exit': 'left' },
    },
    exiting: {
      tags: ['busy'],
      description: 'exitGame, then the balance refresh; the lobby shows the new balance.',
      invoke: {
        id: 'leaveGame',
        src: 'leaveGame',
        onDone: {
          target: 'left',
          actions: { type: 'reportFigures', params: ({ event }) => ({ figures: event.output }) },
        },
        onError: 'left',
      },
    },
    unavailable: {
      on: { 'game.exit': 'left' },
    },
    left: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'navigate' as const, to: context.returnTo, replace: true })),
    },
  },
});

export type GameLaunchActor = ActorRefFrom<typeof gameLaunchMachine>;

type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;

/** The game's page is shown. */
export const selectPlaying = (s: GameLaunchSnapshot): boolean => s.matches('playing');

/** The game is being left (the session closes first). */
export const selectExiting = (s: GameLaunchSnapshot): boolean => s.matches('exiting');

/** The game session ended (a limit or a reality check stopped it). */
export const selectSessionOver = (s: GameLaunchSnapshot): boolean => s.matches('sessionOver');

/** The game cannot start (missing, in maintenance or closed): `context.reason` says why. */
export const selectUnavailable = (s: GameLaunchSnapshot): boolean => s.matches('unavailable');

/** The game could not start (a retry is offered). */
export const selectLaunchFailed = (s: GameLaunchSnapshot): boolean => s.matches('failed');

/** The reality check is on screen over the game. */
export const selectRealityCheckShown = (s: GameLaunchSnapshot): boolean => s.matches({ playing: { check: 'shown' } });
