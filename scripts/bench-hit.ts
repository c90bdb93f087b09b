/**
 * `npm run bench:hit`: the CPU time of one cache hit — a campaign's click answered from the short page cache — in
 * the app tier next to raw node:http sending the very same answer (its headers and bytes), and the CPU time of one
 * render the cache cannot answer. The figures hold on a busy machine, where pages/s do not (bench:render's pages/s
 * ratio needs a quiet one): each server's CPU time is read from /proc around each run and divided by the answers
 * it sent.
 *
 * - The app tier (this tree's, and with BENCH_BEFORE=<dir> an older tree's: built, node_modules in place) runs in
 *   a process of its own in upstream mode over the reference server (no delay: only CPU time is measured here).
 *   Once its campaign page is cached, its clock stops (Date.now frozen in that process only), so its entry never
 *   goes stale: every answer of the hit runs is a hit, with no render in between.
 * - Raw node:http answers every request with the tier's campaign answer, as bench:render's raw server does.
 * - Hits: BENCH_ROUNDS (8) interleaved rounds of BENCH_SECONDS (3) per server, BENCH_CONNECTIONS (20)
 *   connections, each request the campaign page with a fresh click id (bench:render's campaign). Printed: CPU µs
 *   per answer (median, min–max), and per round its ratio to raw node:http's of the same round.
 * - Renders: BENCH_RENDERS (40) visitors one after the other, each with a time zone of its own (a miss each), in a
 *   tier whose clock runs: CPU ms per render (the miss path: the render, its calls to the API, compression) and
 *   the median time to its answer.
 * BENCH_PART=hits or renders: only that part. BENCH_CPU_PROF=<dir>: the tiers and raw node:http write V8 CPU profiles there.
 *
 * BENCH_COMPILED=1: the tiers are whole processes started as production starts them, request log and all (stdout
 * discarded), with API_UPSTREAM and WEB_CONCURRENCY=1 — this tree's server through tsx (`node --import tsx
 * server/main.ts`, how npm start ran it before it was compiled) and compiled (`node dist/server/node/main.js`, npm
 * run build first), interleaved; BENCH_NODE_BEFORE=<node binary> adds the tsx one under that Node (an older
 * major: the app tier loads no native addon). Their clocks stop through scripts/bench-freeze.mjs (preloaded).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { PATH } from '../contract/paths';
import { PHONE_USER_AGENT } from './bench-bundle';
import { cpuTime, freePort } from './bench-process';
import { count, median, spread } from './bench-server';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SELF = fileURLToPath(import.meta.url);
const SECONDS = count('BENCH_SECONDS', 3);
const ROUNDS = count('BENCH_ROUNDS', 8);
const CONNECTIONS = count('BENCH_CONNECTIONS', 20);
const RENDERS = count('BENCH_RENDERS', 40);
const BEFORE = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : null;
const COMPILED = process.env.BENCH_COMPILED === '1';
const NODE_BEFORE = process.env.BENCH_NODE_BEFORE ? resolve(process.env.BENCH_NODE_BEFORE) : null;
const PART = process.env.BENCH_PART ?? 'all';
const PROFILED = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
const CAMPAIGN = 'entry=fb&utm_source=facebook&utm_medium=cpc&utm_campaign=spring&proxy_id=77&fbp=fb.1.2';
const PHONE = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': PHONE_USER_AGENT,
  'sec-ch-ua-mobile': '?1',
};
let clicks = 0;
const click = () => `${PATH.home}?${CAMPAIGN}&fbclid=click-${(clicks += 1)}-${Date.now()}`;

// ───────────── the child processes ─────────────

/** A tree's app tier (its server/tier/app.ts) on PORT over `upstream`; Date.now stops on the message 'freeze'. */
async function tier(tree: string, upstream: string): Promise<void> {
  const { readConfig, readTierConfig } = (await import(pathToFileURL(join(tree, 'server/config.ts')).href)) as {
    readConfig(env: NodeJS.ProcessEnv): unknown;
    readTierConfig(env: NodeJS.ProcessEnv, cores: number): unknown;
  };
  const { listenTier } = (await import(pathToFileURL(join(tree, 'server/tier/app.ts')).href)) as {
    listenTier(deps: unknown, port: number, host: string, warm: boolean): Promise<unknown>;
  };
  const env = { ...process.env, API_UPSTREAM: upstream, WEB_CONCURRENCY: '1' };
  const deps = { config: readConfig(env), tier: readTierConfig(env, 1), distDir: join(tree, 'dist') };
  await listenTier(deps, Number(process.env.PORT), '127.0.0.1', true);
  process.on('message', (message) => {
    if (message !== 'freeze') return;
    const frozen = Date.now();
    Date.now = () => frozen;
  });
  process.on('SIGTERM', () => process.exit(0));
}

/** Raw node:http: `file`'s bytes with `headers` to every request (bench-render.ts's raw server). */
function raw(file: string, headers: Record<string, string>): void {
  const payload = readFileSync(file);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { ...headers, 'content-length': payload.length });
      res.end(payload);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
}

// ───────────── the run ─────────────

const children: ChildProcess[] = [];

/** Starts `node --import tsx <file> ...args` on a free port and waits until `path` answers there. */
function start(file: string, args: string[], env: Record<string, string> = {}, path = '/healthz', node: string[] = []) {
  return startProcess(process.execPath, [...node, '--import', 'tsx', file, ...args], env, path);
}

/** Starts `exe argv` on a free port (PORT, HOST) and waits until `path` answers there. */
async function startProcess(exe: string, argv: string[], env: Record<string, string>, path: string) {
  const what = [exe, ...argv].join(' ');
  const port = await freePort();
  const proc = spawn(exe, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  children.push(proc);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`${what} ended: ${stderr}`);
    if (
      await fetch(base + path).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { proc, base };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not answer within 60 s: ${stderr}`);
}

/** The headers node:http writes on its own (or per answer). */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer: its bytes, the headers raw node:http is to send, and whether it was server-rendered. */
function answer(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string>; rendered: boolean }>((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!NODE_WRITES.has(name) && typeof value === 'string') kept[name] = value;
        done({ body: Buffer.concat(chunks), headers: kept, rendered: res.headers['accept-ch'] !== undefined });
      });
    }).on('error', fail);
  });
}

/** The tier's campaign page once rendered (its first renders may be the shell while modules load). */
async function campaignPage(base: string) {
  for (let i = 0; i < 40; i++) {
    const page = await answer(base + click(), PHONE);
    if (page.rendered) return page;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${base}: the campaign page was never server-rendered`);
}

/** Campaign clicks at `base` for `seconds`: answers sent and the server's CPU µs per answer. */
async function hits(base: string, pid: number, seconds: number) {
  const before = cpuTime(pid);
  const userBefore = cpuTime(pid, true);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: click(), headers: PHONE }) }],
  });
  const answers = result.requests.total;
  if (result.non2xx + result.errors + result.timeouts > 0) throw new Error(`${base}: failed answers`);
  const per = Math.max(answers, 1);
  return { answers, cpu: (cpuTime(pid) - before) / per, user: (cpuTime(pid, true) - userBefore) / per };
}

const ZONES = Intl.supportedValuesOf('timeZone');
let visitors = 0;

/** RENDERS visitors one at a time, each its own page (time zone): CPU ms per render, and its median wall time. */
async function renders(base: string, pid: number): Promise<{ cpu: number; wall: number }> {
  const before = cpuTime(pid);
  const walls: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    visitors += 1;
    const started = performance.now();
    const page = await answer(`${base}${PATH.home}`, {
      ...PHONE,
      cookie: `tz=${encodeURIComponent(ZONES[visitors % ZONES.length]!)}`,
    });
    if (!page.rendered) throw new Error(`${base}: a visitor got the shell`);
    walls.push(performance.now() - started);
  }
  return { cpu: (cpuTime(pid) - before) / RENDERS / 1000, wall: median(walls) };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

type Trees = ReadonlyArray<readonly [string, string]>;

/** A tier to measure: its name and how it starts (`env`: DATA_DIR and the like). */
type TierStart = (env: Record<string, string>) => Promise<{ proc: ChildProcess; base: string }>;

/** The tiers: each tree's tier role (bench:hit's own process), or with BENCH_COMPILED whole production processes. */
function tierStarts(api: string, trees: Trees): Array<{ name: string; start: TierStart }> {
  if (!COMPILED)
    return trees.map(([name, tree]) => ({
      name,
      start: (env) => start(SELF, ['tier', tree, api], env, '/healthz', PROFILED),
    }));
  const freeze = ['--import', pathToFileURL(join(ROOT, 'scripts', 'bench-freeze.mjs')).href];
  const tsx = [...freeze, '--import', 'tsx', join(ROOT, 'server', 'main.ts')];
  const compiled = [...freeze, '--enable-source-maps', join(ROOT, 'dist', 'server', 'node', 'main.js')];
  const version = (exe: string) => spawnSync(exe, ['-v'], { encoding: 'utf8' }).stdout.trim();
  const whole = (exe: string, argv: string[]): TierStart => {
    return (env) =>
      startProcess(exe, [...PROFILED, ...argv], { ...env, API_UPSTREAM: api, WEB_CONCURRENCY: '1' }, '/healthz');
  };
  return [
    ...(NODE_BEFORE ? [{ name: `${version(NODE_BEFORE)} tsx`, start: whole(NODE_BEFORE, tsx) }] : []),
    { name: `${process.version} tsx`, start: whole(process.execPath, tsx) },
    { name: `${process.version} compiled`, start: whole(process.execPath, compiled) },
  ];
}

/** Interleaved campaign hits on each tree's tier (its clock stopped) and raw node:http. */
async function hitRuns(api: string, trees: Trees, dir: string): Promise<void> {
  const tiers: Array<{ name: string; base: string; pid: number; proc: ChildProcess }> = [];
  for (const [i, { name, start: startTier }] of tierStarts(api, trees).entries()) {
    const { proc, base } = await startTier({ DATA_DIR: join(dir, `tier-${i}`) });
    tiers.push({ name: `${name}, app tier`, base, pid: proc.pid!, proc });
  }
  const page = await campaignPage(tiers.at(-1)!.base);
  for (const t of tiers) {
    await campaignPage(t.base);
    t.proc.send('freeze');
  }
  const file = join(dir, 'campaign.html');
  writeFileSync(file, page.body);
  const rawServer = await start(SELF, ['raw', file, JSON.stringify(page.headers)], {}, '/', PROFILED);
  const targets = [{ name: 'raw node:http (same answer)', base: rawServer.base, pid: rawServer.proc.pid! }, ...tiers];
  const loadBefore = load();
  console.log(
    `Cache hits: ${ROUNDS} interleaved rounds of ${SECONDS} s per server, ${CONNECTIONS} connections; campaign ` +
      `page ${page.body.length} bytes ${page.headers['content-encoding'] ?? ''}, ${Object.keys(page.headers).length} ` +
      `headers; Node ${process.version}; load average before ${loadBefore}`,
  );
  for (const t of targets) await hits(t.base, t.pid, 1);
  const rounds = new Map(targets.map((t) => [t.name, [] as Array<{ answers: number; cpu: number; user: number }>]));
  for (let i = 0; i < ROUNDS; i++) {
    const cells: string[] = [];
    for (const t of targets) {
      const r = await hits(t.base, t.pid, SECONDS);
      rounds.get(t.name)!.push(r);
      cells.push(r.cpu.toFixed(1));
    }
    console.log(`  round ${i + 1} (CPU µs per answer): ${cells.join('  ')}`);
  }
  const rawRounds = rounds.get(targets[0]!.name)!;
  const columns = ['server', 'CPU µs/answer', 'vs raw', 'user µs/answer', 'user vs raw', 'answers/round'];
  const lines = targets.map((t) => {
    const mine = rounds.get(t.name)!;
    const ratio = (pick: (r: { cpu: number; user: number }) => number) =>
      t === targets[0]
        ? '—'
        : spread(
            mine.map((r, i) => pick(r) / pick(rawRounds[i]!)),
            2,
            '×',
          );
    return [
      t.name,
      spread(
        mine.map((r) => r.cpu),
        1,
      ),
      ratio((r) => r.cpu),
      spread(
        mine.map((r) => r.user),
        1,
      ),
      ratio((r) => r.user),
      median(mine.map((r) => r.answers)).toFixed(0),
    ];
  });
  const widths = columns.map((c, i) => Math.max(c.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [columns, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.log('(medians, min–max; "vs raw": per-round ratio to raw node:http\'s in the same round)');
  console.log(`load average before ${loadBefore}, after ${load()}`);
  for (const t of tiers) t.proc.kill('SIGTERM');
}

/** Renders: each tree's tier with its clock running, each visitor a page of its own; the trees take turns. */
async function renderRuns(api: string, trees: Trees, dir: string): Promise<void> {
  const tiers: Array<{
    name: string;
    base: string;
    pid: number;
    proc: ChildProcess;
    runs: Array<{ cpu: number; wall: number }>;
  }> = [];
  for (const [i, { name, start: startTier }] of tierStarts(api, trees).entries()) {
    // A budget no busy machine spends: every visitor gets its page (a shell would not be a render).
    const { proc, base } = await startTier({ DATA_DIR: join(dir, `tier-${i}-r`), SSR_BUDGET_MS: '10000' });
    await campaignPage(base);
    await renders(base, proc.pid!);
    tiers.push({ name, base, pid: proc.pid!, proc, runs: [] });
  }
  const loadBefore = load();
  for (let i = 0; i < 3; i++) for (const t of tiers) t.runs.push(await renders(t.base, t.pid));
  for (const t of tiers) {
    const cpu = spread(
      t.runs.map((r) => r.cpu),
      1,
      ' ms',
    );
    const wall = spread(
      t.runs.map((r) => r.wall),
      0,
      ' ms',
    );
    console.log(
      `${t.name}, app tier: CPU per render ${cpu}, answer's wall time ${wall} (3 runs of ${RENDERS} visitors)`,
    );
    t.proc.kill('SIGTERM');
  }
  console.log(`load average before ${loadBefore}, after ${load()}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-bench-hit-'));
  try {
    const env = { DATA_DIR: join(dir, 'data'), DIST_DIR: join(ROOT, 'dist') };
    const api = await start(join(ROOT, 'server/main.ts'), [], env);
    const trees: Trees = [
      ...(BEFORE ? [[`before (${BEFORE.split('/').pop()})`, BEFORE] as const] : []),
      ['after', ROOT],
    ];
    if (PART !== 'renders') await hitRuns(api.base, trees, dir);
    if (PART !== 'hits') await renderRuns(api.base, trees, dir);
  } finally {
    for (const proc of children) proc.kill('SIGTERM');
    // A profiled process writes its profile as it exits.
    await new Promise((done) => setTimeout(done, PROFILED.length ? 3000 : 300));
    for (const proc of children) if (proc.exitCode === null) proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

const [role, ...args] = process.argv.slice(2);
if (role === 'tier') await tier(args[0]!, args[1]!);
else if (role === 'raw') raw(args[0]!, JSON.parse(args[1]!) as Record<string, string>);
else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const proc of children) proc.kill('SIGTERM');
      process.exit(130);
    });
  await main();
}
