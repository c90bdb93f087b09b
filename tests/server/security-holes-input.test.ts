/**
 * Issue 12 §3, attacks on the server's input, each sent from outside as the attacker sent it:
 * bodies limited before they are read (sandbox, API, uploads, everything else), registered numbers that
 * cannot be probed (limits first, taken numbers answered like free ones until the code is proven),
 * the action log capped per address and per token, bounded and pruned, and uploads dropped mid-body
 * treated as the normal event they are.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../server/db/sql';
import { ACTION_LOG_LIMITS, pruneActionLog } from '../../server/domain/action-log';
import {
  expectAuthOk,
  expectErrcode,
  newIp,
  newMobile,
  newUsername,
  otherCode,
  registerPhone,
  sendCode,
} from '../helpers/auth';
import { startTestServer, type TestServer, launchGame } from '../helpers/server';

const KIB = 1024;
const MIB = 1024 * KIB;
const SECOND = 1000;

interface Flooded {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes the client had written when the answer's head arrived. */
  sentBeforeAnswer: number;
  /** Whether the client had finished its body when the answer arrived. */
  endedBeforeAnswer: boolean;
}

/**
 * Streams up to `max` bytes as a chunked body (no Content-Length) and stops writing as soon as the answer
 * arrives.
 */
function flood(url: string, path: string, headers: Record<string, string>, max: number): Promise<Flooded> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { method: 'POST', headers });
    const chunk = Buffer.alloc(64 * KIB, 0x61);
    let sent = 0;
    let ended = false;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const endedBeforeAnswer = ended;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      const done = () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentBeforeAnswer, endedBeforeAnswer });
      };
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < max) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !ended) {
        ended = true;
        req.end();
      }
    };
    pump();
  });
}

/** A request with a declared Content-Length whose body is never sent: the answer must not wait for it. */
function declared(url: string, method: string, path: string, length: number): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, {
      method,
      headers: { 'content-length': String(length), 'content-type': 'application/json' },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`${method} ${path}: no answer while the declared body was not sent`));
    }, 5000);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      req.destroy();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.flushHeaders();
  });
}

/** The spin address of a fresh sandbox game session. */
async function gameSpinPath(s: TestServer): Promise<string> {
  const { user } = await s.player();
  const game = sql<[], { id: number }>(s.deps.db, 'SELECT id FROM games WHERE status = 1 LIMIT 1').get()!;
  return `${launchGame(s.deps, user.id, game.id).gameUrl}/spin`;
}

describe('bodies are limited before they are read', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('the sandbox spin answers 413 to a chunked body past 1 KiB before the body ends', async () => {
    const spinPath = await gameSpinPath(s);
    const before = process.memoryUsage().arrayBuffers + process.memoryUsage().heapUsed;
    const res = await flood(s.url, spinPath, { 'content-type': 'application/json' }, 48 * MIB);
    expect(res.status).toBe(413);
    expect(res.endedBeforeAnswer).toBe(false);
    expect(res.sentBeforeAnswer).toBeLessThan(16 * MIB);
    const after = process.memoryUsage().arrayBuffers + process.memoryUsage().heapUsed;
    expect(after - before).toBeLessThan(32 * MIB);
  });

  it('a JSON call answers 413 to a chunked body past 64 KiB before the body ends', async () => {
    const res = await flood(s.url, '/app/v1/actionLog', { 'content-type': 'application/json' }, 48 * MIB);
    expect(res.status).toBe(413);
    expect(res.endedBeforeAnswer).toBe(false);
    expect(res.sentBeforeAnswer).toBeLessThan(16 * MIB);
    expect(JSON.parse(res.body)).toMatchObject({ code: 413, errcode: 413 });
  });

  it('an upload answers 413 to a chunked body past 6 MiB before the body ends', async () => {
    const { token } = await s.player();
    const res = await flood(
      s.url,
      '/app/v1/uploadKyc',
      { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${token}` },
      64 * MIB,
    );
    expect(res.status).toBe(413);
    expect(res.endedBeforeAnswer).toBe(false);
    expect(res.sentBeforeAnswer).toBeLessThan(24 * MIB);
  });

  it('every other endpoint answers a declared body past its limit with 413 without waiting for it', async () => {
    const spinPath = await gameSpinPath(s);
    for (const [method, path] of [
      ['POST', spinPath],
      ['POST', '/sandbox/pay/NOORDER/pay'],
      ['POST', '/sandbox/livechat/123'],
      ['POST', '/sandbox/line/authorize'],
      ['POST', '/app/v1/actionLog'],
      ['POST', '/app/v1/uploadKyc'],
      ['POST', '/healthz'],
      ['GET', '/'],
      ['PUT', '/s/abc'],
    ] as const) {
      const res = await declared(s.url, method, path, 64 * MIB);
      expect(res.status, `${method} ${path}`).toBe(413);
    }
  });

  it('still serves after the floods', async () => {
    expect((await s.fetch('/healthz')).status).toBe(200);
    expect((await s.call('preLogin')).status).toBe(200);
  });
});

describe('registered numbers cannot be probed', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'phone', otpStatus: 1 } });
  });
  afterAll(() => s.close());

  it('applies the per-address SMS cap to registered numbers too', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      await sendCode(s, newMobile(), 0, ip);
      s.clock.advance(SECOND);
    }
    const holder = await s.player();
    for (const type of [0, 1, 2]) {
      const res = await s.call('smsSend', { mobile: holder.user.mobile, type }, undefined, ip);
      expect(res.status, `type ${type}`).toBe(429);
    }
  });

  it('answers a registration or bind code for a taken number like one for a free number', async () => {
    const holder = await s.player();
    const free = newMobile();
    for (const type of [0, 2]) {
      const taken = await s.call('smsSend', { mobile: holder.user.mobile, type }, undefined, newIp());
      const other = await s.call('smsSend', { mobile: free, type }, undefined, newIp());
      expect(taken.status).toBe(other.status);
      expect(taken.body).toEqual(other.body);
      expect(taken.body).toEqual({ errcode: 0, resendSeconds: 60, expireSeconds: 600 });
      // The per-number limit applies alike.
      const again = await s.call('smsSend', { mobile: holder.user.mobile, type }, undefined, newIp());
      expect(again.status).toBe(429);
      s.clock.advance(61 * SECOND);
    }
    // The owner's SMS says an account exists, so the owner learns it and nobody else does.
    const toOwner = s.sms.filter((m) => m.mobile === holder.user.mobile);
    expect(toOwner).toHaveLength(2);
    for (const m of toOwner) expect(m.text).toMatch(/already has an account/);
  });

  it('answers accountRegist4 for a taken number like a free one until the code is proven, then 1045', async () => {
    const holder = await s.player();
    const mobile = holder.user.mobile!;
    // No code, a wrong code: the same answers as for a free number.
    const free = newMobile();
    for (const code of [undefined, '123456']) {
      const taken = await registerPhone(s, mobile, 'secret123', code ? { code } : {});
      const other = await registerPhone(s, free, 'secret123', code ? { code } : {});
      expect(taken.body).toEqual(other.body);
      expectErrcode(taken, 1043);
    }
    // The owner proves the number with the code the SMS brought: told the number is registered.
    s.clock.advance(61 * SECOND);
    const code = await sendCode(s, mobile, 0);
    expectErrcode(await registerPhone(s, mobile, 'secret123', { code: otherCode(code) }), 1043);
    expect((await registerPhone(s, mobile, 'secret123', { code })).body).toEqual({
      errcode: 1045,
      msg: 'Mobile number already registered',
    });
    // And a free number still registers.
    s.clock.advance(61 * SECOND);
    expectAuthOk(await registerPhone(s, free, 'secret123', { code: await sendCode(s, free, 0) }));
  });

  it('answers bindAccount for a taken number like a free one until the code is proven, then 1045', async () => {
    const holder = await s.player();
    const p = await s.player({ accountType: 1, account: newUsername(), mobile: null });
    const free = newMobile();
    const taken = await s.call('bindAccount', { mobile: holder.user.mobile, code: '123456' }, p.token);
    const other = await s.call('bindAccount', { mobile: free, code: '123456' }, p.token);
    expect(taken.body).toEqual(other.body);
    expectErrcode(taken, 1043);
    s.clock.advance(61 * SECOND);
    const code = await sendCode(s, holder.user.mobile!, 2);
    expectErrcode(await s.call('bindAccount', { mobile: holder.user.mobile, code }, p.token), 1045);
  });
});

describe('registered usernames cannot be probed without limit (no code to prove them)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(() => s.close());

  it('caps accountRegist attempts per address: past 20, 429 instead of "taken"', async () => {
    const holder = await s.player({ accountType: 1, account: newUsername(), mobile: null });
    const ip = newIp();
    const attempt = () =>
      s.call(
        'accountRegist',
        { account: holder.user.account, password: s.encrypt('secret123'), type: 0 },
        undefined,
        ip,
      );
    for (let i = 0; i < 20; i++) expectErrcode(await attempt(), 1018);
    const capped = await attempt();
    expect(capped.status).toBe(429);
    expect(JSON.stringify(capped.body)).not.toContain('1018');
    // Another address is not affected, and the bucket refills (one a minute).
    expectErrcode(
      await s.call(
        'accountRegist',
        { account: holder.user.account, password: s.encrypt('secret123'), type: 0 },
        undefined,
        newIp(),
      ),
      1018,
    );
    s.clock.advance(61 * SECOND);
    expectErrcode(await attempt(), 1018);
  });
});

describe('the action log is capped, bounded and pruned', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const rows = () => sql<[], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM action_log').get()!.n;
  const entry = (i: number) => ({ event: 'page.view', data: { page: `home-${i}`, n: i } });

  it('500 calls from one address without a token: the excess gets 429 with Retry-After; rows stay bounded', async () => {
    const ip = newIp();
    const before = rows();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 500; i++) {
      const res = await s.call('actionLog', entry(i), undefined, ip);
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter ??= res.headers.get('retry-after');
        expect(res.body).toMatchObject({ code: 429, errcode: 429 });
      }
    }
    const accepted = statuses.filter((x) => x === 200).length;
    expect(accepted).toBe(ACTION_LOG_LIMITS.perAddress.burst);
    expect(statuses.filter((x) => x === 429)).toHaveLength(500 - accepted);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(rows() - before).toBe(accepted);
    // The bucket refills with time.
    s.clock.advance(60 * SECOND);
    expect((await s.call('actionLog', entry(0), undefined, ip)).status).toBe(200);
  });

  it('500 calls with one token from changing addresses are capped per token', async () => {
    const { token } = await s.player();
    let accepted = 0;
    for (let i = 0; i < 500; i++) {
      const res = await s.call('actionLog', entry(i), token, newIp());
      if (res.status === 200) accepted += 1;
      else expect(res.status).toBe(429);
    }
    expect(accepted).toBe(ACTION_LOG_LIMITS.perToken.burst);
  });

  it('refuses an oversized entry with 400 naming the field', async () => {
    const longKey = await s.call('actionLog', { event: 'x', data: { ['k'.repeat(200)]: 1 } }, undefined, newIp());
    expect(longKey.status).toBe(400);
    const many: Record<string, string> = {};
    for (let i = 0; i < 32; i++) many[`key${i}`] = 'v'.repeat(512);
    const big = await s.call('actionLog', { event: 'x', data: many }, undefined, newIp());
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: 400, field: expect.stringMatching(/data/) });
  });

  it('prunes rows older than the retention and beyond the maximum row count', async () => {
    const now = s.clock.now();
    const insert = sql(
      s.deps.db,
      'INSERT INTO action_log (user_id, event, data, ip, created_at) VALUES (NULL, ?, ?, ?, ?)',
    );
    s.deps.db.transaction(() => {
      for (let i = 0; i < 300; i++)
        insert.run('old', '{}', '192.0.2.1', now - (ACTION_LOG_LIMITS.keepDays + 1) * 86_400_000);
      for (let i = 0; i < 300; i++) insert.run('new', '{}', '192.0.2.1', now - i);
    })();
    const ids = () =>
      sql<[], { id: number }>(s.deps.db, 'SELECT id FROM action_log ORDER BY created_at DESC, id DESC LIMIT 100')
        .all()
        .map((r) => r.id);
    const newest = ids();
    pruneActionLog(s.deps, { ...ACTION_LOG_LIMITS, maxRows: 100 });
    expect(rows()).toBe(100);
    expect(ids()).toEqual(newest);
    const old = sql<[], { n: number }>(s.deps.db, "SELECT COUNT(*) AS n FROM action_log WHERE event = 'old'");
    expect(old.get()!.n).toBe(0);
  });
});

describe('an upload dropped mid-body', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('is a normal event: nothing logged, no answer to the closed socket, the server still serves', async () => {
    const errors = vi.spyOn(console, 'error');
    const info = vi.spyOn(console, 'info');
    try {
      const { token } = await s.player();
      for (let round = 0; round < 3; round++) {
        await new Promise<void>((resolve) => {
          const boundary = 'dropdrop';
          const head =
            `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfront\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n';
          const req = request(`${s.url}/app/v1/uploadKyc`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              ...(round === 1 ? {} : { 'content-length': String(2 * MIB) }),
            },
          });
          req.on('error', () => resolve());
          req.on('close', () => resolve());
          req.write(head);
          req.write(Buffer.alloc(256 * KIB, 1), () => setTimeout(() => req.destroy(), 50));
        });
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(errors).not.toHaveBeenCalled();
      expect(info).not.toHaveBeenCalled();
      expect((await s.fetch('/healthz')).status).toBe(200);
    } finally {
      errors.mockRestore();
      info.mockRestore();
    }
  });
});
