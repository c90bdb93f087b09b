/** Sign-up bonus (SignUpBonus 15): loginBonus3User / loginBonus3UserReceive { day }. */
import { signUpBoard } from '../../../machines/activity-claim.rules';
import type { ClaimAdapter } from './types';

export const signUpAdapter: ClaimAdapter = {
  load: async (api, signal) => signUpBoard(await api.call('loginBonus3User', {}, { signal })),
  claim: async (api, key, init) => {
    const { propList, coin, lottery } = await api.call('loginBonus3UserReceive', { day: Number(key) }, init);
    return { propList, coin, lottery };
  },
};
