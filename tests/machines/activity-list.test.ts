import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activityListing, activityListMachine, type ActivityAnswer } from '../../machines/activity-list.machine';
import { describePaths } from '../helpers/describe-paths';
import { activityListModels } from './models/lobby.model';
import { flushOnce as flush } from '../helpers/flow-steps';

for (const model of activityListModels) describePaths(model);

describe('activity listing', () => {
  const activity = (id: number, sort: number) => ({ id, name: `A${id}`, sort, startTime: 0, endTime: 0, icon: '' });
  const map = Object.fromEntries([15, 26, 30, 31, 39, 40, 42].map((id, i) => [String(id), activity(id, 10 - i)]));
  it('Supply only when bankrupt, Agent not with AgentCount, SignUpBonus alone in the reward list, by sort', () => {
    const list = activityListing({
      activityIds: [15, 26, 30, 31, 39, 40, 42, 99],
      activityMap: map,
      isBankrupt: false,
    });
    expect(list.reward.map((a) => a.id)).toEqual([15]);
    expect(list.normal.map((a) => a.id)).toEqual([42, 40, 39, 31]);
    const bankrupt = activityListing({ activityIds: [26, 30], activityMap: map, isBankrupt: true });
    expect(bankrupt.normal.map((a) => a.id)).toEqual([30, 26]);
  });
});

describe('activityList', () => {
  it('lists nothing for a visitor and loads nothing', () => {
    let loads = 0;
    const actor = createActor(
      activityListMachine.provide({
        actors: {
          loadActivities: fromPromise<ActivityAnswer, void>(async () => {
            loads += 1;
            return { activityIds: [], activityMap: {}, isBankrupt: false };
          }),
        },
      }),
      { input: { member: false } },
    ).start();
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(loads).toBe(0);
  });

  it('keeps the data it had when a reload fails', async () => {
    const answers: Array<() => Promise<ActivityAnswer>> = [
      async () => ({ activityIds: [15], activityMap: {}, isBankrupt: false }),
      async () => Promise.reject({ kind: 'business', errcode: 5 }),
    ];
    const actor = createActor(
      activityListMachine.provide({
        actors: { loadActivities: fromPromise<ActivityAnswer, void>(() => answers.shift()!()) },
      }),
      { input: { member: true } },
    ).start();
    await flush();
    actor.send({ type: 'activities.reload' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.data?.activityIds).toEqual([15]);
    expect(actor.getSnapshot().context.error).toEqual({ id: 'common.errorWithCode', values: { code: 5 } });
  });
});
