/** The home tab's data: lobby tips (big wins, New Year packets), the promotional videos and, for a member, the activity data. */
import { fromPromise } from 'xstate';
import { homeDataMachine, type HomeAnswer } from '../../machines/home-data.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function homeDataImplementations(port: Pick<FlowPort, 'deps'>) {
  const { api } = port.deps;
  return {
    actors: {
      loadHome: fromPromise<HomeAnswer, { member: boolean; green: boolean }>(async ({ input, signal }) => {
        // Green mode hides the video and the ticker: nothing to load for them.
        if (input.green) return { wins: [], newYear: [], videos: [], gameResourceUrl: '', activity: null };
        const [tips, videos, activity] = await Promise.all([
          api.call('anonymousLobbyTips', {}, { signal }),
          api.call('getPromotionalVideoList', {}, { signal }),
          // Activity data is a member's; a failure there keeps the home page (general video).
          input.member ? api.call('getActivityIds', {}, { signal }).catch(() => null) : Promise.resolve(null),
        ]);
        return {
          wins: tips.jackpotList,
          newYear: tips.newYearList,
          videos: videos.appPromotionalVideoList,
          gameResourceUrl: videos.gameResourceUrl,
          activity: activity ? { activityIds: activity.activityIds, loginPaying: activity.loginPaying === 1 } : null,
        };
      }),
    },
  } satisfies ImplementationsOf<typeof homeDataMachine>;
}

export function liveHomeDataMachine(port: Pick<FlowPort, 'deps'>) {
  return homeDataMachine.provide(homeDataImplementations(port));
}
