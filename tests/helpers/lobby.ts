/**
 * Helpers for the lobby, game, mail, profile and asset tests: rows written straight into the test
 * server's database, and a Random whose next draws a test can script.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Random } from '../../server/context';
import type { TestServer } from './server';

/** System randomness, except that `int` answers the queued values first (then falls back). */
export class ScriptedRandom implements Random {
  readonly ints: number[] = [];
  bytes(n: number): Buffer {
    return randomBytes(n);
  }
  int(max: number): number {
    const next = this.ints.shift();
    return next === undefined ? randomInt(max) : next % max;
  }
}

export interface GameRow {
  id: number;
  name: string;
  brand_id: number;
  type_id: number;
  status: number;
  maintain: number;
  hot: number;
  show_type: number;
  hot_sort: number;
  version: number;
  recent: number;
}

/** The first game matching a SQL condition over `g` (games) and `b` (brands). */
export function gameWhere(s: TestServer, condition: string): GameRow {
  const row = s.deps.db
    .prepare(`SELECT g.* FROM games g JOIN brands b ON b.id = g.brand_id WHERE ${condition} ORDER BY g.id LIMIT 1`)
    .get() as GameRow | undefined;
  if (!row) throw new Error(`no game where ${condition}`);
  return row;
}

/** A game that can be launched: on, not in maintenance, its brand neither. */
export function playableGame(s: TestServer, offset = 0): GameRow {
  const row = s.deps.db
    .prepare(
      `SELECT g.* FROM games g JOIN brands b ON b.id = g.brand_id
        WHERE g.status = 1 AND g.maintain = 0 AND b.maintain = 0 ORDER BY g.id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as GameRow | undefined;
  if (!row) throw new Error('no playable game');
  return row;
}

export interface MailInput {
  type?: 0 | 1 | 2;
  title?: string;
  content?: string;
  attachments?: { id: number; count: number }[];
  createdAt?: number;
  readAt?: number | null;
}

export function insertMail(s: TestServer, userId: number, m: MailInput = {}): number {
  const result = s.deps.db
    .prepare(
      'INSERT INTO mail (user_id, type, title, content, attachments, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      userId,
      m.type ?? 0,
      m.title ?? 'Test mail',
      m.content ?? '<p>Hello</p>',
      JSON.stringify(m.attachments ?? []),
      m.readAt ?? null,
      m.createdAt ?? s.clock.now(),
    );
  return Number(result.lastInsertRowid);
}

export function coinOf(s: TestServer, userId: number): number {
  const row = s.deps.db
    .prepare("SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'coin'")
    .get(userId) as { total: number };
  return row.total;
}

/** Credits coin straight into the ledger (a test's deposit). */
export function giveCoin(s: TestServer, userId: number, amount: number, ref = `test-${userId}-${amount}`): void {
  s.deps.db
    .prepare("INSERT INTO ledger (user_id, account, delta, kind, ref, created_at) VALUES (?, 'coin', ?, 'test', ?, ?)")
    .run(userId, amount, ref, s.clock.now());
}

/** The session id in a sandbox game URL. */
export function sessionIdOf(gameUrl: string): string {
  const match = /^\/sandbox\/game\/([A-Za-z0-9_-]+)$/.exec(gameUrl);
  if (!match?.[1]) throw new Error(`not a sandbox game url: ${gameUrl}`);
  return match[1];
}

export async function spinOnce(
  s: TestServer,
  sessionId: string,
  bet: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await s.fetch(`/sandbox/game/${sessionId}/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bet }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
