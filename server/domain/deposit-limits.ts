/**
 * Deposit limits (docs/player-protection.md): per player, one limit per window — the calendar
 * day, the week from Monday 00:00 and the calendar month, in the country's time zone (activity-time.ts).
 *
 * What counts: the deposit orders CREATED in a window that are pending and still payable, or done. An order
 * reserves its amount when it is created (so ten open payment pages cannot together pass a limit) and frees
 * it when it fails or expires. Where it is checked:
 * - at creation (recharge3), inside createRechargeOrder's transaction: the live pending and done orders of
 *   each window holding now, plus the new amount, must stay within every limit in force (2019 otherwise,
 *   naming the tightest window);
 * - again at completion, inside completeOrder's transaction, before anything is credited: the done orders of
 *   each window holding the order's creation, plus this order, must stay within the limits in force NOW (a
 *   limit lowered after the order was created, or orders created before any limit was set). If not, the
 *   order fails, nothing is credited, and a deposit_limit_refusals row tells the operator to return the
 *   payment.
 * SQLite transactions are serialised, so however many requests race, the credited total of a window never
 * passes the limit in force when the last of them was credited.
 *
 * Changes (contract/deposit-limit-rules.ts): a first or lower limit applies at once; a raise or removal waits
 * LIMIT_LOOSEN_DELAY_MS and can be cancelled meanwhile. The same mechanism (table player_limits, migration 076)
 * holds every kind of limit: `kind` 'deposit' here, 'loss' and 'session' in play-limits.ts.
 */
import {
  LIMIT_LOOSEN_DELAY_MS,
  LIMIT_PERIODS,
  limitChange,
  type LimitKind,
  type LimitPeriod,
} from '../../contract/deposit-limit-rules';
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import type { Country } from '../config';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { localDay, localMidnight } from './activity-time';

type DepositLimit = components['schemas']['DepositLimit'];
type PlayerProtection = components['schemas']['PlayerProtection'];

/** A stored limit's window: a calendar window, or 'session' for the session-time limit. */
export type LimitSlot = LimitPeriod | 'session';

interface LimitRow {
  user_id: number;
  kind: LimitKind;
  period: LimitSlot;
  amount: number | null;
  pending_set: 0 | 1;
  pending_amount: number | null;
  pending_at: number | null;
  updated_at: number;
}

/** A window's limit in force at an instant, and the change still waiting then. */
export interface LimitState {
  readonly amount: number | null;
  readonly pending: { readonly amount: number | null; readonly effectiveAt: number } | null;
}

/** Pure: what a stored row means at `now` (a pending change whose time has come is in force). */
export function limitStateAt(
  row: Omit<LimitRow, 'user_id' | 'kind' | 'period' | 'updated_at'> | undefined,
  now: number,
): LimitState {
  if (!row) return { amount: null, pending: null };
  if (row.pending_set === 1 && row.pending_at !== null) {
    if (now >= row.pending_at) return { amount: row.pending_amount, pending: null };
    return { amount: row.amount, pending: { amount: row.pending_amount, effectiveAt: row.pending_at } };
  }
  return { amount: row.amount, pending: null };
}

/** Pure: the window of `period` holding the instant `at`, as [start, end) in epoch ms, local calendar time. */
export function windowOf(country: Country, period: LimitPeriod, at: number): { start: number; end: number } {
  const [y, m, d] = localDay(country, at).split('-').map(Number) as [number, number, number];
  if (period === 'day') return { start: localMidnight(country, y, m, d), end: localMidnight(country, y, m, d + 1) };
  if (period === 'week') {
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    return { start: localMidnight(country, y, m, d - weekday), end: localMidnight(country, y, m, d - weekday + 7) };
  }
  return { start: localMidnight(country, y, m, 1), end: localMidnight(country, y, m + 1, 1) };
}

function rowsOf(deps: Pick<Deps, 'db'>, userId: number, kind: LimitKind): Map<LimitSlot, LimitRow> {
  const rows = sql<[number, string], LimitRow>(
    deps.db,
    'SELECT * FROM player_limits WHERE user_id = ? AND kind = ?',
  ).all(userId, kind);
  return new Map(rows.map((r) => [r.period, r]));
}

/** The limits of one kind in force at `now`, per window. */
export function limitsAt(
  deps: Pick<Deps, 'db'>,
  userId: number,
  now: number,
  kind: LimitKind = 'deposit',
): Map<LimitPeriod, LimitState> {
  const rows = rowsOf(deps, userId, kind);
  return new Map(LIMIT_PERIODS.map((p) => [p, limitStateAt(rows.get(p), now)]));
}

/** The session-time limit (minutes) in force at `now`, and a change waiting then. */
export function sessionLimitAt(deps: Pick<Deps, 'db'>, userId: number, now: number): LimitState {
  return limitStateAt(rowsOf(deps, userId, 'session').get('session'), now);
}

/** A limit's entry as the contract shows it: the amount in force and the waiting change, when there are. */
export function limitEntry(state: LimitState): {
  amount?: number;
  pending?: { amount?: number; effectiveAt: number };
} {
  return {
    ...(state.amount !== null ? { amount: state.amount } : {}),
    ...(state.pending
      ? {
          pending: {
            effectiveAt: state.pending.effectiveAt,
            ...(state.pending.amount !== null ? { amount: state.pending.amount } : {}),
          },
        }
      : {}),
  };
}

/** Deposits counted in [start, end): orders created then that are done, or pending and payable at `now`. */
function countedDeposits(
  deps: Pick<Deps, 'db'>,
  userId: number,
  start: number,
  end: number,
  now: number,
  doneOnly: boolean,
): number {
  return (
    sql<[number, number, number, number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders
        WHERE user_id = ? AND created_at >= ? AND created_at < ?
          AND (status = 'done' OR (? = 0 AND status = 'pending' AND expire_at > ?))`,
    ).get(userId, start, end, doneOnly ? 1 : 0, now)?.total ?? 0
  );
}

/** The player's settings as the contract shows them (PlayerProtection). */
export function playerProtection(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): PlayerProtection {
  const now = deps.clock.now();
  const states = limitsAt(deps, userId, now);
  const depositLimits: DepositLimit[] = LIMIT_PERIODS.map((period) => {
    const state = states.get(period) as LimitState;
    const { start, end } = windowOf(deps.config.country, period, now);
    const used = countedDeposits(deps, userId, start, end, now, false);
    return {
      period,
      used,
      resetAt: end,
      ...limitEntry(state),
      ...(state.amount !== null ? { left: Math.max(0, state.amount - used) } : {}),
    };
  });
  let tightest: DepositLimit | undefined;
  for (const l of depositLimits) if (l.left !== undefined && (!tightest || l.left < (tightest.left ?? 0))) tightest = l;
  return {
    depositLimits,
    ...(tightest ? { depositLeft: tightest.left as number, depositLeftResetAt: tightest.resetAt } : {}),
  };
}

/** Sets (amount) or removes (null) a limit by the rules of limitChange; answers how it applied. */
export function setLimit(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  kind: LimitKind,
  period: LimitSlot,
  amount: number | null,
): 'immediate' | 'pending' | 'unchanged' {
  return deps.db.transaction(() => {
    const now = deps.clock.now();
    const current = limitStateAt(rowsOf(deps, userId, kind).get(period), now).amount;
    const change = limitChange(current, amount);
    if (change === 'pending') {
      sql(
        deps.db,
        `INSERT INTO player_limits (user_id, kind, period, amount, pending_set, pending_amount, pending_at, updated_at)
         VALUES (?, ?, ?, ?, 1, ?, ?, ?)
         ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_set = 1,
           pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
      ).run(userId, kind, period, current, amount, now + LIMIT_LOOSEN_DELAY_MS, now);
    } else {
      // At once (or unchanged): the limit in force is `amount`, and a waiting raise or removal is dropped.
      sql(
        deps.db,
        `INSERT INTO player_limits (user_id, kind, period, amount, pending_set, pending_amount, pending_at, updated_at)
         VALUES (?, ?, ?, ?, 0, NULL, NULL, ?)
         ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_set = 0,
           pending_amount = NULL, pending_at = NULL, updated_at = excluded.updated_at`,
      ).run(userId, kind, period, change === 'unchanged' ? current : amount, now);
    }
    return change;
  })();
}

export const setDepositLimit = (
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  period: LimitPeriod,
  amount: number | null,
) => setLimit(deps, userId, 'deposit', period, amount);

export const cancelDepositLimitChange = (deps: Pick<Deps, 'db' | 'clock'>, userId: number, period: LimitPeriod) =>
  cancelLimitChange(deps, userId, 'deposit', period);

/** Drops a limit's waiting raise or removal (none waiting: nothing changes). */
export function cancelLimitChange(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  kind: LimitKind,
  period: LimitSlot,
): void {
  deps.db.transaction(() => {
    const now = deps.clock.now();
    const state = limitStateAt(rowsOf(deps, userId, kind).get(period), now);
    if (!state.pending) return;
    sql(
      deps.db,
      `UPDATE player_limits SET amount = ?, pending_set = 0, pending_amount = NULL, pending_at = NULL, updated_at = ?
        WHERE user_id = ? AND kind = ? AND period = ?`,
    ).run(state.amount, now, userId, kind, period);
  })();
}

export interface Breach {
  readonly period: LimitPeriod;
  readonly amount: number;
  readonly left: number;
  readonly resetAt: number;
}

/**
 * The tightest window whose limit `amount` more would pass, or null: for each window with a limit in `states`,
 * what is left is its limit minus `counted` over the window of `period` holding `at` (never below 0).
 */
export function tightestBreach(
  country: Country,
  states: ReadonlyMap<LimitPeriod, LimitState>,
  amount: number,
  at: number,
  counted: (start: number, end: number) => number,
): Breach | null {
  let worst: Breach | null = null;
  for (const [period, state] of states) {
    if (state.amount === null) continue;
    const { start, end } = windowOf(country, period, at);
    const left = Math.max(0, state.amount - counted(start, end));
    if (amount > left && (!worst || left < worst.left)) worst = { period, amount: state.amount, left, resetAt: end };
  }
  return worst;
}

/** The tightest deposit window `amount` more would take over its limit, or null. */
function breachOf(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
  amount: number,
  at: number,
  now: number,
  doneOnly: boolean,
): Breach | null {
  return tightestBreach(deps.config.country, limitsAt(deps, userId, now), amount, at, (start, end) =>
    countedDeposits(deps, userId, start, end, now, doneOnly),
  );
}

export const money = (n: number) => (n / 100).toFixed(2);

/**
 * recharge3's check, called inside the transaction that inserts the order: fails with 2019 and `limit` when
 * `amount` would take a window holding now over its limit.
 */
export function checkDepositLimits(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, amount: number): void {
  const now = deps.clock.now();
  const breach = breachOf(deps, userId, amount, now, now, false);
  if (!breach) return;
  throw new Fail(
    ERRCODE.DepositLimitExceeded,
    `This deposit would exceed your ${breach.period} deposit limit of ${money(breach.amount)}: ` +
      `${money(breach.left)} left until ${new Date(breach.resetAt).toISOString()}`,
    { limit: breach },
  );
}

/**
 * completeOrder's check, called inside its transaction before crediting: the window (of the order's creation)
 * whose done deposits plus this order would pass the limit in force now, or null. On a breach the caller fails
 * the order and records it (recordRefusal).
 */
export function completionBreach(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  order: { readonly userId: number; readonly amount: number; readonly createdAt: number },
): LimitPeriod | null {
  return breachOf(deps, order.userId, order.amount, order.createdAt, deps.clock.now(), true)?.period ?? null;
}

export function recordRefusal(
  deps: Pick<Deps, 'db' | 'clock'>,
  order: { readonly id: string; readonly userId: number },
  period: LimitPeriod,
): void {
  sql(
    deps.db,
    'INSERT OR IGNORE INTO deposit_limit_refusals (order_id, user_id, period, created_at) VALUES (?, ?, ?, ?)',
  ).run(order.id, order.userId, period, deps.clock.now());
}

/** Whether a failed order was refused at crediting for a deposit limit (checkRechargeOrder's `failReason`). */
export function wasRefusedForLimit(deps: Pick<Deps, 'db'>, orderId: string): boolean {
  return (
    sql<[string], { one: number }>(deps.db, 'SELECT 1 AS one FROM deposit_limit_refusals WHERE order_id = ?').get(
      orderId,
    ) !== undefined
  );
}
