/** Model of the tasks flow: load, tabs, go, one claim at a time, the refresh after a claim. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { tasksMachine, type TasksContext } from '../../../machines/tasks.machine';
import { isClaimable, type TaskBoard } from '../../../machines/tasks.rules';
import { task } from '../../../machines/samples/account-centre.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

export const TASK_BOARD: TaskBoard = {
  achieveNum: 0,
  achieveData: {},
  taskData: { '101': { progress: 1, target: 1, done: 1, time: 1_700_000_000_000 } },
  canReceiveTaskAward: 1,
  resetTime: 1_700_000_000_000,
  taskList: [
    task({ id: 101, type: 1, progress: 1 }),
    task({ id: 110, type: 2, kind: 'once' }),
    task({ id: 112, type: 4, kind: 'once', link: 'https://play.example/t/AAAAAAAAAAAA' }),
    task({ id: 501, type: 6, kind: 'achieve', target: 50, progress: 4, rewards: [{ id: 2002, count: 500 }] }),
  ],
};

/** The board after 101 was received. */
export const TASK_BOARD_CLAIMED: TaskBoard = {
  ...TASK_BOARD,
  canReceiveTaskAward: 0,
  taskList: TASK_BOARD.taskList.map((t) => (t.id === 101 ? { ...t, received: 1 } : t)),
};

export const EMPTY_BOARD: TaskBoard = { ...TASK_BOARD, taskData: {}, canReceiveTaskAward: 0, taskList: [] };

type Snap = {
  value: unknown;
  context: TasksContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const tasksModels = (['mobile', 'desktop'] as const).map((layout) => ({
  name: `tasks (${layout})`,
  machine: tasksMachine,
  input: { layout },
  events: [
    { type: 'xstate.done.actor.fetchTasks', output: TASK_BOARD },
    { type: 'xstate.done.actor.fetchTasks', output: EMPTY_BOARD },
    { type: 'xstate.error.actor.fetchTasks', error: { kind: 'network' } },
    { type: 'tasks.retry' },
    { type: 'tab.select', tab: 'achieve' },
    { type: 'tab.select', tab: 'daily' },
    { type: 'task.claim', id: 101 },
    { type: 'task.claim', id: 110 },
    { type: 'task.claim', id: 999 },
    { type: 'task.go', id: 110 },
    { type: 'task.go', id: 112 },
    { type: 'task.go', id: 101 },
    { type: 'xstate.done.actor.claimTask', output: { propList: [{ id: 2001, count: 100 }], coin: 100, lottery: 0 } },
    { type: 'xstate.error.actor.claimTask', error: { kind: 'business', errcode: 2303 } },
    { type: 'xstate.done.actor.refreshTasks', output: TASK_BOARD_CLAIMED },
    { type: 'xstate.error.actor.refreshTasks', error: { kind: 'timeout' } },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      tab: s.context.tab,
      tasks: s.context.board?.taskList.map((t) => `${t.id}:${t.received}`) ?? null,
      pending: s.context.pendingId,
      error: s.context.error?.id ?? null,
    }),
  implementations: { actors: { fetchTasks: never(), claimTask: never() } },
  invariants: (s: Snap) => {
    const claimable101 = s.context.board?.taskList.some((t) => t.id === 101 && isClaimable(t)) ?? false;
    // One claim at a time: a claim starts only from ready, and only for a claimable task.
    expect(s.can({ type: 'task.claim', id: 101 })).toBe(s.matches('ready') && claimable101);
    expect(s.can({ type: 'task.claim', id: 110 })).toBe(false);
    expect(s.hasTag('busy')).toBe(s.matches('claiming') || s.matches('refreshing'));
    if (s.matches('claiming')) {
      const pending = s.context.board?.taskList.find((t) => t.id === s.context.pendingId);
      expect(pending && isClaimable(pending)).toBe(true);
    }
    if (s.matches('ready')) expect(s.context.pendingId).toBeNull();
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    if (s.matches('failed')) expect(s.context.error).not.toBeNull();
  },
})) as unknown as MachineModel[];
