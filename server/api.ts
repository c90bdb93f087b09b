/**
 * `/app/v1/*`: one dispatcher for every operation of openapi.yaml.
 * Order: operation lookup (404) → body size (413) → token (401) → body parse and schema (400) →
 * Idempotency-Key (server/idempotency.ts: a repeated key of a money call gets its first answer) →
 * handler → `{ errcode: 0, ...result }`, a Fail as `{ errcode, msg, ...details }`, RateLimited as 429.
 * Nothing a client sends can produce a 5xx; an unexpected error is logged and answered 500.
 * Reading requests is in api-request.ts, the wire form of answers in api-answer.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { OperationId } from '../contract/operations.gen';
import { INTERNAL_ERROR, badRequest, encode, honoAnswer, isAnswer, nodeAnswer, type Answer } from './api-answer';
import {
  CallContext,
  HonoRequest,
  NodeRequest,
  bearer,
  readIncoming,
  readMultipart,
  type ApiRequest,
} from './api-request';
import { answerThenClose, clientGone, JSON_LIMIT, limitBody, nobodyToAnswer, UPLOAD_LIMIT } from './body-limit';
import { contract, type Contract, type ContractOperation } from './contract';
import { Fail, Prepared, RateLimited, type Caller, type Deps, type Handlers } from './context';
import { WITHDRAW_ONLY_OPERATIONS } from './domain/exclusions';
import { resolveSession } from './domain/sessions';
import { IdempotencyStore, readKey } from './idempotency';

export { JSON_LIMIT };
const TOKEN_REQUIRED = { code: 401, errcode: 401, msg: 'Token is required' } as const;

/**
 * The media type an operation's body must declare (openapi.yaml: `application/json`, `multipart/form-data` for
 * uploads). Anything else — `text/plain`, a form, no type — is what a cross-site page can send without a
 * preflight, so it is refused with 415 before the token or the body is looked at.
 */
export function acceptsContentType(op: Pick<ContractOperation, 'body'>, header: string | undefined): boolean {
  const type = (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return type === (op.body === 'multipart' ? 'multipart/form-data' : 'application/json');
}

function unsupportedType(op: Pick<ContractOperation, 'body'>): Answer {
  const wanted = op.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  return { status: 415, body: { code: 415, errcode: 415, msg: `Content-Type must be ${wanted}` } };
}

export interface ApiCore {
  /** The Hono routes of /app/v1/* (404 / 405 answers, uploads, and every call under app.request). */
  readonly routes: Hono;
  /** Answers a JSON call straight on node:http, or returns false when the request is not one. */
  serveNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
}

export function createApi(deps: Deps, handlers: Handlers): ApiCore {
  const dispatcher = new Dispatcher(deps, handlers);
  return {
    routes: honoRoutes(dispatcher),
    serveNode: (incoming, outgoing) => serveNode(dispatcher, incoming, outgoing),
  };
}

/**
 * The dispatch, in steps both paths share: token → body → handler, each answer checked against the
 * contract. The Hono path awaits each step; the node:http path reads the body with a callback and stays
 * synchronous unless the handler is async.
 */
class Dispatcher {
  readonly spec: Contract = contract();
  readonly log: (message: string, error?: unknown) => void;
  readonly keys: IdempotencyStore;

  constructor(
    readonly deps: Deps,
    private readonly handlers: Handlers,
  ) {
    this.log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e));
    this.keys = new IdempotencyStore(deps.db, () => deps.clock.now());
  }

  /** Checks an answer against the contract when the server validates its own responses. */
  checked(op: ContractOperation, answer: Answer): Answer {
    if (!this.deps.validateResponses || answer.status === 500 || answer.status === 413) return answer;
    try {
      const body = answer.body instanceof Prepared ? answer.body.body : answer.body;
      this.spec.assertResponse(op.operationId, answer.status, body);
      return answer;
    } catch (error) {
      this.log(`contract violation in ${op.operationId}`, error);
      const msg = `Response breaks the contract: ${(error as Error).message}`;
      return { status: 500, body: { code: 500, errcode: 500, msg } };
    }
  }

  /**
   * The caller behind the token, or the 401 answer when the operation needs one. A withdraw-only session (an
   * excluded player's, domain/exclusions.ts) counts as no session outside WITHDRAW_ONLY_OPERATIONS.
   */
  authorize(op: ContractOperation, authorization: string | undefined): Caller | null | Answer {
    const token = op.auth === 'none' ? null : bearer(authorization);
    const resolved = token ? resolveSession(this.deps.db, token, this.deps.clock.now()) : null;
    const caller =
      resolved?.scope === 'withdraw' && !WITHDRAW_ONLY_OPERATIONS.has(op.operationId as OperationId) ? null : resolved;
    if (op.auth === 'required' && !caller) return this.checked(op, { status: 401, body: { ...TOKEN_REQUIRED } });
    return caller;
  }

  /** The JSON body checked against the operation's schema, or its 400 / 413 answer. */
  parseJson(op: ContractOperation, text: string | null): { body: unknown } | Answer {
    if (text === null)
      return this.checked(op, { status: 413, body: { code: 413, errcode: 413, msg: 'Body too large' } });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return this.checked(op, { status: 400, body: badRequest('body must be JSON') });
    }
    const failure = op.validateBody(body);
    if (failure) return this.checked(op, { status: 400, body: badRequest(failure.msg, failure.field) });
    return { body };
  }

  /**
   * Runs the handler once per Idempotency-Key for the operations that take one (openapi.yaml "Idempotency"):
   * a repeated key gets the first answer, a malformed one 400. Without a key (or a caller), `run` as it is.
   */
  runOnce(op: ContractOperation, body: unknown, caller: Caller | null, req: ApiRequest): Answer | Promise<Answer> {
    if (!op.idempotent || !caller) return this.run(op, body, caller, req);
    const keyed = readKey(req.header('idempotency-key'));
    if (keyed === null) return this.run(op, body, caller, req);
    if ('invalid' in keyed) {
      const msg = 'Idempotency-Key must be 16 to 128 of A-Z a-z 0-9 _ -';
      return this.checked(op, { status: 400, body: badRequest(msg, 'Idempotency-Key') });
    }
    const answer = this.keys.once(caller.userId, op.operationId, keyed.key, body, () =>
      this.run(op, body, caller, req),
    );
    return answer instanceof Promise ? answer.then((a) => this.checked(op, a)) : this.checked(op, answer);
  }

  /** Runs the handler: its answer, at once when it is synchronous. */
  run(op: ContractOperation, body: unknown, caller: Caller | null, req: ApiRequest): Answer | Promise<Answer> {
    const handler = this.handlers[op.operationId as OperationId] as (ctx: CallContext) => unknown;
    let result: unknown;
    try {
      result = handler(new CallContext(this.deps, body, caller, req));
    } catch (error) {
      return this.failed(op, error);
    }
    if (result instanceof Promise) {
      return result.then(
        (value) => this.answered(op, value),
        (error: unknown) => this.failed(op, error),
      );
    }
    return this.answered(op, result);
  }

  private answered(op: ContractOperation, result: unknown): Answer {
    const body = result instanceof Prepared ? result : { errcode: 0, ...(result as Record<string, unknown>) };
    return this.checked(op, { status: 200, body });
  }

  /** A handler's failure as its answer: a Fail as `{ errcode, msg }`, RateLimited as 429, anything else 500. */
  private failed(op: ContractOperation, error: unknown): Answer {
    if (error instanceof Fail)
      return this.checked(op, { status: 200, body: { errcode: error.errcode, msg: error.message, ...error.details } });
    if (error instanceof RateLimited) {
      const retryAfter = error.retryAfterSeconds;
      const body = { code: 429, errcode: 429, msg: error.message, retryAfter };
      return this.checked(op, { status: 429, body, retryAfter });
    }
    this.log(`unexpected error in ${op.operationId}`, error);
    return INTERNAL_ERROR;
  }
}

// ───────────── the Hono path ─────────────

/** The Hono routes of /app/v1/*: one route for the whole API, registered before the site-wide middleware. */
function honoRoutes(d: Dispatcher): Hono {
  const api = new Hono();
  const uploadLimit = limitBody(
    () => UPLOAD_LIMIT,
    (c) => honoAnswer(c, encode({ status: 413, body: { code: 413, errcode: 413, msg: 'File too large' } }, '')),
  );
  // It answers on its own.
  api.all('/app/v1/*', async (c) => {
    const req = new HonoRequest(c);
    const send = (a: Answer) => honoAnswer(c, encode(a, req.header('accept-encoding')));
    const op = d.spec.byPath.get(c.req.path);
    if (!op) return send({ status: 404, body: { code: 404, errcode: 404, msg: `No such operation: ${c.req.path}` } });
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return send({ status: 405, body: { code: 405, errcode: 405, msg: 'Use POST' } });
    }
    if (!acceptsContentType(op, req.header('content-type'))) return send(unsupportedType(op));
    if (op.body !== 'multipart') return send(await dispatchHono(d, req, op));
    // Uploads stream through the body limit; JSON bodies are limited by readJson. A client that dropped its
    // upload mid-body is not answered (the multipart reader saw a broken body, not a bad one).
    const limited = await uploadLimit(c, async () => {
      const answer = await dispatchHono(d, req, op, () => readMultipart(c));
      c.res = clientGone(c) ? nobodyToAnswer() : send(answer);
    });
    return limited ?? c.res;
  });
  return api;
}

/** The whole dispatch for the Hono path. `readMultipartBody` is given for upload operations. */
async function dispatchHono(
  d: Dispatcher,
  req: HonoRequest,
  op: ContractOperation,
  readMultipartBody?: () => ReturnType<typeof readMultipart>,
): Promise<Answer> {
  const caller = d.authorize(op, req.header('authorization'));
  if (isAnswer(caller)) return caller;
  let body: unknown;
  if (op.body === 'multipart') {
    if (!readMultipartBody) return d.checked(op, { status: 400, body: badRequest('body must be multipart/form-data') });
    const read = await readMultipartBody();
    if ('error' in read) return d.checked(op, { status: 400, body: read.error });
    body = read.body;
  } else {
    const parsed = d.parseJson(op, await req.readJson(JSON_LIMIT));
    if (isAnswer(parsed)) return parsed;
    body = parsed.body;
  }
  return d.runOnce(op, body, caller, req);
}

// ───────────── the node:http path ─────────────

/** The node:http path: the same steps, answered without promises unless the handler is async. */
function serveNode(d: Dispatcher, incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  if (incoming.method !== 'POST') return false;
  const url = incoming.url ?? '';
  const query = url.indexOf('?');
  const op = d.spec.byPath.get(query < 0 ? url : url.slice(0, query));
  if (!op || op.body === 'multipart') return false;
  const acceptEncoding = incoming.headers['accept-encoding'];
  if (!acceptsContentType(op, incoming.headers['content-type'])) {
    incoming.resume();
    nodeAnswer(outgoing, unsupportedType(op), acceptEncoding);
    return true;
  }
  try {
    const caller = d.authorize(op, incoming.headers.authorization);
    if (isAnswer(caller)) {
      incoming.resume();
      nodeAnswer(outgoing, caller, acceptEncoding);
      return true;
    }
    readIncoming(
      incoming,
      JSON_LIMIT,
      (text) => answerNode(d, op, caller, text, incoming, outgoing),
      // The client went away mid-body: there is nobody to answer.
      () => outgoing.destroy(),
    );
  } catch (error) {
    unexpected(d, op, outgoing, error);
  }
  return true;
}

/** A node:http call once its body is read: parse, run the handler, answer. */
function answerNode(
  d: Dispatcher,
  op: ContractOperation,
  caller: Caller | null,
  text: string | null,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): void {
  const acceptEncoding = incoming.headers['accept-encoding'];
  try {
    const parsed = d.parseJson(op, text);
    // A body past the limit has not been read to its end: answer, then close (body-limit.ts).
    if (text === null && isAnswer(parsed)) return answerThenClose(incoming, outgoing, encode(parsed, acceptEncoding));
    const answer = isAnswer(parsed) ? parsed : d.runOnce(op, parsed.body, caller, new NodeRequest(incoming));
    if (answer instanceof Promise) {
      answer
        .then((a) => nodeAnswer(outgoing, a, acceptEncoding))
        .catch((error: unknown) => unexpected(d, op, outgoing, error));
    } else nodeAnswer(outgoing, answer, acceptEncoding);
  } catch (error) {
    unexpected(d, op, outgoing, error);
  }
}

/** A node:http call that threw past the dispatcher: logged, and a 500 while nothing has been sent. */
function unexpected(d: Dispatcher, op: ContractOperation, outgoing: ServerResponse, error: unknown): void {
  d.log(`unexpected error in ${op.operationId}`, error);
  if (!outgoing.headersSent) nodeAnswer(outgoing, INTERNAL_ERROR, undefined);
  else outgoing.destroy();
}
