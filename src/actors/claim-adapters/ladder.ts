/** Ladder recharge (LadderRecharge 17): rechargeBonusCollection8 / receiverRechargeBonusCollection8 { id } (a tier). */
import { ladderBoard } from '../../../machines/promo-recharge.rules';
import type { ClaimAdapter } from './types';

export const ladderAdapter: ClaimAdapter = {
  load: async (api, signal) =>
    ladderBoard((await api.call('rechargeBonusCollection8', {}, { signal })).rechargeBonusCollection8),
  claim: async (api, key, init) => {
    const { propList, coin, lottery } = await api.call('receiverRechargeBonusCollection8', { id: Number(key) }, init);
    return { propList, coin, lottery };
  },
};
