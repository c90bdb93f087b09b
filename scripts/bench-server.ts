/**
 * `npm run bench:server`: how fast the reference server answers, next to a raw `node:http` hello-world on
 * the same machine (the ceiling of this Node and this box).
 *
 * Starts, on loopback ports, (a) the real server (`listen`: JSON calls on node:http, the rest through Hono) over a temporary SQLite database with
 * production-like deps (response validation off, the system clock) and (b) a raw node:http server. Then runs
 * autocannon against each target — a warm-up, then a measured run — and prints requests/s, p99 latency and
 * the ratio to the raw server. Targets: `refreshData` (a logged-in player's token), `anonymous/appConfig`
 * with the current gameListVersion (game list omitted) and without it (the full game list). Requests carry the
 * headers a browser sends (JSON, Chromium's Accept-Encoding), so answers over 1 KB come back gzipped.
 *
 * BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (2) and BENCH_CONNECTIONS (10) tune a run.
 * Traffic goes to 127.0.0.1 only; every run is bounded in time and stops by itself.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { listen, outboxSms, systemClock, systemRandom } from '../server/app';
import { defaultConfig } from '../server/config';
import type { Deps } from '../server/context';
import { createPlayer } from '../server/domain/accounts';
import { gameListVersion } from '../server/domain/app-config';
import { createKeyPair, hashSecret } from '../server/domain/crypto';
import { createSession } from '../server/domain/sessions';
import { prepareDb } from '../server/db/index';

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 1 || n > 120) throw new Error(`${name}=${raw} must be 1..120`);
  return Math.round(n);
}

const DURATION = seconds('BENCH_SECONDS', 10);
const WARMUP = seconds('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = seconds('BENCH_CONNECTIONS', 10);
const COMMON = { clientReferrer: 'th', channel: 'WEB', appId: 'bench', platform: 0 };

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Measured {
  target: Target;
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
    validateResponses: false,
    log: (message, error) => console.error(message, error),
  };
  const server = await listen(deps, 0, '127.0.0.1');
  return { url: listening(server), deps, server };
}

async function startRaw(): Promise<{ url: string; server: Server }> {
  const payload = JSON.stringify({ errcode: 0, hello: 'world' });
  const server = createServer((req, res) => {
    req.resume(); // read the body, as the app does
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: listening(server), server };
}

function cannon(target: Target, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: 'POST',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
    // Load from a worker thread: the servers under test own this process's event loop.
    workers: 1,
  });
}

/** One request first: a target that does not answer 200 / errcode 0 is a broken benchmark. */
async function check(target: Target): Promise<void> {
  const response = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
  const body = (await response.json()) as { errcode?: number };
  if (response.status !== 200 || body.errcode !== 0)
    throw new Error(`${target.name}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
}

async function measure(target: Target): Promise<Measured> {
  await check(target);
  await cannon(target, WARMUP);
  const result = await cannon(target, DURATION);
  return {
    target,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function table(rows: Measured[], raw: Measured): string {
  const header = ['target', 'req/s', 'p99 ms', 'vs raw', 'bytes/req', 'non-2xx', 'errors'];
  const lines = rows.map((m) => [
    m.target.name,
    m.requestsPerSecond.toFixed(0),
    m.p99.toFixed(1),
    `${((m.requestsPerSecond / raw.requestsPerSecond) * 100).toFixed(1)} %`,
    m.bytesPerRequest.toFixed(0),
    String(m.non2xx),
    String(m.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-bench-'));
  const app = await startApp(dir);
  const raw = await startRaw();
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
    const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const version = gameListVersion(deps);

    const targets: Target[] = [
      { name: 'raw node:http', url: `${raw.url}/`, headers: json, body: JSON.stringify(COMMON) },
      {
        name: 'refreshData',
        url: `${app.url}/app/v1/refreshData`,
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify(COMMON),
      },
      {
        name: 'appConfig (current gameListVersion)',
        url: `${app.url}/app/v1/anonymous/appConfig`,
        headers: json,
        body: JSON.stringify({ ...COMMON, gameListVersion: version }),
      },
      {
        name: 'appConfig (full game list)',
        url: `${app.url}/app/v1/anonymous/appConfig`,
        headers: json,
        body: JSON.stringify(COMMON),
      },
    ];

    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target, ` +
        `Node ${process.version}, ${deps.config.seedGames} seeded games.`,
    );
    const results: Measured[] = [];
    for (const target of targets) {
      process.stdout.write(`  ${target.name} …`);
      const m = await measure(target);
      results.push(m);
      process.stdout.write(` ${m.requestsPerSecond.toFixed(0)} req/s\n`);
    }
    console.log(`\n${table(results, results[0]!)}`);
  } finally {
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await new Promise<void>((resolve) => raw.server.close(() => resolve()));
    app.deps.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
