/**
 * Login lockout: five failed logins for the same account within 15 minutes refuse further attempts
 * (1047) until the oldest of them leaves the window. Keyed by the lower-cased account text as typed, so
 * unknown accounts lock exactly like real ones and the answer reveals nothing.
 *
 * An attempt is counted as a failure BEFORE the password is checked (atomically with the lock check), and
 * withdrawn when the password turns out right: parallel guesses cannot slip past the limit while their
 * slow hashes run.
 */
import { ERRCODE } from '../../contract/ids';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';

const LOCKOUT_FAILURES = 5;
const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/** The key failures are counted under: the account as typed, lower-cased. */
export function lockoutKey(account: string): string {
  return account.toLowerCase();
}

/**
 * Fail 1047 when the account is locked; otherwise records this attempt as a failure and answers its row
 * id (pass it to `withdrawAttempt` when the attempt succeeds).
 */
export function beginLoginAttempt(deps: Pick<Deps, 'db' | 'clock'>, key: string): number {
  const now = deps.clock.now();
  return deps.db.transaction((): number => {
    // Keep the table to the live window.
    sql(deps.db, 'DELETE FROM login_failures WHERE created_at <= ?').run(now - LOCKOUT_WINDOW_MS);
    const recent = sql<[string, number], { n: number }>(
      deps.db,
      'SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND created_at > ?',
    ).get(key, now - LOCKOUT_WINDOW_MS);
    if ((recent?.n ?? 0) >= LOCKOUT_FAILURES) {
      throw new Fail(ERRCODE.TooManyLoginAttempts, 'Too many failed login attempts; try again later');
    }
    return Number(
      sql(deps.db, 'INSERT INTO login_failures (account, created_at) VALUES (?, ?)').run(key, now).lastInsertRowid,
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
