/**
 * Activity state derived from the data: which activities are open to a player, first-charge and
 * invite-friends state, login-pay ownership. Nothing here is cached; every answer is computed from rows.
 *
 * Reference-server rules:
 * - An activity is open when its row has status 1, start_time <= now and (end_time = 0 or end_time > now).
 * - First charge: the offer is open for FIRST_CHARGE_WINDOW_MS after registration. A purchase made in time
 *   stays claimable after the window (the player paid for it). itemStatus 0 = not purchased, 1 = some gift
 *   of the purchased package not claimed yet, 2 = every distinct gift id of the package claimed.
 * - Invite friends: tiers by invite count ascending; the current tier is the first one not received;
 *   itemStatus 2 once every tier is received (or when no tier is configured).
 * - An award listing the same item id twice is treated as one item with the summed count (a gift is
 *   claimed by its item id, so two lines of one id could never both be claimed).
 */
import { ACTIVITY } from '../../contract/ids';
import type { components } from '../../contract/schema';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { DEFAULT_CONTENT_LOCALE, localAsset, localText, type ContentLocale } from './content-locale';
import { localDay } from './activity-time';
import { balance } from './ledger';
import { totalRecharge, type UserRow } from './users';

type Schemas = components['schemas'];
type ActivityData = Schemas['ActivityData'];
type PrizeItem = Schemas['PrizeItem'];

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The first-charge offer is open this long after registration. */
export const FIRST_CHARGE_WINDOW_MS = 3 * DAY_MS;
/** A player whose coin is below this (hundredths) counts as bankrupt (Supply activity). */
export const BANKRUPT_BELOW = 100;

interface ActivityRow {
  id: number;
  name: string;
  sort: number;
  start_time: number;
  end_time: number;
  icon: string;
  /** The name per locale (migration 065). */
  i18n: string;
}

function parseAward(json: string): PrizeItem[] {
  const parsed = JSON.parse(json) as PrizeItem[];
  return parsed.map((p) => ({ id: p.id, count: p.count }));
}

/** One entry per item id, counts summed, in first-appearance order. */
export function mergeAward(items: readonly PrizeItem[]): PrizeItem[] {
  const byId = new Map<number, PrizeItem>();
  for (const item of items) {
    const seen = byId.get(item.id);
    if (seen) seen.count += item.count;
    else byId.set(item.id, { id: item.id, count: item.count });
  }
  return [...byId.values()];
}

/** Whether an activity is on and within its window now. */
export function isActivityOpen(deps: Pick<Deps, 'db' | 'clock'>, activityId: number): boolean {
  const now = deps.clock.now();
  return Boolean(
    sql<[number, number, number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM activities WHERE id = ? AND status = 1 AND start_time <= ? AND (end_time = 0 OR end_time > ?)',
    ).get(activityId, now, now),
  );
}

// ───────────── first charge ─────────────

interface FirstChargeConfigRow {
  id: number;
  price: number;
  award: string;
  show_type: 1 | 2 | 3;
}

export function firstChargeConfigs(deps: Pick<Deps, 'db'>): Schemas['FirstChargeConfig'][] {
  return sql<[], FirstChargeConfigRow>(deps.db, 'SELECT * FROM first_charge_config ORDER BY price, id')
    .all()
    .map((r) => ({ id: r.id, price: r.price, award: parseAward(r.award), showType: r.show_type }));
}

/** The package the player bought and its gifts (merged by item id), if any. */
export function firstChargePurchase(
  deps: Pick<Deps, 'db'>,
  userId: number,
): { awardId: number; award: PrizeItem[] } | undefined {
  const row = sql<[number], { award_id: number; award: string | null }>(
    deps.db,
    `SELECT p.award_id, c.award FROM first_charge_purchases p
       LEFT JOIN first_charge_config c ON c.id = p.award_id WHERE p.user_id = ?`,
  ).get(userId);
  if (!row) return undefined;
  return { awardId: row.award_id, award: row.award === null ? [] : mergeAward(parseAward(row.award)) };
}

export function firstChargeState(
  deps: Pick<Deps, 'db'>,
  row: Pick<UserRow, 'id' | 'created_at'>,
): Schemas['FirstChargeState'] {
  const expireTime = row.created_at + FIRST_CHARGE_WINDOW_MS;
  const purchase = firstChargePurchase(deps, row.id);
  if (!purchase) return { awardId: 0, itemStatus: 0, propReceiveList: [], expireTime };
  const claimed = sql<[number, number], { prop_id: number }>(
    deps.db,
    'SELECT prop_id FROM first_charge_claims WHERE user_id = ? AND award_id = ? ORDER BY created_at, rowid',
  )
    .all(row.id, purchase.awardId)
    .map((r) => r.prop_id);
  const claimedSet = new Set(claimed);
  const allClaimed = purchase.award.every((item) => claimedSet.has(item.id));
  return {
    awardId: purchase.awardId,
    itemStatus: allClaimed ? 2 : 1,
    propReceiveList: claimed,
    expireTime,
  };
}

// ───────────── invite friends ─────────────

export function inviteConfigs(deps: Pick<Deps, 'db'>): Schemas['InviteConfig'][] {
  return sql<[], { id: number; award: string; invite_count: number }>(
    deps.db,
    'SELECT * FROM invite_config ORDER BY invite_count, id',
  )
    .all()
    .map((r) => ({ id: r.id, award: parseAward(r.award), inviteCount: r.invite_count }));
}

function inviteCount(deps: Pick<Deps, 'db'>, userId: number): number {
  return (
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM users WHERE inviter_id = ?').get(userId)?.n ?? 0
  );
}

/** The first tier the player has not received, if any. */
export function currentInviteTier(deps: Pick<Deps, 'db'>, userId: number): Schemas['InviteConfig'] | undefined {
  const received = new Set(
    sql<[number], { award_id: number }>(deps.db, 'SELECT award_id FROM invite_claims WHERE user_id = ?')
      .all(userId)
      .map((r) => r.award_id),
  );
  return inviteConfigs(deps).find((t) => !received.has(t.id));
}

/** The current tier is the first one not received yet; 2 once every tier is received. */
export function inviteState(deps: Pick<Deps, 'db'>, userId: number): Schemas['InviteState'] {
  const count = inviteCount(deps, userId);
  const current = currentInviteTier(deps, userId);
  if (!current) {
    const last = sql<[], { id: number }>(
      deps.db,
      'SELECT id FROM invite_config ORDER BY invite_count DESC, id DESC LIMIT 1',
    ).get();
    return { awardId: last?.id ?? 0, itemStatus: 2, inviteCount: count };
  }
  return { awardId: current.id, itemStatus: count >= current.inviteCount ? 1 : 0, inviteCount: count };
}

// ───────────── login-pay cards ─────────────

/** Whether the player owns a card with a day still to receive. */
function isLoginPaying(deps: Pick<Deps, 'db'>, userId: number): boolean {
  const row = sql<[number], { n: number }>(
    deps.db,
    `SELECT COUNT(*) AS n FROM login_pay_cards c JOIN prop_config p ON p.id = c.prop_id
      WHERE c.user_id = ? AND (SELECT COUNT(*) FROM login_pay_claims k WHERE k.card_id = c.id) < p.num`,
  ).get(userId);
  return (row?.n ?? 0) > 0;
}

// ───────────── activity ids ─────────────

export interface VideoRow {
  id: number;
  cover_img: string;
  path: string;
  click_type: 1 | 2;
  click_action: string;
}

/** A video row as the contract has it, its cover and picture drawn in `lang`. */
export function videoOf(r: VideoRow, lang: ContentLocale = DEFAULT_CONTENT_LOCALE): Schemas['PromotionalVideo'] {
  return {
    id: r.id,
    coverImg: localAsset(r.cover_img, lang),
    path: localAsset(r.path, lang),
    clickType: r.click_type,
    clickAction: r.click_action,
  };
}

/** The first enabled video tied to an activity (clickType 1, clickAction = the activity id). */
function activityVideo(
  deps: Pick<Deps, 'db'>,
  activityId: number,
  lang: ContentLocale,
): Schemas['PromotionalVideo'] | null {
  const row = sql<[string], VideoRow>(
    deps.db,
    'SELECT * FROM promo_videos WHERE status = 1 AND click_type = 1 AND click_action = ? ORDER BY sort, id LIMIT 1',
  ).get(String(activityId));
  return row ? videoOf(row, lang) : null;
}

/** The first enabled general video (clickType 2). */
function generalVideo(deps: Pick<Deps, 'db'>, lang: ContentLocale): Schemas['PromotionalVideo'] | null {
  const row = sql<[], VideoRow>(
    deps.db,
    'SELECT * FROM promo_videos WHERE status = 1 AND click_type = 2 ORDER BY sort, id LIMIT 1',
  ).get();
  return row ? videoOf(row, lang) : null;
}

/**
 * Home video choice: SignUpBonus open and the player not login-paying → that activity's video;
 * otherwise LadderRecharge open → its video; otherwise the general video. When the chosen activity has no
 * enabled video, the general one is used (null when there is none at all).
 */
function homeVideo(
  deps: Pick<Deps, 'db'>,
  openIds: readonly number[],
  loginPaying: boolean,
  lang: ContentLocale,
): Schemas['PromotionalVideo'] | null {
  let chosen: Schemas['PromotionalVideo'] | null = null;
  if (openIds.includes(ACTIVITY.SignUpBonus) && !loginPaying) chosen = activityVideo(deps, ACTIVITY.SignUpBonus, lang);
  else if (openIds.includes(ACTIVITY.LadderRecharge)) chosen = activityVideo(deps, ACTIVITY.LadderRecharge, lang);
  return chosen ?? generalVideo(deps, lang);
}

/**
 * Whether the player is still within the sign-up bonus days (sign_up_bonus_config day 1…N, day 1 = the local
 * day of registration; server/domain/sign-up-bonus.ts): after day N the bonus is over for them.
 */
function signUpBonusRunning(deps: Pick<Deps, 'db' | 'clock' | 'config'>, row: Pick<UserRow, 'created_at'>): boolean {
  const last = sql<[], { n: number | null }>(deps.db, 'SELECT MAX(day) AS n FROM sign_up_bonus_config').get()?.n ?? 0;
  const day = (at: number) => Date.parse(`${localDay(deps.config.country, at)}T00:00:00Z`) / DAY_MS;
  return day(deps.clock.now()) - day(row.created_at) + 1 <= last;
}

/**
 * The activities open to this player now. Rules the server owns: an activity must be on and within its
 * window; Bind is gone once a mobile is bound; FirstCharge is gone after its window without a purchase or
 * once every gift is claimed; InviteFriend1 is gone once every tier is received; SignUpBonus is gone
 * after the player's last sign-up bonus day. Display rules (Supply
 * only when bankrupt, Agent hidden by AgentCount) are the client's, from isBankrupt and the ids.
 */
export function activityData(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  row: UserRow,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): ActivityData {
  const now = deps.clock.now();
  const rows = sql<[number, number], ActivityRow>(
    deps.db,
    'SELECT id, name, sort, start_time, end_time, icon, i18n FROM activities WHERE status = 1 AND start_time <= ? AND (end_time = 0 OR end_time > ?) ORDER BY sort, id',
  ).all(now, now);
  const fc = firstChargeState(deps, row);
  const invite = inviteState(deps, row.id);
  const open = rows.filter((a) => {
    if (a.id === ACTIVITY.Bind) return !row.mobile;
    if (a.id === ACTIVITY.FirstCharge) return fc.itemStatus === 1 || (fc.itemStatus === 0 && now < fc.expireTime);
    if (a.id === ACTIVITY.InviteFriend1) return invite.itemStatus !== 2;
    if (a.id === ACTIVITY.SignUpBonus) return signUpBonusRunning(deps, row);
    return true;
  });
  const ids = open.map((a) => a.id);
  const loginPaying = isLoginPaying(deps, row.id);
  return {
    activityIds: ids,
    activityMap: Object.fromEntries(
      open.map((a) => [
        String(a.id),
        {
          id: a.id,
          name: localText(a.i18n, lang, 'name', a.name),
          sort: a.sort,
          startTime: a.start_time,
          endTime: a.end_time,
          icon: localAsset(a.icon, lang),
        },
      ]),
    ),
    isBankrupt: balance(deps.db, row.id, 'coin') < BANKRUPT_BELOW ? 1 : 0,
    hasTurntable: ids.includes(ACTIVITY.InviteUserSpin) ? 1 : 0,
    totalRecharge: totalRecharge(deps, row.id),
    loginPaying: loginPaying ? 1 : 0,
    homeVideo: homeVideo(deps, ids, loginPaying, lang),
  };
}
