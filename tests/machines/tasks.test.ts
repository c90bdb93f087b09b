import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PATH, activity, start } from '../../contract/paths';
import { tasksMachine, type TaskClaim } from '../../machines/tasks.machine';
import {
  claimFailure,
  claimableCount,
  isClaimable,
  progressPercent,
  tabOf,
  taskGo,
  tasksOn,
  type TaskBoard,
  type TaskItem,
} from '../../machines/tasks.rules';
import { describePaths } from '../helpers/describe-paths';
import { TASK_BOARD, TASK_BOARD_CLAIMED, tasksModels } from './models/tasks.model';

for (const model of tasksModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });
const item = (t: Partial<TaskItem>): TaskItem => ({
  id: 1,
  type: 1,
  kind: 'daily',
  target: 1,
  progress: 0,
  received: 0,
  rewards: [],
  gameId: 0,
  link: '',
  ...t,
});

function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

describe('tasks rules', () => {
  it('puts achievements on their own tab and the daily and one-off tasks on the other', () => {
    expect(tabOf({ kind: 'achieve' })).toBe('achieve');
    expect(tabOf({ kind: 'daily' })).toBe('daily');
    expect(tabOf({ kind: 'once' })).toBe('daily');
    expect(tasksOn(TASK_BOARD.taskList, 'achieve').map((t) => t.id)).toEqual([501]);
    expect(tasksOn(TASK_BOARD.taskList, 'daily').map((t) => t.id)).toEqual([101, 110, 112]);
    expect(claimableCount(TASK_BOARD.taskList, 'daily')).toBe(1);
    expect(claimableCount(TASK_BOARD_CLAIMED.taskList, 'daily')).toBe(0);
  });

  it('claims a complete task not received yet; the bar fills to the target and never beyond', () => {
    expect(isClaimable(item({ progress: 1, target: 1 }))).toBe(true);
    expect(isClaimable(item({ progress: 1, target: 1, received: 1 }))).toBe(false);
    expect(isClaimable(item({ progress: 2, target: 5 }))).toBe(false);
    expect(progressPercent({ progress: 2, target: 5 })).toBe(40);
    expect(progressPercent({ progress: 9, target: 5 })).toBe(100);
    expect(progressPercent({ progress: 1, target: 3 })).toBe(33);
    expect(progressPercent({ progress: 0, target: 0 })).toBe(0);
  });

  it('goes where each task type is done, on both layouts; done tasks and login have no go', () => {
    const go = (t: Partial<TaskItem>, layout: 'mobile' | 'desktop' = 'mobile') => taskGo(item(t), layout);
    expect(go({ type: 1 })).toBeNull();
    expect(go({ type: 2 })).toEqual({ kind: 'route', to: PATH.bind });
    expect(go({ type: 2 }, 'desktop')).toEqual({ kind: 'route', to: PATH.desktop.bind });
    expect(go({ type: 3, gameId: 1001 })).toEqual({ kind: 'route', to: start(1001) });
    expect(go({ type: 3, gameId: 0 })).toEqual({ kind: 'route', to: PATH.home });
    expect(go({ type: 6 })).toEqual({ kind: 'route', to: PATH.home });
    expect(go({ type: 5 })).toEqual({ kind: 'route', to: PATH.deposit });
    expect(go({ type: 14 })).toEqual({ kind: 'route', to: PATH.deposit });
    expect(go({ type: 12 })).toEqual({ kind: 'route', to: activity('signPay') });
    expect(go({ type: 12 }, 'desktop')).toEqual({ kind: 'route', to: activity('signPay', 'desktop') });
    for (const type of [7, 8, 9, 10, 11])
      expect(go({ type })).toEqual({ kind: 'route', to: activity('inviteFriends') });
    // No invite page on desktop: the activity centre explains the entry (the popup opens from the home).
    expect(go({ type: 7 }, 'desktop')).toEqual({ kind: 'route', to: `${PATH.rewards}?activity=40` });
    expect(go({ type: 15 })).toEqual({ kind: 'route', to: activity('spin') });
    for (const type of [4, 13, 16, 17]) {
      expect(go({ type, link: 'https://x.example/t/A' })).toEqual({ kind: 'link', url: 'https://x.example/t/A' });
      expect(go({ type, link: '' })).toBeNull();
    }
    expect(go({ type: 2, progress: 1, target: 1 })).toBeNull();
  });

  it('names the claim failures: 2302, 2303, 2301 their own words, others the generic text with the code', () => {
    expect(claimFailure(business(2302))).toEqual({ id: 'tasks.error.notComplete', values: { code: 2302 } });
    expect(claimFailure(business(2303))).toEqual({ id: 'tasks.error.claimed', values: { code: 2303 } });
    expect(claimFailure(business(2301))).toEqual({ id: 'tasks.error.notFound', values: { code: 2301 } });
    expect(claimFailure(business(9))).toEqual({ id: 'common.errorWithCode', values: { code: 9 } });
    expect(claimFailure({ kind: 'network' })).toEqual({ id: 'common.networkError' });
  });
});

describe('tasks machine', () => {
  function run(claim: () => Promise<TaskClaim>, boards: TaskBoard[]) {
    const calls = { fetch: 0, claim: 0, balances: [] as unknown[], dots: 0, links: [] as string[] };
    const actor = createActor(
      tasksMachine.provide({
        actors: {
          fetchTasks: fromPromise(async () => boards[Math.min(calls.fetch++, boards.length - 1)]!),
          claimTask: fromPromise(async () => {
            calls.claim += 1;
            return claim();
          }),
        },
        actions: {
          reportBalances: (_, p) => void calls.balances.push(p),
          refreshDots: () => void (calls.dots += 1),
          openLink: (_, { url }) => void calls.links.push(url),
        },
      }),
      { input: { layout: 'mobile' } },
    );
    const emits = recordEmits(actor);
    actor.start();
    return { actor, calls, emits };
  }

  it('claims once under double taps, reports balances and dots, then refreshes the list', async () => {
    let release!: (c: TaskClaim) => void;
    const { actor, calls, emits } = run(
      () => new Promise<TaskClaim>((r) => (release = r)),
      [TASK_BOARD, TASK_BOARD_CLAIMED],
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'task.claim', id: 101 });
    actor.send({ type: 'task.claim', id: 101 });
    actor.send({ type: 'task.claim', id: 101 });
    await flush();
    expect(calls.claim).toBe(1);
    release({ propList: [{ id: 2001, count: 100 }], coin: 1100, lottery: 0 });
    await flush();
    expect(calls.balances).toEqual([{ coin: 1100, lottery: 0 }]);
    expect(calls.dots).toBe(1);
    expect(calls.fetch).toBe(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.board?.taskList.find((t) => t.id === 101)?.received).toBe(1);
    actor.send({ type: 'task.claim', id: 101 });
    await flush();
    expect(calls.claim).toBe(1);
    expect(emits).toContainEqual({ type: 'toast', message: { id: 'tasks.claimed' }, tone: 'success' });
  });

  it('a refused claim toasts its reason, checks the dots and reloads the list', async () => {
    const { actor, calls, emits } = run(() => Promise.reject(business(2303)), [TASK_BOARD, TASK_BOARD_CLAIMED]);
    await flush();
    actor.send({ type: 'task.claim', id: 101 });
    await flush();
    expect(emits).toContainEqual({
      type: 'toast',
      message: { id: 'tasks.error.claimed', values: { code: 2303 } },
      tone: 'error',
    });
    expect(calls.balances).toEqual([]);
    expect(calls.dots).toBe(1);
    expect(calls.fetch).toBe(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('go navigates to the page of a task or opens the follow link', async () => {
    const { actor, calls, emits } = run(() => Promise.reject(new Error('unused')), [TASK_BOARD]);
    await flush();
    actor.send({ type: 'task.go', id: 110 });
    actor.send({ type: 'task.go', id: 112 });
    actor.send({ type: 'task.go', id: 101 });
    expect(emits).toEqual([{ type: 'navigate', to: PATH.bind }]);
    expect(calls.links).toEqual(['https://play.example/t/AAAAAAAAAAAA']);
  });
});
