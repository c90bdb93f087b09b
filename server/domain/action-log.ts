/**
 * The client action log (actionLog): capped per client address (an IPv6 client by its /64, address-key.ts)
 * and per token (token buckets), each entry bounded by the contract's schema (event ≤ 64 characters;
 * data ≤ 16 properties, names ≤ 64, values ≤ 256: about 5 KiB at most), and pruned — rows older than
 * `keepDays`, and beyond the newest `maxRows` — every `pruneEvery` entries.
 */
import type { Database } from 'better-sqlite3';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { addressKey } from './address-key';
import { pruneBuckets, takeTokens, type Bucket } from './rate-limit';

export interface ActionLogLimits {
  /** Per client address: 60 at once, then one a second. */
  readonly perAddress: Bucket;
  /** Per token (a signed-in player), whatever the address. */
  readonly perToken: Bucket;
  readonly keepDays: number;
  readonly maxRows: number;
  readonly pruneEvery: number;
}

export const ACTION_LOG_LIMITS: ActionLogLimits = {
  perAddress: { burst: 60, perSecond: 1 },
  perToken: { burst: 120, perSecond: 1 },
  keepDays: 30,
  maxRows: 200_000,
  pruneEvery: 500,
};

const DAY_MS = 24 * 60 * 60 * 1000;

interface ActionEntry {
  readonly userId: number | null;
  readonly tokenHash: string | null;
  readonly event: string;
  readonly data: Record<string, unknown>;
  readonly ip: string;
}

/** Entries written since the last pruning, per database. */
const sincePrune = new WeakMap<Database, number>();

/** Records one entry; RateLimited when the address or the token is over its cap. */
export function recordAction(
  deps: Pick<Deps, 'db' | 'clock'>,
  entry: ActionEntry,
  limits: ActionLogLimits = ACTION_LOG_LIMITS,
): void {
  takeTokens(deps, [
    { key: `action:ip:${addressKey(entry.ip)}`, bucket: limits.perAddress },
    ...(entry.tokenHash ? [{ key: `action:token:${entry.tokenHash}`, bucket: limits.perToken }] : []),
  ]);
  sql(deps.db, 'INSERT INTO action_log (user_id, event, data, ip, created_at) VALUES (?, ?, ?, ?, ?)').run(
    entry.userId,
    entry.event,
    JSON.stringify(entry.data),
    entry.ip,
    deps.clock.now(),
  );
  const count = (sincePrune.get(deps.db) ?? 0) + 1;
  sincePrune.set(deps.db, count);
  if (count >= limits.pruneEvery) pruneActionLog(deps, limits);
}

/** Deletes the entries older than `keepDays` and beyond the newest `maxRows`, and idle rate buckets. */
export function pruneActionLog(deps: Pick<Deps, 'db' | 'clock'>, limits: ActionLogLimits = ACTION_LOG_LIMITS): void {
  const now = deps.clock.now();
  sincePrune.set(deps.db, 0);
  deps.db.transaction(() => {
    sql(deps.db, 'DELETE FROM action_log WHERE created_at < ?').run(now - limits.keepDays * DAY_MS);
    const cutoff = sql<[number], { created_at: number; id: number }>(
      deps.db,
      'SELECT created_at, id FROM action_log ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?',
    ).get(limits.maxRows - 1);
    if (cutoff) {
      sql(deps.db, 'DELETE FROM action_log WHERE (created_at, id) < (?, ?)').run(cutoff.created_at, cutoff.id);
    }
    // A bucket idle for a day has long refilled (the slowest refills within minutes).
    pruneBuckets(deps, DAY_MS);
  })();
}
