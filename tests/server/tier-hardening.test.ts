/**
 * The app tier (server/tier/) against an outside prober (issue 35 §2, §3), over raw HTTP (node:net: the request
 * line and headers go exactly as written, dot segments included) in front of stand-in upstreams that record
 * what reaches them:
 *
 * - a withdrawal (`exchange`) without an Idempotency-Key whose kept-alive connection the upstream drops after
 *   reading it reaches the upstream once, and is answered with the gateway failure (the app's network error),
 *   not a second withdrawal; a call that carries an
 *   Idempotency-Key, or a GET, is still sent again on a new connection;
 * - paths with dot segments, plain or percent-encoded, are normalised before routing; what escapes its prefix
 *   is refused with 400 and never reaches the upstream; only the normalised path is forwarded;
 * - headers a `Connection` header names are dropped both ways;
 * - X-Forwarded-Host and X-Forwarded-Proto come from the trusted entry, as X-Forwarded-For's client does;
 * - a body trickling in under the idle timeout is cut at its total deadline (408) and the upstream's
 *   connection let go.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGatewayFailure } from '../../contract/api-errors';
import { defaultConfig } from '../../server/config';
import { listenTier } from '../../server/tier/app';
import { normaliseTarget, removeDotSegments } from '../../server/tier/paths';
import { trustedEntry } from '../../server/tier/upstream';

const COMMON = { clientReferrer: 'th', channel: 'WEB', appId: '', platform: 0, lang: 'en-US' } as const;

interface Running {
  readonly url: string;
  close(): Promise<void>;
}

const origin = (server: Server | TcpServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const closeServer = (server: Server | TcpServer) =>
  new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tier(upstream: string, bodyDeadlineMs = { json: 15_000, upload: 120_000 }): Promise<Running> {
  const server = await listenTier(
    {
      config: defaultConfig({ trustProxy: 1 }),
      tier: { upstream, timeoutMs: 1000, renderBudgetMs: 800, concurrency: 1 },
      distDir: undefined,
      log: () => undefined,
      bodyDeadlineMs,
    },
    0,
    '127.0.0.1',
  );
  return { url: origin(server), close: () => closeServer(server) };
}

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/** An HTTP stand-in that answers `{ errcode: 0 }` (plus `extraHead`, raw) and records what reached it. */
async function standIn(): Promise<Running & { seen: Seen[]; aborted: number }> {
  const seen: Seen[] = [];
  const state = { aborted: 0 };
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    req.on('aborted', () => (state.aborted += 1));
    req.on('close', () => {
      if (!req.complete) state.aborted += 1;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"errcode":0}');
    });
    req.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: origin(server),
    seen,
    get aborted() {
      return state.aborted;
    },
    close: () => closeServer(server),
  };
}

/** One raw HTTP/1.1 exchange over node:net: `head` sent as written (CRLF added), the answer read to its close. */
function raw(
  base: string,
  head: string[],
  body = '',
): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(parse(text)));
    socket.write([...head, 'Connection: close', '', ''].join('\r\n') + body);
  });
}

function parse(text: string): { status: number; headers: Map<string, string>; body: string } {
  const split = text.indexOf('\r\n\r\n');
  const lines = text.slice(0, split).split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status: Number(lines[0]?.split(' ')[1] ?? 0), headers, body: text.slice(split + 4) };
}

describe('a kept-alive connection the upstream drops after reading the request', () => {
  let upstream: Running;
  let app: Running;
  /** Every request line that reached the upstream, in order. */
  const received: string[] = [];
  beforeAll(async () => {
    // Answers the first request of a connection and keeps the connection; reads the second, then drops the
    // connection without answering (a crash, a balancer's reset): the upstream did see it.
    const server = createTcpServer((socket) => {
      let requests = 0;
      let buffered = '';
      socket.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('latin1');
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length:\s*(\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        received.push(buffered.slice(0, buffered.indexOf('\r\n')) + ' ' + buffered.slice(end + 4, end + 4 + length));
        buffered = '';
        requests += 1;
        if (requests > 1) socket.destroy();
        else
          socket.write(
            'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 13\r\nconnection: keep-alive\r\n\r\n{"errcode":0}',
          );
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstream = { url: origin(server), close: () => closeServer(server) };
    app = await tier(upstream.url);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  const post = (op: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/app/v1/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('a withdrawal without a key reaches the upstream once, and is answered with the gateway failure', async () => {
    received.length = 0;
    // The first call opens the kept-alive connection; the withdrawal goes on it and is read, then dropped.
    expect((await post('preLogin', { n: 1 })).status).toBe(200);
    // Sent without an Idempotency-Key (an older client, a script, a prober): the tier cannot know whether a
    // second copy would be a second withdrawal, so it sends none.
    const answer = await post('exchange', { ...COMMON, amount: 100, bankId: 1, safeboxPassword: 'x' });
    const body = await answer.json();
    expect(answer.status).toBe(502);
    expect(isGatewayFailure(answer.status, body)).toBe(true);
    await sleep(300);
    const withdrawals = received.filter((line) => line.startsWith('POST /app/v1/exchange '));
    expect(withdrawals).toHaveLength(1);
  });

  it('a call with an Idempotency-Key, and a GET, are sent again on a new connection', async () => {
    received.length = 0;
    expect((await post('preLogin', { n: 2 })).status).toBe(200);
    const keyed = await post('exchange', { amount: 100 }, { 'idempotency-key': 'k-0001-abcdefgh' });
    expect(keyed.status).toBe(200);
    expect(received.filter((line) => line.startsWith('POST /app/v1/exchange '))).toHaveLength(2);

    // The kept-alive connection of the keyed call's second copy is dropped in turn by the next request on it.
    received.length = 0;
    expect((await fetch(`${app.url}/static/x.png`)).status).toBe(200);
    expect(received.filter((line) => line.startsWith('GET /static/x.png '))).toHaveLength(2);
  });
});

describe('paths', () => {
  let upstream: Awaited<ReturnType<typeof standIn>>;
  let app: Running;
  beforeAll(async () => {
    upstream = await standIn();
    app = await tier(upstream.url);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it.each([
    ['GET', '/static/../__dev/sms'],
    ['GET', '/s/%2e%2e/__dev/clock'],
    ['POST', '/app/v1/../x'],
    ['GET', '/sandbox/%2e%2e/admin'],
    ['GET', '/sandbox/.%2E/admin'],
    ['GET', '/t/%2E./%2e%2e/__dev/sms?x=1'],
    ['POST', '/app/v1/%2e%2e/%2e%2e/__dev/clock'],
    ['GET', '/static/..%2f__dev/sms'],
    ['GET', '/static/%5c..%5c__dev/sms'],
  ])('%s %s is refused with 400 and never reaches the upstream', async (method, path) => {
    upstream.seen.length = 0;
    const answer = await raw(
      app.url,
      [
        `${method} ${path} HTTP/1.1`,
        'Host: app.example',
        ...(method === 'POST' ? ['Content-Type: application/json', 'Content-Length: 2'] : []),
      ],
      method === 'POST' ? '{}' : '',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errcode: 400 });
    await sleep(50);
    expect(upstream.seen).toEqual([]);
  });

  it('forwards only the normalised path of one that stays under its prefix', async () => {
    upstream.seen.length = 0;
    const answer = await raw(app.url, ['GET /static/img/./a/../b.png?v=1 HTTP/1.1', 'Host: app.example']);
    expect(answer.status).toBe(200);
    const call = await raw(
      app.url,
      [
        'POST /app/v1/x/%2e%2e/preLogin HTTP/1.1',
        'Host: app.example',
        'Content-Type: application/json',
        'Content-Length: 2',
      ],
      '{}',
    );
    expect(call.status).toBe(200);
    // A path that is not the upstream's until normalised is routed as what it names.
    const into = await raw(app.url, ['GET /lobby/../static/c.png HTTP/1.1', 'Host: app.example']);
    expect(into.status).toBe(200);
    expect(upstream.seen.map((s) => s.path)).toEqual(['/static/img/b.png?v=1', '/app/v1/preLogin', '/static/c.png']);
  });

  it('removeDotSegments follows RFC 3986 §5.2.4; normaliseTarget keeps the query', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('/a/..')).toBe('/');
    expect(removeDotSegments('/../x')).toBe('/x');
    expect(removeDotSegments('/a/b/.')).toBe('/a/b/');
    expect(normaliseTarget('/static/a/%2E/b?q=../x')).toEqual({ ok: true, path: '/static/a/b', query: '?q=../x' });
    expect(normaliseTarget('http://evil.example/x').ok).toBe(false);
  });
});

describe('headers', () => {
  let upstream: Running & { seen: Seen[] };
  let app: Running;
  beforeAll(async () => {
    // Answers with a header its Connection header names, and one it does not.
    const seen: Seen[] = [];
    const server = createServer((req, res) => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => {
        res.socket?.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: keep-alive, x-upstream-hop\r\nx-upstream-hop: secret\r\nx-upstream-end: kept\r\ncontent-length: 13\r\n\r\n{"errcode":0}',
        );
        res.socket?.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstream = { url: origin(server), seen, close: () => closeServer(server) };
    app = await tier(upstream.url);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('headers a Connection header names are dropped in both directions', async () => {
    upstream.seen.length = 0;
    const answer = await raw(app.url, [
      'GET /static/a.png HTTP/1.1',
      'Host: app.example',
      'Connection: X-Client-Hop',
      'X-Client-Hop: token-for-this-hop',
      'X-Client-End: kept',
    ]);
    expect(answer.status).toBe(200);
    const sent = upstream.seen.at(-1)!.headers;
    expect(sent['x-client-hop']).toBeUndefined();
    expect(sent['x-client-end']).toBe('kept');
    expect(answer.headers.has('x-upstream-hop')).toBe(false);
    expect(answer.headers.get('x-upstream-end')).toBe('kept');
  });

  it('X-Forwarded-Host and -Proto are taken from the trusted entry, as X-Forwarded-For is', async () => {
    upstream.seen.length = 0;
    await raw(app.url, [
      'GET /static/a.png HTTP/1.1',
      'Host: internal:8080',
      'X-Forwarded-For: 6.6.6.6, 203.0.113.9',
      'X-Forwarded-Host: evil.example, app.example',
      'X-Forwarded-Proto: http, https',
    ]);
    const sent = upstream.seen.at(-1)!.headers;
    expect(sent['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(sent['x-forwarded-host']).toBe('app.example');
    expect(sent['x-forwarded-proto']).toBe('https');
    expect(trustedEntry('a, b, c', 2)).toBe('b');
    expect(trustedEntry('a', 3)).toBe('a');
    expect(trustedEntry('a, b', 0)).toBe('');
  });
});

describe('a body that trickles in', () => {
  let upstream: Awaited<ReturnType<typeof standIn>>;
  let app: Running;
  beforeAll(async () => {
    upstream = await standIn();
    // The idle watchdog is 1 s; the body's total deadline 600 ms for a JSON call.
    app = await tier(upstream.url, { json: 600, upload: 600 });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('is cut at its total deadline with 408, and the upstream connection is let go', async () => {
    const { hostname, port } = new URL(app.url);
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const started = performance.now();
    socket.write(
      'POST /app/v1/preLogin HTTP/1.1\r\nHost: app.example\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    // A byte every 150 ms: never idle as long as the watchdog's 1 s, 30 s to send it all.
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 150);
    await Promise.race([closed, sleep(5000)]);
    clearInterval(drip);
    socket.destroy();
    const ms = performance.now() - started;
    expect(parse(text).status).toBe(408);
    expect(ms).toBeLessThan(3000);
    await sleep(100);
    expect(upstream.aborted).toBeGreaterThan(0);
  });
});
