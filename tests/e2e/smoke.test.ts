/**
 * Smoke: the built app served by the real server (`npm start`'s server on a fresh data dir) shows the
 * server's six game types (tabs and home sections) with their numbers of enabled games, on the mobile (375×812) and desktop (1280×800) layouts,
 * sends `platform` 0 / 1 accordingly, shows the HTML's spinner until the scripts arrive, shows an error with
 * a working retry, and logs no console error (a CSP violation would be one).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { baseUrl, e2eFile, screenshot, type ViewportName } from '../helpers/e2e';

interface Row {
  id: number;
  name: string;
  games: number;
}

const e2e = e2eFile();
/** What the server says, computed here independently of the page's own code. */
let expected: Row[];

beforeAll(async () => {
  const api = createApiClient({
    baseUrl: baseUrl(),
    getToken: () => null,
    getCommonFields: () => ({ clientReferrer: 'th', channel: 'WEB', appId: 'e2e', platform: 0, lang: 'th-TH' }),
    onSessionExpired: () => {
      throw new Error('an anonymous call cannot expire a session');
    },
  });
  const config = await api.call('anonymousAppConfig', {});
  const games = config.appGameList ?? [];
  expected = config.appGameTypeList
    .filter((t) => t.status === 1)
    .sort((a, b) => a.sort - b.sort)
    .map((t) => ({ id: t.id, name: t.name, games: games.filter((g) => g.typeId === t.id && g.status === 1).length }));
});

/**
 * The game types the home shows, in order, each with its number of games: the type tabs (after Home and
 * Collect), and on the Home tab one section per type whose "All (n)" button states the count (a type with
 * no more games than its preview row shows them all).
 */
async function shownRows(page: Page): Promise<Array<{ name: string; games: number }>> {
  const tabs = page.getByRole('tablist', { name: 'หมวดหมู่เกม' }).getByRole('tab');
  await tabs.nth(2).waitFor();
  const names = (await tabs.allTextContents()).slice(2).map((n) => n.trim());
  const rows: Array<{ name: string; games: number }> = [];
  for (const name of names) {
    const section = page.getByRole('region', { name, exact: true });
    await section.waitFor();
    const all = section.getByRole('button', { name: /^ทั้งหมด \(\d+\)$/ });
    const games = (await all.count())
      ? Number(((await all.textContent()) ?? '').replace(/[^0-9]/g, ''))
      : await section.getByRole('listitem').count();
    rows.push({ name, games });
  }
  return rows;
}

/** The Thai names the home gives the six types (lobby catalog). */
const THAI_TYPE_NAMES: Record<number, string> = {
  1: 'สล็อต',
  2: 'ยิงปลา',
  3: 'โป๊กเกอร์',
  4: 'กีฬา',
  5: 'คาสิโนสด',
  6: 'เกมทั่วไป',
};

describe('the server has the six game types', () => {
  it('slots, fish, poker, sports, live, games — each with games', () => {
    expect(expected.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of expected) expect(row.games).toBeGreaterThan(0);
  });
});

describe.each(['mobile', 'desktop'] as const)('home page, %s layout', (viewport: ViewportName) => {
  it('lists every game type with its number of games', async () => {
    const { page, problems, context } = await e2e.open(viewport);
    try {
      const configRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/app/v1/anonymous/appConfig')) configRequests.push(r.url());
      });
      const response = await page.goto(`${baseUrl()}/`);
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('ล็อบบี้เกม');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('th');

      const rows = await shownRows(page);
      expect(rows).toEqual(expected.map((r) => ({ name: THAI_TYPE_NAMES[r.id], games: r.games })));
      expect(rows).toHaveLength(6);
      for (const row of rows) expect(row.games).toBeGreaterThan(0);

      // The configuration came with the server's page: the browser did not ask for it again.
      expect(configRequests).toEqual([]);

      // Mobile-first: no horizontal scrolling at 375 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await screenshot(page, `smoke-${viewport}`);
      // The browser's own calls carry the common fields of its layout (customer service asks on its page).
      const serviceRequest = page.waitForRequest((r) => r.url().endsWith('/app/v1/getCustomerServices'));
      await page.goto(`${baseUrl()}/service`);
      const body = JSON.parse((await serviceRequest).postData() ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({ clientReferrer: 'th', channel: 'WEB', platform: viewport === 'mobile' ? 0 : 1 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('before the scripts arrive', () => {
  it('the HTML alone shows the home page, which the app then takes over without drawing it again', async () => {
    const { page, context } = await e2e.open('mobile');
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      // The app's entry script waits: what shows meanwhile is the server's HTML and its CSS.
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl()}/lobby/home`, { waitUntil: 'commit' });
      const centre = page.locator('#home-centre');
      await centre.waitFor();
      await expect(page.getByRole('tab').first().isVisible()).resolves.toBe(true);
      await expect(page.locator('.boot').count()).resolves.toBe(0);
      await screenshot(page, 'smoke-html-only-mobile');
      const before = await centre.elementHandle();
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      // Hydrated: the same element, now the app's.
      expect(await page.evaluate((el) => el?.isConnected ?? false, before)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('home page when the server cannot be reached', () => {
  it('shows the failure with a retry button that loads the lobby', async () => {
    const { page, context } = await e2e.open('mobile');
    try {
      // A signed-in hint left over without a token: the server's page does not match this browser, so the
      // app starts afresh and asks for the configuration itself — which fails once here.
      await context.addCookies([{ name: 'signed_in', value: '1', url: baseUrl() }]);
      let failNext = true;
      await page.route('**/app/v1/anonymous/appConfig', async (route) => {
        if (failNext) {
          failNext = false;
          await route.abort('connectionfailed');
        } else {
          await route.continue();
        }
      });
      await page.goto(`${baseUrl()}/`);
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain('ไม่สามารถโหลดล็อบบี้ได้');
      await screenshot(page, 'smoke-error-mobile');
      await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
      expect((await shownRows(page)).map((r) => r.games)).toEqual(expected.map((r) => r.games));
      await expect(dialog.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the test browser', () => {
  it('opens a context as a window without the address bar popup pages (scripts/chromium.ts)', async () => {
    // Chromium 156 loads two WebUI pages for the address bar's popup in every new window, headless too: 1.2 s of
    // CPU per context. A Chromium that renames the features the flags turn off would bring them back unseen.
    const { page, context } = await e2e.open('mobile');
    try {
      await page.goto(`${baseUrl()}/healthz`);
      const cdp = await e2e.browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      await cdp.detach();
      expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
      expect(targetInfos.some((t) => t.type === 'page' && t.url.endsWith('/healthz'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
