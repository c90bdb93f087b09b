/** The exclusion-confirm flow: generated path tests, then a scenario with its live implementations against a fake API. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liveExclusionConfirmMachine } from '../../src/actors/exclusion.actors';
import { describePaths } from '../helpers/describe-paths';
import { COOLED, exclusionConfirmModel } from './models/exclusion.model';
import { flush } from '../helpers/flow-steps';
import { fakePort } from '../helpers/exclusion-port';

describePaths(exclusionConfirmModel);

describe('exclusion flows with their live implementations', () => {
  it('asks the password again after a wrong one, and signs the app out when the player acknowledges', async () => {
    let attempt = 0;
    const { port, calls, reports } = fakePort({
      preLogin: () => ({ errcode: 0, publicKey: 'unused', keyId: 'k', algorithm: 'RSA-OAEP-256' }),
      startExclusion: () => {
        attempt += 1;
        if (attempt === 1) throw Object.assign(new Error('wrong'), { kind: 'business', errcode: 2403 });
        return { errcode: 0, exclusion: COOLED };
      },
    });
    // The live startExclusion encrypts with jsencrypt (tests/server/auth-login.test.ts covers it against the
    // server's key); here the call itself stands in for it, with the live endSession.
    const live = liveExclusionConfirmMachine(port);
    const actor = createActor(
      live.provide({
        actors: {
          startExclusion: fromPromise(async ({ input }) => {
            const answer = (await port.deps.api.call('startExclusion', input as never)) as { exclusion: typeof COOLED };
            return answer.exclusion;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'exclusion.choose', kind: 'coolOff' });
    actor.send({ type: 'duration.choose', duration: '7d' });
    actor.send({ type: 'duration.choose', duration: '6m' }); // not a cool-off's: ignored
    actor.send({ type: 'choose.next' });
    actor.send({ type: 'review.confirm' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.fieldError?.id).toBe('exclusion.password.required');
    actor.send({ type: 'password.change', value: 'wrong-one' });
    actor.send({ type: 'password.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('password');
    expect(actor.getSnapshot().context).toMatchObject({ password: '', fieldError: { id: 'exclusion.password.wrong' } });
    actor.send({ type: 'password.change', value: 'secret123' });
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.submit' });
    await flush();
    expect(calls.filter(([op]) => op === 'startExclusion').map(([, body]) => body)).toEqual([
      { kind: 'coolOff', duration: '7d', password: 'wrong-one' },
      { kind: 'coolOff', duration: '7d', password: 'secret123' },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.exclusion).toEqual(COOLED);
    actor.send({ type: 'done.ack' });
    expect(reports).toEqual([{ type: 'logout.confirmed' }]);
  });
});
