/** The account-security flow: generated path tests, then a scenario with its live implementations against a fake API. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liveAccountSecurityMachine } from '../../src/actors/exclusion.actors';
import { describePaths } from '../helpers/describe-paths';
import { accountSecurityModel } from './models/exclusion.model';
import { flush } from '../helpers/flow-steps';
import { fakePort } from '../helpers/exclusion-port';

describePaths(accountSecurityModel);

describe('exclusion flows with their live implementations', () => {
  it('lists the devices and signs the others out with one call under a double tap', async () => {
    const device = { device: 'Chrome · Android', place: { kind: 'loopback' as const, network: '' } };
    const two = {
      loginHistory: [{ at: 1, outcome: 'ok' as const, ...device }],
      sessions: [
        { current: 1 as const, createdAt: 1, lastSeenAt: 2, ...device },
        { current: 0 as const, createdAt: 1, lastSeenAt: 2, ...device },
      ],
    };
    const { port, calls } = fakePort({
      getAccountSecurity: () => ({ errcode: 0, ...two }),
      signOutOtherSessions: () => ({
        errcode: 0,
        signedOut: 1,
        loginHistory: two.loginHistory,
        sessions: [two.sessions[0]],
      }),
    });
    const actor = createActor(liveAccountSecurityMachine(port)).start();
    await flush();
    expect(actor.getSnapshot().context.security?.sessions).toHaveLength(2);
    actor.send({ type: 'others.signOut' });
    actor.send({ type: 'signOut.confirm' });
    actor.send({ type: 'signOut.confirm' });
    await flush();
    expect(calls.map(([op]) => op)).toEqual(['getAccountSecurity', 'signOutOtherSessions']);
    expect(actor.getSnapshot().context).toMatchObject({ signedOut: 1, error: null });
    expect(actor.getSnapshot().context.security?.sessions).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: 'others.signOut' })).toBe(false);
  });
});
