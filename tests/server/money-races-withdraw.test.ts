/**
 * Races on the money-moving calls of withdrawals and bonus points (issue 5 part D): concurrent withdrawals
 * within the balance and the open-withdrawal cap, an operator's pay and reject racing on one withdrawal,
 * concurrent lottery exchanges, and concurrent first safebox passwords. Every answer is counted, and the
 * balances are checked against the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance } from '../../server/domain/ledger';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  coinOf,
  grant,
  ledgerCoinSum,
  ledgerRows,
  readyToWithdraw,
  setSafebox,
  type Business,
} from '../helpers/wallet';

const REGISTER_COIN = 1000;

describe('withdrawal and bonus-point races', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const withdraw = (token: string, amount: number) =>
    s.call<Business & { coin: number; order?: { orderId: string } }>(
      'exchange',
      { amount, bankId: 1, safeboxPassword: s.encrypt('123456') },
      token,
    );
  const codes = (answers: Array<{ body: Business }>) => answers.map((a) => a.body.errcode).sort((a, b) => a - b);

  it('accepts exactly as many concurrent withdrawals as the balance covers', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 50_000 - REGISTER_COIN); // 500.00
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(token, 20_000)));
    expect(codes(answers)).toEqual([0, 0, ...Array(6).fill(2005)]);
    expect(coinOf(s, user.id)).toBe(10_000);
    expect(ledgerCoinSum(s, user.id)).toBe(10_000);
    const list = await s.call<{ total: number }>('getExchangeOrder', {}, token);
    expect(list.body.total).toBe(2);
  });

  it('keeps the open-withdrawal cap of 3 under concurrent requests', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 10_000_000);
    const before = coinOf(s, user.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(token, 10_000)));
    expect(codes(answers)).toEqual([0, 0, 0, ...Array(7).fill(2018)]);
    expect(coinOf(s, user.id)).toBe(before - 30_000);
    expect(ledgerCoinSum(s, user.id)).toBe(before - 30_000);
  });

  it('refunds a rejected withdrawal once when the operator races pay and reject', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 99_000);
    const res = await withdraw(token, 40_000);
    expect(res.body.errcode).toBe(0);
    const orderId = res.body.order!.orderId;
    expect(coinOf(s, user.id)).toBe(60_000);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s
          .fetch(`/sandbox/withdrawals/${orderId}/${i % 3 === 0 ? 'pay' : 'reject'}`, { method: 'POST' })
          .then((r) => r.json() as Promise<{ status: string; changed: boolean }>),
      ),
    );
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    const final = outcomes.find((o) => o.changed)!.status;
    expect(outcomes.every((o) => o.status === final)).toBe(true);
    expect(ledgerRows(s, 'exchange_refund', orderId)).toBe(final === 'rejected' ? 1 : 0);
    expect(coinOf(s, user.id)).toBe(final === 'rejected' ? 100_000 : 60_000);
    expect(ledgerCoinSum(s, user.id)).toBe(coinOf(s, user.id));
    // A settled withdrawal cannot be cancelled or settled again.
    const again = await s.fetch(`/sandbox/withdrawals/${orderId}/reject`, { method: 'POST' });
    expect(((await again.json()) as { changed: boolean }).changed).toBe(false);
  });

  it('exchanges concurrent bonus points exactly within the balance', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'lottery', 100_050); // 1000.50 points: eight exchanges of 125
    const coin = coinOf(s, user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call<Business & { gained: number }>('lotteryExchange', { points: 125 }, token),
      ),
    );
    expect(codes(answers)).toEqual([...Array(8).fill(0), ...Array(12).fill(2016)]);
    expect(answers.filter((a) => a.body.errcode === 0).every((a) => a.body.gained === 100)).toBe(true);
    expect(balance(s.deps.db, user.id, 'lottery')).toBe(50);
    expect(coinOf(s, user.id)).toBe(coin + 800);
    const refreshed = await s.call<{ coin: number; lottery: number }>('refreshData', {}, token);
    expect(refreshed.body).toMatchObject({ coin: coin + 800, lottery: 50 });
  });

  it('sets the first safebox password once when set concurrently', async () => {
    const { token } = await s.player();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => setSafebox(s, token, `12345${i}`)));
    expect(answers.map((a) => a.errcode).sort((a, b) => a - b)).toEqual([0, ...Array(7).fill(2009)]);
  });
});
