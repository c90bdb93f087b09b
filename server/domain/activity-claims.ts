/**
 * Claiming activity gifts: one first-charge gift at a time, and an invite-friends tier.
 *
 * Reference-server rules:
 * - First charge: the player claims the gifts of the purchased package one item id at a time (each once).
 *   Checks in order: activity 39 open (1001), a package purchased (1002), not every gift claimed (1008), the
 *   item is part of the package (1004), not claimed yet (1003). The claim row's PRIMARY KEY is the last
 *   guard: a racing duplicate hits it and answers 1003.
 * - Invite friends: receiving the current tier credits that tier's whole award at once (one receive per
 *   tier); the propId sent only has to be one of the tier's items. Checks in order: activity 40 open (1001),
 *   a bound mobile (1007: inviting needs a bound mobile), tiers left (1008), invite count reached
 *   (1006), the item is part of the tier (1004); the invite_claims PRIMARY KEY answers a duplicate with 1003.
 * - Coin and points are ledger movements (kind 'first_charge' / 'invite'); other items are prop_grants.
 *   The claim row and its credits share one transaction.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import {
  currentInviteTier,
  firstChargePurchase,
  firstChargeState,
  inviteState,
  isActivityOpen,
  mergeAward,
} from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import type { UserRow } from './users';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

const ALREADY_CLAIMED = 'This gift has already been claimed';

/** Runs an insert that a racing duplicate would break, answering the duplicate with 1003. */
function insertClaim(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, ALREADY_CLAIMED);
    throw error;
  }
}

export function claimFirstChargeGift(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'created_at'>,
  propId: number,
): { state: Schemas['FirstChargeState']; propList: PrizeItem[] } {
  if (!isActivityOpen(deps, ACTIVITY.FirstCharge))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    const purchase = firstChargePurchase(deps, user.id);
    const before = firstChargeState(deps, user);
    if (!purchase || before.itemStatus === 0) throw new Fail(ERRCODE.NotEligible, 'No first-charge package purchased');
    if (before.itemStatus === 2) throw new Fail(ERRCODE.AllGiftsClaimed, 'Every gift has been claimed');
    const item = purchase.award.find((i) => i.id === propId);
    if (!item) throw new Fail(ERRCODE.NothingChanged, 'Gift not part of this award');
    if (before.propReceiveList.includes(propId)) throw new Fail(ERRCODE.GiftClaimed, ALREADY_CLAIMED);
    insertClaim(() =>
      sql(deps.db, 'INSERT INTO first_charge_claims (user_id, award_id, prop_id, created_at) VALUES (?, ?, ?, ?)').run(
        user.id,
        purchase.awardId,
        propId,
        now,
      ),
    );
    const credited = creditItem(deps.db, {
      userId: user.id,
      item,
      kind: 'first_charge',
      ledgerRef: `${user.id}:${purchase.awardId}:${propId}`,
      grantRef: `${user.id}:${purchase.awardId}`,
      at: now,
    });
    if (!credited) throw new Fail(ERRCODE.GiftClaimed, ALREADY_CLAIMED);
    return { state: firstChargeState(deps, user), propList: [item] };
  })();
}

export function receiveInviteTier(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'mobile'>,
  propId: number,
): { state: Schemas['InviteState']; propList: PrizeItem[] } {
  if (!isActivityOpen(deps, ACTIVITY.InviteFriend1))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  if (!user.mobile) throw new Fail(ERRCODE.MobileRequired, 'A bound mobile number is required');
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    const before = inviteState(deps, user.id);
    const tier = currentInviteTier(deps, user.id);
    if (!tier || before.itemStatus === 2) throw new Fail(ERRCODE.AllGiftsClaimed, 'Every gift has been claimed');
    if (before.itemStatus === 0) throw new Fail(ERRCODE.InviteCountNotReached, 'Invite count not reached');
    const award = mergeAward(tier.award);
    if (!award.some((i) => i.id === propId)) throw new Fail(ERRCODE.NothingChanged, 'Gift not part of this award');
    insertClaim(() =>
      sql(deps.db, 'INSERT INTO invite_claims (user_id, award_id, created_at) VALUES (?, ?, ?)').run(
        user.id,
        tier.id,
        now,
      ),
    );
    for (const item of award) {
      const credited = creditItem(deps.db, {
        userId: user.id,
        item,
        kind: 'invite',
        ledgerRef: `${user.id}:${tier.id}:${item.id}`,
        grantRef: `${user.id}:${tier.id}`,
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.GiftClaimed, ALREADY_CLAIMED);
    }
    return { state: inviteState(deps, user.id), propList: award.filter((i) => i.count > 0) };
  })();
}
