/**
 * Every operation of openapi.yaml mapped to its handler. The `Handlers` type makes a missing or extra
 * operation a compile error, so the server and the contract cannot drift apart.
 */
import type { Handlers } from '../context';
import { sessionHandlers } from './session';
import { authHandlers } from './auth';
import { walletHandlers } from './wallet';
import { depositHandlers } from './deposit';
import { kycHandlers } from './kyc';
import { lobbyHandlers } from './lobby';
import { profileHandlers } from './profile';
import { activityHandlers } from './activities';
import { taskHandlers } from './tasks';
import { inviteSpinHandlers } from './invite-spin';
import { promoRebateHandlers } from './promo-rebate';
import { promoDailyHandlers } from './promo-daily';
import { promoRechargeHandlers } from './promo-recharge';
import { protectionHandlers } from './protection';
import { promoSeasonalHandlers } from './promo-seasonal';
import { agentCountHandlers } from './agent-count';
import { promoAgentHandlers } from './promo-agents';
import { exclusionHandlers } from './exclusion';

export const handlers: Handlers = {
  ...sessionHandlers,
  ...authHandlers,
  ...walletHandlers,
  ...depositHandlers,
  ...kycHandlers,
  ...lobbyHandlers,
  ...profileHandlers,
  ...activityHandlers,
  ...taskHandlers,
  ...inviteSpinHandlers,
  ...promoRebateHandlers,
  ...promoDailyHandlers,
  ...promoRechargeHandlers,
  ...protectionHandlers,
  ...promoSeasonalHandlers,
  ...agentCountHandlers,
  ...promoAgentHandlers,
  ...exclusionHandlers,
};
