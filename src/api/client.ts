/**
 * The app's one HTTP client: openapi-fetch typed by the generated `paths`, plus one middleware that does
 * what every call needs (listed below), and `call()`, which turns an answer into either the success
 * body (`errcode: 0`, narrowed) or a typed `ApiError` (contract/api-errors.ts).
 *
 * The middleware, per request:
 * - sets `authorization: Bearer <token>` when `getToken()` has one;
 * - merges `clientReferrer`, `channel`, `appId`, `platform` into JSON bodies (never into the multipart
 *   `uploadKyc`); the caller's own values win;
 * - sends `Idempotency-Key` on the operations that take one: the caller's intent key, which the types require
 *   for exactly those operations (a call of one without a key is refused before anything is sent);
 * - combines a timeout (`AbortSignal.timeout`, 60 s) with the caller's signal;
 * - on a 401 of an operation that is not `x-public-session`, calls `onSessionExpired()` once — unless the
 *   token has changed since the request left (a late answer must not end a newer session);
 * - turns a rejected fetch into `TimeoutError`, `AbortedError` or `NetworkError` (and the app tier's
 *   502/504 gateway failure, contract/api-errors.ts `gatewayFailure`, into `NetworkError`).
 *
 * Everything it needs is injected, so it runs the same in the browser, in node tests and in e2e helpers.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import {
  AbortedError,
  BadRequestError,
  BusinessError,
  NetworkError,
  RateLimitedError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnauthorizedError,
  isApiError,
  isGatewayFailure,
} from '../../contract/api-errors';
import {
  operations,
  type OperationId,
  type OperationMeta,
  type TakesIdempotencyKey,
} from '../../contract/operations.gen';
import type { components, paths } from '../../contract/schema';
import { REQUEST_TIMEOUT_MS } from '../../machines/constants';

/** The fields merged into every non-file request. */
export type CommonFields = Required<components['schemas']['Common']>;

export interface ApiClientOptions {
  fetch?: typeof globalThis.fetch;
  /** Origin of the API; '' = same origin (the reference server serves app and API together). */
  baseUrl?: string;
  getToken: () => string | null;
  getCommonFields: () => CommonFields;
  /** The session is over (401 on a non-public call): clear it and go to /login. */
  onSessionExpired: () => void;
  timeoutMs?: number;
}

interface CallInit {
  /** Aborting rejects the call with an `AbortedError`. */
  signal?: AbortSignal;
}

/**
 * How an operation that declares the `Idempotency-Key` header (`idempotent`: it moves money or claims a reward)
 * is called: always with the key of the player's intent (machines/intent-key.ts), the same on every retry of
 * one intent. Required, never made up here: a key the client made per call would turn a retry of an intent
 * whose outcome is unknown into a second intent (a second withdrawal), and a caller that forgot its key would
 * not notice.
 */
interface KeyedCallInit extends CallInit {
  idempotencyKey: string;
}

// ── types derived from the contract ──

type OperationOf<Id extends OperationId> = Extract<(typeof operations)[number], { operationId: Id }>;
type PostOf<Id extends OperationId> = paths[OperationOf<Id>['path']]['post'];
type RequestContent<Id extends OperationId> = PostOf<Id>['requestBody'] extends { content: infer C } ? C : never;
type JsonBodyOf<Id extends OperationId> = RequestContent<Id> extends { 'application/json': infer B } ? B : never;
/** A multipart body as the caller gives it: the binary field `file` is a Blob (or File). */
type MultipartBodyOf<Id extends OperationId> =
  RequestContent<Id> extends { 'multipart/form-data': infer B }
    ? { [K in keyof B]: K extends 'file' ? Blob : B[K] }
    : never;

/** What the caller passes for an operation (the common fields are optional: the middleware adds them). */
type RequestBody<Id extends OperationId> = [JsonBodyOf<Id>] extends [never] ? MultipartBodyOf<Id> : JsonBodyOf<Id>;

type Answer<Id extends OperationId> = PostOf<Id>['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

/** The success body of an operation: its 200 answer narrowed to `errcode: 0`. */
export type Success<Id extends OperationId> = Extract<Answer<Id>, { errcode: 0 }>;

/**
 * An idempotent operation takes its body and the intent's key; another one its body (optional when every field
 * of it is: `preLogin`, `refreshData`, … take only the common fields) and optionally a signal.
 */
export type CallArgs<Id extends OperationId> =
  TakesIdempotencyKey<Id> extends true
    ? [body: RequestBody<Id>, init: KeyedCallInit]
    : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "is every field optional?"
      {} extends RequestBody<Id>
      ? [body?: RequestBody<Id>, init?: CallInit]
      : [body: RequestBody<Id>, init?: CallInit];

export interface ApiClient {
  /** POST the operation; resolves to the success body or rejects with an `ApiError`. */
  call<Id extends OperationId>(operationId: Id, ...args: CallArgs<Id>): Promise<Success<Id>>;
  /** A real HTTP client (not a test's fake): an upload may go through XMLHttpRequest, with byte progress. */
  readonly http?: true;
}

// ── the operation table ──

const byId = new Map<string, OperationMeta>(operations.map((op) => [op.operationId, op]));
const byPath = new Map<string, OperationMeta>(operations.map((op) => [op.path, op]));

/** A signal that aborts when any of `signals` does (AbortSignal.any where the browser has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function bearer(header: string | null): string | null {
  return header?.match(/^Bearer (.+)$/)?.[1] ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Seconds from `Retry-After` (delta-seconds or HTTP date), else from the body; at least 1. */
function retryAfterSeconds(header: string | null, body: unknown): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && header.trim() !== '') return Math.max(1, Math.ceil(seconds));
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - Date.now()) / 1000));
  }
  if (isRecord(body) && typeof body.retryAfter === 'number' && Number.isFinite(body.retryAfter))
    return Math.max(1, Math.ceil(body.retryAfter));
  return 1;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (isRecord(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined) continue;
      form.append(name, value instanceof Blob ? value : String(value));
    }
  }
  return form;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  /** The timeout signal of each request the middleware sent, to tell our timeout from the caller's abort. */
  const timeouts = new WeakMap<Request, AbortSignal>();

  /** A rejected fetch or body read → the typed transport error. */
  function transportError(operationId: string, error: unknown, timeout: AbortSignal | undefined): Error {
    if (isApiError(error)) return error;
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (timeout?.aborted || (timeout === undefined && name === 'TimeoutError'))
      return new TimeoutError(operationId, timeoutMs);
    if (name === 'AbortError' || name === 'TimeoutError') return new AbortedError(operationId, error);
    return new NetworkError(operationId, error);
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      const op = byPath.get(schemaPath);
      const headers = new Headers(request.headers);
      const token = options.getToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      else headers.delete('authorization');

      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = anySignal([request.signal, timeout]);
      let next: Request;
      if (op?.body === 'multipart') {
        next = new Request(request, { headers, signal });
      } else {
        const sent = await request.clone().text();
        let body: unknown;
        try {
          body = sent === '' ? {} : JSON.parse(sent);
        } catch {
          body = undefined; // not JSON (a raw call): leave it alone
        }
        if (isRecord(body)) {
          headers.set('content-type', 'application/json');
          next = new Request(request, {
            headers,
            signal,
            body: JSON.stringify({ ...options.getCommonFields(), ...body }),
          });
        } else {
          next = new Request(request, { headers, signal });
        }
      }
      timeouts.set(next, timeout);
      return next;
    },

    onResponse({ request, response, schemaPath }) {
      if (response.status !== 401) return undefined;
      const op = byPath.get(schemaPath);
      if (op?.publicSession) return undefined;
      // A 401 answering an older token must not end a session started since.
      if (bearer(request.headers.get('authorization')) === options.getToken()) options.onSessionExpired();
      return undefined;
    },

    onError({ request, error, schemaPath }) {
      return transportError(byPath.get(schemaPath)?.operationId ?? schemaPath, error, timeouts.get(request));
    },
  };

  const raw = createClient<paths>({ baseUrl: options.baseUrl ?? '', fetch: fetchImpl });
  raw.use(middleware);

  type Post = (
    path: string,
    init: {
      body: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      bodySerializer?: (body: unknown) => BodyInit;
    },
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const post = raw.POST as unknown as Post;

  async function call(operationId: OperationId, body?: unknown, init: Partial<KeyedCallInit> = {}): Promise<unknown> {
    const op = byId.get(operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    // The types require the key; a caller around them (plain JavaScript, a cast) is refused, nothing sent.
    if (op.idempotent && !init.idempotencyKey)
      throw new TypeError(`${operationId} takes the Idempotency-Key of the player's intent: none was given`);

    let answer: Awaited<ReturnType<Post>>;
    try {
      answer = await post(op.path, {
        body: body ?? {},
        ...(init.signal ? { signal: init.signal } : {}),
        ...(op.idempotent ? { headers: { 'Idempotency-Key': init.idempotencyKey as string } } : {}),
        ...(op.body === 'multipart' ? { bodySerializer: toFormData } : {}),
      });
    } catch (error) {
      if (isApiError(error)) throw error;
      // Aborted while the body was read, or a body that is not JSON.
      if (error instanceof SyntaxError) throw new ServerError(operationId, 200, 'unreadable body', error);
      throw transportError(operationId, error, undefined);
    }

    const { data, error, response } = answer;
    const status = response.status;
    if (response.ok) {
      if (!isRecord(data) || typeof data.errcode !== 'number')
        throw new ServerError(operationId, status, 'answer without errcode');
      if (data.errcode !== 0)
        throw new BusinessError(
          operationId,
          data.errcode,
          text(data.msg),
          typeof data.code === 'number' ? data.code : undefined,
          data,
        );
      return data;
    }
    const errorBody = isRecord(error) ? error : {};
    // The app tier could not reach its upstream API: for the player, the network failed.
    if (isGatewayFailure(status, error))
      throw new NetworkError(operationId, new Error(`HTTP ${status} ${text(errorBody.msg)}`));
    switch (status) {
      case 401:
        throw op.publicSession ? new UnauthorizedError(operationId) : new SessionExpiredError(operationId);
      case 400:
      case 413:
        throw new BadRequestError(operationId, status, text(errorBody.msg), text(errorBody.field));
      case 429:
        throw new RateLimitedError(
          operationId,
          retryAfterSeconds(response.headers.get('retry-after'), error),
          text(errorBody.msg),
        );
      default:
        throw new ServerError(operationId, status, text(errorBody.msg) || response.statusText || 'unexpected status');
    }
  }

  return { call: call as ApiClient['call'], http: true };
}
