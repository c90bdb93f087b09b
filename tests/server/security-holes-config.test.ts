/**
 * Issue 12 §3, the holes that come from trusting the request where configuration must decide: absolute links
 * built from the caller's Host header (open redirect through `shortUrl`), the client address taken from the
 * client-written end of X-Forwarded-For, and the sandbox payment provider paying orders in production.
 * Every test sends the attack from outside, over HTTP, to a real server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRCODE } from '../../contract/ids';
import type { OperationId } from '../../contract/operations.gen';
import { PATH } from '../../contract/paths';
import { loopbackOrigins } from '../../server/app';
import { ConfigError, readConfig } from '../../server/config';
import { contract } from '../../server/contract';
import { sql } from '../../server/db/sql';
import { createRechargeOrder, findRechargeOrder } from '../../server/domain/deposits';
import { newMobile } from '../helpers/auth';
import { startTestServer, type TestServer } from '../helpers/server';
import { CHANNEL, bindCard, coinOf, recharge, sandbox } from '../helpers/wallet';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request with headers fetch() will not send (Host), straight over node:http. */
function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(base);
  return new Promise<Raw>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** POST /app/v1/<name> as an attacker: any Host, any X-Forwarded-Host. */
async function apiAs(
  s: TestServer,
  name: OperationId,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const path = contract().byId.get(name)?.path;
  if (!path) throw new Error(`unknown operation ${name}`);
  const res = await raw(
    s.url,
    'POST',
    path,
    {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    JSON.stringify(body),
  );
  return { status: res.status, body: JSON.parse(res.text) as Record<string, unknown> };
}

/** What an attacker sends: a Host and forwarded headers of their own site. */
const EVIL = { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };

describe('absolute links come from configuration, never from the Host header (issue 12 §3.1)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('refuses to shorten a URL on the host the caller put in Host, so /s/ cannot redirect off-site', async () => {
    const { token } = await s.player();
    const res = await apiAs(s, 'shortUrl', { url: `http://evil.test${PATH.login}` }, token, EVIL);
    expect(res.body.errcode).toBe(ERRCODE.ProfileValueInvalid);
    expect(JSON.stringify(res.body)).not.toContain('evil.test');
    const stored = sql<[], { n: number }>(
      s.deps.db,
      "SELECT COUNT(*) AS n FROM short_urls WHERE url LIKE '%evil%'",
    ).get();
    expect(stored?.n).toBe(0);
  });

  it('shortens a URL of the configured origin whatever the Host, and the link is on the configured origin', async () => {
    const { token } = await s.player();
    const res = await apiAs(s, 'shortUrl', { url: `${s.url}${PATH.register}?aid=7` }, token, EVIL);
    expect(res.body.errcode).toBe(0);
    expect(String(res.body.shortUrl)).toMatch(new RegExp(`^${s.url.replace(/\./g, '\\.')}/s/[0-9A-Za-z]{7}$`));
    const follow = await raw(s.url, 'GET', new URL(String(res.body.shortUrl)).pathname, { host: 'evil.test' });
    expect(follow.status).toBe(302);
    expect(follow.headers.location).toBe(`${s.url}${PATH.register}?aid=7`);
  });

  it('does not follow a stored short link that points off-site (rows written before the fix)', async () => {
    const { user } = await s.player();
    sql(s.deps.db, 'INSERT INTO short_urls (code, url, user_id, created_at) VALUES (?, ?, ?, ?)').run(
      'EviL001',
      'http://evil.test/login',
      user.id,
      s.clock.now(),
    );
    const res = await raw(s.url, 'GET', '/s/EviL001', { host: 'evil.test' });
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it('builds payUrl, the QR text, share links, h5.url and the LINE links on the configured origin', async () => {
    const { token } = await s.player();
    expect((await bindCard(s, token)).errcode).toBe(0);
    const url = await apiAs(
      s,
      'recharge3',
      { amount: 50_000, version: 4, actType: 0, rechargeType: CHANNEL.url },
      token,
      EVIL,
    );
    expect(url.body.payUrl).toBe(`${s.url}/sandbox/pay/${String(url.body.orderId)}`);
    const qr = await apiAs(
      s,
      'recharge3',
      { amount: 50_000, version: 4, actType: 0, rechargeType: CHANNEL.qr },
      token,
      EVIL,
    );
    expect((qr.body.qrInfo as { qrCodeText: string }).qrCodeText.startsWith(`${s.url}/sandbox/pay/`)).toBe(true);

    const after = await apiAs(s, 'getAfterLoginInfo', {}, token, EVIL);
    expect((after.body.shareUrlMap as { invite: string }).invite.startsWith(`${s.url}/`)).toBe(true);
    const invite = await apiAs(s, 'appInviteBonus1User', {}, token, EVIL);
    if (invite.body.errcode === 0) expect(String(invite.body.shareUrl).startsWith(`${s.url}/`)).toBe(true);
    const config = await apiAs(s, 'anonymousAppConfig', {}, undefined, EVIL);
    expect((config.body.h5 as { url: string }).url).toBe(s.url);
    const line = await apiAs(s, 'getLoginThirdConfigList', {}, undefined, EVIL);
    for (const entry of line.body.appLoginThirdConfigList as { authorizeUrl: string; redirectUri: string }[]) {
      expect(entry.authorizeUrl.startsWith(`${s.url}/`)).toBe(true);
      expect(entry.redirectUri.startsWith(`${s.url}/`)).toBe(true);
    }
  });

  it('a player on a configured alias gets links on that alias; npm start counts its loopback names as aliases', async () => {
    const aliased = await startTestServer({ config: { allowedOrigins: ['http://alias.test'] } });
    try {
      const { token } = await aliased.player();
      expect((await bindCard(aliased, token)).errcode).toBe(0);
      const res = await apiAs(
        aliased,
        'recharge3',
        { amount: 50_000, version: 4, actType: 0, rechargeType: CHANNEL.url },
        token,
        { host: 'alias.test' },
      );
      // The payment frame is same-origin only (frame-src 'self'): it must be on the name the page is on.
      expect(res.body.payUrl).toBe(`http://alias.test/sandbox/pay/${String(res.body.orderId)}`);
      const other = await apiAs(aliased, 'anonymousAppConfig', {}, undefined, EVIL);
      expect((other.body.h5 as { url: string }).url).toBe(aliased.url);
    } finally {
      await aliased.close();
    }
    expect(loopbackOrigins('0.0.0.0', 8080)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(loopbackOrigins('10.0.0.5', 8080)).toEqual([]);
  });

  it('the LINE stand-in refuses to send a code to the host the caller put in Host', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'sandbox-line-client',
      redirect_uri: `http://evil.test${PATH.login}`,
      state: 'abc',
      scope: 'openid profile',
    });
    const page = await raw(s.url, 'GET', `/sandbox/line/authorize?${query}`, { host: 'evil.test' });
    expect(page.status).toBe(400);
    const form = new URLSearchParams(query);
    form.set('action', 'allow');
    form.set('name', 'Mallory');
    form.set('sub', 'U0123');
    const post = await raw(
      s.url,
      'POST',
      '/sandbox/line/authorize',
      { host: 'evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      form.toString(),
    );
    expect(post.status).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });
});

describe('PUBLIC_URL and ALLOWED_ORIGINS (issue 12 §3.1)', () => {
  it('reads, normalizes and checks PUBLIC_URL and ALLOWED_ORIGINS', () => {
    expect(readConfig({ PUBLIC_URL: 'https://Play.Example.test/' }).publicUrl).toBe('https://play.example.test');
    expect(readConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({}).publicUrl).toBeNull();
    expect(readConfig({ ALLOWED_ORIGINS: 'https://a.test, https://b.test:8443/' }).allowedOrigins).toEqual([
      'https://a.test',
      'https://b.test:8443',
    ]);
    for (const bad of [
      'play.example.test',
      'ftp://play.example.test',
      'https://play.example.test/app',
      'https://u:p@x.test',
      'https://x.test/?a=1',
      'https://x.test/#h',
    ]) {
      expect(() => readConfig({ PUBLIC_URL: bad }), bad).toThrow(ConfigError);
      expect(() => readConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
    expect(() => readConfig({ ALLOWED_ORIGINS: 'https://ok.test,javascript:alert(1)' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.test' }).publicUrl).toBe(
      'https://play.example.test',
    );
  });

  it('with PUBLIC_URL set, links use it and shortUrl accepts it and ALLOWED_ORIGINS only', async () => {
    const s = await startTestServer({
      config: { publicUrl: 'https://play.example.test', allowedOrigins: ['https://www.example.test'] },
    });
    try {
      const { token } = await s.player();
      expect((await bindCard(s, token)).errcode).toBe(0);
      const order = await recharge(s, token, 50_000, CHANNEL.url);
      expect(order.payUrl).toBe(`https://play.example.test/sandbox/pay/${order.orderId}`);
      const ok = await apiAs(s, 'shortUrl', { url: `https://play.example.test${PATH.register}` }, token);
      expect(String(ok.body.shortUrl)).toMatch(/^https:\/\/play\.example\.test\/s\/[0-9A-Za-z]{7}$/);
      const alias = await apiAs(s, 'shortUrl', { url: `https://www.example.test${PATH.register}` }, token);
      expect(alias.body.errcode).toBe(0);
      // The address the server happens to listen on is not a configured origin.
      const local = await apiAs(s, 'shortUrl', { url: `${s.url}${PATH.register}` }, token, {
        host: new URL(s.url).host,
      });
      expect(local.body.errcode).toBe(ERRCODE.ProfileValueInvalid);
    } finally {
      await s.close();
    }
  });
});

describe('TRUST_PROXY takes the address the trusted proxy appended (issue 12 §3.4)', () => {
  it('reads TRUST_PROXY as a hop count (booleans are 0 / 1)', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('a client rotating the leftmost X-Forwarded-For entry still hits its per-address SMS cap', async () => {
    const s = await startTestServer({ config: { trustProxy: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await s.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, `10.9.${i}.1, 198.51.100.7`);
        statuses.push(res.status);
      }
      // The proxy appended 198.51.100.7: all 22 calls come from there, and the cap is 20 an hour.
      expect(statuses.slice(0, 20).every((st) => st === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      const ips = sql<[], { ip: string }>(s.deps.db, 'SELECT DISTINCT ip FROM otp_codes').all();
      expect(ips).toEqual([{ ip: '198.51.100.7' }]);
    } finally {
      await s.close();
    }
  });

  it('with TRUST_PROXY=2 takes the second entry from the right; without it ignores the header', async () => {
    const two = await startTestServer({ config: { trustProxy: 2 } });
    const none = await startTestServer({ config: { trustProxy: 0 } });
    try {
      await two.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, '6.6.6.6, 198.51.100.8, 10.0.0.2');
      expect(sql<[], { ip: string }>(two.deps.db, 'SELECT ip FROM otp_codes').all()).toEqual([{ ip: '198.51.100.8' }]);
      await none.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, '6.6.6.6');
      const ip = sql<[], { ip: string }>(none.deps.db, 'SELECT ip FROM otp_codes').get()?.ip;
      expect(ip).not.toBe('6.6.6.6');
      expect(ip).toMatch(/127\.0\.0\.1$/);
    } finally {
      await two.close();
      await none.close();
    }
  });

  it('reads an appended address with a port, as some proxies write it', async () => {
    const s = await startTestServer({ config: { trustProxy: 1 } });
    try {
      await s.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, '1.2.3.4, 198.51.100.9:4711');
      await s.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, '1.2.3.4, [2001:db8::9]:4711');
      const ips = sql<[], { ip: string }>(s.deps.db, 'SELECT ip FROM otp_codes ORDER BY id').all();
      expect(ips).toEqual([{ ip: '198.51.100.9' }, { ip: '2001:db8::9' }]);
    } finally {
      await s.close();
    }
  });

  it('an entry that is not an address does not become the client address', async () => {
    const s = await startTestServer({ config: { trustProxy: 1 } });
    try {
      await s.call('smsSend', { mobile: newMobile(), type: 0 }, undefined, '1.2.3.4, not-an-ip');
      const ip = sql<[], { ip: string }>(s.deps.db, 'SELECT ip FROM otp_codes').get()?.ip;
      expect(ip).toMatch(/127\.0\.0\.1$/);
    } finally {
      await s.close();
    }
  });
});

describe('production does not pay through the sandbox provider (issue 12 §3.6)', () => {
  const PROD = { NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.test' };

  it('reads SANDBOX_PAYMENTS: on outside production, off in production unless set', () => {
    expect(readConfig({}).sandboxPayments).toBe(true);
    expect(readConfig(PROD).sandboxPayments).toBe(false);
    expect(readConfig({ ...PROD, SANDBOX_PAYMENTS: '1' }).sandboxPayments).toBe(true);
    expect(readConfig({ SANDBOX_PAYMENTS: '0' }).sandboxPayments).toBe(false);
    expect(() => readConfig({ SANDBOX_PAYMENTS: 'sometimes' })).toThrow(/SANDBOX_PAYMENTS/);
  });

  it('the sandbox page cannot pay an unpaid order, and recharge3 says deposits are unavailable', async () => {
    const s = await startTestServer({ config: readConfig(PROD) });
    try {
      const { user, token } = await s.player();
      expect((await bindCard(s, token)).errcode).toBe(0);
      // An order made before the switch (or by any other way): paying it without a provider must fail.
      const order = createRechargeOrder(s.deps, user.id, { amount: 5_000_000, actType: 0, rechargeType: CHANNEL.url });
      const before = coinOf(s, user.id);
      const pay = await s.fetch(`/sandbox/pay/${order.id}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(404);
      expect((await s.fetch(`/sandbox/pay/${order.id}`)).status).toBe(404);
      expect(coinOf(s, user.id)).toBe(before);
      expect(findRechargeOrder(s.deps, order.id)?.status).toBe('pending');

      const res = await recharge(s, token, 50_000, CHANNEL.url);
      expect(res.errcode).toBe(ERRCODE.RechargeTypeUnavailable);
      expect(res.payUrl).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it('with SANDBOX_PAYMENTS=1 production pays through the sandbox as before', async () => {
    const s = await startTestServer({ config: readConfig({ ...PROD, SANDBOX_PAYMENTS: '1' }) });
    try {
      const { user, token } = await s.player();
      expect((await bindCard(s, token)).errcode).toBe(0);
      const before = coinOf(s, user.id);
      const order = await recharge(s, token, 50_000, CHANNEL.url);
      expect(order.payUrl).toBe(`https://play.example.test/sandbox/pay/${order.orderId}`);
      expect(await sandbox(s, order.orderId!, 'pay')).toBe(303);
      expect(findRechargeOrder(s.deps, order.orderId!)?.status).toBe('done');
      expect(coinOf(s, user.id)).toBeGreaterThanOrEqual(before + 50_000);
    } finally {
      await s.close();
    }
  });

  it('the LINE stand-in (any LINE user id on request) is off in production unless SANDBOX_LOGIN=1', async () => {
    expect(readConfig({}).sandboxLogin).toBe(true);
    expect(readConfig(PROD).sandboxLogin).toBe(false);
    expect(() => readConfig({ SANDBOX_LOGIN: 'perhaps' })).toThrow(/SANDBOX_LOGIN/);
    const query = (origin: string) =>
      new URLSearchParams({
        response_type: 'code',
        client_id: 'sandbox-line-client',
        redirect_uri: `${origin}${PATH.login}`,
        state: 'abc',
        scope: 'openid profile',
        // PKCE (issue 35 §5): the stand-in answers only S256 requests.
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
    const off = await startTestServer({ config: readConfig(PROD) });
    const on = await startTestServer({ config: readConfig({ ...PROD, SANDBOX_LOGIN: '1' }) });
    try {
      const list = await off.call<{ appLoginThirdConfigList: unknown[] }>('getLoginThirdConfigList', {});
      expect(list.body.appLoginThirdConfigList).toEqual([]);
      const page = await off.fetch(`/sandbox/line/authorize?${query('https://play.example.test')}`);
      expect(page.status).toBe(404);
      const form = query('https://play.example.test');
      form.set('action', 'allow');
      form.set('name', 'Mallory');
      form.set('sub', 'U0123');
      const post = await off.fetch('/sandbox/line/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        redirect: 'manual',
      });
      expect(post.status).toBe(404);
      expect(sql<[], { n: number }>(off.deps.db, 'SELECT COUNT(*) AS n FROM line_codes').get()?.n).toBe(0);

      const listed = await on.call<{ appLoginThirdConfigList: { id: number }[] }>('getLoginThirdConfigList', {});
      expect(listed.body.appLoginThirdConfigList.map((e) => e.id)).toEqual([3]);
      expect((await on.fetch(`/sandbox/line/authorize?${query('https://play.example.test')}`)).status).toBe(200);
    } finally {
      await off.close();
      await on.close();
    }
  });

  /** Starts server/main.ts with `env` and answers its output once it listens or exits. */
  function startMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'pwa-sec-'));
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_GAMES: '120', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const done = (code: number | null) => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, output });
      };
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('Player web app on')) child.kill('SIGTERM');
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('exit', (code) => done(code));
    });
  }

  it('npm start warns loudly when sandbox money is on in production, and refuses production without PUBLIC_URL', async () => {
    const on = await startMain({ ...PROD, SANDBOX_PAYMENTS: '1', SANDBOX_LOGIN: '1' });
    expect(on.output).toMatch(/WARNING.*SANDBOX_PAYMENTS/s);
    expect(on.output).toMatch(/WARNING.*SANDBOX_LOGIN/s);
    expect(on.output).toContain('Player web app on https://play.example.test');
    const off = await startMain(PROD);
    expect(off.output).not.toMatch(/WARNING/);
    const missing = await startMain({ NODE_ENV: 'production' });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/error: PUBLIC_URL/);
  }, 60_000);
});
