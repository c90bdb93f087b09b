/**
 * What an operator watches of an app-tier process: Prometheus metrics (prom-client) answered at `/metrics` on
 * the tier's own port to the addresses METRICS_ALLOW names (default: loopback only, so the public internet never
 * sees them) — or, with METRICS_PORT, on that port only (`metricsListener`) — and one JSON log line per request
 * (pino). Every request has an id: the incoming `X-Request-Id` when it is a sane token, else a new one; it is
 * forwarded upstream and echoed.
 *
 * With WEB_CONCURRENCY > 1 each worker counts what it serves and /metrics answers the figures of every worker
 * together, whichever worker is asked (tier/cluster-metrics.ts).
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { ownFigures, workerFigures, type Exposition } from './cluster-metrics';
import type { UpstreamWatch } from './upstream';

/** What a request was, for the figures and the log. */
export type RequestKind =
  'cached_page' | 'rendered_page' | 'api' | 'forwarded' | 'static' | 'redirect' | 'health' | 'metrics' | 'rum';

export interface ObserveOptions {
  /** Addresses /metrics answers (METRICS_ALLOW); default loopback. */
  readonly allow?: readonly string[];
  /** /metrics is answered on a port of its own (METRICS_PORT): the tier's port answers it 404, to anyone. */
  readonly elsewhere?: boolean;
  /** Where the log lines go (tests); default stdout. */
  readonly destination?: { write(line: string): void };
}

/** The addresses /metrics answers by default: this machine's. */
export const LOOPBACK: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
const HEALTH = new Set(['/livez', '/healthz', '/readyz']);
/** A request id we keep: a token of up to 128 safe characters (no header or log injection). */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface Observer {
  readonly registry: Registry;
  /** What /metrics answers: this process's figures, or in a worker every worker's (tier/cluster-metrics.ts). */
  readonly exposition: Exposition;
  /** The upstream's failed and repeated exchanges (tier/upstream.ts), counted. */
  readonly watch: UpstreamWatch;
  readonly log: Logger;
  /**
   * Wraps the tier's listener: the request id, /metrics, the figures and the log line. `classify` says what
   * a request was once answered (the listener knows: forwarded, a cached page).
   */
  wrap(
    listener: (incoming: IncomingMessage, outgoing: ServerResponse, mark: (kind: RequestKind) => void) => void,
  ): RequestListener;
}

const NOT_FOUND = '{"code":404,"errcode":404,"msg":"Not found"}';

/**
 * Whether a request for /metrics comes from a scraper `allow` admits (null: any address): from one of its
 * addresses, and not through a proxy. A reverse proxy on the same machine connects from loopback on behalf of
 * anyone on the internet; it names them in X-Forwarded-For (or Forwarded), which a scraper never sends.
 */
export function fromScraper(
  remoteAddress: string | undefined,
  header: (name: string) => string | string[] | undefined,
  allow: ReadonlySet<string> | null,
): boolean {
  if (header('x-forwarded-for') !== undefined || header('forwarded') !== undefined) return false;
  return allow === null || allow.has(remoteAddress ?? '');
}

/** Answers a GET /metrics: `exposition`'s text to the scrapers `allow` admits (`fromScraper`), 404 to the others. */
function answerMetrics(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  exposition: Exposition,
  allow: ReadonlySet<string> | null,
): void {
  if (!fromScraper(incoming.socket.remoteAddress, (name) => incoming.headers[name], allow)) {
    outgoing.writeHead(404, { 'content-type': 'application/json' });
    outgoing.end(NOT_FOUND);
    return;
  }
  exposition.text().then(
    (text) => {
      outgoing.writeHead(200, { 'content-type': exposition.contentType, 'cache-control': 'no-store' });
      outgoing.end(text);
    },
    (error: unknown) => {
      // A worker that ended while its figures were gathered: the next scrape has them.
      outgoing.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      outgoing.end(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
    },
  );
}

/**
 * The listener of a port of its own for /metrics (METRICS_PORT): GET /metrics answers `exposition` to the
 * addresses `allow` names (METRICS_ALLOW), or to any address that reaches the port when `allow` is null; any other
 * request gets 404.
 */
export function metricsListener(exposition: Exposition, allow: readonly string[] | null): RequestListener {
  const allowed = allow ? new Set(allow) : null;
  return (incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?', 1)[0];
    if (path === '/metrics' && (incoming.method === 'GET' || incoming.method === 'HEAD'))
      answerMetrics(incoming, outgoing, exposition, allowed);
    else {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(NOT_FOUND);
    }
  };
}

/** The request id of `incoming` (rawHeaders: node builds `incoming.headers` only when read). */
function incomingId(incoming: IncomingMessage): string | null {
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.length === 12 && raw[i]!.toLowerCase() === 'x-request-id')
      return SANE_ID.test(raw[i + 1]!) ? raw[i + 1]! : null;
  return null;
}

export function createObserver(options: ObserveOptions = {}): Observer {
  const allow = new Set(options.allow ?? LOOPBACK);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'app_tier_requests_total',
    help: 'Requests answered, by kind (cached_page, rendered_page, api, forwarded, static, redirect, rum) and status',
    labelNames: ['kind', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'app_tier_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by kind',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'app_tier_page_cache_total',
    help: 'Page GETs by page cache result (hit: the cached page; miss: rendered)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const render = new Histogram({
    name: 'app_tier_render_duration_seconds',
    help: 'Time to answer a page that was rendered (not from the page cache)',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.8, 1, 2.5, 5],
    registers: [registry],
  });
  const upstreamFailures = new Counter({
    name: 'app_tier_upstream_failures_total',
    help: 'Forwarded calls answered 502 (upstream refused, reset, not JSON) or 504 (upstream silent)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const upstreamAnswers = new Counter({
    name: 'app_tier_upstream_answers_total',
    help: 'Forwarded calls the upstream answered, by status',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'app_tier_upstream_errors_total',
    help:
      'Exchanges with the upstream it did not complete, by call (forward: a browser request; render: a render or ' +
      '/readyz call) and cause (refused, reset, timeout, not_http, not_json, too_large, other)',
    labelNames: ['call', 'cause'] as const,
    registers: [registry],
  });
  const upstreamRetries = new Counter({
    name: 'app_tier_upstream_retries_total',
    help: 'Exchanges sent again on a new connection after a kept-alive one failed before any answer, by call',
    labelNames: ['call'] as const,
    registers: [registry],
  });
  const exposition = cluster.isWorker ? workerFigures(registry) : ownFigures(registry);
  const worker = cluster.worker?.id ?? 0;
  const log = pino(
    { base: { worker }, messageKey: 'msg', timestamp: pino.stdTimeFunctions.isoTime },
    (options.destination ?? process.stdout) as pino.DestinationStream,
  );

  return {
    registry,
    exposition,
    watch: {
      failed: (call, cause) => upstreamErrors.inc({ call, cause }),
      retried: (call) => upstreamRetries.inc({ call }),
    },
    log,
    wrap(listener) {
      return (incoming, outgoing) => {
        const started = process.hrtime.bigint();
        const id = incomingId(incoming) ?? randomUUID();
        outgoing.setHeader('x-request-id', id);
        const target = incoming.url ?? '/';
        const mark = target.indexOf('?');
        // The path only: a query may carry a code or a token.
        const path = mark < 0 ? target : target.slice(0, mark);
        let kind: RequestKind | null = null;
        let headersAt: bigint | null = null;
        const writeHead = outgoing.writeHead;
        outgoing.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
          headersAt ??= process.hrtime.bigint();
          return writeHead.apply(this, args);
        } as ServerResponse['writeHead'];
        outgoing.once('close', () => {
          const ended = process.hrtime.bigint();
          const seconds = Number(ended - started) / 1e9;
          const status = outgoing.statusCode;
          if (kind === null) {
            const type = String(outgoing.getHeader('content-type') ?? '');
            kind =
              status >= 300 && status < 400
                ? 'redirect'
                : HEALTH.has(path)
                  ? 'health'
                  : type.startsWith('text/html')
                    ? 'rendered_page'
                    : 'static';
          }
          if (kind === 'metrics') return;
          requests.inc({ kind, method: incoming.method ?? 'GET', status: String(status) });
          latency.observe({ kind }, seconds);
          if (kind === 'cached_page') pageCache.inc({ result: 'hit' });
          if (kind === 'rendered_page') {
            pageCache.inc({ result: 'miss' });
            render.observe(seconds);
          }
          const forwarded = kind === 'api' || kind === 'forwarded';
          if (forwarded) {
            // 502 / 504: the tier's gateway answers (refused, reset, not JSON; silent) or the upstream's own.
            if (status === 502 || status === 504) upstreamFailures.inc({ status: String(status) });
            else upstreamAnswers.inc({ status: String(status) });
          }
          log.info({
            reqId: id,
            kind,
            method: incoming.method,
            path,
            status,
            durationMs: Math.round(seconds * 1e4) / 10,
            // Forwarded: until the upstream's answer began (its head sent on).
            ...(forwarded && headersAt !== null
              ? { upstreamMs: Math.round(Number(headersAt - started) / 1e5) / 10 }
              : {}),
            ...(outgoing.writableFinished ? {} : { cut: true }),
          });
        });
        if (path === '/metrics' && incoming.method === 'GET') {
          kind = 'metrics';
          if (options.elsewhere) {
            outgoing.writeHead(404, { 'content-type': 'application/json' });
            outgoing.end(NOT_FOUND);
          } else answerMetrics(incoming, outgoing, exposition, allow);
          return;
        }
        listener(incoming, outgoing, (k) => (kind = k));
      };
    },
  };
}
