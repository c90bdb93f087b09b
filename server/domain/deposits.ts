/**
 * Deposit (recharge) orders: the channel and amount checks, creation (a double tap answers the first
 * order), completion exactly once with its coin credit and activity effects, expiry, and the player's
 * deposit records. The provider's side (its record of a payment, settling an order with it, the sandbox
 * provider's pay/decline) is in payment-provider.ts.
 *
 * Every state change is a conditional UPDATE (`WHERE status = 'pending'`) in the same transaction as its
 * ledger movement, and ledger rows are unique per (account, kind, ref): however many taps, refreshes,
 * callbacks or concurrent checks arrive, an order moves money once.
 */
import { ACTIVITY, ACT_TYPE, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { FIRST_CHARGE_WINDOW_MS, isActivityOpen } from './activities';
import { post } from './ledger';
import { findPropConfig, loginPayUser } from './login-pay';
import { newOrderId } from './order-ids';
import { applyRechargeEffects } from './recharge-effects';
import { checkDepositLimits, completionBreach, recordRefusal } from './deposit-limits';
import { requireUser } from './users';
import { DEFAULT_CONTENT_LOCALE, localText, type ContentLocale } from './content-locale';
import { findBank, findCard, cardCount } from './wallet';

type Schemas = components['schemas'];
type RechargeOrder = Schemas['RechargeOrder'];
type Panel = Schemas['PanelKind'];
type OrderStatus = Schemas['OrderStatus'];

/** A deposit order can be paid for this long; then it expires (the QR panel counts the same 10 minutes). */
export const ORDER_TTL_MS = 10 * 60 * 1000;
/** A second identical recharge3 within this window answers the first order again (double tap). */
const DOUBLE_TAP_MS = 3000;

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

interface RechargeTypeRow {
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

function findRechargeType(deps: Pick<Deps, 'db'>, id: number): RechargeTypeRow | undefined {
  return sql<[number], RechargeTypeRow>(
    deps.db,
    'SELECT id, name, bank_id, panel, min_amount, max_amount, status FROM recharge_types WHERE id = ?',
  ).get(id);
}

interface RechargeRequest {
  readonly amount: number;
  readonly actType: number;
  readonly rechargeType: number;
  readonly propId?: number;
}

interface ReceivingAccountRow {
  bank_name: string;
  /** The bank name per locale (migration 065). */
  i18n: string;
  short_bank_name: string;
  account_name: string;
  card_num: string;
}

/** The operator's account shown for bank transfers. */
export function receivingAccount(deps: Pick<Deps, 'db'>): ReceivingAccountRow | undefined {
  return sql<[], ReceivingAccountRow>(
    deps.db,
    'SELECT bank_name, short_bank_name, account_name, card_num, i18n FROM receiving_accounts ORDER BY id LIMIT 1',
  ).get();
}

/** Fails unless the player may deposit this way (2002 channel, 2001 amount, 2003 card, then checkPurchase). */
function checkRecharge(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  req: RechargeRequest,
): RechargeTypeRow {
  const type = findRechargeType(deps, req.rechargeType);
  if (!type || type.status !== 1 || (type.panel === 'bank' && !receivingAccount(deps))) {
    throw new Fail(ERRCODE.RechargeTypeUnavailable, 'This deposit channel is unavailable');
  }
  if (req.amount < type.min_amount || req.amount > type.max_amount) {
    throw new Fail(
      ERRCODE.AmountOutOfRange,
      `Amount must be between ${(type.min_amount / 100).toFixed(2)} and ${(type.max_amount / 100).toFixed(2)}`,
    );
  }
  if (deps.config.isDepositBank === 1) {
    if (type.bank_id > 0 && !findCard(deps, userId, type.bank_id)) {
      const bank = findBank(deps, type.bank_id);
      throw new Fail(
        ERRCODE.BankCardRequired,
        `Bind a card of ${bank ? bank.name : 'this bank'} (bankId ${type.bank_id}) to use this channel`,
      );
    }
    if (type.bank_id === 0 && cardCount(deps, userId) === 0) {
      throw new Fail(ERRCODE.BankCardRequired, 'Bind a bank card before depositing (bankId 0)');
    }
  }
  checkPurchase(deps, userId, req);
  return type;
}

/** Fails unless what the deposit buys is on sale to the player (2017 first charge, 2002 sign-in card). */
function checkPurchase(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, req: RechargeRequest): void {
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
      throw new Fail(ERRCODE.FirstChargeUnavailable, 'This first-charge package is not available');
    }
  }
  if (req.actType === ACT_TYPE.BuyProp) {
    const prop = req.propId === undefined ? undefined : findPropConfig(deps, req.propId);
    // On sale to this player now: not while they still own an unfinished card of the same kind.
    const buyable = prop !== undefined && loginPayUser(deps, userId).buyPropIds.includes(prop.id);
    if (!prop || !buyable || prop.price !== req.amount) {
      throw new Fail(ERRCODE.RechargeTypeUnavailable, 'This sign-in card is not on sale at this price');
    }
  }
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
    // The deposit limits, in the transaction that inserts the order (deposit-limits.ts).
    checkDepositLimits(deps, userId, req.amount);
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
 * The completion of a paid deposit, in ONE transaction: the deposit limits checked again (a breach fails the
 * order and credits nothing), pending → done, the coin credit (kind 'recharge', ref = order id) and the
 * activity effects. Answers whether this call completed it; a second call (another
 * callback, a concurrent check) finds the order no longer pending and does nothing.
 */
export function completeOrder(deps: Pick<Deps, 'db' | 'clock' | 'config'>, orderId: string): boolean {
  const { db } = deps;
  return db.transaction((): boolean => {
    const at = deps.clock.now();
    const pending = findRechargeOrder(deps, orderId);
    if (pending?.status !== 'pending') return false;
    // The deposit limits again, before anything is credited (deposit-limits.ts): a breach fails the order.
    const breach = completionBreach(deps, {
      userId: pending.user_id,
      amount: pending.amount,
      createdAt: pending.created_at,
    });
    if (breach) {
      sql(db, "UPDATE recharge_orders SET status = 'failed', done_at = ? WHERE id = ? AND status = 'pending'").run(
        at,
        orderId,
      );
      recordRefusal(deps, { id: orderId, userId: pending.user_id }, breach);
      return false;
    }
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

export function listRechargeOrders(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  pageSize: number,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): { total: number; list: RechargeOrder[] } {
  const total =
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ?').get(userId)
      ?.n ?? 0;
  const rows = sql<[number, number, number], RechargeOrderRow & { type_name: string; type_i18n: string }>(
    deps.db,
    `SELECT o.*, t.name AS type_name, t.i18n AS type_i18n FROM recharge_orders o JOIN recharge_types t ON t.id = o.recharge_type
      WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
  ).all(userId, pageSize, (page - 1) * pageSize);
  return {
    total,
    list: rows.map((r) => ({
      orderId: r.id,
      amount: r.amount,
      status: r.status,
      rechargeType: r.recharge_type,
      rechargeTypeName: localText(r.type_i18n, lang, 'name', r.type_name),
      actType: r.act_type,
      panel: r.panel,
      createTime: r.created_at,
      doneTime: r.status === 'done' ? (r.done_at ?? 0) : 0,
    })),
  };
}
