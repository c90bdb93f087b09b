import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, nextLocalMidnight } from '../../server/domain/activity-time';
import { ACTIVITY } from '../../contract/ids';
import { activityIds, balanceOf, completeDeposit, ledgerRows } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

interface LoginPayBody {
  errcode: number;
  ownList: {
    id: number;
    propId: number;
    boughtTime: number;
    receivedToday?: 0 | 1;
    loginPayDataJson: { days: number[] };
  }[];
  buyPropIds: number[];
  needRecharge: number;
  propConfigList: { id: number; price: number; num: number; paramStr: { limitAmount: number } }[];
  propList?: { id: number; count: number }[];
}

describe('login-pay cards', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    // The test clock starts on a Saturday: the card's deposit would earn weekend-lottery tickets, and the draw a
    // week later could pay a prize into the balance this test sums. Only the cards' own credits are counted here.
    s.deps.db.prepare('UPDATE activities SET status = 0 WHERE id = ?').run(ACTIVITY.WeekendLottery);
  });
  afterAll(() => s.close());

  const state = async (token: string) => (await s.call<LoginPayBody>('getLoginPayUser3', {}, token)).body;
  const receive = (token: string, id: number) => s.call<LoginPayBody>('receiveLoginPay3', { id }, token);
  const toNextMidnight = () => s.clock.set(nextLocalMidnight(s.deps.config.country, s.clock.now()));

  it('lists the cards on sale by price, each paying more than its price', async () => {
    const { token } = await s.player();
    const body = await state(token);
    expect(body.errcode).toBe(0);
    expect(body.ownList).toEqual([]);
    expect(body.propConfigList.map((p) => [p.id, p.price, p.num])).toEqual([
      [6004, 10_000, 7],
      [6005, 30_000, 7],
      [6006, 50_000, 15],
      [6007, 100_000, 30],
    ]);
    for (const p of body.propConfigList) expect(p.paramStr.limitAmount).toBeGreaterThan(p.price);
    expect(body.buyPropIds).toEqual([6004, 6005, 6006, 6007]);
    expect(body.needRecharge).toBe(10_000);
  });

  it('ignores a card deposit without a known propId', async () => {
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 30_000, actType: 6, propId: null });
    completeDeposit(s, user.id, { amount: 30_000, actType: 6, propId: 9999 });
    expect((await state(token)).ownList).toEqual([]);
    expect((await activityIds(s, token)).loginPaying).toBe(0);
  });

  it('pays a bought card once per local day, in order, until its last day', async () => {
    const { user, token } = await s.player();
    const boughtAt = s.clock.now();
    completeDeposit(s, user.id, { amount: 10_000, actType: 6, propId: 6004 });
    let body = await state(token);
    expect(body.ownList).toHaveLength(1);
    const card = body.ownList[0]!;
    expect(card).toMatchObject({
      propId: 6004,
      boughtTime: boughtAt,
      loginPayDataJson: { days: Array(7).fill(2_000) },
    });
    expect(body.buyPropIds).toEqual([6005, 6006, 6007]);
    expect(body.needRecharge).toBe(30_000);
    expect((await activityIds(s, token)).loginPaying).toBe(1);

    const coinBefore = balanceOf(s, user.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(token, card.id)));
    const codes = results.map((r) => r.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1009)).toHaveLength(9);
    const ok = results.find((r) => r.body.errcode === 0)!.body;
    expect(ok.propList).toEqual([{ id: 2001, count: 2_000 }]);
    expect(ok.ownList[0]!.loginPayDataJson.days).toEqual([-1, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000]);
    expect(balanceOf(s, user.id)).toBe(coinBefore + 2_000);

    // Still the same local day one millisecond before the country's midnight.
    s.clock.set(nextLocalMidnight(s.deps.config.country, s.clock.now()) - 1);
    expect((await receive(token, card.id)).body.errcode).toBe(1009);
    s.clock.advance(1);
    body = (await receive(token, card.id)).body;
    expect(body.errcode).toBe(0);
    expect(body.ownList[0]!.loginPayDataJson.days).toEqual([-1, -1, 2_000, 2_000, 2_000, 2_000, 2_000]);
    expect((await receive(token, card.id)).body.errcode).toBe(1009);

    for (let day = 3; day <= 7; day++) {
      toNextMidnight();
      expect((await receive(token, card.id)).body.errcode).toBe(0);
    }
    body = await state(token);
    expect(body.ownList[0]!.loginPayDataJson.days).toEqual(Array(7).fill(-1));
    expect(body.buyPropIds).toEqual([6004, 6005, 6006, 6007]);
    expect(body.needRecharge).toBe(10_000);
    // Nothing is left: 1010 on the day of the last claim and on any later day.
    expect((await receive(token, card.id)).body.errcode).toBe(1010);
    toNextMidnight();
    expect((await receive(token, card.id)).body.errcode).toBe(1010);
    expect((await activityIds(s, token)).loginPaying).toBe(0);
    expect(ledgerRows(s, user.id, 'login_pay')).toEqual(
      Array.from({ length: 7 }, (_, i) => ({
        account: 'coin',
        delta: 2_000,
        kind: 'login_pay',
        ref: `${card.id}:${i}`,
      })),
    );
    expect(balanceOf(s, user.id)).toBe(coinBefore + 7 * 2_000);
  });

  it('pays each card at most once per local day and never past its days; the coin shown = Σ ledger (fast-check)', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('buy' as const), propId: fc.constantFrom(6004, 6005, 6006, 6007) }),
      fc.record({ kind: fc.constant('receive' as const), pick: fc.nat(5) }),
      fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const { user, token } = await s.player();
        const prices = new Map((await state(token)).propConfigList.map((c) => [c.id, c.price]));
        /** Card id → the local days it paid on (the model). */
        const paid = new Map<number, string[]>();
        let loginPay = 0;
        for (const st of steps) {
          if (st.kind === 'buy') {
            completeDeposit(s, user.id, { amount: prices.get(st.propId)!, actType: 6, propId: st.propId });
          } else if (st.kind === 'wait') {
            s.clock.set(s.clock.now() + st.hours * 3_600_000);
          } else {
            const own = (await state(token)).ownList;
            if (own.length === 0) continue;
            const card = own[st.pick % own.length]!;
            const today = localDay(s.deps.config.country, s.clock.now());
            const days = paid.get(card.id) ?? [];
            const due = days.length < card.loginPayDataJson.days.length && !days.includes(today);
            const answer = await receive(token, card.id);
            expect(answer.body.errcode === 0, `card ${card.id} on ${today} after ${days.join(',')}`).toBe(due);
            if (due) {
              loginPay += card.loginPayDataJson.days[days.length]!;
              paid.set(card.id, [...days, today]);
            }
          }
          expect(ledgerRows(s, user.id, 'login_pay').reduce((sum, r) => sum + r.delta, 0)).toBe(loginPay);
          const shown = await s.call<{ errcode: number; coin: number }>('refreshData', {}, token);
          expect(shown.body.coin).toBe(balanceOf(s, user.id));
        }
      }),
      { numRuns: 20, seed: 6300 },
    );
  });

  it('50 concurrent receives pay one day per local day (one ledger row each), and say so in receivedToday', async () => {
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 30_000, actType: 6, propId: 6005 });
    const card = (await state(token)).ownList[0]!;
    expect(card.receivedToday).toBe(0);
    const coinBefore = balanceOf(s, user.id);
    for (let day = 1; day <= 2; day++) {
      const results = await Promise.all(Array.from({ length: 50 }, () => receive(token, card.id)));
      const codes = results.map((r) => r.body.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === 1009)).toHaveLength(49);
      expect(ledgerRows(s, user.id, 'login_pay')).toHaveLength(day);
      expect(balanceOf(s, user.id)).toBe(coinBefore + day * 6_000);
      const after = (await state(token)).ownList[0]!;
      expect(after.receivedToday).toBe(1);
      expect(after.loginPayDataJson.days.filter((d) => d === -1)).toHaveLength(day);
      toNextMidnight();
      expect((await state(token)).ownList[0]!.receivedToday).toBe(0);
    }
  });

  it("refuses another player's card or an unknown id with 1010", async () => {
    const owner = await s.player();
    const other = await s.player();
    completeDeposit(s, owner.user.id, { amount: 30_000, actType: 6, propId: 6005 });
    const cardId = (await state(owner.token)).ownList[0]!.id;
    expect((await receive(other.token, cardId)).body.errcode).toBe(1010);
    expect((await receive(other.token, 2_000_000_000)).body.errcode).toBe(1010);
    expect(ledgerRows(s, other.user.id, 'login_pay')).toEqual([]);
    expect((await receive(owner.token, cardId)).body.propList).toEqual([{ id: 2001, count: 6_000 }]);
  });
});

describe('login-pay day boundary in another country', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { country: 'PK' } });
  });
  afterAll(() => s.close());

  it('starts a new day at midnight UTC+5', async () => {
    // 18:59:59.999 UTC is 23:59:59.999 in Pakistan; 19:00 UTC is the next local day.
    s.clock.set(Date.UTC(2026, 10, 22, 10, 0, 0));
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 50_000, actType: 6, propId: 6006 });
    const cardId = (await s.call<LoginPayBody>('getLoginPayUser3', {}, token)).body.ownList[0]!.id;
    expect((await s.call('receiveLoginPay3', { id: cardId }, token)).body.errcode).toBe(0);
    s.clock.set(Date.UTC(2026, 10, 22, 18, 59, 59, 999));
    expect((await s.call('receiveLoginPay3', { id: cardId }, token)).body.errcode).toBe(1009);
    s.clock.set(Date.UTC(2026, 10, 22, 19, 0, 0));
    expect((await s.call('receiveLoginPay3', { id: cardId }, token)).body.errcode).toBe(0);
  });
});
