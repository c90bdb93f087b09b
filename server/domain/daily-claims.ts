/**
 * What the once-a-day activities (sign-up bonus, free sign, supply) share: reading a configured award,
 * counting local days, inserting the claim row that a racing duplicate breaks, and crediting the award
 * through creditItem (coin and points as ledger rows, other items as prop_grants) in the same transaction.
 */
import type { LedgerKind } from './ledger-kinds';
import type { components } from '../../contract/schema';
import { ERRCODE } from '../../contract/ids';
import { Fail, type Deps } from '../context';
import { DAY_MS, mergeAward } from './activities';
import { localDay, nextLocalMidnight } from './activity-time';
import { creditItem, isConstraintError } from './activity-rewards';
import { balances } from './ledger';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

/** A configured award (JSON PrizeItem[]), merged by item id; items with count 0 dropped. */
export function parseAwardJson(json: string): PrizeItem[] {
  const parsed = JSON.parse(json) as PrizeItem[];
  return mergeAward(parsed.map((p) => ({ id: p.id, count: p.count }))).filter((p) => p.count > 0);
}

/** Whole local days from `from`'s local day to `to`'s local day (0 = the same day). */
export function localDaysBetween(country: Deps['config']['country'], from: number, to: number): number {
  const a = Date.parse(`${localDay(country, from)}T00:00:00Z`);
  const b = Date.parse(`${localDay(country, to)}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS);
}

/** The local day before `day` (YYYY-MM-DD). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Today's local day and the instant the next one starts. */
export function today(deps: Pick<Deps, 'clock' | 'config'>): { now: number; day: string; nextDayTime: number } {
  const now = deps.clock.now();
  return { now, day: localDay(deps.config.country, now), nextDayTime: nextLocalMidnight(deps.config.country, now) };
}

/** Runs the claim row's insert; a constraint a racing duplicate hits answers 1009 (already received today). */
export function insertDailyClaim(run: () => void, msg = "Today's reward has already been received"): void {
  try {
    run();
  } catch (error) {
    if (isConstraintError(error)) throw new Fail(ERRCODE.ReceivedToday, msg);
    throw error;
  }
}

/**
 * Credits every item of an award under one claim: ledger ref `<ref>` per account (unique per claim), grants
 * ref `<ref>`. Answers the items credited and the balances after. Call inside the claim's transaction.
 */
export function creditAward(
  deps: Pick<Deps, 'db'>,
  userId: number,
  award: readonly PrizeItem[],
  kind: LedgerKind,
  ref: string,
  at: number,
): { propList: PrizeItem[]; coin: number; lottery: number } {
  for (const item of award) {
    const credited = creditItem(deps.db, { userId, item, kind, ledgerRef: ref, grantRef: ref, at });
    if (!credited) throw new Fail(ERRCODE.ReceivedToday, "Today's reward has already been received");
  }
  const after = balances(deps.db, userId);
  return { propList: award.filter((i) => i.count > 0), coin: after.coin, lottery: after.lottery };
}
