/** Follow rewards (FollowRewards 21): followRewardsUser / followRewardsReceive { type } (key = the network type). */
import type { components } from '../../../contract/schema';
import { followBoard } from '../../../machines/promo-rebate.rules';
import type { ClaimAdapter } from './types';

type FollowType = components['schemas']['FollowType'];
const FOLLOW_TYPES: readonly FollowType[] = [4, 13, 16, 17];

export const followAdapter: ClaimAdapter = {
  load: async (api, signal) => followBoard(await api.call('followRewardsUser', {}, { signal })),
  claim: async (api, key, init) => {
    const type = FOLLOW_TYPES.find((t) => String(t) === key);
    if (type === undefined) throw new Error(`not a follow network: ${key}`);
    const { propList, coin, lottery } = await api.call('followRewardsReceive', { type }, init);
    return { propList, coin, lottery };
  },
};
