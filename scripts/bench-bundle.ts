/**
 * The JavaScript a player's phone loads for the first render of /lobby/home: Debian Chromium at 375×812
 * (th-TH, as shown by default) opens the page on the real server (built app, fresh data dir), every script
 * response is recorded until the page is idle, and each body's gzip size (level 9) is summed. Budget 110 KB.
 *
 * `npm run bench:bundle` — builds first when dist/ is missing; BENCH_URL measures a running server instead.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const HOME_JS_BUDGET_BYTES = 110 * 1024;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Serves the built app (building it first when dist/ is missing) on a fresh data dir. */
export async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync('dist/index.html')) {
    const build = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
    await new Promise((r) => build.once('exit', r));
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pwa-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
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

export interface BundleFigures {
  readonly files: Array<{ url: string; raw: number; gzip: number }>;
  readonly totalGzip: number;
}

export async function measureHomeJs(base: string): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const files: Array<{ url: string; raw: number; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
      pending.push(
        response.body().then((body) => {
          files.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${base}/lobby/home`, { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { files: files.sort((a, b) => b.gzip - a.gzip), totalGzip: files.reduce((n, f) => n + f.gzip, 0) };
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
        `${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(f.raw / 1024).toFixed(1).padStart(7)} KB raw  ${f.url}`,
      );
    const kb = (figures.totalGzip / 1024).toFixed(1);
    console.log(
      `\n/lobby/home first render: ${figures.files.length} scripts, ${kb} KB gzip (budget ${HOME_JS_BUDGET_BYTES / 1024} KB): ${figures.totalGzip <= HOME_JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await server.stop();
  }
}
