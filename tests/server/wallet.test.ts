import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  bindCard,
  coinOf,
  grant,
  ledgerCoinSum,
  ledgerRows,
  readyToWithdraw,
  setSafebox,
  verifyKyc,
  type Business,
} from '../helpers/wallet';

const REGISTER_COIN = 1000;
const PERIODS = [
  { minAmount: 100, maxAmount: 5_000_000, minDays: 1, maxDays: 3 },
  { minAmount: 5_000_001, maxAmount: 50_000_000, minDays: 3, maxDays: 5 },
  { minAmount: 50_000_001, maxAmount: 0, minDays: 5, maxDays: 10 },
];

interface ExchangeAnswer extends Business {
  order: {
    orderId: string;
    amount: number;
    status: string;
    bankId: number;
    bankName: string;
    cardNum: string;
    minDays: number;
    maxDays: number;
    createTime: number;
    doneTime: number;
  };
  coin: number;
}

describe('wallet', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const withdraw = (token: string, amount: number, pin = '123456', bankId = 1) =>
    s.call<ExchangeAnswer>('exchange', { amount, bankId, safeboxPassword: s.encrypt(pin), lang: 'en-US' }, token);

  it('answers the trade terms to visitors and players', async () => {
    const anon = await s.call<Record<string, unknown>>('anonymousTradeInfo', {});
    expect(anon.body).toMatchObject({
      errcode: 0,
      isDepositBank: 1,
      exchangeMinAmount: 10_000,
      exchangeMaxAmount: 500_000_000,
      processingPeriods: PERIODS,
    });
    const types = anon.body.appRechargeTypeList as { panel: string; bankId: number; sort: number }[];
    expect(types.map((t) => t.panel)).toEqual(['url', 'qr', 'bank', 'url']);
    expect(types.map((t) => t.bankId)).toEqual([0, 0, 0, 1]);

    const { token } = await s.player();
    await bindCard(s, token, 2, '9876 5432-10', 'Malee Sukjai');
    const mine = await s.call<Record<string, unknown>>('tradeInfo', { lang: 'en-US' }, token);
    expect(mine.body).toMatchObject({
      coin: REGISTER_COIN,
      hasSafeboxPassword: 0,
      kycStatus: 0,
      processingPeriods: PERIODS,
    });
    expect(mine.body.appUserBankList).toMatchObject({
      '2': { bankId: 2, bankName: 'Siam Commercial Bank', shortBankName: 'SCB', accountName: 'Malee Sukjai' },
    });

    const terms = await s.call<Record<string, unknown>>('getExchange', {}, token);
    expect(terms.body).toMatchObject({
      errcode: 0,
      coin: REGISTER_COIN,
      minAmount: 10_000,
      maxAmount: 500_000_000,
      kycStatus: 0,
      kycRequired: 1,
      hasSafeboxPassword: 0,
      processingPeriods: PERIODS,
    });
  });

  it('refuses a withdrawal without KYC (2006), then allows it once KYC and the PIN are set', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 100_000);
    expect((await bindCard(s, token)).errcode).toBe(0);
    expect((await withdraw(token, 20_000)).body.errcode).toBe(2006);

    expect((await verifyKyc(s, token)).errcode).toBe(0);
    expect((await withdraw(token, 20_000)).body.errcode).toBe(2007);
    expect((await setSafebox(s, token)).errcode).toBe(0);
    expect((await s.call<Record<string, unknown>>('getExchange', {}, token)).body).toMatchObject({
      kycStatus: 2,
      kycRequired: 0,
      hasSafeboxPassword: 1,
    });

    const ok = await withdraw(token, 20_000);
    expect(ok.body.errcode).toBe(0);
    expect(ok.body.coin).toBe(REGISTER_COIN + 80_000);
    expect(ok.body.order).toEqual({
      orderId: ok.body.order.orderId,
      amount: 20_000,
      status: 'processing',
      bankId: 1,
      bankName: 'Kasikorn Bank',
      cardNum: '******7890',
      minDays: 1,
      maxDays: 3,
      createTime: s.clock.now(),
      doneTime: 0,
    });
    expect(ok.body.order.orderId).toMatch(/^W[0-9A-Z]{19}$/);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 80_000);
    expect(ledgerRows(s, 'exchange', ok.body.order.orderId)).toBe(1);
  });

  it('gives each amount its processing period (boundaries inclusive)', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 200_000_000);
    await readyToWithdraw(s, token);
    const days = async (amount: number) => {
      const res = await withdraw(token, amount);
      expect(res.body.errcode).toBe(0);
      return [res.body.order.minDays, res.body.order.maxDays];
    };
    expect(await days(5_000_000)).toEqual([1, 3]);
    expect(await days(5_000_001)).toEqual([3, 5]);
    expect(await days(50_000_000)).toEqual([3, 5]);
    // At most three open withdrawals.
    expect((await withdraw(token, 10_000)).body.errcode).toBe(2018);
    const open = await s.call<{ list: { orderId: string }[] }>('getExchangeOrder', {}, token);
    const payOne = await s.fetch(`/sandbox/withdrawals/${open.body.list[0]?.orderId}/pay`, { method: 'POST' });
    expect(payOne.status).toBe(200);
    expect(await days(50_000_001)).toEqual([5, 10]);
  });

  it('checks the card (2010), the bounds (2001) and the balance (2005) without moving money', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 50_000);
    expect((await withdraw(token, 20_000, '123456', 2)).body.errcode).toBe(2010);
    expect((await withdraw(token, 9_999)).body.errcode).toBe(2001);
    expect((await withdraw(token, 500_000_001)).body.errcode).toBe(2001);
    expect((await withdraw(token, 60_000)).body.errcode).toBe(2005);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 50_000);
    const list = await s.call<{ total: number }>('getExchangeOrder', {}, token);
    expect(list.body.total).toBe(0);
  });

  it('answers 2008 for a wrong PIN, locks after 5 within 15 minutes, and unlocks after', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 100_000);
    await readyToWithdraw(s, token);
    for (let i = 0; i < 5; i++) {
      const wrong = await withdraw(token, 10_000, '654321');
      expect(wrong.body.errcode).toBe(2008);
      expect(wrong.body.msg).toMatch(/incorrect/);
      s.clock.advance(60_000);
    }
    // Garbage that does not decrypt is wrong too, and now even the right PIN is not checked.
    const locked = await withdraw(token, 10_000, '123456');
    expect(locked.body.errcode).toBe(2008);
    expect(locked.body.msg).toMatch(/locked, try again in 10 minute/);
    const garbage = await s.call<Business>(
      'exchange',
      { amount: 10_000, bankId: 1, safeboxPassword: 'A'.repeat(344) },
      token,
    );
    expect(garbage.body.errcode).toBe(2008);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 100_000);
    // The first failure leaves the window 15 minutes after it was made.
    s.clock.advance(10 * 60_000);
    const open = await withdraw(token, 10_000, '123456');
    expect(open.body.errcode).toBe(0);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 90_000);
  });

  it('lets no more than 5 concurrent wrong guesses through before locking', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 100_000);
    await readyToWithdraw(s, token);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => withdraw(token, 10_000, String(200_000 + i))),
    );
    expect(guesses.every((g) => g.body.errcode === 2008)).toBe(true);
    expect(guesses.filter((g) => /locked/.test(g.body.msg ?? '') && !/incorrect/.test(g.body.msg ?? ''))).toHaveLength(
      7,
    );
    expect((await withdraw(token, 10_000)).body.msg).toMatch(/locked/);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 100_000);
  });

  it('counts an undecryptable PIN as a wrong one', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 100_000);
    await readyToWithdraw(s, token);
    for (let i = 0; i < 5; i++) {
      const res = await s.call<Business>(
        'exchange',
        { amount: 10_000, bankId: 1, safeboxPassword: 'QUJD'.repeat(10) },
        token,
      );
      expect(res.body.errcode).toBe(2008);
    }
    expect((await withdraw(token, 10_000)).body.msg).toMatch(/locked/);
  });

  it('lets the operator pay or reject a withdrawal; a rejection refunds exactly once', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 100_000);
    await readyToWithdraw(s, token);
    const a = (await withdraw(token, 30_000)).body.order.orderId;
    s.clock.advance(1000);
    const b = (await withdraw(token, 40_000)).body.order.orderId;
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 30_000);

    s.clock.advance(1000);
    const rejects = await Promise.all(
      Array.from({ length: 5 }, () => s.fetch(`/sandbox/withdrawals/${a}/reject`, { method: 'POST' })),
    );
    const answers = (await Promise.all(rejects.map((r) => r.json()))) as { changed: boolean; status: string }[];
    expect(answers.filter((x) => x.changed)).toHaveLength(1);
    expect(answers.every((x) => x.status === 'rejected')).toBe(true);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 60_000);
    expect(ledgerRows(s, 'exchange_refund', a)).toBe(1);

    const paid = await s.fetch(`/sandbox/withdrawals/${b}/pay`, { method: 'POST' });
    expect(await paid.json()).toEqual({ orderId: b, status: 'paid', amount: 40_000, changed: true });
    const rejectPaid = await s.fetch(`/sandbox/withdrawals/${b}/reject`, { method: 'POST' });
    expect(await rejectPaid.json()).toMatchObject({ status: 'paid', changed: false });
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 60_000);
    expect((await s.fetch('/sandbox/withdrawals/WNOSUCH/reject', { method: 'POST' })).status).toBe(404);

    const list = await s.call<{ list: { orderId: string; status: string; doneTime: number }[] }>(
      'getExchangeOrder',
      {},
      token,
    );
    expect(list.body.list.map((o) => [o.orderId, o.status, o.doneTime])).toEqual([
      [b, 'paid', s.clock.now()],
      [a, 'rejected', s.clock.now()],
    ]);
    expect(ledgerCoinSum(s, user.id)).toBe(coinOf(s, user.id));
  });

  it('has no operator actions in production', async () => {
    const prod = await startTestServer({ config: { production: true } });
    try {
      expect((await prod.fetch('/sandbox/withdrawals/W1/reject', { method: 'POST' })).status).toBe(404);
      expect((await prod.fetch('/sandbox/kyc/1/reject', { method: 'POST' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('lists withdrawals newest first with paging', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'coin', 100_000);
    await readyToWithdraw(s, token);
    const ids: string[] = [];
    for (const amount of [10_000, 11_000, 12_000]) {
      ids.push((await withdraw(token, amount)).body.order.orderId);
      s.clock.advance(1000);
    }
    type Page = { total: number; page: number; pageSize: number; list: { orderId: string; amount: number }[] };
    const p1 = await s.call<Page>('getExchangeOrder', { page: 1, pageSize: 2 }, token);
    expect(p1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(p1.body.list.map((o) => o.amount)).toEqual([12_000, 11_000]);
    const p2 = await s.call<Page>('getExchangeOrder', { page: 2, pageSize: 2 }, token);
    expect(p2.body.list.map((o) => o.orderId)).toEqual([ids[0]]);
    const past = await s.call<Page>('getExchangeOrder', { page: 9, pageSize: 2 }, token);
    expect(past.body).toMatchObject({ total: 3, list: [] });
  });

  describe('bank cards', () => {
    it('binds one card per bank with clean details (2010, 2011, 2012) and masks the number', async () => {
      const { token } = await s.player();
      const add = (bankId: number, accountName: string, cardNum: string) =>
        s.call<Business & { appUserBank: Record<string, unknown>; appUserBankList: Record<string, unknown> }>(
          'addBankInfo',
          { bankId, accountName, cardNum, lang: 'en-US' },
          token,
        );
      expect((await add(999, 'Somchai Jaidee', '1234567890')).body.errcode).toBe(2010);
      expect((await add(1, 'Somchai Jaidee', '1234-567')).body.errcode).toBe(2012);
      expect((await add(1, 'Somchai Jaidee', '123456789012345678901')).body.errcode).toBe(2012);
      expect((await add(1, 'R2-D2', '1234567890')).body.errcode).toBe(2012);
      expect((await add(1, '  --  ', '1234567890')).body.errcode).toBe(2012);
      expect((await add(1, '  x  ', '1234567890')).body.errcode).toBe(2012);

      const ok = await add(1, '  สมชาย ใจดี ', '1234 5678-9012');
      expect(ok.body.errcode).toBe(0);
      expect(ok.body.appUserBank).toEqual({
        id: ok.body.appUserBank.id,
        bankId: 1,
        bankName: 'Kasikorn Bank',
        shortBankName: 'KBANK',
        accountName: 'สมชาย ใจดี',
        cardNum: '********9012',
        createTime: s.clock.now(),
      });
      expect(Object.keys(ok.body.appUserBankList)).toEqual(['1']);
      expect((await add(1, 'Somchai Jaidee', '1111222233')).body.errcode).toBe(2011);

      for (const bankId of [2, 3, 4, 5]) {
        expect((await add(bankId, "O'Brien-Smith Jr.", `55556666${bankId}0`)).body.errcode).toBe(0);
      }
      const sixth = await add(6, 'Somchai Jaidee', '1234567890');
      expect(sixth.body.errcode).toBe(2012);
      expect(sixth.body.msg).toMatch(/At most 5/);
    });

    it('changes a bound card only (2010) with the same validation', async () => {
      const { token } = await s.player();
      const modify = (bankId: number, accountName: string, cardNum: string) =>
        s.call<Business & { appUserBank: { cardNum: string; accountName: string } }>(
          'modifyBankInfo',
          { bankId, accountName, cardNum },
          token,
        );
      expect((await modify(1, 'Somchai Jaidee', '1234567890')).body.errcode).toBe(2010);
      await bindCard(s, token, 1);
      expect((await modify(1, 'Somchai Jaidee', '1234567')).body.errcode).toBe(2012);
      const changed = await modify(1, 'Somchai Jaidee', '9999888877776666');
      expect(changed.body.errcode).toBe(0);
      expect(changed.body.appUserBank.cardNum).toBe('********6666');
    });
  });

  describe('safebox', () => {
    it('sets the PIN once (2009), requires 6 digits (2105) and changes it (2007, 2008)', async () => {
      const { user, token } = await s.player();
      expect((await s.call<Record<string, unknown>>('getSafebox', {}, token)).body).toEqual({
        errcode: 0,
        safebox: 0,
        hasSafeboxPassword: 0,
      });
      const change = (oldPin: string, pin: string) =>
        s.call<Business>('modifySafePassword', { oldPassword: s.encrypt(oldPin), password: s.encrypt(pin) }, token);
      expect((await change('123456', '654321')).body.errcode).toBe(2007);
      expect((await setSafebox(s, token, '12345')).errcode).toBe(2105);
      expect((await setSafebox(s, token, '12345a')).errcode).toBe(2105);
      expect((await setSafebox(s, token, '1234567')).errcode).toBe(2105);
      expect((await setSafebox(s, token, '123456')).errcode).toBe(0);
      expect((await setSafebox(s, token, '111111')).errcode).toBe(2009);
      grant(s, user.id, 'safebox', 2_500);
      expect((await s.call<Record<string, unknown>>('getSafebox', {}, token)).body).toEqual({
        errcode: 0,
        safebox: 2_500,
        hasSafeboxPassword: 1,
      });

      expect((await change('000000', '654321')).body.errcode).toBe(2008);
      expect((await change('123456', '65432')).body.errcode).toBe(2105);
      expect((await change('123456', '654321')).body.errcode).toBe(0);
      expect((await change('123456', '111111')).body.errcode).toBe(2008);
      expect((await change('654321', '111111')).body.errcode).toBe(0);
    });

    it('sets the PIN once under concurrent inits', async () => {
      const { token } = await s.player();
      const results = await Promise.all(
        ['111111', '222222', '333333', '444444'].map((pin) => setSafebox(s, token, pin)),
      );
      expect(results.filter((r) => r.errcode === 0)).toHaveLength(1);
      expect(results.filter((r) => r.errcode === 2009)).toHaveLength(3);
    });
  });

  describe('bonus points', () => {
    it('answers the exchange terms', async () => {
      const { user, token } = await s.player();
      grant(s, user.id, 'lottery', 12_345);
      expect((await s.call<Record<string, unknown>>('getLotterConfig', {}, token)).body).toEqual({
        errcode: 0,
        lottery: 12_345,
        coinPerPoint: 0.008,
        minPoints: 125,
        stepPoints: 125,
      });
    });

    it('exchanges whole steps of 125 points at 0.008 coin each (2016 otherwise)', async () => {
      const { user, token } = await s.player();
      grant(s, user.id, 'lottery', 40_000); // 400 points
      const exchange = (points: number) =>
        s.call<Business & { coin: number; lottery: number; gained: number }>('lotteryExchange', { points }, token);
      expect((await exchange(124)).body.errcode).toBe(2016);
      expect((await exchange(130)).body.errcode).toBe(2016);
      expect((await exchange(500)).body.errcode).toBe(2016);
      const ok = await exchange(250);
      expect(ok.body).toEqual({ errcode: 0, coin: REGISTER_COIN + 200, lottery: 15_000, gained: 200 });
      expect((await exchange(250)).body.errcode).toBe(2016);
      expect((await exchange(125)).body).toEqual({
        errcode: 0,
        coin: REGISTER_COIN + 300,
        lottery: 2_500,
        gained: 100,
      });
      expect(ledgerCoinSum(s, user.id)).toBe(REGISTER_COIN + 300);
    });

    it('exchanges once per available step under concurrent requests', async () => {
      const { user, token } = await s.player();
      grant(s, user.id, 'lottery', 25_000); // 250 points: two steps
      const results = await Promise.all(
        Array.from({ length: 8 }, () => s.call<Business>('lotteryExchange', { points: 125 }, token)),
      );
      expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(2);
      expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 200);
    });
  });
});
