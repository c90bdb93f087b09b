/** The rewards list: getActivityIds; the fresh activity ids also go to the session. */
import { fromPromise } from 'xstate';
import { activityListMachine, type ActivityAnswer } from '../../machines/activity-list.machine';
import type { AppRoot } from '../app/root';

export function liveActivityListMachine(root: Pick<AppRoot, 'deps' | 'session'>) {
  return activityListMachine.provide({
    actors: {
      loadActivities: fromPromise<ActivityAnswer, void>(async ({ signal }) => {
        const answer = await root.deps.api.call('getActivityIds', {}, { signal });
        root.session.send({
          type: 'player.updated',
          patch: { activityIds: answer.activityIds, activityMap: answer.activityMap },
        });
        return {
          activityIds: answer.activityIds,
          activityMap: answer.activityMap,
          isBankrupt: answer.isBankrupt === 1,
        };
      }),
    },
  });
}
