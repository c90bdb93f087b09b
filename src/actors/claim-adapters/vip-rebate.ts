/** VIP rebate (VIP 8): vipRebateUser / vipRebateReceive (one item, yesterday's rebate; key = the day). */
import { vipRebateBoard } from '../../../machines/promo-rebate.rules';
import type { ClaimAdapter } from './types';

export const vipRebateAdapter: ClaimAdapter = {
  load: async (api, signal) => vipRebateBoard(await api.call('vipRebateUser', {}, { signal })),
  claim: async (api, _key, init) => {
    const { propList, coin, lottery } = await api.call('vipRebateReceive', {}, init);
    return { propList, coin, lottery };
  },
};
