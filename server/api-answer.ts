/**
 * The answer side of the /app/v1 dispatcher: what it answers (status, body, Retry-After) and the wire form
 * both servers send: JSON with the API headers, gzip-compressed when large and accepted.
 */
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Prepared } from './context';
import { HSTS } from './security-headers';

export const badRequest = (msg: string, field = '') => ({ code: 400, errcode: 400, msg, field });

/**
 * Headers of every API answer. JSON is never rendered as a document, so the document policies (CSP, frame
 * options) of security-headers.ts are not needed here; these are the ones that matter for an API.
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['cache-control', 'no-store'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
  // HTTPS only, on every answer (OWASP ASVS 5.0 V3): an API call is as much a first visit as a page.
  HSTS,
];

/** API_HEADERS and the content type as one flat [name, value, name, value …] list (writeHead takes it). */
const HEAD: readonly string[] = [...API_HEADERS.flat(), 'content-type', 'application/json'];

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** What the dispatcher answers, before it is encoded for the wire. */
export interface Answer {
  readonly status: 200 | 400 | 401 | 404 | 405 | 408 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 504;
  readonly body: Record<string, unknown> | Prepared;
  readonly retryAfter?: number;
}

interface Encoded {
  readonly status: number;
  /** Flat: name, value, name, value … */
  readonly headers: string[];
  readonly body: string | Buffer;
}

const GZIP = /\bgzip\b/;

/**
 * The wire form of an answer: JSON with the API headers, gzip-compressed when it is large and the client
 * accepts gzip (the configuration is ~40 KB of JSON, ~6 KB compressed: seconds on a slow phone network).
 * Small answers (most calls) skip the work.
 */
export function encode(answer: Answer, acceptEncoding: string | undefined): Encoded {
  const headers = HEAD.slice();
  if (answer.retryAfter !== undefined) headers.push('retry-after', String(answer.retryAfter));
  const prepared = answer.body instanceof Prepared ? answer.body : null;
  const text = prepared ? prepared.text : JSON.stringify(answer.body);
  let body: string | Buffer = prepared ? prepared.bytes : text;
  if (text.length >= COMPRESS_MIN_BYTES && acceptEncoding !== undefined && GZIP.test(acceptEncoding)) {
    headers.push('content-encoding', 'gzip', 'vary', 'Accept-Encoding');
    body = prepared ? prepared.gzip(gzip) : gzip(text);
  }
  // With its length known Node sends head and body in one write (no chunked encoding).
  headers.push('content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length));
  return { status: answer.status, headers, body };
}

const gzip = (text: string): Buffer => gzipSync(text, { level: 6 });

export function honoAnswer(c: Context, encoded: Encoded): Response {
  const headers: Record<string, string> = {};
  for (let i = 0; i < encoded.headers.length; i += 2) headers[encoded.headers[i]!] = encoded.headers[i + 1]!;
  return c.body(
    typeof encoded.body === 'string' ? encoded.body : new Uint8Array(encoded.body),
    encoded.status as ContentfulStatusCode,
    headers,
  );
}

export function nodeAnswer(outgoing: ServerResponse, answer: Answer, acceptEncoding: string | undefined): void {
  const encoded = encode(answer, acceptEncoding);
  outgoing.writeHead(encoded.status, encoded.headers);
  outgoing.end(encoded.body);
}

export const INTERNAL_ERROR: Answer = { status: 500, body: { code: 500, errcode: 500, msg: 'Internal error' } };

export const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
