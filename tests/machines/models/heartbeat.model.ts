import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { HEARTBEAT_MS } from '../../../machines/constants';
import { heartbeatMachine } from '../../../machines/heartbeat.machine';
import type { MachineModel } from '../../helpers/machine-model';

const GAME = 1001;
const NEXT_BEAT = { type: 'xstate.after.heartbeat.heartbeat.waiting' } as const;

export const heartbeatModel: MachineModel<typeof heartbeatMachine> = {
  name: 'heartbeat',
  machine: heartbeatMachine,
  input: { gameId: null },
  events: [
    { type: 'heartbeat.game', gameId: GAME },
    { type: 'heartbeat.game', gameId: null },
    { type: 'xstate.done.actor.sendHeartbeat', output: undefined },
    { type: 'xstate.error.actor.sendHeartbeat', error: { kind: 'network' } },
    NEXT_BEAT,
  ] as never,
  implementations: { actors: { sendHeartbeat: fromPromise(() => new Promise<void>(() => {})) } },
  invariants: (s) => {
    // It never ends on its own, not even after a failed beat: the session stops it at logout or expiry.
    expect(s.status).toBe('active');
    // The game id is the last one reported: a game's id or null outside a game.
    expect([null, GAME]).toContain(s.context.gameId);
    // Entering or leaving a game is heard in every state, so the next beat carries the right id.
    expect(s.can({ type: 'heartbeat.game', gameId: GAME })).toBe(true);
    // One beat at a time: a beat is in flight exactly while beating, and the next one is only scheduled
    // (60 s after the last one started) while none is in flight.
    expect(s.children.sendHeartbeat !== undefined).toBe(s.matches('beating'));
    expect(s.can(NEXT_BEAT as never)).toBe(s.matches('waiting'));
    expect(s.machine.implementations.delays.heartbeat).toBe(HEARTBEAT_MS);
    expect(HEARTBEAT_MS).toBe(60_000);
  },
};
