/**
 * A claim is one call at a time; further taps are ignored until the list is fresh again, and a task that is not
 * claimable (not complete, already received, unknown) is ignored rather than sent. Success or failure (2302 not
 * complete, 2303 already received, others with their code), the list is read again rather than patched (a
 * claimed task is marked at once meanwhile), and the red dots are checked. "Go" leads where the task is done: a page
 * of the app, or the follow link in a new window (openLink).
 *
 * Its rules are in machines/tasks.rules.ts. Implementations: src/actors/tasks.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PathLayout } from '../contract/paths';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { errorMessage, message, type Message } from './message';
import type { PrizeItem } from './promotions-constants';
import { claimFailure, isClaimable, taskGo, type TaskBoard, type TaskTab } from './tasks.rules';
import type { MachineMeta } from './machine-meta';

export interface TasksInput {
  /** The layout the "go" targets are built for. */
  readonly layout: PathLayout;
}

export interface TasksContext extends TasksInput {
  board: TaskBoard | null;
  tab: TaskTab;
  /** The task being claimed. */
  pendingId: number | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly id: number }> | null;
  error: Message | null;
}

export interface TaskClaim {
  readonly propList: readonly PrizeItem[];
  /** The balances after the credit (hundredths). */
  readonly coin: number;
  readonly lottery: number;
}

export type TasksEvent =
  | { type: 'tasks.retry' }
  | { type: 'tab.select'; tab: TaskTab }
  | { type: 'task.claim'; id: number }
  | { type: 'task.go'; id: number };

export type TasksEmitted =
  { type: 'navigate'; to: string } | { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

const taskOf = (c: Pick<TasksContext, 'board'>, id: number) => c.board?.taskList.find((t) => t.id === id);

/** The board with one task marked received (before the refresh confirms it). */
function markReceived(board: TaskBoard | null, id: number): TaskBoard | null {
  if (!board) return board;
  const taskList = board.taskList.map((t) => (t.id === id ? { ...t, received: 1 as const } : t));
  return { ...board, taskList, canReceiveTaskAward: taskList.some(isClaimable) ? 1 : 0 };
}

export const tasksMachine = setup({
  types: {
    context: {} as TasksContext,
    events: {} as TasksEvent,
    input: {} as TasksInput,
    emitted: {} as TasksEmitted,
  },
  actors: {
    fetchTasks: fromPromise<TaskBoard, void>(async () => {
      throw new Error('provided by the app');
    }),
    claimTask: fromPromise<TaskClaim, { id: number; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportBalances: (_, _params: { coin: number; lottery: number }) => {},
    refreshDots: () => {},
    openLink: (_, _params: { url: string }) => {},
  },
  guards: {
    canClaim: ({ context }, params: { id: number }) => {
      const task = taskOf(context, params.id);
      return task !== undefined && isClaimable(task);
    },
    goesToRoute: ({ context }, params: { id: number }) => {
      const task = taskOf(context, params.id);
      return task !== undefined && taskGo(task, context.layout)?.kind === 'route';
    },
    goesToLink: ({ context }, params: { id: number }) => {
      const task = taskOf(context, params.id);
      return task !== undefined && taskGo(task, context.layout)?.kind === 'link';
    },
  },
}).createMachine({
  id: 'tasks',
  description:
    'The tasks and achievements page: /lobby/task, /profile/task and desktop /lobby/task (the claim call receiveTaskAward is a reference-server decision).',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, board: null, tab: 'daily', pendingId: null, error: null, intent: null }),
  initial: 'loading',
  on: { 'tab.select': { actions: assign({ tab: ({ event }) => event.tab }) } },
  states: {
    loading: {
      description: 'getTaskUser: progress, the task list and its rewards.',
      tags: ['loading'],
      invoke: {
        id: 'fetchTasks',
        src: 'fetchTasks',
        onDone: { target: 'ready', actions: assign({ board: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The list could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'tasks.retry': 'loading' },
    },
    ready: {
      description: 'The tabs and their tasks: progress bars, rewards, claim and go buttons.',
      on: {
        'task.claim': {
          guard: { type: 'canClaim', params: ({ event }) => ({ id: event.id }) },
          target: 'claiming',
          actions: assign({ pendingId: ({ event }) => event.id }),
        },
        'task.go': [
          {
            guard: { type: 'goesToRoute', params: ({ event }) => ({ id: event.id }) },
            actions: emit(({ context, event }) => {
              const task = taskOf(context, event.id);
              const go = task ? taskGo(task, context.layout) : null;
              return { type: 'navigate' as const, to: go?.kind === 'route' ? go.to : '' };
            }),
          },
          {
            guard: { type: 'goesToLink', params: ({ event }) => ({ id: event.id }) },
            actions: {
              type: 'openLink',
              params: ({ context, event }) => {
                const task = taskOf(context, event.id);
                const go = task ? taskGo(task, context.layout) : null;
                return { url: go?.kind === 'link' ? go.url : '' };
              },
            },
          },
        ],
      },
    },
    claiming: {
      description: 'receiveTaskAward for one task; further claims wait until the list is fresh.',
      tags: ['busy'],
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { id: context.pendingId ?? 0 }) }),
      invoke: {
        id: 'claimTask',
        src: 'claimTask',
        input: ({ context }) => ({
          ...(context.intent as Intent<{ readonly id: number }>).ask,
          idempotencyKey: (context.intent as Intent<{ readonly id: number }>).key,
        }),
        onDone: {
          target: 'refreshing',
          actions: [
            assign({ board: ({ context }) => markReceived(context.board, context.pendingId ?? 0), intent: null }),
            {
              type: 'reportBalances',
              params: ({ event }) => ({ coin: event.output.coin, lottery: event.output.lottery }),
            },
            'refreshDots',
            emit({ type: 'toast', message: message('tasks.claimed'), tone: 'success' }),
          ],
        },
        onError: {
          target: 'refreshing',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              message: claimFailure(event.error),
              tone: 'error' as const,
            })),
            assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
            'refreshDots',
          ],
        },
      },
    },
    refreshing: {
      description: 'getTaskUser again after a claim; the list stays shown, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshTasks',
        src: 'fetchTasks',
        onDone: { target: 'ready', actions: assign({ board: ({ event }) => event.output, pendingId: null }) },
        onError: { target: 'ready', actions: assign({ pendingId: null }) },
      },
    },
  },
});

type TasksSnapshot = SnapshotFrom<typeof tasksMachine>;

/** The board is loading. */
export const selectTasksLoading = (s: TasksSnapshot): boolean => s.matches('loading');

/** The board could not load (a retry is offered). */
export const selectTasksFailed = (s: TasksSnapshot): boolean => s.matches('failed');

/** The task whose award is being claimed (none when no claim is under way). */
export const selectClaimingTask = (s: TasksSnapshot): TasksSnapshot['context']['pendingId'] | null =>
  s.matches('claiming') ? s.context.pendingId : null;
