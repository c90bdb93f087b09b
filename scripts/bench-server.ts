/**
 * `npm run bench:server`: how fast the reference server answers, next to raw `node:http` servers on the same
 * machine in the same run (the ceiling of this Node and this box; docs/speed.md).
 *
 * Starts, on loopback ports, (a) the real server (`listen`: JSON calls on node:http, the rest through Hono,
 * the built app from dist/ — server-rendered pages when dist/server/entry-server.js exists) over a temporary
 * SQLite database with production-like deps (response validation off, the system clock), (b) a raw node:http
 * server answering a small JSON and (c) one answering a static HTML of the same bytes as the rendered
 * /lobby/home (same content-type and content-encoding). Targets: `refreshData` (a logged-in player's token),
 * `anonymous/appConfig` with the current gameListVersion (game list omitted) and without it (the full game
 * list), each against (b); the server-rendered /lobby/home for an anonymous first visit (no cookies) and with
 * `notice_seen=1` (the popup seen), each against (c) — goal ≥ 0.15 of it. JSON calls carry the headers a
 * browser sends (Chromium's Accept-Encoding), pages a phone's (Accept, Accept-Encoding, a mobile Chrome UA,
 * Sec-CH-UA-Mobile), so large answers come back compressed.
 *
 * Each target gets a warm-up, then BENCH_ROUNDS rounds (default 5) run every target in turn (interleaved)
 * for BENCH_SECONDS (default 5) each; prints per target the median with min–max of requests/s, p99 latency
 * and the per-round ratio to its raw server, and the load average before and after.
 * BENCH_WARMUP_SECONDS (2) and BENCH_CONNECTIONS (10) tune a run. Traffic goes to 127.0.0.1 only; every
 * run is bounded in time and stops by itself.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { PATH } from '../contract/paths';
import { listen, outboxSms, systemClock, systemRandom } from '../server/app';
import { defaultConfig } from '../server/config';
import type { Deps } from '../server/context';
import { createPlayer } from '../server/domain/accounts';
import { gameListVersion } from '../server/domain/app-config';
import { createKeyPair, hashSecret } from '../server/domain/crypto';
import { createSession } from '../server/domain/sessions';
import { prepareDb } from '../server/db/index';
import { PHONE_USER_AGENT } from './bench-bundle';

export function count(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 1 || n > 120) throw new Error(`${name}=${raw} must be 1..120`);
  return Math.round(n);
}

const DURATION = count('BENCH_SECONDS', 5);
const WARMUP = count('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = count('BENCH_CONNECTIONS', 10);
const ROUNDS = count('BENCH_ROUNDS', 5);
const DIST_DIR = resolve(process.env.DIST_DIR ?? 'dist');
const COMMON = { clientReferrer: 'th', channel: 'WEB', appId: 'bench', platform: 0 };
/** The cookie of a browser session that has seen the notice popup (i13 contract). */
const NOTICE_SEEN_COOKIE = 'notice_seen=1';
/** The server-rendered page's goal: requests/s ≥ this share of a raw node:http server's for the same bytes. */
const PAGE_GOAL = 0.15;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The raw server this target is compared with (its name); absent for the raw servers. */
  reference?: string;
}

interface Round {
  requestsPerSecond: number;
  p99: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
}

function listening(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startApp(dir: string): Promise<{ url: string; deps: Deps; server: Server }> {
  const config = defaultConfig();
  const db = prepareDb(join(dir, 'app.sqlite'), config, systemClock.now());
  const uploadDir = join(dir, 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  const base = { db, config, clock: systemClock, random: systemRandom };
  const deps: Deps = {
    ...base,
    sms: outboxSms(base),
    keys: createKeyPair(),
    uploadDir,
    distDir: DIST_DIR,
    validateResponses: false,
    log: (message, error) => console.error(message, error),
  };
  const server = await listen(deps, 0, '127.0.0.1');
  return { url: listening(server), deps, server };
}

/** A raw node:http server answering `payload` with `headers` to every request (after reading its body). */
async function startRaw(payload: Buffer, headers: Record<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume(); // read the body, as the app does
    req.on('end', () => {
      res.writeHead(200, { ...headers, 'content-length': payload.length });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: listening(server), server };
}

function cannon(target: Target, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
    // Load from a worker thread: the servers under test own this process's event loop.
    workers: 1,
  });
}

/** One request first: a target that does not answer 200 (and errcode 0 for JSON) is a broken benchmark. */
async function check(target: Target): Promise<void> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const ok =
    response.status === 200 &&
    (type.includes('json') ? (JSON.parse(text) as { errcode?: number }).errcode === 0 : type.includes('html'));
  if (!ok) throw new Error(`${target.name}: HTTP ${response.status} ${type} ${text.slice(0, 200)}`);
}

async function round(target: Target): Promise<Round> {
  const result = await cannon(target, DURATION);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: number[], digits: number, unit = ''): string {
  const f = (n: number) => `${n.toFixed(digits)}${unit}`;
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

function table(targets: Target[], rounds: Map<string, Round[]>): string {
  const header = ['target', 'req/s', 'p99 ms', 'vs raw', 'bytes/req', 'non-2xx', 'errors'];
  const lines = targets.map((t) => {
    const mine = rounds.get(t.name)!;
    const ref = t.reference ? rounds.get(t.reference)! : undefined;
    const ratios = ref ? mine.map((r, i) => (r.requestsPerSecond / ref[i]!.requestsPerSecond) * 100) : [];
    return [
      t.name,
      spread(
        mine.map((r) => r.requestsPerSecond),
        0,
      ),
      spread(
        mine.map((r) => r.p99),
        1,
      ),
      ref ? spread(ratios, 1, ' %') : '—',
      median(mine.map((r) => r.bytesPerRequest)).toFixed(0),
      String(mine.reduce((n, r) => n + r.non2xx, 0)),
      String(mine.reduce((n, r) => n + r.errors, 0)),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) throw new Error(`${DIST_DIR}/index.html missing: npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'pwa-bench-'));
  const app = await startApp(dir);
  const servers: Server[] = [app.server];
  try {
    const { deps } = app;
    const user = createPlayer(deps, {
      accountType: 0,
      account: '0800000001',
      mobile: '0800000001',
      passwordHash: await hashSecret('bench-secret', deps.random),
    });
    const token = createSession(deps.db, deps.random, user.id, deps.clock.now());
    // What a browser sends with every call (Chromium's Accept-Encoding): large answers go out gzipped.
    const encoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const json = { 'content-type': 'application/json', ...encoding };
    // What a phone's Chromium sends for a page.
    const page = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...encoding,
      'user-agent': PHONE_USER_AGENT,
      'sec-ch-ua-mobile': '?1',
    };
    const version = gameListVersion(deps);

    // The raw HTML server answers the very bytes (and encoding) of the rendered anonymous /lobby/home.
    const home = `${app.url}${PATH.home}`;
    const sample = await new Promise<{ body: Buffer; headers: Record<string, string> }>((done, fail) => {
      // node:http, not fetch: fetch would decode the body, and the raw server must send it as it came.
      get(home, { headers: page }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = { 'content-type': String(res.headers['content-type']) };
          if (res.headers['content-encoding']) headers['content-encoding'] = String(res.headers['content-encoding']);
          done({ body: Buffer.concat(chunks), headers });
        });
      }).on('error', fail);
    });
    const rawJson = await startRaw(Buffer.from(JSON.stringify({ errcode: 0, hello: 'world' })), {
      'content-type': 'application/json',
    });
    const rawHtml = await startRaw(sample.body, sample.headers);
    servers.push(rawJson.server, rawHtml.server);
    const rendered = await (await fetch(home, { headers: page })).text();
    const ssr = rendered.includes('id="ssr-state"');

    const RAW_JSON = 'raw node:http (JSON)';
    const RAW_HTML = 'raw node:http (same HTML)';
    const targets: Target[] = [
      { name: RAW_JSON, url: `${rawJson.url}/`, method: 'POST', headers: json, body: JSON.stringify(COMMON) },
      {
        name: 'refreshData',
        url: `${app.url}/app/v1/refreshData`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify(COMMON),
        reference: RAW_JSON,
      },
      {
        name: 'appConfig (current gameListVersion)',
        url: `${app.url}/app/v1/anonymous/appConfig`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...COMMON, gameListVersion: version }),
        reference: RAW_JSON,
      },
      {
        name: 'appConfig (full game list)',
        url: `${app.url}/app/v1/anonymous/appConfig`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(COMMON),
        reference: RAW_JSON,
      },
      { name: RAW_HTML, url: `${rawHtml.url}${PATH.home}`, method: 'GET', headers: page },
      {
        name: `${ssr ? 'SSR' : 'CSR'} /lobby/home first visit`,
        url: home,
        method: 'GET',
        headers: page,
        reference: RAW_HTML,
      },
      {
        name: `${ssr ? 'SSR' : 'CSR'} /lobby/home notice_seen=1`,
        url: home,
        method: 'GET',
        headers: { ...page, cookie: NOTICE_SEEN_COOKIE },
        reference: RAW_HTML,
      },
    ];

    const loadBefore = load();
    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${WARMUP} s warm-up per target, then ${ROUNDS} interleaved rounds of ` +
        `${DURATION} s per target; Node ${process.version}, ${deps.config.seedGames} seeded games; ` +
        `/lobby/home ${ssr ? 'server-rendered' : 'NOT server-rendered (no ssr-state: client-rendered shell)'}, ` +
        `${sample.body.length} bytes${sample.headers['content-encoding'] ? ` ${sample.headers['content-encoding']}` : ''}; ` +
        `load average before ${loadBefore}`,
    );
    for (const target of targets) {
      await check(target);
      await cannon(target, WARMUP);
    }
    const rounds = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
    for (let i = 1; i <= ROUNDS; i++) {
      const cells: string[] = [];
      for (const target of targets) {
        const r = await round(target);
        rounds.get(target.name)!.push(r);
        cells.push(r.requestsPerSecond.toFixed(0));
      }
      console.log(`  round ${i}: ${cells.join(' / ')} req/s`);
    }
    console.log(
      `\nMedians (min–max) of ${ROUNDS} rounds; "vs raw": per-round ratio to the raw server of the same kind`,
    );
    console.log(table(targets, rounds));
    console.log(`load average before ${loadBefore}, after ${load()}`);
    for (const target of targets.filter((t) => t.reference === RAW_HTML)) {
      const mine = rounds.get(target.name)!;
      const ref = rounds.get(RAW_HTML)!;
      const ratio = median(mine.map((r, i) => r.requestsPerSecond / ref[i]!.requestsPerSecond));
      console.log(
        `${ratio >= PAGE_GOAL ? 'PASS' : 'MISS'}  ${target.name}: ${(ratio * 100).toFixed(1)} % of raw node:http ` +
          `(goal ≥ ${PAGE_GOAL * 100} %), p99 ${median(mine.map((r) => r.p99)).toFixed(1)} ms`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    app.deps.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
