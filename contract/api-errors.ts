/**
 * The typed failures of an API call (see `call` in src/api/client.ts). Every error carries a stable `kind` string
 * so XState machines, which may only `import type` from src/, can branch on `event.error.kind` without
 * `instanceof`. `operationId` names the call that failed.
 *
 * | kind             | when                                                                                 |
 * |------------------|--------------------------------------------------------------------------------------|
 * | `business`       | HTTP 200 with `errcode` ≠ 0 (the catalogue in openapi.yaml `info.description`)       |
 * | `sessionExpired` | HTTP 401 on an operation that is not `x-public-session`: the session is over         |
 * | `unauthorized`   | HTTP 401 on an `x-public-session` operation: the session is kept                     |
 * | `badRequest`     | HTTP 400 (body fails the schema; `field` names the culprit) or 413 (body too large)  |
 * | `rateLimited`    | HTTP 429; `retryAfter` in seconds from the `Retry-After` header or the body          |
 * | `network`        | fetch rejected (offline, DNS, connection reset, CORS), or the app tier's gateway     |
 * |                  | failure: 502/504 with the body of `gatewayFailure` (its upstream API did not answer) |
 * | `timeout`        | the client's own timeout (60 s by default) fired before the answer was read          |
 * | `aborted`        | the caller's AbortSignal fired (an actor stopped, a page was left): nobody waits     |
 * | `server`         | HTTP 5xx, an unexpected status, or a body that is not the JSON the contract promises |
 */

abstract class ApiErrorBase extends Error {
  abstract readonly kind: string;
  constructor(
    readonly operationId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** errcode ≠ 0 in a 200 answer: a business outcome the flow handles (wrong password, claimed gift, …). */
export class BusinessError extends ApiErrorBase {
  override readonly name = 'BusinessError';
  readonly kind = 'business' as const;
  constructor(
    operationId: string,
    readonly errcode: number,
    readonly msg: string,
    /** `code` when the answer carries one (auth and deposit calls). */
    readonly code?: number,
    /** The whole answer, for failures whose contract adds fields (recharge3's 2019 `limit`). */
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(operationId, `${operationId}: errcode ${errcode}${msg ? ` (${msg})` : ''}`);
  }
}

/** 401 on an operation that needs the session: the token is gone; `onSessionExpired` has been called. */
export class SessionExpiredError extends ApiErrorBase {
  override readonly name = 'SessionExpiredError';
  readonly kind = 'sessionExpired' as const;
  constructor(operationId: string) {
    super(operationId, `${operationId}: token is required (session expired)`);
  }
}

/** 401 on an `x-public-session` operation: the call failed but the session is NOT ended. */
export class UnauthorizedError extends ApiErrorBase {
  override readonly name = 'UnauthorizedError';
  readonly kind = 'unauthorized' as const;
  constructor(operationId: string) {
    super(operationId, `${operationId}: unauthorized (public-session call, session kept)`);
  }
}

/** 400: the body failed the contract's schema (a client bug or a stale build); 413: body too large. */
export class BadRequestError extends ApiErrorBase {
  override readonly name = 'BadRequestError';
  readonly kind = 'badRequest' as const;
  constructor(
    operationId: string,
    readonly status: 400 | 413,
    readonly msg: string,
    /** The body field that failed ('' when the whole body is at fault). */
    readonly field: string,
  ) {
    super(operationId, `${operationId}: HTTP ${status} ${msg}${field ? ` [${field}]` : ''}`);
  }
}

/** 429: try again after `retryAfter` seconds (≥ 1). */
export class RateLimitedError extends ApiErrorBase {
  override readonly name = 'RateLimitedError';
  readonly kind = 'rateLimited' as const;
  constructor(
    operationId: string,
    readonly retryAfter: number,
    readonly msg: string,
  ) {
    super(operationId, `${operationId}: rate limited, retry after ${retryAfter} s`);
  }
}

/** fetch itself rejected: no HTTP answer at all. */
export class NetworkError extends ApiErrorBase {
  override readonly name = 'NetworkError';
  readonly kind = 'network' as const;
  constructor(operationId: string, cause: unknown) {
    super(operationId, `${operationId}: network error${cause instanceof Error ? ` (${cause.message})` : ''}`, {
      cause,
    });
  }
}

/** The client's timeout fired (request sent or not, answer not read in time). */
export class TimeoutError extends ApiErrorBase {
  override readonly name = 'TimeoutError';
  readonly kind = 'timeout' as const;
  constructor(
    operationId: string,
    readonly timeoutMs: number,
  ) {
    super(operationId, `${operationId}: no answer within ${timeoutMs} ms`);
  }
}

/** The caller aborted (its AbortSignal fired). Usually nobody listens any more; never shown to a player. */
export class AbortedError extends ApiErrorBase {
  override readonly name = 'AbortedError';
  readonly kind = 'aborted' as const;
  constructor(operationId: string, cause: unknown) {
    super(operationId, `${operationId}: aborted by the caller`, { cause });
  }
}

/** 5xx, an unexpected status (404, 405, …) or an unreadable body. */
export class ServerError extends ApiErrorBase {
  override readonly name = 'ServerError';
  readonly kind = 'server' as const;
  constructor(
    operationId: string,
    /** HTTP status; 200 when a success status came with an unreadable body. */
    readonly status: number,
    readonly msg: string,
    cause?: unknown,
  ) {
    super(operationId, `${operationId}: HTTP ${status} ${msg}`, { cause });
  }
}

export type ApiError =
  | BusinessError
  | SessionExpiredError
  | UnauthorizedError
  | BadRequestError
  | RateLimitedError
  | NetworkError
  | TimeoutError
  | AbortedError
  | ServerError;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiErrorBase;
}

/**
 * The app tier in upstream mode (API_UPSTREAM, server/tier/) answers an /app/v1 call its upstream did not
 * answer with 502 (unreachable, refused, reset, not HTTP, not JSON) or 504 (no answer within its timeout) and
 * this body. For the player it is the network failing between them and the API: the client maps it to
 * `NetworkError` (`isGatewayFailure`). Any other 502/504 (a proxy's HTML page) stays a `ServerError`.
 */
export function gatewayFailure(status: 502 | 504): {
  code: 502 | 504;
  errcode: 502 | 504;
  msg: string;
  gateway: 'upstream';
} {
  return {
    code: status,
    errcode: status,
    msg: status === 504 ? 'The API did not answer in time' : 'The API is unreachable',
    gateway: 'upstream',
  };
}

/** Whether an answer is the app tier's gateway failure (`gatewayFailure`). */
export function isGatewayFailure(status: number, body: unknown): boolean {
  if (status !== 502 && status !== 504) return false;
  const b = body as { errcode?: unknown; gateway?: unknown } | null;
  return typeof b === 'object' && b !== null && b.errcode === status && b.gateway === 'upstream';
}
