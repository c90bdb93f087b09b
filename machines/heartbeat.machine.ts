/**
 * Invoked by the session machine in its `member` state, so it starts at login and stops at logout or
 * expiry by construction. The first beat is sent at once, then one every HEARTBEAT_MS; a failed beat is
 * not retried early (the next one comes on schedule). `sendHeartbeat` is provided with the API's `online`.
 *
 * Implementations: src/actors/session.actors.ts (inside the session's, which runs it)
 */
import { assign, fromPromise, setup } from 'xstate';
import { HEARTBEAT_MS } from './constants';
import type { MachineMeta } from './machine-meta';

export interface HeartbeatContext {
  gameId: number | null;
}

export type HeartbeatEvent = { type: 'heartbeat.game'; gameId: number | null };

export const heartbeatMachine = setup({
  types: {
    context: {} as HeartbeatContext,
    events: {} as HeartbeatEvent,
    input: {} as { gameId: number | null },
  },
  actors: {
    sendHeartbeat: fromPromise<void, { gameId: number | null }>(async () => {
      throw new Error('sendHeartbeat is provided by the app');
    }),
  },
  delays: { heartbeat: HEARTBEAT_MS },
}).createMachine({
  id: 'heartbeat',
  description: 'The `online` call every 60 s while logged in, with the game id while on /start.',
  meta: { emitted: [], docs: 'docs/product/session.md' } satisfies MachineMeta,
  context: ({ input }) => ({ gameId: input.gameId }),
  initial: 'beating',
  on: {
    'heartbeat.game': { actions: assign({ gameId: ({ event }) => event.gameId }) },
  },
  states: {
    beating: {
      invoke: {
        id: 'sendHeartbeat',
        src: 'sendHeartbeat',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: 'waiting',
        onError: 'waiting',
      },
    },
    waiting: {
      description: 'Until the next beat, 60 s after the last one started.',
      after: { heartbeat: 'beating' },
    },
  },
});
