/**
 * A toggle shows at once (the session's likes change, so Collect shows it without waiting), then `gameLike`
 * saves it. Toggles made while one is saving wait in a queue, in order. Answers:
 * - success → the server's likes replace the session's (only when nothing else is waiting);
 * - 1004 (nothing to change) → no action: the shown state is already the server's;
 * - another failure → the toggle is undone and a toast says why.
 * A visitor's toggle goes to /login instead.
 *
 * Implementations: src/actors/game-like.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../contract/schema';
import { PATH } from '../contract/paths';
import { LIKE_NO_CHANGE } from './lobby-constants';
import { businessCode, errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type GameLikes = components['schemas']['GameLikes'];

export interface LikeToggle {
  readonly gameId: number;
  readonly like: 0 | 1;
}

export interface GameLikeContext {
  current: LikeToggle | null;
  queue: readonly LikeToggle[];
}

export type GameLikeEvent = { type: 'like.toggle'; gameId: number; like: 0 | 1; member: boolean };
export type GameLikeEmitted = { type: 'navigate'; to: string; replace?: boolean } | { type: 'toast'; message: Message };

export const gameLikeMachine = setup({
  types: {
    context: {} as GameLikeContext,
    events: {} as GameLikeEvent,
    emitted: {} as GameLikeEmitted,
  },
  actors: {
    saveLike: fromPromise<GameLikes, LikeToggle>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    applyLike: (_, _params: LikeToggle) => {},
    reportLikes: (_, _params: { likes: GameLikes }) => {},
  },
  guards: {
    isVisitor: ({ event }) => !event.member,
    hasQueued: ({ context }) => context.queue.length > 0,
    isQueueEmpty: ({ context }) => context.queue.length === 0,
    isNoChange: (_, params: { error: unknown }) => businessCode(params.error) === LIKE_NO_CHANGE,
  },
}).createMachine({
  id: 'gameLike',
  description: 'The like toggle of the game tiles.',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/product/screens.md' } satisfies MachineMeta,
  context: { current: null, queue: [] },
  initial: 'idle',
  states: {
    idle: {
      always: {
        guard: 'hasQueued',
        target: 'saving',
        actions: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
      },
      on: {
        'like.toggle': [
          { guard: 'isVisitor', actions: emit({ type: 'navigate', to: PATH.login }) },
          {
            target: 'saving',
            actions: [
              assign({ current: ({ event }) => ({ gameId: event.gameId, like: event.like }) }),
              { type: 'applyLike', params: ({ event }) => ({ gameId: event.gameId, like: event.like }) },
            ],
          },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      on: {
        'like.toggle': [
          { guard: 'isVisitor', actions: emit({ type: 'navigate', to: PATH.login }) },
          {
            description: 'Shown at once; saved after the one in flight.',
            actions: [
              assign({
                queue: ({ context, event }) => [...context.queue, { gameId: event.gameId, like: event.like }],
              }),
              { type: 'applyLike', params: ({ event }) => ({ gameId: event.gameId, like: event.like }) },
            ],
          },
        ],
      },
      invoke: {
        id: 'saveLike',
        src: 'saveLike',
        input: ({ context }) => context.current ?? { gameId: 0, like: 0 },
        onDone: [
          {
            guard: 'isQueueEmpty',
            target: 'idle',
            actions: [
              { type: 'reportLikes', params: ({ event }) => ({ likes: event.output }) },
              assign({ current: null }),
            ],
          },
          { target: 'idle', actions: assign({ current: null }) },
        ],
        onError: [
          {
            description: '1004: nothing to change, no action.',
            guard: { type: 'isNoChange', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: assign({ current: null }),
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'applyLike',
                params: ({ context }) => ({
                  gameId: context.current?.gameId ?? 0,
                  like: context.current?.like === 1 ? 0 : 1,
                }),
              },
              emit(({ event }) => ({ type: 'toast' as const, message: errorMessage(event.error) })),
              assign({ current: null }),
            ],
          },
        ],
      },
    },
  },
});
