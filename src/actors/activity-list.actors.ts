/** The rewards list: getActivityIds; the fresh activity ids also go to the session (reportActivities). */
import { fromPromise } from 'xstate';
import { activityListMachine, type ActivityAnswer } from '../../machines/activity-list.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function activityListImplementations(port: Pick<FlowPort, 'deps' | 'report'>) {
  return {
    actors: {
      loadActivities: fromPromise<ActivityAnswer, void>(async ({ signal }) => {
        const answer = await port.deps.api.call('getActivityIds', {}, { signal });
        return {
          activityIds: answer.activityIds,
          activityMap: answer.activityMap,
          isBankrupt: answer.isBankrupt === 1,
        };
      }),
    },
    actions: {
      reportActivities: (_, { activityIds, activityMap }) =>
        port.report({ type: 'player.updated', patch: { activityIds: [...activityIds], activityMap } }),
    },
  } satisfies ImplementationsOf<typeof activityListMachine>;
}

export function liveActivityListMachine(port: Pick<FlowPort, 'deps' | 'report'>) {
  return activityListMachine.provide(activityListImplementations(port));
}
