import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { logoutMachine } from '../../machines/logout.machine';
import { describePaths } from '../helpers/describe-paths';
import { logoutModel } from './models/auth-flows.model';
import { flush } from '../helpers/flow-steps';

describePaths(logoutModel);

describe('logout', () => {
  it('asks first; Cancel keeps the session; OK revokes and reports even when revoking fails', async () => {
    const log: string[] = [];
    const actor = createActor(
      logoutMachine.provide({
        actors: {
          revokeToken: fromPromise<void, void>(async () => {
            log.push('revoke');
            throw { kind: 'network' };
          }),
        },
        actions: { reportSignedOut: () => void log.push('signedOut') },
      }),
    ).start();
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'logout.cancel' });
    expect(log).toEqual([]);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await flush();
    expect(log).toEqual(['revoke', 'signedOut']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
