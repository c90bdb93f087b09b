/** Festival (Festival 35): rechargeBonusCollection11 / receiverRechargeBonusCollection11 { id } (a tier). */
import { festivalBoard } from '../../../machines/promo-seasonal.rules';
import type { ClaimAdapter } from './types';

export const festivalAdapter: ClaimAdapter = {
  load: async (api, signal) =>
    festivalBoard((await api.call('rechargeBonusCollection11', {}, { signal })).rechargeBonusCollection11),
  claim: async (api, key, init) => {
    const { propList, coin, lottery } = await api.call('receiverRechargeBonusCollection11', { id: Number(key) }, init);
    return { propList, coin, lottery };
  },
};
