/**
 * The server's entry (Vite builds it to dist/server/entry-server.js; server/render/ loads it): renders a
 * public page of either route table to HTML with React's streaming renderer, from the same routes, pages
 * and machines as the browser (design "First screen from the server").
 *
 * Per request: a root whose session and page flows run on the server's own API, called in-process (the
 * request's `fetch`, no socket); storage stand-ins seeded from the hint cookies (locale, notice popup seen);
 * the layout guessed by the server. The session and every flow a page starts settle before the HTML is
 * written (src/flow/flow-snapshots.ts), and their persisted snapshots go with the HTML (`state`), so the
 * browser hydrates from them without asking again. With the signed-in hint the session is not asked for (the
 * token stays in the browser): the page renders as the browser's first render will, still loading.
 *
 * Renders are independent of each other and run at once: each has its own root, storage stand-ins and API
 * client; its locale's Lingui instance (one per locale, never switched: localeI18n), its layout and its time
 * zone are given to the tree (AppFrame, ServerFacts) — no module state is written per request.
 */
import { Writable } from 'node:stream';
import { isValidElement, StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, Navigate, StaticRouter, type RouteObject } from 'react-router';
import { createApiClient } from './api/client';
import { AppFrame, AppRoutes, FLOWS_ROUTE, ServerFacts } from './app/app';
import { serverFlows, whenSettled } from './flow/flow-snapshots';
import { MovedTo, RequireMember, VisitorOnly } from './app/guard';
import type { Layout } from './lib/use-layout';
import { createAppRoot } from './flow/root';
import { desktopRoutes, mobileRoutes, routeModules } from './app/routes';
import { deviceFacts } from './actors/popups.actors';
import { initialLocale, localeI18n, type Locale } from './i18n/i18n';
import { commonFields } from './lib/device';
import { setHtmlParser } from './lib/html-tree';
import { parse5Body } from './lib/html-tree-server';
import { platformFor } from './lib/layout';
import { serializeState, type SsrState } from './lib/ssr-state';
import { DEFAULT_TIME_ZONE, HINT_COOKIES, seedFromCookies } from './lib/hint-cookies';
import { knownTimeZone, zoneOffsetMinutes, type ShownZone } from './lib/dates';
import { memoryStorage } from './lib/storage-keys';
import { createTokenStore } from './lib/token-store';
import { operations } from '../contract/operations.gen';
import { CENTRE_ACTIVITY_PARAM, PATH } from '../contract/paths';

export interface RenderRequest {
  /** Path and query of the page. */
  readonly url: string;
  /** The request's cookies: the hint cookies among them say what this browser holds (src/lib/hint-cookies.ts). */
  readonly cookies: Readonly<Record<string, string>>;
  readonly layout: Layout;
  readonly userAgent: string;
  /** The origin the page was asked on (what the browser's `location.origin` will be). */
  readonly origin: string;
  /** The server's API, in-process. */
  readonly fetch: (request: Request) => Promise<Response>;
}

export type RenderResult =
  /**
   * Rendered: the markup of #root, the serialized snapshots (already escaped for a <script>), and the source
   * modules the browser needs first (keys of the build's manifest: the route's lazy pages and their catalogs)
   * for the modulepreload hints.
   */
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly lang: Locale;
      readonly html: string;
      readonly state: string;
      readonly modules: readonly string[];
    }
  /** The route moves elsewhere. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** Not rendered here (a member page, /flows): the client-rendered shell serves it. */
  | { readonly kind: 'client' };

/** How long a render may take before it is abandoned (the client-rendered shell is served instead). */
const RENDER_TIMEOUT_MS = 5000;

type Disposition = { kind: 'render'; status: number } | { kind: 'redirect'; to: string } | { kind: 'client' };

/** The route tables (fixed: built once). */
const ROUTES = { mobile: mobileRoutes(FLOWS_ROUTE), desktop: desktopRoutes(FLOWS_ROUTE) } as const;
const routesOf = (layout: Layout) => ROUTES[layout];

/**
 * Dispositions by layout, sign-in and path: matching a path against a whole route table costs milliseconds
 * (react-router flattens and ranks the table on every match), and every request's cache key needs one. A memo of
 * a function of the fixed tables: no render reads it. Bounded (a crawler's paths empty it).
 */
const dispositions = new Map<string, Disposition>();
const DISPOSITIONS_MAX = 2000;

/** What the route table does with `pathname`: render (public, or visitor-only for a visitor), redirect, or leave to the client. */
function dispose(layout: Layout, pathname: string, search: string, signedIn: boolean): Disposition {
  const key = `${layout}|${signedIn ? 1 : 0}|${pathname}`;
  let disposition = dispositions.get(key);
  if (!disposition) {
    disposition = match(layout, pathname, signedIn);
    if (dispositions.size >= DISPOSITIONS_MAX) dispositions.clear();
    dispositions.set(key, disposition);
  }
  // The query goes on (a landing's parameters reach the browser's address).
  return disposition.kind === 'redirect' ? { kind: 'redirect', to: `${disposition.to}${search}` } : disposition;
}

/** The route's lazy pages' modules and catalog areas (routeModules; memoized as `dispositions`, same bound). */
const modulesOfPages = new Map<string, ReturnType<typeof routeModules>>();
function pageModules(layout: Layout, pathname: string): ReturnType<typeof routeModules> {
  const key = `${layout}|${pathname}`;
  let modules = modulesOfPages.get(key);
  if (!modules) {
    modules = routeModules(routesOf(layout), pathname);
    if (modulesOfPages.size >= DISPOSITIONS_MAX) modulesOfPages.clear();
    modulesOfPages.set(key, modules);
  }
  return modules;
}

/**
 * The branch of the layout's table that matches `pathname` (each matched route with only the next one as its
 * child): useRoutes finds the same routes in it as in the whole table — the other branches only ever lost to
 * this one — without flattening and ranking every route of the table on each render. Memoized as `dispositions`.
 */
const branches = new Map<string, RouteObject[]>();
function matchedBranch(layout: Layout, pathname: string): RouteObject[] {
  const key = `${layout}|${pathname}`;
  let branch = branches.get(key);
  if (!branch) {
    const matches = matchRoutes(routesOf(layout), pathname) ?? [];
    branch = matches.reduceRight<RouteObject[]>(
      (children, { route }) => [{ ...route, children: children.length ? children : undefined } as RouteObject],
      [],
    );
    if (branches.size >= DISPOSITIONS_MAX) branches.clear();
    branches.set(key, branch);
  }
  return branch;
}

/** `dispose` for a path without its query (a redirect's `to` is the route's). */
function match(layout: Layout, pathname: string, signedIn: boolean): Disposition {
  const matches = matchRoutes(routesOf(layout), pathname) ?? [];
  if (pathname === PATH.flows || pathname.startsWith(`${PATH.flows}/`)) return { kind: 'client' };
  // The withdraw-only area runs on a session kept in the tab's sessionStorage, which no request carries: like a
  // member page, the browser renders it (a server page would say "sign in" and the browser would not agree).
  if (pathname === PATH.withdrawOnly || pathname.startsWith(`${PATH.withdrawOnly}/`)) return { kind: 'client' };
  for (const { route } of matches) {
    const element = route.element;
    if (!isValidElement(element)) continue;
    if (element.type === RequireMember) return { kind: 'client' };
    if (element.type === VisitorOnly && signedIn) return { kind: 'client' };
    if (element.type === MovedTo) return { kind: 'redirect', to: (element.props as { to: string }).to };
    if (element.type === Navigate) {
      const to = (element.props as { to: unknown }).to;
      if (typeof to === 'string' && route.index) return { kind: 'redirect', to };
    }
  }
  const last = matches.at(-1)?.route;
  return { kind: 'render', status: last?.path === '*' ? 404 : 200 };
}

/** The player's time zone (the `tz` cookie), else the product's. */
const timeZoneOf = (cookies: Readonly<Record<string, string>>): string =>
  knownTimeZone(cookies[HINT_COOKIES.timeZone]) ?? DEFAULT_TIME_ZONE;

/**
 * The query parameters a server render reads — the only ones its HTML and snapshots can depend on: the
 * activity centre's explained entry, the search page's words, /start's game, a social login's return
 * (`state`, `code`), the member pages' own (rendered by the browser today; listed so a page made public keeps
 * them), and `token`, which counts only as there or not (the native app opened the page: deviceFacts).
 * Every other parameter — the landing's ad parameters and click ids (ad_params: entry, proxy_id,
 * install_referrer, fbp, fbc, ttclid, outValue; aid, share_referrer, utm_*, gclid, fbclid, …) — is for the
 * browser, which reads it from its own address (src/lib/affiliate.ts), and leaves the page as it is: it is not
 * part of the cache key, so one campaign is one cache entry. tests/server/ssr-concurrency.test.ts checks that
 * every parameter the app reads is listed here, and that other parameters change nothing a render writes.
 */
export const RENDER_QUERY: Readonly<Record<string, 'value' | 'presence'>> = {
  [CENTRE_ACTIVITY_PARAM]: 'value',
  q: 'value',
  gameId: 'value',
  state: 'value',
  code: 'value',
  token: 'presence',
  // Member pages: records, safebox, bank card binding, deposit.
  tab: 'value',
  back: 'value',
  id: 'value',
  type: 'value',
  actType: 'value',
  amount: 'value',
  awardId: 'value',
  propId: 'value',
};

/** `url`'s path with only the parameters a render reads (RENDER_QUERY), in their order. */
function renderedUrl(url: URL): string {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    const use = Object.hasOwn(RENDER_QUERY, name) ? RENDER_QUERY[name] : undefined;
    if (use) kept.append(name, use === 'value' ? value : '');
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The cache key of a rendered page: everything the HTML depends on besides the server's data — the path and
 * the parameters a render reads (not the landing's others: RENDER_QUERY), except for a redirect, which carries
 * the whole query on.
 */
export function cacheKey(request: Omit<RenderRequest, 'fetch'>): string {
  const url = new URL(request.url, 'http://ssr.invalid');
  const seed = seedFromCookies(request.cookies);
  const disposition = dispose(request.layout, url.pathname, url.search, seed.hints.signed_in !== null);
  return JSON.stringify([
    request.origin,
    disposition.kind === 'redirect' ? `${url.pathname}${url.search}` : renderedUrl(url),
    request.layout,
    timeZoneOf(request.cookies),
    seed.hints,
    deviceFacts(request.userAgent, false, url.search),
  ]);
}

setHtmlParser(parse5Body);

/** The calls a server render may make: anonymous reads, which change nothing (paths of contract operations). */
const SERVER_READS: ReadonlySet<string> = new Set(
  operations
    .filter((op) =>
      [
        'anonymousAppConfig',
        'anonymousLobbyTips',
        'anonymousTradeInfo',
        // The weekend lottery's public page (a visitor sees the week, the prizes and the last results).
        'anonymousWeekendLottery',
        'getBonusTickers',
        'getLoginThirdConfigList',
        'getCustomerServices',
        'getPromotionalVideoList',
      ].includes(op.operationId),
    )
    .map((op) => op.path),
);

/** Renders one page (independent of any other render under way: see the file's head). */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://ssr.invalid');
  const seed = seedFromCookies(request.cookies);
  const signedIn = seed.hints.signed_in !== null;
  const disposition = dispose(request.layout, url.pathname, url.search, signedIn);
  if (disposition.kind !== 'render') return disposition;

  const localStore = memoryStorage(seed.local);
  const tabStore = memoryStorage(seed.tab);
  // The browser's rule: the stored locale, else th-TH.
  const locale = initialLocale(localStore);
  const i18n = await localeI18n(locale);
  const timeZone = timeZoneOf(request.cookies);
  const timeZoneOffset = zoneOffsetMinutes(timeZone);
  const shownZone: ShownZone = { timeZone, offsetMinutes: timeZoneOffset };
  const tokens = createTokenStore(localStore);
  const flows = serverFlows();
  // Only the reads of a visitor's first screen run here (SERVER_READS). Any other call — a sign-in's, a
  // social login's code exchange, anything of a player's (the signed-in hint: the token is the browser's) —
  // is left to the browser: it never answers, the render stops waiting, and the flow that asked is not sent,
  // so the browser starts it afresh in the state the server rendered and makes the call once, itself.
  const fetch = (r: Request): Promise<Response> => {
    if (!signedIn && SERVER_READS.has(new URL(r.url).pathname)) return request.fetch(r);
    flows.release();
    return new Promise<Response>((_, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason)));
  };
  const api = createApiClient({
    // Requests need an absolute address in Node; they never leave the process (`fetch` answers them).
    baseUrl: 'http://ssr.invalid',
    getToken: () => null,
    getCommonFields: () => commonFields(localStore, platformFor(request.layout), locale),
    onSessionExpired: () => undefined,
    fetch: (input, init) => fetch(new Request(input, init)),
  });
  const root = createAppRoot(
    {
      api,
      tokens,
      localStore,
      tabStore,
      userAgent: request.userAgent,
      origin: request.origin,
      redirect: () => undefined,
      // The server renders no session area's page with a session (its token is in the tab's sessionStorage).
      sessionApi: () => api,
    },
    { flows },
  );
  try {
    if (!signedIn) await whenSettled(root.session);
    // The matched branch where the router's path (the request's own) is the one matched here; else the table.
    const routes =
      request.url.split(/[?#]/, 1)[0] === url.pathname ? matchedBranch(request.layout, url.pathname) : undefined;
    const element: ReactElement = (
      <StrictMode>
        <ServerFacts layout={request.layout} timeZone={shownZone}>
          <StaticRouter location={request.url}>
            <AppFrame root={root} layout={request.layout} i18n={i18n}>
              <AppRoutes root={root} layout={request.layout} routes={routes} />
            </AppFrame>
          </StaticRouter>
        </ServerFacts>
      </StrictMode>
    );
    const html = await renderToString(element);
    const flowSnapshots = flows.persisted();
    const page = await pageModules(request.layout, url.pathname);
    // Not the popup host's code nor its catalog, even when a popup shows: its part of the page hydrates on its own
    // once the page's content has (src/app/app.tsx ServerPopupHost), and asks for them then.
    const areas = ['common', ...page.areas];
    const modules = [...page.modules, ...areas.map((area) => `src/i18n/locales/${locale}/${area}.po`)];
    const state: SsrState = {
      v: 1,
      locale,
      layout: request.layout,
      timeZone,
      timeZoneOffset,
      signedIn,
      noticeSeen: seed.hints.notice_seen !== null,
      hints: seed.hints,
      areas,
      session: signedIn ? null : root.session.getPersistedSnapshot(),
      flows: flowSnapshots,
    };
    return { kind: 'page', status: disposition.status, lang: locale, html, state: serializeState(state), modules };
  } finally {
    flows.stopAll();
    root.session.stop();
    root.toasts.stop();
  }
}

/** The whole markup once every boundary has resolved (the page is sent, and cached, complete). */
function renderToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline in the order of the page: no boundary is sent apart with a script to reveal it
      // (the CSP allows no inline script, and the whole page is sent at once anyway).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A boundary that failed on the server is rendered by the browser (React's own recovery).
        if (!(error instanceof Error && /aborted/i.test(error.message))) console.error('ssr:', error);
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error('render timed out'));
      reject(new Error('render timed out'));
    }, RENDER_TIMEOUT_MS);
  });
}
