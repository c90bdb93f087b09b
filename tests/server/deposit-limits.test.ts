/**
 * Deposit limits (issue 25 §1; docs/player-protection.md), against the real server: the windows and what is
 * left, the lowest limit applying, recharge3's 2019 with `limit`, a raise or removal waiting 24 h on an
 * injected clock (and being cancellable), a lowering applying at once, and the races: 50 concurrent deposits
 * whose sum crosses a limit never credit more than it, and orders created before a limit (or before it was
 * lowered) are refused at completion rather than credited over it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_LOOSEN_DELAY_MS } from '../../contract/deposit-limit-rules';
import { ERRCODE } from '../../contract/ids';
import { sql } from '../../server/db/sql';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { windowOf } from '../../server/domain/deposit-limits';
import { startTestServer, type TestServer } from '../helpers/server';
import { CHANNEL, bindCard, check, coinOf, recharge, sandbox } from '../helpers/wallet';

interface Limit {
  period: 'day' | 'week' | 'month';
  amount?: number;
  used: number;
  left?: number;
  resetAt: number;
  pending?: { amount?: number; effectiveAt: number };
}
interface Protection {
  errcode: number;
  change?: string;
  depositLimits: Limit[];
  depositLeft?: number;
  depositLeftResetAt?: number;
}

const HOUR = 3_600_000;

describe('deposit limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function depositor() {
    const { user, token } = await s.player();
    expect((await bindCard(s, token)).errcode).toBe(0);
    return { user, token };
  }
  const read = async (token: string) => (await s.call<Protection>('getPlayerProtection', {}, token)).body;
  const setLimit = async (token: string, period: Limit['period'], amount?: number) =>
    (await s.call<Protection>('setDepositLimit', amount === undefined ? { period } : { period, amount }, token)).body;
  const limitOf = (p: Protection, period: Limit['period']) => p.depositLimits.find((l) => l.period === period) as Limit;
  const credited = (userId: number) =>
    sql<[number], { total: number }>(
      s.deps.db,
      "SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'coin' AND kind = 'recharge'",
    ).get(userId)?.total ?? 0;
  async function depositPaid(token: string, amount: number) {
    const order = await recharge(s, token, amount, CHANNEL.url);
    expect(order.errcode, JSON.stringify(order)).toBe(0);
    expect(await sandbox(s, order.orderId, 'pay')).toBe(303);
    return order;
  }

  it('windows are the local day, the week from Monday and the calendar month (Asia/Bangkok for TH)', () => {
    // Saturday 2026-11-21 10:00 in Bangkok (03:00 UTC).
    const at = Date.UTC(2026, 10, 21, 3);
    expect(windowOf('TH', 'day', at)).toEqual({ start: Date.UTC(2026, 10, 20, 17), end: Date.UTC(2026, 10, 21, 17) });
    expect(windowOf('TH', 'week', at)).toEqual({ start: Date.UTC(2026, 10, 15, 17), end: Date.UTC(2026, 10, 22, 17) });
    expect(windowOf('TH', 'month', at)).toEqual({ start: Date.UTC(2026, 9, 31, 17), end: Date.UTC(2026, 10, 30, 17) });
    // 23:30 UTC on Sunday is already Monday in Bangkok: a new week.
    expect(windowOf('TH', 'week', Date.UTC(2026, 10, 22, 17, 30)).start).toBe(Date.UTC(2026, 10, 22, 17));
    // December ends with the year.
    expect(windowOf('PH', 'month', Date.UTC(2026, 11, 31, 15)).end).toBe(Date.UTC(2026, 11, 31, 16));
  });

  it('shows no limit until one is set, then what is left before the player types; the lowest applies', async () => {
    const { token } = await depositor();
    const fresh = await read(token);
    expect(fresh.depositLimits.map((l) => l.period)).toEqual(['day', 'week', 'month']);
    expect(fresh.depositLeft).toBeUndefined();
    expect(fresh.depositLimits.every((l) => l.amount === undefined && l.used === 0)).toBe(true);

    expect((await setLimit(token, 'day', 500_000)).change).toBe('immediate');
    await depositPaid(token, 100_000);
    const week = await setLimit(token, 'week', 300_000);
    expect(week.change).toBe('immediate');
    expect(limitOf(week, 'day')).toMatchObject({ amount: 500_000, used: 100_000, left: 400_000 });
    expect(limitOf(week, 'week')).toMatchObject({ amount: 300_000, used: 100_000, left: 200_000 });
    expect(week.depositLeft).toBe(200_000);
    expect(week.depositLeftResetAt).toBe(limitOf(week, 'week').resetAt);

    const refused = await recharge(s, token, 250_000, CHANNEL.url);
    expect(refused.errcode).toBe(ERRCODE.DepositLimitExceeded);
    const body = refused as unknown as { msg: string; limit: Record<string, unknown> };
    expect(body.limit).toEqual({
      period: 'week',
      amount: 300_000,
      left: 200_000,
      resetAt: limitOf(week, 'week').resetAt,
    });
    expect(body.msg).toContain('2000.00 left');
    // Exactly what is left is accepted; a pending order reserves it.
    const exact = await recharge(s, token, 200_000, CHANNEL.url);
    expect(exact.errcode).toBe(0);
    expect((await read(token)).depositLeft).toBe(0);
    expect((await recharge(s, token, 10_000, CHANNEL.qr)).errcode).toBe(ERRCODE.DepositLimitExceeded);
    // A failed order frees its reservation.
    expect(await sandbox(s, exact.orderId, 'fail')).toBe(303);
    // A declined order has no deposit-limit reason.
    expect('failReason' in (await check(s, token, exact.orderId))).toBe(false);
    expect((await read(token)).depositLeft).toBe(200_000);
  });

  it('an expired order no longer counts, and the day window resets at local midnight', async () => {
    const { token } = await depositor();
    await setLimit(token, 'day', 100_000);
    expect((await recharge(s, token, 100_000, CHANNEL.url)).errcode).toBe(0);
    expect((await read(token)).depositLeft).toBe(0);
    s.clock.advance(11 * 60_000); // past the order's 10 minutes
    expect((await read(token)).depositLeft).toBe(100_000);
    await depositPaid(token, 100_000);
    const spent = await read(token);
    expect(spent.depositLeft).toBe(0);
    s.clock.set(spent.depositLeftResetAt as number);
    expect((await read(token)).depositLeft).toBe(100_000);
  });

  it('a raise or a removal waits 24 hours (injected clock), can be cancelled; a lowering applies at once', async () => {
    const { token } = await depositor();
    await setLimit(token, 'day', 100_000);
    const t0 = s.clock.now();
    const raised = await setLimit(token, 'day', 300_000);
    expect(raised.change).toBe('pending');
    expect(limitOf(raised, 'day')).toMatchObject({
      amount: 100_000,
      pending: { amount: 300_000, effectiveAt: t0 + LIMIT_LOOSEN_DELAY_MS },
    });
    expect((await recharge(s, token, 150_000, CHANNEL.url)).errcode).toBe(ERRCODE.DepositLimitExceeded);
    s.clock.advance(LIMIT_LOOSEN_DELAY_MS - 1);
    expect((await recharge(s, token, 150_000, CHANNEL.url)).errcode).toBe(ERRCODE.DepositLimitExceeded);
    s.clock.advance(1);
    expect(limitOf(await read(token), 'day')).toEqual(expect.objectContaining({ amount: 300_000 }));
    expect(limitOf(await read(token), 'day').pending).toBeUndefined();
    expect((await recharge(s, token, 150_000, CHANNEL.url)).errcode).toBe(0);

    // Removal waits too; cancelling keeps the limit; lowering while a raise waits drops the raise.
    const removing = await setLimit(token, 'day');
    expect(removing.change).toBe('pending');
    expect(limitOf(removing, 'day').pending).toEqual({ effectiveAt: s.clock.now() + LIMIT_LOOSEN_DELAY_MS });
    const cancelled = (await s.call<Protection>('cancelDepositLimitChange', { period: 'day' }, token)).body;
    expect(limitOf(cancelled, 'day')).toMatchObject({ amount: 300_000 });
    expect(limitOf(cancelled, 'day').pending).toBeUndefined();
    s.clock.advance(LIMIT_LOOSEN_DELAY_MS + HOUR);
    expect(limitOf(await read(token), 'day').amount).toBe(300_000);

    await setLimit(token, 'day', 900_000);
    const lowered = await setLimit(token, 'day', 50_000);
    expect(lowered.change).toBe('immediate');
    expect(limitOf(lowered, 'day')).toMatchObject({ amount: 50_000 });
    expect(limitOf(lowered, 'day').pending).toBeUndefined();
    expect((await setLimit(token, 'day', 50_000)).change).toBe('unchanged');
    // Nothing to cancel is not an error.
    expect((await s.call<Protection>('cancelDepositLimitChange', { period: 'week' }, token)).body.errcode).toBe(0);
  });

  it('50 concurrent deposits that together cross a limit never credit more than it', async () => {
    const { user, token } = await depositor();
    const LIMIT = 500_000;
    await setLimit(token, 'day', LIMIT);
    const before = coinOf(s, user.id);
    // Distinct amounts (an identical order within 3 s is a double tap and answers the first).
    const amounts = Array.from({ length: 50 }, (_, i) => 20_000 + i * 100);
    const orders = await Promise.all(amounts.map((a, i) => recharge(s, token, a, i % 2 ? CHANNEL.url : CHANNEL.qr)));
    const created = orders.filter((o) => o.errcode === 0);
    expect(orders.every((o) => o.errcode === 0 || o.errcode === ERRCODE.DepositLimitExceeded)).toBe(true);
    expect(created.length).toBeGreaterThan(10);
    expect(created.length).toBeLessThan(50);
    await Promise.all(created.flatMap((o) => [sandbox(s, o.orderId, 'pay'), check(s, token, o.orderId)]));
    const total = credited(user.id);
    expect(total).toBeLessThanOrEqual(LIMIT);
    expect(total).toBeGreaterThan(LIMIT - 30_000); // the limit was used, not refused early
    // The balance moved by the credited deposits and the first-deposit bonus, nothing else.
    expect(coinOf(s, user.id) - before).toBe(total + FIRST_DEPOSIT_BONUS);
  });

  it('orders created before a limit was set or lowered are refused at completion, never credited over it', async () => {
    const { user, token } = await depositor();
    const orders = await Promise.all([0, 1, 2, 3, 4].map((i) => recharge(s, token, 100_000 + i, CHANNEL.url)));
    expect(orders.every((o) => o.errcode === 0)).toBe(true);
    await setLimit(token, 'day', 250_000);
    await Promise.all(orders.map((o) => sandbox(s, o.orderId, 'pay')));
    expect(credited(user.id)).toBeLessThanOrEqual(250_000);
    const statuses = await Promise.all(orders.map((o) => check(s, token, o.orderId)));
    expect(statuses.filter((c) => c.status === 'done')).toHaveLength(2);
    expect(statuses.filter((c) => c.status === 'failed')).toHaveLength(3);
    // The player is told why (the payment is returned), and a done order carries no reason.
    expect(
      statuses
        .filter((c) => c.status === 'failed')
        .every((c) => (c as { failReason?: string }).failReason === 'depositLimit'),
    ).toBe(true);
    expect(statuses.filter((c) => c.status === 'done').some((c) => 'failReason' in c)).toBe(false);
    const refusals = sql<[number], { n: number }>(
      s.deps.db,
      'SELECT COUNT(*) AS n FROM deposit_limit_refusals WHERE user_id = ?',
    ).get(user.id)?.n;
    expect(refusals).toBe(3);
  });

  it('another player is not affected; the calls need a token and a known window', async () => {
    const a = await depositor();
    const b = await depositor();
    await setLimit(a.token, 'month', 10_000);
    expect((await recharge(s, b.token, 500_000, CHANNEL.url)).errcode).toBe(0);
    expect((await s.call('getPlayerProtection', {})).status).toBe(401);
    expect((await s.call('setDepositLimit', { period: 'year', amount: 1 }, a.token)).status).toBe(400);
    expect((await s.call('setDepositLimit', { period: 'day', amount: 0 }, a.token)).status).toBe(400);
  });
});
