/**
 * The ledger: every balance change is a row, written in the same transaction as its business row.
 * Balances are sums. `(account, kind, ref)` is unique, so a business event can move an account only once,
 * however many requests race for it.
 */
import type { Database } from 'better-sqlite3';
import { ERRCODE } from '../../contract/ids';
import { Fail } from '../context';
import { sql } from '../db/sql';
import { forgetFigures } from './figures';
import { kindClass, potOf, type LedgerKind, type Pot } from './ledger-kinds';

export type LedgerAccount = 'coin' | 'lottery' | 'safebox';

interface Movement {
  readonly userId: number;
  readonly account: LedgerAccount;
  /** Hundredths; positive credits, negative debits. */
  readonly delta: number;
  /** Every kind is classified cash or bonus in ledger-kinds.ts (an unlisted kind does not typecheck). */
  readonly kind: LedgerKind;
  readonly ref: string;
  readonly at: number;
}

export function balance(db: Database, userId: number, account: LedgerAccount): number {
  const row = sql<[number, string], { total: number }>(
    db,
    'SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = ?',
  ).get(userId, account);
  return row?.total ?? 0;
}

export function balances(db: Database, userId: number): Record<LedgerAccount, number> {
  const rows = sql<[number], { account: LedgerAccount; total: number }>(
    db,
    'SELECT account, SUM(delta) AS total FROM ledger WHERE user_id = ? GROUP BY account',
  ).all(userId);
  const out: Record<LedgerAccount, number> = { coin: 0, lottery: 0, safebox: 0 };
  for (const r of rows) out[r.account] = r.total;
  return out;
}

/** The coin balance split into its pots (ledger-kinds.ts): cash + bonus = balance(db, userId, 'coin'). */
export function potBalances(db: Database, userId: number): Record<Pot, number> {
  const rows = sql<[number], { pot: Pot; total: number }>(
    db,
    "SELECT pot, SUM(delta) AS total FROM ledger WHERE user_id = ? AND account = 'coin' GROUP BY pot",
  ).all(userId);
  const out: Record<Pot, number> = { cash: 0, bonus: 0 };
  for (const r of rows) out[r.pot] = r.total;
  return out;
}

/**
 * Writes a movement unless the same (account, kind, ref) already exists. Answers whether it was written.
 * A debit that would take the account — for coin, the pot of its kind — below zero fails with 2005 and writes
 * nothing.
 * Call inside a transaction together with the business row it belongs to.
 */
export function post(db: Database, m: Movement): boolean {
  if (!Number.isSafeInteger(m.delta) || m.delta === 0)
    throw new Error(`ledger delta must be a non-zero integer: ${m.delta}`);
  // A coin movement belongs to the pot of its kind (throws for an unclassified kind: nothing is written).
  const pot: Pot = m.account === 'coin' ? potOf(m.kind) : 'cash';
  if (m.delta < 0) {
    const available = m.account === 'coin' ? potBalances(db, m.userId)[pot] : balance(db, m.userId, m.account);
    if (available + m.delta < 0) throw new Fail(ERRCODE.InsufficientBalance, 'Insufficient balance');
  }
  const result = sql(
    db,
    'INSERT OR IGNORE INTO ledger (user_id, account, delta, kind, ref, created_at, pot) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(m.userId, m.account, m.delta, m.kind, m.ref, m.at, pot);
  if (result.changes !== 1) return false;
  forgetFigures(db, m.userId);
  // A bonus grant adds to what must be wagered (bonus-wagering.ts).
  if (m.account === 'coin' && m.delta > 0 && kindClass(m.kind) === 'bonus') {
    sql(
      db,
      `INSERT INTO bonus_wagering (user_id, granted) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET granted = granted + excluded.granted`,
    ).run(m.userId, m.delta);
  }
  return true;
}

/**
 * An operator's correction of an account (kinds 'operator_*', ledger-kinds.ts): a credit is cash; a coin debit
 * takes cash first, then bonus (2005 when both are short). Call inside a transaction.
 */
export function adjust(
  db: Database,
  a: { userId: number; account: LedgerAccount; delta: number; ref: string; at: number },
): void {
  const base = { userId: a.userId, account: a.account, ref: a.ref, at: a.at };
  if (a.delta > 0 || a.account !== 'coin') {
    post(db, { ...base, delta: a.delta, kind: a.delta > 0 ? 'operator_credit' : 'operator_debit' });
    return;
  }
  const { cash, bonus } = potBalances(db, a.userId);
  const amount = -a.delta;
  if (cash + bonus < amount) throw new Fail(ERRCODE.InsufficientBalance, 'Insufficient balance');
  const fromCash = Math.min(Math.max(cash, 0), amount);
  if (fromCash > 0) post(db, { ...base, delta: -fromCash, kind: 'operator_debit' });
  if (amount > fromCash) post(db, { ...base, delta: fromCash - amount, kind: 'operator_debit_bonus' });
}
