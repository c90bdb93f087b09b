/**
 * Session tokens: a new one per login, stored hashed, sliding 30-day expiry, revoked on logout. Revoking one
 * ends the game sessions it launched (game-session-end.ts; the round call checks it again, games.ts).
 *
 * Whatever its use, a session ends SESSION_MAX_AGE_MS (90 days) after its login: a renewal never
 * takes expires_at past created_at + 90 days, and a token past it is refused like any expired one (401), so a
 * stolen token kept busy does not live for ever and the player logs in again at least once a quarter.
 *
 * Resolved sessions are kept in memory for up to CACHE_MS so a burst of calls costs one lookup. Revoking
 * through this module drops the entries at once, so logout and password resets take effect immediately; a
 * change made to the database behind the server's back is seen within CACHE_MS.
 */
import type { Database } from 'better-sqlite3';
import type { Caller, Random } from '../context';
import { sql } from '../db/sql';
import { newToken, sha256 } from './crypto';
import { endGameSessions } from './game-session-end';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 30 * DAY_MS;
/** The absolute lifetime of a session, from its login, whatever the sliding renewals. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
/** A withdraw-only session (an excluded player's) lasts an hour from its last use. */
const WITHDRAW_SESSION_TTL_MS = 60 * 60 * 1000;

export type SessionScope = 'full' | 'withdraw';
/** last_seen_at is refreshed at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Where a session is opened from, and what it may do (`withdraw`: the withdrawal operations only). */
export interface SessionOrigin {
  readonly ip?: string;
  readonly userAgent?: string;
  readonly scope?: SessionScope;
}

export function createSession(
  db: Database,
  random: Random,
  userId: number,
  now: number,
  device: unknown = {},
  origin: SessionOrigin = {},
): string {
  const token = newToken(random);
  sql(
    db,
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, device, scope, ip, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(token),
    userId,
    now,
    now,
    expiryAt(origin.scope ?? 'full', now, now),
    JSON.stringify(device ?? {}),
    origin.scope ?? 'full',
    origin.ip ?? '',
    (origin.userAgent ?? '').slice(0, 512),
  );
  return token;
}

/** Where a session's expiry moves to when it is used at `now`: its sliding TTL, capped by its absolute end. */
function expiryAt(scope: SessionScope, createdAt: number, now: number): number {
  const sliding = now + (scope === 'withdraw' ? WITHDRAW_SESSION_TTL_MS : SESSION_TTL_MS);
  return Math.min(sliding, createdAt + SESSION_MAX_AGE_MS);
}

const CACHE_MS = 2000;
const CACHE_MAX = 10_000;

interface CachedSession {
  readonly caller: Caller;
  readonly expiresAt: number;
  readonly lastSeenAt: number;
  readonly checkedAt: number;
}

/**
 * token → its SHA-256, for the tokens seen lately: a player's every call carries the same token, and hashing
 * it each time was a tenth of a cheap call's cost. Bounded; the oldest entry goes first.
 */
const HASHES_MAX = 10_000;
const hashes = new Map<string, string>();
function hashOf(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = sha256(token);
    if (hashes.size >= HASHES_MAX) hashes.delete(hashes.keys().next().value as string);
    hashes.set(token, hash);
  }
  return hash;
}

const caches = new WeakMap<Database, Map<string, CachedSession>>();
function cacheOf(db: Database): Map<string, CachedSession> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

interface SessionRow {
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  disabled: number;
  scope: SessionScope;
}

/** The caller behind a token, or null when the token is unknown, expired, revoked or its player disabled. */
export function resolveSession(db: Database, token: string, now: number): Caller | null {
  if (token.length < 22 || token.length > 128) return null;
  const tokenHash = hashOf(token);
  const cache = cacheOf(db);
  const hit = cache.get(tokenHash);
  if (
    hit &&
    now - hit.checkedAt < CACHE_MS &&
    now >= hit.checkedAt &&
    hit.expiresAt > now &&
    now - hit.lastSeenAt < TOUCH_EVERY_MS
  ) {
    return hit.caller;
  }
  cache.delete(tokenHash);
  const row = sql<[string], SessionRow>(
    db,
    `SELECT s.user_id, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, s.scope, u.disabled
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
  ).get(tokenHash);
  if (
    !row ||
    row.revoked_at !== null ||
    row.expires_at <= now ||
    row.created_at + SESSION_MAX_AGE_MS <= now ||
    row.disabled
  )
    return null;
  let { last_seen_at: lastSeenAt, expires_at: expiresAt } = row;
  if (now - lastSeenAt >= TOUCH_EVERY_MS) {
    lastSeenAt = now;
    expiresAt = expiryAt(row.scope, row.created_at, now);
    sql(db, 'UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?').run(
      lastSeenAt,
      expiresAt,
      tokenHash,
    );
  }
  const caller: Caller =
    row.scope === 'withdraw'
      ? { userId: row.user_id, tokenHash, scope: 'withdraw' }
      : { userId: row.user_id, tokenHash };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(tokenHash, { caller, expiresAt, lastSeenAt, checkedAt: now });
  return caller;
}

/** Revokes one session (logout); the game sessions it launched end with it. */
export function revokeSession(db: Database, tokenHash: string, now: number): void {
  cacheOf(db).delete(tokenHash);
  db.transaction(() => {
    sql(db, 'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
    endGameSessions(db, { tokenHash }, 'signedOut', now);
  })();
}

/**
 * Revokes every session of the player (every device), but `keepTokenHash` when given, and ends the game
 * sessions they launched. Answers how many sessions.
 */
export function revokeAllSessions(db: Database, userId: number, now: number, keepTokenHash = ''): number {
  const cache = cacheOf(db);
  for (const [hash, entry] of cache) if (entry.caller.userId === userId && hash !== keepTokenHash) cache.delete(hash);
  return db.transaction(() => {
    endGameSessions(db, { userId, exceptToken: keepTokenHash }, 'signedOut', now);
    return sql(
      db,
      'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash != ?',
    ).run(now, userId, keepTokenHash).changes;
  })();
}
