/** Agent (26): agentData / agent3Exchange (the whole available commission; the board's one item). */
import { agentBoard } from '../../../machines/promo-agents.rules';
import type { ClaimAdapter } from './types';

export const agentAdapter: ClaimAdapter = {
  load: async (api, signal) => agentBoard((await api.call('agentData', {}, { signal })).agentData),
  claim: async (api, _key, init) => {
    const { propList, coin, lottery } = await api.call('agent3Exchange', {}, init);
    return { propList, coin, lottery };
  },
};
