/**
 * Live implementations of the first-charge and invite-friends flows: their API calls, the activity-ids
 * refresh (into the session), the balance refresh after a claim, and copying the share link.
 */
import { fromPromise } from 'xstate';
import { firstChargeMachine, type FirstChargeClaim, type FirstChargeData } from '../../machines/first-charge.machine';
import { inviteFriendsMachine, type InviteClaim, type InviteData } from '../../machines/invite-friends.machine';
import { message } from '../../machines/message';
import type { FlowPort, ImplementationsOf } from './port';

type PromotionsPort = Pick<FlowPort, 'deps' | 'report' | 'perform'>;

/** getActivityIds into the session; a failure (or a non-zero errcode) leaves the data untouched. */
export async function refreshActivities(port: Pick<FlowPort, 'deps' | 'report'>): Promise<void> {
  try {
    const { activityIds, activityMap } = await port.deps.api.call('getActivityIds', {});
    port.report({ type: 'player.updated', patch: { activityIds, activityMap } });
  } catch {
    // Untouched.
  }
}

/** The balance after a claim credited coin or points. */
async function refreshFigures(port: PromotionsPort): Promise<void> {
  try {
    const { coin, lottery, vip, vipExp, userLevel, bet } = await port.deps.api.call('refreshData', {});
    port.report({ type: 'user.figures', figures: { coin, lottery, vip, vipExp, userLevel, bet } });
  } catch {
    // The header keeps the last figures; its refresh icon is there.
  }
}

/** Copies text with the product's toasts ("Copy Success." / "Copy Fail."). */
export async function copyText(port: Pick<FlowPort, 'perform'>, text: string): Promise<void> {
  let ok = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    ok = false;
  }
  port.perform({
    type: 'toast',
    message: message(ok ? 'common.copySuccess' : 'common.copyFail'),
    tone: ok ? 'success' : 'error',
  });
}

/** The system share sheet where there is one (phones), else a copy of the link. */
export async function shareText(port: Pick<FlowPort, 'perform'>, url: string): Promise<void> {
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ url });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to do. Another failure: copy instead.
      if ((error as { name?: string } | null)?.name === 'AbortError') return;
    }
  }
  await copyText(port, url);
}

export function firstChargeImplementations(port: PromotionsPort) {
  return {
    actors: {
      fetchFirstCharge: fromPromise<FirstChargeData, void>(async ({ signal }) => {
        const answer = await port.deps.api.call('appRechargeBonusCollection9', {}, { signal });
        return { state: answer.appRechargeBonusCollection9, configs: answer.configList, now: Date.now() };
      }),
      claimGift: fromPromise<FirstChargeClaim, { propId: number; idempotencyKey: string }>(async ({ input }) => {
        const answer = await port.deps.api.call(
          'appRechargeBonusCollection9Receive',
          { propId: input.propId },
          { idempotencyKey: input.idempotencyKey },
        );
        return { state: answer.appRechargeBonusCollection9, propList: answer.propList };
      }),
    },
    actions: {
      refreshActivities: () => void refreshActivities(port),
      reportClaim: () => void refreshFigures(port),
    },
  } satisfies ImplementationsOf<typeof firstChargeMachine>;
}

export function liveFirstChargeMachine(port: PromotionsPort) {
  return firstChargeMachine.provide(firstChargeImplementations(port));
}

export function inviteFriendsImplementations(port: PromotionsPort) {
  return {
    actors: {
      fetchInvite: fromPromise<InviteData, void>(async ({ signal }) => {
        const answer = await port.deps.api.call('appInviteBonus1User', {}, { signal });
        return { state: answer.appInviteBonus1User, configs: answer.configList, shareUrl: answer.shareUrl };
      }),
      receiveTier: fromPromise<InviteClaim, { propId: number; idempotencyKey: string }>(async ({ input }) => {
        const answer = await port.deps.api.call(
          'appInviteBonus1UserReceive',
          { propId: input.propId },
          { idempotencyKey: input.idempotencyKey },
        );
        return { state: answer.appInviteBonus1User, propList: answer.propList };
      }),
    },
    actions: {
      refreshActivities: () => void refreshActivities(port),
      reportClaim: () => void refreshFigures(port),
      copyLink: (_, { url }) => void copyText(port, url),
      shareLink: (_, { url }) => void shareText(port, url),
    },
  } satisfies ImplementationsOf<typeof inviteFriendsMachine>;
}

export function liveInviteFriendsMachine(port: PromotionsPort) {
  return inviteFriendsMachine.provide(inviteFriendsImplementations(port));
}
