/**
 * Sign-up bonus (SignUpBonus 15; the calls loginBonus3User / loginBonus3UserReceive; docs/promotions.md).
 *
 * Reference-server rules:
 * - The configured table (sign_up_bonus_config) gives the award of day 1…N; day 1 is the local day of the
 *   player's registration (activity-time.ts), day k the (k−1)th local day after it.
 * - Only today's day can be received, once: a day not received on its own local day is lost (missed).
 *   After day N the bonus is over for the player.
 * - `loginPayDataJson.days[i]` is −1 when day i+1 was received, else that day's coin (hundredths).
 * - Receive checks in order: the activity open (1001), today within the N days (1005), the day asked is
 *   today (1005: a missed or future day cannot be received), not received today (1009). The claim row's
 *   PRIMARY KEY (user, day) and UNIQUE (user, local day) answer a racing duplicate with 1009.
 */
import { ACTIVITY, ERRCODE, ITEM } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen } from './activities';
import { creditAward, insertDailyClaim, localDaysBetween, parseAwardJson, today } from './daily-claims';
import type { UserRow } from './users';

type Schemas = components['schemas'];
type SignUpBonusState = Schemas['SignUpBonusState'];
type PrizeItem = Schemas['PrizeItem'];

type Ctx = Pick<Deps, 'db' | 'clock' | 'config'>;

function dayList(deps: Pick<Deps, 'db'>): { day: number; award: PrizeItem[] }[] {
  return sql<[], { day: number; award: string }>(deps.db, 'SELECT day, award FROM sign_up_bonus_config ORDER BY day')
    .all()
    .map((r) => ({ day: r.day, award: parseAwardJson(r.award) }));
}

/** The player's day of the bonus today (1 = the registration day). */
export function signUpDay(deps: Pick<Deps, 'clock' | 'config'>, user: Pick<UserRow, 'created_at'>): number {
  return localDaysBetween(deps.config.country, user.created_at, deps.clock.now()) + 1;
}

export function signUpBonusState(deps: Ctx, user: Pick<UserRow, 'id' | 'created_at'>): SignUpBonusState {
  const list = dayList(deps);
  const received = new Set(
    sql<[number], { day: number }>(deps.db, 'SELECT day FROM sign_up_bonus_claims WHERE user_id = ?')
      .all(user.id)
      .map((r) => r.day),
  );
  const coinOf = (award: readonly PrizeItem[]) => award.find((i) => i.id === ITEM.Coin)?.count ?? 0;
  return {
    today: signUpDay(deps, user),
    nextDayTime: today(deps).nextDayTime,
    dayList: list,
    loginPayDataJson: { days: list.map((d) => (received.has(d.day) ? -1 : coinOf(d.award))) },
  };
}

export function receiveSignUpBonus(
  deps: Ctx,
  user: Pick<UserRow, 'id' | 'created_at'>,
  day: number,
): { state: SignUpBonusState; propList: PrizeItem[]; coin: number; lottery: number } {
  if (!isActivityOpen(deps, ACTIVITY.SignUpBonus))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const t = today(deps);
  const current = signUpDay(deps, user);
  return deps.db.transaction(() => {
    const entry = dayList(deps).find((d) => d.day === current);
    if (!entry) throw new Fail(ERRCODE.ActivityExpired, 'The sign-up bonus days are over');
    if (day !== current) throw new Fail(ERRCODE.ActivityExpired, `Only day ${current} can be received today`);
    insertDailyClaim(() =>
      sql(deps.db, 'INSERT INTO sign_up_bonus_claims (user_id, day, local_day, created_at) VALUES (?, ?, ?, ?)').run(
        user.id,
        current,
        t.day,
        t.now,
      ),
    );
    const credit = creditAward(deps, user.id, entry.award, 'sign_up_bonus', `${user.id}:${current}`, t.now);
    return { state: signUpBonusState(deps, user), ...credit };
  })();
}

/** Whether today's sign-up bonus day is waiting to be received (the hasSignUpBonus dot). */
export function signUpBonusWaiting(deps: Ctx, user: Pick<UserRow, 'id' | 'created_at'>): boolean {
  const s = signUpBonusState(deps, user);
  const index = s.dayList.findIndex((d) => d.day === s.today);
  return index >= 0 && s.loginPayDataJson.days[index] !== -1;
}
