/**
 * Security headers on every answer: the same set hono/secure-headers produces for our options, computed
 * once and set *before* the handler runs (c.header), so responses stay on @hono/node-server's fast path.
 * (hono/secure-headers rebuilt them per request and edited the finished response's Headers, which forced
 * the slow path: together two thirds of the server's throughput.) Every handler answers through the
 * context (c.json, c.html, c.body, c.redirect), so these headers reach every answer.
 *
 * The Content-Security-Policy names the other origins a site's pages use: an operator's backend
 * answers with game pages, payment pages and a live chat to frame, and images and videos to show, each on an
 * origin of its own. `SiteOrigins` lists them by kind (the app tier's GAME_ORIGINS, PAYMENT_ORIGINS,
 * CHAT_ORIGINS and MEDIA_ORIGINS, server/config.ts `readTierConfig`); the policy allows exactly those besides
 * the site's own origin. Without them (the reference server) it is the site's own origin only.
 *
 * Styles come from the site's own files only: no `'unsafe-inline'` in style-src, so an injected `<style>` or
 * `style` attribute is not applied. A server-rendered page's one inline `<style>` (its first screen's CSS,
 * server/render/) is allowed by its hash in that page's policy (`withStyleSources`); the markup React renders
 * on the server carries no `style` attribute (a value a page computes is set through the CSSOM after
 * hydration, which the policy does not govern). One exception, a page the browser loads whole: the /flows
 * review page's shell keeps `'unsafe-inline'` (`STYLES_INLINE`), as Mermaid draws its diagrams with a
 * `<style>` element and `style` attributes in the live document and has no way to avoid them.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Other origins a site's pages use, by kind: CSP sources (`https://pay.example`, `https://*.cdn.example`). */
export interface SiteOrigins {
  /** Game pages the app frames (the game launch URL): frame-src. */
  readonly games: readonly string[];
  /** Payment pages the app frames (a deposit's payUrl): frame-src. */
  readonly payments: readonly string[];
  /** Live-chat pages the app frames: frame-src. */
  readonly chat: readonly string[];
  /** Images and videos (banners, icons, promotional videos): img-src and media-src. */
  readonly media: readonly string[];
  /** Sites that may frame this one's pages (the reference server as a backend: the app tiers' origins). */
  readonly frameAncestors?: readonly string[];
}

export const OWN_ORIGIN_ONLY: SiteOrigins = { games: [], payments: [], chat: [], media: [] };

/** HSTS: a year, as OWASP ASVS 5.0 V3 asks; sent on every answer, API answers included (api-answer.ts). */
export const HSTS: readonly [string, string] = ['strict-transport-security', 'max-age=31536000; includeSubDomains'];

const unique = (list: readonly string[]) => [...new Set(list)];

/** The CSP directive each kind of origin goes to. */
export const DIRECTIVE_OF_KIND = {
  games: 'frame-src',
  payments: 'frame-src',
  chat: 'frame-src',
  media: 'img-src',
} as const satisfies Record<keyof Omit<SiteOrigins, 'frameAncestors'>, string>;

/** The Content-Security-Policy of a site's pages with `origins` allowed besides its own. */
export function contentSecurityPolicy(origins: SiteOrigins = OWN_ORIGIN_ONLY): string {
  const frames = unique([...origins.games, ...origins.payments, ...origins.chat]);
  const media = unique(origins.media);
  const ancestors = unique(origins.frameAncestors ?? []);
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${list("'self'", 'data:', 'blob:', ...media)}`,
    `media-src ${list("'self'", 'blob:', ...media)}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${list("'self'", ...frames)}`,
    `frame-ancestors ${list("'self'", ...ancestors)}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The CSP source allowing an inline `<style>` element whose text is exactly `css`. */
export function styleHashOf(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * The sources that allow the `style` attributes of server-rendered markup (React writes a `style` prop into the
 * HTML, e.g. a spinner's size): `'unsafe-hashes'` and the hash of each distinct attribute value, as the browser
 * reads it (entities decoded) — exactly those values, no other inline style. None when the markup has none. Styles
 * the app sets once running go through the CSSOM, which the policy does not govern.
 */
export function styleAttributeSources(html: string): string[] {
  const values = new Set<string>();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) values.add(decodeAttribute(m[1]!));
  return values.size === 0 ? [] : ["'unsafe-hashes'", ...[...values].map(styleHashOf)];
}

/** An HTML attribute value as the browser reads it (the entities React's markup uses). */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity]!);
}
const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The source a page whose library cannot draw without inline styles adds (the /flows page's Mermaid). */
export const STYLES_INLINE = "'unsafe-inline'";

/** `policy` with `sources` allowed in its style-src too (a page's inline `<style>` hash). */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('style-src ') ? [directive, ...sources].join(' ') : directive))
    .join('; ');
}

/** Every security header of a site's pages, with `origins` in its CSP. */
export function securityHeaderList(origins: SiteOrigins = OWN_ORIGIN_ONLY): ReadonlyArray<readonly [string, string]> {
  const framed = (origins.frameAncestors ?? []).length > 0;
  return [
    ['content-security-policy', contentSecurityPolicy(origins)],
    ['cross-origin-opener-policy', 'same-origin'],
    // A backend whose images and pages other sites show (frameAncestors) lets them load its files.
    ['cross-origin-resource-policy', framed ? 'cross-origin' : 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    HSTS,
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    // X-Frame-Options names no other origin: with framing sites, CSP frame-ancestors alone says who may frame.
    ...(framed ? [] : [['x-frame-options', 'SAMEORIGIN'] as const]),
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/** The headers of a site whose pages use no other origin (the reference server's default). */
export const SECURITY_HEADERS = securityHeaderList();

/** A middleware setting `headers` on every answer. */
export function securityHeadersOf(headers: ReadonlyArray<readonly [string, string]>): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}

export const securityHeaders: MiddlewareHandler = securityHeadersOf(SECURITY_HEADERS);
