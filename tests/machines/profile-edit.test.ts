/** The profile-edit flow: generated path tests, then scenarios with its live implementations. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { liveProfileEditMachine } from '../../src/actors/profile-edit.actors';
import { describePaths } from '../helpers/describe-paths';
import { profileEditModel } from './models/account-profile.model';
import { USER } from './models/fixtures';
import { business, flush, recordEmits, sleep } from '../helpers/flow-steps';
import { fakePort } from '../helpers/profile-port';

describePaths(profileEditModel);

describe('profile-edit with its live implementations', () => {
  it('saves a tidied nickname once under a double tap and reports the new user to the session', async () => {
    const saved = { ...USER, nickname: 'Lucky Star' };
    const { port, calls, reports } = fakePort({ updateProfile: () => ({ errcode: 0, user: saved }) });
    const actor = createActor(liveProfileEditMachine(port), {
      input: { basics: { nickname: USER.nickname, avatar: USER.avatar }, avatars: [1, 2, 3] },
    }).start();
    const emitted = recordEmits(actor);
    actor.send({ type: 'nickname.edit' });
    actor.send({ type: 'field.change', value: '  Lucky   Star ' });
    actor.send({ type: 'nickname.submit' });
    actor.send({ type: 'nickname.submit' });
    await sleep(350);
    await flush();
    expect(calls).toEqual([['updateProfile', { nickname: 'Lucky Star' }]]);
    expect(reports).toEqual([{ type: 'user.updated', user: saved }]);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.basics.nickname).toBe('Lucky Star');
    expect(emitted).toContainEqual({ type: 'toast', message: { id: 'accountProfile.saved' } });
  });

  it('shows the rule without calling, and keeps the typed nickname when the server refuses', async () => {
    const { port, calls, reports } = fakePort({
      updateProfile: () => {
        throw business(2105);
      },
    });
    const actor = createActor(liveProfileEditMachine(port), {
      input: { basics: { nickname: USER.nickname, avatar: USER.avatar }, avatars: [1, 2, 3] },
    }).start();
    actor.send({ type: 'nickname.edit' });
    actor.send({ type: 'field.change', value: 'bad!' });
    actor.send({ type: 'nickname.submit' });
    expect(actor.getSnapshot().context.fieldError).toEqual({ id: 'accountProfile.nickname.chars' });
    actor.send({ type: 'field.change', value: 'Fine Name' });
    actor.send({ type: 'nickname.submit' });
    await sleep(350);
    await flush();
    expect(calls).toHaveLength(1);
    expect(reports).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editingNickname');
    expect(actor.getSnapshot().context.nickname).toBe('Fine Name');
    expect(actor.getSnapshot().context.error).toEqual({ id: 'accountProfile.failed.2105', values: { code: 2105 } });
  });

  it('saves a picked avatar at once and ignores the current one and numbers not offered', async () => {
    const saved = { ...USER, avatar: 3 };
    const { port, calls, reports } = fakePort({ updateProfile: () => ({ errcode: 0, user: saved }) });
    const actor = createActor(liveProfileEditMachine(port), {
      input: { basics: { nickname: USER.nickname, avatar: 2 }, avatars: [1, 2, 3] },
    }).start();
    actor.send({ type: 'avatar.open' });
    actor.send({ type: 'avatar.pick', avatar: 2 });
    actor.send({ type: 'avatar.pick', avatar: 40 });
    expect(calls).toEqual([]);
    actor.send({ type: 'avatar.pick', avatar: 3 });
    actor.send({ type: 'avatar.pick', avatar: 1 });
    await flush();
    expect(calls).toEqual([['updateProfile', { avatar: 3 }]]);
    expect(reports).toEqual([{ type: 'user.updated', user: saved }]);
  });
});
