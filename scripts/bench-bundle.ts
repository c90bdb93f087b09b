/**
 * The JavaScript a player's phone loads for the first render of /lobby/home: Debian Chromium at 375×812
 * (th-TH, as shown by default) on an emulated slow 4G network (150 ms, 1.6 Mbit/s) opens the page on the real
 * server (built app, fresh data dir); every script
 * the page asked for before the home content was on screen and React's — created by the client render, or
 * claimed by hydration of the server's HTML — (BENCH_READY_SELECTOR, default #home-centre; stamped in the
 * page, compared with each resource's start time) counts for the first render, each body's
 * gzip size (level 9) summed — budget 150 KB, and the run exits 1 above it (the budget counts the
 * framework as it must). The app's own share (every first-render script but the framework's chunks, React DOM and
 * the libraries of vite.config.ts's `framework` group) is reported apart, with its goal of 45 KB. Scripts
 * loaded later (the popups, which wait for the browser to be idle) are listed and summed separately.
 *
 * `npm run bench:bundle` — builds first when dist/ is missing; BENCH_URL measures a running server instead.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './bench-process';
import { launchChromium } from './chromium';

export const HOME_JS_BUDGET_BYTES = 150 * 1024;
/** The goal for the app's own first-render share (the whole minus the framework chunks). */
export const HOME_APP_JS_GOAL_BYTES = 45 * 1024;
/** The framework's chunks (vite.config.ts codeSplitting groups `react-dom` and `framework`). */
export const FRAMEWORK_CHUNK = /\/(react-dom|framework)-[\w-]+\.js$/;

/** Lighthouse's mobile device (Moto G Power): the phone both benches stand for. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/**
 * Serves the built app (building it first when dist/ is missing; DIST_DIR serves another build as is) on a
 * fresh data dir; `env` adds variables for this server (e.g. `{ SSR: 'off' }`).
 */
export async function startServer(
  env: Readonly<Record<string, string>> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!process.env.DIST_DIR && !existsSync('dist/server/entry-server.js')) {
    const build = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    await new Promise((r) => build.once('exit', r));
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pwa-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ScriptFile {
  readonly url: string;
  readonly raw: number;
  readonly gzip: number;
  /** Requested before the home page's content was on screen. */
  readonly firstRender: boolean;
}

export interface BundleFigures {
  readonly files: ScriptFile[];
  /** Gzip bytes of the scripts requested before the home content rendered (the budgeted figure). */
  readonly firstRenderGzip: number;
  /** Gzip bytes of every script loaded until the network is idle (deferred parts included). */
  readonly totalGzip: number;
  /** The first render's framework chunks (React DOM, React Router, XState, Lingui), gzip bytes. */
  readonly frameworkGzip: number;
  /** The first render's own app code: firstRenderGzip − frameworkGzip. */
  readonly appGzip: number;
}

/** The home page's content: once it is on screen, the first render is done. */
const READY_SELECTOR = process.env.BENCH_READY_SELECTOR ?? '#home-centre';

export async function measureHomeJs(base: string): Promise<BundleFigures> {
  const browser = await launchChromium();
  try {
    // A phone's user agent: the server guesses the layout from it (no layout cookie on a first visit), and a
    // desktop guess would be rendered afresh at 375 px instead of hydrated — not what a phone does.
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_USER_AGENT,
    });
    const page = await context.newPage();
    // A phone on a slow 4G network (Lighthouse's mobile figures): on loopback everything arrives at once and
    // the order of the first render's requests would be an accident of timing.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // The moment the home content is on screen and React's (a node React created, or one hydration claimed:
    // it carries a __reactFiber$ key), stamped in the page: a script counts for the first render when the page
    // asked for it before then. A client render is seen by a MutationObserver (same task as React's commit);
    // hydrating server HTML changes no node, so a 5 ms poll sees it. With server-rendered HTML the element is
    // there at once, but the first render is done only once the app has hydrated it (its chunks loaded).
    // (A string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.)
    await page.addInitScript(`(() => {
      let timer;
      const check = () => {
        const el = document.querySelector(${JSON.stringify(READY_SELECTOR)});
        if (!el || el.getClientRects().length === 0) return;
        if (!Object.keys(el).some((key) => key.startsWith('__reactFiber$'))) return;
        window.__benchReady = performance.now();
        observer.disconnect();
        clearInterval(timer);
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      timer = setInterval(check, 5);
    })();`);
    const files: Omit<ScriptFile, 'firstRender'>[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
      pending.push(
        response.body().then(
          (body) => {
            files.push({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            });
          },
          // A script answered after the network went idle (an idle-time preload on a loaded machine) whose body
          // the closing browser no longer gives: not part of the first render, and not worth a crash.
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}/lobby/home`);
    await page.locator(READY_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => (globalThis as { __benchReady?: number }).__benchReady !== undefined, undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const early = new Set(
      await page.evaluate(() => {
        const ready = (globalThis as { __benchReady?: number }).__benchReady ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < ready)
          .map((entry) => new URL(entry.name).pathname);
      }),
    );
    await Promise.all(pending);
    const sum = (list: ScriptFile[]) => list.reduce((n, f) => n + f.gzip, 0);
    const scripts = files.map((f) => ({ ...f, firstRender: early.has(f.url) }));
    const firstRender = scripts.filter((f) => f.firstRender);
    const frameworkGzip = sum(firstRender.filter((f) => FRAMEWORK_CHUNK.test(f.url)));
    return {
      files: scripts.sort((a, b) => b.gzip - a.gzip),
      firstRenderGzip: sum(firstRender),
      totalGzip: sum(scripts),
      frameworkGzip,
      appGzip: sum(firstRender) - frameworkGzip,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer();
  try {
    const figures = await measureHomeJs(server.url);
    for (const f of figures.files)
      console.log(
        `${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(f.raw / 1024).toFixed(1).padStart(7)} KB raw  ${f.firstRender ? '     ' : 'later'}  ${f.url}`,
      );
    const kb = (n: number) => (n / 1024).toFixed(1);
    const early = figures.files.filter((f) => f.firstRender).length;
    console.log(
      `\n/lobby/home first render: ${early} scripts, ${kb(figures.firstRenderGzip)} KB gzip (budget ${HOME_JS_BUDGET_BYTES / 1024} KB): ${figures.firstRenderGzip <= HOME_JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
    );
    console.log(
      `  framework (React DOM, React Router, XState, Lingui): ${kb(figures.frameworkGzip)} KB gzip; the app's own share: ${kb(figures.appGzip)} KB gzip (goal ${HOME_APP_JS_GOAL_BYTES / 1024} KB): ${figures.appGzip <= HOME_APP_JS_GOAL_BYTES ? 'met' : 'MISSED'}`,
    );
    console.log(
      `by network idle (deferred parts too): ${figures.files.length} scripts, ${kb(figures.totalGzip)} KB gzip`,
    );
    if (figures.firstRenderGzip > HOME_JS_BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
