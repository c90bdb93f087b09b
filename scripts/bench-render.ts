/**
 * `npm run bench:render`: server-rendered pages in front of an API 100 ms away, next to a raw
 * `node:http` server on the same machine in the same run (docs/speed.md).
 *
 * Every server is a process of its own (the load generator, autocannon, owns this one):
 * - the reference server (`server/main.ts`, a fresh DATA_DIR) as the operator's API, behind
 * - a stand-in upstream: a node:http proxy that answers every call UPSTREAM_DELAY_MS (100) later;
 * - the app tier in upstream mode (`API_UPSTREAM` = that proxy, the built dist/) with WEB_CONCURRENCY=1 and
 *   with one process per core (node:cluster), side by side;
 * - with BENCH_BEFORE=<dir> (a worktree of an older commit, built, node_modules in place), that tree's app tier
 *   in one process when it has one (server/tier/), else its page renderer (server/render/index.ts and its dist/)
 *   in the harness below, over the same upstream ("before");
 * - this tree's renderer in that harness (node:http and Hono around createPageRenderer alone);
 * - a raw node:http server answering the very answer of the campaign page: its bytes (and encoding) and its
 *   headers (security headers, Vary, Accept-CH, Cache-Control), node:http writing the rest as for any server.
 *
 * With `taskset` and two cores or more (BENCH_PIN=0: not), autocannon and the stand-in upstream run on the last
 * core and every server under test on the others, so the load generator never takes the measured server's CPU;
 * "one process per core" is then one per core of theirs (not run when that is one). Each round also reads each
 * server's CPU time per answer (/proc, its workers included): raw node:http's over the app's is what the
 * campaign's ratio comes to where nothing else runs, and it holds on a busy machine where pages/s do not.
 * BENCH_CPU_PROF=<dir>: the servers under test write V8 CPU profiles there.
 *
 * Two runs per app, BENCH_CONNECTIONS (50) connections each: "visitors" — every request a visitor of its own
 * (locale, layout, notice popup seen or not, time zone cookies; five public pages; the activity centre with an
 * activity of its own), so the short page cache never answers; "campaign" — one landing page
 * (/lobby/home with ad parameters and a fresh click id per request, a phone's first visit), which the cache
 * answers once the campaign's parameters are out of its key. Each target gets a warm-up, then BENCH_ROUNDS (5)
 * rounds run every target in turn (interleaved) for BENCH_SECONDS (5) each; printed per target: the median with
 * min–max of pages/s, p50 and p99 latency, the shells served instead of a page (SSR budget spent), errors, the
 * campaign's ratio to raw node:http, and the load average before and after. Goals: p99 ≤ 1 s for the visitors
 * at 50 connections; the campaign ≥ 0.8 of raw node:http. Traffic goes to 127.0.0.1 only; every child process
 * is stopped at the end.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, Agent, get, type Server } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { PATH } from '../contract/paths';
import { PHONE_USER_AGENT } from './bench-bundle';
import { cpuTime, freePort } from './bench-process';
import { count, median, spread } from './bench-server';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SELF = fileURLToPath(import.meta.url);
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CAMPAIGN_GOAL = 0.8;
const P99_GOAL_MS = 1000;

// ───────────── the child processes' roles ─────────────

/** The stand-in upstream: every request forwarded to `target` `delayMs` after it arrived (body read first). */
function delayProxy(target: string, delayMs: number): Server {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const upstream = new URL(target);
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const forward = httpRequest(
          {
            agent,
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => {
          res.writeHead(502);
          res.end();
        });
        forward.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
}

/** A raw node:http server answering `file`'s bytes with `headers` to every request. */
function rawServer(file: string, headers: Record<string, string>): Server {
  const payload = readFileSync(file);
  return createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { ...headers, 'content-length': payload.length });
      res.end(payload);
    });
  });
}

/** The entry's render, as a tree's page renderer calls it. */
type Render = (request: { url: string }) => Promise<unknown>;

/**
 * A tree's page renderer (its server/render/index.ts, its dist/) alone on node:http, its API the upstream over
 * HTTP: the same harness for an older tree and this one. `serial`: the tree renders one page at a time; its
 * queue is kept here instead, and a request whose visitor has gone by its turn is not rendered — an abandoned
 * queue would otherwise hold the renderer for tens of seconds after each run, and the next run would measure it.
 */
async function harness(tree: string, upstream: string, serial: boolean): Promise<Server> {
  const { Hono } = await import('hono');
  const { getRequestListener } = await import('@hono/node-server');
  const { AsyncLocalStorage } = await import('node:async_hooks');
  const render = (await import(pathToFileURL(join(tree, 'server/render/index.ts')).href)) as {
    createPageRenderer(options: {
      distDir: string;
      entry?: () => Promise<{ render: Render; cacheKey: (request: unknown) => string }>;
      api: (request: Request) => Promise<Response>;
      now: () => number;
      log: (message: string, error?: unknown) => void;
    }): { page(c: unknown): Promise<Response> };
  };
  const visitorGone = new AsyncLocalStorage<() => boolean>();
  let queue: Promise<unknown> = Promise.resolve();
  const entry = async () => {
    const own = (await import(pathToFileURL(join(tree, 'dist/server/entry-server.js')).href)) as {
      render: Render;
      cacheKey: (request: unknown) => string;
    };
    const render: Render = (request) => {
      const gone = visitorGone.getStore() ?? (() => false);
      const next = queue.then(() => (gone() ? { kind: 'client' } : own.render(request)));
      queue = next.catch(() => undefined);
      return next;
    };
    return { cacheKey: own.cacheKey, render };
  };
  const pages = render.createPageRenderer({
    distDir: join(tree, 'dist'),
    ...(serial ? { entry } : {}),
    api: async (request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
      return fetch(upstream + url.pathname + url.search, { method: request.method, headers: request.headers, body });
    },
    now: Date.now,
    log: (message, error) => console.error(message, error),
  });
  const app = new Hono<{ Bindings: { incoming: { socket: { destroyed: boolean } } } }>();
  app.get('*', (c) =>
    visitorGone.run(
      () => c.env.incoming.socket.destroyed,
      () => pages.page(c),
    ),
  );
  return createServer(getRequestListener(app.fetch));
}

async function child(role: string, args: string[]): Promise<void> {
  const port = Number(process.env.PORT);
  let server: Server;
  if (role === 'delay') server = delayProxy(args[0]!, Number(args[1]));
  else if (role === 'raw') server = rawServer(args[0]!, JSON.parse(args[1]!) as Record<string, string>);
  else if (role === 'harness') server = await harness(args[0]!, args[1]!, args[2] === 'serial');
  else throw new Error(`unknown role ${role}`);
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
}

// ───────────── the run ─────────────

const DURATION = count('BENCH_SECONDS', 5);
const WARMUP = count('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = count('BENCH_CONNECTIONS', 50);
const ROUNDS = count('BENCH_ROUNDS', 5);
const DELAY_MS = count('UPSTREAM_DELAY_MS', 100);
const PAUSE = count('BENCH_PAUSE_SECONDS', 3);
const DIST_DIR = resolve(process.env.DIST_DIR ?? 'dist');
const BEFORE = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : null;
/** Whether the older tree has the app tier (server/tier/): then it is measured as this tree's tier is. */
const BEFORE_TIER = BEFORE !== null && existsSync(join(BEFORE, 'server', 'tier', 'main.ts'));

/** A free loopback port (closed again; the child binds it). */
const children: ChildProcess[] = [];

/**
 * BENCH_CPU_PROF=<dir>: the servers under test (the app tiers, the renderer harnesses) write a V8 CPU profile
 * there when they stop (node --cpu-prof; open it in Chromium's DevTools).
 */
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const profiled = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];

/**
 * Cores (BENCH_PIN, default on with `taskset` and two cores or more): the load generator (this process) and the
 * stand-in upstream (the reference server and the delaying proxy: another machine, in a deployment) share the
 * last core; the servers under test — the app tiers, the renderer harnesses and raw node:http alike — get the
 * others, so autocannon never takes CPU from the server it measures. "One process per core" is then one per
 * core of theirs. BENCH_PIN=0: nothing pinned (everything shares every core).
 */
function pinning(): { servers: string; outside: string; serverCores: number } | null {
  const cores = availableParallelism();
  if (process.env.BENCH_PIN === '0' || cores < 2) return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const last = cores - 1;
  return { servers: last === 1 ? '0' : `0-${last - 1}`, outside: String(last), serverCores: last };
}
const PIN = pinning();

/**
 * Starts `node --import tsx <file> ...args` with `env` (on `cpus`, with taskset), and waits until `url` answers.
 */
async function start(
  name: string,
  file: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  nodeArgs: string[] = [],
  cpus?: string,
) {
  const command = [process.execPath, ...nodeArgs, '--import', 'tsx', file, ...args];
  const [program, ...rest] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  const proc = spawn(program!, rest, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  children.push(proc);
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} ended: ${stderr}`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return proc;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${name} did not answer ${url} within 30 s: ${stderr}`);
}

/** A large set of time zones: visitors' `tz` cookies (each one a page of its own in the cache's key). */
const ZONES = Intl.supportedValuesOf('timeZone');
const PAGES = [PATH.home, PATH.notices, PATH.login, PATH.register, PATH.rewards];
const LOCALES = ['th-TH', 'en-US'];
const LAYOUTS = ['mobile', 'desktop'] as const;
const ENCODING = 'gzip, deflate, br, zstd';
const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The n-th visitor's request: its own cookies, and never the key of one of the last thousands. */
function visitor(n: number): { path: string; headers: Record<string, string> } {
  const page = PAGES[n % PAGES.length]!;
  const combo = Math.floor(n / PAGES.length);
  const layout = LAYOUTS[combo % 2]!;
  const locale = LOCALES[Math.floor(combo / 2) % 2]!;
  const seen = Math.floor(combo / 4) % 2 === 1;
  const zone = ZONES[Math.floor(combo / 8) % ZONES.length]!;
  const cookies = [`layout=${layout}`, `locale=${locale}`, `tz=${encodeURIComponent(zone)}`];
  if (seen) cookies.push('notice_seen=1');
  return {
    // The activity centre with an activity of its own to explain: a distinct address the page reads.
    path: page === PATH.rewards ? `${page}?activity=${n}` : page,
    headers: {
      accept: ACCEPT,
      'accept-encoding': ENCODING,
      'user-agent': layout === 'mobile' ? PHONE_USER_AGENT : DESKTOP_USER_AGENT,
      'sec-ch-ua-mobile': layout === 'mobile' ? '?1' : '?0',
      cookie: cookies.join('; '),
    },
  };
}

const CAMPAIGN_QUERY = 'entry=fb&utm_source=facebook&utm_medium=cpc&utm_campaign=spring&proxy_id=77&fbp=fb.1.2';
const PHONE = { accept: ACCEPT, 'accept-encoding': ENCODING, 'user-agent': PHONE_USER_AGENT, 'sec-ch-ua-mobile': '?1' };

/** The n-th click of the campaign: the same page, its own click id. */
const click = (n: number) => `${PATH.home}?${CAMPAIGN_QUERY}&fbclid=click-${n}-${Date.now()}`;

interface Target {
  name: string;
  base: string;
  kind: 'visitors' | 'campaign' | 'raw';
  /** The server's process (with its workers, if any): its CPU time per answer is measured. */
  pid?: number;
  /** Compared with the raw server (the campaign). */
  reference?: string;
}

interface Round {
  pagesPerSecond: number;
  /** The server's CPU time (user + system, its workers included) per answer, µs; NaN without /proc. */
  cpuPerPage: number;
  p50: number;
  p99: number;
  shells: number;
  errors: number;
}

let sequence = 0;

function cannon(target: Target, duration: number): Promise<{ result: autocannon.Result; shells: number }> {
  let shells = 0;
  const setupRequest = (req: autocannon.Request) => {
    sequence += 1;
    if (target.kind === 'visitors') {
      const v = visitor(sequence);
      return { ...req, path: v.path, headers: v.headers };
    }
    return { ...req, path: click(sequence), headers: PHONE };
  };
  return new Promise((done, fail) => {
    autocannon(
      {
        url: target.base,
        connections: CONNECTIONS,
        duration,
        timeout: 30,
        requests: [
          {
            method: 'GET',
            setupRequest,
            // A server-rendered page names its Client Hint; the shell (served when the render's budget is spent)
            // does not.
            onResponse: (status: number, _body: string, _context: unknown, headers?: Record<string, unknown>) => {
              if (status === 200 && target.kind !== 'raw' && !headers?.['accept-ch']) shells += 1;
            },
          },
        ],
      },
      (error, result) => (error ? fail(error) : done({ result, shells })),
    );
  });
}

/**
 * Time for the renders the last run left behind (its visitors gone) to end before the next target is measured: a
 * render runs to its end (the app tier's budget, SSR_BUDGET_MS, or the entry's timeout) after its visitor left.
 */
const pause = () => new Promise((done) => setTimeout(done, PAUSE * 1000));

async function round(target: Target): Promise<Round> {
  await pause();
  const cpuBefore = cpuTime(target.pid);
  const { result, shells } = await cannon(target, DURATION);
  return {
    // Answers over the run's length (autocannon's per-second average rounds a slow target's few answers away).
    pagesPerSecond: result.requests.total / Math.max(result.duration, 1),
    cpuPerPage: (cpuTime(target.pid) - cpuBefore) / Math.max(result.requests.total, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    shells,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function table(targets: Target[], rounds: Map<string, Round[]>): string {
  const header = ['target', 'pages/s', 'CPU µs/page', 'p50 ms', 'p99 ms', 'vs raw', 'CPU vs raw', 'shells', 'errors'];
  const lines = targets.map((t) => {
    const mine = rounds.get(t.name)!;
    const ref = t.reference ? rounds.get(t.reference)! : undefined;
    const ratios = ref ? mine.map((r, i) => (r.pagesPerSecond / ref[i]!.pagesPerSecond) * 100) : [];
    const cpuRatios = ref ? mine.map((r, i) => (ref[i]!.cpuPerPage / r.cpuPerPage) * 100) : [];
    return [
      t.name,
      spread(
        mine.map((r) => r.pagesPerSecond),
        0,
      ),
      spread(
        mine.map((r) => r.cpuPerPage),
        0,
      ),
      spread(
        mine.map((r) => r.p50),
        0,
      ),
      spread(
        mine.map((r) => r.p99),
        0,
      ),
      ref ? spread(ratios, 1, ' %') : '—',
      ref ? spread(cpuRatios, 1, ' %') : '—',
      String(mine.reduce((n, r) => n + r.shells, 0)),
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

/** The headers node:http writes on its own (or per answer). */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer's bytes and headers as the app sends them (node:http: the body as it came, compressed). */
function answer(url: string): Promise<{ body: Buffer; headers: Record<string, string>; rendered: boolean }> {
  return new Promise((done, fail) => {
    get(url, { headers: PHONE }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // Every header of the page (its type and encoding, security headers, Vary, Accept-CH, Cache-Control) but
        // those node:http writes itself: raw node:http sends the same answer, headers and bytes.
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!NODE_WRITES.has(name) && typeof value === 'string') headers[name] = value;
        done({ body: Buffer.concat(chunks), headers, rendered: res.headers['accept-ch'] !== undefined });
      });
    }).on('error', fail);
  });
}

/** The campaign page as the app tier renders it (the first renders load the entry and catalogs: tried again). */
async function sample(base: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  for (let i = 0; i < 20; i++) {
    const page = await answer(`${base}${click(i)}`);
    if (page.rendered) return page;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${base}${PATH.home}: never server-rendered (the shell every time)`);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'server', 'entry-server.js'))) throw new Error(`${DIST_DIR}: npm run build first`);
  if (BEFORE && !existsSync(join(BEFORE, 'dist', 'server', 'entry-server.js')))
    throw new Error(`BENCH_BEFORE=${BEFORE}: build it first (npm run build there)`);
  const dir = mkdtempSync(join(tmpdir(), 'pwa-bench-render-'));
  try {
    const cores = availableParallelism();
    const ports: number[] = [];
    for (let i = 0; i < 7; i++) ports.push(await freePort());
    const [apiPort, delayPort, rawPort, onePort, allPort, harnessPort, beforePort] = ports as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const url = (port: number) => `http://127.0.0.1:${port}`;
    const serverMain = join(ROOT, 'server', 'main.ts');
    // The servers under test: one process, and one per core of theirs (not run when that is one too).
    const perCore = PIN ? PIN.serverCores : cores;
    const RAW = 'raw node:http (same bytes)';
    const apps: Array<[string, number]> = [
      ...(BEFORE
        ? ([
            [`before (${BEFORE.split('/').pop()}), ${BEFORE_TIER ? 'app tier' : 'renderer'}, 1 process`, beforePort],
          ] as Array<[string, number]>)
        : []),
      ['after, renderer harness, 1 process', harnessPort],
      ['after, app tier, 1 process', onePort],
      ...(perCore > 1 ? ([[`after, app tier, ${perCore} processes`, allPort]] as Array<[string, number]>) : []),
    ];
    const targets: Target[] = [
      { name: RAW, base: url(rawPort), kind: 'raw' },
      ...apps.flatMap(([name, port]): Target[] => [
        { name: `${name}: visitors`, base: url(port), kind: 'visitors' },
        { name: `${name}: campaign`, base: url(port), kind: 'campaign', reference: RAW },
      ]),
    ];
    // BENCH_ONLY=<regular expression>: only the targets whose names match (and the raw server); only their
    // servers are started.
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    if (only) targets.splice(0, targets.length, ...targets.filter((t) => t.kind === 'raw' || only.test(t.name)));
    const wanted = (port: number) => targets.some((t) => t.base === url(port));

    if (PIN) execFileSync('taskset', ['-a', '-pc', PIN.outside, String(process.pid)], { stdio: 'ignore' });
    await start(
      'reference server',
      serverMain,
      [],
      { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), DIST_DIR },
      `${url(apiPort)}/healthz`,
      [],
      PIN?.outside,
    );
    await start(
      'delay proxy',
      SELF,
      ['delay', url(apiPort), String(DELAY_MS)],
      { PORT: String(delayPort) },
      `${url(delayPort)}/healthz`,
      [],
      PIN?.outside,
    );
    const tier = (port: number, workers: number) =>
      start(
        `app tier ×${workers}`,
        serverMain,
        [],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          API_UPSTREAM: url(delayPort),
          WEB_CONCURRENCY: String(workers),
          DATA_DIR: join(dir, `tier-${workers}`),
          SHUTDOWN_GRACE_MS: '0', // stopped by the bench, no load balancer
          DIST_DIR,
        },
        `${url(port)}/healthz`,
        profiled,
        PIN?.servers,
      );
    // The 1-process tier samples the campaign page for raw node:http: always there.
    const pids = new Map<string, number | undefined>();
    pids.set(url(onePort), (await tier(onePort, 1)).pid);
    if (wanted(allPort)) pids.set(url(allPort), (await tier(allPort, perCore)).pid);
    if (wanted(harnessPort)) {
      const harness = await start(
        'harness (this tree)',
        SELF,
        ['harness', ROOT, url(delayPort)],
        { PORT: String(harnessPort) },
        url(harnessPort),
        profiled,
        PIN?.servers,
      );
      pids.set(url(harnessPort), harness.pid);
    }
    if (BEFORE && wanted(beforePort)) {
      // A tree with the app tier: its own tier, as this tree's is run; an older one: its renderer in the harness.
      const before = BEFORE_TIER
        ? await start(
            'app tier (before)',
            join(BEFORE, 'server', 'main.ts'),
            [],
            {
              PORT: String(beforePort),
              HOST: '127.0.0.1',
              API_UPSTREAM: url(delayPort),
              WEB_CONCURRENCY: '1',
              DATA_DIR: join(dir, 'tier-before'),
              SHUTDOWN_GRACE_MS: '0', // stopped by the bench, no load balancer
              DIST_DIR: join(BEFORE, 'dist'),
            },
            `${url(beforePort)}/healthz`,
            [],
            PIN?.servers,
          )
        : await start(
            'harness (before)',
            SELF,
            ['harness', BEFORE, url(delayPort), 'serial'],
            { PORT: String(beforePort) },
            url(beforePort),
            [],
            PIN?.servers,
          );
      pids.set(url(beforePort), before.pid);
    }

    const page = await sample(url(onePort));
    const file = join(dir, 'campaign.html');
    writeFileSync(file, page.body);
    const raw = await start(
      'raw node:http',
      SELF,
      ['raw', file, JSON.stringify(page.headers)],
      { PORT: String(rawPort) },
      url(rawPort),
      [],
      PIN?.servers,
    );
    pids.set(url(rawPort), raw.pid);
    for (const target of targets) target.pid = pids.get(target.base);

    const loadBefore = load();
    console.log(
      `Benchmark: upstream ${DELAY_MS} ms away (the reference server behind a delaying proxy), ${CONNECTIONS} ` +
        `connections, ${WARMUP} s warm-up per target, then ${ROUNDS} interleaved rounds of ${DURATION} s per ` +
        `target; Node ${process.version}, ${cores} cores; campaign page ${page.body.length} bytes ` +
        `${page.headers['content-encoding'] ?? ''} (raw node:http sends its ${Object.keys(page.headers).length} headers and ` +
        `bytes); load average before ${loadBefore}`,
    );
    console.log(
      PIN
        ? `Pinned (taskset): servers under test (app tiers, harnesses, raw node:http) on CPU ${PIN.servers}; ` +
            `autocannon and the stand-in upstream (reference server, delaying proxy) on CPU ${PIN.outside}`
        : 'Not pinned (BENCH_PIN=0, one core, or no taskset): every process shares every core',
    );
    for (const target of targets) {
      await cannon(target, WARMUP);
      await pause();
    }
    const rounds = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
    for (let i = 1; i <= ROUNDS; i++) {
      const cells: string[] = [];
      for (const target of targets) {
        const r = await round(target);
        rounds.get(target.name)!.push(r);
        cells.push(`${r.pagesPerSecond.toFixed(0)}/${r.p99.toFixed(0)}`);
      }
      console.log(`  round ${i} (pages/s / p99 ms): ${cells.join('  ')}`);
    }
    console.log(
      `\nMedians (min–max) of ${ROUNDS} rounds; "vs raw": per-round ratio of pages/s to raw node:http's; "CPU vs ` +
        `raw": raw node:http's CPU time per answer over the target's (its pages/s ratio on a machine with nothing ` +
        `else to run, where both servers are CPU-bound)`,
    );
    console.log(table(targets, rounds));
    console.log(`load average before ${loadBefore}, after ${load()}`);
    for (const target of targets) {
      const mine = rounds.get(target.name)!;
      if (target.kind === 'visitors') {
        const p99 = median(mine.map((r) => r.p99));
        const served = mine.every((r) => r.pagesPerSecond > 0);
        console.log(
          `${served && p99 <= P99_GOAL_MS ? 'PASS' : 'MISS'}  ${target.name}: p99 ${p99.toFixed(0)} ms (goal ≤ ${P99_GOAL_MS})`,
        );
      } else if (target.reference) {
        const ref = rounds.get(target.reference)!;
        const ratio = median(mine.map((r, i) => r.pagesPerSecond / ref[i]!.pagesPerSecond));
        const cpuRatio = median(mine.map((r, i) => ref[i]!.cpuPerPage / r.cpuPerPage));
        console.log(
          `${ratio >= CAMPAIGN_GOAL ? 'PASS' : 'MISS'}  ${target.name}: ${(ratio * 100).toFixed(1)} % of raw ` +
            `node:http (goal ≥ ${CAMPAIGN_GOAL * 100} %); CPU per answer: ${(cpuRatio * 100).toFixed(1)} % of raw's`,
        );
      }
    }
  } finally {
    for (const proc of children) proc.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    for (const proc of children) if (proc.exitCode === null) proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

const [role, ...args] = process.argv.slice(2);
if (role) await child(role, args);
else {
  // Stopped early (Ctrl-C, a timeout): the servers it started stop too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const proc of children) proc.kill('SIGTERM');
      process.exit(130);
    });
  await main();
}
