/**
 * Server-rendered pages (issue 13 §1, §4 "Server"): the real server (tests/helpers/server.ts) rendering with
 * the app's server entry loaded from source (src/entry-server.tsx, transformed by vitest with the app's Vite
 * plugins) over the repository's index.html — the same wiring as `npm start`, without a build.
 *
 * Every public route of both route tables answers HTML holding its first screen's text in th-TH (default)
 * and en-US (the `locale` cookie), the expected texts taken from the .po catalogs and the seeded content;
 * `<html lang>` follows; the snapshots in `ssr-state` parse and can hold no markup; member pages get the
 * client-rendered shell; redirects and the not-found page keep their statuses; a notice body carrying a
 * script payload renders inert; the first-visit popup, the signed-in hint, SSR=off and the page cache.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'parse5';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  flowsMachine,
  noticeDetail,
  PATH,
  ruleOn,
  activity,
  type PathLayout,
  type RulePage,
} from '../../contract/paths';
import type { Entry } from '../../server/render/index';
import { CACHE_MS } from '../../server/render/index';
import { styleHashOf } from '../../server/security-headers';
import { withRumMeta } from '../../server/tier/rum';
import { NOTICE_TEXTS } from '../../server/domain/content-texts';
import { msg } from '../helpers/catalogs';
import { startTestServer, type TestServer } from '../helpers/server';

type Locale = 'th-TH' | 'en-US';
const LOCALES: readonly Locale[] = ['th-TH', 'en-US'];
const ROOT = join(import.meta.dirname, '../..');

// ───────────── the routes and what their first screen says ─────────────

/** What a page shows in a locale: catalog ids, or texts of the seeded content. */
type Expect = { ids: readonly string[]; content?: (locale: Locale) => readonly string[] };

const NOTICE_ID = 1;
const noticeTitle = (locale: Locale) => [NOTICE_TEXTS[NOTICE_ID]![locale].title];

/** Every rule page and its title (a rule page missing here is a type error). */
const BUILT_RULES: Record<RulePage, string> = {
  points: 'account.pointsRule.title',
  signBonus: 'promoDaily.signUp.ruleTitle',
  supply: 'promoDaily.supply.ruleTitle',
  dayBonus: 'promoCards.ruleTitle',
  christmas: 'promoSeasonal.christmas.ruleTitle',
  newYear: 'promoSeasonal.newYear.ruleTitle',
  agent: 'promoAgents.agent.ruleTitle',
  agent5: 'promoAgents.agent5.ruleTitle',
};

function publicRoutes(layout: PathLayout): Array<[string, Expect]> {
  const both: Array<[string, Expect]> = [
    [PATH.home, { ids: ['lobby.home.hot', 'lobby.type.1', 'lobby.type.5'] }],
    [PATH.rewards, { ids: ['lobby.rewardsPage.visitor'] }],
    [PATH.notices, { ids: [], content: noticeTitle }],
    [noticeDetail(NOTICE_ID, layout), { ids: [], content: noticeTitle }],
    [PATH.login, { ids: ['auth.login.forgot', 'auth.login.noAccount'] }],
    [PATH.register, { ids: ['auth.register.haveAccount'] }],
    [PATH.forget, { ids: ['auth.forget.submit'] }],
    [PATH.service, { ids: ['service.title'] }],
    [PATH.termsOfUse, { ids: ['legal.readPrivacy'] }],
    [PATH.privacyPolicy, { ids: ['legal.readTerms'] }],
    ...Object.entries(BUILT_RULES).map(([name, id]): [string, Expect] => [
      ruleOn(layout, name as RulePage),
      { ids: [id] },
    ]),
    [layout === 'desktop' ? PATH.desktop.about : PATH.about, { ids: ['profile.about.rulesTitle'] }],
  ];
  // Pages only the mobile table has; the desktop table has its games page.
  const own: Array<[string, Expect]> =
    layout === 'mobile'
      ? [
          [PATH.search, { ids: ['lobby.search.title', 'lobby.search.hint'] }],
          // Its data is in the HTML (anonymousWeekendLottery is one of the server's reads), not a loading state.
          [
            activity('weekendLottery'),
            {
              ids: [
                'promoSeasonal.lottery.title',
                'promoSeasonal.lottery.prizesTitle',
                'promoSeasonal.lottery.resultsTitle',
              ],
            },
          ],
          [PATH.apkDownload, { ids: ['profile.apk.heading'] }],
        ]
      : [[PATH.games, { ids: ['lobby.type.1'] }]];
  return [...both, ...own];
}

// ───────────── the server and reading its pages ─────────────

const HOSTILE_NOTICE_ID = 9001;
const HOSTILE_TITLE = 'Hostile notice title';
const HOSTILE_BODY =
  '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></script><script>';

let server: TestServer;
let ssrOff: TestServer;
let distDir: string;
let renders = 0;
let consoleErrors: MockInstance<typeof console.error>;

/** The built stylesheet of the test's page: a rule of the app's frame, one of no page, one of the root. */
const SHEET = '/assets/style-test.css';
/** A chunk the entry imports (the template's modulepreload). */
const LIBRARY = '/assets/library-test.js';
const SHEET_CSS =
  ':root{--test:1}.app{color:red}.never-on-a-page{color:blue}@media (min-width:1024px){.app--desktop{top:0}}';

/** The server entry from source, counting its renders. */
async function countingEntry(): Promise<Entry> {
  const entry = (await import('../../src/entry-server')) as unknown as Entry;
  return {
    cacheKey: (request) => entry.cacheKey(request),
    render: (request) => {
      renders += 1;
      return entry.render(request);
    },
  };
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'ssr-test-dist-'));
  // The built page links one stylesheet; the server inlines the rules a page uses (server/render/critical-css.ts).
  // Its module script imports a library chunk (a modulepreload, as Vite writes it): /boot.js runs it first.
  writeFileSync(
    join(distDir, 'index.html'),
    readFileSync(join(ROOT, 'index.html'), 'utf8').replace(
      '</head>',
      `<link rel="modulepreload" crossorigin href="${LIBRARY}">\n<link rel="stylesheet" crossorigin href="${SHEET}">\n  </head>`,
    ),
  );
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, SHEET.slice(1)), SHEET_CSS);
  server = await startTestServer({ distDir, serverEntry: countingEntry });
  ssrOff = await startTestServer({ distDir, serverEntry: countingEntry, config: { ssr: false } });
  // A notice whose body is a script payload, stored as the seed stores notices (base columns, no i18n).
  server.deps.db
    .prepare(
      `INSERT INTO notices (id, img_url2, click_type, click_action, sort, is_h5_pop, title, content, status, created_at)
       VALUES (?, '/static/notice/1.svg', 0, '', 99, 0, ?, ?, 1, ?)`,
    )
    .run(HOSTILE_NOTICE_ID, HOSTILE_TITLE, HOSTILE_BODY, server.clock.now());
}, 120_000);

afterAll(async () => {
  await server?.close();
  await ssrOff?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  // No render error, no React warning (a hydration-breaking difference often shows as one on the server).
  const calls = consoleErrors.mock.calls.map((args) => args.map(String).join(' '));
  consoleErrors.mockRestore();
  expect(calls).toEqual([]);
});

interface Cookies {
  layout?: PathLayout;
  locale?: Locale;
  notice_seen?: '1';
  signed_in?: '1';
}

const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** The text of #root (entities decoded). */
  text: string;
  /** The document without the ssr-state's text (the markup a browser parses as elements). */
  markup: string;
  /** The ssr-state script's raw text, or null (the client-rendered shell). */
  stateText: string | null;
  state: Record<string, unknown> | null;
  lang: string | null;
}

function textOf(node: { nodeName: string; value?: string; childNodes?: unknown[] }): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map((n) => textOf(n as never)).join(' ');
}

async function get(path: string, cookies: Cookies = {}, on: TestServer = server): Promise<Page> {
  const res = await on.fetch(path, { headers: { cookie: cookieHeader(cookies) }, redirect: 'manual' });
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  const stateMatch = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  const end = stateMatch ? stateMatch.index : html.indexOf('<script type="module"');
  const root = start >= 0 ? html.slice(start, end) : '';
  const stateText = stateMatch ? stateMatch[1]! : null;
  return {
    status: res.status,
    headers: res.headers,
    html,
    markup: stateText === null ? html : html.replace(stateText, ''),
    text: textOf(parse(root) as never).replace(/\s+/g, ' '),
    stateText,
    state: stateText === null ? null : (JSON.parse(stateText) as Record<string, unknown>),
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
  };
}

/** The server rendered this page (not the client shell), with well-formed, inert state. */
function expectRendered(page: Page): void {
  expect(page.state, 'ssr-state').not.toBeNull();
  expect(page.stateText!).not.toMatch(/<\/script/i);
  expect(page.stateText!).not.toContain('<');
  expect(page.html).not.toContain('class="boot"');
  expect(page.html.match(/id="ssr-state"/g)).toHaveLength(1);
}

/** The elements of a parsed tree (parse5), depth first. */
function* elementsOf(node: { nodeName: string; attrs?: Array<{ name: string }>; childNodes?: unknown[] }): Generator<{
  nodeName: string;
  attrs: Array<{ name: string; value: string }>;
}> {
  if (node.attrs) yield node as never;
  for (const child of node.childNodes ?? []) yield* elementsOf(child as never);
}

/**
 * The page's styles as its policy lets them apply: style-src without 'unsafe-inline', allowing its one inline
 * <style> by that text's hash, and each `style` attribute of the markup (a spinner's size) by its value's hash
 * under 'unsafe-hashes' — exactly those values. Answers the markup's style attribute values.
 */
function expectStrictStyles(page: Page): string[] {
  const policy = page.headers.get('content-security-policy') ?? '';
  const styleSrc = policy.split('; ').find((d) => d.startsWith('style-src ')) ?? '';
  expect(styleSrc).not.toContain("'unsafe-inline'");
  const inline = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const values = [
    ...new Set(
      [...elementsOf(parse(page.markup) as never)].flatMap((e) =>
        e.attrs.filter((a) => a.name === 'style').map((a) => a.value),
      ),
    ),
  ];
  const attributes = values.length === 0 ? [] : ["'unsafe-hashes'", ...values.map(styleHashOf)];
  expect(styleSrc.split(' ')).toEqual(['style-src', "'self'", styleHashOf(inline[0]!), ...attributes]);
  return values;
}

// ───────────── tests ─────────────

describe.each(['mobile', 'desktop'] as const)('every public route, %s layout', (layout) => {
  for (const [path, expected] of publicRoutes(layout)) {
    it.each(LOCALES)(`${path} in %s`, async (locale) => {
      const page = await get(path, { layout, ...(locale === 'en-US' ? { locale } : {}) });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      // Not kept by a shared cache: the page depends on the hint cookies.
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('vary')).toMatch(/Cookie/);
      expectRendered(page);
      expectStrictStyles(page);
      expect(page.lang).toBe(locale.slice(0, 2));
      expect(page.state).toMatchObject({ v: 1, locale, layout, signedIn: false });
      const other: Locale = locale === 'th-TH' ? 'en-US' : 'th-TH';
      const texts = [
        ...expected.ids.map((id) => [msg(locale, id), msg(other, id)] as const),
        ...(expected.content?.(locale) ?? []).map((t, i) => [t, expected.content!(other)[i]!] as const),
      ];
      expect(texts.length).toBeGreaterThan(0);
      for (const [text, otherText] of texts) {
        expect(page.text, `${path} shows "${text}"`).toContain(text);
        // Translated: the other locale's wording is not on the page.
        expect(otherText).not.toBe(text);
        expect(page.text, `${path} does not show "${otherText}"`).not.toContain(otherText);
      }
    });
  }
});

describe('what is not rendered here', () => {
  it('a member page and the withdraw-only area (its session is in the tab) get the client-rendered shell, without state', async () => {
    for (const layout of ['mobile', 'desktop'] as const) {
      for (const path of [PATH.deposit, PATH.withdrawOnly, PATH.withdrawOnlyCard, PATH.withdrawOnlyExclusion]) {
        const page = await get(path, { layout });
        expect(page.status, path).toBe(200);
        expect(page.state, path).toBeNull();
        expect(page.html).toContain('class="boot"');
      }
    }
  });

  it("a page whose markup has a style attribute (the LINE return's spinner) allows exactly that value", async () => {
    const page = await get('/login?state=abc&code=def');
    expect(page.status).toBe(200);
    expect(expectStrictStyles(page)).toEqual(['--spinner-size:18px']);
  });

  it("the shell's policy applies no inline style, but on the /flows review page (Mermaid draws with them)", async () => {
    const styleSrc = (page: Page) =>
      (page.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('style-src '));
    for (const path of [PATH.deposit, PATH.withdrawOnly]) expect(styleSrc(await get(path))).toBe("style-src 'self'");
    for (const path of [PATH.flows, flowsMachine('deposit')]) {
      const page = await get(path);
      expect(page.html).toContain('class="boot"');
      expect(styleSrc(page)).toBe("style-src 'self' 'unsafe-inline'");
    }
    expect(styleSrc(await get('/flowsx'))).not.toContain("'unsafe-inline'"); // not the page: a rendered 404
  });

  it('/ redirects to the home with 302', async () => {
    for (const layout of ['mobile', 'desktop'] as const) {
      const res = await server.fetch(PATH.root, { headers: { cookie: `layout=${layout}` }, redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!, server.url).pathname).toBe(PATH.home);
    }
  });

  it('an unknown path renders the not-found page with 404, in the cookie’s locale', async () => {
    for (const locale of LOCALES) {
      const page = await get('/no/such/page', { layout: 'mobile', locale });
      expect(page.status).toBe(404);
      expectRendered(page);
      expect(page.text).toContain(msg(locale, 'common.notFound'));
    }
  });

  it('SSR=off serves the client-rendered shell for every page (with the reporting settings, tier/rum.ts)', async () => {
    const before = renders;
    const page = await get(PATH.home, { layout: 'mobile' }, ssrOff);
    expect(page.status).toBe(200);
    expect(page.state).toBeNull();
    expect(page.html).toContain('class="boot"');
    expect(page.html).toBe(withRumMeta(readFileSync(join(distDir, 'index.html'), 'utf8'), ssrOff.deps.config.rum));
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(renders).toBe(before);
  });
});

describe('the stylesheet', () => {
  it.each(['mobile', 'desktop'] as const)(
    'inlines the rules the page uses; /boot.js brings the whole sheet (%s)',
    async (layout) => {
      const page = await get(PATH.login, { layout });
      const styles = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect(styles).toHaveLength(1);
      expect(styles[0]).toContain(':root{--test:1}');
      expect(styles[0]).toContain('.app{color:red}');
      expect(styles[0]).not.toContain('never-on-a-page');
      if (layout === 'desktop') expect(styles[0]).toContain('@media (min-width:1024px){.app--desktop{top:0}}');
      else expect(styles[0]).not.toContain('app--desktop');
      expect(page.html).not.toContain('<link rel="stylesheet"');
      expect(page.html).toContain(`data-css="${SHEET}"`);
    },
  );

  it('stays a link in the client-rendered shell (SSR=off)', async () => {
    const html = (await get(PATH.login, {}, ssrOff)).html;
    expect(html).toContain(`href="${SHEET}"`);
    expect(html).not.toContain('<style>');
  });
});

describe('a notice body with a script payload', () => {
  it.each(['mobile', 'desktop'] as const)('renders inert on its detail page (%s)', async (layout) => {
    const page = await get(noticeDetail(HOSTILE_NOTICE_ID, layout), { layout, notice_seen: '1' });
    expect(page.status).toBe(200);
    expectRendered(page);
    expect(page.text).toContain(HOSTILE_TITLE);
    // The only scripts: the page's own module script and the (non-executable) state.
    const scripts = [...page.html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    expect(scripts).toEqual([
      '<script type="application/json" id="ssr-state">',
      // After the page, started once it has loaded: the first paint needs none of it. The entry's own imports
      // (`data-stages`) run one task each before it.
      `<script src="/boot.js" data-entry="/src/main.tsx" data-stages="${LIBRARY}" data-preload="${LIBRARY}" data-css="${SHEET}">`,
    ]);
    expect(page.markup).not.toMatch(/onerror\s*=/i);
    expect(page.markup).not.toMatch(/javascript:/i);
    expect(page.markup).not.toContain('alert(1)');
    expect(page.markup).not.toContain('src="x"');
    // The link's text stays (as text), the image and scripts go.
    expect(page.text).toContain(' x ');
    // The body is in the snapshots as data only (escaped: no markup).
    expect(page.stateText).toContain('onerror=alert(1)');
  });

  it('and on the notice list', async () => {
    const page = await get(PATH.notices, { layout: 'mobile', notice_seen: '1' });
    expect(page.text).toContain(HOSTILE_TITLE);
    expect(page.markup).not.toMatch(/onerror\s*=/i);
    expect(page.markup).not.toMatch(/javascript:/i);
    expect([...page.html.matchAll(/<script\b/gi)]).toHaveLength(2);
  });
});

describe('the hint cookies', () => {
  const popupTitle = (locale: Locale) => NOTICE_TEXTS[NOTICE_ID]![locale].title;
  /** The dialogs holding a notice image (the notice popup). */
  const noticePopups = (page: Page) =>
    [...page.markup.matchAll(/<dialog\b[\s\S]*?<\/dialog>/g)]
      .map((m) => m[0])
      .filter((d) => d.includes('/static/notice/'));

  it.each(['mobile', 'desktop'] as const)(
    'a first visit gets the notice popup with its image first (%s)',
    async (layout) => {
      for (const locale of LOCALES) {
        const page = await get(PATH.home, { layout, locale });
        expect(page.state).toMatchObject({ noticeSeen: false });
        const [popup, ...more] = noticePopups(page);
        expect(more).toEqual([]);
        expect(popup).toBeDefined();
        expect(textOf(parse(popup!) as never)).toContain(msg(locale, 'promotions.notice.title'));
        // The first notice's image, named by its title, asked for first.
        const image = /<img\b[^>]*>/.exec(popup!)![0];
        expect(image).toContain(`alt="${popupTitle(locale)}"`);
        expect(image).toMatch(/fetchpriority="high"/i);
      }
    },
  );

  it.each(['mobile', 'desktop'] as const)('notice_seen=1: no popup (%s)', async (layout) => {
    for (const locale of LOCALES) {
      const page = await get(PATH.home, { layout, locale, notice_seen: '1' });
      expect(page.state).toMatchObject({ noticeSeen: true });
      expect(noticePopups(page)).toEqual([]);
      expect(page.markup).not.toContain(`alt="${popupTitle(locale)}"`);
    }
  });

  it('signed_in=1: no login buttons, a busy header placeholder, no session snapshot', async () => {
    for (const layout of ['mobile', 'desktop'] as const) {
      const visitor = await get(PATH.home, { layout, notice_seen: '1' });
      // The visitor's header has the login link (the check below can fail).
      expect(visitor.html).toMatch(/href="\/login"/);
      const page = await get(PATH.home, { layout, notice_seen: '1', signed_in: '1' });
      expect(page.status).toBe(200);
      expectRendered(page);
      expect(page.state).toMatchObject({ signedIn: true, session: null });
      expect(page.html).toMatch(/aria-busy="true"/);
      expect(page.html).not.toMatch(/href="\/login"/);
      expect(page.html).not.toMatch(/href="\/register"/);
      expect(page.text).not.toContain(msg('th-TH', 'shell.login'));
    }
  });

  it('signed_in=1 on a visitor-only page (/login) leaves it to the client', async () => {
    const page = await get(PATH.login, { layout: 'mobile', signed_in: '1' });
    expect(page.state).toBeNull();
  });
});

describe('the page cache', () => {
  it(`renders identical requests within ${CACHE_MS} ms once, and again for another locale or layout`, async () => {
    // An address of its own (no earlier test has rendered it into the cache): `q` is a parameter the page reads.
    const path = `${PATH.search}?q=cache-test`;
    // Warm the entry (its first import) so the two requests fall within the cache's time.
    await get(PATH.termsOfUse, { layout: 'mobile' });
    const start = renders;
    const first = await get(path, { layout: 'mobile' });
    const second = await get(path, { layout: 'mobile' });
    expect(renders - start).toBe(1);
    expect(second.html).toBe(first.html);
    // A campaign's click: its parameters are the browser's (the page is the same), so the cache answers.
    const click = await get(`${path}&utm_source=fb&fbclid=click-1&entry=7&aid=42`, { layout: 'mobile' });
    expect(renders - start).toBe(1);
    expect(click.html).toBe(first.html);
    // A campaign's clicks at once while its page renders: one render.
    const landing = `${PATH.search}?q=cache-burst`;
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(`${landing}&fbclid=burst-${i}`, { layout: 'mobile' })),
    );
    expect(renders - start).toBe(2);
    expect(new Set(burst.map((p) => p.html)).size).toBe(1);
    const english = await get(path, { layout: 'mobile', locale: 'en-US' });
    expect(renders - start).toBe(3);
    expect(english.lang).toBe('en');
    await get(path, { layout: 'desktop' });
    expect(renders - start).toBe(4);
    await get(path, { layout: 'mobile', notice_seen: '1' });
    expect(renders - start).toBe(5);
  });
});
