/**
 * Server-rendered pages (design "First screen from the server"): loads the app's server entry that Vite built
 * (dist/server/entry-server.js — server/ imports nothing from src/), and answers a page GET with the built
 * index.html whose #root holds the rendered page and whose `ssr-state` script holds the flows' snapshots.
 *
 * What the HTML depends on besides the server's data comes from the request: the hint cookies the app keeps
 * in step (src/lib/hint-cookies.ts: locale, signed in, the popups' seen flags, layout) and, without a layout
 * cookie, Client Hints / the user agent. Rendered pages are cached briefly (CACHE_MS) under the entry's key of those inputs; the page's
 * data is the anonymous configuration, the same for every visitor of a locale, so a short cache keeps it
 * current. A page the entry does not render (member pages, /flows), a failed or timed-out render, and
 * `SSR=off` get the client-rendered shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { STYLES_INLINE, styleAttributeSources, styleHashOf, withStyleSources } from '../security-headers';
import { createCssPicker } from './critical-css';

/** The server entry's exports (src/entry-server.tsx), as the server sees them. */
export interface Entry {
  render(request: EntryRequest): Promise<EntryResult>;
  cacheKey(request: Omit<EntryRequest, 'fetch'>): string;
  /** The query parameters a render reads: the only ones `cacheKey` depends on (`cached` relies on it). */
  readonly RENDER_QUERY?: Readonly<Record<string, unknown>>;
}

interface EntryRequest {
  url: string;
  cookies: Record<string, string>;
  layout: 'mobile' | 'desktop';
  userAgent: string;
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

type EntryResult =
  | { kind: 'page'; status: number; lang: string; html: string; state: string; modules: readonly string[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'client' };

/** How long a rendered anonymous page is served from the cache. */
export const CACHE_MS = 3000;
/**
 * A page asked for often — REFRESH_HITS answers or more in its time, a campaign's landing — is rendered anew in
 * the background in its last REFRESH_MS, while the cache goes on answering it: its visitors never wait for its
 * next render, and no answer is older than CACHE_MS. A page asked for less is rendered again only when asked
 * for once it is stale.
 */
export const REFRESH_MS = 600;
export const REFRESH_HITS = 10;
const CACHE_MAX = 500;
const START = '<!--ssr-->';
const END = '<!--/ssr-->';

export interface PageRendererOptions {
  readonly distDir: string;
  /** The server entry itself (tests load src/entry-server.tsx); default: dist/server/entry-server.js. */
  readonly entry?: () => Promise<Entry>;
  /** The page template; default: dist/index.html. */
  readonly template?: string;
  /**
   * The API the render calls: the reference server's, in-process (no socket: the request never leaves the
   * process); in upstream mode the operator's, over HTTP (server/tier/upstream.ts), for `visitor` — the
   * page's request — and until `signal` aborts (the render's budget is spent).
   */
  readonly api: (request: Request, visitor: RenderVisitor, signal: AbortSignal) => Response | Promise<Response>;
  /**
   * Upstream mode: how long a render may wait for the API (SSR_BUDGET_MS). Past it, or when a call fails
   * (rejected, or the gateway's 502/504), the page is the client-rendered shell, which shows its own network
   * states; nothing of that render is cached. Without it, the entry's own timeout applies.
   */
  readonly budgetMs?: number;
  /**
   * The headers every answer of the server carries (its security headers, set by its middleware): a cached
   * page sent by `cached` — before the middleware — carries them too.
   */
  readonly headers?: ReadonlyArray<readonly [string, string]>;
  /**
   * Paths whose shell runs a library that cannot draw without inline styles (the /flows review page's Mermaid):
   * their shell's policy (the CSP of `headers`) allows them (security-headers.ts `STYLES_INLINE`).
   */
  readonly stylesInline?: (path: string) => boolean;
  readonly now: () => number;
  readonly log: (message: string, error?: unknown) => void;
}

/** The page's request, as the API sees the visitor (headers, and the address the socket came from). */
export interface RenderVisitor {
  readonly headers: Headers;
  readonly remoteAddress: string | undefined;
}

/** A render that waited past its budget, or whose API did not answer: the shell serves the page. */
class ApiUnavailable extends Error {}

/** The page's visitor: its request's headers and its socket's address (@hono/node-server's env). */
function visitorOf(c: Context): RenderVisitor {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return { headers: c.req.raw.headers, remoteAddress: env?.incoming?.socket?.remoteAddress };
}

/** A request header's value by its lower-case name (a Web Request's, or node:http's incoming message's). */
type HeaderOf = (name: string) => string | undefined;

/** The layout the page is rendered in: the app's cookie, else Client Hints, else the user agent. */
function guessLayout(cookie: string | undefined, header: HeaderOf): 'mobile' | 'desktop' {
  if (cookie === 'mobile' || cookie === 'desktop') return cookie;
  const hint = header('sec-ch-ua-mobile');
  if (hint === '?1') return 'mobile';
  const ua = header('user-agent') ?? '';
  if (/Mobi|Android|iPhone|iPad|iPod/i.test(ua)) return 'mobile';
  return hint === '?0' || ua !== '' ? 'desktop' : 'mobile';
}

/** What the entry renders a page from: the page's address (`href`, absolute) and its request's headers. */
function pageRequest(href: string, header: HeaderOf): Omit<EntryRequest, 'fetch'> {
  const url = new URL(href);
  const cookie = header('cookie');
  const cookies = cookie ? parseCookies(cookie) : {};
  return {
    url: url.pathname + url.search,
    cookies,
    layout: guessLayout(cookies.layout, header),
    userAgent: header('user-agent') ?? '',
    // As the browser's location.origin (the Host it asked); part of the cache key, so a forged Host
    // only ever reaches the page of the one who forged it.
    origin: url.origin,
  };
}

/**
 * The request headers a cached page's answer depends on, read from node:http's `rawHeaders` (name, value, …) in
 * one pass: node builds `incoming.headers` on first read, which costs more than the answer itself. One object,
 * filled anew for each request (`cached` is synchronous).
 */
const seen = {
  host: undefined as string | undefined,
  cookie: undefined as string | undefined,
  userAgent: undefined as string | undefined,
  hint: undefined as string | undefined,
  acceptEncoding: undefined as string | undefined,
};

/**
 * Fills `seen` from `raw`; false when one of its headers comes more than once (node joins or drops repeats,
 * each header its own way: such a request goes to the router, which reads `incoming.headers`).
 */
function readHeaders(raw: readonly string[]): boolean {
  seen.host = seen.cookie = seen.userAgent = seen.hint = seen.acceptEncoding = undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    switch (name.length) {
      case 4:
        if (name !== 'Host' && name.toLowerCase() !== 'host') break;
        if (seen.host !== undefined) return false;
        seen.host = value;
        break;
      case 6:
        if (name !== 'Cookie' && name.toLowerCase() !== 'cookie') break;
        if (seen.cookie !== undefined) return false;
        seen.cookie = value;
        break;
      case 10:
        if (name !== 'User-Agent' && name.toLowerCase() !== 'user-agent') break;
        if (seen.userAgent !== undefined) return false;
        seen.userAgent = value;
        break;
      case 15:
        if (name !== 'Accept-Encoding' && name.toLowerCase() !== 'accept-encoding') break;
        if (seen.acceptEncoding !== undefined) return false;
        seen.acceptEncoding = value;
        break;
      case 16:
        if (name.toLowerCase() !== 'sec-ch-ua-mobile') break;
        if (seen.hint !== undefined) return false;
        seen.hint = value;
        break;
    }
  }
  return true;
}

/** `seen`'s header by its lower-case name, as a HeaderOf (for a request `cached` has to parse). */
function seenHeader(name: string): string | undefined {
  switch (name) {
    case 'host':
      return seen.host;
    case 'cookie':
      return seen.cookie;
    case 'user-agent':
      return seen.userAgent;
    case 'sec-ch-ua-mobile':
      return seen.hint;
    case 'accept-encoding':
      return seen.acceptEncoding;
    default:
      return undefined;
  }
}

/**
 * The absolute address @hono/node-server gives a node:http request (scheme, Host, target), where that address is
 * the request's own text: a plain lower-case host (with a port of four or five digits, or none) and a target of
 * the characters it keeps as they are. Anything else (which @hono/node-server normalises or refuses): null.
 */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
function plainOrigin(incoming: IncomingMessage, host: string | undefined, target: string): string | null {
  if (!host || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target)) return null;
  // Only a target with a dot after a slash can have a dot segment (most have none: no regular expression run).
  if (target.includes('/.') && DOT_SEGMENT.test(target)) return null;
  const secure = (incoming.socket as { encrypted?: boolean } | null)?.encrypted === true;
  return secure ? `https://${host}` : `http://${host}`;
}

/** The names of the parameters a render reads (the entry's RENDER_QUERY) by their length, for `keyText`. */
type NamesByLength = ReadonlyArray<readonly string[] | undefined>;
function namesByLength(renderQuery: Readonly<Record<string, unknown>>): NamesByLength {
  const byLength: string[][] = [];
  for (const name of Object.keys(renderQuery)) (byLength[name.length] ??= []).push(name);
  return byLength;
}

/**
 * The text a page's cache key is made from, as the request has it: its origin and target with only the
 * parameters a render reads (`renderNames`, the entry's RENDER_QUERY, in their order), the Cookie, User-Agent and
 * Sec-CH-UA-Mobile headers. Two requests of one text have one key as long as the key depends on no other
 * parameter — true of a page, not of a redirect, which keeps the whole query: `cached` remembers the key of a
 * text only once it found a page under it. Null for an address with a fragment (the parameters after '#' are not
 * the page's). The other parameters (a campaign's, its click id) are skipped where they stand, never copied.
 */
function keyText(origin: string, target: string, renderNames: NamesByLength): string | null {
  if (target.includes('#')) return null;
  const mark = target.indexOf('?');
  let kept = '';
  if (mark >= 0)
    for (let start = mark + 1; start <= target.length;) {
      let end = target.indexOf('&', start);
      if (end < 0) end = target.length;
      const equals = target.indexOf('=', start);
      const nameEnd = equals >= 0 && equals < end ? equals : end;
      const names = renderNames[nameEnd - start];
      if (names)
        for (const name of names)
          if (target.startsWith(name, start)) {
            kept += `&${target.slice(start, end)}`;
            break;
          }
      start = end + 1;
    }
  const path = mark < 0 ? target : target.slice(0, mark);
  return `${origin}${path}?${kept}\n${seen.cookie ?? ''}\n${seen.userAgent ?? ''}\n${seen.hint ?? ''}`;
}
const KEY_TEXTS_MAX = 2000;

/** Which encoding of a page the request accepts (brotli first), as both ways of sending a page pick it. */
const encodingFor = (accepted: string): 'br' | 'gzip' | null =>
  /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
/** The last Accept-Encoding `cached` saw and its encoding (a browser sends the same one every time). */
let lastAccepted = '';
let lastEncoding = encodingFor('');

/**
 * The headers a server-rendered page is sent with (besides the server's own, its length and encoding). A page is
 * kept by the player's browser alone (`private`: a CDN that ignores `Vary: Cookie` would hand one player's locale,
 * layout or signed-in shell to the next) and asked for again at every use (`no-cache`).
 */
const PAGE_HEADERS = {
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding',
  'accept-ch': 'Sec-CH-UA-Mobile',
  'content-type': 'text/html; charset=UTF-8',
} as const;

export function createPageRenderer(options: PageRendererOptions) {
  const template = options.template ?? readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const page = pageTemplate(template, options.distDir);
  const start = page.html.indexOf(START);
  const end = page.html.indexOf(END);
  const entryPath = join(options.distDir, 'server', 'entry-server.js');
  const usable = start >= 0 && end > start && (options.entry !== undefined || existsSync(entryPath));
  const loadEntry = options.entry ?? (() => import(pathToFileURL(entryPath).href) as Promise<Entry>);
  let entry: Promise<Entry> | null = null;
  /** The entry once loaded (`cached` answers only then). */
  let loaded: Entry | null = null;
  /**
   * Pages by key: when each was rendered (`at`), how often it was answered since (`hits`), and whether its next
   * render has begun (`renewed`: once per page, so a render that fails is not begun again at every click).
   */
  const cache = new Map<string, { at: number; result: Rendered; hits: number; renewed: boolean }>();
  const inFlight = new Map<string, Promise<Rendered>>();
  /** Cache keys by the text they were made from (keyText), for `cached`. */
  const keyTexts = new Map<string, string>();
  /** The entry's RENDER_QUERY names, for `keyText` (once the entry is loaded). */
  let renderNames: NamesByLength | null = null;
  const preloads = modulePreloads(options.distDir, template);
  /** The server's Content-Security-Policy (of `headers`), which a page's own policy extends. */
  const sitePolicy = options.headers?.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];

  const shell = (c: Context) => {
    c.header('Cache-Control', PAGE_HEADERS['cache-control']);
    if (sitePolicy && options.stylesInline?.(c.req.path))
      c.header('content-security-policy', withStyleSources(sitePolicy, [STYLES_INLINE]));
    return c.html(template);
  };

  // The page (with the rules of the stylesheet it uses), its state, then the script that starts the app once
  // the page has loaded; and its policy: the site's, allowing that one inline <style> and the markup's style
  // attributes by their hashes.
  const document = (lang: string, html: string, state: string, modules: readonly string[]) => {
    const css = page.css ? page.css.pick(html) : null;
    const text =
      page.html
        .slice(0, start)
        .replace(/<html lang="[^"]*"/, `<html lang="${lang.slice(0, 2)}"`)
        .replace(CSS_MARK, () => (css === null ? '' : `<style>${css}</style>`)) +
      `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-state">${state}</script>` +
      bootScript(page.entry, page.preloads, [...page.preloads, ...preloads(modules)], page.sheets) +
      page.html.slice(end + END.length);
    const sources = [...(css === null ? [] : [styleHashOf(css)]), ...styleAttributeSources(html)];
    const policy = sitePolicy ? withStyleSources(sitePolicy, sources) : sitePolicy;
    return { text, policy };
  };

  return {
    /** The client-rendered shell (index.html as built). */
    shell,
    /**
     * A GET of a page the cache holds, answered straight on node:http — before the server's router and
     * middleware, which cost more than the answer itself (a campaign's clicks are such GETs): the cached
     * page's bytes in the accepted encoding with the very headers `page` sends it with (PAGE_HEADERS, the
     * server's `headers`), made once per page and encoding. False (nothing sent) for anything else: the
     * server then handles the request as ever.
     */
    cached(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
      if (!usable || !loaded || incoming.method !== 'GET' || cache.size === 0) return false;
      if (!readHeaders(incoming.rawHeaders)) return false;
      const target = incoming.url ?? '';
      const origin = plainOrigin(incoming, seen.host, target);
      if (origin === null) return false;
      // The key of this request's text when a page was found under it before; else the entry's (microseconds
      // more: the page's address, cookies and user agent parsed).
      if (loaded.RENDER_QUERY && renderNames === null) renderNames = namesByLength(loaded.RENDER_QUERY);
      const text = renderNames === null ? null : keyText(origin, target, renderNames);
      let key = text === null ? undefined : keyTexts.get(text);
      const known = key !== undefined;
      try {
        key ??= loaded.cacheKey(pageRequest(origin + target, seenHeader));
      } catch {
        return false;
      }
      const cached = cache.get(key);
      if (!cached || cached.result.kind !== 'page') return false;
      const age = options.now() - cached.at;
      if (age >= CACHE_MS) return false;
      // Due for its next render (`refreshDue`): the router's route (`page`) answers this one and starts it.
      if ((cached.hits += 1) >= REFRESH_HITS && age >= CACHE_MS - REFRESH_MS && !cached.renewed) return false;
      if (text !== null && !known) {
        if (keyTexts.size >= KEY_TEXTS_MAX) keyTexts.clear();
        keyTexts.set(text, key);
      }
      const accepted = seen.acceptEncoding ?? '';
      if (accepted !== lastAccepted) {
        lastAccepted = accepted;
        lastEncoding = encodingFor(accepted);
      }
      const answer = cached.result.answer(lastEncoding);
      outgoing.writeHead(cached.result.status, answer.headers);
      outgoing.end(answer.body);
      return true;
    },
    /** A page: server-rendered where it can be, else the shell. */
    async page(c: Context): Promise<Response> {
      if (!usable || c.req.method !== 'GET') return shell(c);
      entry ??= loadEntry();
      const request = pageRequest(c.req.url, (name) => c.req.header(name));
      let result: Rendered;
      try {
        loaded ??= await entry;
        const key = loaded.cacheKey(request);
        const cached = cache.get(key);
        const now = options.now();
        if (cached && now - cached.at < CACHE_MS) {
          result = cached.result;
          // A page asked for often, in its last moments: rendered anew while the cache answers it.
          cached.hits += 1;
          if (result.kind === 'page' && cached.hits >= REFRESH_HITS && now - cached.at >= CACHE_MS - REFRESH_MS)
            if (!cached.renewed && !inFlight.has(key)) {
              cached.renewed = true;
              void rendering(loaded, request, visitorOf(c), key).catch((error: unknown) => renderFailed(error, true));
            }
        } else {
          // Identical requests while that page renders wait for its render (one campaign's clicks at once are
          // one render, not one each).
          result = await (inFlight.get(key) ?? rendering(loaded, request, visitorOf(c), key));
        }
      } catch (error) {
        renderFailed(error);
        return shell(c);
      }
      if (result.kind === 'client') return shell(c);
      if (result.kind === 'redirect') return c.redirect(result.to, 302);
      for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
      if (result.policy) c.header('content-security-policy', result.policy);
      const encoding = encodingFor(c.req.header('accept-encoding') ?? '');
      const status = result.status as 200;
      if (!encoding) return c.body(result.document, status);
      c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(result.answer(encoding).body), status);
    },
  };

  /** `renderFresh`, which the identical requests that come while it runs wait for (`inFlight`). */
  function rendering(loaded: Entry, request: Omit<EntryRequest, 'fetch'>, visitor: RenderVisitor, key: string) {
    const pending = renderFresh(loaded, request, visitor, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  /**
   * A render that failed (the visitor gets the shell, or with `kept` the page the cache still holds): an
   * unavailable API is the upstream's state, not a fault of ours (one line, no stack).
   */
  function renderFailed(error: unknown, kept = false): void {
    const instead = kept ? 'keeping the cached page while it is fresh' : undefined;
    if (error instanceof ApiUnavailable)
      options.log(`server render: ${error.message}; ${instead ?? 'serving the shell'}`);
    else options.log(`server render failed; ${instead ?? 'serving the client-rendered shell'}`, error);
  }

  /** Renders `request` afresh and caches it under `key` (a failed render is not cached). */
  async function renderFresh(
    loaded: Entry,
    request: Omit<EntryRequest, 'fetch'>,
    visitor: RenderVisitor,
    key: string,
  ): Promise<Rendered> {
    const spent = new AbortController();
    let failed = false;
    const rendering = loaded.render({
      ...request,
      fetch: async (apiRequest) => {
        try {
          const answer = await options.api(apiRequest, visitor, spent.signal);
          if (answer.status === 502 || answer.status === 504) failed = true;
          return answer;
        } catch (error) {
          failed = true;
          throw error;
        }
      },
    });
    const page = await withinBudget(rendering, options.budgetMs, spent);
    if (failed) throw new ApiUnavailable('the API did not answer the render');
    const result = rendered(page, cache.get(key)?.result);
    cache.delete(key);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    // Fresh for CACHE_MS from when its data came (a render that waited on a slow API still serves its time).
    cache.set(key, { at: options.now(), result, hits: 0, renewed: false });
    return result;
  }

  /**
   * A render's answer: the whole document, and per encoding its bytes and headers, each made once when first
   * asked for (a cached page is sent often). The same document as the page's `previous` render (a page rendered
   * again for its freshness, its data unchanged): that answer, compressed already.
   */
  function rendered(result: EntryResult, previous: Rendered | undefined): Rendered {
    if (result.kind !== 'page') return result;
    const { text, policy } = document(result.lang, result.html, result.state, result.modules);
    if (previous?.kind === 'page' && previous.status === result.status && previous.document === text) return previous;
    const answers = new Map<Encoding, Answer>();
    const make = (encoding: Encoding): Answer => {
      const body =
        encoding === 'br'
          ? brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(text, { level: 6 })
            : Buffer.from(text);
      const headers: OutgoingHttpHeaders = Object.fromEntries(options.headers ?? []);
      Object.assign(headers, PAGE_HEADERS);
      if (policy) headers['content-security-policy'] = policy;
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
      return { body, headers };
    };
    return {
      kind: 'page',
      status: result.status,
      document: text,
      ...(policy ? { policy } : {}),
      answer: (encoding) => {
        let answer = answers.get(encoding);
        if (!answer) answers.set(encoding, (answer = make(encoding)));
        return answer;
      },
    };
  }
}

type Encoding = 'br' | 'gzip' | null;

/** A page as sent in one encoding: its bytes, and every header of the answer (the server's, the page's). */
interface Answer {
  readonly body: Buffer;
  readonly headers: OutgoingHttpHeaders;
}

/**
 * `rendering`, or ApiUnavailable once `budgetMs` has passed: then `spent` aborts, so the render's calls
 * stop (the entry settles quickly and its result is dropped). Without a budget, `rendering` itself.
 */
function withinBudget<T>(rendering: Promise<T>, budgetMs: number | undefined, spent: AbortController): Promise<T> {
  if (budgetMs === undefined) return rendering;
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ApiUnavailable(`no page within ${budgetMs} ms`);
      spent.abort(error);
      reject(error);
    }, budgetMs);
  });
  rendering.catch(() => undefined);
  return Promise.race([rendering, budget]).finally(() => clearTimeout(timer));
}

/** Where a page's own rules of the stylesheets go (the first stylesheet link's place). */
const CSS_MARK = '<!--page-css-->';

/**
 * The built index.html as a server-rendered page's frame. Its stylesheets are read (`css`, `sheets`): a page
 * inlines the rules it uses (critical-css.ts; one request fewer before the first paint, and a tenth of the
 * bytes — the page's CSP allows that one <style> by its hash), and /boot.js adds the sheets when it starts the app (the
 * sheet's tail where the build made one: critical-css.ts).
 * Its module script and modulepreload links are taken out (`entry`, `preloads`): the page starts them through
 * /boot.js once it has loaded (public/boot.js), so the first paint — the page and its images — never waits for
 * or competes with the scripts.
 */
function pageTemplate(
  template: string,
  distDir: string,
): {
  html: string;
  entry: string;
  preloads: string[];
  css: ReturnType<typeof createCssPicker> | null;
  sheets: string[];
} {
  let entry = '';
  const preloads: string[] = [];
  let html = template.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
    const src = /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (tag.startsWith('<script') || tag.trimStart().startsWith('<script')) entry = src;
    else preloads.push(src);
    return '';
  });
  const sheets: string[] = [];
  let css = '';
  // A sheet built with its tail (vite.config.ts `stylesheetTail`): the page inlines its head whole and loads
  // the tail only, which restyles only the elements whose classes it names (critical-css.ts).
  let tails = 0;
  html = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)\.css"[^>]*>/g, (tag, name: string) => {
    const path = join(distDir, `${name}.css`);
    if (!existsSync(path)) return tag;
    css += readFileSync(path, 'utf8');
    const first = sheets.length === 0;
    const tail = existsSync(join(distDir, `${name}.tail.css`));
    if (tail) tails += 1;
    sheets.push(`/${name}${tail ? '.tail' : ''}.css`);
    return first ? CSS_MARK : '';
  });
  // Head and tail make the whole sheet in its order only for one sheet, built with its tail.
  const wholeHead = sheets.length === 1 && tails === 1;
  if (sheets.length > 1 && tails > 0)
    sheets.splice(0, sheets.length, ...sheets.map((s) => s.replace(/\.tail\.css$/, '.css')));
  return { html, entry, preloads, css: sheets.length ? createCssPicker(css, { wholeHead }) : null, sheets };
}

/**
 * The script that starts the app after the page has loaded (attribute values are paths: no quoting needed).
 * `stages` are the entry's own imports (the template's modulepreloads): /boot.js runs them one task each before
 * the entry.
 */
const bootScript = (entry: string, stages: readonly string[], preloads: readonly string[], sheets: readonly string[]) =>
  `<script src="/boot.js" data-entry="${entry}"${stages.length ? ` data-stages="${stages.join(' ')}"` : ''}` +
  ` data-preload="${preloads.join(' ')}"${sheets.length ? ` data-css="${sheets.join(' ')}"` : ''}></script>`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks to preload for source modules, from the build's manifest (dist/.vite/manifest.json):
 * each module's chunk and the chunks it imports, less what the template already loads. Without a manifest
 * (a test's template), none.
 */
function modulePreloads(distDir: string, template: string): (modules: readonly string[]) => string[] {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  return (modules) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return [...files].filter((file) => file.endsWith('.js') && !template.includes(`/${file}`)).map((f) => `/${f}`);
  };
}

type Rendered =
  | {
      kind: 'page';
      status: number;
      document: string;
      /** The page's Content-Security-Policy (the site's, with its inline <style>'s hash). */
      policy?: string;
      answer: (encoding: Encoding) => Answer;
    }
  | Exclude<EntryResult, { kind: 'page' }>;
