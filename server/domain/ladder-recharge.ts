/**
 * Ladder recharge (activity 17): today's deposits unlock tiers of increasing bonus.
 *
 * Reference-server rules (docs/promotions.md "Ladder recharge (type 17)"):
 * - "Today" is the country's local calendar day (activity-time.ts). Today's total is the sum of the player's
 *   deposits completed today (recharge_orders status 'done', done_at within the day), whatever they bought.
 * - A tier is claimable once today's total reaches its `recharge` (status 1), claimed once per player, tier and
 *   local day (status 2; ladder_claims PRIMARY KEY). Unclaimed tiers lapse at local midnight, when the total
 *   starts from zero again.
 * - Checks in order: activity 17 open (1001), the tier exists (1004), today's total reaches it (1002), not
 *   claimed today (1009; the claim row's key answers a racing duplicate with 1009 too).
 * - Coin and points are ledger rows (kind 'ladder', ref '<user>:<day>:<tier>:<item>'); other items prop_grants.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen, mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { localDay, nextLocalMidnight } from './activity-time';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

const DAY_MS = 24 * 60 * 60 * 1000;
const CLAIMED_TODAY = 'This tier has already been claimed today';

interface TierRow {
  id: number;
  recharge: number;
  award: string;
}

function tiers(deps: Pick<Deps, 'db'>): { id: number; recharge: number; award: PrizeItem[] }[] {
  return sql<[], TierRow>(deps.db, 'SELECT id, recharge, award FROM ladder_config ORDER BY recharge, id')
    .all()
    .map((r) => ({
      id: r.id,
      recharge: r.recharge,
      award: mergeAward((JSON.parse(r.award) as PrizeItem[]).map((p) => ({ id: p.id, count: p.count }))),
    }));
}

/** The sum of the player's deposits completed in the local day that contains `now`. */
function todayRecharge(deps: Pick<Deps, 'db' | 'config'>, userId: number, now: number): number {
  const end = nextLocalMidnight(deps.config.country, now);
  return (
    sql<[number, number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders
        WHERE user_id = ? AND status = 'done' AND done_at >= ? AND done_at < ?`,
    ).get(userId, end - DAY_MS, end)?.total ?? 0
  );
}

function claimedToday(deps: Pick<Deps, 'db'>, userId: number, day: string): Set<number> {
  return new Set(
    sql<[number, string], { tier_id: number }>(
      deps.db,
      'SELECT tier_id FROM ladder_claims WHERE user_id = ? AND day = ?',
    )
      .all(userId, day)
      .map((r) => r.tier_id),
  );
}

/** The player's ladder state today (LadderState). */
export function ladderState(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): Schemas['LadderState'] {
  const now = deps.clock.now();
  const total = todayRecharge(deps, userId, now);
  const claimed = claimedToday(deps, userId, localDay(deps.config.country, now));
  return {
    todayRecharge: total,
    resetTime: nextLocalMidnight(deps.config.country, now),
    tiers: tiers(deps).map((t) => ({
      id: t.id,
      recharge: t.recharge,
      award: t.award,
      status: claimed.has(t.id) ? 2 : total >= t.recharge ? 1 : 0,
    })),
  };
}

/** Claims tier `tierId` for today; answers what was credited (items with a count). */
export function claimLadderTier(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  tierId: number,
): PrizeItem[] {
  if (!isActivityOpen(deps, ACTIVITY.LadderRecharge))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const now = deps.clock.now();
  const day = localDay(deps.config.country, now);
  return deps.db.transaction((): PrizeItem[] => {
    const tier = tiers(deps).find((t) => t.id === tierId);
    if (!tier) throw new Fail(ERRCODE.NothingChanged, 'No such tier');
    if (todayRecharge(deps, userId, now) < tier.recharge)
      throw new Fail(ERRCODE.NotEligible, "Today's deposits do not reach this tier");
    if (claimedToday(deps, userId, day).has(tier.id)) throw new Fail(ERRCODE.ReceivedToday, CLAIMED_TODAY);
    try {
      sql(deps.db, 'INSERT INTO ladder_claims (user_id, tier_id, day, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        tier.id,
        day,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.ReceivedToday, CLAIMED_TODAY);
      throw error;
    }
    for (const item of tier.award) {
      const credited = creditItem(deps.db, {
        userId,
        item,
        kind: 'ladder',
        ledgerRef: `${userId}:${day}:${tier.id}:${item.id}`,
        grantRef: `${userId}:${day}:${tier.id}`,
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.ReceivedToday, CLAIMED_TODAY);
    }
    return tier.award.filter((i) => i.count > 0);
  })();
}
