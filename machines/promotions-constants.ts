/**
 * Constants and pure rules of the promotions area (docs/promotions.md): activity type ids, reward item ids,
 * the activity error codes, the notice and floating-bar display rules. Pure data and
 * functions: importable from machines and views alike.
 */
import type { components } from '../contract/schema';
import { ACTIVITY, ITEM } from '../contract/ids';
import { MONEY_SCALE, POINT_VALUE_COIN } from './constants';

type Schemas = components['schemas'];
export type PrizeItem = Schemas['PrizeItem'];
export type Notice = Schemas['Notice'];

/** Activity errcodes with their own text `activity.act39.err{code}`. */
export const ACTIVITY_ERROR_CODES: readonly number[] = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010];

/** Current agent activity: AgentCount if present, else Agent, else none. */
export function currentAgentActivity(activityIds: readonly number[]): number | null {
  if (activityIds.includes(ACTIVITY.AgentCount)) return ACTIVITY.AgentCount;
  if (activityIds.includes(ACTIVITY.Agent)) return ACTIVITY.Agent;
  return null;
}

/** Activities whose icon the floating bar shows when open (first charge, invite, the agent, seasonal ones). */
const FLOATING = [
  ACTIVITY.FirstCharge,
  ACTIVITY.InviteFriend1,
  ACTIVITY.Christmas,
  ACTIVITY.NewYear,
  ACTIVITY.WeekendLottery,
  ACTIVITY.Festival,
] as const;

/**
 * The floating bar's activities, in order: first charge, invite friends, the current agent activity, then
 * the seasonal ones (Christmas, New Year, weekend lottery, festival) — each only while open to the player.
 */
export function floatingActivities(activityIds: readonly number[]): number[] {
  const open = new Set(activityIds);
  const agent = currentAgentActivity(activityIds);
  const ids: number[] = FLOATING.filter((id) => open.has(id));
  if (agent !== null) ids.splice(Math.min(2, ids.length), 0, agent);
  return ids;
}

/**
 * Whether a notice (or banner) shows: the bind one not when the player has a mobile; the free
 * sign, agent5 and sign-up bonus ones only while that activity is open.
 */
function noticeVisible(
  n: Pick<Notice, 'clickType' | 'clickAction'>,
  activityIds: readonly number[],
  hasMobile: boolean,
): boolean {
  if (n.clickType !== 1) return true;
  const id = Number(n.clickAction);
  if (id === ACTIVITY.Bind) return !hasMobile;
  if (id === ACTIVITY.FreeSign || id === ACTIVITY.Agent5 || id === ACTIVITY.SignUpBonus)
    return activityIds.includes(id);
  return true;
}

/** The notices the home popup lists: isH5Pop ones, filtered like banners, by sort. */
export function popupNotices(notices: readonly Notice[], activityIds: readonly number[], hasMobile: boolean): Notice[] {
  return notices
    .filter((n) => n.isH5Pop === 1 && noticeVisible(n, activityIds, hasMobile))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export { clickTarget, type ClickTarget } from './click-target';

/**
 * The value of a reward list in hundredths of coin: coin items at face value, points at 0.008 coin each;
 * other items (coupons, boosts, cards) carry no coin value.
 */
export function awardValue(award: readonly PrizeItem[]): number {
  let total = 0;
  for (const item of award) {
    if (item.id === ITEM.Coin) total += item.count;
    else if (item.id === ITEM.Points) total += item.count * POINT_VALUE_COIN;
  }
  return total;
}

/** First-charge discount percent: floor(total value / price × 100); 0 for a free package. */
export function discountPercent(award: readonly PrizeItem[], price: number): number {
  return price > 0 ? Math.floor((awardValue(award) / price) * 100) : 0;
}

/** What kind of reward an item id is, for its icon and text. */
export type ItemKind = 'coin' | 'points' | 'coupon' | 'boost' | 'newYear' | 'card' | 'prop';

export function itemKind(id: number): ItemKind {
  if (id === ITEM.Coin) return 'coin';
  if (id === ITEM.Points) return 'points';
  if ((id >= 1001 && id <= 1011) || (id >= 1201 && id <= 1204)) return 'boost';
  if ((id >= 1012 && id <= 1099) || (id >= 1205 && id <= 1299) || (id >= 1301 && id <= 1399)) return 'coupon';
  if (id >= 40001 && id <= 40004) return 'newYear';
  if (id >= 6004 && id <= 6007) return 'card';
  return 'prop';
}

/** Coin and points counts are hundredths: shown divided by 100. */
export const itemAmount = (item: PrizeItem): number =>
  item.id === ITEM.Coin || item.id === ITEM.Points ? item.count / MONEY_SCALE : item.count;
