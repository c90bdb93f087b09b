/**
 * Bonus money and wagering (issue 25 §4, §7; docs/player-protection.md "Bonus money and wagering"): the one
 * classification of ledger kinds, cash + bonus = Σ ledger, bets cash first, wins pro rata, a fully wagered
 * bonus becoming cash, and `exchange` never paying out bonus money before its wagering — also under 50
 * concurrent requests and over a seeded fast-check sequence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleRound } from '../../server/domain/bonus-wagering';
import { adjust, balance, post } from '../../server/domain/ledger';
import { kindClass, LEDGER_KINDS, type LedgerKind } from '../../server/domain/ledger-kinds';
import { createWithdrawal, payWithdrawal } from '../../server/domain/withdrawals';
import { sql } from '../../server/db/sql';
import { startTestServer, type TestServer } from '../helpers/server';
import { ledgerCoinSum, readyToWithdraw, type Business } from '../helpers/wallet';

const REGISTER_COIN = 1000;

interface Pots {
  coin: number;
  cash: number;
  bonus: number;
  withdrawable: number;
  wagered: number;
  wageringRequired: number;
  wageringLeft: number;
  multiple: number;
}

describe('bonus money and wagering', () => {
  let s: TestServer;
  let seq = 0;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const pots = async (token: string) => (await s.call<Pots & Business>('getBonusWallet', {}, token)).body;
  const potSums = (userId: number) =>
    sql<[number], { pot: string; total: number }>(
      s.deps.db,
      "SELECT pot, SUM(delta) AS total FROM ledger WHERE user_id = ? AND account = 'coin' GROUP BY pot",
    ).all(userId);
  const sumOf = (userId: number, pot: string) => potSums(userId).find((r) => r.pot === pot)?.total ?? 0;
  const give = (userId: number, kind: LedgerKind, delta: number) =>
    s.deps.db.transaction(() =>
      post(s.deps.db, { userId, account: 'coin', delta, kind, ref: `bw${++seq}`, at: s.clock.now() }),
    )();
  const round = (userId: number, bet: number, win: number) =>
    s.deps.db.transaction(() =>
      settleRound(s.deps.db, s.deps.config.bonusWageringMultiple, {
        userId,
        bet,
        win,
        ref: `round${++seq}`,
        at: s.clock.now(),
      }),
    )();

  describe('the classification of ledger kinds', () => {
    it('classifies every kind as cash, a bonus grant or bonus play', () => {
      for (const [kind, c] of Object.entries(LEDGER_KINDS)) {
        expect(['cash', 'bonus', 'bonusPlay'], kind).toContain(c);
      }
    });

    it('finds every ledger kind written in server/ classified (a new promotion cannot forget)', () => {
      // Literal kinds of ledger movements: `kind: '…'` next to a post/creditItem call, the *_LEDGER_KIND
      // constants and the kind arguments of creditAward / AgentCount's credit.
      const found = new Set<string>();
      const dir = new URL('../../server/domain/', import.meta.url);
      for (const name of readdirSync(dir)) {
        if (!name.endsWith('.ts') || name === 'ledger-kinds.ts') continue;
        const text = readFileSync(new URL(name, dir), 'utf8');
        for (const m of text.matchAll(/_LEDGER_KIND = '([a-z0-9_]+)'/g)) found.add(m[1]!);
        for (const m of text.matchAll(/creditAward\([^)]*?, '([a-z0-9_]+)',/g)) found.add(m[1]!);
        for (const m of text.matchAll(/credit\(deps, userId, '([a-z0-9_]+)'/g)) found.add(m[1]!);
        for (const m of text.matchAll(/(?:post|creditItem)\([^;]*?kind: '([a-z0-9_]+)'/gs)) found.add(m[1]!);
      }
      expect(found.size).toBeGreaterThan(20);
      expect([...found].filter((k) => kindClass(k) === undefined)).toEqual([]);
    });

    it('refuses to write a coin movement of an unclassified kind (nothing is written)', async () => {
      const { user } = await s.player();
      const before = ledgerCoinSum(s, user.id);
      expect(() =>
        post(s.deps.db, {
          userId: user.id,
          account: 'coin',
          delta: 100,
          // @ts-expect-error — an unclassified kind does not typecheck either
          kind: 'new_promotion',
          ref: 'x',
          at: s.clock.now(),
        }),
      ).toThrow(/not classified/);
      expect(ledgerCoinSum(s, user.id)).toBe(before);
    });

    it('backfills nothing as bonus: rows written before migration 077 are cash', () => {
      const cols = sql<[], { name: string; dflt_value: string }>(s.deps.db, 'PRAGMA table_info(ledger)').all();
      expect(cols.find((c) => c.name === 'pot')?.dflt_value).toBe("'cash'");
    });
  });

  it('answers the registration coin as bonus, cash + bonus = coin = Σ ledger, and withdrawable = cash', async () => {
    const { user, token } = await s.player();
    give(user.id, 'recharge', 50_000);
    const p = await pots(token);
    expect(p).toMatchObject({
      errcode: 0,
      coin: 51_000,
      cash: 50_000,
      bonus: REGISTER_COIN,
      withdrawable: 50_000,
      wagered: 0,
      wageringRequired: REGISTER_COIN,
      wageringLeft: REGISTER_COIN,
      multiple: 1,
    });
    expect(p.coin).toBe(ledgerCoinSum(s, user.id));
    expect(sumOf(user.id, 'cash')).toBe(50_000);
    expect(sumOf(user.id, 'bonus')).toBe(REGISTER_COIN);
  });

  it('takes bets from cash first, returns wins pro rata, and turns a fully wagered bonus into cash', async () => {
    const { user, token } = await s.player(); // bonus 10.00
    give(user.id, 'recharge', 300);
    round(user.id, 500, 1000); // 300 cash + 200 bonus; win 1000 → 400 bonus, 600 cash
    expect(await pots(token)).toMatchObject({ cash: 600, bonus: 1200, wagered: 500, wageringLeft: 500 });
    round(user.id, 400, 0); // all cash; wagered 900
    expect(await pots(token)).toMatchObject({ cash: 200, bonus: 1200, wageringLeft: 100 });
    round(user.id, 100, 0); // cash; wagered 1000 = required: the whole bonus becomes cash
    expect(await pots(token)).toMatchObject({ cash: 1300, bonus: 0, withdrawable: 1300, wageringLeft: 0 });
    expect(ledgerCoinSum(s, user.id)).toBe(1300);
    const moved = sql<[number], { kind: string; delta: number }>(
      s.deps.db,
      "SELECT kind, delta FROM ledger WHERE user_id = ? AND kind IN ('bonus_wagered', 'bonus_to_cash') ORDER BY id",
    ).all(user.id);
    expect(moved).toEqual([
      { kind: 'bonus_wagered', delta: -1200 },
      { kind: 'bonus_to_cash', delta: 1200 },
    ]);
  });

  it('drops the wagering of a bonus spent to 0', async () => {
    const { user, token } = await s.player();
    round(user.id, REGISTER_COIN, 0);
    expect(await pots(token)).toMatchObject({ cash: 0, bonus: 0, wageringRequired: 0, wageringLeft: 0 });
    give(user.id, 'mail', 700);
    expect(await pots(token)).toMatchObject({ bonus: 700, wagered: 0, wageringRequired: 700 });
  });

  it('refuses an exchange over the withdrawable amount with 2022, and over the whole balance with 2005', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    give(user.id, 'recharge', 20_000);
    const call = (amount: number) =>
      s.call<Business & Partial<Pots>>('exchange', { amount, bankId: 1, safeboxPassword: s.encrypt('123456') }, token);
    const over = await call(20_500);
    expect(over.body).toEqual({
      errcode: 2022,
      msg: expect.stringMatching(/200\.00.*10\.00/),
      withdrawable: 20_000,
      bonus: REGISTER_COIN,
      wageringLeft: REGISTER_COIN,
    });
    expect((await call(30_000)).body.errcode).toBe(2005);
    expect((await call(20_000)).body.errcode).toBe(0);
    expect(await pots(token)).toMatchObject({ coin: REGISTER_COIN, cash: 0, bonus: REGISTER_COIN });
  });

  it('lets 50 concurrent exchanges take no more than the withdrawable amount', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    give(user.id, 'recharge', 50_000);
    give(user.id, 'mail', 100_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        s.call<Business>('exchange', { amount: 20_000, bankId: 1, safeboxPassword: s.encrypt('123456') }, token),
      ),
    );
    const codes = answers.map((a) => a.body.errcode).sort((a, b) => a - b);
    expect(codes).toEqual([0, 0, ...Array(48).fill(2022)]);
    const p = await pots(token);
    expect(p).toMatchObject({ cash: 10_000, bonus: 101_000, withdrawable: 10_000 });
    expect(p.coin).toBe(ledgerCoinSum(s, user.id));
  });

  type Step =
    | { t: 'deposit'; amount: number }
    | { t: 'bonus'; amount: number; kind: LedgerKind }
    | { t: 'bet'; amount: number; winX2: number }
    | { t: 'withdraw'; amount: number }
    | { t: 'withdrawAll' };

  const bonusKinds = (Object.keys(LEDGER_KINDS) as LedgerKind[]).filter((k) => LEDGER_KINDS[k] === 'bonus');
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ t: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({
      t: fc.constant('bonus' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
      kind: fc.constantFrom(...bonusKinds),
    }),
    fc.record({
      t: fc.constant('bet' as const),
      amount: fc.integer({ min: 1, max: 60_000 }),
      winX2: fc.constantFrom(0, 0, 0, 1, 2, 4, 20),
    }),
    fc.record({ t: fc.constant('withdraw' as const), amount: fc.integer({ min: 10_000, max: 150_000 }) }),
    fc.record({ t: fc.constant('withdrawAll' as const) }),
  );

  it('keeps cash + bonus = Σ ledger and never pays out a bonus before its wagering (seeded fast-check)', async () => {
    const deps = { ...s.deps };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const { user, token } = await s.player();
        await readyToWithdraw(s, token);
        // The model: the rules of docs/player-protection.md, kept apart from the server's code.
        let cash = 0;
        let bonus = REGISTER_COIN;
        let granted = REGISTER_COIN;
        let wagered = 0;
        let withdrawn = 0;
        for (const st of steps) {
          switch (st.t) {
            case 'deposit':
              give(user.id, 'recharge', st.amount);
              cash += st.amount;
              break;
            case 'bonus':
              give(user.id, st.kind, st.amount);
              bonus += st.amount;
              granted += st.amount;
              break;
            case 'bet': {
              const win = Math.floor((st.amount * st.winX2) / 2);
              if (st.amount > cash + bonus) {
                expect(() => round(user.id, st.amount, win)).toThrow(/Insufficient/);
                break;
              }
              round(user.id, st.amount, win);
              const fromCash = Math.min(cash, st.amount);
              const fromBonus = st.amount - fromCash;
              const bonusWin = Math.floor((win * fromBonus) / st.amount);
              cash += win - bonusWin - fromCash;
              bonus += bonusWin - fromBonus;
              if (granted > 0) {
                wagered += st.amount;
                if (bonus === 0) granted = wagered = 0;
                else if (wagered >= granted) {
                  cash += bonus;
                  bonus = granted = wagered = 0;
                }
              }
              break;
            }
            case 'withdraw':
            case 'withdrawAll': {
              const amount = st.t === 'withdraw' ? st.amount : cash + bonus;
              let errcode = 0;
              try {
                const { order } = createWithdrawal(deps, user.id, { amount, bankId: 1 });
                payWithdrawal(deps, order.orderId);
              } catch (error) {
                errcode = (error as { errcode?: number }).errcode ?? -1;
              }
              const expected =
                amount < 10_000 || amount > 500_000_000
                  ? 2001
                  : amount > cash + bonus
                    ? 2005
                    : amount > cash
                      ? 2022
                      : 0;
              expect(errcode).toBe(expected);
              if (errcode === 0) {
                // Only cash leaves: an unwagered bonus never does.
                expect(amount).toBeLessThanOrEqual(cash);
                cash -= amount;
                withdrawn += amount;
              }
              break;
            }
          }
          const p = await pots(token);
          expect(p).toMatchObject({ cash, bonus, withdrawable: cash, coin: cash + bonus });
          expect(p.wageringLeft).toBe(bonus > 0 ? granted - Math.min(wagered, granted) : 0);
          expect(sumOf(user.id, 'cash')).toBe(cash);
          expect(sumOf(user.id, 'bonus')).toBe(bonus);
          expect(ledgerCoinSum(s, user.id)).toBe(cash + bonus);
          expect(balance(s.deps.db, user.id, 'coin')).toBe(cash + bonus);
          expect(cash).toBeGreaterThanOrEqual(0);
          expect(bonus).toBeGreaterThanOrEqual(0);
        }
        expect(withdrawn).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25, seed: 20251127 },
    );
  }, 180_000);

  it('adjusts coin as an operator would: a credit is cash, a debit takes cash first, then bonus', async () => {
    const { user, token } = await s.player();
    give(user.id, 'recharge', 500);
    s.deps.db.transaction(() =>
      adjust(s.deps.db, { userId: user.id, account: 'coin', delta: -800, ref: `adj${++seq}`, at: s.clock.now() }),
    )();
    expect(await pots(token)).toMatchObject({ cash: 0, bonus: 700 });
  });
});
