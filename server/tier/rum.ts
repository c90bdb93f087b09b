/**
 * Players' own speed and errors (docs/deployment.md "Players' speed and errors"), wherever pages are served —
 * the app tier (tier/app.ts) and the reference server (server/app.ts): `POST /rum` takes the beacons the app's
 * pages send (src/lib/rum/, contract/rum.ts) and turns them into Prometheus metrics on the server's /metrics —
 * histograms of LCP, INP and CLS by page kind, layout and locale (p75 per page kind:
 * `histogram_quantile(0.75, sum by (le, page) (rate(web_vitals_lcp_seconds_bucket[1h])))`) and a counter of
 * client errors by page kind — and one JSON log line per client error (and per poor vital, with its element).
 *
 * A beacon is answered 204 when kept. It is refused when it comes from another site (403: Sec-Fetch-Site, else
 * Origin against the request's host), is not text/plain or JSON (415), is larger than RUM_MAX_BYTES (413,
 * body-limit.ts), is not a report (400: every field checked, unknown ones dropped, names and labels from
 * fixed lists; a page kind the route table does not know counts as `other`), or when its address has sent too
 * many (429: a token bucket per client address, in memory). Nothing of a report names a player: the client
 * masks, and the server masks again.
 */
import { isIP } from 'node:net';
import type { Context, Hono } from 'hono';
import { Counter, Histogram, type Registry } from 'prom-client';
import {
  ERROR_KINDS,
  INTERACTION_TYPES,
  OTHER_PAGE,
  RUM_LAYOUTS,
  RUM_LOCALES,
  RUM_MAX_ERRORS,
  RUM_PATH,
  RUM_TEXT,
  VITAL_NAMES,
  isPageKind,
  maskText,
  shortSelector,
  type RumError,
  type RumReport,
  type RumVital,
} from '../../contract/rum';

/** The server's reporting settings (config.ts `rum`), told to pages by `rumMeta`. */
export interface RumSettings {
  /** The share of page views that report their Web Vitals (RUM_SAMPLE_RATE). */
  readonly vitalsRate: number;
  /** Whether pages report their uncaught errors (RUM_ERRORS). */
  readonly errors: boolean;
}

/** Where a line is logged (a pino logger: tier/observe.ts `log`, server/app.ts). */
export interface RumLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface Bucket {
  /** Beacons at once. */
  readonly burst: number;
  /** Beacons added back per second. */
  readonly perSecond: number;
}

/**
 * Per client address: 30 at once, then one every 2 s. A page view sends one or two beacons, and only with
 * something in them (a sampled view's vitals, an error): many players behind one carrier address still fit.
 */
export const RUM_BUCKET: Bucket = { burst: 30, perSecond: 0.5 };
/** Addresses whose buckets are kept (the least recently seen go first: they are nearly full again anyway). */
const MAX_ADDRESSES = 10_000;

export interface RumOptions {
  readonly registry: Registry;
  readonly log: RumLog;
  /** TRUST_PROXY: which X-Forwarded-For entry is the client's. */
  readonly trustProxy: number;
  readonly bucket?: Bucket;
  readonly now?: () => number;
}

/** The element pages read the settings from (src/lib/rum/beacon.ts `readSettings`), for every page's head. */
export function rumMeta(settings: RumSettings): string {
  return `<meta name="rum" data-vitals="${settings.vitalsRate}" data-errors="${settings.errors ? 1 : 0}">`;
}

/** `html` (a page's template) with the settings' element at the end of its head. */
export function withRumMeta(html: string, settings: RumSettings): string {
  return html.replace('</head>', `  ${rumMeta(settings)}\n  </head>`);
}

const LABELS = ['page', 'layout', 'locale'] as const;

/** The metrics, on `registry`. Buckets straddle each vital's good and poor thresholds (web.dev). */
function rumMetrics(registry: Registry) {
  return {
    // Good ≤ 2.5 s, poor > 4 s.
    LCP: new Histogram({
      name: 'web_vitals_lcp_seconds',
      help: "Largest Contentful Paint of players' page loads, by page kind, layout and locale (sampled page views)",
      labelNames: LABELS,
      buckets: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 15, 20],
      registers: [registry],
    }),
    // Good ≤ 200 ms, poor > 500 ms.
    INP: new Histogram({
      name: 'web_vitals_inp_seconds',
      help: "Interaction to Next Paint of players' page loads, by page kind, layout and locale (sampled page views)",
      labelNames: LABELS,
      buckets: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
      registers: [registry],
    }),
    // Good ≤ 0.1, poor > 0.25.
    CLS: new Histogram({
      name: 'web_vitals_cls',
      help: "Cumulative Layout Shift of players' page loads, by page kind, layout and locale (sampled page views)",
      labelNames: LABELS,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1, 2],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'client_errors_total',
      help: "Uncaught errors (kind error) and unhandled rejections (kind rejection) in players' browsers, by page kind",
      labelNames: ['page', 'kind'] as const,
      registers: [registry],
    }),
    reports: new Counter({
      name: 'rum_reports_total',
      help: 'Beacons at /rum by result: accepted, invalid, cross_site, media_type, rate_limited',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
  };
}

/** Where each vital is poor (web.dev thresholds; LCP and INP in ms): its element goes to the log. */
const POOR: Readonly<Record<RumVital['name'], number>> = { LCP: 4000, INP: 500, CLS: 0.25 };
/** The largest value kept (a longer one is a broken clock or a page left open in the background). */
const MAX_VALUE: Readonly<Record<RumVital['name'], number>> = { LCP: 600_000, INP: 600_000, CLS: 100 };

/** A token bucket per key, in memory (one process's share of the beacons: enough to stop a flood). */
export function createRateLimiter(bucket: Bucket, now: () => number = Date.now, maxKeys = MAX_ADDRESSES) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (key: string): boolean => {
    const at = now();
    const held = buckets.get(key);
    const tokens = held
      ? Math.min(bucket.burst, held.tokens + (Math.max(0, at - held.at) / 1000) * bucket.perSecond)
      : bucket.burst;
    buckets.delete(key);
    buckets.set(key, { tokens: tokens >= 1 ? tokens - 1 : tokens, at });
    if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
    return tokens >= 1;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
/** Letters, digits and a few marks only, capped: a selector, file, flow or state name. */
const token = (value: string, allowed: RegExp, cap: number) => value.replace(allowed, '').slice(0, cap);
const pageOf = (value: unknown) => (typeof value === 'string' && isPageKind(value) ? value : OTHER_PAGE);

/** A bad field: the whole report is refused. */
class Invalid extends Error {}

function optionalText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Invalid();
  return value;
}

function vitalOf(value: unknown): RumVital {
  if (!isRecord(value) || !oneOf(VITAL_NAMES, value.name)) throw new Invalid();
  const amount = value.value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > MAX_VALUE[value.name])
    throw new Invalid();
  const target = optionalText(value.target);
  if (value.interaction !== undefined && !oneOf(INTERACTION_TYPES, value.interaction)) throw new Invalid();
  // The client's own cleaning again (contract/rum.ts): no attribute, text or id with a digit.
  const selector = target === undefined ? undefined : shortSelector(target);
  return {
    name: value.name,
    value: amount,
    ...(selector ? { target: selector } : {}),
    ...(value.interaction !== undefined ? { interaction: value.interaction } : {}),
  };
}

function errorOf(value: unknown): RumError {
  if (!isRecord(value) || !oneOf(ERROR_KINDS, value.kind) || typeof value.message !== 'string') throw new Invalid();
  const line = value.line;
  if (line !== undefined && (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line >= 1e7))
    throw new Invalid();
  const source = optionalText(value.source);
  const flow = optionalText(value.flow);
  const state = optionalText(value.state);
  const kept = {
    source: source === undefined ? '' : token(maskText(source, RUM_TEXT.source), /[^\w.@<>#-]/g, RUM_TEXT.source),
    flow: flow === undefined ? '' : token(flow, /[^\w.-]/g, RUM_TEXT.flow),
    state: state === undefined ? '' : token(state, /[^\w.,-]/g, RUM_TEXT.state),
  };
  return {
    kind: value.kind,
    page: pageOf(value.page),
    message: maskText(value.message, RUM_TEXT.message),
    ...(kept.source ? { source: kept.source } : {}),
    ...(line !== undefined ? { line } : {}),
    ...(kept.flow ? { flow: kept.flow } : {}),
    ...(kept.state ? { state: kept.state } : {}),
  };
}

/**
 * The report `body` holds, checked field by field (contract/rum.ts `RumReport`): fields it does not know are
 * dropped, text is masked and capped again, a page kind the route table does not know is OTHER_PAGE; null when
 * any field is wrong (a name or label off its list, a number out of range, a vital twice, too many errors).
 */
export function parseReport(body: unknown): RumReport | null {
  try {
    if (!isRecord(body) || body.v !== 1) return null;
    if (!oneOf(RUM_LAYOUTS, body.layout) || !oneOf(RUM_LOCALES, body.locale)) return null;
    if (typeof body.page !== 'string' || !Array.isArray(body.vitals) || !Array.isArray(body.errors)) return null;
    if (body.vitals.length > VITAL_NAMES.length || body.errors.length > RUM_MAX_ERRORS) return null;
    const vitals = body.vitals.map(vitalOf);
    if (new Set(vitals.map((v) => v.name)).size !== vitals.length) return null;
    return {
      v: 1,
      page: pageOf(body.page),
      layout: body.layout,
      locale: body.locale,
      vitals,
      errors: body.errors.map(errorOf),
    };
  } catch (error) {
    if (error instanceof Invalid) return null;
    throw error;
  }
}

/** The client's address: the trusted X-Forwarded-For entry behind `trustProxy` proxies, else the socket's. */
function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const entry = entries[Math.max(0, entries.length - trustProxy)] ?? '';
    if (isIP(entry)) return entry;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Whether the beacon comes from one of this site's own pages: Sec-Fetch-Site `same-origin` where the browser
 * sends it (all current ones), else an Origin whose host is the request's (behind trusted proxies, the
 * forwarded host).
 */
function sameSite(c: Context, trustProxy: number): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin) return false;
  const forwarded = trustProxy > 0 ? c.req.header('x-forwarded-host')?.split(',').pop()?.trim() : undefined;
  const host = forwarded || c.req.header('host');
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Mounts POST /rum on `app` (before the site: its pages answer every other address). */
export function mountRum(app: Hono, options: RumOptions): void {
  const metrics = rumMetrics(options.registry);
  const allowed = createRateLimiter(options.bucket ?? RUM_BUCKET, options.now);
  const refuse = (c: Context, status: 400 | 403 | 415 | 429, result: string) => {
    metrics.reports.inc({ result });
    c.header('Cache-Control', 'no-store');
    return c.body(null, status);
  };

  app.post(RUM_PATH, async (c) => {
    if (!sameSite(c, options.trustProxy)) return refuse(c, 403, 'cross_site');
    const type = (c.req.header('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (type !== 'text/plain' && type !== 'application/json') return refuse(c, 415, 'media_type');
    if (!allowed(clientAddress(c, options.trustProxy))) {
      c.header('Retry-After', '2');
      return refuse(c, 429, 'rate_limited');
    }
    // At most RUM_MAX_BYTES: body-limit.ts has refused a longer one (413) before anything read it.
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse(c, 400, 'invalid');
    }
    const report = parseReport(body);
    if (!report) return refuse(c, 400, 'invalid');
    metrics.reports.inc({ result: 'accepted' });
    const labels = { page: report.page, layout: report.layout, locale: report.locale };
    for (const vital of report.vitals) {
      metrics[vital.name].observe(labels, vital.name === 'CLS' ? vital.value : vital.value / 1000);
      if (vital.value > POOR[vital.name])
        options.log.info({ event: 'web_vital', ...labels, ...vital, rating: 'poor' }, 'poor web vital');
    }
    for (const error of report.errors) {
      metrics.errors.inc({ page: error.page, kind: error.kind });
      options.log.warn(
        { event: 'client_error', ...error, layout: report.layout, locale: report.locale },
        'client error',
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
