/**
 * Invite & Spin (activity 20, issue 15 §2): spins earned from the configured conditions, server-drawn
 * outcomes that follow the prize table, spins never negative under races, one cash-out per round.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, ITEM } from '../../contract/ids';
import type { components } from '../../contract/schema';
import type { Random } from '../../server/context';
import { seededRandom as seedPrng } from '../../server/db/seed/lobby';
import { sql } from '../../server/db/sql';
import { drawPrize, prizeForDraw, SPIN_LEDGER_KIND, spinPrizes } from '../../server/domain/invite-spin';
import { balanceOf, completeDeposit, ledgerRows, setActivityStatus } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

type Schemas = components['schemas'];
type State = Schemas['SpinState'] & { errcode: number; shareUrl: string };
type Status = Schemas['SpinStatus'] & { errcode: number };
interface SpinBody {
  errcode: number;
  prizeId: number;
  amount: number;
  added: number;
  status: Schemas['SpinStatus'];
}
interface ExchangeBody {
  errcode: number;
  amount: number;
  coin: number;
  status: Schemas['SpinStatus'];
}
type RecordBody = Schemas['SpinRecordPage'] & { errcode: number };

/** The seed's PRNG (mulberry32) as the server's Random, so draws are reproducible. */
export function seededRandom(seed: number): Random {
  const prng = seedPrng(seed);
  return { int: prng.int, bytes: (n) => Buffer.from(Array.from({ length: n }, () => prng.int(256))) };
}

describe('invite & spin', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ random: seededRandom(20) });
  });
  afterAll(() => s.close());

  const state = async (token: string) => (await s.call<State>('actInviteUser', {}, token)).body;
  const status = async (token: string) => (await s.call<Status>('actInviteUserStatus', {}, token)).body;
  const spinOnce = (token: string) => s.call<SpinBody>('actInviteUserSpin', {}, token);
  const exchange = (token: string) => s.call<ExchangeBody>('actInviteUserExchange', {}, token);
  const setTarget = (target: number) => sql(s.deps.db, 'UPDATE spin_config SET target = ?').run(target);
  /** A player with `n` invited players who bound a mobile (and one who did not, which does not count). */
  const withInvites = async (n: number) => {
    const me = await s.player();
    for (let i = 0; i < n; i++) await s.player({ inviterId: me.user.id });
    await s.player({ inviterId: me.user.id, mobile: null, accountType: 1, account: `nobind${me.user.id}` });
    return me;
  };

  it('a new player has the first-login spin; the state lists the table, the conditions and the invite tiers', async () => {
    setTarget(50_000);
    const { user, token } = await s.player();
    const st = await state(token);
    expect(st.errcode).toBe(0);
    expect(st).toMatchObject({ open: 1, spinsLeft: 1, spinsEarned: 1, spinsUsed: 0, progress: 0, target: 50_000 });
    expect(st).toMatchObject({ canExchange: 0, round: 1, inviteCount: 0, mobileBound: 1 });
    expect(st.prizeList.reduce((sum, p) => sum + p.weight, 0)).toBe(10_000);
    expect(st.conditionList.map((c) => [c.kind, c.times])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    // The centre tab's badge reads the first invite tier's coin from configuration: the same rows.
    const config = (
      await s.call<{ appInviteBonusConfigList: Schemas['InviteConfig'][] }>('anonymousAppConfig', {
        gameListVersion: 0,
      })
    ).body.appInviteBonusConfigList;
    expect(st.inviteConditions).toEqual(config);
    expect(st.inviteConditions[0]!.award.find((a) => a.id === ITEM.Coin)!.count).toBeGreaterThan(0);
    expect(new URL(st.shareUrl).searchParams.get('aid')).toBe(String(user.id));
  });

  it('earns spins by bound invites and deposit tiers', async () => {
    const me = await withInvites(3);
    let st = await state(me.token);
    expect(st.inviteCount).toBe(3);
    expect(st.spinsEarned).toBe(1 + 3 * 2);
    completeDeposit(s, me.user.id, { amount: 60_000 });
    st = await state(me.token);
    expect(st.spinsEarned).toBe(1 + 6 + 1 + 2);
    expect(st.conditionList.filter((c) => c.kind === 3).map((c) => c.times)).toEqual([1, 1, 0]);
  });

  it('a spin adds the drawn slice to the progress and shows in the record; no spin left → 1010', async () => {
    setTarget(50_000);
    const { token } = await s.player();
    const res = await spinOnce(token);
    expect(res.body.errcode).toBe(0);
    const prize = spinPrizes(s.deps).find((p) => p.id === res.body.prizeId)!;
    expect(res.body.amount).toBe(prize.amount);
    expect(res.body.added).toBe(prize.amount);
    expect(res.body.status).toMatchObject({ spinsLeft: 0, progress: prize.amount, canExchange: 0 });
    const again = await spinOnce(token);
    expect(again.body.errcode).toBe(1010);
    expect((await status(token)).spinsLeft).toBe(0);
    const record = (await s.call<RecordBody>('actInviteUserRecord', { page: 1, pageSize: 20 }, token)).body;
    expect(record).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(record.list[0]).toMatchObject({ id: 1, type: 1, round: 1, prizeId: prize.id, amount: prize.amount });
  });

  it('50 concurrent spins with N spins left give exactly N outcomes', async () => {
    const me = await withInvites(4); // 1 + 8 = 9 spins
    const results = await Promise.all(Array.from({ length: 50 }, () => spinOnce(me.token)));
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(9);
    expect(results.filter((r) => r.body.errcode === 1010)).toHaveLength(41);
    const st = await state(me.token);
    expect(st).toMatchObject({ spinsLeft: 0, spinsUsed: 9, spinsEarned: 9 });
    const rows = sql<[number], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM spin_draws WHERE user_id = ?').get(
      me.user.id,
    );
    expect(rows?.n).toBe(9);
  });

  it('cash-out is refused before the target, then credits the target once under 50 concurrent calls', async () => {
    setTarget(50_000);
    const me = await withInvites(1); // 3 spins
    expect((await exchange(me.token)).body.errcode).toBe(1002);
    setTarget(100); // any slice reaches it
    await spinOnce(me.token);
    const before = balanceOf(s, me.user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => exchange(me.token)));
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(results.every((r) => r.body.errcode === 0 || r.body.errcode === 1002 || r.body.errcode === 1003)).toBe(true);
    expect(ok[0]!.body).toMatchObject({ amount: 100, coin: before + 100 });
    expect(balanceOf(s, me.user.id)).toBe(before + 100);
    expect(ledgerRows(s, me.user.id, SPIN_LEDGER_KIND)).toEqual([
      { account: 'coin', delta: 100, kind: SPIN_LEDGER_KIND, ref: `${me.user.id}:1` },
    ]);
    // A new round starts at 0; the spins left carry over.
    const st = await state(me.token);
    expect(st).toMatchObject({ round: 2, progress: 0, canExchange: 0, spinsLeft: 2 });
    const record = (await s.call<RecordBody>('actInviteUserRecord', {}, me.token)).body;
    expect(record.list[0]).toMatchObject({ type: 2, round: 1, amount: 100, prizeId: 0 });
    setTarget(50_000);
  });

  it('the last spin of a round adds only what the target still needs', async () => {
    setTarget(150);
    const me = await withInvites(1);
    const first = (await spinOnce(me.token)).body;
    expect(first.added).toBe(Math.min(first.amount, 150));
    const second = (await spinOnce(me.token)).body;
    expect(second.status.progress).toBe(150);
    expect(second.added).toBe(150 - first.added);
    setTarget(50_000);
  });

  it('cash-out needs a bound mobile (1007); everything but the record needs the activity open (1001)', async () => {
    setTarget(100);
    const noMobile = await s.player({ mobile: null, accountType: 1, account: `spinner${Date.now()}` });
    await spinOnce(noMobile.token);
    expect((await exchange(noMobile.token)).body.errcode).toBe(1007);
    setActivityStatus(s, ACTIVITY.InviteUserSpin, 0);
    try {
      const { token } = await s.player();
      expect((await spinOnce(token)).body.errcode).toBe(1001);
      expect((await exchange(token)).body.errcode).toBe(1001);
      expect(await status(token)).toMatchObject({ open: 0, canExchange: 0 });
    } finally {
      setActivityStatus(s, ACTIVITY.InviteUserSpin, 1);
      setTarget(50_000);
    }
  });

  it('pages the record newest first', async () => {
    const me = await withInvites(2); // 5 spins
    for (let i = 0; i < 5; i++) {
      s.clock.advance(1000);
      expect((await spinOnce(me.token)).body.errcode).toBe(0);
    }
    const page1 = (await s.call<RecordBody>('actInviteUserRecord', { page: 1, pageSize: 2 }, me.token)).body;
    const page3 = (await s.call<RecordBody>('actInviteUserRecord', { page: 3, pageSize: 2 }, me.token)).body;
    expect(page1.total).toBe(5);
    expect(page1.list.map((r) => r.id)).toEqual([5, 4]);
    expect(page3.list.map((r) => r.id)).toEqual([1]);
  });

  it('any sequence of spins, invites, deposits and cash-outs keeps the figures honest', async () => {
    setTarget(2_000);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('spin', 'exchange', 'invite', 'deposit'), { minLength: 1, maxLength: 25 }),
        async (ops) => {
          const me = await s.player();
          let credited = 0;
          let spins = 0;
          for (const op of ops) {
            if (op === 'spin') spins += (await spinOnce(me.token)).body.errcode === 0 ? 1 : 0;
            else if (op === 'exchange') {
              const res = (await exchange(me.token)).body;
              if (res.errcode === 0) credited += res.amount;
            } else if (op === 'invite') await s.player({ inviterId: me.user.id });
            else completeDeposit(s, me.user.id, { amount: 10_000 });
            const st = await state(me.token);
            expect(st.spinsLeft).toBe(st.spinsEarned - st.spinsUsed);
            expect(st.spinsUsed).toBe(spins);
            expect(st.progress).toBeLessThanOrEqual(st.target);
            expect(st.canExchange).toBe(st.progress >= st.target ? 1 : 0);
          }
          const others = sql<[number, string], { total: number }>(
            s.deps.db,
            "SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'coin' AND kind <> ?",
          ).get(me.user.id, SPIN_LEDGER_KIND);
          expect(balanceOf(s, me.user.id)).toBe((others?.total ?? 0) + credited);
          const ledger = sql<[number], { total: number }>(
            s.deps.db,
            "SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'coin'",
          ).get(me.user.id);
          expect(ledger?.total).toBe(balanceOf(s, me.user.id));
          const cashed = ledgerRows(s, me.user.id, SPIN_LEDGER_KIND);
          expect(cashed.reduce((sum, r) => sum + r.delta, 0)).toBe(credited);
        },
      ),
      { numRuns: 15 },
    );
    setTarget(50_000);
  });
});

describe('spin outcomes follow the configured probabilities', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('10,000 seeded server-side draws land within 4σ of each weight, and a χ² test passes', () => {
    const prizes = spinPrizes(s.deps);
    const total = prizes.reduce((sum, p) => sum + p.weight, 0);
    const n = 10_000;
    const random = seededRandom(42);
    const seen = new Map<number, number>(prizes.map((p) => [p.id, 0]));
    for (let i = 0; i < n; i++) {
      const p = drawPrize({ random }, prizes);
      seen.set(p.id, seen.get(p.id)! + 1);
    }
    let chi2 = 0;
    for (const p of prizes) {
      const prob = p.weight / total;
      const expected = n * prob;
      const sigma = Math.sqrt(n * prob * (1 - prob));
      expect(Math.abs(seen.get(p.id)! - expected), `slice ${p.id}`).toBeLessThan(4 * sigma);
      chi2 += (seen.get(p.id)! - expected) ** 2 / expected;
    }
    // 7 degrees of freedom: P(χ² > 24.32) = 0.001.
    expect(chi2).toBeLessThan(24.32);
  });

  it('the same draws against a table with other weights fail the test (the test can fail)', () => {
    const prizes = spinPrizes(s.deps);
    const skewed = prizes.map((p, i) => ({ ...p, weight: i === 0 ? p.weight * 4 : p.weight }));
    const random = seededRandom(42);
    const n = 10_000;
    let hits = 0;
    for (let i = 0; i < n; i++) if (drawPrize({ random }, skewed).id === prizes[0]!.id) hits++;
    const prob = prizes[0]!.weight / prizes.reduce((sum, p) => sum + p.weight, 0);
    expect(Math.abs(hits - n * prob)).toBeGreaterThan(4 * Math.sqrt(n * prob * (1 - prob)));
  });

  it('each draw value maps to exactly one slice, in table order', () => {
    const prizes = spinPrizes(s.deps);
    let at = 0;
    for (const p of prizes) {
      expect(prizeForDraw(prizes, at).id).toBe(p.id);
      expect(prizeForDraw(prizes, at + p.weight - 1).id).toBe(p.id);
      at += p.weight;
    }
    expect(() => prizeForDraw(prizes, at)).toThrow();
  });
});
