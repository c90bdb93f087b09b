/**
 * `/app/v1/*`: one dispatcher for every operation of openapi.yaml.
 * Order: operation lookup (404) → body size (413) → token (401) → body parse and schema (400) →
 * handler → `{ errcode: 0, ...result }`, a Fail as `{ errcode, msg }`, RateLimited as 429.
 * Nothing a client sends can produce a 5xx; an unexpected error is logged and answered 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { OperationId } from '../src/api/operations.gen';
import { contract, type ContractOperation } from './contract';
import { Fail, Prepared, RateLimited, type Deps, type Handlers, type UploadedFile } from './context';
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

/**
 * The request as the dispatcher sees it. Two sources: Hono's Context (uploads, and `app.request` in unit
 * tests) and Node's IncomingMessage directly (every JSON call on the Node server: the Web Request/Response
 * wrapping around it costs more than the call's own work — see createNodeListener).
 */
interface ApiRequest {
  header(name: 'authorization' | 'content-length' | 'accept-encoding' | 'x-forwarded-for'): string | undefined;
  remoteAddress(): string | undefined;
  origin(): string;
  /** The raw JSON text, or null past `limit` bytes. */
  readJson(limit: number): Promise<string | null>;
}

function clientIp(req: ApiRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.remoteAddress() ?? 'unknown';
}

/** Reads a Node request body up to `limit` bytes (null past it, the rest drained and dropped). */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<string | null> {
  if (Number(incoming.headers['content-length']) > limit) {
    incoming.resume();
    return Promise.resolve(null);
  }
  return new Promise<string | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.off('data', onData);
        incoming.resume();
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

/** The Node request under @hono/node-server (absent under app.request in unit tests). */
const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

function honoRequest(c: Context): ApiRequest {
  const incoming = incomingOf(c);
  return {
    header: (name) => (incoming ? (incoming.headers[name] as string | undefined) : c.req.header(name)),
    remoteAddress() {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined;
      }
    },
    origin: () => new URL(c.req.url).origin,
    async readJson(limit) {
      if (incoming && !incoming.readableEnded) return readIncoming(incoming, limit);
      if (Number(c.req.header('content-length')) > limit) return null;
      const text = await c.req.text();
      return Buffer.byteLength(text) > limit ? null : text;
    },
  };
}

function nodeRequest(incoming: IncomingMessage): ApiRequest {
  return {
    header: (name) => incoming.headers[name] as string | undefined,
    remoteAddress: () => incoming.socket.remoteAddress,
    origin: () =>
      `${(incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'}://${incoming.headers.host ?? 'localhost'}`,
    readJson: (limit) => readIncoming(incoming, limit),
  };
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

/** What the dispatcher answers, before it is encoded for the wire. */
interface Answer {
  readonly status: 200 | 400 | 401 | 404 | 405 | 413 | 429 | 500;
  readonly body: Record<string, unknown> | Prepared;
  readonly retryAfter?: number;
}

interface Encoded {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string | Buffer;
}

/**
 * The wire form of an answer: JSON with the API headers, gzip-compressed when it is large and the client
 * accepts gzip (the configuration is ~40 KB of JSON, ~6 KB compressed: seconds on a slow phone network).
 * Small answers (most calls) skip the work.
 */
function encode(answer: Answer, acceptEncoding: string | undefined): Encoded {
  const headers: Record<string, string> = Object.fromEntries(API_HEADERS);
  headers['content-type'] = 'application/json';
  if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter);
  const prepared = answer.body instanceof Prepared ? answer.body : null;
  const text = prepared ? prepared.text : JSON.stringify(answer.body);
  let body: string | Buffer = text;
  if (text.length >= COMPRESS_MIN_BYTES && /\bgzip\b/.test(acceptEncoding ?? '')) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    body = prepared ? prepared.gzip(gzip) : gzip(text);
  }
  // With its length known Node sends head and body in one write (no chunked encoding).
  headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  return { status: answer.status, headers, body };
}

const gzip = (text: string): Buffer => gzipSync(text, { level: 6 });

const honoAnswer = (c: Context, encoded: Encoded): Response =>
  c.body(
    typeof encoded.body === 'string' ? encoded.body : new Uint8Array(encoded.body),
    encoded.status as ContentfulStatusCode,
    encoded.headers,
  );

export interface ApiCore {
  /** The Hono routes of /app/v1/* (404 / 405 answers, uploads, and every call under app.request). */
  readonly routes: Hono;
  /** Answers a JSON call straight on node:http, or returns false when the request is not one. */
  serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
}

export function createApi(deps: Deps, handlers: Handlers): ApiCore {
  const api = new Hono();
  const spec = contract();
  const log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e));
  const trustProxy = deps.trustProxy === true;

  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: (c) =>
      honoAnswer(c, encode({ status: 413, body: { code: 413, errcode: 413, msg: 'File too large' } }, '')),
  });

  /** Checks an answer against the contract when the server validates its own responses. */
  function checked(op: ContractOperation, answer: Answer): Answer {
    if (!deps.validateResponses || answer.status === 500 || answer.status === 413) return answer;
    try {
      const body = answer.body instanceof Prepared ? answer.body.body : answer.body;
      spec.assertResponse(op.operationId, answer.status, body);
      return answer;
    } catch (error) {
      log(`contract violation in ${op.operationId}`, error);
      const msg = `Response breaks the contract: ${(error as Error).message}`;
      return { status: 500, body: { code: 500, errcode: 500, msg } };
    }
  }

  /** Token → body → handler. `readMultipart` is given for upload operations (Hono only). */
  async function dispatch(
    req: ApiRequest,
    op: ContractOperation,
    readMultipartBody?: () => ReturnType<typeof readMultipart>,
  ): Promise<Answer> {
    const answer = (status: Answer['status'], body: Answer['body'], retryAfter?: number) =>
      checked(op, retryAfter === undefined ? { status, body } : { status, body, retryAfter });

    // Token.
    const now = deps.clock.now();
    const token = bearer(req.header('authorization'));
    const caller = token && op.auth !== 'none' ? resolveSession(deps.db, token, now) : null;
    if (op.auth === 'required' && !caller) return answer(401, { ...TOKEN_REQUIRED });

    // Body.
    let body: unknown;
    if (op.body === 'multipart') {
      if (!readMultipartBody) return answer(400, badRequest('body must be multipart/form-data'));
      const read = await readMultipartBody();
      if ('error' in read) return answer(400, read.error);
      body = read.body;
    } else {
      const text = await req.readJson(JSON_LIMIT);
      if (text === null) return answer(413, { code: 413, errcode: 413, msg: 'Body too large' });
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, badRequest('body must be JSON'));
      }
      const failure = op.validateBody(body);
      if (failure) return answer(400, badRequest(failure.msg, failure.field));
    }

    const handler = handlers[op.operationId as OperationId] as (ctx: unknown) => unknown;
    try {
      const result = (await handler({
        deps,
        body,
        caller,
        get ip() {
          return clientIp(req, trustProxy);
        },
        get origin() {
          return req.origin();
        },
      })) as Record<string, unknown> | Prepared;
      return answer(200, result instanceof Prepared ? result : { errcode: 0, ...result });
    } catch (error) {
      if (error instanceof Fail) return answer(200, { errcode: error.errcode, msg: error.message });
      if (error instanceof RateLimited) {
        const retryAfter = error.retryAfterSeconds;
        return answer(429, { code: 429, errcode: 429, msg: error.message, retryAfter }, retryAfter);
      }
      log(`unexpected error in ${op.operationId}`, error);
      return answer(500, { code: 500, errcode: 500, msg: 'Internal error' });
    }
  }

  // One route for the whole API: registered before the site-wide middleware, it answers on its own.
  api.all('/app/v1/*', async (c) => {
    const req = honoRequest(c);
    const send = (a: Answer) => honoAnswer(c, encode(a, req.header('accept-encoding')));
    const op = spec.byPath.get(c.req.path);
    if (!op) return send({ status: 404, body: { code: 404, errcode: 404, msg: `No such operation: ${c.req.path}` } });
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return send({ status: 405, body: { code: 405, errcode: 405, msg: 'Use POST' } });
    }
    if (op.body !== 'multipart') return send(await dispatch(req, op));
    // Uploads stream through Hono's body limit; JSON bodies are limited by readJson.
    const limited = await uploadLimit(c, async () => {
      c.res = send(await dispatch(req, op, () => readMultipart(c)));
    });
    return limited ?? c.res;
  });

  function serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    if (incoming.method !== 'POST') return false;
    const url = incoming.url ?? '';
    const query = url.indexOf('?');
    const op = spec.byPath.get(query < 0 ? url : url.slice(0, query));
    if (!op || op.body === 'multipart') return false;
    const req = nodeRequest(incoming);
    const write = (a: Answer) => {
      const encoded = encode(a, req.header('accept-encoding'));
      outgoing.writeHead(encoded.status, encoded.headers);
      outgoing.end(encoded.body);
    };
    dispatch(req, op).then(write, (error: unknown) => {
      log(`unexpected error in ${op.operationId}`, error);
      if (!outgoing.headersSent) write({ status: 500, body: { code: 500, errcode: 500, msg: 'Internal error' } });
      else outgoing.destroy();
    });
    return true;
  }

  return { routes: api, serveNode };
}
