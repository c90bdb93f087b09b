/**
 * Players' speed and errors at the server (server/tier/rum.ts): POST /rum on the app tier and on
 * the reference server — same-site beacons only, text/plain or JSON, at most 8 KiB (413), every field checked
 * (400), a page kind the route table does not know counted as `other`, a token bucket per client address
 * (429) — answered 204; the vitals in histograms and the errors in a counter on /metrics, each error one JSON
 * log line without what could name a player; and the pages telling the browser the sample rate.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUM_MAX_BYTES } from '../../contract/rum';
import { defaultConfig } from '../../server/config';
import { listenTier } from '../../server/tier/app';
import { createRateLimiter, mountRum, parseReport } from '../../server/tier/rum';
import { startTestServer } from '../helpers/server';

const ROOT = join(import.meta.dirname, '../..');
const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

const REPORT = {
  v: 1,
  page: '/lobby/home',
  layout: 'mobile',
  locale: 'th-TH',
  vitals: [
    { name: 'LCP', value: 1800, target: 'main.home>img.banner' },
    { name: 'INP', value: 640, target: 'button.tab', interaction: 'pointer' },
    { name: 'CLS', value: 0.04 },
  ],
  errors: [
    {
      kind: 'error',
      page: '/lobby/wallets/deposit',
      message: 'Cannot pay 0812345678 for a.b@example.com',
      source: 'app-AbC.js',
      line: 12,
      flow: 'deposit',
      state: 'form.submitting',
    },
  ],
};

const SAME_SITE = { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' };
const beacon = (base: string, body: unknown, headers: Record<string, string> = SAME_SITE) =>
  fetch(`${base}/rum`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('parseReport', () => {
  it('keeps a report, drops unknown fields, masks again and buckets an unknown page kind', () => {
    const report = parseReport({
      ...REPORT,
      page: '/lobby/home/0812345678',
      token: 'secret',
      vitals: [{ name: 'LCP', value: 1800, target: 'img[alt="Somchai"]', account: 'x' }],
      errors: [{ kind: 'rejection', page: '/x', message: 'no 0812345678', state: 'a b<c>', userId: 7 }],
    });
    expect(report).toEqual({
      v: 1,
      page: 'other',
      layout: 'mobile',
      locale: 'th-TH',
      vitals: [{ name: 'LCP', value: 1800, target: 'img' }],
      errors: [{ kind: 'rejection', page: 'other', message: 'no #', state: 'abc' }],
    });
  });

  it.each([
    ['not an object', []],
    ['another version', { ...REPORT, v: 2 }],
    ['a layout off the list', { ...REPORT, layout: 'tablet' }],
    ['a locale off the list', { ...REPORT, locale: 'de-DE' }],
    ['a vital off the list', { ...REPORT, vitals: [{ name: 'FID', value: 3 }] }],
    ['a vital twice', { ...REPORT, vitals: [REPORT.vitals[0], REPORT.vitals[0]] }],
    ['a negative value', { ...REPORT, vitals: [{ name: 'CLS', value: -1 }] }],
    ['a value out of range', { ...REPORT, vitals: [{ name: 'LCP', value: 1e9 }] }],
    ['a value that is text', { ...REPORT, vitals: [{ name: 'LCP', value: '1800' }] }],
    ['an interaction off the list', { ...REPORT, vitals: [{ name: 'INP', value: 1, interaction: 'voice' }] }],
    ['an error kind off the list', { ...REPORT, errors: [{ ...REPORT.errors[0], kind: 'warning' }] }],
    ['a line that is not a line', { ...REPORT, errors: [{ ...REPORT.errors[0], line: 1.5 }] }],
    ['too many errors', { ...REPORT, errors: Array.from({ length: 6 }, () => REPORT.errors[0]) }],
    ['no vitals list', { ...REPORT, vitals: undefined }],
  ])('refuses %s', (_name, body) => {
    expect(parseReport(body)).toBeNull();
  });
});

describe('the rate limit', () => {
  it('allows a burst per address, then one per refill', () => {
    let now = 0;
    const allowed = createRateLimiter({ burst: 3, perSecond: 1 }, () => now);
    expect([1, 2, 3, 4].map(() => allowed('a'))).toEqual([true, true, true, false]);
    expect(allowed('b')).toBe(true);
    now += 1000;
    expect([allowed('a'), allowed('a')]).toEqual([true, false]);
  });

  it('forgets the least recently seen addresses past its size', () => {
    const allowed = createRateLimiter({ burst: 1, perSecond: 0.001 }, () => 0, 2);
    expect([allowed('a'), allowed('a'), allowed('b'), allowed('c')]).toEqual([true, false, true, true]);
    // 'a' was dropped: a full bucket again.
    expect(allowed('a')).toBe(true);
  });
});

describe('the app tier', () => {
  let upstream: Server;
  let tier: Server;
  let base: string;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    upstream = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    tier = await listenTier(
      {
        config: defaultConfig({ trustProxy: 1 }),
        tier: { upstream: url(upstream), timeoutMs: 5000, renderBudgetMs: 800, concurrency: 1 },
        distDir: undefined,
        log: () => undefined,
        requestLog: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
      0,
      '127.0.0.1',
    );
    base = url(tier);
  });
  afterAll(async () => {
    await close(tier);
    await close(upstream);
  });

  it('answers 204 to a beacon, shows its vitals and errors on /metrics and logs each error', async () => {
    const res = await beacon(base, REPORT, { ...SAME_SITE, 'x-forwarded-for': '203.0.113.1' });
    expect(res.status).toBe(204);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    const labels = 'page="/lobby/home",layout="mobile",locale="th-TH"';
    expect(metrics).toContain(`web_vitals_lcp_seconds_bucket{le="2",${labels}} 1`);
    expect(metrics).toContain(`web_vitals_lcp_seconds_bucket{le="1.5",${labels}} 0`);
    expect(metrics).toContain(`web_vitals_lcp_seconds_sum{${labels}} 1.8`);
    expect(metrics).toContain(`web_vitals_inp_seconds_bucket{le="0.75",${labels}} 1`);
    expect(metrics).toContain(`web_vitals_inp_seconds_bucket{le="0.5",${labels}} 0`);
    expect(metrics).toContain(`web_vitals_cls_bucket{le="0.05",${labels}} 1`);
    expect(metrics).toContain('client_errors_total{page="/lobby/wallets/deposit",kind="error"} 1');
    expect(metrics).toContain('rum_reports_total{result="accepted"} 1');
    expect(metrics).toMatch(/app_tier_requests_total\{kind="rum",method="POST",status="204"\} 1/);

    await expect.poll(() => lines.filter((l) => l.event === 'client_error')).toHaveLength(1);
    const error = lines.find((l) => l.event === 'client_error')!;
    expect(error).toMatchObject({
      level: 40,
      msg: 'client error',
      kind: 'error',
      page: '/lobby/wallets/deposit',
      message: 'Cannot pay # for <email>',
      source: 'app-AbC.js',
      line: 12,
      flow: 'deposit',
      state: 'form.submitting',
      layout: 'mobile',
      locale: 'th-TH',
    });
    expect(JSON.stringify(lines)).not.toMatch(/0812345678|example\.com|203\.0\.113/);
    // The poor INP (> 500 ms) with its interaction's target, for the operator to find.
    expect(lines.find((l) => l.event === 'web_vital')).toMatchObject({
      name: 'INP',
      value: 640,
      target: 'button.tab',
      interaction: 'pointer',
      rating: 'poor',
    });
  });

  it('counts a page kind the route table does not know (an address, not a pattern) as "other"', async () => {
    for (const page of ['/lobby/home/0812345678', '/x?id=1', '/withdrawal/W1', '/withdrawal/:name'])
      expect(
        (await beacon(base, { ...REPORT, page, errors: [] }, { ...SAME_SITE, 'x-forwarded-for': '203.0.113.2' }))
          .status,
      ).toBe(204);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('web_vitals_lcp_seconds_count{page="other",layout="mobile",locale="th-TH"} 3');
    expect(metrics).toContain(
      'web_vitals_lcp_seconds_count{page="/withdrawal/:name",layout="mobile",locale="th-TH"} 1',
    );
    expect(metrics).not.toContain('0812345678');
  });

  it('refuses another site, another type, a bad report and a body past 8 KiB', async () => {
    const from = { 'x-forwarded-for': '203.0.113.3' };
    const status = async (body: unknown, headers: Record<string, string>) =>
      (await beacon(base, body, { ...from, ...headers })).status;
    expect(await status(REPORT, { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' })).toBe(403);
    expect(await status(REPORT, { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' })).toBe(403);
    // Without Sec-Fetch-Site (an older browser): the Origin must be this host.
    expect(await status(REPORT, { origin: 'https://evil.example', 'content-type': 'text/plain' })).toBe(403);
    expect(await status(REPORT, { 'content-type': 'text/plain' })).toBe(403);
    expect(await status(REPORT, { origin: base, 'content-type': 'application/json' })).toBe(204);
    expect(await status(REPORT, { ...SAME_SITE, 'content-type': 'application/x-www-form-urlencoded' })).toBe(415);
    expect(await status('{"v":1', SAME_SITE)).toBe(400);
    expect(await status({ ...REPORT, layout: 'tablet' }, SAME_SITE)).toBe(400);
    const large = { ...REPORT, errors: [{ ...REPORT.errors[0], message: 'x'.repeat(RUM_MAX_BYTES) }] };
    expect(await status(large, SAME_SITE)).toBe(413);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('rum_reports_total{result="cross_site"} 4');
    expect(metrics).toContain('rum_reports_total{result="media_type"} 1');
    expect(metrics).toContain('rum_reports_total{result="invalid"} 2');
  });

  it('answers 429 past an address’s burst, and other addresses still get through', async () => {
    const from = (address: string) => ({ ...SAME_SITE, 'x-forwarded-for': address });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await beacon(base, { ...REPORT, errors: [] }, from('198.51.100.7'))).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await beacon(base, { ...REPORT, errors: [] }, from('198.51.100.8'))).status).toBe(204);
  });
});

describe('the reference server', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'rum-test-'));
    writeFileSync(join(distDir, 'index.html'), readFileSync(join(ROOT, 'index.html'), 'utf8'));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('has /rum and /metrics too, and its pages carry the sample rate', async () => {
    const server = await startTestServer({ distDir, config: { ssr: false, rum: { vitalsRate: 0.25, errors: true } } });
    try {
      const page = await (await server.fetch('/lobby/home')).text();
      expect(page).toContain('<meta name="rum" data-vitals="0.25" data-errors="1">');
      expect((await beacon(server.url, REPORT, { ...SAME_SITE, 'x-forwarded-for': '203.0.113.9' })).status).toBe(204);
      const metrics = await (await server.fetch('/metrics')).text();
      expect(metrics).toContain('web_vitals_cls_count{page="/lobby/home",layout="mobile",locale="th-TH"} 1');
      expect(metrics).toContain('client_errors_total{page="/lobby/wallets/deposit",kind="error"} 1');
    } finally {
      await server.close();
    }
  });

  it('answers /metrics to loopback only by default', async () => {
    const server = await startTestServer({ config: { metricsAllow: ['192.0.2.1'] } });
    try {
      expect((await server.fetch('/metrics')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('answers /metrics to no request that came through a proxy on this machine', async () => {
    const server = await startTestServer();
    try {
      expect((await server.fetch('/metrics')).status).toBe(200);
      expect((await server.fetch('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('mountRum', () => {
  it('keeps its figures on the registry it is given', async () => {
    const registry = new Registry();
    const app = new Hono();
    mountRum(app, { registry, log: { info: () => undefined, warn: () => undefined }, trustProxy: 0 });
    const res = await app.request('/rum', { method: 'POST', headers: SAME_SITE, body: JSON.stringify(REPORT) });
    expect(res.status).toBe(204);
    expect(await registry.getSingleMetricAsString('web_vitals_lcp_seconds')).toContain('_count{page="/lobby/home"');
  });
});
