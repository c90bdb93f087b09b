/**
 * Withdrawal (exchange) orders: creation with its checks and coin debit in one transaction, the operator's
 * pay / reject (a reject refunds once), and the player's withdrawal records.
 *
 * Every state change is a conditional UPDATE (`WHERE status = 'processing'`) in the same transaction as its
 * ledger movement, and ledger rows are unique per (account, kind, ref), so an order moves money once.
 */
import { bonusWallet } from './bonus-wagering';
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { balance, post } from './ledger';
import { newOrderId } from './order-ids';
import { maskCard } from './users';
import { DEFAULT_CONTENT_LOCALE, localText, type ContentLocale } from './content-locale';
import {
  EXCHANGE_MAX_AMOUNT,
  EXCHANGE_MIN_AMOUNT,
  MAX_OPEN_WITHDRAWALS,
  findBank,
  findCard,
  processingPeriodFor,
} from './wallet';

type ExchangeOrder = components['schemas']['ExchangeOrder'];

interface ExchangeOrderRow {
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

/** The bank's names per locale, while the order's snapshot is still the bank's base name (else null). */
const BANK_TEXTS_SQL =
  '(SELECT b.i18n FROM banks b WHERE b.id = exchange_orders.bank_id AND b.name = exchange_orders.bank_name) AS bank_i18n';

/** An order as the contract has it, the bank named in `lang`. */
function exchangeOrderOf(r: ExchangeOrderRow & { bank_i18n?: string | null }, lang: ContentLocale): ExchangeOrder {
  return {
    orderId: r.id,
    amount: r.amount,
    status: r.status,
    bankId: r.bank_id,
    bankName: localText(r.bank_i18n, lang, 'name', r.bank_name),
    cardNum: r.card_num,
    minDays: r.min_days,
    maxDays: r.max_days,
    createTime: r.created_at,
    doneTime: r.done_at ?? 0,
  };
}

function findExchangeOrder(deps: Pick<Deps, 'db'>, orderId: string): ExchangeOrderRow | undefined {
  return sql<[string], ExchangeOrderRow>(deps.db, `SELECT *, ${BANK_TEXTS_SQL} FROM exchange_orders WHERE id = ?`).get(
    orderId,
  );
}

/**
 * Creates a withdrawal, in ONE transaction: the card (2010), bounds (2001) and open-withdrawal (2018)
 * checks, the 'processing' order with its processing period and a bank/card snapshot, and the coin debit
 * (kind 'exchange', ref = order id). A short balance makes post() throw 2005, which rolls the order back.
 * More than the withdrawable amount (cash; bonus-wagering.ts) but within the balance is refused with 2022.
 * The caller has already checked KYC and the safebox password (async work stays outside the transaction).
 */
export function createWithdrawal(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  userId: number,
  req: { amount: number; bankId: number },
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): { order: ExchangeOrder; coin: number } {
  const { db } = deps;
  return db.transaction(() => {
    const card = findCard(deps, userId, req.bankId);
    const bank = card && findBank(deps, req.bankId);
    if (!card || !bank) throw new Fail(ERRCODE.BankCardNotFound, 'Bind a card of this bank first');
    if (req.amount < EXCHANGE_MIN_AMOUNT || req.amount > EXCHANGE_MAX_AMOUNT) {
      throw new Fail(
        ERRCODE.AmountOutOfRange,
        `Withdrawal must be between ${(EXCHANGE_MIN_AMOUNT / 100).toFixed(2)} and ${(EXCHANGE_MAX_AMOUNT / 100).toFixed(2)}`,
      );
    }
    const open =
      sql<[number], { n: number }>(
        db,
        "SELECT COUNT(*) AS n FROM exchange_orders WHERE user_id = ? AND status = 'processing'",
      ).get(userId)?.n ?? 0;
    if (open >= MAX_OPEN_WITHDRAWALS) {
      throw new Fail(
        ERRCODE.TooManyOpenWithdrawals,
        `At most ${MAX_OPEN_WITHDRAWALS} withdrawals can be processed at once`,
      );
    }
    const wallet = bonusWallet(db, userId, deps.config.bonusWageringMultiple);
    // More than the whole balance stays 2005 (post() below); more than the cash with enough bonus is 2022.
    if (req.amount > wallet.withdrawable && req.amount <= wallet.cash + wallet.bonus) {
      throw new Fail(
        ERRCODE.OverWithdrawable,
        `At most ${(wallet.withdrawable / 100).toFixed(2)} can be withdrawn; bonus money needs ${(wallet.wageringLeft / 100).toFixed(2)} more in bets before it can be withdrawn`,
        { withdrawable: wallet.withdrawable, bonus: wallet.bonus, wageringLeft: wallet.wageringLeft },
      );
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
      order: exchangeOrderOf(findExchangeOrder(deps, id) as ExchangeOrderRow, lang),
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
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): { total: number; list: ExchangeOrder[] } {
  const total =
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM exchange_orders WHERE user_id = ?').get(userId)
      ?.n ?? 0;
  const rows = sql<[number, number, number], ExchangeOrderRow>(
    deps.db,
    `SELECT *, ${BANK_TEXTS_SQL} FROM exchange_orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(userId, pageSize, (page - 1) * pageSize);
  return { total, list: rows.map((r) => exchangeOrderOf(r, lang)) };
}
