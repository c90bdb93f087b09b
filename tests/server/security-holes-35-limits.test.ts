/**
 * Security holes, each sent from outside over HTTP to a real server with its clock set by the test: share
 * opens farmed by reopening a link, sessions that slide for ever, one-time codes kept in clear, a login
 * throttle with one counter per typed name, and per-address limits an IPv6 line escapes by rotating its /64.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../contract/paths';
import { sql } from '../../server/db/sql';
import { addressKey } from '../../server/domain/address-key';
import { sha256 } from '../../server/domain/crypto';
import { SHARE_OPENS_PER_DAY } from '../../server/domain/tasks';
import { expectAuthOk, expectErrcode, login, newIp, newMobile, newUsername, registerPhone } from '../helpers/auth';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** 2026-12-06 10:00 in Bangkok (UTC+7): the local day runs until 17:00 UTC. */
const MORNING = Date.UTC(2026, 11, 6, 3, 0, 0);

describe('a share link counts once per distinct visitor who is not its owner', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A player (username, no mobile), their short link to the invite page, and its path. */
  async function owner() {
    const me = await s.player({ accountType: 1, account: newUsername(), mobile: null });
    const res = await s.call<{ shortUrl: string }>(
      'shortUrl',
      { url: `${s.url}${activity('inviteFriends')}` },
      me.token,
    );
    return { ...me, path: new URL(res.body.shortUrl).pathname };
  }
  /** One open of `path` from the address `ip` (X-Forwarded-For, one trusted proxy), with a token when given. */
  async function open(path: string, ip: string, token?: string): Promise<void> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await s.fetch(path, { redirect: 'manual', headers });
    expect(res.status).toBe(302);
    await res.arrayBuffer();
  }
  const opens = (userId: number) =>
    sql<[number], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM task_events WHERE user_id = ?').get(userId)!.n;
  const shareProgress = async (token: string) =>
    (await s.call<{ taskData: Record<string, { progress: number }> }>('getTaskUser', {}, token)).body.taskData['107'];

  it('the owner opening their own link, with their session or from its address, counts nothing', async () => {
    s.clock.set(MORNING);
    const me = await owner();
    const home = newIp();
    const session = expectAuthOk(await login(s, me.user.account, me.password, home));
    for (let i = 0; i < 5; i++) await open(me.path, newIp(), me.token);
    for (let i = 0; i < 5; i++) await open(`${me.path}?via=9`, home);
    expect(opens(me.user.id)).toBe(0);
    expect(await shareProgress(session.token)).toBeUndefined();
    // Another player signed in on the owner's network (a family's Wi-Fi) is a visitor of their own: once.
    const family = await s.player();
    await open(me.path, home, family.token);
    await open(me.path, home, family.token);
    expect(opens(me.user.id)).toBe(1);
  });

  it('one visitor reopening the link again and again counts once a day', async () => {
    s.clock.set(MORNING);
    const me = await owner();
    const friend = newIp();
    for (let i = 0; i < 10; i++) {
      await open(me.path, friend);
      s.clock.advance(MINUTE);
    }
    expect(opens(me.user.id)).toBe(1);
    expect(await shareProgress(me.token)).toMatchObject({ progress: 1 });
    // A player's session is one visitor from wherever they open it.
    const other = await s.player();
    await open(me.path, newIp(), other.token);
    await open(me.path, newIp(), other.token);
    expect(opens(me.user.id)).toBe(2);
    // The next local day the same visitor counts again.
    s.clock.set(MORNING + DAY);
    await open(me.path, friend);
    await open(me.path, friend);
    expect(opens(me.user.id)).toBe(3);
  });

  it('one IPv6 line is one visitor, whatever address of its /64 it opens from', async () => {
    s.clock.set(MORNING);
    const me = await owner();
    for (let i = 1; i <= 10; i++) await open(me.path, `2001:db8:35:7:${i.toString(16)}::1`);
    await open(me.path, '::ffff:198.51.100.35');
    await open(me.path, '198.51.100.35');
    expect(opens(me.user.id)).toBe(2);
  });

  it('a follow link opened again and again stores one open a day', async () => {
    s.clock.set(MORNING);
    const me = await owner();
    const tasks = await s.call<{ taskList: { id: number; link: string }[] }>('getTaskUser', {}, me.token);
    const link = new URL(tasks.body.taskList.find((t) => t.id === 112)!.link).pathname;
    for (let i = 0; i < 10; i++) await open(link, newIp());
    expect(opens(me.user.id)).toBe(1);
    s.clock.set(MORNING + DAY);
    await open(link, newIp());
    expect(opens(me.user.id)).toBe(2);
  });

  it(`stores at most ${SHARE_OPENS_PER_DAY} opens of one owner's links per share type and day`, async () => {
    s.clock.set(MORNING);
    const me = await owner();
    for (let i = 0; i < SHARE_OPENS_PER_DAY + 10; i++) await open(me.path, newIp());
    expect(opens(me.user.id)).toBe(SHARE_OPENS_PER_DAY);
  });
});

describe('a session ends 90 days after its login, however often it is used', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(() => s.close());

  it('a token used every 20 days still lives 90 days from its login, then is refused with 401', async () => {
    s.clock.set(MORNING);
    const me = await s.player();
    const session = expectAuthOk(await login(s, me.user.account, me.password, newIp()));
    for (let day = 20; day < 90; day += 20) {
      s.clock.set(MORNING + day * DAY);
      expect((await s.call('refreshData', {}, session.token)).status).toBe(200);
    }
    s.clock.set(MORNING + 90 * DAY - MINUTE);
    expect((await s.call('refreshData', {}, session.token)).status).toBe(200);
    s.clock.set(MORNING + 90 * DAY);
    const late = await s.call('refreshData', {}, session.token);
    expect(late.status).toBe(401);
    const row = sql<[string], { created_at: number; expires_at: number }>(
      s.deps.db,
      'SELECT created_at, expires_at FROM sessions WHERE token_hash = ?',
    ).get(sha256(session.token))!;
    expect(row.expires_at).toBe(row.created_at + 90 * DAY);
    // A new login is a new 90 days.
    expectAuthOk(await login(s, me.user.account, me.password, newIp()));
  });
});

describe('one-time codes are never kept in clear', () => {
  it('in production mode the SMS outbox keeps nothing', async () => {
    const s = await startTestServer({ smsOutbox: true, config: { production: true, devHelpers: false } });
    try {
      const mobile = newMobile();
      expect((await s.call('smsSend', { mobile, type: 0 }, undefined, newIp())).body).toMatchObject({ errcode: 0 });
      expect(s.sms).toHaveLength(1); // handed to the SMS sender
      expect(sql<[], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM sms_outbox').get()!.n).toBe(0);
      expect((await s.fetch(`/__dev/sms?mobile=${mobile}`)).status).toBe(404);
    } finally {
      await s.close();
    }
  });

  it('the code table holds an HMAC under the server secret, not the code nor a plain hash of it', async () => {
    const s = await startTestServer({ smsOutbox: true, config: { registerType: 'phone', otpStatus: 1 } });
    try {
      const mobile = newMobile();
      expect((await s.call('smsSend', { mobile, type: 0 }, undefined, newIp())).body).toMatchObject({ errcode: 0 });
      const code = s.sms[0]!.code;
      // The dev helper still shows developers and tests the message (dev mode only).
      const dev = (await (await s.fetch(`/__dev/sms?mobile=${mobile}`)).json()) as { messages: { code: string }[] };
      expect(dev.messages[0]!.code).toBe(code);
      const row = sql<[string], Record<string, unknown>>(s.deps.db, 'SELECT * FROM otp_codes WHERE mobile = ?').get(
        mobile,
      )!;
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.code_hash).not.toBe(createHash('sha256').update(`${mobile}|0|${code}`).digest('hex'));
      expect(row.code_hash).toBe(
        createHmac('sha256', s.deps.keys.otpSecret).update(`${mobile}|0|${code}`).digest('hex'),
      );
      // And the code still proves the number.
      expectAuthOk(await registerPhone(s, mobile, 'secret123', { code }));
    } finally {
      await s.close();
    }
  });
});

describe('the login throttle counts per player, and per-address limits per IPv6 /64', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(() => s.close());

  it('failures by account name and by bound mobile add up on the one player', async () => {
    s.clock.set(MORNING);
    const me = await s.player({ accountType: 1, account: newUsername(), mobile: newMobile() });
    const ip = newIp();
    for (let i = 0; i < 3; i++) expectErrcode(await login(s, me.user.account, 'wrong-pass', ip), 101);
    for (let i = 0; i < 2; i++) expectErrcode(await login(s, me.user.mobile!, 'wrong-pass', ip), 101);
    expectErrcode(await login(s, me.user.account, me.password, ip), 1047);
    expectErrcode(await login(s, me.user.mobile!, me.password, ip), 1047);
    s.clock.advance(15 * MINUTE);
    expectAuthOk(await login(s, me.user.mobile!, me.password, ip));
  });

  it('a name nobody has is counted by its normalised text', async () => {
    s.clock.set(MORNING);
    const ghost = newUsername();
    const typed = [ghost, ` ${ghost}`, `${ghost.toUpperCase()} `, ghost.normalize('NFKC'), `\t${ghost}`];
    const fullWidth = [...ghost].map((ch) => String.fromCodePoint(ch.codePointAt(0)! + 0xfee0)).join('');
    for (const text of typed) expectErrcode(await login(s, text, 'wrong-pass', newIp()), 101);
    expectErrcode(await login(s, fullWidth, 'wrong-pass', newIp()), 1047);
  });

  it('20 failed logins from one IPv6 /64 close it to logins, whichever of its addresses is used', async () => {
    s.clock.set(MORNING);
    const line = (i: number) => `2001:db8:64:1:${(i + 1).toString(16)}:0:0:1`;
    for (let i = 0; i < 20; i++) expectErrcode(await login(s, newUsername(), 'wrong-pass', line(i)), 101);
    const res = await login(s, newUsername(), 'wrong-pass', line(99));
    expect(res.status).toBe(429);
    // Another line is another address; an IPv4-mapped address is its IPv4 one.
    expectErrcode(await login(s, newUsername(), 'wrong-pass', '2001:db8:64:2::1'), 101);
    const v4 = newIp();
    for (let i = 0; i < 10; i++) expectErrcode(await login(s, newUsername(), 'wrong-pass', v4), 101);
    for (let i = 0; i < 10; i++) expectErrcode(await login(s, newUsername(), 'wrong-pass', `::ffff:${v4}`), 101);
    expect((await login(s, newUsername(), 'wrong-pass', v4)).status).toBe(429);
  });

  it('one-time codes from one IPv6 /64: twenty an hour, whichever of its addresses asks', async () => {
    s.clock.set(MORNING);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await s.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, `2001:db8:65:1::${i + 1}`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((st) => st === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('addressKey: what a per-address limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
