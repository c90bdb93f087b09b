/** The account centre's figures flow: generated paths, and the live behaviour with real promise actors. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { memberMachine } from '../../machines/member.machine';
import type { UserInfo } from '../../machines/session.machine';
import { describePaths } from '../helpers/describe-paths';
import { USER } from './models/fixtures';
import { memberModel } from './models/member.model';

describePaths(memberModel);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function run(answers: Array<UserInfo | Error>) {
  const reported: UserInfo[] = [];
  let calls = 0;
  const actor = createActor(
    memberMachine.provide({
      actors: {
        loadPlayer: fromPromise<UserInfo, void>(async () => {
          const answer = answers[calls++];
          if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
      actions: { reportUser: (_, { user }) => void reported.push(user) },
    }),
  ).start();
  return { actor, reported, calls: () => calls };
}

describe('member flow', () => {
  it('loads the player once on open and reports it to the session', async () => {
    const { actor, reported, calls } = run([{ ...USER, bet: 10_500, vip: 1 }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(reported.map((u) => u.bet)).toEqual([10_500]);
    expect(calls()).toBe(1);
  });

  it('a failed first load shows the failure; retry loads again', async () => {
    const { actor, reported } = run([Object.assign(new Error('down'), { kind: 'network' }), { ...USER, coin: 777 }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.id).toBe('common.networkError');
    actor.send({ type: 'member.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(reported.map((u) => u.coin)).toEqual([777]);
  });

  it('refresh ignores double taps and a failed refresh keeps the page with its reason', async () => {
    const { actor, reported, calls } = run([USER, Object.assign(new Error('slow'), { kind: 'timeout' }), USER]);
    await flush();
    actor.send({ type: 'member.refresh' });
    actor.send({ type: 'member.refresh' });
    actor.send({ type: 'member.refresh' });
    await flush();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.id).toBe('common.timeout');
    expect(reported).toHaveLength(1);
    actor.send({ type: 'member.refresh' });
    await flush();
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(reported).toHaveLength(2);
  });
});
