/**
 * Compression: the built app's files go out precompressed (brotli, else gzip, as the browser accepts) and
 * large API answers are gzip-compressed when accepted; small answers and clients that accept nothing
 * compressed get plain bytes. Raw node:http requests, so nothing decodes the bodies behind the test's back.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/api-answer';
import { startTestServer, type TestServer } from '../helpers/server';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const SCRIPT = `export const big = ${JSON.stringify('ลูกค้า '.repeat(2000))};\n`;

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  const file = join(dist, 'assets', 'app-abc.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  server = await startTestServer({ distDir: dist });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the brotli file to a browser that accepts br, with the immutable cache header', async () => {
    const res = await raw(`${server.url}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted, and the plain file otherwise', async () => {
    const gz = await raw(`${server.url}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw(`${server.url}/assets/app-abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});

describe('API answers', () => {
  const post = (path: string, acceptEncoding?: string) =>
    raw(`${server.url}/app/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      body: '{}',
    });

  it('gzips a large answer for a client that accepts gzip, and the JSON is the same', async () => {
    const zipped = await post('anonymous/appConfig', 'gzip, deflate, br');
    const plain = await post('anonymous/appConfig');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The configuration carries Thai text: its length is counted in bytes, not characters.
    const text = plain.body.toString();
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
  });

  it('leaves a small answer as it is', async () => {
    const res = await post('getUserInfo', 'gzip');
    expect(res.status).toBe(401);
    expect(res.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ errcode: 401 });
  });
});
