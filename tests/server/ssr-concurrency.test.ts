/**
 * Server renders run at once (issue 28 §2): the app's server entry from source (src/entry-server.tsx) over the
 * reference server's API, called through a socket with a random delay per call so that renders interleave at
 * every call. Each render of a mix of pages, locales, layouts, time zones and popup cookies, run many at once,
 * writes exactly what the same render writes alone — a locale, layout or zone kept in module state would leak
 * from one render into another.
 *
 * The cache key (RENDER_QUERY): every query parameter the app reads is one a render's key keeps; any other
 * parameter (a campaign's click ids) changes nothing a render writes on any page of either table, and leaves the
 * key as it is; a redirect keeps the whole query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_ACTIVITY_PARAM, noticeDetail, PATH } from '../../contract/paths';
import type * as EntryModule from '../../src/entry-server';
import type { RenderRequest, RenderResult } from '../../src/entry-server';
import { startTestServer, type TestServer } from '../helpers/server';

type Entry = typeof EntryModule;

const ROOT = join(import.meta.dirname, '../..');
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let server: TestServer;
let entry: Entry;

/** The server's API through its socket, each call answered after 0–6 ms more (renders interleave at every call). */
async function api(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 6));
  return server.fetch(url.pathname + url.search, { method: request.method, headers: request.headers, body });
}

interface Visitor {
  readonly path: string;
  readonly layout: 'mobile' | 'desktop';
  readonly locale?: 'en-US';
  readonly tz?: string;
  readonly noticeSeen?: boolean;
}

function requestOf(v: Visitor): RenderRequest {
  const cookies: Record<string, string> = { layout: v.layout };
  if (v.locale) cookies.locale = v.locale;
  if (v.tz) cookies.tz = v.tz;
  if (v.noticeSeen) cookies.notice_seen = '1';
  return {
    url: v.path,
    cookies,
    layout: v.layout,
    userAgent: v.layout === 'mobile' ? MOBILE_UA : DESKTOP_UA,
    origin: 'http://localhost:8080',
    fetch: api,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  entry = await import('../../src/entry-server');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/**
 * A result as text without its leading image preloads: React hoists an image's preload from the parts of the
 * tree that were ready when it reached them, and which were (a catalog or a flow already in, or still on its way)
 * is timing, not the request — the hints differ run to run even one render at a time. The markup after them, the
 * state and the modules are the page and must be the same, to the letter (no flow keeps an instant of the clock:
 * the weekend lottery times its next read when it schedules it).
 */
function canonical(result: RenderResult): string {
  if (result.kind !== 'page') return JSON.stringify(result);
  const links = /^(?:<link [^>]*\/>)*/.exec(result.html)![0];
  return JSON.stringify({ ...result, html: result.html.slice(links.length) });
}

/** Equal results; a difference is shown where it starts (a page is tens of kilobytes). */
function expectSame(actual: RenderResult, expected: RenderResult, what: string): void {
  const a = canonical(actual);
  const e = canonical(expected);
  if (a === e) return;
  let at = 0;
  while (a[at] === e[at]) at += 1;

  expect(a.slice(Math.max(0, at - 120), at + 120), `${what} differs at ${at}`).toBe(
    e.slice(Math.max(0, at - 120), at + 120),
  );
}

describe('renders at once', () => {
  const PATHS = [
    PATH.home,
    PATH.rewards,
    PATH.notices,
    noticeDetail(1, 'mobile'),
    PATH.login,
    PATH.register,
    PATH.termsOfUse,
    `${PATH.search}?q=a`,
  ];
  const ZONES = [undefined, 'America/New_York', 'UTC'];
  // 48 visitors: every path in both locales and layouts, in three zones, with and without the notice seen.
  const visitors: Visitor[] = Array.from({ length: 48 }, (_, i) => {
    const path = PATHS[i % PATHS.length]!;
    const layout = Math.floor(i / 8) % 2 === 0 ? 'mobile' : 'desktop';
    const tz = ZONES[i % 3];
    return {
      path: layout === 'desktop' && path.startsWith(PATH.search) ? PATH.games : path,
      layout,
      ...(Math.floor(i / 16) % 2 === 1 ? { locale: 'en-US' as const } : {}),
      ...(tz ? { tz } : {}),
      ...(i >= 24 ? { noticeSeen: true } : {}),
    };
  });

  it('each writes exactly what it writes alone', async () => {
    // Alone, one after the other.
    const alone: RenderResult[] = [];
    for (const v of visitors) alone.push(await entry.render(requestOf(v)));
    expect(alone.every((r) => r.kind === 'page')).toBe(true);
    // What varies shows in the HTML: otherwise this test could not see a leak.
    const page = (v: Visitor) => {
      const r = alone[visitors.indexOf(v)]!;
      return r.kind === 'page' ? r : null;
    };
    const homes = visitors.filter((v) => v.path === PATH.home);
    const differ = (a: (v: Visitor) => boolean, b: (v: Visitor) => boolean) => {
      const x = homes.find(a);
      const y = homes.find(b);
      expect(x && y, 'both kinds of home are in the mix').toBeTruthy();
      expect(page(x!)!.html).not.toBe(page(y!)!.html);
    };
    differ(
      (v) => v.locale === 'en-US',
      (v) => v.locale === undefined,
    );
    differ(
      (v) => v.layout === 'mobile',
      (v) => v.layout === 'desktop',
    );
    // The big-win ticker's times: the same layout and locale in two zones 12 hours apart.
    const clocks = await Promise.all(
      [undefined, 'America/New_York'].map((tz) =>
        entry.render(requestOf({ path: PATH.home, layout: 'mobile', ...(tz ? { tz } : {}) })),
      ),
    );
    const times = clocks.map((r) =>
      r.kind === 'page' ? [...r.html.matchAll(/<time[^>]*>([^<]*)</g)].map((m) => m[1]) : [],
    );
    expect(times[0]!.length).toBeGreaterThan(0);
    expect(times[0]).not.toEqual(times[1]);

    // At once: every visitor twice, in a shuffled order, 6 renders under way at any time. A flow waits for its
    // data at most SETTLE_MS (then the page shows it loading): on a busy 2-core machine, with the test's server in
    // this process, a render can run out of that time — a slower page, not another visitor's. Such a page is
    // rendered again at once with two other visitors and must then be the lone one; a leak of a locale, layout or
    // zone between renders would show again.
    const order = [...visitors.keys(), ...visitors.keys()].sort(() => Math.random() - 0.5);
    const together: RenderResult[] = [];
    let next = 0;
    const worker = async () => {
      while (next < order.length) {
        const k = next++;
        together[k] = await entry.render(requestOf(visitors[order[k]!]!));
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    let again = 0;
    for (const [k, i] of order.entries()) {
      if (canonical(together[k]!) === canonical(alone[i]!)) continue;
      again += 1;
      const others = [(i + 1) % visitors.length, (i + 7) % visitors.length];
      const [retried] = await Promise.all([i, ...others].map((j) => entry.render(requestOf(visitors[j]!))));
      expectSame(retried!, alone[i]!, JSON.stringify(visitors[i]));
    }
    // Most pages were the same the first time.
    expect(again).toBeLessThan(order.length / 4);
  }, 120_000);
});

// ───────────── the cache key ─────────────

/** The static paths of a route table (no `:param`, no `*`). */
function staticPaths(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    if (path.includes(':') || path.includes('*')) return [];
    return [
      ...(route.path !== undefined || route.index ? [path || '/'] : []),
      ...staticPaths(route.children ?? [], path),
    ];
  });
}

/** A campaign's landing parameters (ad_params, the usual trackers), one click's. */
const CAMPAIGN =
  'entry=fb&proxy_id=77&install_referrer=abc&fbp=fb.1.2&fbc=fb.1.3&ttclid=tt9&ttp=tp&outValue=5&aid=123456' +
  '&share_referrer=x&utm_source=facebook&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=b' +
  '&gclid=g1&fbclid=f1&msclkid=m1&zz_unknown=1';

describe('the cache key', () => {
  it('keeps every query parameter the app reads (RENDER_QUERY lists them all)', () => {
    // Every `x.get('name')` / `x.has('name')` of a URLSearchParams in the app, its machines and contract;
    // names given as constants are resolved. The /flows page (client-rendered, its own parameters) and the
    // landing capture (the browser's own address: src/lib/affiliate.ts) are the readers that may read others.
    const CLIENT_ONLY = ['src/features/flows/', 'src/lib/affiliate.ts'];
    const files = ['src', 'machines', 'contract']
      .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)))
      .filter((f) => /\.tsx?$/.test(f) && !CLIENT_ONLY.some((c) => f.startsWith(c)));
    const constants = new Map([['CENTRE_ACTIVITY_PARAM', CENTRE_ACTIVITY_PARAM]]);
    const read = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\b(?:params|query|searchParams|rest)\.(?:get|has|getAll)\(\s*([^)\s]+)\s*\)/g)) {
        const arg = m[1]!;
        const name = /^'([^']*)'$/.exec(arg)?.[1] ?? constants.get(arg);
        expect(name, `${relative(ROOT, join(ROOT, file))} reads ${arg}: a name this test knows`).toBeDefined();
        read.add(name!);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    for (const name of read) expect(Object.keys(entry.RENDER_QUERY), name).toContain(name);
    // And no campaign parameter is among them.
    for (const name of new URLSearchParams(CAMPAIGN).keys())
      expect(Object.keys(entry.RENDER_QUERY)).not.toContain(name);
  });

  it.each(['mobile', 'desktop'] as const)(
    'a campaign’s parameters change nothing on any page of the %s table, nor the key',
    async (layout) => {
      const { desktopRoutes, mobileRoutes } = await import('../../src/app/routes');
      const paths = [...new Set(staticPaths(layout === 'mobile' ? mobileRoutes(true) : desktopRoutes(true)))];
      expect(paths.length).toBeGreaterThan(20);
      let pages = 0;
      for (const path of paths) {
        const plain = requestOf({ path, layout });
        const campaign = { ...plain, url: `${path}?${CAMPAIGN}` };
        const [a, b] = await Promise.all([entry.render(plain), entry.render(campaign)]);
        if (a.kind === 'redirect') {
          // A redirect carries the query on (the landing's parameters reach the browser): its key is the whole address.
          expect(b, path).toEqual({ kind: 'redirect', to: `${a.to}?${CAMPAIGN}` });
          expect(entry.cacheKey(campaign)).not.toBe(entry.cacheKey(plain));
          continue;
        }
        expectSame(b, a, path);
        expect(entry.cacheKey(campaign), path).toBe(entry.cacheKey(plain));
        if (a.kind === 'page') pages += 1;
      }
      expect(pages).toBeGreaterThan(10);
    },
    180_000,
  );

  it('a parameter a page reads is in the key, and changes the page', async () => {
    const search = (q: string) => requestOf({ path: `${PATH.search}?q=${q}&fbclid=${q}`, layout: 'mobile' });
    expect(entry.cacheKey(search('slot'))).not.toBe(entry.cacheKey(search('fish')));
    const [slot, fish] = await Promise.all([entry.render(search('slot')), entry.render(search('fish'))]);
    expect(slot).not.toEqual(fish);
    // Its order among the others does not matter, nor do the others.
    const a = requestOf({ path: `${PATH.rewards}?${CENTRE_ACTIVITY_PARAM}=26&utm_source=a`, layout: 'mobile' });
    const b = requestOf({ path: `${PATH.rewards}?utm_source=b&${CENTRE_ACTIVITY_PARAM}=26`, layout: 'mobile' });
    const c = requestOf({ path: `${PATH.rewards}?${CENTRE_ACTIVITY_PARAM}=27`, layout: 'mobile' });
    expect(entry.cacheKey(a)).toBe(entry.cacheKey(b));
    expect(entry.cacheKey(a)).not.toBe(entry.cacheKey(c));
    // The native app's token counts as there or not: every player's token is one page.
    const token = (t: string) => requestOf({ path: `${PATH.home}?token=${t}`, layout: 'mobile' });
    expect(entry.cacheKey(token('a'))).toBe(entry.cacheKey(token('b')));
    expect(entry.cacheKey(token('a'))).not.toBe(entry.cacheKey(requestOf({ path: PATH.home, layout: 'mobile' })));
  });
});
