/**
 * `npm run bench:lighthouse`: the server-rendered build against the same build with SSR switched off
 * (`SSR=off`: today's client-rendered HTML), measured interleaved in one run (docs/speed.md:
 * absolute times move by ±50 % on these machines, so the figure that counts is the ratio SSR/CSR).
 *
 * Two servers on the same dist/ (fresh data dirs). Per run and page, SSR then CSR, each in a fresh Chromium
 * (chrome-launcher: a new temporary profile, so no cookies, storage or HTTP cache), Lighthouse 12 with its
 * default mobile preset (Moto G Power emulation, simulated slow 4G, 4× CPU). Pages:
 * - /lobby/home first visit: nothing set, the notice popup shows;
 * - /lobby/home popup seen: the session cookie `notice_seen=1` (what the server reads) and the tab's
 *   sessionStorage flag `noticePopupSeen=1` (POPUP_KEYS.session.notice, what the client reads) set before
 *   the page loads;
 * - /login;
 * - repeat visit (only when the build has a service worker, dist/sw.js): /lobby/home loaded once in the same
 *   tab (the worker installs and precaches: navigator.serviceWorker.ready), then measured with
 *   `disableStorageReset` (the worker, its caches and the HTTP cache stay).
 * Prints, per page and variant, medians with min–max of the performance score, FCP, LCP, TBT, TBT(cpu) (the
 * same from the trace's CPU time rather than wall time: the page's cost without the machine's load) and CLS, the
 * LCP element of the median run, the ratios SSR/CSR of the medians (FCP, LCP, TBT, TBT(cpu)), the load average before
 * and after, and the issue's goals as PASS/MISS lines. Raw results: bench-results/lighthouse-<date>.json.
 *
 * LH_RUNS runs per page and variant (default 5); LH_PAGES=home-first,home-seen,login,home-repeat picks pages;
 * LH_LONG_TASKS=1 prints each run's long tasks (Lighthouse's simulated times and the script it attributes each
 * to; also in the raw JSON); LH_TRACES=<dir> keeps each run's trace there (open it in DevTools);
 * CHROME_PATH (default /usr/bin/chromium); DIST_DIR measures
 * another build as is (otherwise dist/, built first when missing). Exits non-zero only when Lighthouse
 * itself fails (a run that fails three times).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { PATH } from '../contract/paths';
import { POPUP_KEYS } from '../src/actors/popups.actors';
import { HINT_COOKIES } from '../src/lib/hint-cookies';
import { startServer } from './bench-bundle';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import type { TraceEvent } from './trace-events';

const RUNS = Number(process.env.LH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 50) throw new Error(`LH_RUNS=${process.env.LH_RUNS} must be 1..50`);
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const LONG_TASKS = process.env.LH_LONG_TASKS === '1';
const TRACES_DIR = process.env.LH_TRACES;
/** The cookie the server reads for "this browser session has seen the notice popup" (i13 contract). */
const NOTICE_COOKIE = HINT_COOKIES.noticeSeen;

const GOALS = {
  score: 95,
  fcpMs: 1100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.02,
  lcpRatio: 0.5,
  tbtRatio: 1.0,
  repeatLcpMs: 1000,
};

type Variant = 'SSR' | 'CSR';
const VARIANTS: readonly Variant[] = ['SSR', 'CSR'];

interface PageCase {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  /** Cookie + sessionStorage of a tab that has seen the notice popup. */
  readonly noticeSeen: boolean;
  /** Loaded once in the same tab first, then measured with storage and caches kept (service worker). */
  readonly repeat: boolean;
}

const PAGES: PageCase[] = [
  { id: 'home-first', label: '/lobby/home first visit', path: PATH.home, noticeSeen: false, repeat: false },
  { id: 'home-seen', label: '/lobby/home popup seen', path: PATH.home, noticeSeen: true, repeat: false },
  { id: 'login', label: '/login', path: PATH.login, noticeSeen: false, repeat: false },
];
const REPEAT: PageCase = {
  id: 'home-repeat',
  label: '/lobby/home repeat visit (service worker)',
  path: PATH.home,
  noticeSeen: false,
  repeat: true,
};

interface RunFigures {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** TBT from the same trace's CPU time (below): what the page cost, whatever else ran on the machine. */
  readonly cpuTbtMs: number;
  readonly cls: number;
  readonly lcpElement: string;
  /** Lighthouse's long tasks (simulated times): start, length, the script it attributes each to. */
  readonly longTasks: LongTask[];
  readonly warnings: string[];
}

interface LongTask {
  readonly startMs: number;
  readonly ms: number;
  readonly url: string;
}

interface RunRecord extends RunFigures {
  readonly page: string;
  readonly variant: Variant;
  readonly run: number;
  readonly at: string;
  readonly loadavg: number[];
}

const METRICS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cpuTbtMs', 'cls'] as const;
type Metric = (typeof METRICS)[number];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The LCP element's audit: a table of the element (node), then of the LCP phases. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '(none reported)';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `${(node.snippet ?? '').slice(0, 120)}${label ? ` «${label}»` : ''} [${node.selector ?? ''}]`;
}

/**
 * Total blocking time from CPU time: every main-thread task of the page that starts after its first contentful
 * paint, its thread time × 4 (the preset's CPU slowdown), less 50 ms. Lighthouse's own TBT simulates from the
 * tasks' wall times, which on a shared machine include the time the page waited for a core; this figure does
 * not, so it moves with the page rather than with the machine's load.
 */
function cpuBlockingTime(events: readonly TraceEvent[], slowdown: number): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.pid === fcp?.pid && e.args?.name === 'CrRendererMain');
  if (!fcp || !main) return Number.NaN;
  const tasks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the previous one
    end = task.ts + (task.dur ?? 0);
    if (task.ts < fcp.ts) continue;
    blocking += Math.max(0, (slowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - 50);
  }
  return blocking;
}

function figures(lhr: Result, trace: readonly TraceEvent[]): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse: no performance score');
  return {
    score: Math.round(score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cpuTbtMs: cpuBlockingTime(trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lcpElement(lhr),
    longTasks: longTasks(lhr),
    warnings: lhr.runWarnings.map(String),
  };
}

/** The long-tasks audit's tasks, in the order they ran (its debug data has them all, with start times). */
function longTasks(lhr: Result): LongTask[] {
  const details = lhr.audits['long-tasks']?.details as
    | { debugData?: { urls?: string[]; tasks?: { urlIndex: number; startTime: number; duration: number }[] } }
    | undefined;
  const urls = details?.debugData?.urls ?? [];
  return (details?.debugData?.tasks ?? [])
    .map((t) => ({
      startMs: t.startTime,
      ms: t.duration,
      url: (urls[t.urlIndex] ?? '').replace(/^https?:\/\/[^/]+/, ''),
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

/** Sets, before any script of the page runs, what a tab that has seen the notice popup carries. */
async function markNoticeSeen(page: Page, origin: string): Promise<void> {
  await page
    .browserContext()
    .setCookie({ name: NOTICE_COOKIE, value: '1', domain: new URL(origin).hostname, path: '/' });
  // A string (not a function): tsx would wrap a function's closures in a helper the page lacks.
  await page.evaluateOnNewDocument(`(() => {
    try {
      if (location.origin === ${JSON.stringify(origin)}) sessionStorage.setItem(${JSON.stringify(POPUP_KEYS.session.notice)}, '1');
    } catch {}
  })();`);
}

/** First visit in this tab: the service worker installs, precaches, and is active. */
async function warmServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const active = await page.evaluate(
    `Promise.race([
      navigator.serviceWorker.ready.then((r) => Boolean(r.active)),
      new Promise((resolve) => setTimeout(() => resolve(false), 30000)),
    ])`,
  );
  if (!active) throw new Error('the service worker did not become active within 30 s');
  // Let the page's own idle-time requests (deferred chunks, images) finish and land in the caches.
  await new Promise((r) => setTimeout(r, 3000));
}

async function runOnce(origin: string, pageCase: PageCase): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // The project's arguments (scripts/chromium.ts), not its --disable-features: chrome-launcher passes a list of
    // its own, and Chromium reads only the last one.
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      const url = `${origin}${pageCase.path}`;
      if (pageCase.noticeSeen) await markNoticeSeen(page, origin);
      if (pageCase.repeat) await warmServiceWorker(page, url);
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: pageCase.repeat,
      };
      // Lighthouse ships its own puppeteer-core types: the same version (package.json pins it to match).
      const result = await lighthouse(url, flags, undefined, page as unknown as Parameters<typeof lighthouse>[3]);
      if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
      const trace = (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceEvent[];
      if (TRACES_DIR) {
        mkdirSync(TRACES_DIR, { recursive: true });
        const name = `${pageCase.id}-${origin.replace(/\W+/g, '_')}-${Date.now()}.json`;
        writeFileSync(join(TRACES_DIR, name), JSON.stringify({ traceEvents: trace }));
      }
      return figures(result.lhr, trace);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

async function measure(origin: string, pageCase: PageCase, variant: Variant): Promise<RunFigures> {
  // A trace can come back without its navigation start under load (NO_NAVSTART): such a run is retried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(origin, pageCase);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${pageCase.label} ${variant}: ${(error as Error).message} — running again`);
    }
  }
}

const load = () => loadavg().map((n) => n.toFixed(2));
const fmt: Record<Metric, (n: number) => string> = {
  score: (n) => n.toFixed(0),
  fcpMs: (n) => `${(n / 1000).toFixed(2)} s`,
  lcpMs: (n) => `${(n / 1000).toFixed(2)} s`,
  tbtMs: (n) => `${n.toFixed(0)} ms`,
  cpuTbtMs: (n) => `${n.toFixed(0)} ms`,
  cls: (n) => n.toFixed(3),
};
const NAMES: Record<Metric, string> = {
  score: 'perf',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cpuTbtMs: 'TBT(cpu)',
  cls: 'CLS',
};

interface Summary {
  readonly page: string;
  readonly variant: Variant;
  readonly runs: number;
  readonly median: Record<Metric, number>;
  readonly min: Record<Metric, number>;
  readonly max: Record<Metric, number>;
  readonly lcpElement: string;
}

function summarize(pageCase: PageCase, variant: Variant, records: RunRecord[]): Summary {
  const mine = records.filter((r) => r.page === pageCase.id && r.variant === variant);
  const pick = (f: (values: number[]) => number) =>
    Object.fromEntries(METRICS.map((m) => [m, f(mine.map((r) => r[m]))])) as Record<Metric, number>;
  // The median run: the one in the middle by LCP (the lower middle for an even count).
  const byLcp = [...mine].sort((a, b) => a.lcpMs - b.lcpMs);
  return {
    page: pageCase.id,
    variant,
    runs: mine.length,
    median: pick(median),
    min: pick((v) => Math.min(...v)),
    max: pick((v) => Math.max(...v)),
    lcpElement: byLcp[Math.floor((byLcp.length - 1) / 2)]?.lcpElement ?? '',
  };
}

function line(s: Summary): string {
  const cells = METRICS.map((m) => `${NAMES[m]} ${fmt[m](s.median[m])} (${fmt[m](s.min[m])}–${fmt[m](s.max[m])})`);
  return `  ${s.variant}  ${cells.join('  ')}`;
}

/** One long task: when, how long, whose. */
function longTaskText(t: LongTask): string {
  return `long task at ${t.startMs.toFixed(0)} ms: ${t.ms.toFixed(0)} ms ${t.url}`;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
/** SSR blocks no longer than CSR; both at 0 ms is equal. */
const tbtRatioOk = (ssr: number, csr: number) => ssr <= csr * GOALS.tbtRatio;

function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const withWorker = existsSync(join(DIST_DIR, 'sw.js'));
  // LH_PAGES (ids, comma-separated) measures some of them only: home-first, home-seen, login, home-repeat.
  const only = process.env.LH_PAGES?.split(',').map((id) => id.trim());
  const pages = (withWorker ? [...PAGES, REPEAT] : PAGES).filter((p) => !only || only.includes(p.id));
  const servers: Record<Variant, Awaited<ReturnType<typeof startServer>>> = {
    SSR: await startServer(),
    CSR: await startServer({ SSR: 'off' }),
  };
  const records: RunRecord[] = [];
  const loadBefore = load();
  const started = new Date();
  try {
    // Both servers answer before the first run; the SSR one must actually server-render (else say so).
    const probes = await Promise.all(
      VARIANTS.map(async (v) =>
        (await fetch(`${servers[v].url}${PATH.home}`)).text().then((t) => t.includes('id="ssr-state"')),
      ),
    );
    console.log(
      `Lighthouse ${RUNS} run(s) per page and variant, interleaved (SSR, CSR per page), ${chromiumVersion()}, ` +
        `dist ${DIST_DIR}; load average before ${loadBefore.join(' ')}`,
    );
    if (!probes[0])
      console.log('NOTE: the SSR server answered /lobby/home without ssr-state: it is not server-rendering.');
    if (probes[1])
      console.log('NOTE: the SSR=off server answered /lobby/home WITH ssr-state: SSR=off is not honoured.');
    if (!withWorker)
      console.log(`NOTE: ${join(DIST_DIR, 'sw.js')} missing: repeat visit with the service worker skipped.`);
    // Warm both servers (module loading, JIT, render caches) so the first measured run is not a cold start.
    for (let i = 0; i < 3; i++)
      for (const v of VARIANTS)
        for (const pageCase of pages) {
          const headers: Record<string, string> = pageCase.noticeSeen ? { cookie: `${NOTICE_COOKIE}=1` } : {};
          await (await fetch(`${servers[v].url}${pageCase.path}`, { headers })).arrayBuffer();
        }
    for (let run = 1; run <= RUNS; run++) {
      for (const pageCase of pages) {
        for (const variant of VARIANTS) {
          const f = await measure(servers[variant].url, pageCase, variant);
          records.push({ page: pageCase.id, variant, run, at: new Date().toISOString(), loadavg: loadavg(), ...f });
          console.log(
            `  run ${run} ${pageCase.label.padEnd(42)} ${variant}  perf ${f.score}  FCP ${fmt.fcpMs(f.fcpMs)}  ` +
              `LCP ${fmt.lcpMs(f.lcpMs)}  TBT ${fmt.tbtMs(f.tbtMs)} (cpu ${fmt.cpuTbtMs(f.cpuTbtMs)})  CLS ${fmt.cls(f.cls)}`,
          );
          if (LONG_TASKS) for (const t of f.longTasks) console.log(`      ${longTaskText(t)}`);
        }
      }
    }
  } finally {
    await Promise.all(VARIANTS.map((v) => servers[v].stop()));
  }
  const loadAfter = load();

  const summaries: Summary[] = [];
  const goals: string[] = [];
  console.log(
    `\nMedians (min–max) of ${RUNS} run(s); load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`,
  );
  for (const pageCase of pages) {
    const [ssr, csr] = VARIANTS.map((v) => summarize(pageCase, v, records)) as [Summary, Summary];
    summaries.push(ssr, csr);
    const ratio = (m: Metric) => ssr.median[m] / csr.median[m];
    const ratioText = (m: Metric) => {
      const r = ratio(m);
      return Number.isFinite(r) ? r.toFixed(2) : `n/a (CSR ${fmt[m](csr.median[m])})`;
    };
    console.log(`\n${pageCase.label}`);
    console.log(line(ssr));
    console.log(`       LCP element (median run): ${ssr.lcpElement}`);
    console.log(line(csr));
    console.log(`       LCP element (median run): ${csr.lcpElement}`);
    console.log(
      `  ratio SSR/CSR  FCP ${ratioText('fcpMs')}  LCP ${ratioText('lcpMs')}  TBT ${ratioText('tbtMs')}  TBT(cpu) ${ratioText('cpuTbtMs')}`,
    );
    const m = ssr.median;
    if (pageCase.repeat) {
      goals.push(`${verdict(m.lcpMs <= GOALS.repeatLcpMs)}  ${pageCase.label}: SSR LCP ${fmt.lcpMs(m.lcpMs)} ≤ 1.0 s`);
      continue;
    }
    goals.push(
      `${verdict(m.score >= GOALS.score)}  ${pageCase.label}: SSR perf ${m.score} ≥ ${GOALS.score}`,
      `${verdict(m.fcpMs <= GOALS.fcpMs)}  ${pageCase.label}: SSR FCP ${fmt.fcpMs(m.fcpMs)} ≤ 1.1 s`,
      `${verdict(m.lcpMs <= GOALS.lcpMs)}  ${pageCase.label}: SSR LCP ${fmt.lcpMs(m.lcpMs)} ≤ 1.5 s`,
      `${verdict(m.tbtMs <= GOALS.tbtMs)}  ${pageCase.label}: SSR TBT ${fmt.tbtMs(m.tbtMs)} ≤ 150 ms`,
      `${verdict(m.cls <= GOALS.cls)}  ${pageCase.label}: SSR CLS ${fmt.cls(m.cls)} ≤ 0.02`,
      `${verdict(ratio('lcpMs') <= GOALS.lcpRatio)}  ${pageCase.label}: LCP ratio SSR/CSR ${ratioText('lcpMs')} ≤ 0.5`,
      // Hydration no costlier than a client render. Lighthouse's TBT (wall time) is the goal; the same
      // from CPU time is shown beside it (a CSR page with no blocking at all counts as a pass when SSR has none).
      `${verdict(tbtRatioOk(ssr.median.tbtMs, csr.median.tbtMs))}  ${pageCase.label}: TBT ratio SSR/CSR ${ratioText('tbtMs')} ≤ 1.0` +
        ` (from CPU time: ${ratioText('cpuTbtMs')}, ${verdict(tbtRatioOk(ssr.median.cpuTbtMs, csr.median.cpuTbtMs))})`,
    );
  }
  if (!withWorker) goals.push(`SKIP  repeat visit with the service worker: no ${join(DIST_DIR, 'sw.js')}`);
  console.log(`\nGoals (SSR medians)\n${goals.map((g) => `  ${g}`).join('\n')}`);

  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', `lighthouse-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        started: started.toISOString(),
        finished: new Date().toISOString(),
        lighthouse: '12 (mobile preset, simulated throttling)',
        chromium: chromiumVersion(),
        runs: RUNS,
        dist: DIST_DIR,
        serviceWorker: withWorker,
        loadavg: { before: loadBefore, after: loadAfter },
        goals,
        summaries,
        records,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nRaw results: ${file}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench:lighthouse failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
}
