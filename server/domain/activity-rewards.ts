/**
 * Crediting an activity reward item: coin (2001) and bonus points (2002) are money and go through the
 * ledger; every other item (coupons, boosts, cards) is a prop_grants row. Both are unique by their business
 * key, so a reward is credited once however many requests race for it. Call inside the transaction that
 * writes the claim row.
 */
import type { LedgerKind } from './ledger-kinds';
import { ITEM } from '../../contract/ids';
import type { Database } from 'better-sqlite3';
import type { components } from '../../contract/schema';
import { sql } from '../db/sql';
import { post } from './ledger';

type PrizeItem = components['schemas']['PrizeItem'];

interface RewardCredit {
  readonly userId: number;
  readonly item: PrizeItem;
  /** Ledger / prop_grants kind, e.g. 'first_charge', 'invite'. */
  readonly kind: LedgerKind;
  /** Ledger ref of a coin or points item. */
  readonly ledgerRef: string;
  /** prop_grants ref of any other item (unique together with kind and the item id). */
  readonly grantRef: string;
  readonly at: number;
}

/**
 * Credits one item. Answers false when the same business key was already credited (nothing written).
 * An item with count 0 credits nothing and answers true.
 */
export function creditItem(db: Database, c: RewardCredit): boolean {
  if (c.item.count <= 0) return true;
  if (c.item.id === ITEM.Coin || c.item.id === ITEM.Points) {
    return post(db, {
      userId: c.userId,
      account: c.item.id === ITEM.Coin ? 'coin' : 'lottery',
      delta: c.item.count,
      kind: c.kind,
      ref: c.ledgerRef,
      at: c.at,
    });
  }
  const result = sql(
    db,
    'INSERT OR IGNORE INTO prop_grants (user_id, prop_id, count, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(c.userId, c.item.id, c.item.count, c.kind, c.grantRef, c.at);
  return result.changes === 1;
}

/** Whether an error is SQLite refusing a row for a PRIMARY KEY, UNIQUE or other constraint. */
export function isConstraintError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return String(error.code).startsWith('SQLITE_CONSTRAINT');
}
