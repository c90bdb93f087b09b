/**
 * Builds the whole reference server from injected dependencies: the API, the sandbox stand-ins for third
 * parties, generated assets, short links, dev-only helpers, and the app's own part (tier/site.ts: the built
 * SPA and its pages, which the app tier in front of an operator's API serves too, server/tier/app.ts). Tests build it with a temporary
 * database, a controllable clock and an in-memory SMS sink.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { Registry } from 'prom-client';
import { createApi, type ApiCore } from './api';
import { bodyLimitFor, clientGone, limitBody, nobodyToAnswer, refuseOversized } from './body-limit';
import { OWN_ORIGIN_ONLY, securityHeaderList, securityHeadersOf } from './security-headers';
import type { Clock, Deps, Handlers, Random, SmsSink } from './context';
import { sql } from './db/sql';
import { mountAssets } from './assets';
import { mountDev } from './dev';
import { handlers } from './routes/index';
import { mountSandbox } from './sandbox/index';
import { mountShortLinks } from './short-links';
import { fromScraper, LOOPBACK } from './tier/observe';
import { mountRum } from './tier/rum';
import { mountSite } from './tier/site';

export const systemClock: Clock = { now: () => Date.now() };
export const systemRandom: Random = { bytes: (n) => randomBytes(n), int: (max) => randomInt(max) };

/**
 * The SMS gateway stand-in. With the dev helpers on (config.devHelpers, never in production: as mountDev) a
 * message lands in the sms_outbox table, which GET /__dev/sms reads to show developers and tests their codes.
 * Otherwise nobody may read it, so nothing is kept: the message (and the one-time code in it) is dropped, and
 * whatever an earlier start left in the outbox is deleted when the sink is made.
 */
export function outboxSms(deps: Pick<Deps, 'db' | 'clock' | 'config'>): SmsSink {
  if (!deps.config.devHelpers || deps.config.production) {
    sql(deps.db, 'DELETE FROM sms_outbox').run();
    return { send() {} };
  }
  return {
    send(message) {
      sql(deps.db, 'INSERT INTO sms_outbox (mobile, text, code, created_at) VALUES (?, ?, ?, ?)').run(
        message.mobile,
        message.text,
        message.code,
        deps.clock.now(),
      );
    },
  };
}

/** The whole server as a Hono app (unit tests drive it with app.request). */
export function createApp(deps: Deps, table: Handlers = handlers): Hono {
  return buildApp(deps, createApi(deps, table));
}

/**
 * The server's node:http listener: JSON API calls are answered straight on Node's request and response
 * (their Web Request/Response wrapping cost more than the calls' own work: refreshData ran at a quarter of
 * a raw node:http server's rate through it); everything else — pages, assets, sandbox, uploads, 404/405 —
 * goes through the Hono app.
 */
function createListener(deps: Deps, table: Handlers = handlers): RequestListener {
  const api = createApi(deps, table);
  const app = buildApp(deps, api);
  const fallback = getRequestListener(app.fetch);
  return (incoming, outgoing) => {
    // Bodies are limited before anything reads them (body-limit.ts).
    const path = (incoming.url ?? '/').split('?', 1)[0]!;
    if (refuseOversized(incoming, outgoing, bodyLimitFor(incoming.method ?? 'GET', path))) return;
    if (!api.serveNode(incoming, outgoing)) void fallback(incoming, outgoing);
  };
}

/**
 * Listens on `port` (0: any free port) and resolves once it accepts connections. `table` replaces the
 * handlers in tests that need a handler to misbehave.
 */
export function listen(deps: Deps, port: number, hostname: string, table: Handlers = handlers): Promise<Server> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      // Without PUBLIC_URL, links go to the address the server listens on (its port is known only now; no
      // request can arrive before this callback has attached the listener).
      const port = (server.address() as AddressInfo).port;
      const config = deps.config.publicUrl
        ? deps.config
        : {
            ...deps.config,
            publicUrl: listeningOrigin(hostname, port),
            // The loopback names of the same server are the same site: opened as 127.0.0.1 or [::1], the
            // payment frame and share links stay on the origin the player is on (frame-src 'self').
            allowedOrigins: [...deps.config.allowedOrigins, ...loopbackOrigins(hostname, port)],
          };
      server.on('request', createListener({ ...deps, config }, table));
      resolve(server);
    });
  });
}

/** Without PUBLIC_URL: the loopback names a server listening on every interface (`npm start`) answers to. */
export function loopbackOrigins(hostname: string, port: number): string[] {
  const loopback = ['', '0.0.0.0', '::'].includes(hostname);
  return loopback ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`] : [];
}

/** `http://<host>:<port>` of a listening address; `localhost` for every interface. */
export function listeningOrigin(hostname: string, port: number): string {
  const any = hostname === '' || hostname === '0.0.0.0' || hostname === '::';
  const host = any ? 'localhost' : isIPv6(hostname) ? `[${hostname}]` : hostname;
  return `http://${host}:${port}`;
}

function buildApp(deps: Deps, api: ApiCore): Hono {
  const app = new Hono();
  // The API answers with its own headers; everything registered after this middleware gets the full set.
  app.route('/', api.routes);
  // As a backend on its own origin, the site's other origins (ALLOWED_ORIGINS: the app tiers') frame its
  // pages (payment, game, chat) and show its images (security-headers.ts).
  const headers = securityHeaderList({ ...OWN_ORIGIN_ONLY, frameAncestors: deps.config.allowedOrigins });
  app.use('*', securityHeadersOf(headers));
  // Sandbox forms (and anything else that reads a body) read at most their limit, counted while streaming.
  app.use(
    '*',
    limitBody((c) => bodyLimitFor(c.req.method, c.req.path)),
  );

  mountSandbox(app, deps);
  mountAssets(app, deps);
  mountShortLinks(app, deps);
  // Dev helpers: on loopback only by default, never in production (config.ts devHelpers, docs/security.md).
  if (deps.config.devHelpers && !deps.config.production) mountDev(app, deps);

  // Players' speed and errors (tier/rum.ts), as on the app tier: /rum, and /metrics for this machine (or
  // METRICS_ALLOW) with their figures.
  const observe = deps.observe ?? { registry: new Registry(), log: { info: () => undefined, warn: () => undefined } };
  mountRum(app, { registry: observe.registry, log: observe.log, trustProxy: deps.config.trustProxy });
  const metricsAllow = new Set(deps.config.metricsAllow ?? LOOPBACK);
  app.get('/metrics', async (c) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    if (!fromScraper(env?.incoming?.socket?.remoteAddress, (name) => c.req.header(name), metricsAllow))
      return c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404);
    c.header('Cache-Control', 'no-store');
    return c.body(await observe.registry.metrics(), 200, { 'content-type': observe.registry.contentType });
  });

  mountSite(app, {
    distDir: deps.distDir,
    ...(deps.serverEntry ? { serverEntry: deps.serverEntry } : {}),
    ssr: deps.config.ssr,
    // In-process: the request never leaves the process (the visitor and the budget do not apply).
    api: (request) => api.routes.fetch(request),
    log: deps.log ?? ((message, error) => console.error(message, error)),
    ready: () => deps.db.open,
    rum: deps.config.rum,
    // The policy a page extends (its inline <style>'s hash), and the /flows page's exception.
    headers,
    flowsPage: deps.config.flowsPage,
  });

  app.notFound((c) => c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404));
  app.onError((error, c) => {
    // A client that went away mid-request broke its own body: a normal event, and nobody to answer.
    if (clientGone(c)) return nobodyToAnswer();
    (deps.log ?? console.error)('unhandled error', error);
    return c.json({ code: 500, errcode: 500, msg: 'Internal error' }, 500);
  });
  return app;
}
