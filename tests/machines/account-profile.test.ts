/** The profile flows (issue 14 §4): generated path tests, then scenarios with the live implementations. */
import { createActor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FlowPort, SessionReport } from '../../src/actors/port';
import { liveAgreementsMachine } from '../../src/actors/agreements.actors';
import { liveProfileEditMachine } from '../../src/actors/profile-edit.actors';
import { liveProfileInfoMachine } from '../../src/actors/profile-info.actors';
import { liveSuperiorMachine } from '../../src/actors/superior.actors';
import { describePaths } from '../helpers/describe-paths';
import {
  DETAILS,
  agreementsModels,
  profileEditModel,
  profileInfoModels,
  superiorModels,
} from './models/account-profile.model';
import { USER } from './models/fixtures';

for (const model of [profileEditModel, ...profileInfoModels, ...superiorModels, ...agreementsModels])
  describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });

/** A port whose API answers from `answers` (a function may throw) and records every call and report. */
function fakePort(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const reports: SessionReport[] = [];
  const port = {
    deps: {
      api: {
        call: async (op: string, body: Record<string, unknown>) => {
          calls.push([op, body]);
          return answers[op]!(body);
        },
      },
    },
    report: (e: SessionReport) => void reports.push(e),
    sessionUser: () => USER,
    sessionPlayer: () => null,
    perform: () => {},
  } as unknown as FlowPort;
  return { port, calls, reports };
}

function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

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

  it('starts refused when a superior is already set (spec §5)', () => {
    const { port } = fakePort({});
    const actor = createActor(liveSuperiorMachine(port), { input: { ownId: USER.id, pid: 5 } }).start();
    expect(actor.getSnapshot().value).toBe('hasSuperior');
    expect(actor.getSnapshot().can({ type: 'superior.submit' })).toBe(false);
  });
});

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
