/**
 * VIP rebate (activity 8) and follow rewards (activity 21), issue 15 §4: yesterday's bets by local day
 * (injected clock, both sides of local midnight, another country's offset), the level reached by the end of
 * yesterday, flooring, once per day by constraint (50 racing claims → one credit), a missed day is lost; the
 * follow link open as the proof, one reward per network (50 racing claims → one credit); fast-check sequences
 * of bets, day changes and claims keep balance = Σ ledger and match a model.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, ERRCODE, ITEM, TASK_TYPE } from '../../contract/ids';
import { sql } from '../../server/db/sql';
import { createPlayer } from '../../server/domain/accounts';
import { receiveFollowReward } from '../../server/domain/follow-rewards';
import { balances } from '../../server/domain/ledger';
import { spin } from '../../server/domain/games';
import { receiveVipRebate, vipRebateUser, yesterdayRebate } from '../../server/domain/vip-rebate';
import { Fail } from '../../server/context';
import { giveCoin } from '../helpers/lobby';
import { startTestServer, type TestServer, launchGame } from '../helpers/server';

interface RebateAnswer {
  errcode: number;
  vipRebate: {
    day: string;
    bet: number;
    level: number;
    rebateRate: number;
    amount: number;
    received: number;
    nextTime: number;
  };
  recordList: { day: string; bet: number; level: number; rebateRate: number; amount: number; time: number }[];
  propList?: { id: number; count: number }[];
  coin?: number;
}
interface FollowAnswer {
  errcode: number;
  networkList: {
    type: number;
    name: string;
    link: string;
    rewards: { id: number; count: number }[];
    opened: number;
    received: number;
  }[];
  propList?: { id: number; count: number }[];
  coin?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Local midnight (Thailand, UTC+7) starting 2026-11-23 is 17:00 UTC on the 22nd. */
const TH_23 = Date.UTC(2026, 10, 22, 17, 0, 0);

describe('VIP rebate and follow rewards', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const rebate = async (token: string) => (await s.call<RebateAnswer>('vipRebateUser', {}, token)).body;
  const claimRebate = async (token: string) => (await s.call<RebateAnswer>('vipRebateReceive', {}, token)).body;
  const follow = async (token: string) => (await s.call<FollowAnswer>('followRewardsUser', {}, token)).body;
  const claimFollow = async (token: string, type: number) =>
    (await s.call<FollowAnswer>('followRewardsReceive', { type }, token)).body;
  const ledgerOf = (userId: number, kind: string) =>
    sql<[number, string], { delta: number; ref: string }>(
      s.deps.db,
      'SELECT delta, ref FROM ledger WHERE user_id = ? AND kind = ? ORDER BY id',
    ).all(userId, kind);

  /** Plays rounds of `bet` each at the current clock (the player is given the coin first). */
  function play(userId: number, bets: number[]): void {
    giveCoin(
      s,
      userId,
      bets.reduce((a, b) => a + b, 0),
      `play-${userId}-${s.clock.now()}-${Math.random()}`,
    );
    const game = launchGame(s.deps, userId, 1001);
    const sessionId = game.gameUrl.split('/').pop()!;
    for (const bet of bets) spin(s.deps, sessionId, bet);
  }

  describe('VIP rebate', () => {
    it('counts the bets of the local day before today, on both sides of local midnight', async () => {
      const { token, user } = await s.player();
      s.clock.set(TH_23 - 1); // 23:59:59.999 on the 22nd, local
      play(user.id, [10_000, 20_000]); // 300.00 on the 22nd: level 1 (100.00) reached
      s.clock.set(TH_23); // 00:00 on the 23rd, local
      play(user.id, [30_000]); // 300.00 on the 23rd: total 600.00 → level 2 (500.00) by the end of the 23rd
      s.clock.set(TH_23 + 12 * HOUR);
      let a = await rebate(token);
      expect(a.vipRebate).toEqual({
        day: '2026-11-22',
        bet: 30_000,
        level: 1,
        rebateRate: 10,
        amount: 30, // 300.00 × 0.10 %
        received: 0,
        nextTime: TH_23 + DAY,
      });
      expect(a.recordList).toEqual([]);
      s.clock.set(TH_23 + DAY - 1); // still the 23rd: yesterday is still the 22nd
      expect((await rebate(token)).vipRebate).toMatchObject({ day: '2026-11-22', bet: 30_000, amount: 30 });
      s.clock.set(TH_23 + DAY); // the 24th: yesterday is the 23rd, level 2 reached by its end
      a = await rebate(token);
      expect(a.vipRebate).toMatchObject({ day: '2026-11-23', bet: 30_000, level: 2, rebateRate: 20, amount: 60 });
    });

    it('uses the level reached by the end of yesterday, not what today’s bets add', async () => {
      const { token, user } = await s.player();
      s.clock.set(TH_23 + 2 * DAY + 5 * HOUR); // the 25th
      play(user.id, [10_050]); // 100.50: level 1
      s.clock.set(TH_23 + 3 * DAY + HOUR); // the 26th
      play(user.id, [100_000, 100_000]); // 2,000.00 today: level 3 now, not yesterday
      const a = await rebate(token);
      expect(a.vipRebate).toMatchObject({ day: '2026-11-25', bet: 10_050, level: 1, rebateRate: 10, amount: 10 }); // 10.05 floored
    });

    it('another country’s local day (PK, UTC+5)', () => {
      const user = createPlayer(s.deps, { accountType: 1, account: `pk${Date.now()}`, mobile: null });
      const pk = { ...s.deps, config: { ...s.deps.config, country: 'PK' as const } };
      const pkMidnight = Date.UTC(2026, 10, 27, 19, 0, 0); // 00:00 on the 28th in Pakistan
      s.clock.set(pkMidnight - 60_000); // 23:59 on the 27th in PK (already the 28th in Thailand)
      play(user.id, [20_000]);
      s.clock.set(pkMidnight + 60_000);
      expect(yesterdayRebate(pk, user.id, s.clock.now())).toMatchObject({ day: '2026-11-27', bet: 20_000, level: 1 });
      expect(yesterdayRebate(s.deps, user.id, s.clock.now())).toMatchObject({ day: '2026-11-27', bet: 0 });
      expect(yesterdayRebate(s.deps, user.id, s.clock.now() + DAY)).toMatchObject({ day: '2026-11-28', bet: 20_000 });
    });

    it('claims once per day; a second claim is refused; a day without bets has nothing; a missed day is lost', async () => {
      const { token, user } = await s.player();
      s.clock.set(TH_23 + 10 * DAY + 3 * HOUR); // Dec 3
      play(user.id, [60_000]); // 600.00: level 2 by the end of the day
      s.clock.set(TH_23 + 11 * DAY + 3 * HOUR); // Dec 4
      const before = balances(s.deps.db, user.id).coin;
      const ok = await claimRebate(token);
      expect(ok.errcode).toBe(0);
      expect(ok.propList).toEqual([{ id: ITEM.Coin, count: 120 }]);
      expect(ok.coin).toBe(before + 120);
      expect(ok.vipRebate).toMatchObject({ day: '2026-12-03', amount: 120, received: 1 });
      expect(ok.recordList).toEqual([
        { day: '2026-12-03', bet: 60_000, level: 2, rebateRate: 20, amount: 120, time: s.clock.now() },
      ]);
      expect((await claimRebate(token)).errcode).toBe(ERRCODE.ReceivedToday);
      play(user.id, [40_000]); // bet on Dec 4, never claimed on Dec 5
      s.clock.set(TH_23 + 13 * DAY + 3 * HOUR); // Dec 6: yesterday (Dec 5) had no bets
      expect((await rebate(token)).vipRebate).toMatchObject({ day: '2026-12-05', bet: 0, amount: 0, received: 0 });
      expect((await claimRebate(token)).errcode).toBe(ERRCODE.NothingToReceive);
      expect(ledgerOf(user.id, 'vip_rebate')).toEqual([{ delta: 120, ref: `${user.id}:2026-12-03` }]);
      expect(balances(s.deps.db, user.id).coin).toBe(before + 120 + wins(user.id, TH_23 + 11 * DAY)); // play() gives the bets first
    });

    it('level 0 (rate 0) has nothing to claim', async () => {
      const { token, user } = await s.player();
      s.clock.set(TH_23 + 20 * DAY);
      play(user.id, [9_900]); // below level 1
      s.clock.advance(DAY);
      expect((await rebate(token)).vipRebate).toMatchObject({ bet: 9_900, level: 0, rebateRate: 0, amount: 0 });
      expect((await claimRebate(token)).errcode).toBe(ERRCODE.NothingToReceive);
    });

    it('50 concurrent claims credit yesterday’s rebate once', async () => {
      const { token, user } = await s.player();
      s.clock.set(TH_23 + 30 * DAY + HOUR);
      play(user.id, [100_000, 100_000, 50_000]); // 2,500.00: level 3 (30 bp) → 7.50
      s.clock.advance(DAY);
      const before = balances(s.deps.db, user.id).coin;
      const results = await Promise.all(Array.from({ length: 50 }, () => claimRebate(token)));
      const codes = results.map((r) => r.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === ERRCODE.ReceivedToday)).toHaveLength(49);
      expect(balances(s.deps.db, user.id).coin).toBe(before + 750);
      expect(ledgerOf(user.id, 'vip_rebate')).toHaveLength(1);
      expect(sql(s.deps.db, 'SELECT COUNT(*) AS n FROM vip_rebate_claims WHERE user_id = ?').get(user.id)).toEqual({
        n: 1,
      });
    });

    it('refuses with 1001 while the activity is closed, and credits nothing', async () => {
      const { token, user } = await s.player();
      s.clock.set(TH_23 + 40 * DAY);
      play(user.id, [50_000]);
      s.clock.advance(DAY);
      sql(s.deps.db, 'UPDATE activities SET status = 0 WHERE id = ?').run(ACTIVITY.VIP);
      try {
        expect((await claimRebate(token)).errcode).toBe(ERRCODE.ActivityNotActive);
      } finally {
        sql(s.deps.db, 'UPDATE activities SET status = 1 WHERE id = ?').run(ACTIVITY.VIP);
      }
      expect(ledgerOf(user.id, 'vip_rebate')).toEqual([]);
      expect((await claimRebate(token)).errcode).toBe(0);
    });

    it('keeps balance = Σ ledger and pays each day at most once what the model says (fast-check)', () => {
      type Action = { kind: 'bet'; amount: number } | { kind: 'hours'; n: number } | { kind: 'claim' };
      const action = fc.oneof(
        fc.integer({ min: 1, max: 1000 }).map<Action>((n) => ({ kind: 'bet', amount: n * 100 })),
        fc.integer({ min: 1, max: 30 }).map<Action>((n) => ({ kind: 'hours', n })),
        fc.constant<Action>({ kind: 'claim' }),
      );
      const rates = sql<[], { level: number; bet: number; rate: number }>(
        s.deps.db,
        'SELECT level, bet_amount AS bet, rebate_rate AS rate FROM level_config ORDER BY level',
      ).all();
      const rateFor = (total: number) => rates.filter((r) => r.bet <= total).at(-1)?.rate ?? 0;
      let seq = 0;
      fc.assert(
        fc.property(fc.array(action, { minLength: 1, maxLength: 30 }), (actions) => {
          seq += 1;
          s.clock.set(TH_23 + (100 + seq * 40) * DAY);
          const user = createPlayer(s.deps, { accountType: 1, account: `fcr${seq}x${s.clock.now()}`, mobile: null });
          giveCoin(s, user.id, 100_000_000, `fc-${user.id}`);
          const bets: { at: number; amount: number }[] = [];
          const paidDays = new Set<string>();
          let expectedCoin = balances(s.deps.db, user.id).coin;
          for (const a of actions) {
            const now = s.clock.now();
            if (a.kind === 'bet') {
              // A game launched for the round: a game session ends after 30 idle minutes.
              const sessionId = launchGame(s.deps, user.id, 1001).gameUrl.split('/').pop()!;
              const r = spin(s.deps, sessionId, a.amount);
              expectedCoin += r.win - r.bet;
              bets.push({ at: now, amount: a.amount });
            } else if (a.kind === 'hours') {
              s.clock.advance(a.n * HOUR);
            } else {
              const today = TH_23 + Math.floor((now - TH_23) / DAY) * DAY;
              const dayBet = bets.filter((b) => b.at >= today - DAY && b.at < today).reduce((x, b) => x + b.amount, 0);
              const total = bets.filter((b) => b.at < today).reduce((x, b) => x + b.amount, 0);
              const amount = Math.floor((dayBet * rateFor(total)) / 10_000);
              const key = String(today);
              try {
                const item = receiveVipRebate(s.deps, user.id);
                expect(paidDays.has(key)).toBe(false);
                expect(item).toEqual({ id: ITEM.Coin, count: amount });
                paidDays.add(key);
                expectedCoin += amount;
              } catch (error) {
                expect(error).toBeInstanceOf(Fail);
                const code = (error as Fail).errcode;
                if (paidDays.has(key)) expect(code).toBe(ERRCODE.ReceivedToday);
                else {
                  expect(amount).toBe(0);
                  expect(code).toBe(ERRCODE.NothingToReceive);
                }
              }
            }
          }
          expect(balances(s.deps.db, user.id).coin).toBe(expectedCoin);
          expect(vipRebateUser(s.deps, user.id).recordList.length).toBe(Math.min(paidDays.size, 7));
        }),
        { numRuns: 60 },
      );
    });
  });

  /** The player's wins since an instant (spins pay back random wins). */
  function wins(userId: number, since: number): number {
    return (
      sql<[number, number], { w: number }>(
        s.deps.db,
        'SELECT COALESCE(SUM(win), 0) AS w FROM game_rounds WHERE user_id = ? AND created_at >= ?',
      ).get(userId, since)?.w ?? 0
    );
  }

  describe('follow rewards', () => {
    const open = (link: string) => s.fetch(new URL(link).pathname, { redirect: 'manual' });

    it('lists the configured networks with the player’s tracked follow links (the tasks’ links)', async () => {
      s.clock.set(TH_23 + 2 * HOUR);
      const { token } = await s.player();
      const a = await follow(token);
      expect(a.networkList.map((n) => [n.type, n.name, n.opened, n.received])).toEqual([
        [TASK_TYPE.FollowA, 'facebook', 0, 0],
        [TASK_TYPE.FollowB, 'instagram', 0, 0],
        [TASK_TYPE.FollowC, 'telegram', 0, 0],
        [TASK_TYPE.FollowD, 'line', 0, 0],
      ]);
      expect(a.networkList[0]!.rewards).toEqual([{ id: ITEM.Coin, count: 300 }]);
      const tasks = (await s.call<{ taskList: { type: number; link: string }[] }>('getTaskUser', {}, token)).body;
      for (const n of a.networkList) {
        expect(n.link).toMatch(/\/t\/[0-9A-Za-z]{12}$/);
        expect(tasks.taskList.find((t) => t.type === n.type)!.link).toBe(n.link);
      }
      expect((await follow(token)).networkList.map((n) => n.link)).toEqual(a.networkList.map((n) => n.link));
    });

    it('a network becomes claimable once its link was opened, and pays once', async () => {
      const { token, user } = await s.player();
      const a = await follow(token);
      expect((await claimFollow(token, TASK_TYPE.FollowA)).errcode).toBe(ERRCODE.NotEligible);
      const res = await open(a.networkList[0]!.link);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://www.facebook.com/examplelobby');
      const after = await follow(token);
      expect(after.networkList.map((n) => n.opened)).toEqual([1, 0, 0, 0]);
      const before = balances(s.deps.db, user.id).coin;
      const ok = await claimFollow(token, TASK_TYPE.FollowA);
      expect(ok.errcode).toBe(0);
      expect(ok.propList).toEqual([{ id: ITEM.Coin, count: 300 }]);
      expect(ok.coin).toBe(before + 300);
      expect(ok.networkList[0]).toMatchObject({ opened: 1, received: 1 });
      expect((await claimFollow(token, TASK_TYPE.FollowA)).errcode).toBe(ERRCODE.GiftClaimed);
      await open(a.networkList[0]!.link); // opening again changes nothing
      expect((await claimFollow(token, TASK_TYPE.FollowA)).errcode).toBe(ERRCODE.GiftClaimed);
      expect((await claimFollow(token, TASK_TYPE.FollowB)).errcode).toBe(ERRCODE.NotEligible);
      expect(ledgerOf(user.id, 'follow_reward')).toEqual([{ delta: 300, ref: `${user.id}:${TASK_TYPE.FollowA}` }]);
    });

    it('another player’s open does not count for me', async () => {
      const me = await s.player();
      const other = await s.player();
      await open((await follow(other.token)).networkList[1]!.link);
      expect((await follow(me.token)).networkList[1]!.opened).toBe(0);
      expect((await claimFollow(me.token, TASK_TYPE.FollowB)).errcode).toBe(ERRCODE.NotEligible);
      expect((await claimFollow(other.token, TASK_TYPE.FollowB)).errcode).toBe(0);
    });

    it('50 concurrent claims of one network credit it once', async () => {
      const { token, user } = await s.player();
      await open((await follow(token)).networkList[3]!.link);
      const before = balances(s.deps.db, user.id).coin;
      const results = await Promise.all(Array.from({ length: 50 }, () => claimFollow(token, TASK_TYPE.FollowD)));
      const codes = results.map((r) => r.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === ERRCODE.GiftClaimed)).toHaveLength(49);
      expect(balances(s.deps.db, user.id).coin).toBe(before + 300);
      expect(ledgerOf(user.id, 'follow_reward')).toHaveLength(1);
    });

    it('an unconfigured network answers 1010, a closed activity 1001, a type outside 4/13/16/17 is a 400', async () => {
      const { token, user } = await s.player();
      await open((await follow(token)).networkList[2]!.link);
      const saved = sql<[], { rewards: string; sort: number }>(
        s.deps.db,
        'SELECT rewards, sort FROM follow_reward_config WHERE type = 16',
      ).get()!;
      sql(s.deps.db, 'DELETE FROM follow_reward_config WHERE type = 16').run();
      try {
        expect((await follow(token)).networkList.map((n) => n.type)).toEqual([4, 13, 17]);
        expect((await claimFollow(token, TASK_TYPE.FollowC)).errcode).toBe(ERRCODE.NothingToReceive);
      } finally {
        sql(s.deps.db, 'INSERT INTO follow_reward_config (type, rewards, sort) VALUES (16, ?, ?)').run(
          saved.rewards,
          saved.sort,
        );
      }
      sql(s.deps.db, 'UPDATE activities SET status = 0 WHERE id = ?').run(ACTIVITY.FollowRewards);
      try {
        expect(() => receiveFollowReward(s.deps, user.id, TASK_TYPE.FollowC)).toThrow(Fail);
        expect((await claimFollow(token, TASK_TYPE.FollowC)).errcode).toBe(ERRCODE.ActivityNotActive);
      } finally {
        sql(s.deps.db, 'UPDATE activities SET status = 1 WHERE id = ?').run(ACTIVITY.FollowRewards);
      }
      const bad = await s.fetch('/app/v1/followRewardsReceive', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ type: 5 }),
      });
      expect(bad.status).toBe(400);
      expect(ledgerOf(user.id, 'follow_reward')).toEqual([]);
      expect((await claimFollow(token, TASK_TYPE.FollowC)).errcode).toBe(0);
    });
  });
});
