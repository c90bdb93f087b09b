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

export type LedgerAccount = 'coin' | 'lottery' | 'safebox';

interface Movement {
  readonly userId: number;
  readonly account: LedgerAccount;
  /** Hundredths; positive credits, negative debits. */
  readonly delta: number;
  readonly kind: string;
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

/**
 * Writes a movement unless the same (account, kind, ref) already exists. Answers whether it was written.
 * A debit that would take the account below zero fails with 2005 and writes nothing.
 * Call inside a transaction together with the business row it belongs to.
 */
export function post(db: Database, m: Movement): boolean {
  if (!Number.isSafeInteger(m.delta) || m.delta === 0)
    throw new Error(`ledger delta must be a non-zero integer: ${m.delta}`);
  if (m.delta < 0 && balance(db, m.userId, m.account) + m.delta < 0) {
    throw new Fail(ERRCODE.InsufficientBalance, 'Insufficient balance');
  }
  const result = sql(
    db,
    'INSERT OR IGNORE INTO ledger (user_id, account, delta, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(m.userId, m.account, m.delta, m.kind, m.ref, m.at);
  if (result.changes === 1) forgetFigures(db, m.userId);
  return result.changes === 1;
}
