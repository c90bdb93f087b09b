/**
 * The everyday claim activities of issue 15 (docs/promotions.md): sign-up bonus (15), free sign (36) and
 * supply (30) — their day rules over local days, their errcodes, one credit however many requests race,
 * and the balance staying the sum of the ledger over random sequences of claims and days; plus the dev
 * clock (POST /__dev/clock).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { nextLocalMidnight } from '../../server/domain/activity-time';
import { adjust } from '../../server/domain/ledger';
import { sql } from '../../server/db/sql';
import { activityIds, balanceOf, ledgerRows, setActivityStatus } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

interface AwardDay {
  day: number;
  award: { id: number; count: number }[];
}
interface Credit {
  errcode: number;
  propList?: { id: number; count: number }[];
  coin?: number;
  lottery?: number;
}
interface SignUp extends Credit {
  today: number;
  nextDayTime: number;
  dayList: AwardDay[];
  loginPayDataJson: { days: number[] };
}
interface FreeSign extends Credit {
  cycle: AwardDay[];
  signedToday: 0 | 1;
  day: number;
  nextDayTime: number;
}
interface Supply extends Credit {
  isBankrupt: 0 | 1;
  threshold: number;
  award: { id: number; count: number }[];
  receivedToday: 0 | 1;
}

const DAY = 24 * 60 * 60 * 1000;

describe('everyday claim activities', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** Moves the clock to just after the next local midnight. */
  const nextDay = () => s.clock.set(nextLocalMidnight(s.deps.config.country, s.clock.now()) + 60_000);
  const signUp = async (token: string) => (await s.call<SignUp>('loginBonus3User', {}, token)).body;
  const receiveSignUp = (token: string, day: number) => s.call<SignUp>('loginBonus3UserReceive', { day }, token);
  const freeSign = async (token: string) => (await s.call<FreeSign>('freeSignUser', {}, token)).body;
  const receiveFree = (token: string, day: number) => s.call<FreeSign>('freeSignReceive', { day }, token);
  const supply = async (token: string) => (await s.call<Supply>('bankruptBonusUser', {}, token)).body;
  const receiveSupply = (token: string) => s.call<Supply>('bankruptBonus', {}, token);
  const ledgerSum = (userId: number, account: 'coin' | 'lottery') =>
    sql<[number, string], { t: number }>(
      s.deps.db,
      'SELECT COALESCE(SUM(delta), 0) AS t FROM ledger WHERE user_id = ? AND account = ?',
    ).get(userId, account)?.t ?? 0;
  /** Spends coin down to `left` hundredths (a debit in the ledger, as a lost bet would be). */
  const spendTo = (userId: number, left: number) => {
    const coin = balanceOf(s, userId);
    if (coin > left)
      adjust(s.deps.db, {
        userId,
        account: 'coin',
        delta: left - coin,
        ref: `${userId}:${s.clock.now()}:${Math.random()}`,
        at: s.clock.now(),
      });
  };

  describe('sign-up bonus', () => {
    it('pays day 1 on the registration day, once; the next local day pays day 2', async () => {
      const { user, token } = await s.player();
      let state = await signUp(token);
      expect(state.errcode).toBe(0);
      expect(state.today).toBe(1);
      expect(state.dayList.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(state.loginPayDataJson.days[0]).toBe(500);
      const before = balanceOf(s, user.id);
      const first = await receiveSignUp(token, 1);
      expect(first.body.errcode).toBe(0);
      expect(first.body.propList).toEqual([{ id: 2001, count: 500 }]);
      expect(first.body.coin).toBe(before + 500);
      expect(first.body.loginPayDataJson.days[0]).toBe(-1);
      const again = await receiveSignUp(token, 1);
      expect(again.body.errcode).toBe(1009);
      expect(balanceOf(s, user.id)).toBe(before + 500);
      nextDay();
      state = await signUp(token);
      expect(state.today).toBe(2);
      expect((await receiveSignUp(token, 1)).body.errcode).toBe(1005);
      const second = await receiveSignUp(token, 2);
      expect(second.body.errcode).toBe(0);
      expect(second.body.loginPayDataJson.days.slice(0, 2)).toEqual([-1, -1]);
      expect(ledgerRows(s, user.id, 'sign_up_bonus').map((r) => r.delta)).toEqual([500, 800]);
    });

    it('loses a missed day, refuses a future day, and ends after the last day', async () => {
      const { token } = await s.player();
      nextDay();
      nextDay(); // day 3
      expect((await signUp(token)).today).toBe(3);
      expect((await receiveSignUp(token, 2)).body.errcode).toBe(1005);
      expect((await receiveSignUp(token, 4)).body.errcode).toBe(1005);
      const third = await receiveSignUp(token, 3);
      expect(third.body.propList).toEqual([
        { id: 2001, count: 1000 },
        { id: 2002, count: 500 },
      ]);
      expect(third.body.loginPayDataJson.days).toEqual([500, 800, -1, 1200, 1500, 1800, 3000]);
      for (let i = 0; i < 5; i += 1) nextDay(); // day 8
      expect((await signUp(token)).today).toBe(8);
      expect((await receiveSignUp(token, 7)).body.errcode).toBe(1005);
    });

    it('is listed, with its red dot while today is waiting, until the last day', async () => {
      const { token } = await s.player();
      const dot = async () =>
        (await s.call<{ dotFlags: { hasSignUpBonus: number } }>('getAfterLoginInfo', {}, token)).body.dotFlags
          .hasSignUpBonus;
      expect((await activityIds(s, token)).activityIds).toContain(ACTIVITY.SignUpBonus);
      expect(await dot()).toBe(1);
      await receiveSignUp(token, 1);
      expect(await dot()).toBe(0);
      for (let i = 0; i < 6; i += 1) nextDay(); // day 7
      expect((await activityIds(s, token)).activityIds).toContain(ACTIVITY.SignUpBonus);
      expect(await dot()).toBe(1);
      nextDay(); // day 8: over
      expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.SignUpBonus);
      expect(await dot()).toBe(0);
    });

    it('answers 1001 while the activity is off', async () => {
      const { token } = await s.player();
      setActivityStatus(s, ACTIVITY.SignUpBonus, 0);
      try {
        expect((await receiveSignUp(token, 1)).body.errcode).toBe(1001);
      } finally {
        setActivityStatus(s, ACTIVITY.SignUpBonus, 1);
      }
    });

    it('credits one claim when 50 requests race', async () => {
      const { user, token } = await s.player();
      const before = balanceOf(s, user.id);
      const answers = await Promise.all(Array.from({ length: 50 }, () => receiveSignUp(token, 1)));
      const codes = answers.map((a) => a.body.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c !== 0).every((c) => c === 1009)).toBe(true);
      expect(balanceOf(s, user.id)).toBe(before + 500);
      expect(ledgerRows(s, user.id, 'sign_up_bonus')).toHaveLength(1);
    });
  });

  describe('free sign', () => {
    it('walks the cycle on consecutive days, resets after a missed day, and restarts after the last day', async () => {
      const { user, token } = await s.player();
      let state = await freeSign(token);
      expect(state).toMatchObject({ errcode: 0, signedToday: 0, day: 1 });
      expect(state.cycle).toHaveLength(7);
      expect((await receiveFree(token, 2)).body.errcode).toBe(1005);
      const d1 = await receiveFree(token, 1);
      expect(d1.body).toMatchObject({ errcode: 0, signedToday: 1, day: 1, propList: [{ id: 2001, count: 100 }] });
      expect((await receiveFree(token, 1)).body.errcode).toBe(1009);
      expect((await receiveFree(token, 2)).body.errcode).toBe(1009);
      nextDay();
      expect((await freeSign(token)).day).toBe(2);
      expect((await receiveFree(token, 2)).body.errcode).toBe(0);
      nextDay();
      nextDay(); // a day missed
      state = await freeSign(token);
      expect(state).toMatchObject({ signedToday: 0, day: 1 });
      for (let day = 1; day <= 7; day += 1) {
        expect((await receiveFree(token, day)).body.errcode).toBe(0);
        nextDay();
      }
      expect((await freeSign(token)).day).toBe(1);
      const paid = ledgerRows(s, user.id, 'free_sign')
        .filter((r) => r.account === 'coin')
        .map((r) => r.delta);
      expect(paid).toEqual([100, 200, 100, 200, 300, 400, 500, 600, 1000]);
    });

    it('credits one sign-in when 50 requests race', async () => {
      const { user, token } = await s.player();
      const before = balanceOf(s, user.id);
      const answers = await Promise.all(Array.from({ length: 50 }, () => receiveFree(token, 1)));
      expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(1);
      expect(answers.every((a) => a.body.errcode === 0 || a.body.errcode === 1009)).toBe(true);
      expect(balanceOf(s, user.id)).toBe(before + 100);
    });
  });

  describe('supply', () => {
    it('pays a bankrupt player once per local day and refuses a player above the threshold', async () => {
      const { user, token } = await s.player();
      let state = await supply(token);
      expect(state).toMatchObject({ errcode: 0, isBankrupt: 0, threshold: 100, receivedToday: 0 });
      expect((await receiveSupply(token)).body.errcode).toBe(1002);
      spendTo(user.id, 40);
      state = await supply(token);
      expect(state.isBankrupt).toBe(1);
      expect((await activityIds(s, token)).isBankrupt).toBe(1);
      const paid = await receiveSupply(token);
      expect(paid.body).toMatchObject({ errcode: 0, receivedToday: 1, isBankrupt: 0, coin: 540 });
      spendTo(user.id, 0);
      expect((await receiveSupply(token)).body.errcode).toBe(1009);
      nextDay();
      expect((await receiveSupply(token)).body).toMatchObject({ errcode: 0, coin: 500 });
    });

    it('credits one supply when 50 requests race', async () => {
      const { user, token } = await s.player();
      spendTo(user.id, 0);
      const answers = await Promise.all(Array.from({ length: 50 }, () => receiveSupply(token)));
      expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(1);
      expect(answers.every((a) => a.body.errcode === 0 || a.body.errcode === 1009)).toBe(true);
      expect(balanceOf(s, user.id)).toBe(500);
      expect(ledgerRows(s, user.id, 'supply')).toHaveLength(1);
    });
  });

  it('keeps every balance the sum of its ledger over random sequences of claims and days', async () => {
    const step = fc.oneof(
      fc.constant({ kind: 'signUp' as const }),
      fc.constant({ kind: 'free' as const }),
      fc.constant({ kind: 'supply' as const }),
      fc.constant({ kind: 'spend' as const }),
      fc.constant({ kind: 'day' as const }),
      fc.record({ kind: fc.constant('hours' as const), hours: fc.integer({ min: 1, max: 30 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { user, token } = await s.player();
        let coin = balanceOf(s, user.id);
        let lottery = balanceOf(s, user.id, 'lottery');
        for (const st of steps) {
          let answer: Credit | null = null;
          if (st.kind === 'signUp') answer = (await receiveSignUp(token, (await signUp(token)).today)).body;
          else if (st.kind === 'free') answer = (await receiveFree(token, (await freeSign(token)).day)).body;
          else if (st.kind === 'supply') answer = (await receiveSupply(token)).body;
          else if (st.kind === 'spend') spendTo(user.id, 0);
          else if (st.kind === 'day') nextDay();
          else s.clock.advance(st.hours * 60 * 60 * 1000);
          if (answer && answer.errcode === 0) {
            for (const item of answer.propList ?? []) {
              if (item.id === 2001) coin += item.count;
              if (item.id === 2002) lottery += item.count;
            }
            expect(answer.coin).toBe(coin);
            expect(answer.lottery).toBe(lottery);
          }
          if (st.kind === 'spend') coin = Math.min(coin, 0);
          expect(balanceOf(s, user.id)).toBe(coin);
          expect(ledgerSum(user.id, 'coin')).toBe(coin);
          expect(ledgerSum(user.id, 'lottery')).toBe(lottery);
        }
      }),
      { numRuns: 25, seed: 15060 },
    );
  });

  describe('dev clock', () => {
    it('moves the clock forward and refuses bad amounts', async () => {
      const before = s.clock.now();
      const res = await s.fetch(`/__dev/clock?advanceMs=${DAY}`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { now: number }).now).toBe(before + DAY);
      expect(s.clock.now()).toBe(before + DAY);
      for (const bad of ['', '-5', '0', 'abc', String(400 * DAY), '1e3'])
        expect((await s.fetch(`/__dev/clock?advanceMs=${bad}`, { method: 'POST' })).status).toBe(400);
      expect(s.clock.now()).toBe(before + DAY);
      expect((await s.fetch('/__dev/clock')).status).toBe(200);
    });

    it('is not mounted in production', async () => {
      const prod = await startTestServer({ config: { production: true } });
      try {
        expect((await prod.fetch(`/__dev/clock?advanceMs=${DAY}`, { method: 'POST' })).status).toBe(404);
      } finally {
        await prod.close();
      }
    });
  });
});
