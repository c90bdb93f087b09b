/**
 * What every registration variant and every login share: the per-address registration cap, the check that
 * an account or mobile is still free, the transaction that creates the player (consuming its one-time
 * code), and the AuthResult answer with a fresh session.
 */
import type { Database } from 'better-sqlite3';
import { ERRCODE } from '../../contract/ids';
import { Fail, type Deps, type Success } from '../context';
import { sql } from '../db/sql';
import { createPlayer, type NewPlayer } from './accounts';
import { addressKey } from './address-key';
import { grantAppLoginBonus } from './bonuses';
import { useOtp } from './otp';
import { createSession, type SessionOrigin } from './sessions';
import { sessionState } from './session-state';
import type { UserRow } from './users';

/** One account per player, no bots: at most this many registrations per client address (its key) ... */
const REGISTRATIONS_PER_IP = 5;
/** ... within this rolling window. */
const REGISTRATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export const USERNAME_TAKEN = 'Username already taken';
export const MOBILE_TAKEN = 'Mobile number already registered';

type AuthResult = Success<'accountLogin'>;

/** Fail 1049 when `ip` already registered the maximum number of players in the window. */
export function requireRegistrationQuota(deps: Pick<Deps, 'db' | 'clock'>, ip: string): void {
  const row = sql<[string, number], { n: number }>(
    deps.db,
    'SELECT COUNT(*) AS n FROM users WHERE reg_ip_key = ? AND created_at > ?',
  ).get(addressKey(ip), deps.clock.now() - REGISTRATION_WINDOW_MS);
  if ((row?.n ?? 0) >= REGISTRATIONS_PER_IP) {
    throw new Fail(ERRCODE.RegisterTypeDisabled, 'Too many registrations from this network; try again later');
  }
}

/** Whether any player uses `value` as account or as mobile (logins accept either). */
export function isAccountTaken(db: Database, value: string): boolean {
  return Boolean(
    sql<[string, string], { one: number }>(
      db,
      'SELECT 1 AS one FROM users WHERE account = ? OR mobile = ? LIMIT 1',
    ).get(value, value),
  );
}

/** The Fail for a UNIQUE violation on users.account / users.mobile (a registration race), else null. */
export function uniqueViolation(error: unknown, accountTakenCode: 1018 | 1045): Fail | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') return null;
  if (error.message.includes('users.mobile')) return new Fail(ERRCODE.MobileTaken, MOBILE_TAKEN);
  if (error.message.includes('users.account'))
    return accountTakenCode === 1018
      ? new Fail(ERRCODE.UsernameTaken, USERNAME_TAKEN)
      : new Fail(ERRCODE.MobileTaken, MOBILE_TAKEN);
  return null;
}

interface Registration {
  /** The new player (its regIp is set from `ip`). */
  readonly player: NewPlayer;
  readonly ip: string;
  /** A matched one-time code to consume with the registration, if the variant needs one. */
  readonly otpId: number | null;
  /** The errcode when `player.account` is taken: 1018 for a username, 1045 for a phone number. */
  readonly accountTakenCode: 1018 | 1045;
}

/**
 * Creates the player in one transaction with the cap re-checked and the code consumed. The password must
 * already be hashed (no slow work inside the transaction). A UNIQUE race answers 1018/1045.
 */
export function registerPlayer(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>, r: Registration): UserRow {
  try {
    return deps.db.transaction((): UserRow => {
      requireRegistrationQuota(deps, r.ip);
      if (r.otpId !== null) useOtp(deps, r.otpId);
      return createPlayer(deps, { ...r.player, regIp: r.ip });
    })();
  } catch (error) {
    throw uniqueViolation(error, r.accountTakenCode) ?? error;
  }
}

/**
 * A new session for the player and everything the client stores after a login or registration. The first
 * one from the native Android app (device channel ANDROID) credits the app bonus first (bonuses.ts).
 */
export function authResult(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  userId: number,
  origin: string,
  device: unknown,
  client: SessionOrigin = {},
): AuthResult {
  const now = deps.clock.now();
  const token = deps.db.transaction(() => {
    grantAppLoginBonus(deps.db, userId, device, now);
    return createSession(deps.db, deps.random, userId, now, device ?? {}, client);
  })();
  return { code: 200, token, ...sessionState(deps, userId, origin) };
}
