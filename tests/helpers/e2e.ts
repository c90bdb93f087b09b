/**
 * Browser end-to-end helpers: Debian's Chromium (/usr/bin/chromium, installed with apt by `npm test`) driven
 * by playwright-core 1.64.1 — no browser download. The server under test is the real one that
 * scripts/test.mjs starts on a fresh data dir; its URL arrives in E2E_BASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { fakeTimeOffsetMs, withoutFakeTime } from '../../scripts/test-clock.mjs';
import { SESSION_WITH_POPUPS_SEEN } from '../../src/actors/popups.actors';
import { HINT_COOKIES, MIRRORS } from '../../src/lib/hint-cookies';
import type { KeyValueStorage } from '../../src/lib/storage-keys';

/** A read-only view of entries as a storage (what the page's storage will hold). */
function memoryStore(entries: Readonly<Record<string, string>>): KeyValueStorage {
  return { getItem: (k) => entries[k] ?? null, setItem: () => undefined, removeItem: () => undefined };
}

export const SCREENSHOT_DIR = join('test-results', 'screenshots');

export const VIEWPORTS = {
  /** The mobile layout (375 px wide). */
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

/**
 * The file's Chromium. It runs outside libfaketime: under it Chromium is several times slower (a date-matrix run's
 * browser part did not finish in 19 min at load 55 on two cores). So with `npm test -- --date=…` (this process
 * under libfaketime, FAKETIME set by scripts/test.mjs) the browser is started without it, and `Date` in every
 * frame of every context is moved by the same offset instead (`fakeTimeOffsetMs`): a page reads the run's date,
 * as the servers and the tests do.
 */
export async function launchBrowser(): Promise<Browser> {
  const offsetMs = fakeTimeOffsetMs(process.env);
  const browser = await launchChromium(withoutFakeTime(process.env));
  if (offsetMs !== 0) {
    // browser.newPage() opens its context through newContext too.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      await shiftDate(context, offsetMs);
      return context;
    };
  }
  return browser;
}

/**
 * The worker's Chromium: the e2e files a worker runs one after another (vitest.e2e.config.ts, `isolate: false`)
 * share it, each with contexts of its own (`e2eFile` closes a file's contexts after it). One launch per worker
 * instead of one per file: a launch costs Chromium about a second and a half of CPU on the two-core box. A browser
 * that crashed or was closed is launched again for the next file.
 */
let workerBrowserLaunch: Promise<Browser> | undefined;
export async function workerBrowser(): Promise<Browser> {
  const launched = await workerBrowserLaunch?.catch(() => undefined);
  if (launched?.isConnected()) return launched;
  workerBrowserLaunch = launchBrowser();
  return workerBrowserLaunch;
}

/** Closes a file's contexts of the worker's browser: the next file in the worker starts with none of them open. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
}

/** `Date` in every frame of `context` runs `offsetMs` ahead of the browser's clock (timers, performance.now() alone). */
async function shiftDate(context: BrowserContext, offsetMs: number): Promise<void> {
  await context.addInitScript((offset: number) => {
    const RealDate = Date;
    const shifted = () => RealDate.now() + offset;
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args: unknown[], newTarget) =>
        Reflect.construct(target, args.length === 0 ? [shifted()] : args, newTarget) as object,
      apply: () => new RealDate(shifted()).toString(),
      get: (target, key, receiver) => (key === 'now' ? shifted : (Reflect.get(target, key, receiver) as unknown)),
    });
  }, offsetMs);
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far (CSP violations land here). */
  problems: string[];
}

let clientSeq = 0;
/**
 * A distinct client address per browser context (X-Forwarded-For; the e2e server runs with TRUST_PROXY=1),
 * so the server's per-address registration and OTP caps treat each test like a different person.
 */
function nextClientAddress(): string {
  clientSeq += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(clientSeq % 250) + 1}`;
}

/**
 * A fresh context (empty storage) at the viewport, th-TH, with problems collected. Unless `popups` is set,
 * its browser session starts with every popup seen (the 21+ notice accepted, the notice, first-charge and
 * invite popups and the download banner closed), like a returning visitor, so the home's first-visit
 * popups stay out of the way of tests about other things. `local` pre-sets localStorage (locale, token).
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: {
    locale?: string;
    popups?: boolean;
    /** localStorage entries written before every page load (the app's `locale`, a stored `token`). */
    local?: Record<string, string>;
    /**
     * The app's service worker (tests of the installable app allow it). Blocked by default: each context
     * would otherwise install it and download its ~400 KB precache, in every test.
     */
    serviceWorkers?: 'allow' | 'block';
    /** The site the hint cookies are for (default: the server under test). */
    server?: string;
    /** The test plays rounds in the framed sandbox game (see below). */
    playsRounds?: boolean;
  } = {},
): Promise<OpenPage> {
  const mobile = viewport === 'mobile';
  const site = options.server ?? baseUrl();
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: options.locale ?? 'th-TH',
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // The hint cookies the app keeps in step with its storage (src/lib/hint-cookies.ts), set as the app would
  // have set them, so the server renders the page this browser shows and the app hydrates it.
  const stores = {
    local: memoryStore(options.local ?? {}),
    tab: memoryStore(options.popups ? {} : SESSION_WITH_POPUPS_SEEN),
  };
  const hints = MIRRORS.flatMap((m) => {
    const value = m.value(stores[m.store].getItem(m.key));
    return value === null ? [] : [{ name: m.cookie, value, url: site }];
  });
  await context.addCookies([...hints, { name: HINT_COOKIES.layout, value: viewport, url: site }]);
  await followServerClock(context, site);
  // The sandbox game runs framed in an opaque origin: its round call is a CORS request, and the client-address
  // header above is not one its preflight allows (a browser never sends it), so a test that plays rounds sends
  // them without it. Only such a test: routing a request turns off the browser's cache for the whole context
  // (every page load fetches every asset again, about a fifth more CPU for the whole run).
  if (options.playsRounds) {
    await context.route('**/sandbox/game/*/spin', (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-forwarded-for'];
      return route.continue({ headers });
    });
  }
  if (!options.popups) {
    // The app's own page only: a framed provider page runs sandboxed, in an opaque origin without storage.
    await context.addInitScript((seen: Record<string, string>) => {
      if (window !== window.top) return;
      for (const [key, value] of Object.entries(seen))
        if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    }, SESSION_WITH_POPUPS_SEEN);
  }
  if (options.local) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (window !== window.top) return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.local);
  }
  const page = await context.newPage();
  waitForAppOnLoad(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      // Where it happened: a failed resource's message does not name it.
      const where = message.location().url;
      problems.push(`console: ${message.text()}${where ? ` (${new URL(where).pathname})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** The server's clock (GET /__dev/clock), or null where it has none to show (a production variant). */
export async function serverNow(server = baseUrl()): Promise<number | null> {
  const res = await fetch(`${devUrl(server)}/__dev/clock`).catch(() => null);
  // An app tier has no /__dev (its page answers instead), and an upstream may be down: no clock to follow.
  if (!res?.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) return null;
  return ((await res.json()) as { now: number }).now;
}

/**
 * The pages of `context` read the server's clock (scripts/test-clock.mjs): the servers of the e2e run start at
 * an instant the run names, not today, and a page compares the server's times (an order's expiry, a draw, a
 * season) with its own `Date`. So `Date` in every frame of the context runs at the server's time from now on:
 * the offset between the two clocks is measured once here (a server clock moved later is not followed: open a
 * new context after POST /__dev/clock). Timers and `performance.now()` are left alone.
 */
export async function followServerClock(context: BrowserContext, server: string): Promise<void> {
  const now = await serverNow(server);
  if (now === null) return;
  const offsetMs = now - Date.now();
  if (Math.abs(offsetMs) < 1000) return;
  await shiftDate(context, offsetMs);
}

/**
 * `page.goto` and `page.reload` also wait for the app to have taken over the page (`<html data-app="ready">`,
 * src/main.tsx): a server-rendered page shows its buttons before its scripts make them work. Pages without the
 * app (an offline page, another site, scripts off) just go on after a while.
 */
export function waitForAppOnLoad(page: Page): void {
  const ready = () =>
    page
      .waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 10_000 })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * With `npm test -- --screenshots` (E2E_SCREENSHOTS=1): saves a full-page PNG under test-results/screenshots/ and
 * returns its path; otherwise nothing (null). A full-page PNG costs Chromium 0.7–1 s of CPU, and the suite takes
 * about 280: a few minutes of a two-core run that nobody looks at unless they asked for them.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  /** 'page': the whole page (a page's default); 'view': what the screen shows; an element is itself. */
  extent: 'page' | 'view' = 'page',
): Promise<string | null> {
  if (process.env.E2E_SCREENSHOTS !== '1') return null;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: extent === 'page' });
  else await target.screenshot({ path });
  return path;
}

/**
 * A double click whose second press comes only once the first press has had its effect (`settled`: its answer
 * shown) — a slow hand, a busy phone, a fast server: the press a plain `dblclick()` sends sometimes before and
 * sometimes after the page changes, made to come after, every time. Both presses at `target`'s centre as it was
 * before the first; the second as the browser counts a double click's (`detail` 2, then `dblclick`), wherever it
 * lands once the page has changed under it.
 */
export async function doubleClickAfter(page: Page, target: Locator, settled: () => Promise<unknown>): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`doubleClickAfter: ${String(target)} has no box on the page`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await settled();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/**
 * Where the server under test keeps its dev helpers (/__dev): itself, or — when the suite runs over the
 * deployment topology (`--topology=upstream|proxy`) — the reference server behind the app tier, which
 * never forwards /__dev (E2E_DEV_URL).
 */
export function devUrl(server = baseUrl()): string {
  const dev = process.env.E2E_DEV_URL;
  return dev && server === baseUrl() ? dev.replace(/\/$/, '') : server;
}

/** The last one-time code the sandbox SMS gateway "sent" to `mobile` (GET /__dev/sms). */
export async function lastOtp(mobile: string, server = baseUrl()): Promise<string> {
  const res = await fetch(`${devUrl(server)}/__dev/sms?mobile=${encodeURIComponent(mobile)}`);
  const body = (await res.json()) as { messages: Array<{ code: string }> };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no SMS was sent to ${mobile}`);
  return code;
}

/** POST /app/v1/<op> as a client at `ip` (sent as X-Forwarded-For; omitted: the socket's address). */
export async function apiPost(
  op: string,
  body: unknown,
  options: { token?: string; ip?: string; server?: string } = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${options.server ?? baseUrl()}/app/v1/${op}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A player registered through the API as the app does it (phone, OTP, RSA-encrypted password "Secret123!"),
 * with a card of each of `banks` bound; answers the token.
 */
export async function registerPlayer(
  options: {
    ip?: string;
    server?: string;
    banks?: readonly number[];
    /** The landing URL of the registration (an inviter's share link); a device id of its own goes with it. */
    outUrl?: string;
  } = {},
): Promise<string> {
  // Each registration from its own address unless told: the server caps registrations per address, and the
  // e2e files share one server.
  const { ip = nextClientAddress(), server = baseUrl(), banks = [] } = options;
  const post = (op: string, body: unknown, token?: string) => apiPost(op, body, { token, ip, server });
  const mobile = uniqueMobile();
  const key = (await post('preLogin', {})).publicKey as string;
  await post('smsSend', { mobile, type: 0 });
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('Secret123!'),
  ).toString('base64');
  const invited = options.outUrl
    ? { outUrl: options.outUrl, phoneinfoJsonModel: { deviceIdJsonModel: { afuid: `e2e-${mobile}` } } }
    : {};
  const reg = await post('accountRegist4', {
    account: mobile,
    password,
    code: await lastOtp(mobile, server),
    type: 0,
    ...invited,
  });
  if (reg.errcode !== 0) throw new Error(`registration failed: ${JSON.stringify(reg)}`);
  const token = reg.token as string;
  for (const bankId of banks) {
    const card = await post(
      'addBankInfo',
      { bankId, accountName: 'Somchai Jaidee', cardNum: `12345678${bankId}0` },
      token,
    );
    if (card.errcode !== 0) throw new Error(`binding bank ${bankId} failed: ${JSON.stringify(card)}`);
  }
  return token;
}

let mobileSeq = 0;
/** A Thai-format mobile number (10 digits starting with 0) unique to this run. */
export function uniqueMobile(): string {
  mobileSeq += 1;
  const tail = String((Date.now() % 1e6) * 100 + (process.pid % 10) * 10 + mobileSeq)
    .padStart(8, '0')
    .slice(-8);
  return `08${tail}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** What `openPage` takes besides the browser and the viewport. */
export type OpenOptions = NonNullable<Parameters<typeof openPage>[2]>;

/** One e2e file's browser, optional server of its own and players (see `e2eFile`). */
export interface E2eFile {
  /** The file's browser (launched before its first test). */
  readonly browser: Browser;
  /** The file's own server (`server` option), else the shared one of `npm test`. */
  readonly url: string;
  /** The variant server of the `server` option (throws without it). */
  readonly server: VariantServer;
  /**
   * The file's player `name` (default "player"), registered once on its first use and shared by the file's
   * tests (through `registerPlayer`, on the file's server; `banks` are bound at registration).
   */
  player(name?: string, options?: { banks?: readonly number[] }): Promise<string>;
  /** A player of its own for one test (a fresh state: nothing claimed, no deposit). */
  newPlayer(options?: { banks?: readonly number[] }): Promise<string>;
  /** A fresh context at `viewport` on the file's server (`openPage`). */
  open(viewport: ViewportName, options?: OpenOptions): Promise<OpenPage>;
  /** A fresh context signed in as `token`, showing `locale` (default th-TH). */
  signedIn(token: string, viewport?: ViewportName, locale?: string, options?: OpenOptions): Promise<OpenPage>;
}

/**
 * The setup every e2e file shares, in one call at its top: `const e2e = e2eFile();` takes the worker's browser
 * (`workerBrowser`; and, with `server`, starts a variant server next to it, in parallel), closes the file's
 * contexts and its server after the file, and registers the file's players once (`await e2e.player()`), so tests
 * open contexts, not browsers or players.
 * `server`: the variant's environment (`startVariantServer`), or a function answering it (run in beforeAll).
 */
export function e2eFile(
  options: { server?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) } = {},
): E2eFile {
  let browser: Browser | undefined;
  let server: VariantServer | undefined;
  const players = new Map<string, Promise<string>>();
  beforeAll(async () => {
    const env = typeof options.server === 'function' ? await options.server() : options.server;
    [browser, server] = await Promise.all([workerBrowser(), env ? startVariantServer(env) : undefined]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([closeContexts(browser), server?.close()]);
  });
  const file: E2eFile = {
    get browser() {
      if (!browser) throw new Error('e2eFile: the browser is launched in beforeAll; use it inside a test');
      return browser;
    },
    get url() {
      return server?.url ?? baseUrl();
    },
    get server() {
      if (!server) throw new Error('e2eFile: this file has no server of its own (the `server` option)');
      return server;
    },
    player(name = 'player', playerOptions = {}) {
      let token = players.get(name);
      if (!token) {
        token = file.newPlayer(playerOptions);
        // A failed registration is not kept: the next test tries again (and reports its own error).
        token.catch(() => players.delete(name));
        players.set(name, token);
      }
      return token;
    },
    newPlayer(playerOptions = {}) {
      return registerPlayer({ server: file.url, banks: playerOptions.banks });
    },
    open(viewport, openOptions = {}) {
      return openPage(file.browser, viewport, { ...(server ? { server: server.url } : {}), ...openOptions });
    },
    signedIn(token, viewport = 'mobile', locale = 'th-TH', openOptions = {}) {
      return file.open(viewport, { ...openOptions, local: { token, locale, ...openOptions.local } });
    },
  };
  return file;
}

export interface VariantServer {
  url: string;
  /** What the server has written to stdout and stderr so far (its JSON log lines among them). */
  output(): string;
  close(): Promise<void>;
}

/**
 * Another real server (the built app + API) for a configuration variant, e.g. REGISTER_TYPE=username or
 * GREEN_MODE=1, on its own port and fresh data dir: the compiled server, as npm start runs it. Requires `dist/`
 * (npm test builds it first, the server too).
 */
export async function startVariantServer(env: Record<string, string>): Promise<VariantServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pwa-e2e-variant-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/node/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      // The run's start instant (scripts/test-clock.mjs), unless the file names its own; a production variant
      // refuses it (and runs on the system clock).
      ...(process.env.E2E_CLOCK_START && env.NODE_ENV !== 'production'
        ? { CLOCK_START: process.env.E2E_CLOCK_START }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`variant server exited: ${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`variant server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => log,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const requireHere = createRequire(import.meta.url);
/**
 * axe-core's violations of impact serious or critical on the current page, as it looks once its animations have
 * played: finite CSS animations are finished first (infinite ones, such as a spinner's, play on). axe measures the
 * colours of one frame, and a frame in the middle of an entrance is not what the player reads: CI, 2026-12-07, date
 * run: the Christmas box just opened (its reveal plays from opacity 0.6 for 400 ms) was reported as color-contrast.
 */
export async function seriousViolations(
  page: Page,
): Promise<Array<{ id: string; impact: string; help: string; nodes: string[] }>> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  // Evaluated through DevTools: the app's CSP (script-src 'self') rightly refuses an injected inline script.
  await page.evaluate(readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx?: unknown,
            opts?: unknown,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
