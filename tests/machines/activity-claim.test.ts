import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activityClaimMachine } from '../../machines/activity-claim.machine';
import type { ClaimBoard, ClaimResult } from '../../machines/activity-claim.rules';
import { describePaths } from '../helpers/describe-paths';
import { SIGN_UP_BOARD, SIGN_UP_BOARD_CLAIMED, activityClaimModels } from './models/activity-claim.model';

for (const model of activityClaimModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });

function live(opts: { claim: (key: string) => Promise<ClaimResult>; boards: ClaimBoard[] }) {
  const calls = { load: [] as number[], claim: [] as string[], balances: [] as unknown[], dots: 0, activities: 0 };
  let n = 0;
  const machine = activityClaimMachine.provide({
    actors: {
      loadClaims: fromPromise<ClaimBoard, { activityId: number }>(async ({ input }) => {
        calls.load.push(input.activityId);
        return opts.boards[Math.min(n++, opts.boards.length - 1)]!;
      }),
      claimItem: fromPromise<ClaimResult, { activityId: number; key: string; idempotencyKey: string }>(
        async ({ input }) => {
          calls.claim.push(input.key);
          return opts.claim(input.key);
        },
      ),
    },
    actions: {
      reportBalances: (_, p) => void calls.balances.push(p),
      refreshDots: () => void (calls.dots += 1),
      refreshActivities: () => void (calls.activities += 1),
    },
  });
  const actor = createActor(machine, { input: { activityId: 15 } });
  const toasts: unknown[] = [];
  actor.on('toast', (e) => void toasts.push(e));
  actor.start();
  return { actor, calls, toasts };
}

describe('activity-claim machine (live)', () => {
  it('claims once however often tapped, reports balances, dots and the activity list, then refreshes', async () => {
    let resolve: (r: ClaimResult) => void = () => {};
    const { actor, calls, toasts } = live({
      boards: [SIGN_UP_BOARD, SIGN_UP_BOARD_CLAIMED],
      claim: () => new Promise((r) => (resolve = r)),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'item.claim', key: '2' });
    actor.send({ type: 'item.claim', key: '2' });
    actor.send({ type: 'item.claim', key: '2' });
    await flush();
    expect(calls.claim).toEqual(['2']);
    resolve({ propList: [{ id: 2001, count: 200 }], coin: 1200, lottery: 0 });
    await flush();
    expect(calls.balances).toEqual([{ coin: 1200, lottery: 0 }]);
    expect(calls.dots).toBe(1);
    expect(calls.activities).toBe(1);
    expect(toasts).toEqual([{ type: 'toast', message: { id: 'activityClaim.claimed' }, tone: 'success' }]);
    expect(calls.load).toEqual([15, 15]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.board).toBe(SIGN_UP_BOARD_CLAIMED);
  });

  it('a refused claim keeps its message, refreshes the activity list and reloads the board', async () => {
    const { actor, calls, toasts } = live({
      boards: [SIGN_UP_BOARD, SIGN_UP_BOARD_CLAIMED],
      claim: async () => {
        throw business(1009);
      },
    });
    await flush();
    actor.send({ type: 'item.claim', key: '2' });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ id: 'activity.act39.err1009', values: { code: 1009 } });
    expect(calls.activities).toBe(1);
    expect(calls.balances).toEqual([]);
    expect(toasts).toEqual([]);
    expect(calls.load).toHaveLength(2);
  });

  it('ignores items that are not claimable', async () => {
    const { actor, calls } = live({
      boards: [SIGN_UP_BOARD],
      claim: async () => ({ propList: [], coin: 0, lottery: 0 }),
    });
    await flush();
    for (const key of ['1', '3', 'x']) actor.send({ type: 'item.claim', key });
    await flush();
    expect(calls.claim).toEqual([]);
  });
});
