/**
 * Upstream mode (issue 28 §1): the app tier (server/tier/) in front of an API on another port — the real
 * reference server, and stand-ins that are down, slow (2 s), answer garbage, or close mid-answer. The tier
 * renders pages from src/entry-server.tsx over the repository's index.html, as tests/server/ssr.test.ts does.
 *
 * Over the reference server a page is server-rendered, calls and uploads pass through (streamed, limited,
 * never cached), and the upstream sees the browser's address after the trusted proxies' entries and never a
 * token in a render's call. Over each broken upstream the page is still served (the client-rendered shell)
 * within the render's budget, /app/v1 answers the documented 502/504 that the app's API client turns into
 * its network error, nothing hangs, and no other 5xx appears.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { defaultConfig } from '../../server/config';
import type { Entry } from '../../server/render/index';
import { listenTier } from '../../server/tier/app';
import { forwardedFor } from '../../server/tier/upstream';
import { createApiClient } from '../../src/api/client';
import { startTestServer, type TestServer } from '../helpers/server';

const ROOT = join(import.meta.dirname, '../..');
const BUDGET_MS = 800;
const TIMEOUT_MS = 1000;
const COMMON = { clientReferrer: 'th', channel: 'WEB', appId: '', platform: 0 } as const;

const entry = () => import('../../src/entry-server') as unknown as Promise<Entry>;

interface Running {
  url: string;
  close(): Promise<void>;
}

const closeServer = (server: Server | TcpServer) =>
  new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });

const origin = (server: Server | TcpServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** An app tier in front of `upstream`. */
async function tier(upstream: string, renderBudgetMs = BUDGET_MS): Promise<Running & { logs: string[] }> {
  const logs: string[] = [];
  const server = await listenTier(
    {
      config: defaultConfig({ trustProxy: 1 }),
      tier: { upstream, timeoutMs: TIMEOUT_MS, renderBudgetMs, concurrency: 1 },
      distDir,
      serverEntry: entry,
      log: (message) => void logs.push(message),
    },
    0,
    '127.0.0.1',
  );
  return { url: origin(server), logs, close: () => closeServer(server) };
}

/** A stand-in upstream that answers every request with `handler`; it records what it was sent. */
async function standIn(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Running & { seen: Array<{ path: string; headers: IncomingHttpHeaders; body: string }> }> {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: origin(server), seen, close: () => closeServer(server) };
}

/** A TCP stand-in that answers every connection with `bytes` and closes (not HTTP, or HTTP cut short). */
async function rawStandIn(bytes: string): Promise<Running> {
  const server = createTcpServer((socket) => {
    socket.once('data', () => {
      socket.write(bytes);
      setTimeout(() => socket.destroy(), 20);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: origin(server), close: () => closeServer(server) };
}

/** A port nothing listens on. */
async function deadPort(): Promise<string> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const url = origin(probe);
  await closeServer(probe);
  return url;
}

/** The app's own API client against `base`, as the browser runs it. */
const client = (base: string) =>
  createApiClient({
    baseUrl: base,
    getToken: () => null,
    getCommonFields: () => ({ ...COMMON, lang: 'en-US' }) as never,
    onSessionExpired: () => undefined,
  });

async function page(base: string, path = '/lobby/home') {
  const started = Date.now();
  const res = await fetch(base + path, {
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test', cookie: 'layout=mobile' },
  });
  const html = await res.text();
  return { status: res.status, html, ms: Date.now() - started, rendered: html.includes('id="ssr-state"') };
}

async function post(base: string, op: string, body: unknown = {}) {
  const started = Date.now();
  const res = await fetch(`${base}/app/v1/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
    ms: Date.now() - started,
  };
}

let distDir: string;
let reference: TestServer;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'tier-test-dist-'));
  writeFileSync(join(distDir, 'index.html'), readFileSync(join(ROOT, 'index.html'), 'utf8'));
  reference = await startTestServer({ config: { trustProxy: 2 } });
  // The entry loads once (vitest transforms the app's sources): not part of any render's budget.
  await entry();
}, 120_000);

afterAll(async () => {
  await reference?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('X-Forwarded-For', () => {
  it("keeps the trusted proxies' entries, drops the forgeable rest, appends the peer", () => {
    expect(forwardedFor('6.6.6.6, 10.0.0.7', '127.0.0.1', 1)).toBe('10.0.0.7, 127.0.0.1');
    expect(forwardedFor('6.6.6.6, 10.0.0.7', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(forwardedFor(undefined, '::1', 2)).toBe('::1');
  });
});

describe('over the reference server', () => {
  let app: Running & { logs: string[] };
  beforeAll(async () => {
    // A generous budget: the first render of the app's sources under vitest is slow.
    app = await tier(reference.url, 10_000);
  });
  afterAll(() => app.close());

  it('renders the home on the server and answers /readyz', async () => {
    const home = await page(app.url);
    expect(home.status).toBe(200);
    expect(home.rendered).toBe(true);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    expect(app.logs).toEqual([]);
  });

  it('passes calls through, uncached, and the upstream sees the client behind the trusted proxy', async () => {
    const key = await post(app.url, 'preLogin');
    expect(key.status).toBe(200);
    expect(key.body.errcode).toBe(0);
    expect(key.headers.get('cache-control')).toBe('no-store');
    const player = await reference.player();
    const res = await fetch(`${app.url}/app/v1/refreshData`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.token}`,
        'x-forwarded-for': '6.6.6.6, 10.9.8.7',
      },
      body: JSON.stringify(COMMON),
    });
    const refreshed = (await res.json()) as { errcode: number };
    expect(res.status, JSON.stringify(refreshed)).toBe(200);
    expect(refreshed.errcode).toBe(0);
  });

  it('streams an upload to the upstream, and refuses a streamed body past the limit with 413', async () => {
    const player = await reference.player();
    const form = new FormData();
    form.append('kind', 'front');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('file', new Blob([png], { type: 'image/png' }), 'id.png');
    const up = await fetch(`${app.url}/app/v1/uploadKyc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}` },
      body: form,
    });
    const answer = (await up.json()) as { errcode: number; fileId?: unknown };
    expect(up.status, JSON.stringify(answer)).toBe(200);
    expect(answer.errcode).toBe(0);
    expect(answer.fileId).toBeTruthy();

    // 80 KiB of JSON without a Content-Length (chunked): counted while it streams.
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const big = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const tooBig = await fetch(`${app.url}/app/v1/preLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
  });
});

describe('what the upstream is sent', () => {
  let upstream: Awaited<ReturnType<typeof standIn>>;
  let app: Running & { logs: string[] };
  beforeAll(async () => {
    // Answers every call as the contract's configuration would fail it: a business error (the render goes on).
    upstream = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errcode: 1, msg: 'stand-in' }));
    });
    app = await tier(upstream.url, 10_000);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it("a browser's call: its token, the upstream's Host, the client appended to X-Forwarded-For", async () => {
    await fetch(`${app.url}/app/v1/refreshData`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer abc',
        'x-forwarded-for': '9.9.9.9, 10.1.2.3',
      },
      body: '{}',
    });
    const call = upstream.seen.at(-1)!;
    expect(call.path).toBe('/app/v1/refreshData');
    expect(call.headers.authorization).toBe('Bearer abc');
    expect(call.headers.host).toBe(new URL(upstream.url).host);
    expect(call.headers['x-forwarded-for']).toBe('10.1.2.3, 127.0.0.1');
  });

  it("a render's calls: the visitor's headers and lang, never a token or cookie", async () => {
    upstream.seen.length = 0;
    await fetch(`${app.url}/lobby/home?r=1`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone) Visitor',
        'accept-language': 'en-US',
        cookie: 'layout=mobile; locale=en-US; token=secret',
        'x-forwarded-for': '10.4.5.6',
      },
    });
    expect(upstream.seen.length).toBeGreaterThan(0);
    for (const call of upstream.seen) {
      expect(call.path).toMatch(/^\/app\/v1\//);
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers.cookie).toBeUndefined();
      expect(call.headers['user-agent']).toBe('Mozilla/5.0 (iPhone) Visitor');
      expect(call.headers['x-forwarded-for']).toBe('10.4.5.6, 127.0.0.1');
      expect(JSON.parse(call.body)).toMatchObject({ lang: 'en-US' });
    }
  });
});

/** A broken upstream: the page is the shell within the budget, /app/v1 the documented status, mapped to network. */
function brokenUpstream(name: string, start: () => Promise<Running>, status: 502 | 504) {
  describe(`upstream ${name}`, () => {
    let upstream: Running;
    let app: Running & { logs: string[] };
    beforeAll(async () => {
      upstream = await start();
      app = await tier(upstream.url);
    });
    afterAll(async () => {
      await app.close();
      await upstream.close();
    });

    it('the page is the client-rendered shell within the budget', async () => {
      const home = await page(app.url, `/lobby/home?${name}`);
      expect(home.status).toBe(200);
      expect(home.rendered).toBe(false);
      expect(home.html).toContain('<div id="root">');
      expect(home.ms, app.logs.join('\n')).toBeLessThan(BUDGET_MS + 1000);
      expect((await fetch(`${app.url}/readyz`)).status).toBe(503);
    });

    it(`/app/v1 answers ${status} with the gateway failure, which the client maps to its network error`, async () => {
      const answer = await post(app.url, 'anonymous/appConfig');
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ errcode: status, gateway: 'upstream' });
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + 700);
      const error = await client(app.url)
        .call('preLogin')
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(NetworkError);
    });
  });
}

brokenUpstream('down', async () => ({ url: await deadPort(), close: async () => undefined }), 502);
brokenUpstream(
  'slow',
  () =>
    standIn((_req, res) => {
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"errcode":0}');
      }, 2000);
      res.on('close', () => clearTimeout(timer));
    }),
  504,
);
brokenUpstream('answering garbage', () => rawStandIn('\x00\x01 this is not HTTP\r\n\r\n'), 502);

describe('upstream closing mid-answer', () => {
  let upstream: Running;
  let app: Running & { logs: string[] };
  beforeAll(async () => {
    upstream = await rawStandIn(
      'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n{"errcode":0,"data":"',
    );
    app = await tier(upstream.url);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('the page is the shell, and the cut call reaches the client as its network error', async () => {
    const home = await page(app.url, '/lobby/home?cut');
    expect(home.status).toBe(200);
    expect(home.rendered).toBe(false);
    const error = await client(app.url)
      .call('preLogin')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(NetworkError);
  });
});
