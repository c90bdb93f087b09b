/**
 * A development build (React's development runtime, where StrictMode mounts every component twice, as with
 * `npm run dev`): every data page opened directly shows its data, never "Something went wrong" although every
 * call answered 200 (issue 12: a flow stopped and restarted by the double mount took its aborted call for a
 * failure). Builds the app once with NODE_ENV=development into a temporary folder and serves it from its own
 * server; one browser, one context, the pages one after the other.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, PATH } from '../../contract/paths';
import {
  closeContexts,
  workerBrowser,
  openPage,
  type VariantServer,
  startVariantServer,
  registerPlayer,
} from '../helpers/e2e';

const ROOT = join(import.meta.dirname, '../..');
let browser: Browser;
let server: VariantServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'pwa-dev-build-'));
  const build = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'development',
      '--outDir',
      distDir,
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`development build failed: ${build.stderr}`);
  [server, browser] = await Promise.all([startVariantServer({ DIST_DIR: distDir }), workerBrowser()]);
}, 300_000);

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const PAGES = [
  PATH.home,
  PATH.points,
  PATH.records,
  PATH.withdraw,
  PATH.kyc,
  activity('firstCharge'),
  activity('inviteFriends'),
  PATH.rewards,
];
const FAILURES = /Something went wrong|Some of the home page could not load|could not load/;

describe('a development build (StrictMode double mount)', () => {
  it('opens every data page directly without a failure', async () => {
    const token = await registerPlayer({ server: server.url });
    const { page, context } = await openPage(browser, 'mobile', { local: { token, locale: 'en-US' } });
    try {
      const seen: string[] = [];
      for (const path of PAGES) {
        const answers: number[] = [];
        const onResponse = (r: { url(): string; status(): number }) => {
          if (r.url().includes('/app/v1/')) answers.push(r.status());
        };
        page.on('response', onResponse);
        await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.getByRole('main').first().waitFor();
        // Let every call of the page answer and the flows settle.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        page.off('response', onResponse);
        const text = await page.locator('body').innerText();
        if (FAILURES.test(text)) seen.push(`${path}: ${text.match(FAILURES)?.[0]} (answers ${answers.join(',')})`);
      }
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
