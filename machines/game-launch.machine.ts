/**
 * gameLaunch — the /start?gameId= page (spec §2, §7): start the game, play it in a frame, leave it.
 *
 * States:
 * - checking: the game of the query, as the lobby knows it: missing or switched off → unavailable
 *   (`missing`), in maintenance (game or brand) → unavailable (`maintenance`); else starting.
 * - starting: startGame. The answer's history goes to the session; errcode 3001 / 3002 → unavailable;
 *   another failure → failed (`game.retry`, `game.exit`).
 * - playing: the provider's page in a frame. Invokes `gameSession` (the heartbeat carries the game id
 *   while it runs; the frame's balance messages arrive as `game.balance`). `game.exit` → exiting.
 * - exiting: leaveGame (exitGame, then the balance refresh) → left; the figures go to the session. A
 *   failure still leaves (the heartbeat no longer names the game; the balance refreshes on the next call).
 * - unavailable: a message and a way back (`game.exit` → left).
 * - left (final): navigates (replacing /start) to `returnTo`.
 *
 * Input: { gameId, availability, returnTo }. Actors: startGame, gameSession (it tells the session
 * `game.entered` as it starts and `game.left` as it stops: its own lifetime, which outlives any action),
 * leaveGame.
 * Actions provided by the app: reportHistory, reportCoin, reportFigures.
 * Emitted: navigate.
 *
 * Implementations: src/actors/game-launch.actors.ts
 */
import { assign, emit, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../contract/schema';
import { GAME_MAINTENANCE, GAME_NOT_FOUND } from './lobby-constants';
import { businessCode, errorMessage, type Message } from './message';
import type { Figures } from './session.machine';

export type GameAvailability = 'ok' | 'missing' | 'maintenance';
type UnavailableReason = 'missing' | 'maintenance';

export interface GameLaunchInput {
  readonly gameId: number | null;
  readonly availability: GameAvailability;
  /** Where leaving goes (the page the player came from; the home page by default). */
  readonly returnTo: string;
}

export interface Launch {
  readonly gameId: number;
  readonly gameUrl: string;
  readonly gameHistory: components['schemas']['GameHistory'];
}

export interface GameLaunchContext {
  gameId: number | null;
  availability: GameAvailability;
  returnTo: string;
  gameUrl: string | null;
  reason: UnavailableReason | null;
  error: Message | null;
}

export type GameLaunchEvent = { type: 'game.retry' } | { type: 'game.exit' } | { type: 'game.balance'; coin: number };

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
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({
    gameId: input.gameId,
    availability: input.availability,
    returnTo: input.returnTo,
    gameUrl: null,
    reason: null,
    error: null,
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
            assign({ gameUrl: ({ event }) => event.output.gameUrl, error: null }),
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
      },
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
