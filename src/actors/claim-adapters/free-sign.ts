/** Free sign (FreeSign 36): freeSignUser / freeSignReceive { day }. */
import { freeSignBoard } from '../../../machines/activity-claim.rules';
import type { ClaimAdapter } from './types';

export const freeSignAdapter: ClaimAdapter = {
  load: async (api, signal) => freeSignBoard(await api.call('freeSignUser', {}, { signal })),
  claim: async (api, key, init) => {
    const { propList, coin, lottery } = await api.call('freeSignReceive', { day: Number(key) }, init);
    return { propList, coin, lottery };
  },
};
