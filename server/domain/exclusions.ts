/**
 * Cool-off, self-exclusion and account closure (docs/player-protection.md).
 *
 * - Cool-off: 24 hours, 7 days or 30 days; cannot be ended early.
 * - Self-exclusion: 6 months, 1 year or 5 years (calendar months from the instant it starts, UTC date
 *   arithmetic); the first 6 months cannot be ended (PAGCOR), after that an end request takes effect 24 hours
 *   later.
 * - Closure: no end date; reopening is the operator's (customer service), never the player's alone.
 *
 * Each is confirmed with the player's password (RSA-encrypted like login) and takes effect at once: in the
 * same transaction every session of the player is revoked (all devices), so the next call of any of them is
 * 401. While one is active, login (password or LINE) answers 2401 (cool-off, self-exclusion: with the end date)
 * or 2402 (closure) and a WITHDRAW-ONLY session token: that session is accepted by WITHDRAW_ONLY_OPERATIONS
 * and by nothing else (api.ts treats it as no session — 401 — everywhere else), so deposits, games,
 * bonuses and every other money operation are refused while the remaining balance can still be withdrawn.
 */
import { EXCLUSION_DURATIONS, SELF_EXCLUSION_IRREVOCABLE_MONTHS } from '../../contract/exclusion-rules';
import { ERRCODE } from '../../contract/ids';
import type { OperationId } from '../../contract/operations.gen';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { decryptSecret, DUMMY_HASH, verifySecret } from './crypto';
import { endGameSessions } from './game-session-end';
import { takeTokens, type Bucket } from './rate-limit';
import { createSession, revokeAllSessions } from './sessions';
import { requireUser } from './users';

export type Exclusion = components['schemas']['Exclusion'];
type ExclusionKind = Exclusion['kind'];
type ExclusionDuration = Exclusion['duration'];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long after an end request a self-exclusion past its first 6 months ends. */
export const EXCLUSION_END_DELAY_MS = 24 * HOUR_MS;
/** Password confirmations per player (a stolen session cannot guess the password through them). */
const CONFIRM_ATTEMPTS: Bucket = { burst: 5, perSecond: 1 / 180 };

/** Pure: `months` calendar months after `at` (UTC date arithmetic; the 31st of a short month is its last day). */
export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** Pure: when an exclusion of this duration started at `at` ends (null: closure, no end). */
export function endOf(duration: ExclusionDuration, at: number): number | null {
  switch (duration) {
    case '24h':
      return at + DAY_MS;
    case '7d':
      return at + 7 * DAY_MS;
    case '30d':
      return at + 30 * DAY_MS;
    case '6m':
      return addMonths(at, 6);
    case '1y':
      return addMonths(at, 12);
    case '5y':
      return addMonths(at, 60);
    case 'permanent':
      return null;
  }
}

/**
 * What a withdraw-only session may call: see and withdraw the balance, the steps a withdrawal may need first
 * (identity check, a bank card, the safebox password), end a self-exclusion past its first 6 months, log out.
 */
export const WITHDRAW_ONLY_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getUserInfo',
  'refreshData',
  'getExchange',
  'getBonusWallet',
  'exchange',
  'getExchangeOrder',
  'addBankInfo',
  'getSafebox',
  'safeboxPasswordInit',
  'kyc',
  'uploadKyc',
  'addKyc',
  'getExclusion',
  'endSelfExclusion',
  'logout',
]);

interface ExclusionRow {
  id: number;
  kind: ExclusionKind;
  duration: ExclusionDuration;
  started_at: number;
  ends_at: number | null;
  revocable_at: number | null;
}

function toExclusion(row: ExclusionRow): Exclusion {
  return {
    kind: row.kind,
    duration: row.duration,
    startedAt: row.started_at,
    ...(row.ends_at !== null ? { endsAt: row.ends_at } : {}),
    ...(row.revocable_at !== null ? { revocableAt: row.revocable_at } : {}),
    ...(endRequested(row) ? { endRequested: true } : {}),
  };
}

/** Whether the player asked to end this self-exclusion: only endSelfExclusion moves its end before its term. */
function endRequested(row: ExclusionRow): boolean {
  const term = endOf(row.duration, row.started_at);
  return row.kind === 'selfExclusion' && row.ends_at !== null && term !== null && row.ends_at < term;
}

function activeRow(deps: Pick<Deps, 'db'>, userId: number, now: number): ExclusionRow | undefined {
  return sql<[number, number], ExclusionRow>(
    deps.db,
    `SELECT id, kind, duration, started_at, ends_at, revocable_at FROM player_exclusions
      WHERE user_id = ? AND (ends_at IS NULL OR ends_at > ?)
      ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1`,
  ).get(userId, now);
}

/** The exclusion in force for the player now (the one ending last), or null. */
export function activeExclusion(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Exclusion | null {
  const row = activeRow(deps, userId, deps.clock.now());
  return row ? toExclusion(row) : null;
}

/** Checks the player's password (RSA ciphertext); 2403 when it is wrong, 429 past CONFIRM_ATTEMPTS. */
async function confirmPassword(deps: Pick<Deps, 'db' | 'clock' | 'keys'>, userId: number, ciphertext: string) {
  takeTokens(deps, [{ key: `exclusion-confirm:${userId}`, bucket: CONFIRM_ATTEMPTS }]);
  const user = requireUser(deps, userId);
  const password = decryptSecret(deps.keys, ciphertext);
  const ok = await verifySecret(password ?? '', user.password_hash ?? DUMMY_HASH);
  if (!ok || password === null || !user.password_hash)
    throw new Fail(ERRCODE.ExclusionPasswordWrong, 'The password is not right');
}

/** Starts a cool-off, self-exclusion or closure; every session of the player is revoked in the same transaction. */
export async function startExclusion(
  deps: Pick<Deps, 'db' | 'clock' | 'keys'>,
  userId: number,
  request: { kind: ExclusionKind; duration?: ExclusionDuration; password: string },
): Promise<Exclusion> {
  const duration = request.kind === 'closure' ? 'permanent' : request.duration;
  if (!duration || !EXCLUSION_DURATIONS[request.kind].includes(duration))
    throw new Fail(ERRCODE.ExclusionDurationInvalid, `${request.kind} cannot last ${String(request.duration)}`);
  await confirmPassword(deps, userId, request.password);
  return deps.db.transaction(() => {
    const now = deps.clock.now();
    if (activeRow(deps, userId, now)) throw new Fail(ERRCODE.ExclusionActive, 'An exclusion is already in force');
    const endsAt = endOf(duration, now);
    const revocableAt = request.kind === 'selfExclusion' ? addMonths(now, SELF_EXCLUSION_IRREVOCABLE_MONTHS) : null;
    sql(
      deps.db,
      `INSERT INTO player_exclusions (user_id, kind, duration, started_at, ends_at, revocable_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(userId, request.kind, duration, now, endsAt, revocableAt);
    // Every open game ends at once, saying why; then every session of the player.
    endGameSessions(deps.db, { userId }, request.kind, now);
    revokeAllSessions(deps.db, userId, now);
    return toExclusion(activeRow(deps, userId, now) as ExclusionRow);
  })();
}

/**
 * Ends a self-exclusion past its first 6 months: it then ends EXCLUSION_END_DELAY_MS later (an earlier end
 * stays). 2405 with `revocableAt` before that, 2406 for a cool-off or closure (or nothing in force).
 */
export async function endSelfExclusion(
  deps: Pick<Deps, 'db' | 'clock' | 'keys'>,
  userId: number,
  password: string,
): Promise<Exclusion> {
  await confirmPassword(deps, userId, password);
  return deps.db.transaction(() => {
    const now = deps.clock.now();
    const row = activeRow(deps, userId, now);
    if (!row || row.kind !== 'selfExclusion')
      throw new Fail(ERRCODE.ExclusionNotRevocable, 'Only a self-exclusion can be ended early');
    if (row.revocable_at === null || now < row.revocable_at)
      throw new Fail(ERRCODE.ExclusionIrrevocable, 'The first 6 months of a self-exclusion cannot be ended', {
        revocableAt: row.revocable_at ?? row.ends_at ?? now,
      });
    const endsAt = Math.min(row.ends_at ?? Infinity, now + EXCLUSION_END_DELAY_MS);
    sql(deps.db, 'UPDATE player_exclusions SET ends_at = ? WHERE id = ?').run(endsAt, row.id);
    return toExclusion({ ...row, ends_at: endsAt });
  })();
}

/**
 * Login's answer for a player with an exclusion in force: 2401 / 2402 with the exclusion and a new
 * withdraw-only session token. Throws; call it after the password (or LINE) proved the player.
 */
export function refuseExcludedLogin(
  deps: Pick<Deps, 'db' | 'clock' | 'random'>,
  userId: number,
  exclusion: Exclusion,
  origin: { ip: string; userAgent: string },
): never {
  const now = deps.clock.now();
  const withdrawToken = createSession(deps.db, deps.random, userId, now, {}, { ...origin, scope: 'withdraw' });
  const closed = exclusion.kind === 'closure';
  const until = exclusion.endsAt !== undefined ? new Date(exclusion.endsAt).toISOString() : '';
  throw new Fail(
    closed ? ERRCODE.AccountClosed : ERRCODE.AccountExcluded,
    closed ? 'This account is closed' : `This account is excluded from play until ${until}`,
    { exclusion, withdrawToken },
  );
}
