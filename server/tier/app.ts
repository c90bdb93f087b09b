/**
 * The app tier in front of an operator's `/app/v1` API (upstream mode, API_UPSTREAM; docs/deployment.md):
 * the built app and its server-rendered pages (tier/site.ts, the same as the reference server's), with the
 * security headers and compression of a page, and everything the API owns forwarded to it (tier/upstream.ts):
 * `/app/v1/*`, and the addresses its answers point players at — generated images (`/static/*`), short and
 * follow links (`/s/*`, `/t/*`) and, where the upstream has them, its sandbox pages (`/sandbox/*`). No
 * database, key pair, sandbox, seed or dev helper lives here: this process keeps nothing a request needs, so
 * any number of them can stand behind a load balancer.
 *
 * Imports nothing of the reference backend (server/domain, server/db, server/sandbox, server/routes, …):
 * eslint.config.js's zone "the app tier" says so.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { Hono } from 'hono';
import { PATH } from '../../contract/paths';
import { RUM_PATH } from '../../contract/rum';
import { getRequestListener } from '@hono/node-server';
import { answerThenClose, bodyLimitFor, clientGone, limitBody, nobodyToAnswer, refuseOversized } from '../body-limit';
import { tierOrigins, type ServerConfig, type TierConfig } from '../config';
import type { Entry } from '../render/index';
import { securityHeaderList, securityHeadersOf } from '../security-headers';
import { encode } from '../api-answer';
import { normaliseTarget } from './paths';
import type { Exposition } from './cluster-metrics';
import { createObserver } from './observe';
import { mountRum } from './rum';
import { createLifecycle, type Lifecycle } from './shutdown';
import { mountSite } from './site';
import { createUpstream, type Upstream } from './upstream';

/** What the upstream owns: its API and the addresses its answers link to (tier/paths.ts FORWARDED_PREFIXES). */
export const FORWARDED = /^\/(?:app\/v1|static|s|t|sandbox)\//;

export interface TierDeps {
  readonly config: ServerConfig;
  readonly tier: TierConfig;
  readonly distDir: string | undefined;
  /** The app's server entry (tests load src/entry-server.tsx); default: distDir's build. */
  readonly serverEntry?: () => Promise<Entry>;
  readonly log?: (message: string, error?: unknown) => void;
  /** The total time a forwarded request's body may take to arrive (tier/upstream.ts; tests shorten it). */
  readonly bodyDeadlineMs?: { readonly json: number; readonly upload: number };
  /** Where the JSON line of each request goes (tier/observe.ts; tier/main.ts: stdout); none without it. */
  readonly requestLog?: { write(line: string): void };
}

export interface Tier {
  readonly app: Hono;
  readonly listener: RequestListener;
  readonly upstream: Upstream;
  /** Warm, ready, stopping (tier/shutdown.ts). */
  readonly lifecycle: Lifecycle;
  /** What /metrics answers (tier/observe.ts): for METRICS_PORT's own listener. */
  readonly metrics: Exposition;
}

/**
 * A listening app tier: `lifecycle.drain(server)` stops it without cutting a request (tier/main.ts, SIGTERM);
 * `metrics` is what its /metrics answers.
 */
export type TierServer = Server & { readonly lifecycle: Lifecycle; readonly metrics: Exposition };

export function createTier(deps: TierDeps): Tier {
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  // The site's policy names the other origins its pages use (GAME_ORIGINS, …: security-headers.ts).
  const headers = securityHeaderList(tierOrigins(deps.tier));
  const observer = createObserver({
    ...(deps.tier.metricsAllow ? { allow: deps.tier.metricsAllow } : {}),
    elsewhere: deps.tier.metricsPort !== undefined,
    destination: deps.requestLog ?? { write: () => undefined },
  });
  const upstream = createUpstream({
    origin: deps.tier.upstream,
    timeoutMs: deps.tier.timeoutMs,
    trustProxy: deps.config.trustProxy,
    ...(deps.bodyDeadlineMs ? { bodyDeadlineMs: deps.bodyDeadlineMs } : {}),
    headers,
    watch: observer.watch,
  });
  const lifecycle = createLifecycle({
    graceMs: deps.tier.shutdownGraceMs ?? 10_000,
    deadlineMs: deps.tier.shutdownDeadlineMs ?? 20_000,
  });
  const app = new Hono();
  app.use('*', securityHeadersOf(headers));
  app.use(
    '*',
    limitBody((c) => bodyLimitFor(c.req.method, c.req.path)),
  );
  // Players' speed and errors (tier/rum.ts): on the tier's own /metrics and log.
  mountRum(app, { registry: observer.registry, log: observer.log, trustProxy: deps.config.trustProxy });
  const cachedPage = mountSite(app, {
    distDir: deps.distDir,
    ...(deps.serverEntry ? { serverEntry: deps.serverEntry } : {}),
    ssr: deps.config.ssr,
    api: (request, visitor, signal) => upstream.call(request, visitor, signal),
    renderBudgetMs: deps.tier.renderBudgetMs,
    headers,
    log,
    ready: () => lifecycle.ready && upstream.ready(),
    rum: deps.config.rum,
    flowsPage: deps.config.flowsPage,
  });
  app.notFound((c) => c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404));
  app.onError((error, c) => {
    if (clientGone(c)) return nobodyToAnswer();
    log('unhandled error', error);
    return c.json({ code: 500, errcode: 500, msg: 'Internal error' }, 500);
  });

  const fallback = getRequestListener(app.fetch);
  const listener: RequestListener = lifecycle.track(
    observer.wrap((incoming, outgoing, kindIs) => {
      // The path is normalised before anything routes on it, and only the normalised one goes on (tier/paths.ts).
      const target = normaliseTarget(incoming.url ?? '/');
      if (!target.ok) {
        const refused = encode({ status: 400, body: { code: 400, errcode: 400, msg: target.reason } }, undefined);
        for (const [name, value] of headers) refused.headers.push(name, value);
        answerThenClose(incoming, outgoing, refused);
        return;
      }
      const path = target.path;
      incoming.url = path + target.query;
      // Bodies are limited before anything reads them (body-limit.ts), forwarded ones while they stream.
      const limit = bodyLimitFor(incoming.method ?? 'GET', path);
      if (refuseOversized(incoming, outgoing, limit)) return;
      if (FORWARDED.test(path)) {
        kindIs(path.startsWith('/app/v1/') ? 'api' : 'forwarded');
        // The request's id (kept or made: observe.ts) goes upstream with it.
        incoming.headers['x-request-id'] = String(outgoing.getHeader('x-request-id'));
        upstream.forward(incoming, outgoing, limit);
      }
      // A page the short cache holds (a campaign's clicks) is sent before the Hono app: it would cost more than
      // the answer (the cached answer carries the same headers).
      else if (cachedPage(incoming, outgoing)) kindIs('cached_page');
      else {
        if (path === RUM_PATH) kindIs('rum');
        void fallback(incoming, outgoing);
      }
    }),
  );
  return { app, listener, upstream, lifecycle, metrics: observer.exposition };
}

/**
 * Renders the home in both layouts once, before the process takes requests: a new process's first render
 * loads the entry and the pages' modules, which would spend a visitor's render budget. Its outcome does not
 * matter (with the upstream down it is the shell, and the modules are loaded all the same).
 */
async function warmUp(app: Hono): Promise<void> {
  for (const layout of ['mobile', 'desktop'])
    await Promise.resolve(app.request(PATH.home, { headers: { cookie: `layout=${layout}` } })).catch(() => undefined);
}

/**
 * Listens on `port` (0: any free port) and resolves once it accepts connections; with `warm`, after one
 * render of the home in each layout (`warmUp`).
 */
export async function listenTier(deps: TierDeps, port: number, hostname: string, warm = false): Promise<TierServer> {
  const tier = createTier(deps);
  if (warm) await warmUp(tier.app);
  tier.lifecycle.warm();
  const server = Object.assign(createServer(tier.listener), { lifecycle: tier.lifecycle, metrics: tier.metrics });
  // A load balancer keeps its connections to us open while idle (nginx: 60 s, cloud balancers: 60 s): we keep
  // them longer, so it never sends a request on one we have just closed (it would answer 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('close', () => tier.upstream.close());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
