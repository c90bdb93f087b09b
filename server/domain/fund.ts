/**
 * Cash bonus / fund (activity 16): a pot that completed deposits fill and the player claims as coin.
 *
 * Reference-server rules (docs/promotions.md "Cash bonus (type 16)"):
 * - A deposit completed while the activity is open, of at least min_deposit, accrues floor(amount × rate_bp /
 *   10 000), cut so that the player's accruals of that local day (the country's calendar day) stay within
 *   daily_cap. Nothing accrues once the day's cap is reached. One accrual per order (its primary key), written
 *   in the deposit's completion transaction (recharge-effects.ts).
 * - Each accrual is claimable for valid_ms after the deposit, then it is lost (status 2).
 * - A claim pays every claimable accrual at once: one ledger row per accrual (kind 'fund', ref = order id, so
 *   the ledger's unique key pays an accrual once whatever races) and claimed_at on the accrual, in one
 *   transaction. An empty pot answers 1010. Claims stay possible after the activity closes until expiry (the
 *   player earned the pot while it was open).
 * - dotFlags.hasFund is 1 while the pot holds something (session-state.ts).
 */
import { ACTIVITY, ERRCODE, ITEM } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { localDay } from './activity-time';
import { post } from './ledger';

type Schemas = components['schemas'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many accruals the state lists (FundState.records maxItems). */
const RECORDS = 20;

interface FundConfigRow {
  rate_bp: number;
  min_deposit: number;
  daily_cap: number;
  valid_ms: number;
}

interface AccrualRow {
  order_id: string;
  deposit: number;
  amount: number;
  created_at: number;
  expires_at: number;
  claimed_at: number | null;
}

function fundConfig(deps: Pick<Deps, 'db'>): FundConfigRow {
  const row = sql<[], FundConfigRow>(
    deps.db,
    'SELECT rate_bp, min_deposit, daily_cap, valid_ms FROM fund_config WHERE id = 1',
  ).get();
  if (!row) throw new Error('fund_config row 1 is missing');
  return row;
}

/** Whether the Fund activity is on and within its window at `at`. */
function fundOpenAt(deps: Pick<Deps, 'db'>, at: number): boolean {
  return Boolean(
    sql<[number, number, number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM activities WHERE id = ? AND status = 1 AND start_time <= ? AND (end_time = 0 OR end_time > ?)',
    ).get(ACTIVITY.Fund, at, at),
  );
}

/** What a deposit of `deposit` adds when `accruedToday` has accrued already that local day (pure). */
export function fundAccrual(
  config: Pick<FundConfigRow, 'rate_bp' | 'min_deposit' | 'daily_cap'>,
  deposit: number,
  accruedToday: number,
): number {
  if (deposit < config.min_deposit) return 0;
  const share = Math.floor((deposit * config.rate_bp) / 10_000);
  return Math.max(0, Math.min(share, config.daily_cap - accruedToday));
}

function accruedOn(deps: Pick<Deps, 'db'>, userId: number, day: string): number {
  return (
    sql<[number, string], { total: number }>(
      deps.db,
      'SELECT COALESCE(SUM(amount), 0) AS total FROM fund_accruals WHERE user_id = ? AND day = ?',
    ).get(userId, day)?.total ?? 0
  );
}

/**
 * Accrues a completed deposit into the pot. Call inside the completion transaction; a second call for the
 * same order changes nothing (INSERT OR IGNORE on the order id).
 */
export function accrueFund(
  deps: Pick<Deps, 'db' | 'config'>,
  order: { readonly id: string; readonly userId: number; readonly amount: number; readonly at: number },
): void {
  if (!fundOpenAt(deps, order.at)) return;
  const config = fundConfig(deps);
  const day = localDay(deps.config.country, order.at);
  const amount = fundAccrual(config, order.amount, accruedOn(deps, order.userId, day));
  if (amount <= 0) return;
  sql(
    deps.db,
    `INSERT OR IGNORE INTO fund_accruals (order_id, user_id, deposit, amount, day, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(order.id, order.userId, order.amount, amount, day, order.at, order.at + config.valid_ms);
}

function claimable(deps: Pick<Deps, 'db'>, userId: number, now: number): AccrualRow[] {
  return sql<[number, number], AccrualRow>(
    deps.db,
    `SELECT order_id, deposit, amount, created_at, expires_at, claimed_at FROM fund_accruals
      WHERE user_id = ? AND claimed_at IS NULL AND expires_at > ? ORDER BY created_at, rowid`,
  ).all(userId, now);
}

/** What a claim would pay now (hundredths). */
export function fundPot(deps: Pick<Deps, 'db' | 'clock'>, userId: number): number {
  return (
    sql<[number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(amount), 0) AS total FROM fund_accruals
        WHERE user_id = ? AND claimed_at IS NULL AND expires_at > ?`,
    ).get(userId, deps.clock.now())?.total ?? 0
  );
}

/** The player's cash-bonus state (FundState). */
export function fundState(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): Schemas['FundState'] {
  const now = deps.clock.now();
  const config = fundConfig(deps);
  const open = claimable(deps, userId, now);
  const received =
    sql<[number], { total: number }>(
      deps.db,
      'SELECT COALESCE(SUM(amount), 0) AS total FROM fund_accruals WHERE user_id = ? AND claimed_at IS NOT NULL',
    ).get(userId)?.total ?? 0;
  const records = sql<[number, number], AccrualRow>(
    deps.db,
    `SELECT order_id, deposit, amount, created_at, expires_at, claimed_at FROM fund_accruals
      WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  ).all(userId, RECORDS);
  return {
    amount: open.reduce((sum, a) => sum + a.amount, 0),
    expireTime: open[0]?.expires_at ?? 0,
    todayAmount: accruedOn(deps, userId, localDay(deps.config.country, now)),
    rate: config.rate_bp,
    minRecharge: config.min_deposit,
    dayLimit: config.daily_cap,
    validDays: Math.max(1, Math.round(config.valid_ms / DAY_MS)),
    receivedTotal: received,
    records: records.map((r) => ({
      recharge: r.deposit,
      amount: r.amount,
      createTime: r.created_at,
      expireTime: r.expires_at,
      status: r.claimed_at !== null ? 1 : r.expires_at > now ? 0 : 2,
    })),
  };
}

/**
 * Claims the whole pot: 1010 when nothing is claimable. Answers the coin credited. Every accrual is marked and
 * paid in one transaction; the ledger's (account, kind, ref) key is the last guard against paying one twice.
 */
export function claimFund(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Schemas['PrizeItem'] {
  const now = deps.clock.now();
  return deps.db.transaction((): Schemas['PrizeItem'] => {
    let paid = 0;
    for (const accrual of claimable(deps, userId, now)) {
      const marked = sql(
        deps.db,
        'UPDATE fund_accruals SET claimed_at = ? WHERE order_id = ? AND claimed_at IS NULL',
      ).run(now, accrual.order_id).changes;
      if (marked !== 1) continue;
      const credited = post(deps.db, {
        userId,
        account: 'coin',
        delta: accrual.amount,
        kind: 'fund',
        ref: accrual.order_id,
        at: now,
      });
      if (credited) paid += accrual.amount;
    }
    if (paid === 0) throw new Fail(ERRCODE.NothingToReceive, 'Nothing to claim');
    return { id: ITEM.Coin, count: paid };
  })();
}
