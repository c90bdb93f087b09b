/** The profile-info flow: generated path tests, then scenarios with its live implementations. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liveProfileInfoMachine } from '../../src/actors/profile-info.actors';
import { describePaths } from '../helpers/describe-paths';
import { DETAILS, profileInfoModels } from './models/account-profile.model';
import { flush, sleep } from '../helpers/flow-steps';
import { fakePort } from '../helpers/profile-port';

for (const model of profileInfoModels) describePaths(model);

describe('profile-info with its live implementations', () => {
  it('sends only the changed fields, tidied, and keeps the answer', async () => {
    const { port, calls } = fakePort({
      appUserOther: () => ({ errcode: 0, appUserOther: DETAILS }),
      updateAppUserOther: (body) => ({ errcode: 0, appUserOther: { ...DETAILS, ...body } }),
    });
    const actor = createActor(liveProfileInfoMachine(port), { input: { today: '2026-11-21' } }).start();
    await flush();
    actor.send({ type: 'field.change', field: 'email', value: '  New@Example.TEST ' });
    actor.send({ type: 'info.submit' });
    actor.send({ type: 'info.submit' });
    await sleep(350);
    await flush();
    expect(calls).toEqual([
      ['appUserOther', {}],
      ['updateAppUserOther', { email: 'new@example.test' }],
    ]);
    expect(actor.getSnapshot().context.saved.email).toBe('new@example.test');
  });

  it('refuses an under-21 birthday before any call, and says when nothing changed', async () => {
    const { port, calls } = fakePort({ appUserOther: () => ({ errcode: 0, appUserOther: DETAILS }) });
    const actor = createActor(liveProfileInfoMachine(port), { input: { today: '2026-11-21' } }).start();
    await flush();
    actor.send({ type: 'info.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ id: 'accountProfile.info.unchanged' });
    actor.send({ type: 'field.change', field: 'birthday', value: '2005-11-22' });
    actor.send({ type: 'info.submit' });
    expect(actor.getSnapshot().context.errors.birthday).toEqual({
      id: 'accountProfile.birthday.tooYoung',
      values: { age: 21 },
    });
    await sleep(350);
    expect(calls).toHaveLength(1);
  });
});
