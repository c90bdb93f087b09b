/**
 * Valid invites: the one definition every agent programme counts (Agent 26, AgentCount 31,
 * Agent5 41, the proxy share tasks; docs/promotions.md "Valid invites"; the contract's `ValidInvite` schema).
 *
 * An invite is tracked from the share link (users.ts shareUrl: `?outValue=…&install_referrer=h5&aid=<inviter id>&
 * share_referrer=8`): the link's query reaches the registration as `outUrl`, and its `aid` becomes the new
 * player's `users.inviter_id` (accounts.ts inviterFromOutUrl). The invited player (the invitee) is a VALID
 * invite of that inviter when all of these hold:
 * 1. the invitee's account is not disabled;
 * 2. the invitee registered on a device the server can tell apart: the `phoneinfoJsonModel.deviceIdJsonModel.
 *    afuid` of the registration (the invitee's first session) is a non-empty string;
 * 3. that device had no session of any other player before the registration — neither the inviter's (a
 *    self-invite from the inviter's own phone) nor anyone else's (a second account on the same phone);
 * 4. the invitee has a bound mobile number (registered with it, or bound it later with bindAccount; a number
 *    belongs to one account only, users.mobile is UNIQUE);
 * 5. the invitee has completed at least one deposit (a recharge order with status 'done').
 * The invite became valid at `validatedAt` = the later of the mobile binding and the first completed deposit.
 * Conditions 1–3 are fixed at registration (1 unless an operator disables the account), 4 and 5 only ever
 * become true, so an invite that is valid stays valid unless the invitee's account is disabled.
 *
 * Every programme counts from these facts; nothing here is stored, so no programme can disagree with another.
 * Rewards per valid invite are keyed by the invitee's id in each programme's own unique rows.
 */
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { maskAccount } from './users';

/**
 * Where an invitee stands. `valid` counts; `noMobile` and `noDeposit` may still become valid (the invitee has
 * something left to do); `noDevice`, `sharedDevice` and `disabled` never count.
 */
export type InviteStatus = 'valid' | 'noMobile' | 'noDeposit' | 'noDevice' | 'sharedDevice' | 'disabled';

export interface Invitee {
  readonly userId: number;
  readonly inviterId: number;
  /** The invitee's mobile number (or account, when none is bound) masked for lists: 081****678. */
  readonly maskedPhone: string;
  readonly registeredAt: number;
  /** When the mobile number was bound (the registration for a phone account); null without one. */
  readonly mobileBoundAt: number | null;
  /** When the first deposit completed; null before one. */
  readonly firstDepositAt: number | null;
  /** When the invite became valid (max of the two above); null unless `status` is 'valid'. */
  readonly validatedAt: number | null;
  readonly status: InviteStatus;
}

/** A window on `validatedAt`: from `since` (inclusive) to `until` (exclusive), either end open. */
export interface InviteWindow {
  readonly since?: number;
  readonly until?: number;
}

interface Row {
  id: number;
  inviter_id: number;
  account: string;
  mobile: string | null;
  disabled: number;
  created_at: number;
  mobile_bound_at: number | null;
  first_deposit_at: number | null;
  afuid: unknown;
  shared: number;
}

// The invitee's registration session is its first one (smallest rowid: sessions are never deleted). The
// device is shared when any other player's session on the same afuid came before it.
const SELECT_INVITEES = `
  WITH inv AS (
    SELECT u.id, u.inviter_id, u.account, u.mobile, u.disabled, u.created_at, u.mobile_bound_at,
           (SELECT s.rowid FROM sessions s WHERE s.user_id = u.id ORDER BY s.rowid LIMIT 1) AS reg_sid,
           (SELECT MIN(r.done_at) FROM recharge_orders r WHERE r.user_id = u.id AND r.status = 'done')
             AS first_deposit_at
      FROM users u
     WHERE %WHERE%
  ), dev AS (
    SELECT inv.*, json_extract(s.device, '$.deviceIdJsonModel.afuid') AS afuid
      FROM inv LEFT JOIN sessions s ON s.rowid = inv.reg_sid
  )
  SELECT dev.id, dev.inviter_id, dev.account, dev.mobile, dev.disabled, dev.created_at, dev.mobile_bound_at,
         dev.first_deposit_at, dev.afuid,
         EXISTS (SELECT 1 FROM sessions o
                  WHERE json_extract(o.device, '$.deviceIdJsonModel.afuid') = dev.afuid
                    AND o.user_id <> dev.id AND o.rowid < dev.reg_sid) AS shared
    FROM dev
   ORDER BY dev.created_at DESC, dev.id DESC`;

const BY_INVITER = SELECT_INVITEES.replace('%WHERE%', 'u.inviter_id = ? AND u.id <> u.inviter_id');
const BY_INVITEE = SELECT_INVITEES.replace('%WHERE%', 'u.id = ? AND u.inviter_id IS NOT NULL AND u.id <> u.inviter_id');

function statusOf(r: Row): InviteStatus {
  if (r.disabled) return 'disabled';
  if (typeof r.afuid !== 'string' || r.afuid === '') return 'noDevice';
  if (r.shared) return 'sharedDevice';
  if (r.mobile === null) return 'noMobile';
  if (r.first_deposit_at === null) return 'noDeposit';
  return 'valid';
}

function invitee(r: Row): Invitee {
  const status = statusOf(r);
  const mobileBoundAt = r.mobile === null ? null : (r.mobile_bound_at ?? r.created_at);
  return {
    userId: r.id,
    inviterId: r.inviter_id,
    maskedPhone: maskAccount(r.mobile ?? r.account),
    registeredAt: r.created_at,
    mobileBoundAt,
    firstDepositAt: r.first_deposit_at,
    validatedAt: status === 'valid' ? Math.max(mobileBoundAt ?? 0, r.first_deposit_at ?? 0) : null,
    status,
  };
}

/** Every player the inviter invited, valid or not, newest registration first. */
export function invitees(deps: Pick<Deps, 'db'>, inviterId: number): Invitee[] {
  return sql<[number], Row>(deps.db, BY_INVITER).all(inviterId).map(invitee);
}

const inWindow = (at: number, w: InviteWindow): boolean =>
  (w.since === undefined || at >= w.since) && (w.until === undefined || at < w.until);

/** The inviter's valid invites (validated in `window` when given), in the order they became valid. */
export function validInvites(deps: Pick<Deps, 'db'>, inviterId: number, window: InviteWindow = {}): Invitee[] {
  return invitees(deps, inviterId)
    .filter((i) => i.validatedAt !== null && inWindow(i.validatedAt, window))
    .sort((a, b) => (a.validatedAt ?? 0) - (b.validatedAt ?? 0) || a.userId - b.userId);
}

/** How many valid invites the inviter has (validated in `window` when given). */
export function countValidInvites(deps: Pick<Deps, 'db'>, inviterId: number, window: InviteWindow = {}): number {
  return validInvites(deps, inviterId, window).length;
}

/** The invite that brought `inviteeId`, valid or not; null when nobody invited that player. */
export function inviteOf(deps: Pick<Deps, 'db'>, inviteeId: number): Invitee | null {
  const row = sql<[number], Row>(deps.db, BY_INVITEE).get(inviteeId);
  return row ? invitee(row) : null;
}
