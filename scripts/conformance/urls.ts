/**
 * The conformance kit's check of the addresses a backend answers: every game launch, payment,
 * live-chat, banner, icon, image and video URL in its answers must be loadable by the app's pages under the
 * app tier's Content-Security-Policy as configured, or the player meets "This content is blocked" where the
 * deposit or the game should be. `UrlCollector` gathers them from every answer (Backend's `onAnswer`);
 * `checkUrls` tests each against the policy and names, for each one blocked, the tier's setting that would
 * allow it (GAME_ORIGINS, PAYMENT_ORIGINS, CHAT_ORIGINS, MEDIA_ORIGINS: server/config.ts).
 */
import type { OperationId } from '../../contract/operations.gen';

/** What the app does with a URL: frames it (game, payment, chat), shows it as an image, or plays it. */
export type UrlKind = 'game' | 'payment' | 'chat' | 'image' | 'video';

export interface FoundUrl {
  readonly kind: UrlKind;
  readonly url: string;
  readonly operation: OperationId;
  /** Where in the answer: `data.list[3].imgUrl2`. */
  readonly field: string;
}

/** The CSP directive that decides whether a URL of a kind loads. */
export const DIRECTIVE: Record<UrlKind, string> = {
  game: 'frame-src',
  payment: 'frame-src',
  chat: 'frame-src',
  image: 'img-src',
  video: 'media-src',
};

/**
 * The tier's setting that adds an origin for a kind (server/config.ts ORIGIN_SETTINGS; the kit imports nothing
 * of the server but the contract, and a test keeps the two the same).
 */
export const SETTING: Record<UrlKind, string> = {
  game: 'GAME_ORIGINS',
  payment: 'PAYMENT_ORIGINS',
  chat: 'CHAT_ORIGINS',
  image: 'MEDIA_ORIGINS',
  video: 'MEDIA_ORIGINS',
};

/** Fields holding an image's address (banners, icons, covers, avatars, logos). */
const IMAGE_FIELD = /^(?:img|imgUrl\d*|icon\w*|cover(?:Img)?|banner\w*|logo\w*|pic\w*|image\w*|poster|avatarOther)$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Joins a path to a base as the app does (gameResourceUrl + '/' + path). */
const joinBase = (base: string, path: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')
    ? path
    : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The URLs of one answer body, by what the app does with them. */
export function urlsOf(operation: OperationId, body: unknown): FoundUrl[] {
  const found: FoundUrl[] = [];
  const add = (kind: UrlKind, url: unknown, field: string) => {
    if (typeof url === 'string' && url.trim() !== '') found.push({ kind, url: url.trim(), operation, field });
  };
  let resourceBase: string | null = null;
  const videos: Array<{ path: unknown; field: string }> = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${at}[${i}]`));
      return;
    }
    if (!isObject(value)) return;
    // A customer-service entry shown inside the app (isOut 0) is framed: the live chat.
    if (typeof value.url === 'string' && value.isOut === 0) add('chat', value.url, `${at}.url`);
    for (const [key, child] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      if (key === 'gameUrl') add('game', child, field);
      else if (key === 'payUrl') add('payment', child, field);
      else if (key === 'gameResourceUrl' && typeof child === 'string' && child) resourceBase = child;
      else if (key === 'appPromotionalVideoList' && Array.isArray(child)) {
        child.forEach((video, i) => {
          if (!isObject(video)) return;
          videos.push({ path: video.path, field: `${field}[${i}].path` });
          add('image', video.coverImg, `${field}[${i}].coverImg`);
        });
        continue;
      } else if (IMAGE_FIELD.test(key) && typeof child === 'string') add('image', child, field);
      if (typeof child === 'object') walk(child, field);
    }
  };
  walk(body, '');
  const base: string | null = resourceBase;
  if (base !== null) {
    // Game icons: gameResourceUrl + /game/<id>_<version>.svg (src/features/lobby/lobby-data.ts).
    add('image', joinBase(base, 'game/icon.svg'), 'gameResourceUrl');
    for (const video of videos)
      if (typeof video.path === 'string' && video.path) {
        // A promotional "video" may be a picture (src/features/lobby/promo-video.tsx).
        const kind = /\.(svg|png|jpe?g|gif|webp|avif)(\?.*)?$/i.test(video.path) ? 'image' : 'video';
        add(kind, joinBase(base, video.path), video.field);
      }
  }
  return found;
}

/** Collects the URLs of every answer the kit sees (Backend's `onAnswer`). */
export class UrlCollector {
  readonly found: FoundUrl[] = [];
  private readonly seen = new Set<string>();
  readonly onAnswer = (operation: OperationId, body: unknown): void => {
    for (const url of urlsOf(operation, body)) {
      const key = `${url.kind} ${url.url}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.found.push(url);
    }
  };
}

/** A Content-Security-Policy as directive → sources (the first of a directive counts, as in browsers). */
export function parsePolicy(csp: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

/** The sources that decide `directive` (its fallback chain of CSP Level 3). */
function sourcesFor(policy: Map<string, string[]>, directive: string): string[] | null {
  const chain = directive === 'frame-src' ? ['frame-src', 'child-src', 'default-src'] : [directive, 'default-src'];
  for (const name of chain) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return null;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether one CSP source expression matches `url` on a page of `site` (CSP Level 3 §6.7.2, the usual subset). */
export function sourceMatches(source: string, url: URL, site: URL | null): boolean {
  const lower = source.toLowerCase();
  if (lower === "'none'") return false;
  if (lower === "'self'")
    return (
      site !== null &&
      (url.origin === site.origin || (site.protocol === 'http:' && url.protocol === 'https:' && url.host === site.host))
    );
  if (lower === '*') return !['data:', 'blob:', 'filesystem:'].includes(url.protocol);
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower))
    return url.protocol === lower || (lower === 'http:' && url.protocol === 'https:');
  if (lower.startsWith("'")) return false;
  const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\d+|\*))?(\/.*)?$/.exec(lower);
  if (!m) return false;
  const [, scheme, host, port, path] = m;
  const protocol = url.protocol;
  if (scheme) {
    if (!(`${scheme}:` === protocol || (scheme === 'http' && protocol === 'https:'))) return false;
  } else {
    const pageScheme = site?.protocol ?? 'https:';
    if (!(protocol === pageScheme || (pageScheme === 'http:' && protocol === 'https:'))) return false;
  }
  const urlHost = url.hostname.toLowerCase();
  if (host === '*') {
    // any host
  } else if (host!.startsWith('*.')) {
    if (!urlHost.endsWith(host!.slice(1))) return false;
  } else if (urlHost !== host) return false;
  const urlPort = url.port || DEFAULT_PORT[protocol] || '';
  if (port !== '*') {
    const wanted = port ?? DEFAULT_PORT[scheme ? `${scheme}:` : protocol] ?? '';
    // An http source's default port also matches the https default port (an upgrade).
    if (urlPort !== wanted && !(port === undefined && scheme === 'http' && protocol === 'https:' && urlPort === '443'))
      return false;
  }
  if (path && path !== '/') {
    const urlPath = decodeURIComponent(url.pathname);
    if (path.endsWith('/') ? !urlPath.startsWith(path) : urlPath !== path) return false;
  }
  return true;
}

/** Whether `url` (absolute, or relative to `site`) loads under `policy` as `kind`. */
export function allowedBy(policy: Map<string, string[]>, kind: UrlKind, url: string, site: URL | null): boolean {
  const sources = sourcesFor(policy, DIRECTIVE[kind]);
  if (sources === null) return true;
  let parsed: URL;
  try {
    // A relative URL is on the site's own origin (the page's); with no site known, on a placeholder of it.
    parsed = new URL(url, site ?? 'https://site.invalid');
  } catch {
    return false;
  }
  const page = site ?? new URL('https://site.invalid');
  return sources.some((source) => sourceMatches(source, parsed, page));
}

/** A URL the policy blocks, with the setting that would allow it. */
export interface BlockedUrl extends FoundUrl {
  readonly directive: string;
  /** `PAYMENT_ORIGINS=https://pay.example` (added to what it names already). */
  readonly fix: string;
}

export interface UrlReport {
  /** The policy checked against, and where it came from. */
  readonly policy: string;
  readonly source: string;
  readonly checked: number;
  readonly blocked: readonly BlockedUrl[];
}

/** The fix for a blocked URL: its origin added to the kind's setting (nothing for a URL that is not http(s)). */
function fixFor(kind: UrlKind, url: string, site: URL | null): string {
  let origin: string;
  try {
    const parsed = new URL(url, site ?? 'https://site.invalid');
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return `a ${parsed.protocol} URL cannot be allowed: answer an https URL`;
    origin = parsed.origin;
  } catch {
    return 'not a URL: answer an absolute https URL or a path';
  }
  return `add ${origin} to ${SETTING[kind]} (comma-separated origins)`;
}

/** Checks every collected URL against `csp` (the tier's policy) on a page of `site`. */
export function checkUrls(found: readonly FoundUrl[], csp: string, site: string | null, source: string): UrlReport {
  const policy = parsePolicy(csp);
  const page = site === null ? null : new URL(site);
  const blocked: BlockedUrl[] = [];
  for (const url of found)
    if (!allowedBy(policy, url.kind, url.url, page))
      blocked.push({ ...url, directive: DIRECTIVE[url.kind], fix: fixFor(url.kind, url.url, page) });
  return { policy: csp, source, checked: found.length, blocked };
}

/** The report's URL section as the CLI prints it. */
export function formatUrlReport(report: UrlReport): string {
  const lines = [
    `Backend URLs under the app tier's Content-Security-Policy (${report.source}): ${report.checked} checked, ` +
      `${report.blocked.length} blocked`,
  ];
  for (const b of report.blocked)
    lines.push(`  BLOCKED ${b.kind} ${b.url} (${b.operation} ${b.field}; ${b.directive}): ${b.fix}`);
  return lines.join('\n');
}
