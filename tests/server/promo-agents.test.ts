/**
 * The agent programmes (issue 23 §1; docs/promotions.md "Agent (type 26)", "Agent5 (type 41)"): Agent's team by
 * level and its commission on bets placed once an invite is valid, the exchange's minimum and mobile rule, 50
 * concurrent exchanges → the commission credited once; Agent5's reward per valid invite and tiers, 50
 * concurrent receives → one credit, its window and log; the hasAgent dot; and a seeded sequence of invites,
 * deposits, bets, days and claims that keeps every balance = Σ ledger and both programmes equal to a model.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { sql } from '../../server/db/sql';
import { balanceOf, completeDeposit, ledgerRows, setActivityStatus } from '../helpers/activities';
import { invitedPlayer } from '../helpers/invites';
import { startTestServer, type TestServer, launchGame } from '../helpers/server';

const DAY = 24 * 60 * 60 * 1000;

interface Level {
  level: number;
  rate: number;
  members: number;
  todayBet: number;
  totalBet: number;
  todayCommission: number;
  totalCommission: number;
}
interface AgentData {
  open: 0 | 1;
  mobileBound: 0 | 1;
  minExchange: number;
  teamSize: number;
  pendingInvites: number;
  todayCommission: number;
  totalCommission: number;
  exchanged: number;
  available: number;
  levels: Level[];
  invitees: { id: number; maskedPhone: string; status: string; validatedAt: number | null }[];
  exchanges: { amount: number; createTime: number }[];
}
interface Agent5 {
  open: 0 | 1;
  validCount: number;
  inviteAward: { id: number; count: number }[];
  tiers: { id: number; invites: number; status: 0 | 1 | 2 }[];
  invitees: { id: number; status: string; rewardStatus: 0 | 1 | 2 }[];
}
interface Credit {
  errcode: number;
  coin?: number;
  propList?: { id: number; count: number }[];
}

describe('agent programmes', () => {
  let s: TestServer;
  let gameId: number;
  beforeAll(async () => {
    s = await startTestServer();
    gameId = sql<[], { id: number }>(s.deps.db, 'SELECT id FROM games ORDER BY id LIMIT 1').get()!.id;
  });
  afterAll(() => s.close());

  const agent = async (token: string) =>
    (await s.call<{ agentData: AgentData }>('agentData', {}, token)).body.agentData;
  const exchange = (token: string) => s.call<Credit & { amount?: number }>('agent3Exchange', {}, token);
  const agent5 = async (token: string) =>
    (await s.call<{ appAgent5User: Agent5 }>('appAgent5User', {}, token)).body.appAgent5User;
  const receiveInvite = (token: string, id: number) => s.call<Credit>('appAgent5UserInviteValidReceive', { id }, token);
  const receiveTier = (token: string, id: number) => s.call<Credit>('appAgent5UserReceive', { id }, token);
  const bet = (userId: number, amount: number, at = s.clock.now()) => {
    const launch = launchGame(s.deps, userId, gameId);
    sql(
      s.deps.db,
      'INSERT INTO game_rounds (session_id, user_id, game_id, bet, win, created_at) VALUES (?, ?, ?, ?, 0, ?)',
    ).run(launch.gameUrl.split('/').pop()!, userId, gameId, amount, at);
  };
  const dot = async (token: string) =>
    (await s.call<{ dotFlags: { hasAgent: 0 | 1 } }>('getAfterLoginInfo', {}, token)).body.dotFlags.hasAgent;

  describe('Agent (26)', () => {
    it('counts the team by level in valid invites and earns on bets placed once valid', async () => {
      const a = invitedPlayer(s, null);
      const b = invitedPlayer(s, a.user.id); // valid after its deposit
      bet(b.user.id, 1_000_000); // before the invite is valid: no commission
      s.clock.advance(1_000);
      completeDeposit(s, b.user.id, { amount: 10_000 });
      const c = invitedPlayer(s, b.user.id, { deposit: 10_000 }); // level 2
      const d = invitedPlayer(s, c.user.id, { deposit: 10_000 }); // level 3
      invitedPlayer(s, d.user.id, { deposit: 10_000 }); // level 4: not in the team
      invitedPlayer(s, a.user.id, { mobile: null }); // pending
      s.clock.advance(1_000);
      bet(b.user.id, 123_456);
      bet(c.user.id, 100_000);
      bet(d.user.id, 100_000);
      const data = await agent(a.token);
      expect(data.levels.map((l) => [l.level, l.rate, l.members, l.totalBet, l.totalCommission])).toEqual([
        [1, 100, 1, 123_456, 1_234],
        [2, 30, 1, 100_000, 300],
        [3, 10, 1, 100_000, 100],
      ]);
      expect(data).toMatchObject({
        open: 1,
        teamSize: 3,
        pendingInvites: 1,
        totalCommission: 1_634,
        todayCommission: 1_634,
        exchanged: 0,
        available: 1_634,
        minExchange: 100,
      });
      expect(data.invitees.map((i) => i.status).sort()).toEqual(['noMobile', 'valid']);
      expect(data.invitees.every((i) => /^\d{3}\*{4}\d{3}$|\*{4}/.test(i.maskedPhone))).toBe(true);
      s.clock.advance(DAY);
      const tomorrow = await agent(a.token);
      expect(tomorrow.todayCommission).toBe(0);
      expect(tomorrow.totalCommission).toBe(1_634);
    });

    it('exchanges the whole commission once to 50 concurrent calls; minimum, mobile and open rules', async () => {
      const a = invitedPlayer(s, null);
      const b = invitedPlayer(s, a.user.id, { deposit: 10_000 });
      // Agent5's rewards of b taken first, so the dot below follows Agent alone.
      expect((await receiveInvite(a.token, b.user.id)).body.errcode).toBe(0);
      expect((await receiveTier(a.token, 1)).body.errcode).toBe(0);
      expect((await exchange(a.token)).body.errcode).toBe(1010);
      bet(b.user.id, 5_000); // ฿0.50 commission < ฿1.00 minimum
      expect((await exchange(a.token)).body.errcode).toBe(1002);
      expect(await dot(a.token)).toBe(0);
      bet(b.user.id, 95_000);
      expect(await dot(a.token)).toBe(1);
      const before = balanceOf(s, a.user.id);
      const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(a.token)));
      const ok = answers.filter((r) => r.body.errcode === 0);
      expect(ok).toHaveLength(1);
      expect(answers.every((r) => [0, 1003, 1010].includes(r.body.errcode))).toBe(true);
      expect(ok[0]!.body).toMatchObject({
        amount: 1_000,
        coin: before + 1_000,
        propList: [{ id: 2001, count: 1_000 }],
      });
      expect(balanceOf(s, a.user.id)).toBe(before + 1_000);
      expect(ledgerRows(s, a.user.id, 'agent_commission').map((r) => [r.delta, r.ref])).toEqual([
        [1_000, `${a.user.id}:0`],
      ]);
      expect(await dot(a.token)).toBe(0);
      bet(b.user.id, 20_000);
      const next = await exchange(a.token);
      expect(next.body).toMatchObject({ errcode: 0, amount: 200 });
      expect(ledgerRows(s, a.user.id, 'agent_commission').map((r) => r.ref)).toEqual([
        `${a.user.id}:0`,
        `${a.user.id}:1000`,
      ]);
      expect((await agent(a.token)).exchanges.map((e) => e.amount)).toEqual([200, 1_000]);

      const noMobile = invitedPlayer(s, null, { mobile: null });
      const m = invitedPlayer(s, noMobile.user.id, { deposit: 10_000 });
      bet(m.user.id, 100_000);
      expect((await exchange(noMobile.token)).body.errcode).toBe(1007);
      setActivityStatus(s, ACTIVITY.Agent, 0);
      try {
        bet(b.user.id, 100_000);
        expect((await exchange(a.token)).body.errcode).toBe(1001);
        expect((await agent(a.token)).open).toBe(0);
        expect(await dot(a.token)).toBe(0);
      } finally {
        setActivityStatus(s, ACTIVITY.Agent, 1);
      }
    });
  });

  describe('Agent5 (41)', () => {
    it('pays each valid invite once to 50 concurrent receives, tiers once, and logs them', async () => {
      const a = invitedPlayer(s, null);
      const pending = invitedPlayer(s, a.user.id);
      const b = invitedPlayer(s, a.user.id, { deposit: 10_000 });
      const stranger = invitedPlayer(s, null, { deposit: 10_000 });
      expect(await dot(a.token)).toBe(1);
      let st = await agent5(a.token);
      expect(st.validCount).toBe(1);
      expect(st.invitees.map((i) => [i.id, i.rewardStatus])).toEqual([
        [b.user.id, 1],
        [pending.user.id, 0],
      ]);
      expect(st.tiers.map((t) => t.status)).toEqual([1, 0, 0, 0, 0]);
      expect((await receiveInvite(a.token, pending.user.id)).body.errcode).toBe(1002);
      expect((await receiveInvite(a.token, stranger.user.id)).body.errcode).toBe(1004);
      expect((await receiveTier(a.token, 2)).body.errcode).toBe(1002);
      expect((await receiveTier(a.token, 99)).body.errcode).toBe(1004);
      const before = balanceOf(s, a.user.id);
      const answers = await Promise.all(Array.from({ length: 50 }, () => receiveInvite(a.token, b.user.id)));
      expect(answers.filter((r) => r.body.errcode === 0)).toHaveLength(1);
      expect(answers.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
      const tiers = await Promise.all(Array.from({ length: 50 }, () => receiveTier(a.token, 1)));
      expect(tiers.filter((r) => r.body.errcode === 0)).toHaveLength(1);
      expect(balanceOf(s, a.user.id)).toBe(before + 2_000 + 1_000);
      expect(ledgerRows(s, a.user.id, 'agent5')).toHaveLength(2);
      expect(await dot(a.token)).toBe(0);
      st = await agent5(a.token);
      expect(st.invitees.find((i) => i.id === b.user.id)!.rewardStatus).toBe(2);
      expect(st.tiers[0]!.status).toBe(2);
      const log = await s.call<{ total: number; list: { kind: number; label: string; award: unknown }[] }>(
        'appAgent5UserLog',
        { page: 1, pageSize: 20 },
        a.token,
      );
      expect(log.body.total).toBe(2);
      expect(log.body.list.map((r) => [r.kind, r.label])).toEqual([
        [2, '1'],
        [1, expect.stringContaining('****')],
      ]);
    });

    it('counts only invites validated while it runs, claims only while it runs and with a mobile', async () => {
      const a = invitedPlayer(s, null);
      const b = invitedPlayer(s, a.user.id, { deposit: 10_000 });
      const noMobile = invitedPlayer(s, null, { mobile: null });
      invitedPlayer(s, noMobile.user.id, { deposit: 10_000 });
      expect((await receiveInvite(noMobile.token, 1)).body.errcode).toBe(1007);
      const now = s.clock.now();
      sql(s.deps.db, 'UPDATE activities SET start_time = ? WHERE id = ?').run(now + 1, ACTIVITY.Agent5);
      try {
        expect((await receiveInvite(a.token, b.user.id)).body.errcode).toBe(1001);
        expect((await agent5(a.token)).open).toBe(0);
        s.clock.advance(2);
        // Running again, but b became valid before the window: it does not count.
        const st = await agent5(a.token);
        expect(st).toMatchObject({ open: 1, validCount: 0 });
        expect((await receiveInvite(a.token, b.user.id)).body.errcode).toBe(1002);
      } finally {
        sql(s.deps.db, 'UPDATE activities SET start_time = ? WHERE id = ?').run(now - DAY, ACTIVITY.Agent5);
      }
    });
  });

  it('keeps every balance = Σ ledger and both programmes equal to a model over seeded sequences', async () => {
    type Step =
      | { kind: 'invite'; parent: number; mobile: boolean; shared: boolean }
      | { kind: 'deposit'; who: number }
      | { kind: 'bet'; who: number; amount: number }
      | { kind: 'day' }
      | { kind: 'exchange' }
      | { kind: 'inviteReward'; who: number }
      | { kind: 'tier'; id: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('invite' as const),
          parent: fc.nat(6),
          mobile: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
          shared: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
        }),
      },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), who: fc.nat(6) }) },
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('bet' as const),
          who: fc.nat(6),
          amount: fc.integer({ min: 1, max: 200_000 }),
        }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'day' as const }) },
      { weight: 2, arbitrary: fc.constant({ kind: 'exchange' as const }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('inviteReward' as const), who: fc.nat(6) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('tier' as const), id: fc.integer({ min: 1, max: 5 }) }) },
    );
    const rates = [100, 30, 10];
    const tiers = [1, 3, 5, 10, 20];
    const tierCoin = [1_000, 5_000, 10_000, 30_000, 80_000];
    const tierPoints = [0, 0, 5_000, 0, 20_000];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 30 }), async (steps) => {
        const root = invitedPlayer(s, null);
        interface M {
          id: number;
          token: string;
          device: string;
          level: number;
          parent: number; // index in members, -1 for the root
          mobile: boolean;
          shared: boolean;
          validAt: number | null;
          depositAt: number | null;
        }
        const members: M[] = [];
        const bets: { who: number; amount: number; at: number }[] = [];
        let coin = balanceOf(s, root.user.id);
        let points = balanceOf(s, root.user.id, 'lottery');
        let exchanged = 0;
        const rewarded = new Set<number>();
        const tiersTaken = new Set<number>();
        const from = (m: M): number | null => {
          if (m.validAt === null) return null;
          if (m.parent < 0) return m.validAt;
          const up = from(members[m.parent]!);
          return up === null ? null : Math.max(up, m.validAt);
        };
        const commission = () => {
          let total = 0;
          for (let level = 1; level <= 3; level++) {
            let sum = 0;
            for (const b of bets) {
              const m = members[b.who]!;
              const f = from(m);
              if (m.level === level && f !== null && b.at >= f) sum += b.amount;
            }
            total += Math.floor((sum * rates[level - 1]!) / 10_000);
          }
          return total;
        };
        const counted = () => members.filter((m) => m.level === 1 && m.validAt !== null);
        for (const st of steps) {
          s.clock.advance(1_000);
          if (st.kind === 'invite') {
            const parentIdx = members.length === 0 ? -1 : (st.parent % (members.length + 1)) - 1;
            const parent = parentIdx < 0 ? null : members[parentIdx]!;
            if (parent && parent.level >= 4) continue;
            const device = st.shared ? root.device : undefined;
            const p = invitedPlayer(s, parent ? parent.id : root.user.id, {
              ...(device ? { device } : {}),
              ...(st.mobile ? {} : { mobile: null }),
            });
            members.push({
              id: p.user.id,
              token: p.token,
              device: p.device,
              level: parent ? parent.level + 1 : 1,
              parent: parentIdx,
              mobile: st.mobile,
              shared: st.shared,
              validAt: null,
              depositAt: null,
            });
          } else if (st.kind === 'deposit' && members.length) {
            const m = members[st.who % members.length]!;
            completeDeposit(s, m.id, { amount: 10_000 });
            if (m.depositAt === null) m.depositAt = s.clock.now();
            if (m.validAt === null && m.mobile && !m.shared) m.validAt = s.clock.now();
          } else if (st.kind === 'bet' && members.length) {
            const who = st.who % members.length;
            bet(members[who]!.id, st.amount);
            bets.push({ who, amount: st.amount, at: s.clock.now() });
          } else if (st.kind === 'day') {
            s.clock.advance(DAY);
          } else if (st.kind === 'exchange') {
            const available = commission() - exchanged;
            const res = await exchange(root.token);
            const expected = available <= 0 ? 1010 : available < 100 ? 1002 : 0;
            expect(res.body.errcode).toBe(expected);
            if (expected === 0) {
              coin += available;
              exchanged += available;
              expect(res.body.coin).toBe(coin);
            }
          } else if (st.kind === 'inviteReward' && members.length) {
            const m = members[st.who % members.length]!;
            const res = await receiveInvite(root.token, m.id);
            const expected = m.level !== 1 ? 1004 : rewarded.has(m.id) ? 1003 : m.validAt === null ? 1002 : 0;
            expect(res.body.errcode).toBe(expected);
            if (expected === 0) {
              rewarded.add(m.id);
              coin += 2_000;
            }
          } else if (st.kind === 'tier') {
            const res = await receiveTier(root.token, st.id);
            const expected = tiersTaken.has(st.id) ? 1003 : counted().length < tiers[st.id - 1]! ? 1002 : 0;
            expect(res.body.errcode).toBe(expected);
            if (expected === 0) {
              tiersTaken.add(st.id);
              coin += tierCoin[st.id - 1]!;
              points += tierPoints[st.id - 1]!;
            }
          }
          const data = await agent(root.token);
          expect(data.totalCommission).toBe(commission());
          expect(data.exchanged).toBe(exchanged);
          expect(data.teamSize).toBe(members.filter((m) => m.level <= 3 && from(m) !== null).length);
          expect((await agent5(root.token)).validCount).toBe(counted().length);
          expect(balanceOf(s, root.user.id)).toBe(coin);
          expect(balanceOf(s, root.user.id, 'lottery')).toBe(points);
          const sum = sql<[number], { coin: number }>(
            s.deps.db,
            "SELECT COALESCE(SUM(delta), 0) AS coin FROM ledger WHERE user_id = ? AND account = 'coin'",
          ).get(root.user.id)!.coin;
          expect(sum).toBe(coin);
        }
      }),
      { numRuns: 20, seed: 23026 },
    );
  });
});
