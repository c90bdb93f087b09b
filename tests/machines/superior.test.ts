/** The superior flow: generated path tests, then scenarios with its live implementations. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liveSuperiorMachine } from '../../src/actors/superior.actors';
import { describePaths } from '../helpers/describe-paths';
import { superiorModels } from './models/account-profile.model';
import { USER } from './models/fixtures';
import { business, flush } from '../helpers/flow-steps';
import { fakePort } from '../helpers/profile-port';

for (const model of superiorModels) describePaths(model);

describe('superior with its live implementations', () => {
  it('asks for confirmation, calls agentFill once and reports the player with the superior', async () => {
    const withSuperior = { ...USER, pid: 100_002 };
    const { port, calls, reports } = fakePort({ agentFill: () => ({ errcode: 0, user: withSuperior }) });
    const actor = createActor(liveSuperiorMachine(port), { input: { ownId: USER.id, pid: 0 } }).start();
    actor.send({ type: 'field.change', value: ' 100002 ' });
    actor.send({ type: 'superior.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'superior.confirm' });
    actor.send({ type: 'superior.confirm' });
    await flush();
    expect(calls).toEqual([['agentFill', { pid: 100_002 }]]);
    expect(reports).toEqual([{ type: 'user.updated', user: withSuperior }]);
    expect(actor.getSnapshot().value).toBe('hasSuperior');
  });

  it('on 2101 (set in another tab) reloads the player and ends with the superior shown', async () => {
    const fresh = { ...USER, pid: 100_003 };
    const { port, reports } = fakePort({
      agentFill: () => {
        throw business(2101);
      },
      getUserInfo: () => ({ errcode: 0, user: fresh }),
    });
    const actor = createActor(liveSuperiorMachine(port), { input: { ownId: USER.id, pid: 0 } }).start();
    actor.send({ type: 'field.change', value: '100002' });
    actor.send({ type: 'superior.submit' });
    actor.send({ type: 'superior.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('hasSuperior');
    expect(actor.getSnapshot().context.pid).toBe(100_003);
    expect(actor.getSnapshot().context.error).toEqual({
      id: 'accountProfile.superior.failed.2101',
      values: { code: 2101 },
    });
    expect(reports).toEqual([{ type: 'user.updated', user: fresh }]);
  });

  it('starts refused when a superior is already set', () => {
    const { port } = fakePort({});
    const actor = createActor(liveSuperiorMachine(port), { input: { ownId: USER.id, pid: 5 } }).start();
    expect(actor.getSnapshot().value).toBe('hasSuperior');
    expect(actor.getSnapshot().can({ type: 'superior.submit' })).toBe(false);
  });
});
