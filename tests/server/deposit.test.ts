import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
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
  type Business,
} from '../helpers/wallet';

const REGISTER_COIN = 1000;
const DOUBLE_TAP_WINDOW = 3001;

describe('deposits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A player with a card of bank 1, so every seeded channel is open to them. */
  async function depositor() {
    const p = await s.player();
    expect((await bindCard(s, p.token)).errcode).toBe(0);
    return p;
  }

  it.each([
    ['url', CHANNEL.url],
    ['qr', CHANNEL.qr],
    ['bank', CHANNEL.bank],
    ['url (bank-tied channel)', CHANNEL.tied],
  ] as const)('completes a %s deposit once however often Pay and check are repeated', async (_label, channel) => {
    const { user, token } = await depositor();
    const order = await recharge(s, token, 50_000, channel);
    expect(order.errcode).toBe(0);
    expect(order.code).toBe(200);
    expect(order.isCheck).toBe(1);
    expect(order.orderId).toMatch(/^R[0-9A-Z]{19}$/);
    expect(order.expireTime).toBe(s.clock.now() + 10 * 60 * 1000);
    if (order.panel === 'url') {
      expect(order.payUrl).toBe(`${s.url}/sandbox/pay/${order.orderId}`);
      expect(order.qrInfo).toBeUndefined();
    } else if (order.panel === 'qr') {
      expect(order.qrInfo).toEqual({
        orderId: order.orderId,
        qrCodeText: `${s.url}/sandbox/pay/${order.orderId}?via=qr`,
        createTime: s.clock.now(),
      });
    } else {
      expect(order.appRechargeBankOwn).toEqual({
        bankName: 'ธนาคารกสิกรไทย',
        shortBankName: 'KBANK',
        accountName: 'บริษัท แซนด์บ็อกซ์ เกมมิ่ง จำกัด',
        cardNum: '123-4-56789-0',
        amount: 50_000,
      });
    }

    const before = await check(s, token, order.orderId);
    expect(before).toMatchObject({ errcode: 0, isRechargeDone: 0, status: 'pending', coin: REGISTER_COIN });

    expect(await sandbox(s, order.orderId, 'pay')).toBe(303);
    expect(await sandbox(s, order.orderId, 'pay')).toBe(303);
    for (let i = 0; i < 5; i++) {
      const after = await check(s, token, order.orderId);
      expect(after).toEqual({
        errcode: 0,
        isRechargeDone: 1,
        status: 'done',
        coin: REGISTER_COIN + FIRST_DEPOSIT_BONUS + 50_000,
      });
    }
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 50_000);
    expect(ledgerRows(s, 'recharge', order.orderId)).toBe(1);
    expect(ledgerCoinSum(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 50_000);
  });

  it('completes through checkRechargeOrder when the provider did not call back', async () => {
    const { user, token } = await depositor();
    const order = await recharge(s, token, 30_000);
    expect(await sandbox(s, order.orderId, 'pay', { callback: false })).toBe(303);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
    expect(await check(s, token, order.orderId)).toMatchObject({ isRechargeDone: 1, status: 'done' });
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + FIRST_DEPOSIT_BONUS + 30_000);
  });

  it('answers the same order to a double tap within 3 s, and a new one after', async () => {
    const { token } = await depositor();
    const first = await recharge(s, token, 10_000);
    s.clock.advance(2999);
    const again = await recharge(s, token, 10_000);
    expect(again.orderId).toBe(first.orderId);
    expect(again.expireTime).toBe(first.expireTime);
    const otherAmount = await recharge(s, token, 20_000);
    expect(otherAmount.orderId).not.toBe(first.orderId);
    const otherChannel = await recharge(s, token, 10_000, CHANNEL.qr);
    expect(otherChannel.orderId).not.toBe(first.orderId);
    s.clock.advance(2);
    const later = await recharge(s, token, 10_000);
    expect(later.orderId).not.toBe(first.orderId);
  });

  it('refuses to pay an expired order and marks it expired', async () => {
    const { user, token } = await depositor();
    const order = await recharge(s, token, 10_000);
    s.clock.advance(10 * 60 * 1000);
    expect(await sandbox(s, order.orderId, 'pay')).toBe(303);
    const html = await (await s.fetch(`/sandbox/pay/${order.orderId}`)).text();
    expect(html).toContain('expired');
    expect(html).not.toContain('<form');
    expect(await check(s, token, order.orderId)).toEqual({
      errcode: 0,
      isRechargeDone: 0,
      status: 'expired',
      coin: REGISTER_COIN,
    });
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
  });

  it('expires an unpaid order on check, but completes one paid in time even when checked late', async () => {
    const { token } = await depositor();
    const unpaid = await recharge(s, token, 10_000);
    const paid = await recharge(s, token, 20_000);
    expect(await sandbox(s, paid.orderId, 'pay', { callback: false })).toBe(303);
    s.clock.advance(11 * 60 * 1000);
    expect((await check(s, token, unpaid.orderId)).status).toBe('expired');
    expect(await check(s, token, paid.orderId)).toMatchObject({
      status: 'done',
      coin: REGISTER_COIN + FIRST_DEPOSIT_BONUS + 20_000,
    });
  });

  it('follows the Fail path: the order fails and Pay afterwards changes nothing', async () => {
    const { user, token } = await depositor();
    const order = await recharge(s, token, 10_000);
    expect(await sandbox(s, order.orderId, 'fail')).toBe(303);
    expect(await sandbox(s, order.orderId, 'pay')).toBe(303);
    expect(await check(s, token, order.orderId)).toEqual({
      errcode: 0,
      isRechargeDone: 0,
      status: 'failed',
      coin: REGISTER_COIN,
    });
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
    const html = await (await s.fetch(`/sandbox/pay/${order.orderId}`)).text();
    expect(html).toContain('Payment failed');
  });

  it('does not let Fail undo a payment the provider already took', async () => {
    const { token } = await depositor();
    const order = await recharge(s, token, 10_000);
    await sandbox(s, order.orderId, 'pay', { callback: false });
    await sandbox(s, order.orderId, 'fail');
    expect(await check(s, token, order.orderId)).toMatchObject({ status: 'done', isRechargeDone: 1 });
  });

  it("answers 2004 for another player's order, exactly like an unknown one", async () => {
    const owner = await depositor();
    const other = await depositor();
    const order = await recharge(s, owner.token, 10_000);
    await sandbox(s, order.orderId, 'pay', { callback: false });
    const stolen = await s.call<Business>('checkRechargeOrder', { orderId: order.orderId }, other.token);
    const unknown = await s.call<Business>('checkRechargeOrder', { orderId: 'R000000000NOSUCHORDER' }, other.token);
    expect(stolen.body).toEqual({ errcode: 2004, msg: 'Order not found' });
    expect(unknown.body).toEqual(stolen.body);
    // The owner's order was not completed by the stranger's check.
    expect(coinOf(s, owner.user.id)).toBe(REGISTER_COIN);
  });

  it('enforces the bank-card rules of bank deposits (2003), then allows the deposit', async () => {
    const { token } = await s.player();
    const noCard = await recharge(s, token, 10_000, CHANNEL.url);
    expect(noCard.errcode).toBe(2003);
    expect(noCard.msg).toContain('bankId 0');
    // A card of another bank opens the plain channels but not the channel tied to bank 1.
    expect((await bindCard(s, token, 3)).errcode).toBe(0);
    expect((await recharge(s, token, 10_000, CHANNEL.url)).errcode).toBe(0);
    const tied = await recharge(s, token, 10_000, CHANNEL.tied);
    expect(tied.errcode).toBe(2003);
    expect(tied.msg).toContain('bankId 1');
    expect((await bindCard(s, token, 1)).errcode).toBe(0);
    expect((await recharge(s, token, 10_000, CHANNEL.tied)).errcode).toBe(0);
  });

  it('skips the card rules when bank deposits are off', async () => {
    const off = await startTestServer({ config: { isDepositBank: 0 } });
    try {
      const { token } = await off.player();
      expect((await recharge(off, token, 10_000, CHANNEL.tied)).errcode).toBe(0);
      const terms = await off.call<{ isDepositBank: number }>('anonymousTradeInfo', {});
      expect(terms.body.isDepositBank).toBe(0);
    } finally {
      await off.close();
    }
  });

  it('checks the channel (2002) and the amount bounds (2001)', async () => {
    const { token } = await depositor();
    expect((await recharge(s, token, 10_000, 999)).errcode).toBe(2002);
    expect((await recharge(s, token, 9_999)).errcode).toBe(2001);
    expect((await recharge(s, token, 5_000_001)).errcode).toBe(2001);
    expect((await recharge(s, token, 10_000)).errcode).toBe(0);
    expect((await recharge(s, token, 5_000_000)).errcode).toBe(0);
    // Bank transfer starts at 500.00.
    expect((await recharge(s, token, 49_999, CHANNEL.bank)).errcode).toBe(2001);
  });

  it('refuses a first-charge order whose amount is no package price (2017) and a card that is not on sale (2002)', async () => {
    const { token } = await depositor();
    expect((await recharge(s, token, 12_345, CHANNEL.url, { actType: 13 })).errcode).toBe(2017);
    expect((await recharge(s, token, 10_000, CHANNEL.url, { actType: 6 })).errcode).toBe(2002);
    expect((await recharge(s, token, 10_000, CHANNEL.url, { actType: 6, propId: 999_999 })).errcode).toBe(2002);
  });

  it('accepts a first-charge order at a package price inside the window, and not after it', async () => {
    const { db } = s.deps;
    const price = 30_000;
    db.prepare("INSERT OR IGNORE INTO first_charge_config (id, price, award, show_type) VALUES (9901, ?, '[]', 1)").run(
      price,
    );
    const fresh = await depositor();
    expect((await recharge(s, fresh.token, price, CHANNEL.url, { actType: 13 })).errcode).toBe(0);
    const old = await depositor();
    s.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await recharge(s, old.token, price, CHANNEL.url, { actType: 13 })).errcode).toBe(2017);
  });

  it('refuses a first-charge order while the first-charge activity is off (2017)', async () => {
    const { db } = s.deps;
    const price = 10_000;
    const { token } = await depositor();
    db.prepare('UPDATE activities SET status = 0 WHERE id = 39').run();
    try {
      expect((await recharge(s, token, price, CHANNEL.url, { actType: 13 })).errcode).toBe(2017);
    } finally {
      db.prepare('UPDATE activities SET status = 1 WHERE id = 39').run();
    }
    expect((await recharge(s, token, price, CHANNEL.url, { actType: 13 })).errcode).toBe(0);
  });

  it('sells a sign-in card only while the player owns no unfinished card of that kind (2002)', async () => {
    const { token } = await depositor();
    const card = s.deps.db.prepare('SELECT id, price FROM prop_config ORDER BY price LIMIT 1').get() as {
      id: number;
      price: number;
    };
    const first = await recharge(s, token, card.price, CHANNEL.url, { actType: 6, propId: card.id });
    expect(first.errcode).toBe(0);
    expect(await sandbox(s, first.orderId, 'pay')).toBe(303);
    s.clock.advance(DOUBLE_TAP_WINDOW);
    expect((await recharge(s, token, card.price, CHANNEL.url, { actType: 6, propId: card.id })).errcode).toBe(2002);
  });

  it('serves a labelled, escaped, mobile-friendly sandbox page and 404 for an unknown order', async () => {
    const { token } = await depositor();
    const order = await recharge(s, token, 123_456, CHANNEL.bank);
    const res = await s.fetch(`/sandbox/pay/${order.orderId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Sandbox payment');
    expect(html).toContain('1,234.56');
    expect(html).toContain(order.orderId);
    expect(html).toContain('โอนเงินผ่านธนาคาร');
    expect(html).toContain('pending');
    expect(html).toContain('Simulate transfer received');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<script/i);

    const post = await s.fetch(`/sandbox/pay/${order.orderId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe(`/sandbox/pay/${order.orderId}`);
    const done = await (await s.fetch(`/sandbox/pay/${order.orderId}`)).text();
    expect(done).toContain('Payment received — you can close this window');
    expect(done).not.toContain('<form');

    const qr = await recharge(s, token, 10_000, CHANNEL.qr);
    const qrPage = await (await s.fetch(`/sandbox/pay/${qr.orderId}?via=qr`)).text();
    expect(qrPage).toContain(`action="/sandbox/pay/${qr.orderId}/pay?via=qr"`);
    expect(qrPage).toContain('>Pay<');

    const missing = await s.fetch('/sandbox/pay/R000NOSUCHORDER');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Order not found');
    expect((await s.fetch('/sandbox/pay/%3Cscript%3E/pay', { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });

  it('lists deposits newest first with paging and channel names', async () => {
    const { token } = await depositor();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const order = await recharge(s, token, 10_000 * i, i % 2 ? CHANNEL.url : CHANNEL.qr);
      ids.push(order.orderId);
      s.clock.advance(5000);
    }
    await sandbox(s, ids[0] as string, 'pay');
    const paidAt = s.clock.now();
    type Page = { total: number; page: number; pageSize: number; list: Record<string, unknown>[] };
    const first = await s.call<Page>('getRechargeRecord', { page: 1, pageSize: 2, lang: 'en-US' }, token);
    expect(first.body.total).toBe(5);
    expect(first.body.page).toBe(1);
    expect(first.body.pageSize).toBe(2);
    expect(first.body.list.map((o) => o.orderId)).toEqual([ids[4], ids[3]]);
    expect(first.body.list[0]).toEqual({
      orderId: ids[4],
      amount: 50_000,
      status: 'pending',
      rechargeType: CHANNEL.url,
      rechargeTypeName: 'TrueMoney Wallet',
      actType: 0,
      panel: 'url',
      createTime: paidAt - 5000,
      doneTime: 0,
    });
    const last = await s.call<Page>('getRechargeRecord', { page: 3, pageSize: 2 }, token);
    expect(last.body.list).toHaveLength(1);
    expect(last.body.list[0]).toMatchObject({ orderId: ids[0], status: 'done', doneTime: paidAt });
    const defaults = await s.call<Page>('getRechargeRecord', {}, token);
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(defaults.body.list).toHaveLength(5);
  });
});
