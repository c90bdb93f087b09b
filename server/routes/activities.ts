/** Activity ids, first charge, invite friends, login-pay cards. */
import { defineHandlers } from '../context';
import { activityData, firstChargeConfigs, firstChargeState, inviteConfigs, inviteState } from '../domain/activities';
import { claimFirstChargeGift, receiveInviteTier } from '../domain/activity-claims';
import { loginPayUser, receiveLoginPayDay } from '../domain/login-pay';
import { requireUser, shareUrl } from '../domain/users';
import { drawDue } from '../domain/weekend-lottery';

export const activityHandlers = defineHandlers({
  getActivityIds: ({ deps, caller, lang }) => {
    // The weekend lottery's due draws happen on the first read after their time (weekend-lottery.ts).
    drawDue(deps);
    return activityData(deps, requireUser(deps, caller.userId), lang);
  },

  appRechargeBonusCollection9: ({ deps, caller }) => ({
    appRechargeBonusCollection9: firstChargeState(deps, requireUser(deps, caller.userId)),
    configList: firstChargeConfigs(deps),
  }),

  appRechargeBonusCollection9Receive: ({ deps, body, caller }) => {
    const claim = claimFirstChargeGift(deps, requireUser(deps, caller.userId), body.propId);
    return { appRechargeBonusCollection9: claim.state, propList: claim.propList };
  },

  appInviteBonus1User: ({ deps, caller, origin }) => {
    const user = requireUser(deps, caller.userId);
    return {
      appInviteBonus1User: inviteState(deps, user.id),
      configList: inviteConfigs(deps),
      shareUrl: shareUrl(origin, user),
    };
  },

  appInviteBonus1UserReceive: ({ deps, body, caller }) => {
    const claim = receiveInviteTier(deps, requireUser(deps, caller.userId), body.propId);
    return { appInviteBonus1User: claim.state, propList: claim.propList };
  },

  getLoginPayUser3: ({ deps, caller }) => loginPayUser(deps, caller.userId),

  receiveLoginPay3: ({ deps, body, caller }) => {
    const credited = receiveLoginPayDay(deps, caller.userId, body.id);
    return { ...loginPayUser(deps, caller.userId), propList: [credited] };
  },
});
