/**
 * Issue 35 §6, the smaller holes, each sent from outside over HTTP to a real server: a redirect off the site,
 * API calls a cross-site page can send without a preflight (any Content-Type).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request exactly as written (a path fetch() would normalise), straight over node:http. */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const url = new URL(base);
  return new Promise<Raw>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Where a browser on `base` would go with this Location: the same origin, or null for another one. */
function sameOrigin(base: string, location: string | string[] | undefined): boolean {
  if (typeof location !== 'string') return true;
  return new URL(location, `${base}/some/page`).origin === new URL(base).origin;
}

describe('no answer redirects off the site (issue 35 §6)', () => {
  let s: TestServer;
  let distDir: string;
  beforeAll(async () => {
    // A built app (the shell only): the site's page routes, which answer a page's POST with 303 to itself.
    distDir = mkdtempSync(join(tmpdir(), 'sec35-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    s = await startTestServer({ distDir, config: { ssr: false } });
  });
  afterAll(async () => {
    await s.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    '//evil.example/x',
    '//evil.example',
    '///evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example/x',
    '//evil.example/x?y=1',
    '//evil.example/%2e%2e/login',
  ])('POST %s answers a redirect on the site', async (path) => {
    const res = await raw(s.url, 'POST', path);
    // Node refuses a backslash in the request line (400); every other form is the page's 303 to itself.
    if (path.includes('\\')) expect([303, 400]).toContain(res.status);
    else expect(res.status).toBe(303);
    expect(sameOrigin(s.url, res.headers.location), String(res.headers.location)).toBe(true);
    if (res.status === 303) expect(String(res.headers.location)).toMatch(/^\/(?![/\\])/);
  });

  it('a page form sent before the scripts took over still lands on the same page', async () => {
    const res = await raw(s.url, 'POST', '/login?next=1');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?next=1');
  });

  it.each(['//evil.example/x', '/\\evil.example/x'])('GET %s does not redirect off the site', async (path) => {
    const res = await raw(s.url, 'GET', path);
    expect(sameOrigin(s.url, res.headers.location), String(res.headers.location)).toBe(true);
  });
});

describe('/app/v1 answers 415 to a body that is not the declared type (issue 35 §6)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const mobile = '0812345678';
  const body = JSON.stringify({ mobile, type: 1 });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no type', ''],
    ['a look-alike', 'application/jsonp'],
  ])('smsSend with %s: 415 and no SMS', async (_label, type) => {
    const res = await raw(s.url, 'POST', '/app/v1/smsSend', type ? { 'content-type': type } : {}, body);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text)).toMatchObject({ code: 415, errcode: 415 });
    expect(s.sms).toHaveLength(0);
  });

  it('application/json (any case, with a charset) is read', async () => {
    const res = await raw(s.url, 'POST', '/app/v1/getCustomerServices', {
      'content-type': 'Application/JSON; charset=utf-8',
    });
    expect(res.status).toBe(400); // no body: read, and refused as not JSON
    const ok = await raw(s.url, 'POST', '/app/v1/getCustomerServices', { 'content-type': 'application/json' }, '{}');
    expect(ok.status).toBe(200);
  });

  it('a member call with the wrong type is refused before its token is looked at', async () => {
    const res = await raw(s.url, 'POST', '/app/v1/getUserInfo', { 'content-type': 'text/plain' }, '{}');
    expect(res.status).toBe(415);
  });

  it('the upload takes multipart only', async () => {
    const { token } = await s.player();
    const res = await raw(
      s.url,
      'POST',
      '/app/v1/uploadKyc',
      { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      'x',
    );
    expect(res.status).toBe(415);
  });
});
