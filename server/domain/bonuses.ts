/**
 * The two bonuses the app promises on screen (the header hint and the forced-update modal), kept here:
 *
 * - First deposit: the player's first completed deposit, whatever it buys (a plain deposit, a first-charge
 *   package, a login-pay card), is followed by FIRST_DEPOSIT_BONUS in the same transaction (ledger kind
 *   `first_deposit_bonus`, ref = the order id). The header and deposit-page hint shows exactly while the
 *   player has no completed deposit (`firstRecharge` 0), so hint and bonus always agree. Players whose first
 *   deposit completed before this rule existed get nothing later: the bonus follows the first deposit only.
 * - Android app: the first login (or registration) whose `phoneinfoJsonModel.channel` is ANDROID_CHANNEL,
 *   the native app's channel, credits APP_LOGIN_BONUS (kind `app_login_bonus`, ref = the player id). The
 *   channel is the client's word, as every device field is; the once-per-player rule is what bounds it.
 *
 * Both amounts are in the variant's currency (config COUNTRY) and reach the app through the configuration
 * (`firstDepositBonus`, `appLoginBonus`). Once per player is held by the database: migration
 * 030-bonuses.sql adds a unique index over ledger(user_id) for each kind, and `post` writes with
 * INSERT OR IGNORE, so concurrent completions or logins write one row.
 */
import type { Database } from 'better-sqlite3';
import { sql } from '../db/sql';
import { post } from './ledger';

/** "+300" of the hint: 300.00 of the variant's currency, in hundredths. */
export const FIRST_DEPOSIT_BONUS = 30_000;
/** The "20" of the forced-update modal: 20.00 of the variant's currency, in hundredths. */
export const APP_LOGIN_BONUS = 2_000;
/** The channel the native Android app sends (the web app sends "WEB"). */
export const ANDROID_CHANNEL = 'ANDROID';

/**
 * Inside the completion transaction of `orderId`, after it was marked done: credits the bonus when it is
 * the player's first completed deposit. Answers whether it credited.
 */
export function grantFirstDepositBonus(db: Database, userId: number, orderId: string, at: number): boolean {
  const done = sql<[number], { n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ? AND status = 'done'",
  ).get(userId);
  if ((done?.n ?? 0) !== 1) return false;
  return post(db, {
    userId,
    account: 'coin',
    delta: FIRST_DEPOSIT_BONUS,
    kind: 'first_deposit_bonus',
    ref: orderId,
    at,
  });
}

/** Whether the device info of an auth call says it comes from the native Android app. */
export function isAndroidApp(device: unknown): boolean {
  return typeof device === 'object' && device !== null && (device as { channel?: unknown }).channel === ANDROID_CHANNEL;
}

/** On a successful login or registration: credits the app bonus on the player's first app login. */
export function grantAppLoginBonus(db: Database, userId: number, device: unknown, at: number): boolean {
  if (!isAndroidApp(device)) return false;
  return post(db, {
    userId,
    account: 'coin',
    delta: APP_LOGIN_BONUS,
    kind: 'app_login_bonus',
    ref: String(userId),
    at,
  });
}

/** The player's app bonus row (its ledger id and time), or null. */
export function appLoginBonusOf(db: Database, userId: number): { id: number; at: number } | null {
  return (
    sql<[number], { id: number; at: number }>(
      db,
      "SELECT id, created_at AS at FROM ledger WHERE user_id = ? AND kind = 'app_login_bonus' AND account = 'coin'",
    ).get(userId) ?? null
  );
}

/** The newest ledger row id (0 when empty): rows written later have greater ids. */
export function lastLedgerId(db: Database): number {
  return sql<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM ledger').get()?.id ?? 0;
}
