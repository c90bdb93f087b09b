/**
 * Agent5 (41): appAgent5User with the latest of appAgent5UserLog; a claim key `tier:<id>` →
 * appAgent5UserReceive, `invite:<invitee id>` → appAgent5UserInviteValidReceive.
 */
import { agent5Board, parseAgent5Key } from '../../../machines/promo-agents.rules';
import type { ClaimAdapter } from './types';

export const agent5Adapter: ClaimAdapter = {
  load: async (api, signal) => {
    const [state, log] = await Promise.all([
      api.call('appAgent5User', {}, { signal }),
      api.call('appAgent5UserLog', { page: 1, pageSize: 20 }, { signal }),
    ]);
    return agent5Board(state.appAgent5User, log.list);
  },
  claim: async (api, key, init) => {
    const target = parseAgent5Key(key);
    if (!target) throw new Error(`not an Agent5 claim key: ${key}`);
    const { propList, coin, lottery } =
      target.kind === 'tier'
        ? await api.call('appAgent5UserReceive', { id: target.id }, init)
        : await api.call('appAgent5UserInviteValidReceive', { id: target.id }, init);
    return { propList, coin, lottery };
  },
};
