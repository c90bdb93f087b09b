/**
 * Browser end-to-end helpers: Debian's Chromium (/usr/bin/chromium, installed with apt by `npm test`) driven
 * by playwright-core 1.64.1 — no browser download. The server under test is the real one that
 * scripts/test.mjs starts on a fresh data dir; its URL arrives in E2E_BASE_URL.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join('test-results', 'screenshots');

export const VIEWPORTS = {
  /** The spec's mobile layout (375 px wide). */
  mobile: { width: 375, height: 812 },
  /** The desktop layout (from 1024 px). */
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The server under test (set by scripts/test.mjs). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e suite through `npm test` (scripts/test.mjs)');
  return url.replace(/\/$/, '');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far (CSP violations land here). */
  problems: string[];
}

/** A fresh context (empty storage) at the viewport, th-TH, with problems collected. */
export async function openPage(browser: Browser, viewport: ViewportName): Promise<OpenPage> {
  const mobile = viewport === 'mobile';
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** Saves a full-page PNG under test-results/screenshots/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
