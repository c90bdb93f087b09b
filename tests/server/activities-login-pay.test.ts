import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextLocalMidnight } from '../../server/domain/activity-time';
import { activityIds, balanceOf, completeDeposit, ledgerRows } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

interface LoginPayBody {
  errcode: number;
  ownList: { id: number; propId: number; boughtTime: number; loginPayDataJson: { days: number[] } }[];
  buyPropIds: number[];
  needRecharge: number;
  propConfigList: { id: number; price: number; num: number; paramStr: { limitAmount: number } }[];
  propList?: { id: number; count: number }[];
}

describe('login-pay cards', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
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
