/**
 * What an operator watches of the app tier (server/tier/observe.ts): one JSON log line per request with its id,
 * kind, method, path without its query, status, duration, upstream time and worker; the request id kept (or
 * made), forwarded upstream and echoed; Prometheus figures at /metrics, answered to loopback only by default and
 * to nobody else — or, with METRICS_PORT, on that port only.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultConfig, readTierConfig } from '../../server/config';
import { listenTier } from '../../server/tier/app';
import { metricsListener } from '../../server/tier/observe';

const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let upstream: Server;
const seen: IncomingHttpHeaders[] = [];

async function tier(
  allow?: string[],
  metricsPort?: number,
): Promise<{ server: Awaited<ReturnType<typeof listenTier>>; lines: Array<Record<string, unknown>> }> {
  const lines: Array<Record<string, unknown>> = [];
  const server = await listenTier(
    {
      config: defaultConfig(),
      tier: {
        upstream: url(upstream),
        timeoutMs: 5000,
        renderBudgetMs: 800,
        concurrency: 1,
        ...(allow ? { metricsAllow: allow } : {}),
        ...(metricsPort ? { metricsPort } : {}),
      },
      distDir: undefined,
      log: () => undefined,
      requestLog: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    0,
    '127.0.0.1',
  );
  return { server, lines };
}
const close = (server: Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      const status = req.url?.includes('down') ? 502 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: status, errcode: status === 200 ? 0 : status }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});
afterAll(() => close(upstream));

const post = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

describe('the request log and id', () => {
  it('keeps a sane X-Request-Id, forwards and echoes it, and logs one line without the query', async () => {
    const { server, lines } = await tier();
    try {
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const res = await post(url(server), '/app/v1/preLogin?code=123456', {
        'x-request-id': 'abc-123',
        traceparent,
        tracestate: 'vendor=1',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('abc-123');
      expect(seen.at(-1)?.['x-request-id']).toBe('abc-123');
      // A trace begun in front of the tier goes on upstream (W3C Trace Context, unchanged).
      expect(seen.at(-1)).toMatchObject({ traceparent, tracestate: 'vendor=1' });
      await expect.poll(() => lines.length).toBe(1);
      const line = lines[0]!;
      expect(line).toMatchObject({
        reqId: 'abc-123',
        kind: 'api',
        method: 'POST',
        path: '/app/v1/preLogin',
        status: 200,
        worker: 0,
      });
      expect(typeof line.durationMs).toBe('number');
      expect(typeof line.upstreamMs).toBe('number');
      expect(JSON.stringify(line)).not.toContain('123456');
    } finally {
      await close(server);
    }
  });

  it('makes an id when none or a bad one comes', async () => {
    const { server, lines } = await tier();
    try {
      const res = await post(url(server), '/app/v1/preLogin', { 'x-request-id': 'a b"c' });
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen.at(-1)?.['x-request-id']).toBe(id);
      const health = await fetch(`${url(server)}/livez`);
      expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => lines.map((l) => l.kind)).toEqual(['api', 'health']);
    } finally {
      await close(server);
    }
  });
});

describe('/metrics', () => {
  it('shows the requests by kind, latency, upstream failures, event-loop delay and heap to loopback', async () => {
    const { server } = await tier();
    try {
      await post(url(server), '/app/v1/preLogin');
      await post(url(server), '/app/v1/down');
      await fetch(`${url(server)}/favicon.ico`, { redirect: 'manual' });
      const res = await fetch(`${url(server)}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/app_tier_requests_total\{kind="api",method="POST",status="200"\} 1/);
      expect(text).toMatch(/app_tier_requests_total\{kind="redirect",method="GET",status="301"\} 1/);
      expect(text).toMatch(/app_tier_request_duration_seconds_count\{kind="api"\} 2/);
      expect(text).toMatch(/app_tier_upstream_failures_total\{status="502"\} 1/);
      expect(text).toMatch(/app_tier_upstream_answers_total\{status="200"\} 1/);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('nodejs_heap_size_used_bytes');
    } finally {
      await close(server);
    }
  });

  it('answers no request that came through a proxy, even one on this machine (X-Forwarded-For, Forwarded)', async () => {
    const { server } = await tier();
    try {
      const proxied: Array<Record<string, string>> = [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
      ];
      for (const via of proxied) expect((await fetch(`${url(server)}/metrics`, { headers: via })).status).toBe(404);
      expect((await fetch(`${url(server)}/metrics`)).status).toBe(200);
    } finally {
      await close(server);
    }
  });

  it('answers nobody else (METRICS_ALLOW not naming the caller)', async () => {
    const { server } = await tier(['10.1.2.3']);
    try {
      expect((await fetch(`${url(server)}/metrics`)).status).toBe(404);
    } finally {
      await close(server);
    }
  });
});

describe('METRICS_PORT: /metrics on a port of its own', () => {
  it('is a port number (1-65535)', () => {
    const env = { API_UPSTREAM: 'http://127.0.0.1:9' };
    expect(readTierConfig({ ...env, METRICS_PORT: '9464' }, 2)?.metricsPort).toBe(9464);
    expect(readTierConfig(env, 2)?.metricsPort).toBeUndefined();
    for (const bad of ['0', '65536', 'x', '80.5'])
      expect(() => readTierConfig({ ...env, METRICS_PORT: bad }, 2)).toThrow(ConfigError);
  });

  it("answers the tier's figures there (to any address, or METRICS_ALLOW's), and 404 on the tier's port", async () => {
    const { server } = await tier(undefined, 9464);
    const open = createServer(metricsListener(server.metrics, null));
    const allowOnly = createServer(metricsListener(server.metrics, ['10.1.2.3']));
    await Promise.all([open, allowOnly].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
    try {
      await post(url(server), '/app/v1/preLogin');
      // From loopback, which the tier's port would answer without METRICS_PORT.
      expect((await fetch(`${url(server)}/metrics`)).status).toBe(404);
      const res = await fetch(`${url(open)}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toMatch(/app_tier_requests_total\{kind="api",method="POST",status="200"\} 1/);
      expect((await fetch(`${url(open)}/`)).status).toBe(404);
      expect((await fetch(`${url(allowOnly)}/metrics`)).status).toBe(404);
    } finally {
      await Promise.all([close(server), close(open), close(allowOnly)]);
    }
  });
});
