/** The end-exclusion flow: generated path tests, then scenarios with its live implementations against a fake API. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FlowPort } from '../../src/actors/port';
import { liveEndExclusionMachine } from '../../src/actors/exclusion.actors';
import { describePaths } from '../helpers/describe-paths';
import { SELF_EXCLUDED, endExclusionModel } from './models/exclusion.model';
import { flush } from '../helpers/flow-steps';
import { fakePort } from '../helpers/exclusion-port';

describePaths(endExclusionModel);

describe('end-exclusion flow with its live implementations', () => {
  const HALF_YEAR = 15_897_600_000;
  const past = SELF_EXCLUDED.startedAt + HALF_YEAR + 60_000;

  /** The live flow with endSelfExclusion's call standing in for the encrypted one (as above). */
  function liveEnd(port: FlowPort) {
    return liveEndExclusionMachine(port).provide({
      actors: {
        endExclusion: fromPromise(async ({ input }) => {
          const answer = (await port.deps.api.call('endSelfExclusion', input as never)) as {
            exclusion: typeof SELF_EXCLUDED;
          };
          return answer.exclusion;
        }),
      },
    });
  }

  it('says from when it can be ended, with the server clock, before the player asks', async () => {
    const { port, calls } = fakePort({
      getExclusion: () => ({ errcode: 0, exclusion: SELF_EXCLUDED, serverTime: SELF_EXCLUDED.startedAt + 1000 }),
    });
    const actor = createActor(liveEnd(port)).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('early');
    expect(actor.getSnapshot().can({ type: 'end.start' })).toBe(false);
    expect(calls.map(([op]) => op)).toEqual(['getExclusion']);
  });

  it('asks once under a double tap, again after a wrong password, and keeps 2405 as the server says', async () => {
    const ending = { ...SELF_EXCLUDED, endsAt: past + 86_400_000, endRequested: true };
    let attempt = 0;
    const { port, calls } = fakePort({
      getExclusion: () => ({ errcode: 0, exclusion: SELF_EXCLUDED, serverTime: past }),
      endSelfExclusion: () => {
        attempt += 1;
        if (attempt === 1) throw Object.assign(new Error('wrong'), { kind: 'business', errcode: 2403 });
        if (attempt === 2)
          throw Object.assign(new Error('early'), {
            kind: 'business',
            errcode: 2405,
            body: { errcode: 2405, revocableAt: past + 3_600_000 },
          });
        return { errcode: 0, exclusion: ending };
      },
    });
    const actor = createActor(liveEnd(port)).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('endable');
    actor.send({ type: 'end.start' });
    actor.send({ type: 'password.change', value: 'wrong-one' });
    actor.send({ type: 'password.submit' });
    await flush();
    expect(actor.getSnapshot().context.fieldError?.id).toBe('exclusion.password.wrong');
    actor.send({ type: 'password.change', value: 'secret123' });
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.submit' });
    await flush();
    // The device's clock said it could be ended; the server's 2405 wins and says from when.
    expect(actor.getSnapshot().value).toBe('early');
    expect(actor.getSnapshot().context.exclusion?.revocableAt).toBe(past + 3_600_000);
    expect(calls.filter(([op]) => op === 'endSelfExclusion')).toHaveLength(2);
  });
});
