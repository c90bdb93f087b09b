/** Activity ids, first charge, invite friends, login-pay cards. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const activityHandlers = defineHandlers({
  getActivityIds: () => {
    throw new Error('not implemented: getActivityIds');
  },
  appRechargeBonusCollection9: () => {
    throw new Error('not implemented: appRechargeBonusCollection9');
  },
  appRechargeBonusCollection9Receive: () => {
    throw new Error('not implemented: appRechargeBonusCollection9Receive');
  },
  appInviteBonus1User: () => {
    throw new Error('not implemented: appInviteBonus1User');
  },
  appInviteBonus1UserReceive: () => {
    throw new Error('not implemented: appInviteBonus1UserReceive');
  },
  getLoginPayUser3: () => {
    throw new Error('not implemented: getLoginPayUser3');
  },
  receiveLoginPay3: () => {
    throw new Error('not implemented: receiveLoginPay3');
  },
});
