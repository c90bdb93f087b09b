/**
 * Live implementations of the first-charge and invite-friends flows: their API calls, the activity-ids
 * refresh (into the session), the balance refresh after a claim, and copying the share link.
 */
import { fromPromise } from 'xstate';
import { firstChargeMachine, type FirstChargeClaim, type FirstChargeData } from '../../machines/first-charge.machine';
import { inviteFriendsMachine, type InviteClaim, type InviteData } from '../../machines/invite-friends.machine';
import { message } from '../../machines/message';
import type { AppRoot } from '../app/root';

type PromotionsRoot = Pick<AppRoot, 'deps' | 'session' | 'perform'>;

/** getActivityIds into the session; a failure (or a non-zero errcode) leaves the data untouched. */
export async function refreshActivities(root: PromotionsRoot): Promise<void> {
  try {
    const { activityIds, activityMap } = await root.deps.api.call('getActivityIds', {});
    root.session.send({ type: 'player.updated', patch: { activityIds, activityMap } });
  } catch {
    // Untouched (spec §7 "a non-zero errcode leaves data untouched").
  }
}

/** The balance after a claim credited coin or points. */
async function refreshFigures(root: PromotionsRoot): Promise<void> {
  try {
    const { coin, lottery, vip, vipExp, userLevel, bet } = await root.deps.api.call('refreshData', {});
    root.session.send({ type: 'user.figures', figures: { coin, lottery, vip, vipExp, userLevel, bet } });
  } catch {
    // The header keeps the last figures; its refresh icon is there.
  }
}

/** Copies text with the spec's toasts ("Copy Success." / "Copy Fail."). */
export async function copyText(root: Pick<AppRoot, 'perform'>, text: string): Promise<void> {
  let ok = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    ok = false;
  }
  root.perform({
    type: 'toast',
    message: message(ok ? 'common.copySuccess' : 'common.copyFail'),
    tone: ok ? 'success' : 'error',
  });
}

/** The system share sheet where there is one (phones), else a copy of the link. */
export async function shareText(root: Pick<AppRoot, 'perform'>, url: string): Promise<void> {
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ url });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to do. Another failure: copy instead.
      if ((error as { name?: string } | null)?.name === 'AbortError') return;
    }
  }
  await copyText(root, url);
}

export function liveFirstChargeMachine(root: PromotionsRoot) {
  return firstChargeMachine.provide({
    actors: {
      fetchFirstCharge: fromPromise<FirstChargeData, void>(async ({ signal }) => {
        const answer = await root.deps.api.call('appRechargeBonusCollection9', {}, { signal });
        return { state: answer.appRechargeBonusCollection9, configs: answer.configList, now: Date.now() };
      }),
      claimGift: fromPromise<FirstChargeClaim, { propId: number }>(async ({ input }) => {
        const answer = await root.deps.api.call('appRechargeBonusCollection9Receive', { propId: input.propId });
        return { state: answer.appRechargeBonusCollection9, propList: answer.propList };
      }),
    },
    actions: {
      refreshActivities: () => void refreshActivities(root),
      reportClaim: () => void refreshFigures(root),
    },
  });
}

export function liveInviteFriendsMachine(root: PromotionsRoot) {
  return inviteFriendsMachine.provide({
    actors: {
      fetchInvite: fromPromise<InviteData, void>(async ({ signal }) => {
        const answer = await root.deps.api.call('appInviteBonus1User', {}, { signal });
        return { state: answer.appInviteBonus1User, configs: answer.configList, shareUrl: answer.shareUrl };
      }),
      receiveTier: fromPromise<InviteClaim, { propId: number }>(async ({ input }) => {
        const answer = await root.deps.api.call('appInviteBonus1UserReceive', { propId: input.propId });
        return { state: answer.appInviteBonus1User, propList: answer.propList };
      }),
    },
    actions: {
      refreshActivities: () => void refreshActivities(root),
      reportClaim: () => void refreshFigures(root),
      copyLink: (_, { url }) => void copyText(root, url),
      shareLink: (_, { url }) => void shareText(root, url),
    },
  });
}
