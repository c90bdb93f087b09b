import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../../machines/constants';
import { heartbeatMachine } from '../../machines/heartbeat.machine';
import { describePaths } from '../helpers/describe-paths';
import { heartbeatModel } from './models/heartbeat.model';

describePaths(heartbeatModel);

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('heartbeat every 60 s', () => {
  it('beats at once, then every 60 s, with the game id while in a game, and stops when stopped', async () => {
    const beats: Array<number | null> = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      heartbeatMachine.provide({
        actors: { sendHeartbeat: fromPromise(async ({ input }) => void beats.push(input.gameId)) },
      }),
      { input: { gameId: null }, clock },
    ).start();
    await flush();
    expect(beats).toEqual([null]);
    clock.increment(HEARTBEAT_MS - 1);
    await flush();
    expect(beats).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(beats).toEqual([null, null]);
    actor.send({ type: 'heartbeat.game', gameId: 1001 });
    clock.increment(HEARTBEAT_MS);
    await flush();
    expect(beats).toEqual([null, null, 1001]);
    actor.stop();
    clock.increment(HEARTBEAT_MS * 3);
    await flush();
    expect(beats).toHaveLength(3);
  });

  it('keeps beating on schedule after a failed beat', async () => {
    let n = 0;
    const clock = new SimulatedClock();
    createActor(
      heartbeatMachine.provide({
        actors: {
          sendHeartbeat: fromPromise<void, { gameId: number | null }>(async () => {
            n += 1;
            throw { kind: 'network' };
          }),
        },
      }),
      { input: { gameId: null }, clock },
    ).start();
    await flush();
    clock.increment(HEARTBEAT_MS);
    await flush();
    expect(n).toBe(2);
  });
});
