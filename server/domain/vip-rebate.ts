/**
 * VIP rebate (activity 8; docs/promotions.md): a share of yesterday's bets by VIP level, claimable once per local day.
 *
 * Reference-server rules:
 * - "Yesterday" is the local calendar day before today in the country's time zone (activity-time.ts): the
 *   bets are the game_rounds of [yesterday's local midnight, today's local midnight).
 * - The level is the one reached by the end of yesterday (the highest level_config row whose bet_amount the
 *   player's total bet before today's local midnight meets), so the amount shown does not move while the
 *   player plays today. The rate is that level's rebate_rate (basis points, AppConfig.appUserLevelConfigList).
 * - amount = floor(bet × rate / 10000) hundredths. Nothing to claim (1010) when it is 0.
 * - One claim per local day: a vip_rebate_claims row unique per (player, yesterday's day) and a ledger row kind
 *   'vip_rebate' ref '<user>:<day>' in one transaction; a racing second claim answers 1009 and credits nothing.
 *   A day not claimed before the next local midnight is lost (the claim always pays the day before today).
 * - 1001 when activity 8 is not open.
 */
import { ACTIVITY, ERRCODE, ITEM } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen } from './activities';
import { isConstraintError } from './activity-rewards';
import { localDay, nextLocalMidnight } from './activity-time';
import { post } from './ledger';

type Schemas = components['schemas'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many past claims the state lists. */
export const VIP_REBATE_HISTORY = 7;
const RECEIVED_TODAY = "Yesterday's rebate has already been received";

type RebateDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

interface Yesterday {
  readonly day: string;
  readonly bet: number;
  readonly level: number;
  readonly rebateRate: number;
  readonly amount: number;
}

/** Yesterday's figures for a player at an instant. */
export function yesterdayRebate(deps: RebateDeps, userId: number, now: number): Yesterday {
  const { db } = deps;
  const todayStart = nextLocalMidnight(deps.config.country, now) - DAY_MS;
  const from = todayStart - DAY_MS;
  const row = sql<[number, number, number, number, number], { bet: number; total: number }>(
    db,
    `SELECT
       COALESCE((SELECT SUM(bet) FROM game_rounds WHERE user_id = ? AND created_at >= ? AND created_at < ?), 0) AS bet,
       COALESCE((SELECT SUM(bet) FROM game_rounds WHERE user_id = ? AND created_at < ?), 0) AS total`,
  ).get(userId, from, todayStart, userId, todayStart);
  const bet = row?.bet ?? 0;
  const level = sql<[number], { level: number; rate: number }>(
    db,
    `SELECT level, rebate_rate AS rate FROM level_config WHERE bet_amount <= ? ORDER BY level DESC LIMIT 1`,
  ).get(row?.total ?? 0) ?? { level: 0, rate: 0 };
  return {
    day: localDay(deps.config.country, from),
    bet,
    level: level.level,
    rebateRate: level.rate,
    amount: Math.floor((bet * level.rate) / 10_000),
  };
}

/** The VIP rebate state of a player now (VipRebateUser). */
export function vipRebateUser(deps: RebateDeps, userId: number): Schemas['VipRebateUser'] {
  const now = deps.clock.now();
  const y = yesterdayRebate(deps, userId, now);
  const claimed = sql<[number, string], { amount: number }>(
    deps.db,
    'SELECT amount FROM vip_rebate_claims WHERE user_id = ? AND day = ?',
  ).get(userId, y.day);
  const recordList = sql<[number, number], Schemas['VipRebateRecord']>(
    deps.db,
    `SELECT day, bet, level, rebate_rate AS rebateRate, amount, created_at AS time
       FROM vip_rebate_claims WHERE user_id = ? ORDER BY day DESC LIMIT ?`,
  ).all(userId, VIP_REBATE_HISTORY);
  return {
    vipRebate: {
      day: y.day,
      bet: y.bet,
      level: y.level,
      rebateRate: y.rebateRate,
      amount: claimed?.amount ?? y.amount,
      received: claimed ? 1 : 0,
      nextTime: nextLocalMidnight(deps.config.country, now),
    },
    recordList,
  };
}

/** Claims yesterday's rebate: 1001 closed, 1009 already received, 1010 nothing to claim. */
export function receiveVipRebate(deps: RebateDeps, userId: number): Schemas['PrizeItem'] {
  if (!isActivityOpen(deps, ACTIVITY.VIP)) throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const now = deps.clock.now();
  return deps.db.transaction((): Schemas['PrizeItem'] => {
    const y = yesterdayRebate(deps, userId, now);
    const claimed = sql<[number, string], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM vip_rebate_claims WHERE user_id = ? AND day = ?',
    ).get(userId, y.day);
    if (claimed) throw new Fail(ERRCODE.ReceivedToday, RECEIVED_TODAY);
    if (y.amount <= 0) throw new Fail(ERRCODE.NothingToReceive, 'No rebate for yesterday');
    try {
      sql(
        deps.db,
        `INSERT INTO vip_rebate_claims (user_id, day, bet, level, rebate_rate, amount, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(userId, y.day, y.bet, y.level, y.rebateRate, y.amount, now);
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.ReceivedToday, RECEIVED_TODAY);
      throw error;
    }
    const credited = post(deps.db, {
      userId,
      account: 'coin',
      delta: y.amount,
      kind: 'vip_rebate',
      ref: `${userId}:${y.day}`,
      at: now,
    });
    if (!credited) throw new Fail(ERRCODE.ReceivedToday, RECEIVED_TODAY);
    return { id: ITEM.Coin, count: y.amount };
  })();
}
