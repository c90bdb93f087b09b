/**
 * Idempotency keys on the calls that move money or claim a reward (issue 35 §2; openapi.yaml "Idempotency";
 * server/idempotency.ts), over HTTP against the reference server: a repeated key (same player, operation and
 * key) gets the first answer and the ledger moves once; the same key with another body is 422; duplicates sent
 * at once all get the first answer; after 24 hours the key is forgotten; a malformed key is a 400; every
 * operation that moves money or claims a reward declares the header.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract/operations.gen';
import { balance } from '../../server/domain/ledger';
import { fingerprint, KEY_TTL_MS } from '../../server/idempotency';
import { startTestServer, type TestServer } from '../helpers/server';
import { bindCard, coinOf, grant, ledgerCoinSum, readyToWithdraw, sandbox, type Business } from '../helpers/wallet';

describe('Idempotency-Key', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  type Withdrawal = Business & { coin?: number; order?: { orderId: string } };
  const withdraw = (token: string, amount: number, key?: string) =>
    s.call<Withdrawal>(
      'exchange',
      { amount, bankId: 1, safeboxPassword: s.encrypt('123456') },
      token,
      undefined,
      key ? { 'idempotency-key': key } : {},
    );
  const openWithdrawals = async (token: string) =>
    (await s.call<{ total: number }>('getExchangeOrder', {}, token)).body.total;

  it('a repeated withdrawal gets the first answer and debits once', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 100_000);
    const before = coinOf(s, user.id);
    const key = randomUUID();
    const first = await withdraw(token, 20_000, key);
    expect(first.status).toBe(200);
    expect(first.body.errcode).toBe(0);
    // The secret is encrypted afresh for the second send (as the app does): still the same intent.
    const again = await withdraw(token, 20_000, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(coinOf(s, user.id)).toBe(before - 20_000);
    expect(ledgerCoinSum(s, user.id)).toBe(before - 20_000);
    expect(await openWithdrawals(token)).toBe(1);

    // A new intent (a new key) is a new withdrawal; no key at all is applied each time.
    expect((await withdraw(token, 20_000, randomUUID())).body.errcode).toBe(0);
    expect((await withdraw(token, 10_000)).body.errcode).toBe(0);
    expect(coinOf(s, user.id)).toBe(before - 50_000);
    expect(await openWithdrawals(token)).toBe(3);
  });

  it('the same key with another body is refused with 422, nothing applied', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 100_000);
    const key = randomUUID();
    expect((await withdraw(token, 20_000, key)).body.errcode).toBe(0);
    const coin = coinOf(s, user.id);
    const other = await withdraw(token, 30_000, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 422, errcode: 422, idempotency: 'mismatch' });
    expect(coinOf(s, user.id)).toBe(coin);
    expect(await openWithdrawals(token)).toBe(1);
  });

  it('duplicates sent at once all get the one first answer, and one debit', async () => {
    const { user, token } = await s.player();
    await readyToWithdraw(s, token);
    grant(s, user.id, 'coin', 100_000);
    const before = coinOf(s, user.id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(token, 15_000, key)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body.errcode).toBe(0);
    expect(coinOf(s, user.id)).toBe(before - 15_000);
    expect(await openWithdrawals(token)).toBe(1);
  });

  it('a business failure is the first answer too; the key is per player and forgotten after 24 hours', async () => {
    const { user, token } = await s.player();
    grant(s, user.id, 'lottery', 30_000); // 300.00 points
    const key = randomUUID();
    const exchange = (points: number, who = token) =>
      s.call<Business & { gained?: number }>('lotteryExchange', { points }, who, undefined, { 'idempotency-key': key });
    const first = await exchange(125);
    expect(first.body.errcode).toBe(0);
    expect((await exchange(125)).body).toEqual(first.body);
    expect(balance(s.deps.db, user.id, 'lottery')).toBe(17_500);

    // Another player's call with the same key is theirs alone.
    const other = await s.player();
    grant(s, other.user.id, 'lottery', 30_000);
    expect((await exchange(125, other.token)).body.errcode).toBe(0);
    expect(balance(s.deps.db, other.user.id, 'lottery')).toBe(17_500);

    // Past 24 hours the key is forgotten: the same call is a new one.
    s.clock.advance(KEY_TTL_MS + 1000);
    expect((await exchange(125)).body.errcode).toBe(0);
    expect(balance(s.deps.db, user.id, 'lottery')).toBe(5_000);

    // A refusal (not enough points) is recorded as the answer: the points granted since do not change it.
    const refusedKey = randomUUID();
    const refuse = () =>
      s.call<Business>('lotteryExchange', { points: 125 }, token, undefined, { 'idempotency-key': refusedKey });
    const refused = await refuse();
    expect(refused.body.errcode).toBe(2016);
    grant(s, user.id, 'lottery', 20_000);
    expect((await refuse()).body).toEqual(refused.body);
    expect(balance(s.deps.db, user.id, 'lottery')).toBe(25_000);
  });

  it('a deposit order with a repeated key is the same order, also once it is paid', async () => {
    const { token } = await s.player();
    expect((await bindCard(s, token)).errcode).toBe(0);
    const key = randomUUID();
    const order = () =>
      s.call<Business & { orderId?: string }>(
        'recharge3',
        { amount: 10_000, version: 4, actType: 0, rechargeType: 1 },
        token,
        undefined,
        { 'idempotency-key': key },
      );
    const first = await order();
    expect(first.body.errcode, JSON.stringify(first.body)).toBe(0);
    // Paid since: a repeat of the same intent is still that order, not a second one.
    expect(await sandbox(s, first.body.orderId!, 'pay')).toBe(303);
    const again = await order();
    expect(again.body).toEqual(first.body);
    const records = await s.call<{ total: number }>('getRechargeRecord', {}, token);
    expect(records.body.total).toBe(1);
  });

  it('a malformed key is a 400 naming the header', async () => {
    const { token } = await s.player();
    for (const key of ['short', 'x'.repeat(129), 'has spaces in it here', 'ünïcödé-key-0123456789']) {
      const res = await s.call<Business & { field?: string }>('lotteryExchange', { points: 1 }, token, undefined, {
        'idempotency-key': key,
      });
      expect(res.status, key).toBe(400);
      expect(res.body.field).toBe('Idempotency-Key');
    }
  });

  it('the fingerprint leaves out the common fields and the encrypted secret, nothing else', () => {
    const body = { amount: 1, bankId: 2, safeboxPassword: 'a', lang: 'th-TH', platform: 0 };
    expect(fingerprint(body)).toBe(fingerprint({ bankId: 2, amount: 1, safeboxPassword: 'b', lang: 'en-US' }));
    expect(fingerprint(body)).not.toBe(fingerprint({ ...body, amount: 2 }));
  });

  it('every operation that moves money or claims a reward takes the key', () => {
    const keyed = new Set(operations.filter((op) => op.idempotent).map((op) => op.operationId));
    for (const id of [
      'recharge3',
      'exchange',
      'lotteryExchange',
      'agent3Exchange',
      'receiveTaskAward',
      'receiveMail',
      'receiveLoginPay3',
      'vipRebateReceive',
      'freeSignReceive',
      'bankruptBonus',
      'actInviteUserSpin',
      'agent4Scratch',
      'appChristmasUserOpen',
      'appNewYearUserOpen',
    ])
      expect(keyed.has(id as never), id).toBe(true);
    // Reads and settings never do.
    for (const id of ['getExchange', 'refreshData', 'getSafebox', 'preLogin', 'setDepositLimit'])
      expect(keyed.has(id as never), id).toBe(false);
  });
});
