/**
 * Deposit and withdrawal orders: ids, creation, completion exactly once, the payment provider's side of a
 * deposit (what the sandbox payment page records), expiry, and the operator's pay/reject of withdrawals.
 *
 * Every state change is a conditional UPDATE (`WHERE status = 'pending'` / `'processing'`) in the same
 * transaction as its ledger movement, and ledger rows are unique per (account, kind, ref): however many
 * taps, refreshes, callbacks or concurrent checks arrive, an order moves money once.
 */
import { ACTIVITY, ACT_TYPE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { FIRST_CHARGE_WINDOW_MS, isActivityOpen } from './activities';
import { balance, post } from './ledger';
import { findPropConfig, loginPayUser } from './login-pay';
import { applyRechargeEffects } from './recharge-effects';
import { maskCard, requireUser } from './users';
import {
  EXCHANGE_MAX_AMOUNT,
  EXCHANGE_MIN_AMOUNT,
  MAX_OPEN_WITHDRAWALS,
  findBank,
  findCard,
  cardCount,
  processingPeriodFor,
} from './wallet';

type Schemas = components['schemas'];
export type RechargeOrder = Schemas['RechargeOrder'];
export type ExchangeOrder = Schemas['ExchangeOrder'];
export type Panel = Schemas['PanelKind'];
export type OrderStatus = Schemas['OrderStatus'];

// ───────────── ids ─────────────

const ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ID_RANDOM_CHARS = 10;

/**
 * `prefix` + the time in base 36 (9 characters, so ids sort by creation) + 10 random characters from
 * deps.random: R… deposits, W… withdrawals, L… point exchanges.
 */
export function newOrderId(deps: Pick<Deps, 'random' | 'clock'>, prefix: 'R' | 'W' | 'L'): string {
  let id = prefix + deps.clock.now().toString(36).toUpperCase().padStart(9, '0');
  for (let i = 0; i < ID_RANDOM_CHARS; i++) id += ID_ALPHABET[deps.random.int(ID_ALPHABET.length)];
  return id;
}

// ───────────── deposits ─────────────

/** A deposit order can be paid for this long; then it expires (the QR panel counts the same 10 minutes). */
export const ORDER_TTL_MS = 10 * 60 * 1000;
/** A second identical recharge3 within this window answers the first order again (double tap). */
export const DOUBLE_TAP_MS = 3000;

export interface RechargeOrderRow {
  id: string;
  user_id: number;
  amount: number;
  recharge_type: number;
  act_type: number;
  prop_id: number | null;
  panel: Panel;
  status: OrderStatus;
  is_check: 0 | 1;
  created_at: number;
  expire_at: number;
  done_at: number | null;
}

export interface RechargeTypeRow {
  id: number;
  name: string;
  bank_id: number;
  panel: Panel;
  min_amount: number;
  max_amount: number;
  status: number;
}

export function findRechargeOrder(deps: Pick<Deps, 'db'>, orderId: string): RechargeOrderRow | undefined {
  return sql<[string], RechargeOrderRow>(deps.db, 'SELECT * FROM recharge_orders WHERE id = ?').get(orderId);
}

export function findRechargeType(deps: Pick<Deps, 'db'>, id: number): RechargeTypeRow | undefined {
  return sql<[number], RechargeTypeRow>(
    deps.db,
    'SELECT id, name, bank_id, panel, min_amount, max_amount, status FROM recharge_types WHERE id = ?',
  ).get(id);
}

export interface RechargeRequest {
  readonly amount: number;
  readonly actType: number;
  readonly rechargeType: number;
  readonly propId?: number;
}

export interface ReceivingAccountRow {
  bank_name: string;
  short_bank_name: string;
  account_name: string;
  card_num: string;
}

/** The operator's account shown for bank transfers. */
export function receivingAccount(deps: Pick<Deps, 'db'>): ReceivingAccountRow | undefined {
  return sql<[], ReceivingAccountRow>(
    deps.db,
    'SELECT bank_name, short_bank_name, account_name, card_num FROM receiving_accounts ORDER BY id LIMIT 1',
  ).get();
}

/** Fails unless the player may deposit this way (2002 channel, 2001 amount, 2003 card, 2017 first charge). */
function checkRecharge(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  req: RechargeRequest,
): RechargeTypeRow {
  const type = findRechargeType(deps, req.rechargeType);
  if (!type || type.status !== 1 || (type.panel === 'bank' && !receivingAccount(deps))) {
    throw new Fail(2002, 'This deposit channel is unavailable');
  }
  if (req.amount < type.min_amount || req.amount > type.max_amount) {
    throw new Fail(
      2001,
      `Amount must be between ${(type.min_amount / 100).toFixed(2)} and ${(type.max_amount / 100).toFixed(2)}`,
    );
  }
  if (deps.config.isDepositBank === 1) {
    if (type.bank_id > 0 && !findCard(deps, userId, type.bank_id)) {
      const bank = findBank(deps, type.bank_id);
      throw new Fail(
        2003,
        `Bind a card of ${bank ? bank.name : 'this bank'} (bankId ${type.bank_id}) to use this channel`,
      );
    }
    if (type.bank_id === 0 && cardCount(deps, userId) === 0) {
      throw new Fail(2003, 'Bind a bank card before depositing (bankId 0)');
    }
  }
  if (req.actType === ACT_TYPE.FirstCharge) {
    const user = requireUser(deps, userId);
    const offer = sql<[number], { id: number }>(deps.db, 'SELECT id FROM first_charge_config WHERE price = ?').get(
      req.amount,
    );
    const bought = sql<[number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM first_charge_purchases WHERE user_id = ?',
    ).get(userId);
    const closed =
      !isActivityOpen(deps, ACTIVITY.FirstCharge) || deps.clock.now() >= user.created_at + FIRST_CHARGE_WINDOW_MS;
    if (!offer || bought || closed) {
      throw new Fail(2017, 'This first-charge package is not available');
    }
  }
  if (req.actType === ACT_TYPE.BuyProp) {
    const prop = req.propId === undefined ? undefined : findPropConfig(deps, req.propId);
    // On sale to this player now: not while they still own an unfinished card of the same kind.
    const buyable = prop !== undefined && loginPayUser(deps, userId).buyPropIds.includes(prop.id);
    if (!prop || !buyable || prop.price !== req.amount) {
      throw new Fail(2002, 'This sign-in card is not on sale at this price');
    }
  }
  return type;
}

/**
 * Creates a pending deposit order, or answers the player's identical pending order of the last
 * DOUBLE_TAP_MS (same amount, channel, actType and card) so a double tap never opens two payments.
 * Synchronous from check to insert, so concurrent taps are serialised.
 */
export function createRechargeOrder(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'random'>,
  userId: number,
  req: RechargeRequest,
): RechargeOrderRow {
  const type = checkRecharge(deps, userId, req);
  const now = deps.clock.now();
  const propId = req.actType === ACT_TYPE.BuyProp ? (req.propId ?? null) : null;
  return deps.db.transaction((): RechargeOrderRow => {
    const recent = sql<[number, number, number, number, number | null, number], RechargeOrderRow>(
      deps.db,
      `SELECT * FROM recharge_orders
        WHERE user_id = ? AND amount = ? AND recharge_type = ? AND act_type = ? AND prop_id IS ?
          AND status = 'pending' AND created_at > ?
        ORDER BY created_at DESC, id DESC LIMIT 1`,
    ).get(userId, req.amount, type.id, req.actType, propId, now - DOUBLE_TAP_MS);
    if (recent) return recent;
    const id = newOrderId(deps, 'R');
    sql(
      deps.db,
      `INSERT INTO recharge_orders (id, user_id, amount, recharge_type, act_type, prop_id, panel, status, is_check,
                                    created_at, expire_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 1, ?, ?)`,
    ).run(id, userId, req.amount, type.id, req.actType, propId, type.panel, now, now + ORDER_TTL_MS);
    return findRechargeOrder(deps, id) as RechargeOrderRow;
  })();
}

/**
 * The completion of a paid deposit, in ONE transaction: pending → done, the coin credit (kind 'recharge',
 * ref = order id) and the activity effects. Answers whether this call completed it; a second call (another
 * callback, a concurrent check) finds the order no longer pending and does nothing.
 */
export function completeOrder(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): boolean {
  const { db } = deps;
  return db.transaction((): boolean => {
    const at = deps.clock.now();
    const changed = sql(
      db,
      "UPDATE recharge_orders SET status = 'done', done_at = ? WHERE id = ? AND status = 'pending'",
    ).run(at, orderId).changes;
    if (changed !== 1) return false;
    const order = findRechargeOrder(deps, orderId) as RechargeOrderRow;
    post(db, { userId: order.user_id, account: 'coin', delta: order.amount, kind: 'recharge', ref: order.id, at });
    applyRechargeEffects(deps, {
      id: order.id,
      userId: order.user_id,
      amount: order.amount,
      actType: order.act_type,
      propId: order.prop_id,
      at,
    });
    return true;
  })();
}

/** Whether a pending order's time is up (at expire_at exactly, the panel's countdown shows zero). */
export function isPastExpiry(order: Pick<RechargeOrderRow, 'expire_at'>, now: number): boolean {
  return now >= order.expire_at;
}

/** Marks a pending order whose time is up 'expired'; answers whether it did. */
export function expireOrder(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): boolean {
  return (
    sql(
      deps.db,
      "UPDATE recharge_orders SET status = 'expired' WHERE id = ? AND status = 'pending' AND expire_at <= ?",
    ).run(orderId, deps.clock.now()).changes === 1
  );
}

export function providerStatus(deps: Pick<Deps, 'db'>, orderId: string): 'paid' | 'failed' | null {
  return (
    sql<[string], { status: 'paid' | 'failed' }>(
      deps.db,
      'SELECT status FROM provider_payments WHERE order_id = ?',
    ).get(orderId)?.status ?? null
  );
}

/**
 * Brings a pending order up to date with the provider (what checkRechargeOrder does): paid at the
 * provider → completed; otherwise past its time → expired. A payment made in time wins over expiry.
 */
export function settleOrder(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): RechargeOrderRow | undefined {
  const order = findRechargeOrder(deps, orderId);
  if (!order || order.status !== 'pending') return order;
  if (providerStatus(deps, orderId) === 'paid') completeOrder(deps, orderId);
  else if (isPastExpiry(order, deps.clock.now())) expireOrder(deps, orderId);
  return findRechargeOrder(deps, orderId);
}

export type ProviderOutcome = 'paid' | 'failed' | 'expired' | 'closed' | 'unknown';

/**
 * The payment provider takes the money for a pending order: records provider_payments 'paid' (once) and,
 * unless `callback` is false, calls back at once (completeOrder). An order past its time is marked
 * 'expired' and cannot be paid; an order that is no longer pending is left alone ('closed').
 */
export function providerPay(deps: Pick<Deps, 'db' | 'clock'>, orderId: string, callback: boolean): ProviderOutcome {
  const outcome = deps.db.transaction((): ProviderOutcome => {
    const order = findRechargeOrder(deps, orderId);
    if (!order) return 'unknown';
    if (order.status !== 'pending') return 'closed';
    const already = providerStatus(deps, orderId);
    if (already === 'failed') return 'failed';
    if (already === null && isPastExpiry(order, deps.clock.now())) {
      expireOrder(deps, orderId);
      return 'expired';
    }
    sql(deps.db, "INSERT OR IGNORE INTO provider_payments (order_id, status, created_at) VALUES (?, 'paid', ?)").run(
      orderId,
      deps.clock.now(),
    );
    return 'paid';
  })();
  if (outcome === 'paid' && callback) completeOrder(deps, orderId);
  return outcome;
}

/** The provider declines a pending order: provider_payments 'failed' and the order 'failed' (once). */
export function providerFail(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): ProviderOutcome {
  return deps.db.transaction((): ProviderOutcome => {
    const order = findRechargeOrder(deps, orderId);
    if (!order) return 'unknown';
    if (order.status !== 'pending') return 'closed';
    const already = providerStatus(deps, orderId);
    if (already === 'paid') return 'paid';
    sql(deps.db, "INSERT OR IGNORE INTO provider_payments (order_id, status, created_at) VALUES (?, 'failed', ?)").run(
      orderId,
      deps.clock.now(),
    );
    sql(deps.db, "UPDATE recharge_orders SET status = 'failed', done_at = ? WHERE id = ? AND status = 'pending'").run(
      deps.clock.now(),
      orderId,
    );
    return 'failed';
  })();
}

export function listRechargeOrders(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  pageSize: number,
): { total: number; list: RechargeOrder[] } {
  const total =
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ?').get(userId)
      ?.n ?? 0;
  const rows = sql<[number, number, number], RechargeOrderRow & { type_name: string }>(
    deps.db,
    `SELECT o.*, t.name AS type_name FROM recharge_orders o JOIN recharge_types t ON t.id = o.recharge_type
      WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
  ).all(userId, pageSize, (page - 1) * pageSize);
  return {
    total,
    list: rows.map((r) => ({
      orderId: r.id,
      amount: r.amount,
      status: r.status,
      rechargeType: r.recharge_type,
      rechargeTypeName: r.type_name,
      actType: r.act_type,
      panel: r.panel,
      createTime: r.created_at,
      doneTime: r.status === 'done' ? (r.done_at ?? 0) : 0,
    })),
  };
}

// ───────────── withdrawals ─────────────

export interface ExchangeOrderRow {
  id: string;
  user_id: number;
  amount: number;
  bank_id: number;
  bank_name: string;
  card_num: string;
  status: 'processing' | 'paid' | 'rejected';
  min_days: number;
  max_days: number;
  created_at: number;
  done_at: number | null;
}

export function exchangeOrderOf(r: ExchangeOrderRow): ExchangeOrder {
  return {
    orderId: r.id,
    amount: r.amount,
    status: r.status,
    bankId: r.bank_id,
    bankName: r.bank_name,
    cardNum: r.card_num,
    minDays: r.min_days,
    maxDays: r.max_days,
    createTime: r.created_at,
    doneTime: r.done_at ?? 0,
  };
}

export function findExchangeOrder(deps: Pick<Deps, 'db'>, orderId: string): ExchangeOrderRow | undefined {
  return sql<[string], ExchangeOrderRow>(deps.db, 'SELECT * FROM exchange_orders WHERE id = ?').get(orderId);
}

/**
 * Creates a withdrawal, in ONE transaction: the card (2010), bounds (2001) and open-withdrawal (2018)
 * checks, the 'processing' order with its processing period and a bank/card snapshot, and the coin debit
 * (kind 'exchange', ref = order id). A short balance makes post() throw 2005, which rolls the order back.
 * The caller has already checked KYC and the safebox password (async work stays outside the transaction).
 */
export function createWithdrawal(
  deps: Pick<Deps, 'db' | 'clock' | 'random'>,
  userId: number,
  req: { amount: number; bankId: number },
): { order: ExchangeOrder; coin: number } {
  const { db } = deps;
  return db.transaction(() => {
    const card = findCard(deps, userId, req.bankId);
    const bank = card && findBank(deps, req.bankId);
    if (!card || !bank) throw new Fail(2010, 'Bind a card of this bank first');
    if (req.amount < EXCHANGE_MIN_AMOUNT || req.amount > EXCHANGE_MAX_AMOUNT) {
      throw new Fail(
        2001,
        `Withdrawal must be between ${(EXCHANGE_MIN_AMOUNT / 100).toFixed(2)} and ${(EXCHANGE_MAX_AMOUNT / 100).toFixed(2)}`,
      );
    }
    const open =
      sql<[number], { n: number }>(
        db,
        "SELECT COUNT(*) AS n FROM exchange_orders WHERE user_id = ? AND status = 'processing'",
      ).get(userId)?.n ?? 0;
    if (open >= MAX_OPEN_WITHDRAWALS) {
      throw new Fail(2018, `At most ${MAX_OPEN_WITHDRAWALS} withdrawals can be processed at once`);
    }
    const at = deps.clock.now();
    const id = newOrderId(deps, 'W');
    const period = processingPeriodFor(req.amount);
    sql(
      db,
      `INSERT INTO exchange_orders (id, user_id, amount, bank_id, bank_name, card_num, status, min_days, max_days,
                                    created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'processing', ?, ?, ?)`,
    ).run(id, userId, req.amount, bank.id, bank.name, maskCard(card.card_num), period.minDays, period.maxDays, at);
    post(db, { userId, account: 'coin', delta: -req.amount, kind: 'exchange', ref: id, at });
    return {
      order: exchangeOrderOf(findExchangeOrder(deps, id) as ExchangeOrderRow),
      coin: balance(db, userId, 'coin'),
    };
  })();
}

export type OperatorOutcome = { readonly order: ExchangeOrderRow; readonly changed: boolean } | null;

/** Operator: the money reached the player's bank. Only from 'processing'; null for an unknown order. */
export function payWithdrawal(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): OperatorOutcome {
  return deps.db.transaction((): OperatorOutcome => {
    const changed =
      sql(
        deps.db,
        "UPDATE exchange_orders SET status = 'paid', done_at = ? WHERE id = ? AND status = 'processing'",
      ).run(deps.clock.now(), orderId).changes === 1;
    const order = findExchangeOrder(deps, orderId);
    return order ? { order, changed } : null;
  })();
}

/**
 * Operator: the withdrawal is refused; the amount goes back to the coin balance (kind 'exchange_refund',
 * ref = order id) exactly once and only from 'processing'.
 */
export function rejectWithdrawal(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): OperatorOutcome {
  return deps.db.transaction((): OperatorOutcome => {
    const at = deps.clock.now();
    const changed =
      sql(
        deps.db,
        "UPDATE exchange_orders SET status = 'rejected', done_at = ? WHERE id = ? AND status = 'processing'",
      ).run(at, orderId).changes === 1;
    const order = findExchangeOrder(deps, orderId);
    if (!order) return null;
    if (changed) {
      post(deps.db, {
        userId: order.user_id,
        account: 'coin',
        delta: order.amount,
        kind: 'exchange_refund',
        ref: order.id,
        at,
      });
    }
    return { order, changed };
  })();
}

export function listExchangeOrders(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  pageSize: number,
): { total: number; list: ExchangeOrder[] } {
  const total =
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM exchange_orders WHERE user_id = ?').get(userId)
      ?.n ?? 0;
  const rows = sql<[number, number, number], ExchangeOrderRow>(
    deps.db,
    'SELECT * FROM exchange_orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  ).all(userId, pageSize, (page - 1) * pageSize);
  return { total, list: rows.map(exchangeOrderOf) };
}
