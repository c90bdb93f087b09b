/**
 * What the player sees of their account's security (docs/player-protection.md): the login
 * history (the last 30 attempts on their account within 90 days: time, device, approximate place, outcome) and
 * the active sessions (every device signed in, the current one marked), with "sign out everywhere else".
 * Places and devices come from login-place.ts (no external service).
 */
import type { components } from '../../contract/schema';
import type { Caller, Deps } from '../context';
import { sql } from '../db/sql';
import { deviceOf, networkKey, placeOf } from './login-place';
import { revokeAllSessions } from './sessions';

type AccountSecurity = components['schemas']['AccountSecurity'];
type LoginOutcome = AccountSecurity['loginHistory'][number]['outcome'];

export const HISTORY_KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const HISTORY_SHOWN = 30;

/** Records a login attempt on a known account, and drops the player's rows older than 90 days. */
export function recordLogin(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  outcome: LoginOutcome,
  origin: { ip: string; userAgent: string },
): void {
  const now = deps.clock.now();
  sql(deps.db, 'DELETE FROM login_history WHERE user_id = ? AND created_at < ?').run(userId, now - HISTORY_KEEP_MS);
  sql(deps.db, 'INSERT INTO login_history (user_id, created_at, outcome, ip, user_agent) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    now,
    outcome,
    origin.ip,
    origin.userAgent.slice(0, 512),
  );
}

/** Whether the player logged in successfully from this address's network in the last 90 days. */
export function isKnownNetwork(deps: Pick<Deps, 'db' | 'clock'>, userId: number, ip: string): boolean {
  const network = networkKey(ip);
  const rows = sql<[number, number], { ip: string }>(
    deps.db,
    `SELECT DISTINCT ip FROM login_history WHERE user_id = ? AND outcome = 'ok' AND created_at >= ?`,
  ).all(userId, deps.clock.now() - HISTORY_KEEP_MS);
  return rows.some((r) => networkKey(r.ip) === network);
}

interface SessionRow {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

/** The login history and the active full sessions of the caller's player. */
export function accountSecurity(deps: Pick<Deps, 'db' | 'clock'>, caller: Caller): AccountSecurity {
  const now = deps.clock.now();
  const history = sql<
    [number, number, number],
    { created_at: number; outcome: LoginOutcome; ip: string; user_agent: string }
  >(
    deps.db,
    `SELECT created_at, outcome, ip, user_agent FROM login_history
      WHERE user_id = ? AND created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(caller.userId, now - HISTORY_KEEP_MS, HISTORY_SHOWN);
  const sessions = sql<[number, number], SessionRow>(
    deps.db,
    `SELECT token_hash, created_at, last_seen_at, ip, user_agent FROM sessions
      WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? AND scope = 'full'
      ORDER BY last_seen_at DESC LIMIT 50`,
  ).all(caller.userId, now);
  return {
    loginHistory: history.map((h) => ({
      at: h.created_at,
      outcome: h.outcome,
      device: deviceOf(h.user_agent),
      place: placeOf(h.ip),
    })),
    sessions: sessions.map((s) => ({
      current: s.token_hash === caller.tokenHash ? 1 : 0,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      device: deviceOf(s.user_agent),
      place: placeOf(s.ip),
    })),
  };
}

/** Revokes every other session of the player; answers how many were signed out. */
export function signOutOthers(deps: Pick<Deps, 'db' | 'clock'>, caller: Caller): number {
  return revokeAllSessions(deps.db, caller.userId, deps.clock.now(), caller.tokenHash);
}
