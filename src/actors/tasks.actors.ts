/**
 * Live implementations of the tasks flow: getTaskUser and receiveTaskAward, the new balances into the
 * session, the red dots checked (the session's badges poll), and a follow link opened in a new window.
 */
import { fromPromise } from 'xstate';
import { tasksMachine, type TaskClaim } from '../../machines/tasks.machine';
import type { TaskBoard } from '../../machines/tasks.rules';
import { patchUser } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

type TasksPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

export function tasksImplementations(port: TasksPort) {
  return {
    actors: {
      fetchTasks: fromPromise<TaskBoard, void>(async ({ signal }) => {
        const { achieveNum, achieveData, taskData, canReceiveTaskAward, taskList, resetTime } =
          await port.deps.api.call('getTaskUser', {}, { signal });
        return { achieveNum, achieveData, taskData, canReceiveTaskAward, taskList, resetTime };
      }),
      // Not aborted with the page: a claim the server took is reported to the session all the same.
      claimTask: fromPromise<TaskClaim, { id: number; idempotencyKey: string }>(async ({ input }) => {
        const { propList, coin, lottery } = await port.deps.api.call(
          'receiveTaskAward',
          { id: input.id },
          { idempotencyKey: input.idempotencyKey },
        );
        return { propList, coin, lottery };
      }),
    },
    actions: {
      reportBalances: (_, { coin, lottery }) => patchUser(port, { coin, lottery }),
      refreshDots: () => port.report({ type: 'badges.refresh' }),
      openLink: (_, { url }) => {
        if (url && typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer');
      },
    },
  } satisfies ImplementationsOf<typeof tasksMachine>;
}

export function liveTasksMachine(port: TasksPort) {
  return tasksMachine.provide(tasksImplementations(port));
}
