/**
 * Free sign (FreeSign 36; docs/promotions.md): a daily sign-in without purchase.
 *
 * Reference-server rules:
 * - A cycle of days (free_sign_config, 7 in the seed) whose award grows day by day. Signing in on
 *   consecutive local days walks the cycle: the day after day k pays day k+1, the day after the last day
 *   starts again at day 1. A local day without a sign-in breaks the run: the next sign-in pays day 1.
 * - One sign-in per local day (activity-time.ts); nothing is owed for a missed day.
 * - Receive checks in order: the activity open (1001), not signed today (1009), the day asked is the day
 *   today pays (1005: the page was showing a stale day). The claim row's PRIMARY KEY (user, local day)
 *   answers a racing duplicate with 1009.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen } from './activities';
import { creditAward, insertDailyClaim, parseAwardJson, previousDay, today } from './daily-claims';

type Schemas = components['schemas'];
type FreeSignState = Schemas['FreeSignState'];
type PrizeItem = Schemas['PrizeItem'];

type Ctx = Pick<Deps, 'db' | 'clock' | 'config'>;

function cycle(deps: Pick<Deps, 'db'>): { day: number; award: PrizeItem[] }[] {
  return sql<[], { day: number; award: string }>(deps.db, 'SELECT day, award FROM free_sign_config ORDER BY day')
    .all()
    .map((r) => ({ day: r.day, award: parseAwardJson(r.award) }));
}

function lastClaim(deps: Pick<Deps, 'db'>, userId: number): { local_day: string; cycle_day: number } | undefined {
  return sql<[number], { local_day: string; cycle_day: number }>(
    deps.db,
    'SELECT local_day, cycle_day FROM free_sign_claims WHERE user_id = ? ORDER BY local_day DESC LIMIT 1',
  ).get(userId);
}

/** The cycle day signed today (signedToday) or the one today's sign-in pays. */
function position(deps: Ctx, userId: number, length: number): { signedToday: boolean; day: number } {
  const t = today(deps);
  const last = lastClaim(deps, userId);
  if (last?.local_day === t.day) return { signedToday: true, day: last.cycle_day };
  if (last && last.local_day === previousDay(t.day))
    return { signedToday: false, day: last.cycle_day >= length ? 1 : last.cycle_day + 1 };
  return { signedToday: false, day: 1 };
}

export function freeSignState(deps: Ctx, userId: number): FreeSignState {
  const list = cycle(deps);
  const p = position(deps, userId, list.length);
  return {
    cycle: list,
    signedToday: p.signedToday ? 1 : 0,
    day: p.day,
    nextDayTime: today(deps).nextDayTime,
  };
}

export function receiveFreeSign(
  deps: Ctx,
  userId: number,
  day: number,
): { state: FreeSignState; propList: PrizeItem[]; coin: number; lottery: number } {
  if (!isActivityOpen(deps, ACTIVITY.FreeSign))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const t = today(deps);
  return deps.db.transaction(() => {
    const list = cycle(deps);
    const p = position(deps, userId, list.length);
    if (p.signedToday) throw new Fail(ERRCODE.ReceivedToday, 'Already signed in today');
    const entry = list.find((d) => d.day === p.day);
    if (!entry || day !== p.day) throw new Fail(ERRCODE.ActivityExpired, `Today's sign-in pays day ${p.day}`);
    insertDailyClaim(
      () =>
        sql(
          deps.db,
          'INSERT INTO free_sign_claims (user_id, local_day, cycle_day, created_at) VALUES (?, ?, ?, ?)',
        ).run(userId, t.day, p.day, t.now),
      'Already signed in today',
    );
    const credit = creditAward(deps, userId, entry.award, 'free_sign', `${userId}:${t.day}`, t.now);
    return { state: freeSignState(deps, userId), ...credit };
  })();
}
