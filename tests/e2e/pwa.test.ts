/**
 * The installable app (issue 13 §2) in Chromium: the manifest and its icons, /sw.js registered and
 * precaching, the offline page in both languages, and the update prompt of a new build — shown in the lobby,
 * held back during a game (/start) where nothing reloads even when another tab switches to the new version,
 * and reloading only on the player's tap.
 *
 * One server on a copy of dist/ (DIST_DIR), so a "new build" is a rewritten sw.js in that copy.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PATH, start } from '../../contract/paths';
import { e2eFile, registerPlayer, screenshot } from '../helpers/e2e';

let distCopy: string;
/** A server of its own over a copy of the build (a test rewrites its sw.js). */
const e2e = e2eFile({
  server: () => {
    // The build's worker (vite.config.ts → scripts/pwa.ts).
    expect(existsSync(join('dist', 'sw.js')), 'dist/sw.js').toBe(true);
    distCopy = mkdtempSync(join(tmpdir(), 'pwa-e2e-dist-'));
    cpSync('dist', distCopy, { recursive: true });
    return { DIST_DIR: distCopy };
  },
});

afterAll(() => {
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
});

/** Waits (20 s at most) until the page's service worker is active and answers its script URL. */
const workerReady = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? null),
      new Promise<string>((resolve) => setTimeout(() => resolve('no active service worker after 20 s'), 20_000)),
    ]),
  );

/** The width and height a PNG's header declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest and the service worker', () => {
  it('links a valid manifest with its icons, serves /sw.js as JavaScript and registers it', async () => {
    const { page, context, problems } = await e2e.open('mobile', { serviceWorkers: 'allow' });
    try {
      await page.goto(`${e2e.url}${PATH.home}`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');

      const res = await fetch(`${e2e.url}${href}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      const manifest = (await res.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      };
      expect(manifest.name).toMatch(/[\u0E00-\u0E7F]/); // Thai
      expect(manifest.short_name).toMatch(/[\u0E00-\u0E7F]/);
      expect(manifest.start_url).toBe(PATH.home);
      expect(manifest.display).toBe('standalone');
      expect(manifest.theme_color).toBe('#14142b');
      const sizes = new Set<string>();
      for (const icon of manifest.icons) {
        const file = await fetch(`${e2e.url}${icon.src}`);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
        expect(`${width}x${height}`).toBe(icon.sizes);
        sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
      }
      expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

      const sw = await fetch(`${e2e.url}/sw.js`);
      expect(sw.status).toBe(200);
      expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(sw.headers.get('content-encoding')).toMatch(/^(br|gzip)$/); // the build's sw.js.br / .gz
      expect(sw.headers.get('content-security-policy')).toContain("default-src 'self'");

      // The app registers the worker after its first render; it precaches the offline page.
      expect(await workerReady(page)).toBe(`${e2e.url}/sw.js`);
      const precached = await page.evaluate(async () => {
        const names = await caches.keys();
        const precache = names.find((n) => n.includes('precache'));
        if (!precache) return [];
        const keys = await (await caches.open(precache)).keys();
        return keys.map((r) => new URL(r.url).pathname);
      });
      expect(precached).toContain('/offline.html');
      expect(precached).toContain('/offline.js');
      expect(precached).toContain('/offline.css');
      expect(precached.some((p) => /^\/assets\/framework-[\w-]+\.js$/.test(p))).toBe(true);
      // Pages are never precached: they are rendered per cookie and locale.
      expect(precached.filter((p) => p.endsWith('.html'))).toEqual(['/offline.html']);

      // Chromium finds nothing missing for installing the app, so `beforeinstallprompt` can fire.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      // (Playwright's contexts are incognito profiles, where Chromium never offers an install.)
      expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      // No failed request or CSP refusal (of the manifest, the icons, the worker). Hydration has its own tests.
      expect(problems.filter((p) => !/Minified React error #4(18|19|21|23|25)\b/.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('offline', () => {
  it('a reload without a network shows the translated offline page, whose Try again reloads', async () => {
    const { page, context } = await e2e.open('mobile', { serviceWorkers: 'allow' });
    try {
      await page.goto(`${e2e.url}${PATH.home}`);
      expect(await workerReady(page)).toBe(`${e2e.url}/sw.js`);
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'คุณออฟไลน์อยู่' }).waitFor();
      expect(await page.getByRole('heading', { name: 'You are offline' }).isVisible()).toBe(false);
      expect(new URL(page.url()).pathname).toBe(PATH.home);
      await screenshot(page, 'pwa-offline-th-mobile');

      // The locale cookie picks English.
      await context.addCookies([{ name: 'locale', value: 'en-US', url: e2e.url }]);
      await page.reload();
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      expect(await page.getByRole('heading', { name: 'คุณออฟไลน์อยู่' }).isVisible()).toBe(false);
      // Try again reloads (still offline: the offline page again).
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Try again' }).click();
      await reloaded;
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();

      // Back online, Try again loads the page the player asked for.
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('#home-centre').waitFor();
      expect(new URL(page.url()).pathname).toBe(PATH.home);
    } finally {
      await context.close();
    }
  });
});

describe('a new version', () => {
  it('prompts in the lobby, never reloads a game, and reloads on the tap', async () => {
    const token = await registerPlayer({ server: e2e.url });
    const { page, context } = await e2e.open('mobile', { local: { token }, serviceWorkers: 'allow' });
    try {
      await page.goto(`${e2e.url}${PATH.home}`);
      expect(await workerReady(page)).toBe(`${e2e.url}/sw.js`);
      // The first visit is not controlled (the worker does not claim open pages); the next load is.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await workerReady(page);
      const banner = page.getByRole('region', { name: 'อัปเดตแอป' });

      // A new build: the same worker with one precached file's revision changed.
      const swPath = join(distCopy, 'sw.js');
      const sw = readFileSync(swPath, 'utf8');
      const rewritten = sw.replace(/(url:"offline\.html",revision:")[0-9a-f]+"/, '$1new-build"');
      expect(rewritten).not.toBe(sw);
      writeFileSync(swPath, rewritten);
      // … and its precompressed copies, which the server prefers.
      writeFileSync(`${swPath}.br`, brotliCompressSync(rewritten));
      writeFileSync(`${swPath}.gz`, gzipSync(rewritten));

      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toContain('มีเวอร์ชันใหม่พร้อมใช้งาน');
      await screenshot(page, 'pwa-update-prompt-mobile');

      // Into a game: the prompt hides and waits.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, start(1002));
      await page.waitForURL(`**${start(1002)}`);
      await banner.waitFor({ state: 'detached' });
      await page.evaluate(() => ((window as unknown as { stillHere: number }).stillHere = 1));
      const controller = await page.evaluateHandle(() => navigator.serviceWorker.controller);

      // Another tab takes the new version: its page reloads, the game does not.
      const other = await context.newPage();
      await other.goto(`${e2e.url}${PATH.home}`);
      const otherBanner = other.getByRole('region', { name: 'อัปเดตแอป' });
      await otherBanner.waitFor();
      const otherReload = other.waitForEvent('load');
      await otherBanner.getByRole('button', { name: 'อัปเดต' }).click();
      await otherReload;
      await page.waitForFunction((old) => navigator.serviceWorker.controller !== old, controller);
      await page.waitForTimeout(1500);
      expect(loads).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: number }).stillHere)).toBe(1);
      expect(new URL(page.url()).pathname).toBe(PATH.start);
      expect(await banner.count()).toBe(0);

      // Back in the lobby the prompt shows again; the tap reloads.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, PATH.home);
      await banner.waitFor();
      expect(loads).toBe(0);
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'อัปเดต' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { stillHere?: number }).stillHere)).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe(PATH.home);
    } finally {
      await context.close();
    }
  });
});
