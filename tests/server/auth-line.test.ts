/**
 * The social (LINE) login end to end: the provider entry, the sandbox consent page (validation, escaping,
 * Allow and Cancel), and lineLogin (code checks, first-use player creation, same player for the same id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import type { UserRow } from '../../server/domain/users';
import {
  authorizePath,
  expectAuthOk,
  expectErrcode,
  formFields,
  LINE_VERIFIER,
  lineAuthorize,
  lineConfig,
  newIp,
  pkceChallenge,
  postForm,
  type AuthAnswer,
} from '../helpers/auth';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE = 60 * 1000;
const LINE_FAILED = { errcode: 1049, msg: 'LINE login failed; please try again' };

describe('LINE login through the sandbox provider', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** lineLogin with the verifier of the test attempts unless the body names another. */
  const lineLogin = (body: Record<string, unknown>, ip = newIp()) =>
    s.call<AuthAnswer>('lineLogin', { codeVerifier: LINE_VERIFIER, ...body }, undefined, ip);

  it('lists the provider with id 3 and the sandbox authorize URL', async () => {
    const res = await s.call('getLoginThirdConfigList', {});
    expect(res.body).toEqual({
      errcode: 0,
      appLoginThirdConfigList: [
        {
          id: 3,
          name: 'LINE',
          authorizeUrl: `${s.url}/sandbox/line/authorize`,
          clientId: 'sandbox-line-client',
          redirectUri: `${s.url}/login`,
          scope: 'profile openid email',
          state: 'sandbox-line-login',
        },
      ],
    });
  });

  it('shows a labelled consent page carrying the request, with a prefilled name and a random user id', async () => {
    const config = await lineConfig(s);
    const res = await s.fetch(authorizePath(config), { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Sandbox — LINE login stand-in');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/>Allow</);
    expect(html).toMatch(/>Cancel</);
    const fields = formFields(html);
    expect(fields).toMatchObject({
      response_type: 'code',
      client_id: 'sandbox-line-client',
      redirect_uri: `${s.url}/login`,
      state: 'sandbox-line-login',
      scope: 'profile openid email',
      name: 'LINE Demo',
    });
    expect(fields.sub).toMatch(/^U[0-9a-f]{32}$/);
    const other = formFields(await (await s.fetch(authorizePath(config))).text());
    expect(other.sub).not.toBe(fields.sub);
  });

  it('refuses an invalid authorization request with a 400 page', async () => {
    const config = await lineConfig(s);
    const cases: Array<Partial<Record<string, string>>> = [
      { response_type: 'token' },
      { response_type: undefined },
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/login' },
      { redirect_uri: '/login' },
      { redirect_uri: `${s.url.replace('127.0.0.1', 'localhost')}/login` },
      { scope: 'profile email' },
      { state: undefined },
    ];
    for (const override of cases) {
      const res = await s.fetch(authorizePath(config, override), { redirect: 'manual' });
      expect(res.status, JSON.stringify(override)).toBe(400);
      const html = await res.text();
      expect(html).toContain('Sandbox — LINE login stand-in');
      expect(html).toContain('invalid');
      expect(html).not.toContain('<form');
    }
  });

  it('escapes every value it echoes', async () => {
    const config = await lineConfig(s);
    const res = await s.fetch(authorizePath(config, { state: '"><script>alert(1)</script>' }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('Allow redirects with a code and the state; lineLogin creates the player once, then finds it', async () => {
    const sub = 'Ufixed0001';
    const first = await lineAuthorize(s, { sub, name: 'Somchai ✓' });
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${s.url}/login`);
    expect(first.location.searchParams.get('state')).toBe('sandbox-line-login');
    const code = first.location.searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(32);
    const ok = expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code, uuid: 'device-1' }));
    expect(ok.user).toMatchObject({ accountType: 2, nickname: 'Somchai ✓', account: 'Somchai ✓', mobile: '' });
    expect(ok.user.lineAccount).toBe('Somchai ✓');
    const row = sql<[number], UserRow>(s.deps.db, 'SELECT * FROM users WHERE id = ?').get(ok.user.id)!;
    expect(row).toMatchObject({ account: `line:${sub}`, line_sub: sub, password_hash: null, account_type: 2 });
    expect((await s.call('refreshData', {}, ok.token)).status).toBe(200);

    const second = await lineAuthorize(s, { sub, name: 'Another Name' });
    const again = expectAuthOk(
      await lineLogin({ state: 'sandbox-line-login', code: second.location.searchParams.get('code')! }),
    );
    expect(again.user.id).toBe(ok.user.id);
    expect(again.token).not.toBe(ok.token);
    const count = sql<[string], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM users WHERE line_sub = ?').get(
      sub,
    );
    expect(count?.n).toBe(1);
  });

  it('refuses a reused code, a wrong state, an unknown code and an expired code (1049)', async () => {
    const { location } = await lineAuthorize(s);
    const code = location.searchParams.get('code')!;
    expect((await lineLogin({ state: 'another-state', code })).body).toEqual(LINE_FAILED);
    expect((await lineLogin({ state: 'sandbox-line-login', code: `${code}x` })).body).toEqual(LINE_FAILED);
    // A state mismatch does not burn the code for its rightful owner.
    expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code }));
    expect((await lineLogin({ state: 'sandbox-line-login', code })).body).toEqual(LINE_FAILED);

    const late = (await lineAuthorize(s)).location.searchParams.get('code')!;
    const inTime = (await lineAuthorize(s)).location.searchParams.get('code')!;
    s.clock.advance(10 * MINUTE);
    expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code: inTime }));
    s.clock.advance(1);
    expect((await lineLogin({ state: 'sandbox-line-login', code: late })).body).toEqual(LINE_FAILED);
  });

  it('login CSRF (issue 35 §5): the code is exchanged only with the verifier of its S256 challenge', async () => {
    // The attacker's own attempt: their code, for their challenge. Without their verifier it signs no one in.
    const { location } = await lineAuthorize(s, { sub: 'Uattacker01' });
    const code = location.searchParams.get('code')!;
    const other = 'another-verifier-0123456789-abcdefghijklmnopqrstuv';
    expect((await lineLogin({ state: 'sandbox-line-login', code, codeVerifier: other })).body).toEqual(LINE_FAILED);
    // A wrong verifier uses the code up: not even the right one exchanges it after.
    expect((await lineLogin({ state: 'sandbox-line-login', code })).body).toEqual(LINE_FAILED);
    // No verifier at all is a bad request.
    const next = (await lineAuthorize(s)).location.searchParams.get('code')!;
    const bare = await s.call('lineLogin', { state: 'sandbox-line-login', code: next }, undefined, newIp());
    expect(bare.status).toBe(400);
    expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code: next }));
  });

  it('the stand-in issues codes only for a PKCE S256 request', async () => {
    const config = await lineConfig(s);
    const before = sql<[], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM line_codes').get()!.n;
    for (const override of [
      { code_challenge: undefined },
      { code_challenge_method: undefined },
      { code_challenge_method: 'plain' },
      { code_challenge: 'short' },
      { code_challenge: `${pkceChallenge(LINE_VERIFIER)}=` },
    ]) {
      const res = await s.fetch(authorizePath(config, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(await res.text()).toContain('code_challenge');
      const fields = formFields(await (await s.fetch(authorizePath(config))).text());
      const posted = await postForm(s, {
        ...fields,
        code_challenge: override.code_challenge ?? '',
        code_challenge_method: override.code_challenge_method ?? '',
        action: 'allow',
      });
      expect(posted.status).toBe(400);
    }
    expect(sql<[], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM line_codes').get()!.n).toBe(before);
  });

  it('Cancel redirects back with access_denied and issues no code', async () => {
    const config = await lineConfig(s);
    const fields = formFields(await (await s.fetch(authorizePath(config))).text());
    const before = sql<[], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM line_codes').get()!.n;
    const res = await postForm(s, { ...fields, action: 'cancel' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${s.url}/login`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'access_denied', state: 'sandbox-line-login' });
    expect(sql<[], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM line_codes').get()!.n).toBe(before);
  });

  it('re-validates the form: a tampered redirect is refused, a bad name or id shows the form again', async () => {
    const config = await lineConfig(s);
    const fields = formFields(await (await s.fetch(authorizePath(config))).text());
    const tampered = await postForm(s, { ...fields, redirect_uri: 'https://evil.example/login', action: 'allow' });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get('location')).toBeNull();
    const bads: Record<string, string>[] = [
      { name: '   ' },
      { name: 'n'.repeat(33) },
      { sub: 'has space' },
      { sub: '' },
    ];
    for (const bad of bads) {
      const res = await postForm(s, { ...fields, ...bad, action: 'allow' });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const html = await res.text();
      expect(html).toContain('<form');
      expect(html).toContain('class="error"');
    }
  });

  it('takes the inviter from outUrl on first use and counts new players toward the address cap', async () => {
    const inviter = await s.player();
    const ip = newIp();
    const first = (await lineAuthorize(s)).location.searchParams.get('code')!;
    const ok = expectAuthOk(
      await lineLogin({ state: 'sandbox-line-login', code: first, outUrl: `${s.url}/?aid=${inviter.user.id}` }, ip),
    );
    expect(sql<[number], UserRow>(s.deps.db, 'SELECT * FROM users WHERE id = ?').get(ok.user.id)!.inviter_id).toBe(
      inviter.user.id,
    );
    for (let i = 0; i < 4; i++) {
      const code = (await lineAuthorize(s)).location.searchParams.get('code')!;
      expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code }, ip));
    }
    const sixth = (await lineAuthorize(s)).location.searchParams.get('code')!;
    expectErrcode(await lineLogin({ state: 'sandbox-line-login', code: sixth }, ip), 1049);
    // A returning LINE player is no registration: the cap does not stop them.
    const sub = 'Ureturning01';
    const once = (await lineAuthorize(s, { sub })).location.searchParams.get('code')!;
    expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code: once }));
    const back = (await lineAuthorize(s, { sub })).location.searchParams.get('code')!;
    expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code: back }, ip));
  });

  it('answers 102 for a disabled LINE player', async () => {
    const sub = 'Udisabled01';
    const code = (await lineAuthorize(s, { sub })).location.searchParams.get('code')!;
    const ok = expectAuthOk(await lineLogin({ state: 'sandbox-line-login', code }));
    sql(s.deps.db, 'UPDATE users SET disabled = 1 WHERE id = ?').run(ok.user.id);
    const next = (await lineAuthorize(s, { sub })).location.searchParams.get('code')!;
    expect((await lineLogin({ state: 'sandbox-line-login', code: next })).body).toEqual({
      errcode: 102,
      msg: 'Account disabled',
    });
  });
});
