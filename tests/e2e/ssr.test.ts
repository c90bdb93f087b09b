/**
 * Server-rendered pages in Chromium (issue 13 §4 "E2E"): the HTML alone (JavaScript off) shows the home's
 * banner, tabs and first game rows and the login form; with JavaScript the page is hydrated — the server's
 * nodes stay, no console error, no second request for the configuration, the ticker or the video; a
 * signed-in player never sees the login buttons while the page boots; the locale cookie and localStorage
 * move together when the language is switched, and the next server HTML is in the new language.
 *
 * Contexts here hold the hint cookies and the storage they mirror in step (as the app keeps them), built
 * from the app's own table (src/lib/hint-cookies.ts MIRRORS): the server renders what this browser shows.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activity, noticeDetail, PATH } from '../../contract/paths';
import { NOTICE_TEXTS } from '../../server/domain/content-texts';
import { SESSION_WITH_POPUPS_SEEN } from '../../src/actors/popups.actors';
import { parse5Body } from '../../src/lib/html-tree-server';
import { MIRRORS } from '../../src/lib/hint-cookies';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { msg, type CatalogLocale } from '../helpers/catalogs';
import {
  baseUrl,
  e2eFile,
  followServerClock,
  registerPlayer,
  screenshot,
  type ViewportName,
  VIEWPORTS,
} from '../helpers/e2e';

const e2e = e2eFile();

/** Where the players are. */
const PLAYERS_TIME_ZONE = 'Asia/Bangkok';
/** The e2e server's own time zone (it runs on this machine, with this environment). */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface SsrContext {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions. */
  problems: string[];
  /** API operations asked (the path after /app/v1/), in order. */
  api: string[];
}

/**
 * A context whose hint cookies say what its storage holds: `popupsSeen` — this browser session has seen the
 * home's popups (sessionStorage flags and their cookies); `local` — localStorage entries (locale, token).
 */
async function ssrContext(
  viewport: ViewportName,
  options: { js?: boolean; popupsSeen?: boolean; local?: Record<string, string>; timezoneId?: string } = {},
): Promise<SsrContext> {
  const mobile = viewport === 'mobile';
  const context = await e2e.browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'th-TH',
    timezoneId: options.timezoneId ?? PLAYERS_TIME_ZONE,
    javaScriptEnabled: options.js ?? true,
    serviceWorkers: 'block', // as openPage's (tests/helpers/e2e.ts): no precache download per context
  });
  const tab = options.popupsSeen === false ? {} : SESSION_WITH_POPUPS_SEEN;
  const local = options.local ?? {};
  // The layout and time zone cookies, as the app leaves them after a first visit.
  const cookies: Record<string, string> = {
    layout: mobile ? 'mobile' : 'desktop',
    tz: options.timezoneId ?? PLAYERS_TIME_ZONE,
  };
  for (const mirror of MIRRORS) {
    const value = mirror.value((mirror.store === 'tab' ? tab[mirror.key] : local[mirror.key]) ?? null);
    if (value !== null) cookies[mirror.cookie] = value;
  }
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
  await followServerClock(context, baseUrl());
  await context.addInitScript(
    ({ tab, local }: { tab: Record<string, string>; local: Record<string, string> }) => {
      for (const [key, value] of Object.entries(tab))
        if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
      // Written once per tab: the app's own writes (a language switch) are not undone by the next load.
      if (window.sessionStorage.getItem('__e2e_local') === null) {
        for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('__e2e_local', '1');
      }
    },
    { tab, local },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const at = r.url().indexOf('/app/v1/');
    if (at >= 0) api.push(r.url().slice(at + '/app/v1/'.length));
  });
  return { context, page, problems, api };
}

/** The home's first screen: the banner, the category tabs and the first rows of hot games, icons painted. */
async function expectHomeFirstScreen(page: Page, locale: CatalogLocale): Promise<void> {
  const banner = page.getByRole('region', { name: msg(locale, 'lobby.banner.label') });
  await expect(banner.locator('img').first().isVisible()).resolves.toBe(true);
  await expect(page.getByRole('tab', { name: msg(locale, 'lobby.tab.home') }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('tab', { name: msg(locale, 'lobby.type.1') }).isVisible()).resolves.toBe(true);
  const hot = page.getByRole('list', { name: msg(locale, 'lobby.home.hot') }).first();
  const games = hot.locator('[data-game-id]');
  expect(await games.count()).toBeGreaterThanOrEqual(10);
  const firstRow = games.first();
  await firstRow.scrollIntoViewIfNeeded();
  await expect(firstRow.isVisible()).resolves.toBe(true);
  // The first row (5 tiles) with its icons loaded.
  for (let i = 0; i < 5; i += 1) {
    const icon = games.nth(i).locator('img').first();
    await expect(icon.isVisible()).resolves.toBe(true);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
  }
}

describe('the HTML alone (JavaScript disabled)', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows the home's banner, tabs and first game rows and the login form (${VIEWPORTS[viewport].width} px)`, async () => {
      const { page, context } = await ssrContext(viewport, { js: false });
      try {
        const res = await page.goto(`${baseUrl()}${PATH.home}`);
        expect(res?.status()).toBe(200);
        expect(await res!.text()).toContain('id="ssr-state"');
        await expectHomeFirstScreen(page, 'th-TH');

        await page.goto(`${baseUrl()}${PATH.login}`);
        for (const id of ['auth.field.account', 'auth.field.password']) {
          const input = page.getByLabel(msg('th-TH', id), { exact: true });
          await expect(input.isVisible()).resolves.toBe(true);
          await expect(input.isEditable()).resolves.toBe(true);
        }
        const submit = page.getByRole('button', { name: msg('th-TH', 'auth.login.submit'), exact: true });
        await expect(submit.isVisible()).resolves.toBe(true);
      } finally {
        await context.close();
      }
    });
  }

  it('screenshots of the server-rendered home in th-TH and en-US at 375 and 1280 px', async () => {
    for (const viewport of ['mobile', 'desktop'] as const)
      for (const locale of ['th-TH', 'en-US'] as const) {
        const { page, context } = await ssrContext(viewport, {
          js: false,
          ...(locale === 'en-US' ? { local: { [STORAGE_KEYS.locale]: locale } } : {}),
        });
        try {
          const res = await page.goto(`${baseUrl()}${PATH.home}`);
          expect(await res!.text()).toContain(`<html lang="${locale.slice(0, 2)}"`);
          await expectHomeFirstScreen(page, locale);
          await screenshot(page, `ssr-nojs-home-${viewport}-${locale}`);
        } finally {
          await context.close();
        }
      }
    // A first visit: the notice popup is in the HTML.
    const { page, context } = await ssrContext('mobile', { js: false, popupsSeen: false });
    try {
      await page.goto(`${baseUrl()}${PATH.home}`);
      const title = NOTICE_TEXTS[1]!['th-TH'].title;
      await expect(page.getByRole('img', { name: title }).isVisible()).resolves.toBe(true);
      await screenshot(page, 'ssr-nojs-home-mobile-th-TH-first-visit');
    } finally {
      await context.close();
    }
  });
});

/**
 * An init script that keeps the server's nodes as the parser made them (readyState "interactive" comes before
 * the module script runs): the app's frame in #root (React puts its preload links before it) and the first
 * game tile.
 */
function keepServerNodes(): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const w = window as unknown as Record<string, unknown>;
    w.__ssrFirst = document.querySelector('#root > .app');
    w.__ssrTile = document.querySelector('[data-game-id]');
    w.__ssrState = document.getElementById('ssr-state') !== null;
  });
}

/** Whether React hydrated the server's nodes: they are still in the document and React owns them. */
function serverNodesKept(page: Page, which: '__ssrFirst' | '__ssrTile') {
  return page.evaluate((key) => {
    const w = window as unknown as Record<string, unknown>;
    const node = w[key] as Element | null;
    if (!w.__ssrState || !node) return 'no server HTML';
    if (!node.isConnected) return 'replaced';
    return Object.keys(node).some((k) => k.startsWith('__reactFiber')) ? 'hydrated' : 'not owned by React';
  }, which);
}

describe('hydration (JavaScript on)', () => {
  // In the server's time zone, and in the players' (times on the home's first screen — the big-win ticker —
  // must read the same in the server's HTML and the browser's first render).
  for (const [viewport, locale, timezoneId] of [
    ['mobile', 'th-TH', SERVER_TIME_ZONE],
    ['desktop', 'en-US', SERVER_TIME_ZONE],
    ['mobile', 'th-TH', PLAYERS_TIME_ZONE],
    ['desktop', 'en-US', PLAYERS_TIME_ZONE],
  ] as const) {
    it(`hydrates the home without errors or a second configuration request (${viewport}, ${locale}, ${timezoneId})`, async () => {
      const { page, context, problems, api } = await ssrContext(viewport, {
        timezoneId,
        ...(locale === 'en-US' ? { local: { [STORAGE_KEYS.locale]: locale } } : {}),
      });
      try {
        await page.addInitScript(keepServerNodes);
        await page.goto(`${baseUrl()}${PATH.home}`, { waitUntil: 'networkidle' });
        await expect
          .poll(() => serverNodesKept(page, '__ssrTile'), { timeout: 15_000 })
          .toMatch(/^(hydrated|replaced)$/);
        // A hydration mismatch shows here (React's error #418/#425 …) before the node check below.
        expect(problems).toEqual([]);
        expect(await serverNodesKept(page, '__ssrTile')).toBe('hydrated');
        expect(await serverNodesKept(page, '__ssrFirst')).toBe('hydrated');
        // Interactive: a tab switch works after hydration.
        await page.getByRole('tab', { name: msg(locale, 'lobby.type.1') }).click();
        await expect
          .poll(() => page.getByRole('tab', { name: msg(locale, 'lobby.type.1') }).getAttribute('aria-selected'))
          .toBe('true');
        await page.waitForTimeout(500);
        for (const op of ['anonymous/appConfig', 'anonymous/lobbyTips', 'getPromotionalVideoList'])
          expect(
            api.filter((a) => a.startsWith(op)),
            `${op} asked again`,
          ).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('hydrates the weekend lottery’s public page from the server’s data, without asking for it again', async () => {
    const { page, context, problems, api } = await ssrContext('mobile');
    try {
      await page.addInitScript(keepServerNodes);
      await page.goto(`${baseUrl()}${activity('weekendLottery')}`, { waitUntil: 'networkidle' });
      await expect.poll(() => serverNodesKept(page, '__ssrFirst'), { timeout: 15_000 }).toBe('hydrated');
      await page.getByRole('heading', { name: msg('th-TH', 'promoSeasonal.lottery.resultsTitle') }).waitFor();
      // A hydration mismatch (the week's dates, the prizes) shows as a console error.
      expect(problems).toEqual([]);
      expect(api.filter((a) => a.startsWith('anonymous/weekendLottery'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates a notice page (Chromium’s DOMParser gives the server’s tree)', async () => {
    const { page, context, problems } = await ssrContext('mobile');
    try {
      await page.addInitScript(keepServerNodes);
      await page.goto(`${baseUrl()}${noticeDetail(1)}`, { waitUntil: 'networkidle' });
      await expect.poll(() => serverNodesKept(page, '__ssrFirst'), { timeout: 15_000 }).toBe('hydrated');
      await page.getByRole('heading', { name: NOTICE_TEXTS[1]!['th-TH'].title }).waitFor();
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
      // The browser's parser and the server's over inputs the HTML algorithm rewrites.
      const inputs = [
        NOTICE_TEXTS[1]!['th-TH'].content,
        '<ul><li>a<li>b<ul><li>c</ul></ul><p>x<p>y<div>z</div>',
        '<title>T</title><meta charset="utf-8"><p>body</p>',
        '<noscript><p>ns</p></noscript><template><p>t</p></template>&amp;&lt;&#3585;',
        '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></script><script>',
        '<b>1<i>2</b>3</i><table><tr><td>c</table>',
      ];
      const browserTrees = await page.evaluate((list) => {
        type N =
          | { kind: 'text'; text: string }
          | { kind: 'element'; tag: string; attrs: Record<string, string>; children: N[] };
        const convert = (node: Node): N | null => {
          if (node.nodeType === Node.TEXT_NODE) return { kind: 'text', text: node.textContent ?? '' };
          if (node.nodeType !== Node.ELEMENT_NODE) return null;
          const el = node as Element;
          const attrs: Record<string, string> = {};
          for (const a of Array.from(el.attributes)) attrs[a.name] = a.value;
          return { kind: 'element', tag: el.tagName.toLowerCase(), attrs, children: kids(el) };
        };
        const kids = (parent: Node): N[] => Array.from(parent.childNodes, convert).filter((n): n is N => n !== null);
        return list.map((html) => kids(new DOMParser().parseFromString(html, 'text/html').body));
      }, inputs);
      inputs.forEach((html, i) => expect(parse5Body(html), html).toEqual(browserTrees[i]));
      // (Chromium reports the payload's `onerror` attribute as a CSP violation while parsing it, although
      // DOMParser's document runs nothing: such console errors after this point are expected.)
    } finally {
      await context.close();
    }
  });
});

describe('the signed-in hint', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`never shows the login buttons while the page boots (${viewport})`, async () => {
      const token = await registerPlayer();
      const { page, context, problems } = await ssrContext(viewport, { local: { [STORAGE_KEYS.token]: token } });
      try {
        // Watches every node the parser and React insert: a link to /login or /register ever in the page.
        await page.addInitScript(() => {
          const w = window as unknown as { __visitorLinks: string[] };
          w.__visitorLinks = [];
          const check = (node: Node) => {
            if (!(node instanceof Element)) return;
            const links = [node, ...Array.from(node.querySelectorAll('a'))].filter((el) =>
              el.matches('a[href="/login"], a[href="/register"]'),
            );
            for (const link of links) w.__visitorLinks.push(`${link.getAttribute('href')} at ${performance.now()}`);
          };
          new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(check))).observe(document, {
            childList: true,
            subtree: true,
          });
        });
        const res = await page.goto(`${baseUrl()}${PATH.home}`);
        const html = await res!.text();
        expect(html).toContain('aria-busy="true"');
        expect(html).not.toContain('href="/login"');
        // The member header arrives.
        await page
          .getByRole('button', { name: msg('th-TH', 'shell.refreshBalance') })
          .first()
          .waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __visitorLinks: string[] }).__visitorLinks)).toEqual(
          [],
        );
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the locale cookie and localStorage', () => {
  it('move together when the language is switched, and the next server HTML is in that language', async () => {
    const token = await registerPlayer();
    const { page, context, problems } = await ssrContext('mobile', { local: { [STORAGE_KEYS.token]: token } });
    const state = async () => ({
      cookie: (await context.cookies(baseUrl())).find((c) => c.name === 'locale')?.value ?? null,
      stored: await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.locale),
    });
    try {
      await page.goto(`${baseUrl()}${PATH.more}`);
      // A controlled radio: checked once the new catalog is active (click, then wait).
      await page.getByRole('radio', { name: msg('th-TH', 'profile.language.english') }).click();
      await expect.poll(state).toEqual({ cookie: 'en-US', stored: 'en-US' });
      const english = await page.goto(`${baseUrl()}${PATH.home}`);
      expect(await english!.text()).toMatch(/<html lang="en"/);
      await page
        .getByRole('list', { name: msg('en-US', 'lobby.home.hot') })
        .first()
        .waitFor();

      await page.goto(`${baseUrl()}${PATH.more}`);
      await page.getByRole('radio', { name: msg('en-US', 'profile.language.thai') }).click();
      await expect.poll(state).toEqual({ cookie: 'th-TH', stored: 'th-TH' });
      const thai = await page.goto(`${baseUrl()}${PATH.home}`);
      expect(await thai!.text()).toMatch(/<html lang="th"/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
