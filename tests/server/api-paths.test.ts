/**
 * The API answers JSON calls on node:http directly and everything else (uploads, 404/405, app.request in
 * unit tests) through Hono. Both paths share one dispatcher; this checks they answer alike — status, body
 * and headers — for success, business failure, 400, 401, 413, 429, and that uploads still go through.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, listen } from '../../server/app';
import { JSON_LIMIT } from '../../server/api';
import type { Handlers } from '../../server/context';
import { handlers } from '../../server/routes/index';
import { newIp, newMobile } from '../helpers/auth';
import { startTestServer, type TestServer } from '../helpers/server';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.player()).token;
});
afterAll(() => s.close());

const HEADERS = ['content-type', 'cache-control', 'x-content-type-options', 'referrer-policy', 'retry-after'];

interface Seen {
  status: number;
  body: unknown;
  headers: Record<string, string | null>;
}

async function seen(response: Response): Promise<Seen> {
  return {
    status: response.status,
    body: await response.json(),
    headers: Object.fromEntries(HEADERS.map((h) => [h, response.headers.get(h)])),
  };
}

/** The same request over HTTP (node path) and through app.request (Hono path). */
async function both(path: string, init: RequestInit): Promise<[Seen, Seen]> {
  const hono = createApp(s.deps);
  const overHttp = await seen(await s.fetch(path, init));
  const throughHono = await seen(await hono.request(path, init));
  return [overHttp, throughHono];
}

const json = (body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('node:http and Hono answer alike', () => {
  it.each([
    ['a public call', '/app/v1/getCustomerServices', json({})],
    ['a member call', '/app/v1/getUserInfo', () => json({}, { authorization: `Bearer ${token}` })],
    ['a missing token', '/app/v1/getUserInfo', json({})],
    ['a garbage token', '/app/v1/getUserInfo', json({}, { authorization: 'Bearer nonsense-token-nonsense' })],
    ['a body that is not JSON', '/app/v1/accountLogin', json('{"account":')],
    ['a body against the schema', '/app/v1/accountLogin', json({ account: 5, password: [] })],
    ['a business failure', '/app/v1/accountLogin', json({ account: 'nobody-here', password: 'x'.repeat(20) })],
    ['a body over the limit', '/app/v1/accountLogin', json({ account: 'a'.repeat(JSON_LIMIT), password: 'p' })],
  ])('%s', async (_name, path, init) => {
    const [overHttp, throughHono] = await both(path, typeof init === 'function' ? init() : init);
    expect(overHttp).toEqual(throughHono);
    expect(overHttp.headers['cache-control']).toBe('no-store');
  });

  it('a rate-limited call carries Retry-After on both', async () => {
    const mobile = newMobile();
    const send = json({ mobile, type: 0 }, { 'x-forwarded-for': newIp() });
    expect((await s.fetch('/app/v1/smsSend', send)).status).toBe(200);
    const [overHttp, throughHono] = await both('/app/v1/smsSend', send);
    expect(overHttp.status).toBe(429);
    expect(overHttp.headers['retry-after']).toBe('60');
    expect(overHttp).toEqual(throughHono);
  });

  it('unknown operations and other methods are answered by Hono over HTTP', async () => {
    const unknown = await s.fetch('/app/v1/noSuchCall', json({}));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errcode: 404 });
    const get = await s.fetch('/app/v1/getUserInfo');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('an upload still goes through Hono over HTTP (multipart, limited, validated)', async () => {
    const form = new FormData();
    form.set('kind', 'front');
    const res = await s.fetch('/app/v1/uploadKyc', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errcode: 400, field: 'file' });
  });
});

describe('a handler that breaks', () => {
  // getCustomerServices throws; getPromotionalVideoList rejects.
  const broken: Handlers = {
    ...handlers,
    getCustomerServices: () => {
      throw new Error('boom');
    },
    getPromotionalVideoList: () => Promise.reject(new Error('async boom')),
  };

  it('is answered 500 on both paths, logged, and the server goes on', async () => {
    const logged: string[] = [];
    const deps = { ...s.deps, log: (message: string) => logged.push(message) };
    const server = await listen(deps, 0, '127.0.0.1', broken);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/app/v1/getCustomerServices', '/app/v1/getPromotionalVideoList']) {
        const overHttp = await seen(await fetch(`${url}${path}`, json({})));
        const throughHono = await seen(await createApp(deps, broken).request(path, json({})));
        expect(overHttp).toEqual(throughHono);
        expect(overHttp.status).toBe(500);
        expect(overHttp.body).toEqual({ code: 500, errcode: 500, msg: 'Internal error' });
      }
      expect(logged.filter((m) => m.startsWith('unexpected error'))).toHaveLength(4);
      const after = await fetch(`${url}/app/v1/getUserInfo`, json({}, { authorization: `Bearer ${token}` }));
      expect(after.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a client that goes away mid-body', () => {
  it('costs nothing: no answer is attempted and the next call is served', async () => {
    const logged: string[] = [];
    const server = await listen({ ...s.deps, log: (message: string) => logged.push(message) }, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    try {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /app/v1/getCustomerServices HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Content-Length: 100\r\n\r\n{"a":',
            () => setTimeout(() => socket.destroy(), 50),
          );
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      const next = await fetch(`http://127.0.0.1:${port}/app/v1/getCustomerServices`, json({}));
      expect(next.status).toBe(200);
      expect(logged).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
