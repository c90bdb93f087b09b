/** Supply (Supply 30): bankruptBonusUser / bankruptBonus (one item, today's relief). */
import { supplyBoard } from '../../../machines/activity-claim.rules';
import type { ClaimAdapter } from './types';

export const supplyAdapter: ClaimAdapter = {
  load: async (api, signal) => supplyBoard(await api.call('bankruptBonusUser', {}, { signal })),
  claim: async (api, _key, init) => {
    const { propList, coin, lottery } = await api.call('bankruptBonus', {}, init);
    return { propList, coin, lottery };
  },
};
