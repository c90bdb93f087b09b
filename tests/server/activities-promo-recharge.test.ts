/**
 * Cash bonus (fund, activity 16) and ladder recharge (activity 17): accrual from completed deposits, the daily
 * cap and expiry, the hasFund dot, tiers of today's deposits, local-midnight resets, races (50 concurrent
 * claims → one credit) and random deposit/claim sequences checked against a model.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { localDay, nextLocalMidnight } from '../../server/domain/activity-time';
import { sql } from '../../server/db/sql';
import { fundAccrual } from '../../server/domain/fund';
import { balanceOf, completeDeposit, ledgerRows, setActivityStatus } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

interface FundState {
  amount: number;
  expireTime: number;
  todayAmount: number;
  rate: number;
  minRecharge: number;
  dayLimit: number;
  validDays: number;
  receivedTotal: number;
  records: { recharge: number; amount: number; createTime: number; expireTime: number; status: 0 | 1 | 2 }[];
}
interface FundBody {
  errcode: number;
  rechargeBonusCollection6: FundState;
  propList?: { id: number; count: number }[];
  coin?: number;
  lottery?: number;
}
interface LadderState {
  todayRecharge: number;
  resetTime: number;
  tiers: { id: number; recharge: number; award: { id: number; count: number }[]; status: 0 | 1 | 2 }[];
}
interface LadderBody {
  errcode: number;
  rechargeBonusCollection8: LadderState;
  propList?: { id: number; count: number }[];
}

const DAY = 24 * 60 * 60 * 1000;
const sum = (xs: readonly { delta: number }[]) => xs.reduce((a, x) => a + x.delta, 0);

describe('cash bonus and ladder recharge', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const fund = async (token: string) => (await s.call<FundBody>('rechargeBonusCollection6', {}, token)).body;
  const claimFund = (token: string) => s.call<FundBody>('receiverRechargeBonusCollection6', {}, token);
  const ladder = async (token: string) => (await s.call<LadderBody>('rechargeBonusCollection8', {}, token)).body;
  const claimTier = (token: string, id: number) =>
    s.call<LadderBody>('receiverRechargeBonusCollection8', { id }, token);
  const hasFund = async (token: string) =>
    (await s.call<{ dotFlags: { hasFund: 0 | 1 } }>('getAfterLoginInfo', {}, token)).body.dotFlags.hasFund;
  const toNextMidnight = () => s.clock.set(nextLocalMidnight(s.deps.config.country, s.clock.now()));

  describe('fund', () => {
    it('states its rules and an empty pot before any deposit', async () => {
      const { token } = await s.player();
      const body = await fund(token);
      expect(body.errcode).toBe(0);
      expect(body.rechargeBonusCollection6).toEqual({
        amount: 0,
        expireTime: 0,
        todayAmount: 0,
        rate: 500,
        minRecharge: 10_000,
        dayLimit: 20_000,
        validDays: 7,
        receivedTotal: 0,
        records: [],
      });
      expect(await hasFund(token)).toBe(0);
      expect((await claimFund(token)).body.errcode).toBe(1010);
    });

    it('accrues 5 % of each deposit from the minimum up, capped per local day', async () => {
      const { user, token } = await s.player();
      completeDeposit(s, user.id, { amount: 9_999 }); // below the minimum
      expect((await fund(token)).rechargeBonusCollection6.amount).toBe(0);
      const at = s.clock.now();
      completeDeposit(s, user.id, { amount: 100_000 }); // ฿1,000 → ฿50
      let st = (await fund(token)).rechargeBonusCollection6;
      expect(st.amount).toBe(5_000);
      expect(st.todayAmount).toBe(5_000);
      expect(st.expireTime).toBe(at + 7 * DAY);
      expect(st.records).toEqual([
        { recharge: 100_000, amount: 5_000, createTime: at, expireTime: at + 7 * DAY, status: 0 },
      ]);
      expect(await hasFund(token)).toBe(1);
      completeDeposit(s, user.id, { amount: 1_000_000, actType: 6, propId: 6004 }); // any deposit counts; cut to the cap
      st = (await fund(token)).rechargeBonusCollection6;
      expect(st.amount).toBe(20_000);
      expect(st.records.map((r) => r.amount)).toEqual([15_000, 5_000]);
      completeDeposit(s, user.id, { amount: 100_000 }); // the day's cap is reached: nothing more
      expect((await fund(token)).rechargeBonusCollection6.records).toHaveLength(2);
      toNextMidnight();
      completeDeposit(s, user.id, { amount: 100_000 });
      st = (await fund(token)).rechargeBonusCollection6;
      expect(st.amount).toBe(25_000);
      expect(st.todayAmount).toBe(5_000);
    });

    it('pays the whole pot once to 50 concurrent claims, and turns the dot off', async () => {
      const { user, token } = await s.player();
      completeDeposit(s, user.id, { amount: 100_000 });
      completeDeposit(s, user.id, { amount: 60_000 });
      const before = balanceOf(s, user.id);
      const results = await Promise.all(Array.from({ length: 50 }, () => claimFund(token)));
      const codes = results.map((r) => r.body.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === 1010)).toHaveLength(49);
      const ok = results.find((r) => r.body.errcode === 0)!.body;
      expect(ok.propList).toEqual([{ id: 2001, count: 8_000 }]);
      expect(ok.rechargeBonusCollection6).toMatchObject({ amount: 0, expireTime: 0, receivedTotal: 8_000 });
      expect(ok.rechargeBonusCollection6.records.map((r) => r.status)).toEqual([1, 1]);
      expect(balanceOf(s, user.id)).toBe(before + 8_000);
      expect(ok.coin).toBe(before + 8_000);
      expect(sum(ledgerRows(s, user.id, 'fund'))).toBe(8_000);
      expect(await hasFund(token)).toBe(0);
    });

    it('loses an accrual at its expiry, and keeps paying after the activity closes', async () => {
      const { user, token } = await s.player();
      const at = s.clock.now();
      completeDeposit(s, user.id, { amount: 100_000 });
      s.clock.set(at + 7 * DAY - 1);
      completeDeposit(s, user.id, { amount: 200_000 });
      expect((await fund(token)).rechargeBonusCollection6).toMatchObject({ amount: 15_000, expireTime: at + 7 * DAY });
      s.clock.set(at + 7 * DAY);
      let st = (await fund(token)).rechargeBonusCollection6;
      expect(st.amount).toBe(10_000);
      expect(st.records.map((r) => r.status)).toEqual([0, 2]);
      setActivityStatus(s, ACTIVITY.Fund, 0);
      try {
        completeDeposit(s, user.id, { amount: 100_000 }); // closed: no accrual
        expect((await fund(token)).rechargeBonusCollection6.amount).toBe(10_000);
        const res = await claimFund(token);
        expect(res.body.errcode).toBe(0);
        expect(res.body.propList).toEqual([{ id: 2001, count: 10_000 }]);
        st = res.body.rechargeBonusCollection6;
        expect(st.records.map((r) => r.status)).toEqual([1, 2]);
      } finally {
        setActivityStatus(s, ACTIVITY.Fund, 1);
      }
    });

    it('accrues once for an order whose effects run twice', async () => {
      const { user, token } = await s.player();
      const id = completeDeposit(s, user.id, { amount: 100_000 });
      const { applyRechargeEffects } = await import('../../server/domain/recharge-effects');
      applyRechargeEffects(s.deps, {
        id,
        userId: user.id,
        amount: 100_000,
        actType: 0,
        propId: null,
        at: s.clock.now(),
      });
      expect((await fund(token)).rechargeBonusCollection6.records).toHaveLength(1);
    });
  });

  describe('ladder', () => {
    it('lists the tiers by deposit with increasing bonus, none reached before a deposit', async () => {
      const { token } = await s.player();
      const st = (await ladder(token)).rechargeBonusCollection8;
      expect(st.todayRecharge).toBe(0);
      expect(st.resetTime).toBe(nextLocalMidnight(s.deps.config.country, s.clock.now()));
      expect(st.tiers.map((t) => t.recharge)).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
      expect(st.tiers.every((t) => t.status === 0)).toBe(true);
      const coin = st.tiers.map((t) => t.award.find((i) => i.id === 2001)!.count);
      const share = st.tiers.map((t, i) => coin[i]! / t.recharge);
      for (let i = 1; i < coin.length; i++) {
        expect(coin[i]).toBeGreaterThan(coin[i - 1]!);
        expect(share[i]).toBeGreaterThan(share[i - 1]!);
      }
    });

    it('unlocks tiers by today’s total; each pays once to 50 concurrent claims', async () => {
      const { user, token } = await s.player();
      completeDeposit(s, user.id, { amount: 30_000 });
      expect((await claimTier(token, 2)).body.errcode).toBe(1002);
      completeDeposit(s, user.id, { amount: 25_000 });
      let st = (await ladder(token)).rechargeBonusCollection8;
      expect(st.todayRecharge).toBe(55_000);
      expect(st.tiers.map((t) => t.status)).toEqual([1, 1, 0, 0, 0]);
      const before = balanceOf(s, user.id);
      const results = await Promise.all(Array.from({ length: 50 }, () => claimTier(token, 2)));
      const codes = results.map((r) => r.body.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === 1009)).toHaveLength(49);
      expect(balanceOf(s, user.id)).toBe(before + 3_000);
      st = results.find((r) => r.body.errcode === 0)!.body.rechargeBonusCollection8;
      expect(st.tiers.map((t) => t.status)).toEqual([1, 2, 0, 0, 0]);
      expect((await claimTier(token, 3)).body.errcode).toBe(1002);
      expect((await claimTier(token, 999)).body.errcode).toBe(1004);
      const third = await claimTier(token, 1);
      expect(third.body.propList).toEqual([{ id: 2001, count: 500 }]);
      expect(third.body).toMatchObject({ coin: balanceOf(s, user.id), lottery: balanceOf(s, user.id, 'lottery') });
      expect(ledgerRows(s, user.id, 'ladder').map((r) => r.delta)).toEqual([3_000, 500]);
    });

    it('starts again at local midnight: yesterday’s deposits and claims no longer count', async () => {
      const { user, token } = await s.player();
      s.clock.set(nextLocalMidnight(s.deps.config.country, s.clock.now()) - 1); // 23:59:59.999 local
      completeDeposit(s, user.id, { amount: 100_000 });
      expect((await claimTier(token, 1)).body.errcode).toBe(0);
      s.clock.advance(1);
      let st = (await ladder(token)).rechargeBonusCollection8;
      expect(st.todayRecharge).toBe(0);
      expect(st.tiers.map((t) => t.status)).toEqual([0, 0, 0, 0, 0]);
      expect((await claimTier(token, 1)).body.errcode).toBe(1002);
      completeDeposit(s, user.id, { amount: 10_000 });
      expect((await claimTier(token, 1)).body.errcode).toBe(0);
      st = (await ladder(token)).rechargeBonusCollection8;
      expect(st.tiers.map((t) => t.status)).toEqual([2, 0, 0, 0, 0]);
      expect(ledgerRows(s, user.id, 'ladder')).toHaveLength(2);
    });

    it('refuses claims while the activity is closed (1001)', async () => {
      const { user, token } = await s.player();
      completeDeposit(s, user.id, { amount: 10_000 });
      setActivityStatus(s, ACTIVITY.LadderRecharge, 0);
      try {
        expect((await claimTier(token, 1)).body.errcode).toBe(1001);
      } finally {
        setActivityStatus(s, ACTIVITY.LadderRecharge, 1);
      }
      expect((await claimTier(token, 1)).body.errcode).toBe(0);
    });
  });

  it('random deposit, claim and time sequences match a model of the pot and the ladder', async () => {
    const config = { rate_bp: 500, min_deposit: 10_000, daily_cap: 20_000 };
    type Step =
      | { t: 'deposit'; amount: number }
      | { t: 'wait'; ms: number }
      | { t: 'claimFund' }
      | { t: 'claimTier'; id: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ t: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 600_000 }) }),
      fc.record({ t: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * DAY }) }),
      fc.record({ t: fc.constant('claimFund' as const) }),
      fc.record({ t: fc.constant('claimTier' as const), id: fc.integer({ min: 1, max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const { user, token } = await s.player();
        const country = s.deps.config.country;
        const accruals: { amount: number; day: string; expires: number; claimed: boolean }[] = [];
        const deposits: { amount: number; day: string }[] = [];
        const ladderClaims = new Set<string>();
        let fundPaid = 0;
        let ladderCoin = 0;
        const tiers = (await ladder(token)).rechargeBonusCollection8.tiers;
        for (const st of steps) {
          const now = s.clock.now();
          const day = localDay(country, now);
          if (st.t === 'deposit') {
            completeDeposit(s, user.id, { amount: st.amount });
            deposits.push({ amount: st.amount, day });
            const today = accruals.filter((a) => a.day === day).reduce((x, a) => x + a.amount, 0);
            const amount = fundAccrual(config, st.amount, today);
            if (amount > 0) accruals.push({ amount, day, expires: now + 7 * DAY, claimed: false });
          } else if (st.t === 'wait') {
            s.clock.advance(st.ms);
          } else if (st.t === 'claimFund') {
            const due = accruals.filter((a) => !a.claimed && a.expires > now);
            const res = await claimFund(token);
            if (due.length === 0) expect(res.body.errcode).toBe(1010);
            else {
              expect(res.body.errcode).toBe(0);
              const total = due.reduce((x, a) => x + a.amount, 0);
              expect(res.body.propList).toEqual([{ id: 2001, count: total }]);
              for (const a of due) a.claimed = true;
              fundPaid += total;
            }
          } else {
            const tier = tiers.find((t) => t.id === st.id);
            const today = deposits.filter((d) => d.day === day).reduce((x, d) => x + d.amount, 0);
            const res = await claimTier(token, st.id);
            const key = `${day}:${st.id}`;
            if (!tier) expect(res.body.errcode).toBe(1004);
            else if (today < tier.recharge) expect(res.body.errcode).toBe(1002);
            else if (ladderClaims.has(key)) expect(res.body.errcode).toBe(1009);
            else {
              expect(res.body.errcode).toBe(0);
              ladderClaims.add(key);
              ladderCoin += tier.award.find((i) => i.id === 2001)?.count ?? 0;
            }
          }
          const now2 = s.clock.now();
          const state = (await fund(token)).rechargeBonusCollection6;
          const pot = accruals.filter((a) => !a.claimed && a.expires > now2).reduce((x, a) => x + a.amount, 0);
          expect(state.amount).toBe(pot);
          expect(state.receivedTotal).toBe(fundPaid);
          expect(await hasFund(token)).toBe(pot > 0 ? 1 : 0);
        }
        // Balance = Σ ledger, and the fund and ladder parts of it are exactly what the model paid.
        const rows = sql<[number], { delta: number }>(
          s.deps.db,
          "SELECT delta FROM ledger WHERE user_id = ? AND account = 'coin'",
        ).all(user.id);
        expect(sum(ledgerRows(s, user.id, 'recharge'))).toBe(deposits.reduce((x, d) => x + d.amount, 0));
        expect(sum(ledgerRows(s, user.id, 'fund'))).toBe(fundPaid);
        expect(sum(ledgerRows(s, user.id, 'ladder').filter((r) => r.account === 'coin'))).toBe(ladderCoin);
        expect(balanceOf(s, user.id)).toBe(sum(rows));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
