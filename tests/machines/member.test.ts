/** The account centre's figures flow: generated paths, and the live behaviour with real promise actors. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { memberMachine, type MemberInput, type MemberLoad } from '../../machines/member.machine';
import type { UserInfo } from '../../contract/types';
import { describePaths } from '../helpers/describe-paths';
import { USER } from './models/fixtures';
import { memberModel, memberWalletModel, POTS } from './models/member.model';

describePaths(memberModel);
describePaths(memberWalletModel);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function run(answers: Array<UserInfo | MemberLoad | Error>, input?: MemberInput) {
  const reported: UserInfo[] = [];
  const asked: boolean[] = [];
  let calls = 0;
  const actor = createActor(
    memberMachine.provide({
      actors: {
        loadPlayer: fromPromise<MemberLoad, { pots: boolean }>(async ({ input: { pots } }) => {
          asked.push(pots);
          const answer = answers[calls++];
          if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
          return 'user' in answer ? answer : { user: answer, pots: null };
        }),
      },
      actions: { reportUser: (_, { user }) => void reported.push(user) },
    }),
    { input },
  ).start();
  return { actor, reported, asked, calls: () => calls };
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

  it('the wallet overview loads the pots with the player, and again once per balance they were not read with', async () => {
    const wallet = (coin: number, cash: number) => ({
      user: { ...USER, coin },
      pots: { ...POTS, coin, cash, withdrawable: cash, bonus: coin - cash },
    });
    const { actor, asked, calls } = run([wallet(48_250, 18_250), wallet(45_000, 15_000), wallet(45_000, 15_000)], {
      pots: true,
    });
    await flush();
    expect(asked).toEqual([true]);
    expect(actor.getSnapshot().context.pots?.cash).toBe(18_250);
    // The balance the pots were read with: nothing to load.
    actor.send({ type: 'member.balanceChanged', coin: 48_250 });
    expect(actor.getSnapshot().value).toBe('ready');
    // A round elsewhere moved it: one load, whatever the number of reports of that balance.
    actor.send({ type: 'member.balanceChanged', coin: 45_000 });
    actor.send({ type: 'member.balanceChanged', coin: 45_000 });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    await flush();
    actor.send({ type: 'member.balanceChanged', coin: 45_000 });
    await flush();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.pots).toMatchObject({ coin: 45_000, cash: 15_000, bonus: 30_000 });
  });

  it('the member centre never asks for the pots, and a balance change loads nothing', async () => {
    const { actor, asked, calls } = run([USER]);
    await flush();
    actor.send({ type: 'member.balanceChanged', coin: USER.coin + 100 });
    await flush();
    expect(asked).toEqual([false]);
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().context.pots).toBeNull();
  });
});
