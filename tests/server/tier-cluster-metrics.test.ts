/**
 * The figures of an app tier that runs several workers (WEB_CONCURRENCY=2, server/tier/main.ts and
 * server/tier/cluster-metrics.ts), as a scraper sees them: every scrape of /metrics, whichever worker answers it
 * (or the primary on METRICS_PORT), counts the requests and the players' Web Vitals of both workers together; a
 * worker that dies is started again and counted (app_tier_worker_restarts_total).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-process';
import { startTier, startUpstream, stopTiers, type TierProcess } from '../helpers/tier-process';

afterEach(stopTiers);

/** An upstream that answers every call at once. */
const quickUpstream = () =>
  startUpstream((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":200,"errcode":0}');
    });
  });

/** The tier with two workers; resolves once it prints its start-up line (and its metrics line, when asked). */
const twoWorkerTier = (api: string, env: Record<string, string> = {}) =>
  startTier(
    api,
    { WEB_CONCURRENCY: '2', ...env },
    { ready: (out) => env.METRICS_PORT === undefined || out.includes('metrics at ') },
  );

/**
 * A request over a connection of its own (so that the cluster hands each to a worker in turn), given up after 10 s:
 * a connection the primary handed to a worker just as it was killed is never answered.
 */
function send(url: string, method = 'GET', body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method, agent: false, headers, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

const api = (base: string) => send(`${base}/app/v1/preLogin`, 'POST', '{}', { 'content-type': 'application/json' });
const VITAL = { v: 1, page: '/lobby/home', layout: 'mobile', locale: 'th-TH', vitals: [{ name: 'LCP', value: 1800 }] };
const beacon = (base: string) =>
  send(`${base}/rum`, 'POST', JSON.stringify({ ...VITAL, errors: [] }), {
    'sec-fetch-site': 'same-origin',
    'content-type': 'text/plain',
  });
/** The figures /metrics answers ('' when the scrape fails: a worker being replaced). */
const scrape = (url: string) =>
  send(url).then(
    (res) => (res.status === 200 ? res.body : ''),
    () => '',
  );

/** The pids of `parent`'s workers: its children running the tier (Linux /proc; tsx has a child of its own). */
function workersOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === parent && command.includes('server/tier/main.ts')) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

const BEACONS = 6;
/** How long a log line or a restarted worker may take on a loaded machine. */
const LATE = { timeout: 60_000 };
const LCP_COUNT = 'web_vitals_lcp_seconds_count{page="/lobby/home",layout="mobile",locale="th-TH"}';
const workersServing = (started: TierProcess, kind: string) =>
  new Set(started.lines.filter((l) => l.kind === kind).map((l) => l.worker)).size;

/**
 * API calls, each on its own connection, until both workers have answered some (the start-up line comes when the
 * first worker listens: the other may still be warming up), then BEACONS beacons; resolves with the calls sent
 * once every log line is in.
 */
async function traffic(started: TierProcess): Promise<number> {
  let calls = 0;
  while (calls < 8 || workersServing(started, 'api') < 2) {
    expect(calls).toBeLessThan(400);
    expect((await api(started.url)).status).toBe(200);
    calls += 1;
    if (calls >= 8) await expect.poll(() => started.lines.filter((l) => l.kind === 'api').length, LATE).toBe(calls);
  }
  for (let i = 0; i < BEACONS; i++) expect((await beacon(started.url)).status).toBe(204);
  await expect.poll(() => started.lines.filter((l) => l.kind === 'rum').length, LATE).toBe(BEACONS);
  // Both workers served some: a figure from one worker alone would be short of the totals below.
  expect(workersServing(started, 'rum')).toBe(2);
  return calls;
}

describe('the figures of a tier with two workers', () => {
  it('every scrape of the tier port counts both workers; a killed worker is restarted and counted', async () => {
    const started = await twoWorkerTier(await quickUpstream());
    const calls = await traffic(started);
    // Several scrapes, each on its own connection: each worker answers some, all with the same totals.
    for (let i = 0; i < 4; i++) {
      const figures = await scrape(`${started.url}/metrics`);
      expect(figures).toContain(`app_tier_requests_total{kind="api",method="POST",status="200"} ${calls}`);
      expect(figures).toContain(`app_tier_request_duration_seconds_count{kind="api"} ${calls}`);
      expect(figures).toContain(`${LCP_COUNT} ${BEACONS}`);
      expect(figures).toContain(`rum_reports_total{result="accepted"} ${BEACONS}`);
      expect(figures).toContain('app_tier_workers 2');
      expect(figures).toContain('app_tier_worker_restarts_total 0');
      expect(figures).toContain('nodejs_eventloop_lag_seconds');
      // One series per name: the workers' figures are merged, not listed one after the other.
      expect(figures.match(/^# TYPE app_tier_requests_total /gm)).toHaveLength(1);
    }

    const workers = workersOf(started.child.pid!);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    await expect
      .poll(async () => {
        const figures = await scrape(`${started.url}/metrics`);
        return figures.includes('app_tier_worker_restarts_total 1') && figures.includes('app_tier_workers 2');
      }, LATE)
      .toBe(true);
    expect(started.out()).toMatch(new RegExp(`worker ${workers[0]} ended \\(SIGKILL\\); starting another`));
  }, 240_000);

  it('with METRICS_PORT, the primary answers the whole tier on that port, and the tier port answers 404', async () => {
    const metricsPort = await freePort();
    const started = await twoWorkerTier(await quickUpstream(), { METRICS_PORT: String(metricsPort) });
    expect(started.out()).toContain(`metrics at http://127.0.0.1:${metricsPort}/metrics`);
    const calls = await traffic(started);
    const figures = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(figures).toContain(`app_tier_requests_total{kind="api",method="POST",status="200"} ${calls}`);
    expect(figures).toContain(`${LCP_COUNT} ${BEACONS}`);
    expect(figures).toContain('app_tier_workers 2');
    for (let i = 0; i < 2; i++) expect((await send(`${started.url}/metrics`)).status).toBe(404);
    expect((await send(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  }, 240_000);
});
