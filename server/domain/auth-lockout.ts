/**
 * Login lockout: five failed logins for the same account within 15 minutes refuse further attempts
 * (1047) until the oldest of them leaves the window. Keyed by the player the login names: a
 * login matches the account or its bound mobile, and both count on the one player (`playerKey`), so typing
 * the other name does not buy five more guesses. A login naming nobody counts under its normalised text
 * (`typedKey`: NFKC, trimmed, lower-cased), so unknown accounts lock exactly like real ones, enumeration is
 * throttled the same way, and the answer reveals nothing.
 *
 * So that a stranger cannot lock the owner out: from a network the account has logged in from
 * successfully in the last 90 days (`knownNetwork`), only the failures from that network count — a stranger's
 * failures elsewhere lock strangers out, not the owner at home. Every lock lifts by itself 15 minutes after
 * the oldest failure it counts (and at once with a password reset by SMS code).
 *
 * Per-address throttle: 20 failed logins from one client address (TRUST_PROXY respected: the
 * address server/api-request.ts clientIp answers; an IPv6 client by its /64, address-key.ts) within 15
 * minutes refuse that address's further logins,
 * whatever account they name, with 429 and Retry-After until the oldest leaves the window — so 50 logins to 50
 * accounts from one address are not all evaluated. Attempts count before the password is checked, so
 * parallel ones cannot slip past either limit.
 *
 * An attempt is counted as a failure BEFORE the password is checked (atomically with the lock check), and
 * withdrawn when the password turns out right: parallel guesses cannot slip past the limit while their
 * slow hashes run.
 */
import { ERRCODE } from '../../contract/ids';
import { Fail, RateLimited, type Deps } from '../context';
import { sql } from '../db/sql';
import { addressKey } from './address-key';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins one client address may make within LOCKOUT_WINDOW_MS, across all accounts. */
export const ADDRESS_FAILURES = 20;

/** Who is attempting: the client address, its network (login-place.ts networkKey), and whether the account knows it. */
export interface AttemptSource {
  readonly address: string;
  readonly network: string;
  readonly knownNetwork: boolean;
}

/** The key a known player's failures are counted under, whichever of their names was typed. */
export function playerKey(userId: number): string {
  return `player:${userId}`;
}

/** The key failures naming no player are counted under: the typed text, normalised. */
export function typedKey(account: string): string {
  return `typed:${account.normalize('NFKC').trim().toLowerCase()}`;
}

/**
 * RateLimited (429) when the address is throttled, Fail 1047 when the account is locked for this source;
 * otherwise records this attempt as a failure and answers its row id (pass it to `withdrawAttempt` when the
 * attempt succeeds).
 */
export function beginLoginAttempt(deps: Pick<Deps, 'db' | 'clock'>, key: string, source: AttemptSource): number {
  const now = deps.clock.now();
  const address = addressKey(source.address);
  const since = now - LOCKOUT_WINDOW_MS;
  return deps.db.transaction((): number => {
    // Keep the table to the live window.
    sql(deps.db, 'DELETE FROM login_failures WHERE created_at <= ?').run(since);
    const byAddress = sql<[string, number], { n: number; oldest: number | null }>(
      deps.db,
      'SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM login_failures WHERE address = ? AND created_at > ?',
    ).get(address, since);
    if ((byAddress?.n ?? 0) >= ADDRESS_FAILURES) {
      const freeAt = (byAddress?.oldest ?? now) + LOCKOUT_WINDOW_MS;
      throw new RateLimited(Math.max(1, Math.ceil((freeAt - now) / 1000)), 'Too many login attempts from this address');
    }
    const recent = source.knownNetwork
      ? sql<[string, string, number], { n: number }>(
          deps.db,
          'SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND network = ? AND created_at > ?',
        ).get(key, source.network, since)
      : sql<[string, number], { n: number }>(
          deps.db,
          'SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND created_at > ?',
        ).get(key, since);
    if ((recent?.n ?? 0) >= LOCKOUT_FAILURES) {
      throw new Fail(ERRCODE.TooManyLoginAttempts, 'Too many failed login attempts; try again later');
    }
    return Number(
      sql(deps.db, 'INSERT INTO login_failures (account, created_at, address, network) VALUES (?, ?, ?, ?)').run(
        key,
        now,
        address,
        source.network,
      ).lastInsertRowid,
    );
  })();
}

/** Takes back one attempt recorded by `beginLoginAttempt` (the password was right). */
export function withdrawAttempt(deps: Pick<Deps, 'db'>, attemptId: number): void {
  sql(deps.db, 'DELETE FROM login_failures WHERE rowid = ?').run(attemptId);
}

/** Forgets every counted failure of these keys (a successful login or password reset). */
export function clearFailures(deps: Pick<Deps, 'db'>, ...keys: readonly string[]): void {
  for (const key of keys) sql(deps.db, 'DELETE FROM login_failures WHERE account = ?').run(key);
}
