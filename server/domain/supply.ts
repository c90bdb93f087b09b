/**
 * Supply (Supply 30; only when bankrupt; the bankruptBonus call; docs/promotions.md): relief
 * coins for a player whose coin balance is below BANKRUPT_BELOW (activities.ts), once per local day.
 *
 * Reference-server rules:
 * - The award is supply_config row 1 (5.00 coin in the seed: more than the threshold, so a relieved
 *   player is no longer bankrupt).
 * - Receive checks in order: the activity open (1001), not received today (1009), bankrupt now (1002).
 *   The claim row's PRIMARY KEY (user, local day) answers a racing duplicate with 1009; the balance is read
 *   inside the claim's transaction.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { BANKRUPT_BELOW, isActivityOpen } from './activities';
import { creditAward, insertDailyClaim, parseAwardJson, today } from './daily-claims';
import { balance } from './ledger';

type Schemas = components['schemas'];
type SupplyState = Schemas['SupplyState'];
type PrizeItem = Schemas['PrizeItem'];

type Ctx = Pick<Deps, 'db' | 'clock' | 'config'>;

function award(deps: Pick<Deps, 'db'>): PrizeItem[] {
  const row = sql<[], { award: string }>(deps.db, 'SELECT award FROM supply_config WHERE id = 1').get();
  return row ? parseAwardJson(row.award) : [];
}

export function supplyState(deps: Ctx, userId: number): SupplyState {
  const t = today(deps);
  const received = sql<[number, string], { one: number }>(
    deps.db,
    'SELECT 1 AS one FROM supply_claims WHERE user_id = ? AND local_day = ?',
  ).get(userId, t.day);
  const coin = balance(deps.db, userId, 'coin');
  return {
    isBankrupt: coin < BANKRUPT_BELOW ? 1 : 0,
    threshold: BANKRUPT_BELOW,
    award: award(deps),
    receivedToday: received ? 1 : 0,
    nextDayTime: t.nextDayTime,
  };
}

export function receiveSupply(
  deps: Ctx,
  userId: number,
): { state: SupplyState; propList: PrizeItem[]; coin: number; lottery: number } {
  if (!isActivityOpen(deps, ACTIVITY.Supply)) throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const t = today(deps);
  return deps.db.transaction(() => {
    const before = supplyState(deps, userId);
    if (before.receivedToday === 1) throw new Fail(ERRCODE.ReceivedToday, "Today's supply has already been received");
    if (before.isBankrupt !== 1)
      throw new Fail(ERRCODE.NotEligible, 'Supply is only for a coin balance below the threshold');
    insertDailyClaim(
      () =>
        sql(deps.db, 'INSERT INTO supply_claims (user_id, local_day, created_at) VALUES (?, ?, ?)').run(
          userId,
          t.day,
          t.now,
        ),
      "Today's supply has already been received",
    );
    const credit = creditAward(deps, userId, before.award, 'supply', `${userId}:${t.day}`, t.now);
    return { state: supplyState(deps, userId), ...credit };
  })();
}
