/**
 * Wallet rules: withdrawal bounds and processing periods, bank-card validation, the safebox
 * password (format, and a lock after repeated wrong guesses) and the bonus-point exchange rate.
 * All amounts are integer hundredths.
 */
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { decryptSecret, verifySecret } from './crypto';
import { requireUser } from './users';

type Schemas = components['schemas'];
type ProcessingPeriod = Schemas['ProcessingPeriod'];

// ───────────── withdrawal limits ─────────────

/** Smallest withdrawal: 100.00. */
export const EXCHANGE_MIN_AMOUNT = 10_000;
/** Largest withdrawal: 5,000,000.00. */
export const EXCHANGE_MAX_AMOUNT = 500_000_000;
/** A player may have at most this many withdrawals in 'processing' at once (2018 beyond). */
export const MAX_OPEN_WITHDRAWALS = 3;

/**
 * Processing periods ("1 to 50,000 take 1 to 3 business days; 50,000 to 500,000 take 3 to 5;
 * above 500,000 take 5 to 10"). Boundaries: each `maxAmount` is inclusive, so exactly 50,000.00 takes 1–3
 * days and 50,000.01 takes 3–5; exactly 500,000.00 takes 3–5 and 500,000.01 takes 5–10. The first period
 * starts at 1.00, although a withdrawal starts at EXCHANGE_MIN_AMOUNT. `maxAmount` 0 means
 * no upper bound.
 */
const PROCESSING_PERIODS: readonly ProcessingPeriod[] = [
  { minAmount: 100, maxAmount: 5_000_000, minDays: 1, maxDays: 3 },
  { minAmount: 5_000_001, maxAmount: 50_000_000, minDays: 3, maxDays: 5 },
  { minAmount: 50_000_001, maxAmount: 0, minDays: 5, maxDays: 10 },
];

/** The processing period an amount falls in (the last, open-ended one above every bound). */
export function processingPeriodFor(amount: number): ProcessingPeriod {
  const found = PROCESSING_PERIODS.find((p) => p.maxAmount === 0 || amount <= p.maxAmount);
  return found ?? (PROCESSING_PERIODS[PROCESSING_PERIODS.length - 1] as ProcessingPeriod);
}

/** A fresh copy for answers (the constant itself stays frozen in spirit). */
export function processingPeriods(): ProcessingPeriod[] {
  return PROCESSING_PERIODS.map((p) => ({ ...p }));
}

// ───────────── bank cards ─────────────

/** A player may bind at most this many cards (one per bank). */
export const MAX_CARDS = 5;
const CARD_MIN_DIGITS = 8;
const CARD_MAX_DIGITS = 20;
const NAME_MIN = 2;
const NAME_MAX = 60;
/** Letters of any script with their combining marks (Thai vowels and tones), spaces, dots, apostrophes, hyphens. */
const NAME_CHARS = /^[\p{L}\p{M} .'’-]+$/u;
const HAS_LETTER = /\p{L}/u;

interface BankRow {
  id: number;
  name: string;
  short_name: string;
}

interface CardRow {
  id: number;
  user_id: number;
  bank_id: number;
  account_name: string;
  card_num: string;
}

export function findBank(deps: Pick<Deps, 'db'>, bankId: number): BankRow | undefined {
  return sql<[number], BankRow>(deps.db, 'SELECT id, name, short_name FROM banks WHERE id = ?').get(bankId);
}

export function findCard(deps: Pick<Deps, 'db'>, userId: number, bankId: number): CardRow | undefined {
  return sql<[number, number], CardRow>(
    deps.db,
    'SELECT id, user_id, bank_id, account_name, card_num FROM user_banks WHERE user_id = ? AND bank_id = ?',
  ).get(userId, bankId);
}

export function cardCount(deps: Pick<Deps, 'db'>, userId: number): number {
  return (
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM user_banks WHERE user_id = ?').get(userId)?.n ?? 0
  );
}

/** Card number with spaces and dashes removed; 8–20 digits or Fail(2012). */
export function normalizeCardNum(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(digits) || digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) {
    throw new Fail(ERRCODE.BankCardInvalid, `Card number must have ${CARD_MIN_DIGITS} to ${CARD_MAX_DIGITS} digits`);
  }
  return digits;
}

/**
 * Account holder name, trimmed and NFC-normalised: 2–60 characters of letters (any script), spaces, dots,
 * apostrophes and hyphens, with at least one letter; otherwise Fail(2012).
 */
export function normalizeAccountName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX || !NAME_CHARS.test(name) || !HAS_LETTER.test(name)) {
    throw new Fail(
      ERRCODE.BankCardInvalid,
      `Account name must be ${NAME_MIN}-${NAME_MAX} letters, spaces, dots, apostrophes or hyphens, as on the bank account`,
    );
  }
  return name;
}

// ───────────── safebox password ─────────────

/** Wrong safebox passwords allowed within the window before the safebox locks. */
const SAFEBOX_MAX_FAILURES = 5;
const SAFEBOX_LOCK_WINDOW_MS = 15 * 60 * 1000;

/** Decrypts a safebox password and checks it is exactly 6 digits; null otherwise. */
export function decryptSixDigits(deps: Pick<Deps, 'keys'>, ciphertext: string): string | null {
  const plain = decryptSecret(deps.keys, ciphertext);
  return plain !== null && /^[0-9]{6}$/.test(plain) ? plain : null;
}

/** When the safebox unlocks again, or null while fewer than SAFEBOX_MAX_FAILURES fell in the window. */
function safeboxLockedUntil(deps: Pick<Deps, 'db' | 'clock'>, userId: number): number | null {
  const now = deps.clock.now();
  const fifth = sql<[number, number, number], { created_at: number }>(
    deps.db,
    `SELECT created_at FROM safebox_failures WHERE user_id = ? AND created_at > ?
      ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?`,
  ).get(userId, now - SAFEBOX_LOCK_WINDOW_MS, SAFEBOX_MAX_FAILURES - 1);
  return fifth ? fifth.created_at + SAFEBOX_LOCK_WINDOW_MS : null;
}

/** Per database and player, the tail of the queue of safebox-password checks in progress. */
const checkQueues = new WeakMap<object, Map<number, Promise<void>>>();

/**
 * Runs `fn` after the player's earlier safebox-password checks have finished, so the checks of one player
 * never overlap: each sees the failures counted by the ones before it. Concurrent guesses cannot slip past
 * the lock, and a player's concurrent right answers are not mistaken for guesses in flight.
 */
async function oneAtATime<T>(db: object, userId: number, fn: () => Promise<T>): Promise<T> {
  let queues = checkQueues.get(db);
  if (!queues) {
    queues = new Map();
    checkQueues.set(db, queues);
  }
  const before = queues.get(userId) ?? Promise.resolve();
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  queues.set(userId, tail);
  try {
    await before;
    return await fn();
  } finally {
    release();
    if (queues.get(userId) === tail) queues.delete(userId);
  }
}

/**
 * Checks the player's safebox password: 2007 when none is set; 2008 when it is wrong (a ciphertext that
 * does not decrypt counts as wrong) or, after SAFEBOX_MAX_FAILURES wrong ones within the window, 2008
 * "locked" without checking at all. A player's checks run one at a time (oneAtATime); besides, each
 * attempt is written down as a failure *before* the slow verification and forgiven when it turns out
 * right, so even checks from several processes cannot exceed the limit. A right password clears the
 * player's failures.
 */
export function checkSafeboxPassword(
  deps: Pick<Deps, 'db' | 'clock' | 'keys'>,
  userId: number,
  ciphertext: string,
): Promise<void> {
  return oneAtATime(deps.db, userId, () => checkNow(deps, userId, ciphertext));
}

async function checkNow(deps: Pick<Deps, 'db' | 'clock' | 'keys'>, userId: number, ciphertext: string): Promise<void> {
  const user = requireUser(deps, userId);
  const stored = user.safebox_password_hash;
  if (!stored) throw new Fail(ERRCODE.SafeboxPasswordNotSet, 'Set a safebox password first');
  const now = deps.clock.now();
  const lockedUntil = safeboxLockedUntil(deps, userId);
  if (lockedUntil !== null) {
    const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
    throw new Fail(
      ERRCODE.SafeboxPasswordWrong,
      `Too many wrong safebox passwords: locked, try again in ${minutes} minute(s)`,
    );
  }
  deps.db.transaction(() => {
    sql(deps.db, 'DELETE FROM safebox_failures WHERE user_id = ? AND created_at <= ?').run(
      userId,
      now - SAFEBOX_LOCK_WINDOW_MS,
    );
    sql(deps.db, 'INSERT INTO safebox_failures (user_id, created_at) VALUES (?, ?)').run(userId, now);
  })();
  const plain = decryptSecret(deps.keys, ciphertext);
  let ok = false;
  if (plain !== null) {
    try {
      ok = await verifySecret(plain, stored);
    } catch {
      ok = false;
    }
  }
  if (ok) {
    sql(deps.db, 'DELETE FROM safebox_failures WHERE user_id = ?').run(userId);
    return;
  }
  const left = SAFEBOX_MAX_FAILURES - countRecentFailures(deps, userId);
  throw new Fail(
    ERRCODE.SafeboxPasswordWrong,
    left > 0
      ? `Safebox password incorrect (${left} attempt(s) left)`
      : 'Safebox password incorrect: locked, try again in 15 minutes',
  );
}

function countRecentFailures(deps: Pick<Deps, 'db' | 'clock'>, userId: number): number {
  return (
    sql<[number, number], { n: number }>(
      deps.db,
      'SELECT COUNT(*) AS n FROM safebox_failures WHERE user_id = ? AND created_at > ?',
    ).get(userId, deps.clock.now() - SAFEBOX_LOCK_WINDOW_MS)?.n ?? 0
  );
}

// ───────────── bonus points ─────────────

/** A point is worth 0.008 coin: 125 points = 1.00 coin. */
export const COIN_PER_POINT = 0.008;
export const LOTTERY_MIN_POINTS = 125;
export const LOTTERY_STEP_POINTS = 125;

/** The lottery account is kept in hundredths of a point, like every other account. */
export function lotteryHundredthsFor(points: number): number {
  return points * 100;
}

/** Coin (hundredths) for whole points: points × 0.008 × 100 = points × 4 / 5, exact for multiples of 125. */
export function coinHundredthsFor(points: number): number {
  return (points * 4) / 5;
}
