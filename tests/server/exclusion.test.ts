/**
 * Cool-off, self-exclusion and closure (issue 25 §3), the login history and sessions (§5) and the login
 * throttles, against the real server on an injected clock: an exclusion revokes every session at once (50
 * concurrent calls of an old token: all 401), login answers 2401 / 2402 with the end date and a withdraw-only
 * token, that token is refused by every operation of the contract outside the withdrawal ones (enumerated from
 * the contract: every deposit, game, bonus and other money operation) while a withdrawal goes through, the
 * first 6 months of a self-exclusion cannot be ended, a cool-off ends on time; per-address throttling and a
 * lockout a stranger cannot hold over the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRCODE } from '../../contract/ids';
import { sql } from '../../server/db/sql';
import { operations } from '../../contract/operations.gen';
import { ADDRESS_FAILURES, LOCKOUT_WINDOW_MS } from '../../server/domain/auth-lockout';
import { addMonths, EXCLUSION_END_DELAY_MS, WITHDRAW_ONLY_OPERATIONS } from '../../server/domain/exclusions';
import { deviceOf, placeOf } from '../../server/domain/login-place';
import { LINE_VERIFIER, lineAuthorize, login, newIp } from '../helpers/auth';
import { startTestServer, type TestServer } from '../helpers/server';
import { coinOf, grant, readyToWithdraw } from '../helpers/wallet';

const DAY = 24 * 3_600_000;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Refusal {
  errcode: number;
  msg: string;
  exclusion?: { kind: string; duration: string; startedAt: number; endsAt?: number; revocableAt?: number };
  withdrawToken?: string;
  revocableAt?: number;
}

describe('cool-off, self-exclusion and closure', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const exclude = (token: string, password: string, kind: string, duration?: string) =>
    s.call<Refusal>(
      'startExclusion',
      { kind, ...(duration ? { duration } : {}), password: s.encrypt(password) },
      token,
      newIp(),
    );

  async function excludedPlayer(kind: string, duration?: string) {
    const p = await s.player();
    const ip = newIp();
    const first = await login(s, p.user.account, p.password, ip);
    expect(first.body.errcode).toBe(0);
    const res = await exclude(p.token, p.password, kind, duration);
    expect(res.body.errcode, JSON.stringify(res.body)).toBe(0);
    return { ...p, ip, exclusion: res.body.exclusion!, other: (first.body as { token: string }).token };
  }

  it('refuses a wrong password (2403), a duration the kind lacks (2407), and changes nothing', async () => {
    const p = await s.player();
    expect((await exclude(p.token, 'wrong-pass', 'selfExclusion', '6m')).body.errcode).toBe(
      ERRCODE.ExclusionPasswordWrong,
    );
    expect((await exclude(p.token, p.password, 'coolOff', '6m')).body.errcode).toBe(ERRCODE.ExclusionDurationInvalid);
    expect((await exclude(p.token, p.password, 'selfExclusion')).body.errcode).toBe(ERRCODE.ExclusionDurationInvalid);
    expect((await s.call('refreshData', {}, p.token)).status).toBe(200);
    expect((await s.call('getExclusion', {}, p.token)).body).toEqual({ errcode: 0, serverTime: s.clock.now() });
  });

  it('revokes every session at once: 50 concurrent calls of each old token are all 401', async () => {
    const { token, other, exclusion } = await excludedPlayer('selfExclusion', '6m');
    const now = s.clock.now();
    expect(exclusion).toEqual({
      kind: 'selfExclusion',
      duration: '6m',
      startedAt: now,
      endsAt: addMonths(now, 6),
      revocableAt: addMonths(now, 6),
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => s.call(i % 2 ? 'refreshData' : 'getUserInfo', {}, i % 3 ? token : other)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(401));
  });

  it('answers login with 2401, the end date and a withdraw-only token; the wrong password still gets 101', async () => {
    const p = await excludedPlayer('selfExclusion', '1y');
    expect((await login(s, p.user.account, 'wrong-pass', p.ip)).body.errcode).toBe(ERRCODE.WrongCredentials);
    const res = await s.call<Refusal>('accountLogin', {
      account: p.user.account,
      password: s.encrypt(p.password),
    });
    expect(res.body).toMatchObject({
      errcode: ERRCODE.AccountExcluded,
      exclusion: { kind: 'selfExclusion', duration: '1y', endsAt: addMonths(p.exclusion.startedAt, 12) },
    });
    expect(res.body.msg).toContain(new Date(addMonths(p.exclusion.startedAt, 12)).toISOString());
    expect(res.body.withdrawToken).toMatch(/^.{22,}$/);
  });

  it('refuses the withdraw-only token on every operation of the contract but the withdrawal ones, and lets the balance out', async () => {
    const p = await s.player();
    grant(s, p.user.id, 'coin', 500_000);
    await readyToWithdraw(s, p.token);
    expect((await exclude(p.token, p.password, 'coolOff', '7d')).body.errcode).toBe(0);
    const refused = await s.call<Refusal>('accountLogin', { account: p.user.account, password: s.encrypt(p.password) });
    expect(refused.body.errcode).toBe(ERRCODE.AccountExcluded);
    const w = refused.body.withdrawToken!;

    // Every operation that needs a session and is not a withdrawal step: deposits, games, bonuses, claims,
    // promotions, profile, protection settings — all 401 for this token (the dispatcher checks before the body).
    const guarded = operations.filter((op) => op.auth === 'required' && !WITHDRAW_ONLY_OPERATIONS.has(op.operationId));
    const money = ['recharge3', 'checkRechargeOrder', 'startGame', 'exitGame', 'lotteryExchange', 'receiveMail'];
    for (const id of money) expect(guarded.map((op) => op.operationId)).toContain(id);
    expect(guarded.length).toBeGreaterThan(70);
    for (const op of guarded) {
      const res = await s.call(op.operationId, {}, w);
      expect([op.operationId, res.status]).toEqual([op.operationId, 401]);
    }
    // The optional-session ones answer as to a visitor.
    const tickers = await s.call('getBonusTickers', {}, w);
    expect(tickers.body).toEqual((await s.call('getBonusTickers', {})).body);
    // A real deposit and a real game start with a valid body: refused the same way.
    expect((await s.call('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }, w)).status).toBe(
      401,
    );
    expect((await s.call('startGame', { gameId: 1 }, w)).status).toBe(401);

    // The withdrawal itself goes through.
    expect((await s.call<{ coin: number }>('getExchange', {}, w)).body.coin).toBe(coinOf(s, p.user.id));
    const before = coinOf(s, p.user.id);
    const out = await s.call<{ errcode: number; coin: number }>(
      'exchange',
      { amount: 200_000, bankId: 1, safeboxPassword: s.encrypt('123456') },
      w,
    );
    expect(out.body.errcode, JSON.stringify(out.body)).toBe(0);
    expect(coinOf(s, p.user.id)).toBe(before - 200_000);
    expect((await s.call('getExclusion', {}, w)).body).toMatchObject({
      exclusion: { kind: 'coolOff', duration: '7d' },
    });
    expect((await s.call('logout', {}, w)).status).toBe(200);
    expect((await s.call('getExchange', {}, w)).status).toBe(401);
  });

  it('refuses a LINE login during a cool-off the same way (2401 with the end date and a withdraw-only token)', async () => {
    const lineLogin = async (sub: string) => {
      const code = (await lineAuthorize(s, { sub, name: 'Excluded LINE' })).location.searchParams.get('code')!;
      return s.call<Refusal & { token?: string; user?: { id: number } }>('lineLogin', {
        state: 'sandbox-line-login',
        code,
        codeVerifier: LINE_VERIFIER,
      });
    };
    const sub = `U${Date.now()}`;
    const first = await lineLogin(sub);
    expect(first.body.errcode).toBe(0);
    // A LINE player has no password to confirm with: customer service records it (docs); here, the domain.
    sql(
      s.deps.db,
      'INSERT INTO player_exclusions (user_id, kind, duration, started_at, ends_at) VALUES (?, ?, ?, ?, ?)',
    ).run(first.body.user!.id, 'coolOff', '30d', s.clock.now(), s.clock.now() + 30 * DAY);
    const refused = await lineLogin(sub);
    expect(refused.body).toMatchObject({
      errcode: ERRCODE.AccountExcluded,
      exclusion: { kind: 'coolOff', endsAt: s.clock.now() + 30 * DAY },
    });
    expect((await s.call('startGame', { gameId: 1 }, refused.body.withdrawToken)).status).toBe(401);
  });

  it('ends a cool-off on time: login works again after 24 hours', async () => {
    const p = await excludedPlayer('coolOff', '24h');
    s.clock.advance(DAY - 1);
    expect((await login(s, p.user.account, p.password, p.ip)).body.errcode).toBe(ERRCODE.AccountExcluded);
    s.clock.advance(1);
    expect((await login(s, p.user.account, p.password, p.ip)).body.errcode).toBe(0);
  });

  it('keeps the first 6 months of a self-exclusion (2405 with revocableAt), then ends it 24 hours after the request', async () => {
    const p = await excludedPlayer('selfExclusion', '5y');
    // The withdraw-only session lasts an hour from its last use: each step logs in for a new one.
    const end = async (password: string) => {
      const w = (await login(s, p.user.account, p.password, p.ip)).body as Refusal;
      return s.call<Refusal>('endSelfExclusion', { password: s.encrypt(password) }, w.withdrawToken);
    };
    // getExclusion says from when, on the server's clock, before the player asks; nothing is asked yet.
    const w0 = (await login(s, p.user.account, p.password, p.ip)).body as Refusal;
    const seen = await s.call<Refusal & { serverTime?: number }>('getExclusion', {}, w0.withdrawToken);
    expect(seen.body).toMatchObject({ errcode: 0, serverTime: s.clock.now(), exclusion: p.exclusion });
    expect(seen.body.exclusion).not.toHaveProperty('endRequested');
    const early = await end(p.password);
    expect(early.body).toMatchObject({ errcode: ERRCODE.ExclusionIrrevocable, revocableAt: p.exclusion.revocableAt });
    expect((await end('wrong-pass')).body.errcode).toBe(ERRCODE.ExclusionPasswordWrong);
    s.clock.set(p.exclusion.revocableAt! - 1);
    expect((await end(p.password)).body.errcode).toBe(ERRCODE.ExclusionIrrevocable);
    s.clock.set(p.exclusion.revocableAt!);
    const ok = await end(p.password);
    const endsAt = s.clock.now() + EXCLUSION_END_DELAY_MS;
    expect(ok.body).toMatchObject({ errcode: 0, exclusion: { endsAt, endRequested: true } });
    // Asked again later: the end stays where the first request put it, and getExclusion says it was asked.
    s.clock.advance(3_600_000);
    expect((await end(p.password)).body).toMatchObject({ errcode: 0, exclusion: { endsAt, endRequested: true } });
    const w1 = (await login(s, p.user.account, p.password, p.ip)).body as Refusal;
    expect((await s.call<Refusal>('getExclusion', {}, w1.withdrawToken)).body.exclusion).toMatchObject({
      endsAt,
      endRequested: true,
    });
    expect((await login(s, p.user.account, p.password, p.ip)).body.errcode).toBe(ERRCODE.AccountExcluded);
    s.clock.advance(EXCLUSION_END_DELAY_MS);
    expect((await login(s, p.user.account, p.password, p.ip)).body.errcode).toBe(0);
  });

  it('closes an account for good: 2402, no end date, no early end (2406), a second exclusion refused (2404 never reached: no session)', async () => {
    const p = await excludedPlayer('closure');
    expect(p.exclusion.endsAt).toBeUndefined();
    s.clock.advance(3650 * DAY);
    const res = (await login(s, p.user.account, p.password, p.ip)).body as Refusal;
    expect(res).toMatchObject({
      errcode: ERRCODE.AccountClosed,
      exclusion: { kind: 'closure', duration: 'permanent' },
    });
    const end = await s.call<Refusal>('endSelfExclusion', { password: s.encrypt(p.password) }, res.withdrawToken);
    expect(end.body.errcode).toBe(ERRCODE.ExclusionNotRevocable);
    expect(
      (await s.call('startExclusion', { kind: 'closure', password: s.encrypt(p.password) }, res.withdrawToken)).status,
    ).toBe(401);
  });
});

describe('login history, sessions and throttling', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const loginAs = (account: string, password: string, ip: string, ua = CHROME_ANDROID) =>
    s
      .fetch('/app/v1/accountLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': ua },
        body: JSON.stringify({ account, password: s.encrypt(password) }),
      })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as { errcode: number; token?: string } }));

  it('reads places and devices without any external service', () => {
    expect(placeOf('127.0.0.1')).toEqual({ kind: 'loopback', network: '' });
    expect(placeOf('::1')).toEqual({ kind: 'loopback', network: '' });
    expect(placeOf('192.168.1.20')).toEqual({ kind: 'private', network: '' });
    expect(placeOf('172.20.0.1').kind).toBe('private');
    expect(placeOf('100.72.1.1').kind).toBe('private');
    expect(placeOf('fd12:3456::1').kind).toBe('private');
    expect(placeOf('203.0.113.77')).toEqual({ kind: 'public', network: '203.0.113.0/24' });
    expect(placeOf('::ffff:198.51.100.9')).toEqual({ kind: 'public', network: '198.51.100.0/24' });
    expect(placeOf('2001:db8:1:2::5')).toEqual({ kind: 'public', network: '2001:db8:1::/48' });
    expect(placeOf('unknown')).toEqual({ kind: 'unknown', network: '' });
    expect(deviceOf(CHROME_ANDROID)).toBe('Chrome · Android');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox · Windows',
    );
    expect(deviceOf('')).toBe('');
  });

  it('lists the login history and the sessions, and signs out everywhere else at once', async () => {
    const p = await s.player();
    expect((await loginAs(p.user.account, 'wrong-pass', '203.0.113.9')).body.errcode).toBe(ERRCODE.WrongCredentials);
    const a = await loginAs(p.user.account, p.password, '198.51.100.4');
    const b = await loginAs(p.user.account, p.password, '10.1.2.3', 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
    const view = await s.call<{
      loginHistory: Array<{ outcome: string; device: string; place: { kind: string; network: string } }>;
      sessions: Array<{ current: number; device: string; place: { kind: string } }>;
    }>('getAccountSecurity', {}, a.body.token);
    expect(view.body.loginHistory.map((h) => h.outcome)).toEqual(['ok', 'ok', 'password']);
    expect(view.body.loginHistory[1]).toEqual(
      expect.objectContaining({ device: 'Chrome · Android', place: { kind: 'public', network: '198.51.100.0/24' } }),
    );
    expect(view.body.loginHistory[0]?.place.kind).toBe('private');
    // s.player()'s own session, and the two logins.
    expect(view.body.sessions).toHaveLength(3);
    expect(view.body.sessions.filter((x) => x.current === 1)).toHaveLength(1);
    const out = await s.call<{ signedOut: number; sessions: unknown[] }>('signOutOtherSessions', {}, a.body.token);
    expect(out.body).toMatchObject({ errcode: 0, signedOut: 2 });
    expect(out.body.sessions).toHaveLength(1);
    expect((await s.call('refreshData', {}, b.body.token)).status).toBe(401);
    expect((await s.call('refreshData', {}, p.token)).status).toBe(401);
    expect((await s.call('refreshData', {}, a.body.token)).status).toBe(200);
  });

  it('evaluates at most 20 of 50 concurrent logins to 50 accounts from one address; the address is free again after 15 minutes', async () => {
    const address = '192.0.2.50';
    const names = Array.from({ length: 50 }, (_, i) => `ghost${i}x${Date.now() % 100000}`);
    const answers = await Promise.all(names.map((n) => loginAs(n, 'whatever1', address)));
    const evaluated = answers.filter((a) => a.status === 200);
    expect(evaluated).toHaveLength(ADDRESS_FAILURES);
    expect(evaluated.every((a) => a.body.errcode === ERRCODE.WrongCredentials)).toBe(true);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - ADDRESS_FAILURES);
    // The next address (TRUST_PROXY: the entry the trusted proxy appended) is not affected.
    expect((await loginAs('someone-else', 'whatever1', '192.0.2.51')).status).toBe(200);
    // A client-written entry left of it does not help.
    expect((await loginAs('someone-else', 'whatever1', `192.0.2.99, ${address}`)).status).toBe(429);
    s.clock.advance(LOCKOUT_WINDOW_MS - 1);
    expect((await loginAs('someone-else', 'whatever1', address)).status).toBe(429);
    s.clock.advance(1);
    expect((await loginAs('someone-else', 'whatever1', address)).status).toBe(200);
  });

  it("does not let a stranger lock the owner out of a network the owner logged in from; the stranger's lock lifts after 15 minutes", async () => {
    const p = await s.player();
    const home = '198.51.100.23';
    expect((await loginAs(p.user.account, p.password, home)).body.errcode).toBe(0);
    const stranger = '203.0.113.200';
    for (let i = 0; i < 5; i++)
      expect((await loginAs(p.user.account, 'wrong-pass', stranger)).body.errcode).toBe(ERRCODE.WrongCredentials);
    expect((await loginAs(p.user.account, p.password, stranger)).body.errcode).toBe(ERRCODE.TooManyLoginAttempts);
    // The owner, from home (another address in the same /24): not locked.
    expect((await loginAs(p.user.account, p.password, '198.51.100.99')).body.errcode).toBe(0);
    const history = await s.call<{ loginHistory: Array<{ outcome: string }> }>('getAccountSecurity', {}, p.token);
    expect(history.body.loginHistory.map((h) => h.outcome).slice(0, 2)).toEqual(['ok', 'locked']);
    s.clock.advance(LOCKOUT_WINDOW_MS);
    expect((await loginAs(p.user.account, p.password, stranger)).body.errcode).toBe(0);
  });
});
