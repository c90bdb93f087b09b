import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinOf, insertMail } from '../helpers/lobby';
import { startTestServer, type TestServer } from '../helpers/server';

interface Summary {
  id: number;
  type: number;
  title: string;
  hasAttachment: number;
  received: number;
  read: number;
  createTime: number;
}

describe('mail', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const lotteryOf = (userId: number) =>
    (
      s.deps.db
        .prepare("SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'lottery'")
        .get(userId) as { total: number }
    ).total;

  it('lists the new player mail newest first, pages it, filters by type and counts unread', async () => {
    const { token, user } = await s.player();
    const t0 = s.clock.now();
    const older = insertMail(s, user.id, { type: 1, title: 'Older', createdAt: t0 - 60_000 });
    const newer = insertMail(s, user.id, { type: 1, title: 'Newer', createdAt: t0 + 60_000 });
    const all = await s.call<{ list: Summary[]; total: number; page: number; pageSize: number }>(
      'getMail2',
      { lang: 'en-US' },
      token,
    );
    expect(all.body.total).toBe(4);
    expect(all.body.page).toBe(1);
    expect(all.body.pageSize).toBe(20);
    expect(all.body.list.map((m) => m.title)).toEqual(['Newer', 'New player gift', 'Welcome', 'Older']);
    expect(all.body.list[1]).toMatchObject({ type: 2, hasAttachment: 1, received: 0, read: 0 });
    expect(all.body.list[2]).toMatchObject({ type: 0, hasAttachment: 0, received: 0, read: 0 });

    const page2 = await s.call<{ list: Summary[]; total: number }>('getMail2', { page: 2, pageSize: 3 }, token);
    expect(page2.body.list.map((m) => m.id)).toEqual([older]);
    expect(page2.body.total).toBe(4);
    const type1 = await s.call<{ list: Summary[]; total: number }>('getMail2', { type: 1 }, token);
    expect(type1.body.list.map((m) => m.id)).toEqual([newer, older]);
    expect(type1.body.total).toBe(2);

    expect((await s.call('hasMailUnread', {}, token)).body).toEqual({ errcode: 0, red0: 1, red1: 2, red2: 1 });
  });

  it('shows a mail with its attachments and marks it read; someone else’s mail is 2201', async () => {
    const { token, user } = await s.player();
    const other = await s.player();
    const id = insertMail(s, user.id, {
      type: 2,
      title: 'Gift',
      content: '<p>For you</p>',
      attachments: [{ id: 2001, count: 250 }],
    });
    s.clock.advance(1000);
    const detail = await s.call<{ mail: Record<string, unknown> }>('getMailDetail', { id }, token);
    expect(detail.body.mail).toEqual({
      id,
      type: 2,
      title: 'Gift',
      content: '<p>For you</p>',
      attachments: [{ id: 2001, count: 250 }],
      hasAttachment: 1,
      received: 0,
      read: 1,
      createTime: s.clock.now() - 1000,
    });
    const row = s.deps.db.prepare('SELECT read_at FROM mail WHERE id = ?').get(id) as { read_at: number };
    expect(row.read_at).toBe(s.clock.now());
    // Read but not received: it still counts (with the seeded gift), so the dot stays until it is taken.
    expect((await s.call('hasMailUnread', {}, token)).body).toMatchObject({ red2: 2 });
    expect((await s.call('getMailDetail', { id }, other.token)).body).toEqual({ errcode: 2201, msg: 'Mail not found' });
    expect((await s.call('getMailDetail', { id: 99_999_999 }, token)).body).toMatchObject({ errcode: 2201 });
  });

  it('receives an attachment once: coin, points and props, with the balances after', async () => {
    const { token, user } = await s.player();
    const id = insertMail(s, user.id, {
      type: 2,
      attachments: [
        { id: 2001, count: 1234 },
        { id: 2002, count: 500 },
        { id: 1005, count: 2 },
      ],
    });
    const coinBefore = coinOf(s, user.id);
    const lotteryBefore = lotteryOf(user.id);
    const res = await s.call('receiveMail', { id }, token);
    expect(res.body).toEqual({
      errcode: 0,
      propList: [
        { id: 2001, count: 1234 },
        { id: 2002, count: 500 },
        { id: 1005, count: 2 },
      ],
      coin: coinBefore + 1234,
      lottery: lotteryBefore + 500,
    });
    expect(
      s.deps.db
        .prepare("SELECT prop_id, count, kind, ref FROM prop_grants WHERE user_id = ? AND kind = 'mail'")
        .all(user.id),
    ).toEqual([{ prop_id: 1005, count: 2, kind: 'mail', ref: String(id) }]);
    expect((await s.call('receiveMail', { id }, token)).body).toEqual({
      errcode: 2202,
      msg: 'Mail attachment already received',
    });
    const list = await s.call<{ list: Summary[] }>('getMail2', {}, token);
    expect(list.body.list.find((m) => m.id === id)).toMatchObject({ received: 1, read: 1 });

    const plain = insertMail(s, user.id, {});
    expect((await s.call('receiveMail', { id: plain }, token)).body).toMatchObject({ errcode: 2203 });
    const other = await s.player();
    expect((await s.call('receiveMail', { id }, other.token)).body).toMatchObject({ errcode: 2201 });
  });

  it('credits coins and points exactly once when 50 requests (double taps, two tabs) race for the same mail', async () => {
    const { token, user } = await s.player();
    const id = insertMail(s, user.id, {
      type: 2,
      attachments: [
        { id: 2001, count: 777 },
        { id: 2002, count: 1000 },
      ],
    });
    const before = coinOf(s, user.id);
    const pointsBefore = lotteryOf(user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => s.call('receiveMail', { id }, token)));
    const codes = results.map((r) => r.body.errcode as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2202)).toHaveLength(49);
    expect(coinOf(s, user.id)).toBe(before + 777);
    expect(lotteryOf(user.id)).toBe(pointsBefore + 1000);
    const rows = s.deps.db
      .prepare("SELECT account, delta FROM ledger WHERE user_id = ? AND kind = 'mail' AND ref LIKE ? ORDER BY account")
      .all(user.id, `${id}:%`);
    expect(rows).toEqual([
      { account: 'coin', delta: 777 },
      { account: 'lottery', delta: 1000 },
    ]);
    // The balances the player sees are the ledger's sums.
    const info = await s.call<{ user: { coin: number; lottery: number } }>('getUserInfo', {}, token);
    expect(info.body.user.coin).toBe(coinOf(s, user.id));
    expect(info.body.user.lottery).toBe(lotteryOf(user.id));
    const winner = results.find((r) => r.body.errcode === 0);
    expect(winner?.body).toMatchObject({ coin: before + 777, lottery: pointsBefore + 1000 });
  });

  it('keeps the mail dot on a read gift until it is received, and drops it after', async () => {
    const { token } = await s.player();
    // A new player: the unread welcome (system) and the unread gift (reward).
    expect((await s.call('hasMailUnread', {}, token)).body).toEqual({ errcode: 0, red0: 1, red1: 0, red2: 1 });
    const list = await s.call<{ list: Summary[] }>('getMail2', {}, token);
    const gift = list.body.list.find((m) => m.hasAttachment === 1);
    const welcome = list.body.list.find((m) => m.hasAttachment === 0);
    if (!gift || !welcome) throw new Error('the new player mail is missing');
    await s.call('getMailDetail', { id: welcome.id }, token);
    await s.call('getMailDetail', { id: gift.id }, token);
    expect((await s.call('hasMailUnread', {}, token)).body).toEqual({ errcode: 0, red0: 0, red1: 0, red2: 1 });
    const session = await s.call<{ dotFlags: { hasMail: number } }>('getAfterLoginInfo', {}, token);
    expect(session.body.dotFlags.hasMail).toBe(1);
    expect((await s.call('receiveMail', { id: gift.id }, token)).body).toMatchObject({ errcode: 0 });
    expect((await s.call('hasMailUnread', {}, token)).body).toEqual({ errcode: 0, red0: 0, red1: 0, red2: 0 });
    const after = await s.call<{ dotFlags: { hasMail: number } }>('getAfterLoginInfo', {}, token);
    expect(after.body.dotFlags.hasMail).toBe(0);
  });

  it('refuses to delete a mail with an unreceived attachment (nothing deleted), then deletes after receiving', async () => {
    const { token, user } = await s.player();
    const list = await s.call<{ list: Summary[] }>('getMail2', {}, token);
    const gift = list.body.list.find((m) => m.hasAttachment === 1);
    const welcome = list.body.list.find((m) => m.hasAttachment === 0);
    if (!gift || !welcome) throw new Error('the new player mail is missing');

    expect((await s.call('delMail', { ids: [welcome.id, gift.id] }, token)).body).toEqual({
      errcode: 2204,
      msg: 'Receive the attachment before deleting this mail',
    });
    expect((await s.call<{ total: number }>('getMail2', {}, token)).body.total).toBe(2);

    const other = await s.player();
    const foreign = insertMail(s, other.user.id, {});
    expect((await s.call('delMail', { ids: [welcome.id, foreign] }, token)).body).toMatchObject({ errcode: 2201 });
    expect((await s.call<{ total: number }>('getMail2', {}, token)).body.total).toBe(2);

    expect((await s.call('receiveMail', { id: gift.id }, token)).body).toMatchObject({ errcode: 0 });
    expect((await s.call('delMail', { ids: [welcome.id, gift.id] }, token)).body).toEqual({ errcode: 0, deleted: 2 });
    expect((await s.call<{ total: number; list: unknown[] }>('getMail2', {}, token)).body).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await s.call('delMail', { ids: [welcome.id] }, token)).body).toMatchObject({ errcode: 2201 });
    expect((await s.call('getMailDetail', { id: welcome.id }, token)).body).toMatchObject({ errcode: 2201 });
    expect((await s.call('hasMailUnread', {}, token)).body).toEqual({ errcode: 0, red0: 0, red1: 0, red2: 0 });
    expect(coinOf(s, user.id)).toBe(s.deps.config.userRegisterCoin + 500);
  });
});
