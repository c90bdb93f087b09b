/**
 * Pure mappings of the VIP rebate (8) and follow rewards (21) answers onto the shared claim board
 * (machines/activity-claim.rules.ts; docs/promotions.md "VIP rebate", "Follow rewards").
 */
import type { components } from '../contract/schema';
import { ITEM } from '../contract/ids';
import type { ClaimBoard, ClaimItem, ClaimStatus } from './activity-claim.rules';
import { rebatePercent } from './member.rules';
import { calendarDay, message } from './message';

type Schemas = components['schemas'];
export type VipRebateUser = Schemas['VipRebateUser'];
export type FollowRewardsUser = Schemas['FollowRewardsUser'];

/** The social networks the app names (FollowNetwork.name, the social_media keys); others show as "other". */
export const FOLLOW_NETWORK_NAMES = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'telegram', 'line'] as const;
export type FollowNetworkName = (typeof FOLLOW_NETWORK_NAMES)[number] | 'other';

export function networkName(name: string): FollowNetworkName {
  return (FOLLOW_NETWORK_NAMES as readonly string[]).includes(name) ? (name as FollowNetworkName) : 'other';
}

/**
 * VIP rebate: the first item is yesterday's rebate (claimable when its amount is above 0 and not received;
 * claimed once received; locked with the reason when there is nothing), then the earlier claims (history).
 * Figures: yesterday's bet, the level and the rebate amount. Summary: the level's rate.
 */
export function vipRebateBoard(s: VipRebateUser): ClaimBoard {
  const r = s.vipRebate;
  const status: ClaimStatus = r.received === 1 ? 'claimed' : r.amount > 0 ? 'claimable' : 'locked';
  const rate = rebatePercent(r.rebateRate);
  const note =
    status === 'claimed'
      ? message('promoRebate.vip.claimedNote')
      : status === 'locked'
        ? r.bet === 0
          ? message('promoRebate.vip.noBetNote')
          : message('promoRebate.vip.noRateNote', { level: r.level })
        : message('promoRebate.vip.claimableNote', { level: r.level, rate });
  const yesterday: ClaimItem = {
    key: r.day,
    label: message('promoRebate.vip.yesterday', { day: calendarDay(r.day) }),
    status,
    reward: r.amount > 0 ? [{ id: ITEM.Coin, count: r.amount }] : [],
    note,
  };
  const history = s.recordList
    .filter((rec) => rec.day !== r.day)
    .map((rec): ClaimItem => ({
      key: rec.day,
      label: message('promoRebate.vip.day', { day: calendarDay(rec.day) }),
      status: 'claimed',
      reward: [{ id: ITEM.Coin, count: rec.amount }],
      note: message('promoRebate.vip.recordNote', { level: rec.level, rate: rebatePercent(rec.rebateRate) }),
    }));
  return {
    items: [yesterday, ...history],
    figures: [
      { label: message('promoRebate.vip.figure.bet'), value: r.bet, kind: 'coin' },
      { label: message('promoRebate.vip.figure.level'), value: r.level, kind: 'count' },
      { label: message('promoRebate.vip.figure.amount'), value: r.amount, kind: 'coin' },
    ],
    summary: message('promoRebate.vip.summary', { level: r.level, rate }),
  };
}

/**
 * Follow rewards: one item per network — claimed once received, claimable once its link was opened, else
 * locked with the network's tracked link to open (the board is reloaded when the player comes back).
 * Figure: networks rewarded of the total.
 */
export function followBoard(s: FollowRewardsUser): ClaimBoard {
  const items = s.networkList.map((n): ClaimItem => {
    const status: ClaimStatus = n.received === 1 ? 'claimed' : n.opened === 1 ? 'claimable' : 'locked';
    const network = networkName(n.name);
    return {
      key: String(n.type),
      label: message(`promoRebate.network.${network}`),
      status,
      reward: n.rewards,
      note:
        status === 'locked'
          ? message('promoRebate.follow.lockedNote')
          : status === 'claimable'
            ? message('promoRebate.follow.claimableNote')
            : null,
      link:
        status === 'locked' && n.link ? { href: n.link, text: message(`promoRebate.follow.open.${network}`) } : null,
    };
  });
  const total = s.networkList.length;
  return {
    items,
    figures: [
      {
        label: message('promoRebate.follow.figure.received', { total }),
        value: s.networkList.filter((n) => n.received === 1).length,
        kind: 'count',
      },
    ],
    summary: message('promoRebate.follow.summary'),
  };
}
