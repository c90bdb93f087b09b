import { ACTIVITY } from '../../contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, FIRST_CHARGE_WINDOW_MS } from '../../server/domain/activities';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import {
  activityIds,
  balanceOf,
  completeDeposit,
  grantRows,
  ledgerRows,
  setActivityStatus,
} from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

interface FirstChargeState {
  awardId: number;
  itemStatus: 0 | 1 | 2;
  propReceiveList: number[];
  expireTime: number;
}
interface FirstChargeBody {
  errcode: number;
  appRechargeBonusCollection9: FirstChargeState;
  configList: { id: number; price: number; showType: number; award: { id: number; count: number }[] }[];
}
interface ClaimBody {
  errcode: number;
  msg?: string;
  appRechargeBonusCollection9: FirstChargeState;
  propList: { id: number; count: number }[];
}

describe('first charge', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const claim = (token: string, propId: number) =>
    s.call<ClaimBody>('appRechargeBonusCollection9Receive', { propId }, token);

  it('lists three packages worth more coin than their price, and state 0 before a purchase', async () => {
    const { user, token } = await s.player();
    const res = await s.call<FirstChargeBody>('appRechargeBonusCollection9', {}, token);
    expect(res.body.errcode).toBe(0);
    expect(res.body.appRechargeBonusCollection9).toEqual({
      awardId: 0,
      itemStatus: 0,
      propReceiveList: [],
      expireTime: user.created_at + FIRST_CHARGE_WINDOW_MS,
    });
    const list = res.body.configList;
    expect(list.map((c) => [c.price, c.showType])).toEqual([
      [10_000, 1],
      [30_000, 2],
      [50_000, 3],
    ]);
    const discounts = list.map((c) => {
      const coin = c.award.filter((a) => a.id === 2001).reduce((sum, a) => sum + a.count, 0);
      return Math.floor((coin / c.price) * 100);
    });
    expect(discounts).toEqual([150, 160, 180]);
    for (const c of list) {
      const ids = c.award.map((a) => a.id);
      expect(ids).toContain(2002);
      expect(ids.some((id) => id >= 1001 && id <= 1099)).toBe(true);
      expect(ids.some((id) => id >= 1201 && id <= 1204)).toBe(true);
    }
    expect((await activityIds(s, token)).activityIds).toContain(ACTIVITY.FirstCharge);
  });

  it('answers 1002 before a purchase', async () => {
    const { token } = await s.player();
    const res = await claim(token, 2001);
    expect(res.body.errcode).toBe(1002);
  });

  it('records nothing for an amount no package has, and keeps the first package bought', async () => {
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 12_345, actType: 13 });
    let state = (await s.call<FirstChargeBody>('appRechargeBonusCollection9', {}, token)).body;
    expect(state.appRechargeBonusCollection9.itemStatus).toBe(0);
    // The first completed deposit of any kind carries the first-deposit bonus.
    expect(balanceOf(s, user.id)).toBe(s.deps.config.userRegisterCoin + FIRST_DEPOSIT_BONUS + 12_345);
    completeDeposit(s, user.id, { amount: 30_000, actType: 13 });
    completeDeposit(s, user.id, { amount: 50_000, actType: 13 });
    state = (await s.call<FirstChargeBody>('appRechargeBonusCollection9', {}, token)).body;
    expect(state.appRechargeBonusCollection9.awardId).toBe(2);
    expect(state.appRechargeBonusCollection9.itemStatus).toBe(1);
  });

  it('credits a gift exactly once under 50 concurrent claims, then each gift once, then ends', async () => {
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 10_000, actType: 13 });
    const state = (await s.call<FirstChargeBody>('appRechargeBonusCollection9', {}, token)).body;
    expect(state.appRechargeBonusCollection9).toMatchObject({ awardId: 1, itemStatus: 1, propReceiveList: [] });
    const coinBefore = balanceOf(s, user.id);

    const results = await Promise.all(Array.from({ length: 50 }, () => claim(token, 2001)));
    const codes = results.map((r) => r.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1003)).toHaveLength(49);
    const ok = results.find((r) => r.body.errcode === 0)!;
    expect(ok.body.propList).toEqual([{ id: 2001, count: 15_000 }]);
    expect(ok.body.appRechargeBonusCollection9).toMatchObject({ itemStatus: 1, propReceiveList: [2001] });
    expect(ledgerRows(s, user.id, 'first_charge')).toEqual([
      { account: 'coin', delta: 15_000, kind: 'first_charge', ref: `${user.id}:1:2001` },
    ]);
    expect(balanceOf(s, user.id)).toBe(coinBefore + 15_000);

    expect((await claim(token, 2001)).body.errcode).toBe(1003);
    expect((await claim(token, 1099)).body.errcode).toBe(1004);
    expect((await claim(token, 2002)).body.propList).toEqual([{ id: 2002, count: 2_000 }]);
    expect(balanceOf(s, user.id, 'lottery')).toBe(2_000);
    expect((await claim(token, 1001)).body.errcode).toBe(0);
    expect((await activityIds(s, token)).activityIds).toContain(ACTIVITY.FirstCharge);
    const last = await claim(token, 1201);
    expect(last.body.errcode).toBe(0);
    expect(last.body.appRechargeBonusCollection9).toEqual({
      awardId: 1,
      itemStatus: 2,
      propReceiveList: [2001, 2002, 1001, 1201],
      expireTime: user.created_at + FIRST_CHARGE_WINDOW_MS,
    });
    expect(grantRows(s, user.id)).toEqual([
      { prop_id: 1001, count: 1, kind: 'first_charge', ref: `${user.id}:1` },
      { prop_id: 1201, count: 1, kind: 'first_charge', ref: `${user.id}:1` },
    ]);
    expect(ledgerRows(s, user.id, 'first_charge')).toHaveLength(2);
    expect((await claim(token, 2001)).body.errcode).toBe(1008);
    expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.FirstCharge);
  });

  it('answers 1001 while the activity is off', async () => {
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 10_000, actType: 13 });
    setActivityStatus(s, ACTIVITY.FirstCharge, 0);
    try {
      expect((await claim(token, 2001)).body.errcode).toBe(1001);
      expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.FirstCharge);
    } finally {
      setActivityStatus(s, ACTIVITY.FirstCharge, 1);
    }
    expect((await claim(token, 2001)).body.errcode).toBe(0);
  });
});

describe('first-charge window', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('hides the offer from a non-buyer after 3 days but keeps a purchase claimable', async () => {
    const nonBuyer = await s.player();
    const buyer = await s.player();
    completeDeposit(s, buyer.user.id, { amount: 50_000, actType: 13 });
    expect((await activityIds(s, nonBuyer.token)).activityIds).toContain(ACTIVITY.FirstCharge);

    s.clock.advance(FIRST_CHARGE_WINDOW_MS - 1);
    expect((await activityIds(s, nonBuyer.token)).activityIds).toContain(ACTIVITY.FirstCharge);
    s.clock.advance(1);
    expect((await activityIds(s, nonBuyer.token)).activityIds).not.toContain(ACTIVITY.FirstCharge);
    s.clock.advance(DAY_MS);
    expect((await activityIds(s, nonBuyer.token)).activityIds).not.toContain(ACTIVITY.FirstCharge);
    const state = await s.call<FirstChargeBody>('appRechargeBonusCollection9', {}, nonBuyer.token);
    expect(state.body.appRechargeBonusCollection9.itemStatus).toBe(0);

    expect((await activityIds(s, buyer.token)).activityIds).toContain(ACTIVITY.FirstCharge);
    const res = await s.call<ClaimBody>('appRechargeBonusCollection9Receive', { propId: 1204 }, buyer.token);
    expect(res.body.errcode).toBe(0);
    expect(res.body.propList).toEqual([{ id: 1204, count: 1 }]);
  });
});
