import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  CHANNEL,
  bindCard,
  check,
  coinOf,
  grant,
  ledgerCoinSum,
  ledgerRows,
  readyToWithdraw,
  recharge,
  sandbox,
  type Business,
} from '../helpers/wallet';

const REGISTER_COIN = 1000;

describe('money under races', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const withdraw = (token: string, amount: number) =>
    s.call<Business & { coin: number }>('exchange', { amount, bankId: 1, safeboxPassword: s.encrypt('123456') }, token);

  it('credits once when 10 checks race after a payment without callback', async () => {
    const { user, token } = await s.player();
    await bindCard(s, token);
    const order = await recharge(s, token, 70_000, CHANNEL.qr);
    expect(order.errcode).toBe(0);
    expect(await sandbox(s, order.orderId, 'pay', { callback: false })).toBe(303);
    const answers = await Promise.all(Array.from({ length: 10 }, () => check(s, token, order.orderId)));
    for (const a of answers)
      expect(a).toEqual({
        errcode: 0,
        isRechargeDone: 1,
        status: 'done',
        coin: REGISTER_COIN + FIRST_DEPOSIT_BONUS + 70_000,
      });
    expect(ledgerRows(s, 'recharge', order.orderId)).toBe(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 70_000);
  });

  it('credits once when Pay is pressed 10 times at once, racing the checks', async () => {
    const { user, token } = await s.player();
    await bindCard(s, token);
    const order = await recharge(s, token, 60_000, CHANNEL.bank);
    expect(order.errcode).toBe(0);
    await Promise.all([
      ...Array.from({ length: 10 }, () => sandbox(s, order.orderId, 'pay')),
      ...Array.from({ length: 5 }, () => check(s, token, order.orderId)),
    ]);
    expect(ledgerRows(s, 'recharge', order.orderId)).toBe(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 60_000);
  });

  it('answers one order to concurrent double taps', async () => {
    const { token } = await s.player();
    await bindCard(s, token);
    const orders = await Promise.all(Array.from({ length: 6 }, () => recharge(s, token, 30_000)));
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(1);
  });

  it('accepts exactly one of 20 concurrent withdrawals of the full balance', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 99_000); // 1,000.00 with the registration coin
    // The registration coin is bonus money not yet wagered (issue 25 §4): the cash is all that can leave.
    const all = coinOf(s, user.id) - REGISTER_COIN;
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(token, all)));
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2005)).toHaveLength(19);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
    expect(ledgerCoinSum(s, user.id)).toBe(REGISTER_COIN);
    const list = await s.call<{ total: number }>('getExchangeOrder', {}, token);
    expect(list.body.total).toBe(1);
  });

  type Step =
    | { t: 'deposit'; amount: number; channel: number }
    | { t: 'payByCheck'; amount: number }
    | { t: 'doublePay'; amount: number }
    | { t: 'exchange'; amount: number }
    | { t: 'reject' }
    | { t: 'points'; grant: number; points: number };

  const amount = fc.integer({ min: 50_000, max: 2_000_000 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ t: fc.constant('deposit' as const), amount, channel: fc.constantFrom(1, 2, 3, 4) }),
    fc.record({ t: fc.constant('payByCheck' as const), amount }),
    fc.record({ t: fc.constant('doublePay' as const), amount }),
    fc.record({ t: fc.constant('exchange' as const), amount: fc.integer({ min: 5_000, max: 1_500_000 }) }),
    fc.record({ t: fc.constant('reject' as const) }),
    fc.record({
      t: fc.constant('points' as const),
      grant: fc.integer({ min: 0, max: 40_000 }),
      points: fc.oneof(fc.constantFrom(125, 250, 375), fc.integer({ min: 1, max: 400 })),
    }),
  );

  it('keeps coin equal to the ledger and to a model, never below zero, over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { user, token } = await s.player();
        await readyToWithdraw(s, token);
        // Issue 25 §4: the registration coin, the first-deposit bonus and points exchanged are bonus money
        // (never wagered here: no game rounds), the rest is cash.
        let coin = REGISTER_COIN;
        let bonus = REGISTER_COIN;
        let lottery = 0;
        const open: { id: string; amount: number }[] = [];
        let deposited = false;
        /** A completed deposit, with the first-deposit bonus on the first one. */
        const credit = (amount: number) => {
          coin += amount + (deposited ? 0 : FIRST_DEPOSIT_BONUS);
          bonus += deposited ? 0 : FIRST_DEPOSIT_BONUS;
          deposited = true;
        };

        const deposit = async (value: number, channel: number) => {
          const order = await recharge(s, token, value, channel);
          expect(order.errcode).toBe(0);
          return order.orderId;
        };

        for (const st of steps) {
          s.clock.advance(4000); // past the double-tap window, so each deposit is a new order
          switch (st.t) {
            case 'deposit': {
              const id = await deposit(st.amount, st.channel);
              expect(await sandbox(s, id, 'pay')).toBe(303);
              credit(st.amount);
              break;
            }
            case 'payByCheck': {
              const id = await deposit(st.amount, CHANNEL.url);
              await sandbox(s, id, 'pay', { callback: false });
              const answers = await Promise.all(Array.from({ length: 5 }, () => check(s, token, id)));
              credit(st.amount);
              for (const a of answers) expect(a.coin).toBe(coin);
              break;
            }
            case 'doublePay': {
              const id = await deposit(st.amount, CHANNEL.qr);
              await Promise.all([sandbox(s, id, 'pay'), sandbox(s, id, 'pay'), check(s, token, id)]);
              credit(st.amount);
              expect((await check(s, token, id)).status).toBe('done');
              break;
            }
            case 'exchange': {
              const res = await withdraw(token, st.amount);
              const expected =
                st.amount < 10_000
                  ? 2001
                  : open.length >= 3
                    ? 2018
                    : st.amount > coin
                      ? 2005
                      : st.amount > coin - bonus
                        ? 2022
                        : 0;
              expect(res.body.errcode).toBe(expected);
              if (expected === 0) {
                coin -= st.amount;
                const body = res.body as unknown as { order: { orderId: string } };
                open.push({ id: body.order.orderId, amount: st.amount });
              }
              break;
            }
            case 'reject': {
              const first = open.shift();
              if (!first) break;
              const res = await s.fetch(`/sandbox/withdrawals/${first.id}/reject`, { method: 'POST' });
              expect(((await res.json()) as { changed: boolean }).changed).toBe(true);
              coin += first.amount;
              break;
            }
            case 'points': {
              if (st.grant > 0) grant(s, user.id, 'lottery', st.grant);
              lottery += st.grant;
              const res = await s.call<Business & { gained: number }>('lotteryExchange', { points: st.points }, token);
              const valid = st.points >= 125 && st.points % 125 === 0 && st.points * 100 <= lottery;
              expect(res.body.errcode).toBe(valid ? 0 : 2016);
              if (valid) {
                lottery -= st.points * 100;
                coin += (st.points * 4) / 5;
                bonus += (st.points * 4) / 5;
              }
              break;
            }
          }
          const refreshed = await s.call<{ coin: number; lottery: number }>('refreshData', {}, token);
          expect(refreshed.body.coin).toBe(coin);
          expect(refreshed.body.lottery).toBe(lottery);
          expect(ledgerCoinSum(s, user.id)).toBe(coin);
          expect(coin).toBeGreaterThanOrEqual(0);
          const pots = await s.call<{ cash: number; bonus: number }>('getBonusWallet', {}, token);
          expect(pots.body).toMatchObject({ cash: coin - bonus, bonus });
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
