/**
 * The short page cache's answer before the router (server/render/index.ts `cached`, issue 28 §2: a campaign's
 * clicks served at cache speed): a page the cache holds is sent straight on node:http with the very status,
 * headers (the server's security headers, Vary, Accept-CH, Cache-Control, type, encoding, length) and bytes
 * the Hono route sends for it, in each encoding; anything it cannot answer exactly — a miss, a stale page,
 * another Host, a target @hono/node-server would normalise, a HEAD — goes on to the router (nothing sent).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_MS, createPageRenderer, REFRESH_HITS, REFRESH_MS, type Entry } from '../../server/render/index';
import { SECURITY_HEADERS, securityHeaders, styleHashOf, withStyleSources } from '../../server/security-headers';
import { startTestServer, type TestServer } from '../helpers/server';

const ROOT = join(import.meta.dirname, '../..');
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

let reference: TestServer;
let distDir: string;
let server: Server;
let base: string;
let now = 1_000_000;
/** Requests `cached` answered (the rest went to the Hono app). */
let early = 0;
/** Renders begun, and renders under way. */
let renders = 0;
let rendering = 0;

/** The server entry from source, counting its renders. */
async function countingEntry(): Promise<Entry> {
  const entry = (await import('../../src/entry-server')) as unknown as Entry;
  return {
    ...entry,
    render: async (request) => {
      renders += 1;
      rendering += 1;
      try {
        return await entry.render(request);
      } finally {
        rendering -= 1;
      }
    },
  };
}

beforeAll(async () => {
  reference = await startTestServer();
  distDir = mkdtempSync(join(tmpdir(), 'page-cache-test-'));
  // A built stylesheet: each page inlines the rules it uses, which its policy allows by their hash.
  writeFileSync(
    join(distDir, 'index.html'),
    readFileSync(join(ROOT, 'index.html'), 'utf8').replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/style-test.css">\n  </head>',
    ),
  );
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'style-test.css'), ':root{--test:1}.app{color:red}');
  const pages = createPageRenderer({
    distDir,
    entry: countingEntry,
    api: async (req) => {
      const url = new URL(req.url);
      const body = req.method === 'GET' ? undefined : await req.arrayBuffer();
      return reference.fetch(url.pathname + url.search, { method: req.method, headers: req.headers, body });
    },
    headers: SECURITY_HEADERS,
    now: () => now,
    log: () => undefined,
  });
  // As the app tier: security headers on every answer, pages last; the cache's answer before it all.
  const app = new Hono();
  app.use('*', securityHeaders);
  app.get('*', (c) => pages.page(c));
  const routed = getRequestListener(app.fetch);
  server = createServer((incoming, outgoing) => {
    if (pages.cached(incoming, outgoing)) early += 1;
    else void routed(incoming, outgoing);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  await reference?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  early: boolean;
}

/** One GET as sent (node:http: the body as it came, compressed), and whether `cached` answered it. */
function get(path: string, headers: Record<string, string> | string[], method = 'GET'): Promise<Raw> {
  const before = early;
  return new Promise((done, fail) => {
    // The target as given (a URL would lose its fragment).
    const req = request(base, { path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), early: early > before }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

/** An answer's text, decoded from its encoding. */
const textOf = (raw: Raw) =>
  (raw.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(raw.body)
    : raw.headers['content-encoding'] === 'gzip'
      ? gunzipSync(raw.body)
      : raw.body
  ).toString('utf8');

/** The headers that differ by the moment only. */
const lasting = (headers: IncomingHttpHeaders) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('a page the cache holds', () => {
  // Each encoding its own visitor (time zone): its first request renders, the next ones are the cache's.
  for (const [encoding, zone] of [
    ['br', 'America/Lima'],
    ['gzip', 'Asia/Kathmandu'],
    ['', 'Europe/Oslo'],
  ] as const) {
    it(`is sent before the router with the render's status, headers and bytes (${encoding || 'identity'})`, async () => {
      const visitor = {
        'user-agent': PHONE,
        cookie: `tz=${encodeURIComponent(zone)}; notice_seen=1`,
        ...(encoding ? { 'accept-encoding': `${encoding}, deflate` } : {}),
      };
      const miss = await get('/lobby/home?utm_source=fb&fbclid=click-1', visitor);
      expect(miss.early).toBe(false);
      expect(miss.status).toBe(200);
      expect(miss.body.toString('latin1')).not.toBe('');
      expect(miss.headers['accept-ch']).toBe('Sec-CH-UA-Mobile');
      // Another click of the campaign: the same page, from the cache, before the router.
      const hit = await get('/lobby/home?utm_source=fb&fbclid=click-2', visitor);
      expect(hit.early).toBe(true);
      expect(hit.status).toBe(miss.status);
      expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
      expect(hit.body.equals(miss.body)).toBe(true);
      // The server's headers; its policy with the page's inline <style> allowed by its hash (and nothing else).
      const inline = /<style>([\s\S]*?)<\/style>/.exec(textOf(miss))?.[1];
      expect(inline).toContain('.app{color:red}');
      for (const [name, value] of SECURITY_HEADERS)
        expect(hit.headers[name]).toBe(
          name === 'content-security-policy' ? withStyleSources(value, [styleHashOf(inline!)]) : value,
        );
      expect(hit.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
      expect(hit.headers['content-encoding']).toBe(encoding || undefined);
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    });
  }

  it('is left to the router when it cannot be answered exactly there', async () => {
    const visitor = { 'user-agent': PHONE, cookie: 'tz=Africa%2FLagos', 'accept-encoding': 'br' };
    const first = await get('/lobby/home', visitor);
    expect(first.early).toBe(false);
    expect((await get('/lobby/home?fbclid=x', visitor)).early).toBe(true);
    // A target @hono/node-server normalises (an escape), HEAD, another Host: the router's (the same page).
    const escaped = await get('/lobby/home?fbclid=%41', visitor);
    expect(escaped.early).toBe(false);
    expect(escaped.body.equals(first.body)).toBe(true);
    expect((await get('/lobby/home', visitor, 'HEAD')).early).toBe(false);
    // A parameter the render reads is another page (its own render), whichever click id comes with it; a
    // fragment's parameters are not the page's.
    expect((await get('/lobby/home?fbclid=y&q=words', visitor)).early).toBe(false);
    expect((await get('/lobby/home?q=words&fbclid=z', visitor)).early).toBe(true);
    expect((await get('/lobby/home?q=other', visitor)).early).toBe(false);
    const fragment = await get('/lobby/home?fbclid=f#&q=words', visitor);
    expect(fragment.early).toBe(true);
    expect(fragment.body.equals(first.body)).toBe(true);
    // Other cookies: another visitor's page.
    expect((await get('/lobby/home?fbclid=x', { ...visitor, cookie: 'tz=Africa%2FLagos; locale=en-US' })).early).toBe(
      false,
    );
    // Parameters whose names only begin like a render's, or carry no value, are a campaign's too.
    expect((await get('/lobby/home?query=words&qq&fbclid=w&utm_source', visitor)).early).toBe(true);
    const forged = await get('/lobby/home', { ...visitor, host: 'elsewhere.example' });
    expect(forged.early).toBe(false);
    expect(forged.status).toBe(200);
    // The head as a browser writes it (capitalised names) is the same visitor; a header it sends twice (which node
    // joins or drops, each its own way) goes to the router, which answers the same page.
    const head = [
      'Host',
      new URL(base).host,
      'User-Agent',
      PHONE,
      'Cookie',
      'tz=Africa%2FLagos',
      'Accept-Encoding',
      'br',
    ];
    const capitalised = await get('/lobby/home?fbclid=c', head);
    expect(capitalised.early).toBe(true);
    expect(capitalised.body.equals(first.body)).toBe(true);
    const hinted = [...head, 'sec-ch-ua-mobile', '?1'];
    expect((await get('/lobby/home?fbclid=d', hinted)).early).toBe(true);
    for (const twice of [
      [...head, 'cookie', 'locale=en-US'],
      [...head, 'user-agent', PHONE],
      [...head, 'accept-encoding', 'gzip'],
      [...hinted, 'Sec-CH-UA-Mobile', '?1'],
    ]) {
      const answer = await get('/lobby/home?fbclid=d', twice);
      expect(answer.early).toBe(false);
      expect(answer.status).toBe(200);
    }
    // Once stale, the page is rendered again by the router's route, and then cached again.
    now += CACHE_MS;
    expect((await get('/lobby/home', visitor)).early).toBe(false);
    expect((await get('/lobby/home', visitor)).early).toBe(true);
  });
});

describe('a page asked for often', () => {
  it('is rendered anew in its last moments while the cache answers it, from the same bytes', async () => {
    const visitor = { 'user-agent': PHONE, cookie: 'tz=Asia%2FTokyo', 'accept-encoding': 'br' };
    const first = await get('/lobby/home?fbclid=r0', visitor);
    expect(first.early).toBe(false);
    const rendered = renders;
    // In its last moments but asked for less than REFRESH_HITS times: nothing more.
    now += CACHE_MS - REFRESH_MS;
    for (let i = 1; i < REFRESH_HITS; i++) expect((await get(`/lobby/home?fbclid=r${i}`, visitor)).early).toBe(true);
    expect(renders).toBe(rendered);
    // The next click: the router's route answers it with the cached page and renders the page anew, while the
    // cache answers the clicks after it.
    const due = await get('/lobby/home?fbclid=due', visitor);
    expect(due.early).toBe(false);
    expect(lasting(due.headers)).toEqual(lasting(first.headers));
    expect(due.body.equals(first.body)).toBe(true);
    expect(renders).toBe(rendered + 1);
    expect((await get('/lobby/home?fbclid=meanwhile', visitor)).early).toBe(true);
    await vi.waitFor(() => expect(rendering).toBe(0), { timeout: 30_000, interval: 20 });
    expect(renders).toBe(rendered + 1);
    // Fresh from its new render: past the first one's time, the cache still answers, the same bytes.
    now += REFRESH_MS;
    const later = await get('/lobby/home?fbclid=later', visitor);
    expect(later.early).toBe(true);
    expect(later.body.equals(first.body)).toBe(true);
    expect(renders).toBe(rendered + 1);
    // And stale CACHE_MS after it.
    now += CACHE_MS - REFRESH_MS;
    expect((await get('/lobby/home?fbclid=stale', visitor)).early).toBe(false);
  });
});
