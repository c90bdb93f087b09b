/**
 * The app's own part of a server, the same in both modes (the reference server, server/app.ts, and the app
 * tier in front of an operator's API, server/tier/app.ts): the built files with their cache headers and
 * precompressed forms, the server-rendered pages (server/render/), /healthz, and the answer to a page's form
 * sent before its scripts took over. Nothing here knows where the API lives: the render's `api` says.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { PATH } from '../../contract/paths';
import { createPageRenderer, type Entry, type PageRendererOptions } from '../render/index';
import { withRumMeta, type RumSettings } from './rum';

export interface SiteOptions {
  /** The built app (absent in API-only tests: no files, no pages). */
  readonly distDir: string | undefined;
  /** The app's server entry (tests load src/entry-server.tsx); default: distDir's build. */
  readonly serverEntry?: () => Promise<Entry>;
  /** SSR (on by default): pages rendered on the server; off, the client-rendered shell. */
  readonly ssr: boolean;
  readonly api: PageRendererOptions['api'];
  /** Upstream mode: the render's budget (SSR_BUDGET_MS). */
  readonly renderBudgetMs?: number;
  /** The headers the server's middleware sets on every answer: a cached page sent before it carries them. */
  readonly headers?: PageRendererOptions['headers'];
  readonly log: (message: string, error?: unknown) => void;
  /** Whether the API answers (/readyz): the upstream's `preLogin`; in-process, always. */
  readonly ready: () => boolean | Promise<boolean>;
  /** What pages report to /rum (tier/rum.ts): every page's head says it. */
  readonly rum?: RumSettings;
  /** The /flows review page is on (FLOWS_PAGE): its shell's policy allows Mermaid's inline styles. */
  readonly flowsPage?: boolean;
}

/**
 * A page GET the short page cache answers, sent straight on node:http before `app` sees it (true), or nothing
 * sent (false). Every path such a page has is one `app` routes to its pages: only a page's render fills the cache.
 */
export type CachedPage = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

const noPage: CachedPage = () => false;

/**
 * Mounts /healthz, /readyz, /favicon.ico and, with a build, its files and pages (last: pages answer every GET).
 * Returns the way to answer a cached page before `app` (server/render/: `cached`).
 */
export function mountSite(app: Hono, options: SiteOptions): CachedPage {
  // Alive: the process answers (/livez; /healthz, its older name). Ready: its API answers too and (app tier) it
  // is warm and not stopping (tier/shutdown.ts): a load balancer sends players only there.
  app.get('/livez', (c) => c.json({ ok: true }));
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    return (await options.ready()) ? c.json({ ok: true }) : c.json({ ok: false, api: 'unreachable' }, 503);
  });
  // Browsers ask for /favicon.ico on pages that name no icon (the sandbox pages): the app's icon.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));

  const distDir = options.distDir;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return noPage;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pages = createPageRenderer({
    distDir,
    template: options.rum ? withRumMeta(template, options.rum) : template,
    ...(options.serverEntry ? { entry: options.serverEntry } : {}),
    api: options.api,
    ...(options.renderBudgetMs !== undefined ? { budgetMs: options.renderBudgetMs } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.flowsPage ? { stylesInline: isFlowsPath } : {}),
    now: () => Date.now(),
    log: options.log,
  });
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      // The build writes .br and .gz next to every compressible file (vite.config.ts, precompress).
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const files = serveStatic({
    root: distDir,
    precompressed: true,
    // The service worker and the files it keeps in step with it are revalidated on every use, so an installed
    // app finds a new release on its next check rather than after an HTTP cache expires.
    onFound: (path, c) => {
      if (/\/(sw\.js|manifest\.webmanifest|offline\.(html|css|js))(\.br|\.gz)?$/.test(path))
        c.header('Cache-Control', 'no-cache');
    },
  });
  // Pages are never the built index.html itself (they are rendered); the server entry and the build's
  // manifest are not sent. Only the build's own files go to the disk: a page's path (most GETs: every campaign
  // click) would otherwise cost a look-up of the path and its .br and .gz before the page cache answers.
  const built = builtFiles(distDir);
  app.use('*', (c, next) => (built.has(c.req.path) ? files(c, next) : next()));
  // Every other GET is a page: server-rendered (server/render/), or the client-rendered shell with SSR=off.
  app.get('*', (c) => (options.ssr ? pages.page(c) : pages.shell(c)));
  // A page's form sent before its scripts took over (login, registration): nothing of it is read or kept;
  // the same page again, by GET.
  app.post('*', (c) => {
    if (/^\/(app|sandbox|static|__dev)\//.test(c.req.path))
      return c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404);
    // Never off the site: `//host/…` (or `/\host/…`) is another origin to a browser, so the path keeps one slash.
    const url = new URL(c.req.url);
    return c.redirect(`/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`, 303);
  });
  return options.ssr ? (incoming, outgoing) => pages.cached(incoming, outgoing) : noPage;
}

/** The /flows review page's addresses (contract/paths.ts `flows`, `flowsMachine`). */
function isFlowsPath(path: string): boolean {
  return path === PATH.flows || path.startsWith(`${PATH.flows}/`);
}

/**
 * The build's files served by path (its top level and folders such as icons/), as URL paths; not assets/ (served
 * above), the server entry, the build's manifest, the precompressed twins (served in place of their file) or
 * index.html (pages are rendered). Read once at start: a new build is served by a restarted server.
 */
function builtFiles(distDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const url = '/' + relative(distDir, path).split('\\').join('/');
      if (entry.isDirectory()) {
        if (!['/assets', '/server', '/.vite'].includes(url)) walk(path);
      } else if (!/\.(br|gz)$/.test(entry.name) && url !== '/index.html') found.add(url);
    }
  };
  walk(distDir);
  return found;
}
