/**
 * `/app/v1/*`: one dispatcher for every operation of openapi.yaml.
 * Order: operation lookup (404) → body size (413) → token (401) → body parse and schema (400) →
 * handler → `{ errcode: 0, ...result }`, a Fail as `{ errcode, msg }`, RateLimited as 429.
 * Nothing a client sends can produce a 5xx; an unexpected error is logged and answered 500.
 */
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { OperationId } from '../src/api/operations.gen';
import { contract, type ContractOperation } from './contract';
import { Fail, RateLimited, type Deps, type Handlers, type UploadedFile } from './context';
import { resolveSession } from './domain/sessions';

export const JSON_LIMIT = 64 * 1024;
export const UPLOAD_LIMIT = 6 * 1024 * 1024;
export const TOKEN_REQUIRED = { code: 401, errcode: 401, msg: 'Token is required' } as const;

const badRequest = (msg: string, field = '') => ({ code: 400, errcode: 400, msg, field });

function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The Node request under @hono/node-server (absent under app.request in unit tests). */
const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/**
 * A request header. On the Node server it reads the IncomingMessage's parsed headers: asking the Web Request
 * wrapper builds a whole Headers object first.
 */
function header(c: Context, name: 'authorization' | 'content-length' | 'accept-encoding'): string | undefined {
  const incoming = incomingOf(c);
  return incoming ? incoming.headers[name] : c.req.header(name);
}

/**
 * The raw JSON text of a request, or null past `limit` bytes. On the Node server it reads the
 * IncomingMessage directly — the Web Request wrapper around it costs a third of a small call's time.
 */
async function readJsonText(c: Context, limit: number): Promise<string | null> {
  const declared = Number(header(c, 'content-length'));
  if (declared > limit) return null;
  const incoming = incomingOf(c);
  if (!incoming || incoming.readableEnded) {
    const text = await c.req.text();
    return Buffer.byteLength(text) > limit ? null : text;
  }
  return new Promise<string | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.off('data', onData);
        incoming.resume(); // drain and drop the rest
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks, size).toString('utf8')));
    incoming.once('error', reject);
  });
}

const MULTIPART_FIELDS: Record<string, readonly string[] | undefined> = { kind: ['front', 'back', 'selfie'] };

async function readMultipart(
  c: Context,
): Promise<{ body: Record<string, unknown> } | { error: ReturnType<typeof badRequest> }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return { error: badRequest('body must be multipart/form-data') };
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    return { error: badRequest('body is not valid multipart/form-data') };
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form)) {
    if (name === 'file') {
      if (!(value instanceof File)) return { error: badRequest('file must be a file', 'file') };
      const file: UploadedFile = {
        name: value.name,
        type: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
      body.file = file;
    } else if (name in MULTIPART_FIELDS) {
      const allowed = MULTIPART_FIELDS[name];
      if (typeof value !== 'string' || (allowed && !allowed.includes(value))) {
        return { error: badRequest(`${name} must be one of ${allowed?.join(', ')}`, name) };
      }
      body[name] = value;
    } else {
      return { error: badRequest(`${name} is not allowed`, name) };
    }
  }
  if (!body.file) return { error: badRequest('file is required', 'file') };
  for (const name of Object.keys(MULTIPART_FIELDS)) {
    if (!(name in body)) return { error: badRequest(`${name} is required`, name) };
  }
  return { body };
}

/**
 * Headers of every API answer. JSON is never rendered as a document, so the document policies (CSP, frame
 * options) of security-headers.ts are not needed here; these are the ones that matter for an API.
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['cache-control', 'no-store'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A JSON answer, gzip-compressed when it is large and the client accepts gzip (the configuration is ~40 KB
 * of JSON, ~6 KB compressed: seconds on a slow phone network). Small answers (most calls) skip the work.
 */
function json(c: Context, body: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(body);
  if (text.length < COMPRESS_MIN_BYTES || !/\bgzip\b/.test(header(c, 'accept-encoding') ?? '')) {
    return c.body(text, status, { 'content-type': 'application/json' });
  }
  return c.body(gzipSync(text, { level: 6 }), status, {
    'content-type': 'application/json',
    'content-encoding': 'gzip',
    vary: 'Accept-Encoding',
  });
}

export function createApi(deps: Deps, handlers: Handlers): Hono {
  const api = new Hono();
  const spec = contract();
  const log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e));

  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: (c) => c.json({ code: 413, errcode: 413, msg: 'File too large' }, 413),
  });

  async function dispatch(c: Context, op: ContractOperation): Promise<Response> {
    const respond = (status: 200 | 400 | 401 | 413 | 429 | 500, body: Record<string, unknown>) => {
      if (deps.validateResponses && status !== 500 && status !== 413) {
        try {
          spec.assertResponse(op.operationId, status, body);
        } catch (error) {
          log(`contract violation in ${op.operationId}`, error);
          return c.json(
            { code: 500, errcode: 500, msg: `Response breaks the contract: ${(error as Error).message}` },
            500,
          );
        }
      }
      return json(c, body, status);
    };

    // Token.
    const now = deps.clock.now();
    const token = bearer(header(c, 'authorization'));
    const caller = token && op.auth !== 'none' ? resolveSession(deps.db, token, now) : null;
    if (op.auth === 'required' && !caller) return respond(401, { ...TOKEN_REQUIRED });

    // Body.
    let body: unknown;
    if (op.body === 'multipart') {
      const read = await readMultipart(c);
      if ('error' in read) return respond(400, read.error);
      body = read.body;
    } else {
      const text = await readJsonText(c, JSON_LIMIT);
      if (text === null) return respond(413, { code: 413, errcode: 413, msg: 'Body too large' });
      try {
        body = JSON.parse(text);
      } catch {
        return respond(400, badRequest('body must be JSON'));
      }
      const failure = op.validateBody(body);
      if (failure) return respond(400, badRequest(failure.msg, failure.field));
    }

    const handler = handlers[op.operationId as OperationId] as (ctx: unknown) => unknown;
    const trustProxy = deps.trustProxy === true;
    try {
      const result = (await handler({
        deps,
        body,
        caller,
        get ip() {
          return clientIp(c, trustProxy);
        },
        get origin() {
          return new URL(c.req.url).origin;
        },
      })) as Record<string, unknown>;
      return respond(200, { errcode: 0, ...result });
    } catch (error) {
      if (error instanceof Fail) return respond(200, { errcode: error.errcode, msg: error.message });
      if (error instanceof RateLimited) {
        c.header('Retry-After', String(error.retryAfterSeconds));
        return respond(429, { code: 429, errcode: 429, msg: error.message, retryAfter: error.retryAfterSeconds });
      }
      log(`unexpected error in ${op.operationId}`, error);
      return respond(500, { code: 500, errcode: 500, msg: 'Internal error' });
    }
  }

  // One route for the whole API: registered before the site-wide middleware, it answers on its own.
  api.all('/app/v1/*', async (c) => {
    for (const [name, value] of API_HEADERS) c.header(name, value);
    const op = spec.byPath.get(c.req.path);
    if (!op) return c.json({ code: 404, errcode: 404, msg: `No such operation: ${c.req.path}` }, 404);
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return c.json({ code: 405, errcode: 405, msg: 'Use POST' }, 405);
    }
    if (op.body !== 'multipart') return dispatch(c, op);
    // Uploads stream through Hono's body limit; JSON bodies are limited by readJsonText.
    const limited = await uploadLimit(c, async () => {
      c.res = await dispatch(c, op);
    });
    return limited ?? c.res;
  });

  return api;
}
