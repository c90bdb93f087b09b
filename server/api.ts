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
import type { OperationId } from '../contract/operations.gen';
import { contract, type ContractOperation } from './contract';
import { Fail, Prepared, RateLimited, type Caller, type Deps, type Handlers, type UploadedFile } from './context';
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
 * wrapping around it costs more than the call's own work — see createListener).
 */
interface ApiRequest {
  header(name: 'authorization' | 'content-length' | 'accept-encoding' | 'x-forwarded-for'): string | undefined;
  remoteAddress(): string | undefined;
  origin(): string;
}

function clientIp(req: ApiRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.remoteAddress() ?? 'unknown';
}

/**
 * Reads a Node request body up to `limit` bytes and calls `done` once with its text, or with null past the
 * limit (the rest is drained and dropped). Callback-shaped: the node:http path answers without a promise
 * when the handler is synchronous.
 */
function readIncoming(
  incoming: IncomingMessage,
  limit: number,
  done: (text: string | null) => void,
  broken: (error: Error) => void,
): void {
  if (Number(incoming.headers['content-length']) > limit) {
    incoming.resume();
    done(null);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  incoming.on('data', (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size > limit) over = true;
    else chunks.push(chunk);
  });
  incoming.once('end', () => {
    if (over) done(null);
    else done(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, size).toString('utf8'));
  });
  incoming.once('error', broken);
}

/** The Node request under @hono/node-server (absent under app.request in unit tests). */
const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

class HonoRequest implements ApiRequest {
  readonly #c: Context;
  readonly #incoming: IncomingMessage | undefined;
  constructor(c: Context) {
    this.#c = c;
    this.#incoming = incomingOf(c);
  }
  header(name: Parameters<ApiRequest['header']>[0]): string | undefined {
    return this.#incoming ? (this.#incoming.headers[name] as string | undefined) : this.#c.req.header(name);
  }
  remoteAddress(): string | undefined {
    try {
      return getConnInfo(this.#c).remote.address;
    } catch {
      return undefined;
    }
  }
  origin(): string {
    return new URL(this.#c.req.url).origin;
  }
  /** The raw JSON text, or null past `limit` bytes. */
  async readJson(limit: number): Promise<string | null> {
    const incoming = this.#incoming;
    if (incoming && !incoming.readableEnded)
      return new Promise((resolve, reject) => readIncoming(incoming, limit, resolve, reject));
    if (Number(this.header('content-length')) > limit) return null;
    const text = await this.#c.req.text();
    return Buffer.byteLength(text) > limit ? null : text;
  }
}

class NodeRequest implements ApiRequest {
  constructor(readonly incoming: IncomingMessage) {}
  header(name: Parameters<ApiRequest['header']>[0]): string | undefined {
    return this.incoming.headers[name] as string | undefined;
  }
  remoteAddress(): string | undefined {
    return this.incoming.socket.remoteAddress;
  }
  origin(): string {
    const secure = (this.incoming.socket as { encrypted?: boolean }).encrypted;
    return `${secure ? 'https' : 'http'}://${this.incoming.headers.host ?? 'localhost'}`;
  }
}

/** What a handler receives; `ip` and `origin` are worked out only when a handler reads them. */
class CallContext {
  readonly #req: ApiRequest;
  constructor(
    readonly deps: Deps,
    readonly body: unknown,
    readonly caller: Caller | null,
    req: ApiRequest,
  ) {
    this.#req = req;
  }
  get ip(): string {
    return clientIp(this.#req, this.deps.trustProxy === true);
  }
  get origin(): string {
    return this.#req.origin();
  }
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

/** API_HEADERS and the content type as one flat [name, value, name, value …] list (writeHead takes it). */
const HEAD: readonly string[] = [...API_HEADERS.flat(), 'content-type', 'application/json'];

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
function encode(answer: Answer, acceptEncoding: string | undefined): Encoded {
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

function honoAnswer(c: Context, encoded: Encoded): Response {
  const headers: Record<string, string> = {};
  for (let i = 0; i < encoded.headers.length; i += 2) headers[encoded.headers[i]!] = encoded.headers[i + 1]!;
  return c.body(
    typeof encoded.body === 'string' ? encoded.body : new Uint8Array(encoded.body),
    encoded.status as ContentfulStatusCode,
    headers,
  );
}

function nodeAnswer(outgoing: ServerResponse, answer: Answer, acceptEncoding: string | undefined): void {
  const encoded = encode(answer, acceptEncoding);
  outgoing.writeHead(encoded.status, encoded.headers);
  outgoing.end(encoded.body);
}

const INTERNAL_ERROR: Answer = { status: 500, body: { code: 500, errcode: 500, msg: 'Internal error' } };

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

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

  // The dispatch, in steps both paths share: token → body → handler. The Hono path awaits each step; the
  // node:http path reads the body with a callback and stays synchronous unless the handler is async.

  /** The caller behind the token, or the 401 answer when the operation needs one. */
  function authorize(op: ContractOperation, authorization: string | undefined): Caller | null | Answer {
    const token = op.auth === 'none' ? null : bearer(authorization);
    const caller = token ? resolveSession(deps.db, token, deps.clock.now()) : null;
    if (op.auth === 'required' && !caller) return checked(op, { status: 401, body: { ...TOKEN_REQUIRED } });
    return caller;
  }

  /** The JSON body checked against the operation's schema, or its 400 / 413 answer. */
  function parseJson(op: ContractOperation, text: string | null): { body: unknown } | Answer {
    if (text === null) return checked(op, { status: 413, body: { code: 413, errcode: 413, msg: 'Body too large' } });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return checked(op, { status: 400, body: badRequest('body must be JSON') });
    }
    const failure = op.validateBody(body);
    if (failure) return checked(op, { status: 400, body: badRequest(failure.msg, failure.field) });
    return { body };
  }

  function answered(op: ContractOperation, result: unknown): Answer {
    const body = result instanceof Prepared ? result : { errcode: 0, ...(result as Record<string, unknown>) };
    return checked(op, { status: 200, body });
  }

  function failed(op: ContractOperation, error: unknown): Answer {
    if (error instanceof Fail)
      return checked(op, { status: 200, body: { errcode: error.errcode, msg: error.message } });
    if (error instanceof RateLimited) {
      const retryAfter = error.retryAfterSeconds;
      const body = { code: 429, errcode: 429, msg: error.message, retryAfter };
      return checked(op, { status: 429, body, retryAfter });
    }
    log(`unexpected error in ${op.operationId}`, error);
    return INTERNAL_ERROR;
  }

  /** Runs the handler: its answer, at once when it is synchronous. */
  function run(op: ContractOperation, body: unknown, caller: Caller | null, req: ApiRequest): Answer | Promise<Answer> {
    const handler = handlers[op.operationId as OperationId] as (ctx: CallContext) => unknown;
    let result: unknown;
    try {
      result = handler(new CallContext(deps, body, caller, req));
    } catch (error) {
      return failed(op, error);
    }
    if (result instanceof Promise) {
      return result.then(
        (value) => answered(op, value),
        (error: unknown) => failed(op, error),
      );
    }
    return answered(op, result);
  }

  /** The whole dispatch for the Hono path. `readMultipartBody` is given for upload operations. */
  async function dispatch(
    req: HonoRequest,
    op: ContractOperation,
    readMultipartBody?: () => ReturnType<typeof readMultipart>,
  ): Promise<Answer> {
    const caller = authorize(op, req.header('authorization'));
    if (isAnswer(caller)) return caller;
    let body: unknown;
    if (op.body === 'multipart') {
      if (!readMultipartBody) return checked(op, { status: 400, body: badRequest('body must be multipart/form-data') });
      const read = await readMultipartBody();
      if ('error' in read) return checked(op, { status: 400, body: read.error });
      body = read.body;
    } else {
      const parsed = parseJson(op, await req.readJson(JSON_LIMIT));
      if (isAnswer(parsed)) return parsed;
      body = parsed.body;
    }
    return run(op, body, caller, req);
  }

  // One route for the whole API: registered before the site-wide middleware, it answers on its own.
  api.all('/app/v1/*', async (c) => {
    const req = new HonoRequest(c);
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

  /** A node:http call that threw past the dispatcher: logged, and a 500 while nothing has been sent. */
  function unexpected(op: ContractOperation, outgoing: ServerResponse, error: unknown): void {
    log(`unexpected error in ${op.operationId}`, error);
    if (!outgoing.headersSent) nodeAnswer(outgoing, INTERNAL_ERROR, undefined);
    else outgoing.destroy();
  }

  /** The node:http path: the same steps, answered without promises unless the handler is async. */
  function serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    if (incoming.method !== 'POST') return false;
    const url = incoming.url ?? '';
    const query = url.indexOf('?');
    const op = spec.byPath.get(query < 0 ? url : url.slice(0, query));
    if (!op || op.body === 'multipart') return false;
    const acceptEncoding = incoming.headers['accept-encoding'];
    try {
      const caller = authorize(op, incoming.headers.authorization);
      if (isAnswer(caller)) {
        incoming.resume();
        nodeAnswer(outgoing, caller, acceptEncoding);
        return true;
      }
      readIncoming(
        incoming,
        JSON_LIMIT,
        (text) => {
          try {
            const parsed = parseJson(op, text);
            const answer = isAnswer(parsed) ? parsed : run(op, parsed.body, caller, new NodeRequest(incoming));
            if (answer instanceof Promise) {
              answer
                .then((a) => nodeAnswer(outgoing, a, acceptEncoding))
                .catch((error: unknown) => unexpected(op, outgoing, error));
            } else nodeAnswer(outgoing, answer, acceptEncoding);
          } catch (error) {
            unexpected(op, outgoing, error);
          }
        },
        // The client went away mid-body: there is nobody to answer.
        () => outgoing.destroy(),
      );
    } catch (error) {
      unexpected(op, outgoing, error);
    }
    return true;
  }

  return { routes: api, serveNode };
}
