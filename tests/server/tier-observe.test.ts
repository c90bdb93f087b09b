/**
 * What an operator watches of the app tier (issue 36 §2, server/tier/observe.ts): one JSON log line per request
 * with its id, kind, method, path without its query, status, duration, upstream time and worker; the request id
 * kept (or made), forwarded upstream and echoed; Prometheus figures at /metrics, answered to loopback only by
 * default and to nobody else.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../server/config';
import { listenTier } from '../../server/tier/app';

const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let upstream: Server;
const seen: IncomingHttpHeaders[] = [];

async function tier(allow?: string[]): Promise<{ server: Server; lines: Array<Record<string, unknown>> }> {
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
      const res = await post(url(server), '/app/v1/preLogin?code=123456', { 'x-request-id': 'abc-123' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('abc-123');
      expect(seen.at(-1)?.['x-request-id']).toBe('abc-123');
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

  it('answers nobody else (METRICS_ALLOW not naming the caller)', async () => {
    const { server } = await tier(['10.1.2.3']);
    try {
      expect((await fetch(`${url(server)}/metrics`)).status).toBe(404);
    } finally {
      await close(server);
    }
  });
});
