/**
 * Helpers for the activities tests: completing a deposit without the deposit routes (an order row marked
 * done, the coin credit and applyRechargeEffects in one transaction, as completeOrder does), and reading the
 * ledger, grants and activity switches directly.
 */
import { randomBytes } from 'node:crypto';
import { applyRechargeEffects } from '../../server/domain/recharge-effects';
import { balance, post, type LedgerAccount } from '../../server/domain/ledger';
import { sql } from '../../server/db/sql';
import type { TestServer } from './server';

export interface Deposit {
  amount: number;
  /** recharge3 actType: 13 first charge, 6 login-pay card, anything else ordinary. */
  actType?: number;
  propId?: number | null;
}

/** A recharge type the orders can reference: the first seeded one, or a test one when none is seeded. */
function rechargeTypeId(s: TestServer): number {
  const db = s.deps.db;
  const row = sql<[], { id: number }>(db, 'SELECT id FROM recharge_types ORDER BY id LIMIT 1').get();
  if (row) return row.id;
  sql(
    db,
    `INSERT INTO recharge_types (id, name, icon_h5, bank_id, sort, panel, min_amount, max_amount, amount_list, status)
     VALUES (9901, 'Test channel', '/static/pay/9901.svg', 0, 9901, 'url', 100, 100000000, '[10000]', 1)`,
  ).run();
  return 9901;
}

/** Completes a deposit for a player now; answers the order id. */
export function completeDeposit(s: TestServer, userId: number, d: Deposit): string {
  const db = s.deps.db;
  const id = `T${randomBytes(8).toString('hex')}`;
  const now = s.clock.now();
  const type = rechargeTypeId(s);
  db.transaction(() => {
    sql(
      db,
      `INSERT INTO recharge_orders (id, user_id, amount, recharge_type, act_type, prop_id, panel, status, is_check,
                                    created_at, expire_at, done_at)
       VALUES (?, ?, ?, ?, ?, ?, 'url', 'done', 0, ?, ?, ?)`,
    ).run(id, userId, d.amount, type, d.actType ?? 0, d.propId ?? null, now, now + 600_000, now);
    post(db, { userId, account: 'coin', delta: d.amount, kind: 'recharge', ref: id, at: now });
    applyRechargeEffects(s.deps, {
      id,
      userId,
      amount: d.amount,
      actType: d.actType ?? 0,
      propId: d.propId ?? null,
      at: now,
    });
  })();
  return id;
}

export function balanceOf(s: TestServer, userId: number, account: LedgerAccount = 'coin'): number {
  return balance(s.deps.db, userId, account);
}

export interface LedgerRow {
  account: LedgerAccount;
  delta: number;
  kind: string;
  ref: string;
}

export function ledgerRows(s: TestServer, userId: number, kind: string): LedgerRow[] {
  return sql<[number, string], LedgerRow>(
    s.deps.db,
    'SELECT account, delta, kind, ref FROM ledger WHERE user_id = ? AND kind = ? ORDER BY id',
  ).all(userId, kind);
}

export interface GrantRow {
  prop_id: number;
  count: number;
  kind: string;
  ref: string;
}

export function grantRows(s: TestServer, userId: number): GrantRow[] {
  return sql<[number], GrantRow>(
    s.deps.db,
    'SELECT prop_id, count, kind, ref FROM prop_grants WHERE user_id = ? ORDER BY id',
  ).all(userId);
}

/** Turns an activity on (1) or off (0). */
export function setActivityStatus(s: TestServer, activityId: number, status: 0 | 1): void {
  sql(s.deps.db, 'UPDATE activities SET status = ? WHERE id = ?').run(status, activityId);
}

/** Inserts a promotional video sorted before any seeded one; answers its id. */
export function insertVideo(s: TestServer, clickType: 1 | 2, clickAction: string): number {
  const result = sql(
    s.deps.db,
    "INSERT INTO promo_videos (cover_img, path, click_type, click_action, sort, status) VALUES ('/static/video/t.svg', 'video/t.svg', ?, ?, -1000, 1)",
  ).run(clickType, clickAction);
  return Number(result.lastInsertRowid);
}

export interface ActivityIdsBody {
  errcode: number;
  activityIds: number[];
  activityMap: Record<string, { id: number; sort: number; startTime: number; endTime: number }>;
  isBankrupt: 0 | 1;
  hasTurntable: 0 | 1;
  totalRecharge: number;
  loginPaying: 0 | 1;
  homeVideo: { id: number } | null;
}

export async function activityIds(s: TestServer, token: string): Promise<ActivityIdsBody> {
  const res = await s.call<ActivityIdsBody>('getActivityIds', {}, token);
  if (res.status !== 200 || res.body.errcode !== 0) throw new Error(`getActivityIds: ${JSON.stringify(res.body)}`);
  return res.body;
}
