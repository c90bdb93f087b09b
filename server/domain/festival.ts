/**
 * Festival (activity 35, recharge-bonus kind 11): a deposit-tier bonus during the festival's dates.
 *
 * Reference-server rules (docs/promotions.md "Festival (type 35)"):
 * - The festival runs while activity 35 is on and now is in [start_time, end_time) (its activities row: the
 *   dates are configuration). Its edition is its start_time: a new window is a new festival.
 * - The festival total is the sum of the player's deposits completed inside the window (recharge_orders status
 *   'done', done_at in [start_time, min(now, end_time))), whatever they bought.
 * - A tier is claimable once the festival total reaches its `recharge` (status 1), claimed once per player, tier
 *   and edition (status 2; festival_claims PRIMARY KEY). Tiers are claimed only while the festival runs: at its
 *   end unclaimed tiers lapse.
 * - Checks in order: the festival runs (1001), the tier exists (1004), the total reaches it (1002), not
 *   claimed yet (1003; the claim row's key answers a racing duplicate with 1003 too).
 * - Coin and points are ledger rows (kind 'festival', ref '<user>:<edition>:<tier>:<item>'); other items
 *   prop_grants.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { seasonWindow } from './season';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

const CLAIMED = 'This festival tier has already been claimed';

function tiers(deps: Pick<Deps, 'db'>): { id: number; recharge: number; award: PrizeItem[] }[] {
  return sql<[], { id: number; recharge: number; award: string }>(
    deps.db,
    'SELECT id, recharge, award FROM festival_config ORDER BY recharge, id',
  )
    .all()
    .map((r) => ({
      id: r.id,
      recharge: r.recharge,
      award: mergeAward((JSON.parse(r.award) as PrizeItem[]).map((p) => ({ id: p.id, count: p.count }))),
    }));
}

/** The player's deposits completed in [from, to). */
function rechargeBetween(deps: Pick<Deps, 'db'>, userId: number, from: number, to: number): number {
  if (to <= from) return 0;
  return (
    sql<[number, number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders
        WHERE user_id = ? AND status = 'done' AND done_at >= ? AND done_at < ?`,
    ).get(userId, from, to)?.total ?? 0
  );
}

function claimed(deps: Pick<Deps, 'db'>, userId: number, edition: number): Set<number> {
  return new Set(
    sql<[number, number], { tier_id: number }>(
      deps.db,
      'SELECT tier_id FROM festival_claims WHERE user_id = ? AND edition = ?',
    )
      .all(userId, edition)
      .map((r) => r.tier_id),
  );
}

/** The player's festival state (FestivalState): the window, the festival total and the tiers. */
export function festivalState(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Schemas['FestivalState'] {
  const window = seasonWindow(deps, ACTIVITY.Festival);
  const now = deps.clock.now();
  const end = window.endTime === 0 ? now + 1 : Math.min(now + 1, window.endTime);
  const total = window.phase === 2 || window.phase === 3 ? rechargeBetween(deps, userId, window.startTime, end) : 0;
  const done = claimed(deps, userId, window.startTime);
  return {
    ...window,
    festivalRecharge: total,
    tiers: tiers(deps).map((t) => ({
      id: t.id,
      recharge: t.recharge,
      award: t.award,
      status: done.has(t.id) ? 2 : window.phase === 2 && total >= t.recharge ? 1 : 0,
    })),
  };
}

/** Claims festival tier `tierId`; answers what was credited (items with a count). */
export function claimFestivalTier(deps: Pick<Deps, 'db' | 'clock'>, userId: number, tierId: number): PrizeItem[] {
  const window = seasonWindow(deps, ACTIVITY.Festival);
  if (window.phase !== 2) throw new Fail(ERRCODE.ActivityNotActive, 'The festival is not running');
  const now = deps.clock.now();
  const edition = window.startTime;
  return deps.db.transaction((): PrizeItem[] => {
    const tier = tiers(deps).find((t) => t.id === tierId);
    if (!tier) throw new Fail(ERRCODE.NothingChanged, 'No such tier');
    if (rechargeBetween(deps, userId, window.startTime, now + 1) < tier.recharge)
      throw new Fail(ERRCODE.NotEligible, 'Your festival deposits do not reach this tier');
    try {
      sql(deps.db, 'INSERT INTO festival_claims (user_id, tier_id, edition, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        tier.id,
        edition,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, CLAIMED);
      throw error;
    }
    for (const item of tier.award) {
      const credited = creditItem(deps.db, {
        userId,
        item,
        kind: 'festival',
        ledgerRef: `${userId}:${edition}:${tier.id}:${item.id}`,
        grantRef: `${userId}:${edition}:${tier.id}`,
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.GiftClaimed, CLAIMED);
    }
    return tier.award.filter((i) => i.count > 0);
  })();
}
