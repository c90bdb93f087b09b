/** Cash bonus (Fund 16): rechargeBonusCollection6 / receiverRechargeBonusCollection6 (one item, the whole pot). */
import { fundBoard } from '../../../machines/promo-recharge.rules';
import type { ClaimAdapter } from './types';

export const fundAdapter: ClaimAdapter = {
  load: async (api, signal) =>
    fundBoard((await api.call('rechargeBonusCollection6', {}, { signal })).rechargeBonusCollection6, Date.now()),
  claim: async (api, _key, init) => {
    const { propList, coin, lottery } = await api.call('receiverRechargeBonusCollection6', {}, init);
    return { propList, coin, lottery };
  },
};
