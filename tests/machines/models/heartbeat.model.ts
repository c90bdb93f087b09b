import { fromPromise } from 'xstate';
import { heartbeatMachine } from '../../../machines/heartbeat.machine';
import type { MachineModel } from '../../helpers/machine-model';

export const heartbeatModel: MachineModel<typeof heartbeatMachine> = {
  name: 'heartbeat',
  machine: heartbeatMachine,
  input: { gameId: null },
  events: [
    { type: 'heartbeat.game', gameId: 1001 },
    { type: 'heartbeat.game', gameId: null },
    { type: 'xstate.done.actor.sendHeartbeat', output: undefined },
    { type: 'xstate.error.actor.sendHeartbeat', error: { kind: 'network' } },
    { type: 'xstate.after.heartbeat.heartbeat.waiting' },
  ] as never,
  implementations: { actors: { sendHeartbeat: fromPromise(() => new Promise<void>(() => {})) } },
};
