/**
 * Concurrent completion of one deposit order (issue 5): the app's panel-close checks, a reload's repeated
 * checks from another session of the same player, the provider's Pay (with callback) and Fail, all at once.
 * Whatever wins, the order has one outcome and money moves at most once; the first-recharge state and
 * totalRecharge follow the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/domain/sessions';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { ORDER_TTL_MS } from '../../server/domain/deposits';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  CHANNEL,
  bindCard,
  check,
  coinOf,
  ledgerCoinSum,
  ledgerRows,
  recharge,
  sandbox,
  type CheckAnswer,
} from '../helpers/wallet';

const REGISTER_COIN = 1000;

describe('deposit completion under races', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A player with a card, and a second session (another tab or device) of the same player. */
  async function twoSessions() {
    const { user, token } = await s.player();
    expect((await bindCard(s, token)).errcode).toBe(0);
    const other = createSession(s.deps.db, s.deps.random, user.id, s.clock.now());
    return { user, token, other };
  }

  const session = async (token: string) =>
    (
      await s.call<{ user: { coin: number; totalRecharge: number }; firstRecharge: number }>(
        'getAfterLoginInfo',
        {},
        token,
      )
    ).body;

  it('completes a first deposit once when callbacks and checks from two sessions race', async () => {
    const { user, token, other } = await twoSessions();
    expect((await session(token)).firstRecharge).toBe(0);
    const order = await recharge(s, token, 80_000, CHANNEL.qr);
    expect(order.errcode).toBe(0);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => sandbox(s, order.orderId, 'pay')),
      ...Array.from({ length: 8 }, (_, i) => check(s, i % 2 ? token : other, order.orderId)),
    ]);
    const checks = answers.filter((a): a is CheckAnswer => typeof a === 'object');
    // A check that ran before the first Pay sees it pending; none sees it failed, none twice-credited.
    for (const c of checks) {
      expect(c.errcode).toBe(0);
      expect(['pending', 'done']).toContain(c.status);
      if (c.status === 'done') expect(c.coin).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 80_000);
    }
    // Checking again afterwards (the page reloaded) changes nothing.
    const again = await Promise.all(Array.from({ length: 5 }, () => check(s, other, order.orderId)));
    for (const a of again)
      expect(a).toEqual({
        errcode: 0,
        isRechargeDone: 1,
        status: 'done',
        coin: REGISTER_COIN + FIRST_DEPOSIT_BONUS + 80_000,
      });
    expect(ledgerRows(s, 'recharge', order.orderId)).toBe(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 80_000);
    expect(ledgerCoinSum(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 80_000);
    const after = await session(other);
    expect(after.firstRecharge).toBe(1);
    expect(after.user.totalRecharge).toBe(80_000);
  });

  it('gives Pay and Fail pressed at once exactly one outcome, matching the balance', async () => {
    for (let round = 0; round < 6; round++) {
      const { user, token } = await twoSessions();
      const order = await recharge(s, token, 55_000 + round, CHANNEL.url);
      expect(order.errcode).toBe(0);
      const first = round % 2 === 0 ? 'pay' : 'fail';
      const second = first === 'pay' ? 'fail' : 'pay';
      await Promise.all([
        sandbox(s, order.orderId, first),
        sandbox(s, order.orderId, second),
        check(s, token, order.orderId),
        sandbox(s, order.orderId, first),
      ]);
      const final = await check(s, token, order.orderId);
      const credited = ledgerRows(s, 'recharge', order.orderId);
      if (final.status === 'done') {
        expect(credited).toBe(1);
        expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 55_000 + round);
      } else {
        expect(final.status).toBe('failed');
        expect(credited).toBe(0);
        expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
      }
    }
  });

  it('credits a payment made in time once, even when the concurrent checks arrive after the expiry', async () => {
    const { user, token, other } = await twoSessions();
    const order = await recharge(s, token, 90_000, CHANNEL.bank);
    expect(order.errcode).toBe(0);
    expect(await sandbox(s, order.orderId, 'pay', { callback: false })).toBe(303);
    s.clock.advance(ORDER_TTL_MS + 60_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => check(s, i % 2 ? token : other, order.orderId)),
    );
    for (const a of answers) expect(a).toMatchObject({ errcode: 0, isRechargeDone: 1, status: 'done' });
    expect(ledgerRows(s, 'recharge', order.orderId)).toBe(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 90_000);
  });

  it('never credits an unpaid order that expires while checks race, and Pay after it is refused', async () => {
    const { user, token, other } = await twoSessions();
    const order = await recharge(s, token, 65_000, CHANNEL.qr);
    s.clock.advance(ORDER_TTL_MS);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => check(s, i % 2 ? token : other, order.orderId)),
      sandbox(s, order.orderId, 'pay'),
    ]);
    for (const a of answers.filter((x): x is CheckAnswer => typeof x === 'object'))
      expect(a).toMatchObject({ errcode: 0, isRechargeDone: 0, status: 'expired' });
    expect(ledgerRows(s, 'recharge', order.orderId)).toBe(0);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
  });
});
