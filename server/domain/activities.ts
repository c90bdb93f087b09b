/**
 * Activity state derived from the data: which activities are open to a player, first-charge and
 * invite-friends state, login-pay cards. Nothing here is cached; every answer is computed from rows.
 */
import type { components } from '../../src/api/schema';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { balance } from './ledger';
import type { UserRow } from './users';

type Schemas = components['schemas'];
type ActivityData = Schemas['ActivityData'];
type PrizeItem = Schemas['PrizeItem'];

/** Activity type ids of spec §9. */
export const ACT = {
  Bind: 4,
  VIP: 8,
  SignUpBonus: 15,
  Fund: 16,
  LadderRecharge: 17,
  InviteUserSpin: 20,
  FollowRewards: 21,
  RedPacket: 22,
  FreeLoginBonus: 23,
  Notice: 25,
  Agent: 26,
  AccumulatedRecharge: 28,
  OutLink: 29,
  Supply: 30,
  AgentCount: 31,
  WeekendLottery: 33,
  Festival: 35,
  FreeSign: 36,
  Christmas: 37,
  NewYear: 38,
  FirstCharge: 39,
  InviteFriend1: 40,
  Agent5: 41,
  Tasks: 42,
} as const;

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
}

export function parseAward(json: string): PrizeItem[] {
  const parsed = JSON.parse(json) as PrizeItem[];
  return parsed.map((p) => ({ id: p.id, count: p.count }));
}

// ───────────── first charge ─────────────

export interface FirstChargeConfigRow {
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

export function firstChargeState(
  deps: Pick<Deps, 'db'>,
  row: Pick<UserRow, 'id' | 'created_at'>,
): Schemas['FirstChargeState'] {
  const purchase = sql<[number], { award_id: number }>(
    deps.db,
    'SELECT award_id FROM first_charge_purchases WHERE user_id = ?',
  ).get(row.id);
  const expireTime = row.created_at + FIRST_CHARGE_WINDOW_MS;
  if (!purchase) return { awardId: 0, itemStatus: 0, propReceiveList: [], expireTime };
  const claimed = sql<[number, number], { prop_id: number }>(
    deps.db,
    'SELECT prop_id FROM first_charge_claims WHERE user_id = ? AND award_id = ? ORDER BY created_at, prop_id',
  )
    .all(row.id, purchase.award_id)
    .map((r) => r.prop_id);
  const config = sql<[number], { award: string }>(deps.db, 'SELECT award FROM first_charge_config WHERE id = ?').get(
    purchase.award_id,
  );
  const total = config ? parseAward(config.award).length : 0;
  return {
    awardId: purchase.award_id,
    itemStatus: claimed.length >= total ? 2 : 1,
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

export function inviteCount(deps: Pick<Deps, 'db'>, userId: number): number {
  return (
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM users WHERE inviter_id = ?').get(userId)?.n ?? 0
  );
}

/** The current tier is the first one not received yet; 2 once every tier is received. */
export function inviteState(deps: Pick<Deps, 'db'>, userId: number): Schemas['InviteState'] {
  const tiers = inviteConfigs(deps);
  const received = new Set(
    sql<[number], { award_id: number }>(deps.db, 'SELECT award_id FROM invite_claims WHERE user_id = ?')
      .all(userId)
      .map((r) => r.award_id),
  );
  const count = inviteCount(deps, userId);
  const current = tiers.find((t) => !received.has(t.id));
  if (!current) return { awardId: tiers.at(-1)?.id ?? 0, itemStatus: 2, inviteCount: count };
  return { awardId: current.id, itemStatus: count >= current.inviteCount ? 1 : 0, inviteCount: count };
}

// ───────────── login-pay cards ─────────────

/** Whether the player owns a card with a day still to receive. */
export function isLoginPaying(deps: Pick<Deps, 'db'>, userId: number): boolean {
  const row = sql<[number], { n: number }>(
    deps.db,
    `SELECT COUNT(*) AS n FROM login_pay_cards c JOIN prop_config p ON p.id = c.prop_id
      WHERE c.user_id = ? AND (SELECT COUNT(*) FROM login_pay_claims k WHERE k.card_id = c.id) < p.num`,
  ).get(userId);
  return (row?.n ?? 0) > 0;
}

// ───────────── activity ids ─────────────

function promoVideoFor(
  deps: Pick<Deps, 'db'>,
  clickType: 1 | 2,
  activityId?: number,
): Schemas['PromotionalVideo'] | null {
  const row =
    clickType === 1
      ? sql<[string], VideoRow>(
          deps.db,
          'SELECT * FROM promo_videos WHERE status = 1 AND click_type = 1 AND click_action = ? ORDER BY sort, id LIMIT 1',
        ).get(String(activityId))
      : sql<[], VideoRow>(
          deps.db,
          'SELECT * FROM promo_videos WHERE status = 1 AND click_type = 2 ORDER BY sort, id LIMIT 1',
        ).get();
  return row ? videoOf(row) : null;
}

export interface VideoRow {
  id: number;
  cover_img: string;
  path: string;
  click_type: 1 | 2;
  click_action: string;
}

export function videoOf(r: VideoRow): Schemas['PromotionalVideo'] {
  return { id: r.id, coverImg: r.cover_img, path: r.path, clickType: r.click_type, clickAction: r.click_action };
}

/**
 * The activities open to this player now. Rules the server owns: an activity must be on and within its
 * window; Bind is gone once a mobile is bound; FirstCharge is gone after its window without a purchase or
 * once every gift is claimed; InviteFriend1 is gone once every tier is received. Display rules (Supply
 * only when bankrupt, Agent hidden by AgentCount) are the client's, from isBankrupt and the ids.
 */
export function activityData(deps: Pick<Deps, 'db' | 'clock'>, row: UserRow): ActivityData {
  const now = deps.clock.now();
  const rows = sql<[number, number], ActivityRow>(
    deps.db,
    'SELECT id, name, sort, start_time, end_time, icon FROM activities WHERE status = 1 AND start_time <= ? AND (end_time = 0 OR end_time > ?) ORDER BY sort, id',
  ).all(now, now);
  const fc = firstChargeState(deps, row);
  const invite = inviteState(deps, row.id);
  const open = rows.filter((a) => {
    if (a.id === ACT.Bind) return !row.mobile;
    if (a.id === ACT.FirstCharge) return fc.itemStatus === 1 || (fc.itemStatus === 0 && now < fc.expireTime);
    if (a.id === ACT.InviteFriend1) return invite.itemStatus !== 2;
    return true;
  });
  const ids = open.map((a) => a.id);
  const loginPaying = isLoginPaying(deps, row.id);
  const recharge =
    sql<[number], { total: number }>(
      deps.db,
      "SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders WHERE user_id = ? AND status = 'done'",
    ).get(row.id)?.total ?? 0;
  // Home video choice of spec §4.
  let homeVideo: Schemas['PromotionalVideo'] | null = null;
  if (ids.includes(ACT.SignUpBonus) && !loginPaying) homeVideo = promoVideoFor(deps, 1, ACT.SignUpBonus);
  else if (ids.includes(ACT.LadderRecharge)) homeVideo = promoVideoFor(deps, 1, ACT.LadderRecharge);
  homeVideo ??= promoVideoFor(deps, 2);
  return {
    activityIds: ids,
    activityMap: Object.fromEntries(
      open.map((a) => [
        String(a.id),
        { id: a.id, name: a.name, sort: a.sort, startTime: a.start_time, endTime: a.end_time, icon: a.icon },
      ]),
    ),
    isBankrupt: balance(deps.db, row.id, 'coin') < BANKRUPT_BELOW ? 1 : 0,
    hasTurntable: ids.includes(ACT.InviteUserSpin) ? 1 : 0,
    totalRecharge: recharge,
    loginPaying: loginPaying ? 1 : 0,
    homeVideo,
  };
}
