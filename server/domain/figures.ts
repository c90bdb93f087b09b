/**
 * A player's balance-and-level figures (refreshData, and part of UserInfo): the three ledger balances and
 * the total bet in one statement, the level from the level thresholds.
 *
 * Answers are kept per player until the ledger changes for that player: ledger.post() calls forgetFigures
 * inside its transaction. better-sqlite3 transactions run synchronously, so no read can fall between the
 * write and the forgetting; forgetting (never updating) is safe on rollback too. Every bet (game_rounds) is
 * written with its ledger movement, so the total bet is covered as well.
 */
import type { Database } from 'better-sqlite3';
import { sql } from '../db/sql';

export interface Figures {
  readonly coin: number;
  readonly lottery: number;
  readonly safebox: number;
  readonly bet: number;
  readonly userLevel: number;
  readonly vip: number;
  readonly vipExp: number;
}

const CACHE_MAX = 10_000;
const LEVELS_MS = 2000;

const caches = new WeakMap<Database, Map<number, Figures>>();
const levels = new WeakMap<Database, { at: number; thresholds: Array<{ level: number; bet: number }> }>();

function cacheOf(db: Database): Map<number, Figures> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Drops the player's cached figures (called by ledger.post in the same transaction as the movement). */
export function forgetFigures(db: Database, userId: number): void {
  caches.get(db)?.delete(userId);
}

/** The highest level whose betAmount the total bet has met (the thresholds are kept for LEVELS_MS). */
function levelForBet(db: Database, bet: number, now = Date.now()): number {
  let entry = levels.get(db);
  if (!entry || now - entry.at > LEVELS_MS || now < entry.at) {
    const thresholds = sql<[], { level: number; bet: number }>(
      db,
      'SELECT level, bet_amount AS bet FROM level_config ORDER BY level',
    ).all();
    entry = { at: now, thresholds };
    levels.set(db, entry);
  }
  let level = 0;
  for (const t of entry.thresholds) if (t.bet <= bet && t.level > level) level = t.level;
  return level;
}

export function figures(db: Database, userId: number): Figures {
  const cache = cacheOf(db);
  const hit = cache.get(userId);
  if (hit) return hit;
  const row = sql<{ id: number }, { coin: number; lottery: number; safebox: number; bet: number }>(
    db,
    `SELECT
       COALESCE((SELECT SUM(delta) FROM ledger WHERE user_id = $id AND account = 'coin'), 0) AS coin,
       COALESCE((SELECT SUM(delta) FROM ledger WHERE user_id = $id AND account = 'lottery'), 0) AS lottery,
       COALESCE((SELECT SUM(delta) FROM ledger WHERE user_id = $id AND account = 'safebox'), 0) AS safebox,
       COALESCE((SELECT SUM(bet) FROM game_rounds WHERE user_id = $id), 0) AS bet`,
  ).get({ id: userId }) ?? { coin: 0, lottery: 0, safebox: 0, bet: 0 };
  const level = levelForBet(db, row.bet);
  const result: Figures = { ...row, userLevel: level, vip: level, vipExp: Math.floor(row.bet / 100) };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as number);
  cache.set(userId, result);
  return result;
}
