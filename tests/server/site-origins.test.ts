/**
 * Pages and media from other origins (issue 36 §1) and the headers of issue 35 §6: the app tier's
 * Content-Security-Policy names the origins an operator declares by kind (GAME_ORIGINS, PAYMENT_ORIGINS,
 * CHAT_ORIGINS, MEDIA_ORIGINS), defaulting to the upstream's; a malformed origin stops the start with a clear
 * message; HSTS of a year reaches every answer, API answers included; `base-uri 'none'`. The reference server
 * as a backend on its own origin lets its ALLOWED_ORIGINS frame its pages.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode } from '../../server/api-answer';
import { ConfigError, defaultConfig, originList, readTierConfig, tierOrigins } from '../../server/config';
import {
  OWN_ORIGIN_ONLY,
  contentSecurityPolicy,
  securityHeaderList,
  styleHashOf,
  withStyleSources,
} from '../../server/security-headers';
import { listenTier } from '../../server/tier/app';
import { parsePolicy } from '../../scripts/conformance/urls';
import { startTestServer, type TestServer } from '../helpers/server';

const UPSTREAM = 'https://api.operator.example';
const tierEnv = (env: Record<string, string>) => readTierConfig({ API_UPSTREAM: UPSTREAM, ...env }, 2)!;
const directive = (csp: string, name: string) => parsePolicy(csp).get(name);
const yearOrMore = (value: string | null | undefined) => Number(/max-age=(\d+)/.exec(value ?? '')?.[1]) >= 31_536_000;

describe('the origins settings', () => {
  it('default every kind to the upstream origin, so a backend serving its own pages works with no setting', () => {
    expect(tierEnv({}).origins).toEqual({
      games: [UPSTREAM],
      payments: [UPSTREAM],
      chat: [UPSTREAM],
      media: [UPSTREAM],
    });
  });

  it('take exactly the origins set, normalised, comma- or space-separated, with wildcard subdomains', () => {
    const origins = tierEnv({
      GAME_ORIGINS: 'https://games.studio.example, https://*.slots.example:8443',
      PAYMENT_ORIGINS: 'HTTPS://Pay.Provider.example:443/',
      CHAT_ORIGINS: 'none',
      MEDIA_ORIGINS: 'https://cdn.example https://cdn.example',
    }).origins!;
    expect(origins).toEqual({
      games: ['https://games.studio.example', 'https://*.slots.example:8443'],
      payments: ['https://pay.provider.example'],
      chat: [],
      media: ['https://cdn.example'],
    });
  });

  it.each([
    ['GAME_ORIGINS', 'games.example'],
    ['PAYMENT_ORIGINS', 'https://pay.example/checkout'],
    ['CHAT_ORIGINS', "'unsafe-inline'"],
    ['MEDIA_ORIGINS', 'https://cdn.example?x=1'],
    ['MEDIA_ORIGINS', 'ftp://cdn.example'],
    ['GAME_ORIGINS', 'https://a.example:99999'],
    ['GAME_ORIGINS', 'https://a.example;script-src *'],
    ['GAME_ORIGINS', '*'],
  ])('refuse %s=%s with a message naming the setting and the entry', (name, value) => {
    expect(() => tierEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => originList(name, value)).toThrow(new RegExp(`^${name}: ".*" is not an origin`));
  });

  it('stop the app tier at start-up with that message', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'server/tier/main.ts'], {
      env: { ...process.env, API_UPSTREAM: 'http://127.0.0.1:9', PAYMENT_ORIGINS: 'https://pay.example/x', PORT: '0' },
      timeout: 30_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('error: PAYMENT_ORIGINS: "https://pay.example/x" is not an origin');
  }, 40_000);
});

describe('the policy', () => {
  it("applies styles from the site's own files only: no 'unsafe-inline' in style-src, whatever the origins", () => {
    const policies = [
      contentSecurityPolicy(),
      contentSecurityPolicy(tierOrigins(tierEnv({}))),
      ...securityHeaderList({ ...OWN_ORIGIN_ONLY, frameAncestors: ['https://tier.example'] })
        .filter(([name]) => name === 'content-security-policy')
        .map(([, value]) => value),
    ];
    for (const csp of policies) {
      expect(directive(csp, 'style-src')).toEqual(["'self'"]);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toMatch(/style-src-(attr|elem)/);
    }
  });

  it("allows a page's inline <style> by the hash of its text, and nothing else", () => {
    const csp = withStyleSources(contentSecurityPolicy(), [styleHashOf('.a{color:red}')]);
    // sha256 of ".a{color:red}", base64, as a browser computes it for <style>.a{color:red}</style>
    expect(styleHashOf('.a{color:red}')).toBe(
      `'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`,
    );
    expect(directive(csp, 'style-src')).toEqual(["'self'", styleHashOf('.a{color:red}')]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(withStyleSources(contentSecurityPolicy(), [])).toBe(contentSecurityPolicy());
  });

  it('allows the declared origins where each kind loads, and no more', () => {
    const csp = contentSecurityPolicy(
      tierOrigins(
        tierEnv({
          GAME_ORIGINS: 'https://games.example',
          PAYMENT_ORIGINS: 'https://pay.example',
          CHAT_ORIGINS: 'https://chat.example',
          MEDIA_ORIGINS: 'https://cdn.example',
        }),
      ),
    );
    expect(directive(csp, 'frame-src')).toEqual([
      "'self'",
      'https://games.example',
      'https://pay.example',
      'https://chat.example',
    ]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:', 'https://cdn.example']);
    // Other origins get nothing else: scripts, connections, forms and frame ancestors stay the site's own.
    for (const name of ['default-src', 'script-src', 'connect-src', 'form-action', 'frame-ancestors'])
      expect(directive(csp, name)).toEqual(["'self'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(csp).not.toContain(UPSTREAM);
  });

  it('is the site own origin only without origins (the reference server), with HSTS of a year and frame options', () => {
    const headers = new Map(securityHeaderList());
    expect(directive(headers.get('content-security-policy')!, 'frame-src')).toEqual(["'self'"]);
    expect(directive(headers.get('content-security-policy')!, 'base-uri')).toEqual(["'none'"]);
    expect(yearOrMore(headers.get('strict-transport-security'))).toBe(true);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('lets the sites that show a backend pages frame them and load its files', () => {
    const headers = new Map(
      securityHeaderList({ games: [], payments: [], chat: [], media: [], frameAncestors: ['https://play.example'] }),
    );
    expect(directive(headers.get('content-security-policy')!, 'frame-ancestors')).toEqual([
      "'self'",
      'https://play.example',
    ]);
    // X-Frame-Options cannot name another origin: it would refuse what frame-ancestors allows.
    expect(headers.has('x-frame-options')).toBe(false);
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends HSTS of a year with every API answer', () => {
    const { headers } = encode({ status: 200, body: { code: 200, errcode: 0 } }, undefined);
    const at = headers.indexOf('strict-transport-security');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(yearOrMore(headers[at + 1])).toBe(true);
  });
});

describe('over HTTP', () => {
  let upstream: Server;
  let tier: Server;
  let reference: TestServer;
  const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    // A stand-in API answering JSON without HSTS, and a picture of its own.
    upstream = createServer((req, res) => {
      if (req.url?.startsWith('/static/')) {
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":200,"errcode":0}');
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    tier = await listenTier(
      {
        config: defaultConfig(),
        tier: {
          ...readTierConfig({ API_UPSTREAM: url(upstream), MEDIA_ORIGINS: 'https://cdn.example' }, 1)!,
          timeoutMs: 5000,
        },
        distDir: undefined,
        log: () => undefined,
      },
      0,
      '127.0.0.1',
    );
    reference = await startTestServer({ config: { allowedOrigins: ['https://play.example'] } });
  });
  afterAll(async () => {
    tier.closeAllConnections();
    await new Promise((resolve) => tier.close(resolve));
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await reference?.close();
  });

  it('the tier answers its own paths with the configured policy and a year of HSTS', async () => {
    const res = await fetch(`${url(tier)}/healthz`);
    const csp = res.headers.get('content-security-policy')!;
    expect(directive(csp, 'frame-src')).toEqual(["'self'", url(upstream)]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
    expect(yearOrMore(res.headers.get('strict-transport-security'))).toBe(true);
  });

  it('a forwarded API answer gets HSTS, a forwarded file the site policy', async () => {
    const api = await fetch(`${url(tier)}/app/v1/preLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(200);
    expect(yearOrMore(api.headers.get('strict-transport-security'))).toBe(true);
    const file = await fetch(`${url(tier)}/static/x.svg`);
    expect(directive(file.headers.get('content-security-policy')!, 'img-src')).toContain('https://cdn.example');
  });

  it('the reference server lets its ALLOWED_ORIGINS frame its pages, and sends HSTS on API answers', async () => {
    const page = await reference.fetch('/healthz');
    expect(directive(page.headers.get('content-security-policy')!, 'frame-ancestors')).toEqual([
      "'self'",
      'https://play.example',
    ]);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const api = await reference.fetch('/app/v1/preLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(yearOrMore(api.headers.get('strict-transport-security'))).toBe(true);
  });
});
