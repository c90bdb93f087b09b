/** The agreements flow: generated path tests, then a scenario with its live implementation. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liveAgreementsMachine } from '../../src/actors/agreements.actors';
import { describePaths } from '../helpers/describe-paths';
import { agreementsModels } from './models/account-profile.model';
import { flush } from '../helpers/flow-steps';
import { fakePort } from '../helpers/profile-port';

for (const model of agreementsModels) describePaths(model);

describe('agreements with its live implementation', () => {
  it('shows the record of the named text', async () => {
    const record = { name: 'privacy', version: '2026-11-21', acceptedAt: 1 };
    const { port } = fakePort({ getAgreements: () => ({ errcode: 0, agreements: [record] }) });
    const ready = createActor(liveAgreementsMachine(port), { input: { name: 'privacy' } }).start();
    const empty = createActor(liveAgreementsMachine(port), { input: { name: 'terms' } }).start();
    await flush();
    expect(ready.getSnapshot().value).toBe('ready');
    expect(ready.getSnapshot().context.agreement).toEqual(record);
    expect(empty.getSnapshot().value).toBe('empty');
  });
});
