/**
 * Where a server page's start costs the main thread: loads a page in headless Chromium at 375×812, records a
 * Chromium trace from the navigation until the app is ready and the page is idle, and prints every task whose
 * CPU time × 4 (what Lighthouse's mobile preset simulates from an unthrottled trace) is over 50 ms, a "long
 * task": its start after the navigation, its length, the trace events with the most self time in it and the
 * JavaScript functions with the most samples. CPU time, not wall time: on a shared machine a task's wall time
 * includes waiting for a core. Not a benchmark: a look into one load.
 *
 * First the whole load after the first contentful paint: self time per trace event and sampled time per script.
 *
 * `npx tsx scripts/trace-hydration.ts` (builds dist/ when missing). TRACE_PAGE=home-first|home-seen|login
 * (default home-seen); TRACE_SSR=off traces the client-rendered page; TRACE_RUNS (default 1) repeats it;
 * TRACE_LONG (default 50) is the simulated length from which a task is listed; TRACE_DETAIL=0 lists none;
 * TRACE_BY=wall measures tasks by wall time × 4 instead (as Lighthouse does, waits included);
 * TRACE_OUT=<file> also writes the raw trace (open it in DevTools).
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { PATH } from '../contract/paths';
import { POPUP_KEYS } from '../src/actors/popups.actors';
import { HINT_COOKIES } from '../src/lib/hint-cookies';
import { PHONE_USER_AGENT, startServer } from './bench-bundle';
import { launchChromium } from './chromium';
import { profileSamples, type TraceEvent } from './trace-events';

const PAGE = process.env.TRACE_PAGE ?? 'home-seen';
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const LONG_MS = Number(process.env.TRACE_LONG ?? 50);
/** Lighthouse's mobile preset: a trace taken at full speed, its CPU times × 4. */
const SLOWDOWN = 4;
const DETAIL = process.env.TRACE_DETAIL !== '0';
const BY_WALL = process.env.TRACE_BY === 'wall';
const CATEGORIES: string[] = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(6)} ms  ${k}`);

function add(m: Map<string, number>, k: string, v: number) {
  m.set(k, (m.get(k) ?? 0) + v);
}

function describe(e: TraceEvent): string {
  const data = (e.args?.data ?? {}) as { url?: string; functionName?: string; type?: string; name?: string };
  const file = (data.url ?? '').split('/').pop();
  if (e.name === 'FunctionCall') return `FunctionCall ${data.functionName || '(anon)'} ${file ?? ''}`.trim();
  if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') return `${e.name} ${file ?? ''}`.trim();
  if (e.name === 'EventDispatch') return `EventDispatch ${data.type ?? ''}`;
  if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'FireIdleCallback') return e.name;
  return e.name;
}

/** Self CPU time × 4 per kind of trace event (a complete event's time less its direct children's). */
function selfTimes(inside: TraceEvent[]): Map<string, number> {
  const self = new Map<string, number>();
  const selfOf = new Map<TraceEvent, number>();
  const parents: TraceEvent[] = [];
  const time = (x: TraceEvent) => SLOWDOWN * (x.tdur ?? x.dur!);
  for (const e of inside) {
    while (parents.length && parents[parents.length - 1]!.ts + parents[parents.length - 1]!.dur! <= e.ts) parents.pop();
    const parent = parents[parents.length - 1];
    if (parent) selfOf.set(parent, (selfOf.get(parent) ?? time(parent)) - time(e));
    selfOf.set(e, selfOf.get(e) ?? time(e));
    parents.push(e);
  }
  for (const [e, us] of selfOf) if (!/RunTask|MicrotaskCheckpoint/.test(e.name)) add(self, describe(e), us / 1000);
  return self;
}

function analyse(events: TraceEvent[]): void {
  // The page's renderer: the one that painted its first content (about:blank's and the browser UI's are others).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  const main = mains.find((m) => m.pid === painted?.pid) ?? mains[0];
  const pid = main?.pid;
  const tid = main?.tid;
  const isMain = (e: TraceEvent) => e.pid === pid && e.tid === tid;
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.pid === pid) ??
    events.find((e) => e.name === 'ParseHTML' && e.pid === pid);
  const t0 = nav?.ts ?? 0;
  const at = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  const marks = events.filter(
    (e) => e.pid === pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name),
  );
  console.log(`  marks: ${marks.map((m) => `${m.name} ${at(m.ts)}`).join(', ')}`);
  const complete = events.filter((e) => isMain(e) && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Nested RunTasks: keep the outermost.
  const outer: TraceEvent[] = [];
  for (const t of tasks) {
    const last = outer[outer.length - 1];
    if (last && t.ts < last.ts + last.dur!) continue;
    outer.push(t);
  }
  const fcp = marks.find((m) => m.name === 'firstContentfulPaint')?.ts ?? t0;
  // CPU time (tdur) × 4, as Lighthouse simulates a slow phone from an unthrottled trace: on a shared machine a
  // task's wall time includes waiting for a core, its CPU time does not.
  // TRACE_BY=wall: wall time × 4 instead, as Lighthouse counts it (what the page waited for included).
  const cpu = (t: TraceEvent) => (SLOWDOWN * ((BY_WALL ? t.dur : t.tdur) ?? t.dur!)) / 1000;
  let blocking = 0;
  let total = 0;
  for (const t of outer) {
    total += cpu(t);
    if (t.ts + t.dur! > fcp && cpu(t) > LONG_MS) blocking += cpu(t) - LONG_MS;
  }
  const long = outer.filter((t) => cpu(t) > LONG_MS);
  console.log(
    `  main-thread tasks ${total.toFixed(0)} ms CPU, ${long.length} over ${LONG_MS} ms, blocking after FCP ~${blocking.toFixed(0)} ms`,
  );
  const samples = pid === undefined ? [] : profileSamples(events, pid);
  // The whole load after the first paint, by trace event (self CPU time × 4) and by script (samples).
  const afterFcp = complete.filter((e) => e.ts >= fcp && !outer.includes(e));
  const overall = selfTimes(afterFcp);
  const scripts = new Map<string, number>();
  for (const s of samples)
    if (s.ts >= fcp && !/\((idle|program)\)/.test(s.name)) add(scripts, s.name.replace(/^.* (\S+):\d+$/, '$1'), s.ms);
  console.log(`  after FCP, by trace event (CPU × ${SLOWDOWN}):`);
  for (const l of top(overall, 14)) console.log(`     ${l}`);
  console.log('  after FCP, by script (sampled wall time, unscaled):');
  for (const l of top(scripts, 12)) console.log(`     ${l}`);
  if (!DETAIL) return;
  for (const t of long) {
    const end = t.ts + t.dur!;
    const self = selfTimes(complete.filter((e) => e !== t && e.ts >= t.ts && e.ts < end));
    const fns = new Map<string, number>();
    for (const s of samples) if (s.ts >= t.ts && s.ts < end) add(fns, s.name, s.ms);
    console.log(
      `\n  task at ${at(t.ts)} ms: ${cpu(t).toFixed(1)} ms CPU (${(t.dur! / 1000).toFixed(1)} ms wall)${t.ts < fcp ? ' before FCP' : ''}`,
    );
    for (const l of top(self, 6)) console.log(`     ${l}`);
    console.log('     -- functions (self, sampled wall time, unscaled)');
    for (const l of top(fns, 8)) if (!/\((idle|program)\)/.test(l)) console.log(`     ${l}`);
  }
}

async function traceOnce(url: string, origin: string, noticeSeen: boolean, out?: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_USER_AGENT,
      locale: 'th-TH',
    });
    if (noticeSeen) {
      await context.addCookies([{ name: HINT_COOKIES.noticeSeen, value: '1', url: origin }]);
      await context.addInitScript(
        `try { sessionStorage.setItem(${JSON.stringify(POPUP_KEYS.session.notice)}, '1') } catch {}`,
      );
    }
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e: { value: object[] }) => {
      events.push(...(e.value as TraceEvent[]));
    });
    await cdp.send('Tracing.start', {
      traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Waited for through CDP: Playwright's own waits inject scripts into the page, which the trace would show.
    await cdp.send('Runtime.evaluate', {
      awaitPromise: true,
      expression: `new Promise((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 1000)), { timeout: 5000 });
        const ready = () => document.documentElement.dataset.app === 'ready';
        if (ready()) return idle();
        new MutationObserver((_, o) => { if (ready()) { o.disconnect(); idle(); } })
          .observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
      })`,
    });
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
    analyse(events);
  } finally {
    await browser.close();
  }
}

const path = PAGE === 'login' ? PATH.login : PATH.home;
const server = await startServer(process.env.TRACE_SSR === 'off' ? { SSR: 'off' } : {});
try {
  await (await fetch(`${server.url}${path}`)).arrayBuffer();
  for (let run = 1; run <= RUNS; run++) {
    console.log(`\n${PAGE} ${process.env.TRACE_SSR === 'off' ? 'CSR' : 'SSR'} run ${run}`);
    await traceOnce(`${server.url}${path}`, server.url, PAGE === 'home-seen', process.env.TRACE_OUT);
  }
} finally {
  await server.stop();
}
