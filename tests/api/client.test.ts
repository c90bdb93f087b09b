/**
 * The API client's middleware and error typing, against an injected fake fetch (no network, no globals
 * replaced): auth header, common fields, multipart, timeout, and every HTTP outcome → its `ApiError`.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, type ApiClientOptions, type CallArgs, type CommonFields } from '../../src/api/client';
import { operations, type IdempotentOperationId, type OperationId } from '../../contract/operations.gen';
import type { paths } from '../../contract/schema';
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
  gatewayFailure,
  isApiError,
  type ApiError,
} from '../../contract/api-errors';

const COMMON: CommonFields = { clientReferrer: 'th', channel: 'WEB', appId: 'demo-app', platform: 0, lang: 'th-TH' };

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  text: string;
  signal: AbortSignal;
}

type Reply = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A client over a fake fetch that records what was sent and answers with `reply`. */
function setup(reply: Reply, overrides: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  let token: string | null = 'tok-1';
  let expired = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      text: await request.clone().text(),
      signal: request.signal,
    });
    return reply(request);
  };
  const api = createApiClient({
    fetch: fetch as typeof globalThis.fetch,
    baseUrl: 'http://api.test',
    getToken: () => token,
    getCommonFields: () => COMMON,
    onSessionExpired: () => {
      expired += 1;
    },
    ...overrides,
  });
  return {
    api,
    sent,
    setToken: (t: string | null) => {
      token = t;
    },
    expiredCount: () => expired,
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const FIGURES = { errcode: 0, coin: 12345, lottery: 0, vip: 1, vipExp: 10, userLevel: 2, bet: 500 };

describe('requests', () => {
  it('POSTs to the operation path with a bearer token when one exists', async () => {
    const t = setup(() => json(200, FIGURES));
    await t.api.call('refreshData');
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]!.url).toBe('http://api.test/app/v1/refreshData');
    expect(t.sent[0]!.method).toBe('POST');
    expect(t.sent[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(t.sent[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('sends no authorization header without a token', async () => {
    const t = setup(() => json(200, { errcode: 0, key: 'PEM' }));
    t.setToken(null);
    await t.api.call('preLogin');
    expect(t.sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('merges the common fields into a JSON body and keeps the caller fields', async () => {
    const t = setup(() => json(200, { errcode: 0 }));
    await t.api.call('gameLike', { id: 7, like: 1 });
    expect(JSON.parse(t.sent[0]!.text)).toEqual({ ...COMMON, id: 7, like: 1 });
  });

  it('adds the common fields to an omitted (empty) body', async () => {
    const t = setup(() => json(200, FIGURES));
    await t.api.call('refreshData');
    expect(JSON.parse(t.sent[0]!.text)).toEqual(COMMON);
  });

  it('lets a caller-supplied common field win (login sends its own channel and appId)', async () => {
    const t = setup(() => json(200, FIGURES));
    await t.api.call('refreshData', { platform: 1, appId: 'other' });
    expect(JSON.parse(t.sent[0]!.text)).toEqual({ ...COMMON, platform: 1, appId: 'other' });
  });

  it('reads the common fields per request (platform follows the layout)', async () => {
    let platform: 0 | 1 = 0;
    const t = setup(() => json(200, FIGURES), { getCommonFields: () => ({ ...COMMON, platform }) });
    await t.api.call('refreshData');
    platform = 1;
    await t.api.call('refreshData');
    expect(t.sent.map((s) => (JSON.parse(s.text) as CommonFields).platform)).toEqual([0, 1]);
  });

  it('sends uploadKyc as multipart/form-data without the common fields', async () => {
    const t = setup(() => json(200, { errcode: 0, fileId: 'f1', kind: 'front', size: 3 }));
    const file = new File([new Uint8Array([1, 2, 3])], 'id.png', { type: 'image/png' });
    const result = await t.api.call('uploadKyc', { file, kind: 'front' });
    expect(result.fileId).toBe('f1');
    const sent = t.sent[0]!;
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.get('authorization')).toBe('Bearer tok-1');
    const form = await new Request('http://x', {
      method: 'POST',
      body: sent.text,
      headers: { 'content-type': sent.headers.get('content-type')! },
    }).formData();
    expect([...form.keys()].sort()).toEqual(['file', 'kind']);
    expect(form.get('kind')).toBe('front');
    const uploaded = form.get('file') as File;
    expect(uploaded.name).toBe('id.png');
    expect(uploaded.size).toBe(3);
    for (const field of Object.keys(COMMON)) expect(sent.text).not.toContain(`name="${field}"`);
  });

  it('gives every request a signal (the timeout), combined with the caller signal', async () => {
    const t = setup(() => json(200, FIGURES));
    const controller = new AbortController();
    await t.api.call('refreshData', {}, { signal: controller.signal });
    const signal = t.sent[0]!.signal;
    expect(signal.aborted).toBe(false);
    controller.abort();
    expect(signal.aborted).toBe(true);
  });
});

describe('success', () => {
  it('resolves to the success body, narrowed to errcode 0', async () => {
    const t = setup(() => json(200, FIGURES));
    const figures = await t.api.call('refreshData');
    expect(figures).toEqual(FIGURES);
    expectTypeOf(figures.errcode).toEqualTypeOf<0>();
    expectTypeOf(figures.coin).toEqualTypeOf<number>();
  });

  it('types bodies from the contract', () => {
    const t = setup(() => json(200, FIGURES));
    // Compile-time only: wrong fields or a missing required body are type errors.
    const typeChecks = () => {
      // @ts-expect-error gameLike needs a body
      void t.api.call('gameLike');
      // @ts-expect-error like is 0 | 1
      void t.api.call('gameLike', { id: 1, like: 2 });
      // @ts-expect-error unknown operation
      void t.api.call('noSuchOperation');
    };
    expect(typeof typeChecks).toBe('function');
  });
});

describe('failures', () => {
  it('errcode ≠ 0 → BusinessError with errcode, msg and code', async () => {
    const t = setup(() => json(200, { errcode: 101, code: 101, msg: 'Account or password incorrect' }));
    const error = await failure(t.api.call('accountLogin', { account: '0812345678', password: 'x' }));
    expect(error).toBeInstanceOf(BusinessError);
    expect(error.kind).toBe('business');
    expect(error.operationId).toBe('accountLogin');
    const business = error as BusinessError;
    expect(business.errcode).toBe(101);
    expect(business.msg).toBe('Account or password incorrect');
    expect(business.code).toBe(101);
  });

  it('401 on a session operation → SessionExpiredError and onSessionExpired once', async () => {
    const t = setup(() => json(401, { code: 401, errcode: 401, msg: 'Token is required' }));
    const error = await failure(t.api.call('getUserInfo'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.kind).toBe('sessionExpired');
    expect(t.expiredCount()).toBe(1);
  });

  it('401 on a public-session operation (getActivityIds) → UnauthorizedError, session kept', async () => {
    const t = setup(() => json(401, { code: 401, errcode: 401, msg: 'Token is required' }));
    const error = await failure(t.api.call('getActivityIds'));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.kind).toBe('unauthorized');
    expect(t.expiredCount()).toBe(0);
  });

  it('does not end a newer session when a 401 answers a replaced token', async () => {
    const t = setup(() => {
      t.setToken('tok-2'); // logged in again while the old request was in flight
      return json(401, { code: 401, errcode: 401, msg: 'Token is required' });
    });
    const error = await failure(t.api.call('getUserInfo'));
    expect(error.kind).toBe('sessionExpired');
    expect(t.expiredCount()).toBe(0);
  });

  it('400 → BadRequestError with the field', async () => {
    const t = setup(() => json(400, { code: 400, errcode: 400, msg: 'must be 0 or 1', field: 'like' }));
    const error = await failure(t.api.call('gameLike', { id: 1, like: 1 }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.kind).toBe('badRequest');
    expect((error as BadRequestError).field).toBe('like');
    expect((error as BadRequestError).status).toBe(400);
    expect((error as BadRequestError).msg).toBe('must be 0 or 1');
  });

  it('413 → BadRequestError (too large)', async () => {
    const t = setup(() => json(413, { code: 413, errcode: 413, msg: 'File too large' }));
    const file = new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' });
    const error = await failure(t.api.call('uploadKyc', { file, kind: 'selfie' }));
    expect(error.kind).toBe('badRequest');
    expect((error as BadRequestError).status).toBe(413);
  });

  it('429 → RateLimitedError with retryAfter from the Retry-After header', async () => {
    const t = setup(() =>
      json(429, { code: 429, errcode: 429, msg: 'Too many requests', retryAfter: 30 }, { 'retry-after': '42' }),
    );
    const error = await failure(t.api.call('smsSend', { mobile: '0812345678', type: 0 }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.kind).toBe('rateLimited');
    expect((error as RateLimitedError).retryAfter).toBe(42);
  });

  it('429 without the header → retryAfter from the body', async () => {
    const t = setup(() => json(429, { code: 429, errcode: 429, msg: 'Too many requests', retryAfter: 57 }));
    const error = await failure(t.api.call('smsSend', { mobile: '0812345678', type: 0 }));
    expect((error as RateLimitedError).retryAfter).toBe(57);
  });

  it('fetch rejects → NetworkError', async () => {
    const t = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(t.api.call('refreshData'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.kind).toBe('network');
    expect(t.expiredCount()).toBe(0);
  });

  it('our timeout fires → TimeoutError, not NetworkError', async () => {
    const hang: Reply = (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
      });
    const t = setup(hang, { timeoutMs: 20 });
    const error = await failure(t.api.call('refreshData'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.kind).toBe('timeout');
    expect((error as TimeoutError).timeoutMs).toBe(20);
  });

  it('the caller aborts → AbortedError, not TimeoutError', async () => {
    const controller = new AbortController();
    const hang: Reply = (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
        controller.abort();
      });
    const t = setup(hang, { timeoutMs: 60_000 });
    const error = await failure(t.api.call('refreshData', {}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.kind).toBe('aborted');
  });

  it('5xx → ServerError with the status', async () => {
    const t = setup(() => json(500, { code: 500, errcode: 500, msg: 'Internal error' }));
    const error = await failure(t.api.call('refreshData'));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.kind).toBe('server');
    expect((error as ServerError).status).toBe(500);
  });

  it('a 502 with an HTML body → ServerError', async () => {
    const t = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(t.api.call('refreshData'));
    expect(error.kind).toBe('server');
    expect((error as ServerError).status).toBe(502);
  });

  it.each([502, 504] as const)("the app tier's gateway failure %i → NetworkError", async (status) => {
    const t = setup(() => json(status, gatewayFailure(status)));
    const error = await failure(t.api.call('refreshData'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.kind).toBe('network');
  });

  it('a 502 JSON body that is not the gateway failure → ServerError', async () => {
    const t = setup(() => json(502, { code: 502, errcode: 502, msg: 'Bad gateway' }));
    expect((await failure(t.api.call('refreshData'))).kind).toBe('server');
  });

  it('a 200 whose body is not JSON → ServerError', async () => {
    const t = setup(() => new Response('not json', { status: 200, headers: { 'content-type': 'text/plain' } }));
    const error = await failure(t.api.call('refreshData'));
    expect(error.kind).toBe('server');
  });

  it('a 200 JSON body without errcode → ServerError', async () => {
    const t = setup(() => json(200, { coin: 1 }));
    const error = await failure(t.api.call('refreshData'));
    expect(error.kind).toBe('server');
  });
});

describe('Idempotency-Key', () => {
  it("sends the intent's key on a money call, and none on other calls", async () => {
    const { api, sent } = setup(() => json(200, { errcode: 0, order: {}, coin: 0 }));
    const body = { amount: 100, bankId: 1, safeboxPassword: 'x' };
    await api.call('exchange', body, { idempotencyKey: 'intent-key-0123456789' });
    await api.call('exchange', body, { idempotencyKey: 'intent-key-0123456789' });
    expect(sent.map((s) => s.headers.get('idempotency-key'))).toEqual([
      'intent-key-0123456789',
      'intent-key-0123456789',
    ]);
    await api.call('refreshData');
    expect(sent.at(-1)!.headers.get('idempotency-key')).toBeNull();
  });

  it('never makes a key up: a money call without one is refused before anything is sent', async () => {
    const { api, sent } = setup(() => json(200, { errcode: 0, order: {}, coin: 0 }));
    const body = { amount: 100, bankId: 1, safeboxPassword: 'x' };
    const call = api.call as (op: string, body?: unknown, init?: object) => Promise<unknown>;
    await expect(call('exchange', body)).rejects.toThrow(/exchange takes the Idempotency-Key/);
    await expect(call('freeSignReceive', { day: 1 }, { idempotencyKey: '' })).rejects.toThrow(TypeError);
    expect(sent).toHaveLength(0);
  });

  it('requires the key by type on exactly the operations whose contract declares the header', () => {
    const api = setup(() => json(200, { errcode: 0 })).api;
    const body = { amount: 100, bankId: 1, safeboxPassword: 'x' };
    const signal = new AbortController().signal;
    const lazily = (call: () => Promise<unknown>) => call; // typed, never run
    // @ts-expect-error a withdrawal without its intent's key
    lazily(() => api.call('exchange', body));
    // @ts-expect-error a signal is not a key
    lazily(() => api.call('exchange', body, { signal }));
    // @ts-expect-error a claim without a key (its body is all optional fields)
    lazily(() => api.call('vipRebateReceive', {}));
    // @ts-expect-error an operation that takes no key is given none
    lazily(() => api.call('refreshData', {}, { idempotencyKey: 'intent-key-0123456789' }));
    lazily(() => api.call('vipRebateReceive', {}, { idempotencyKey: 'intent-key-0123456789', signal }));

    // Every operation declaring the header in openapi.yaml (schema.d.ts) is `idempotent`, and each one's
    // second argument is required and carries the key; a generic caller naming any of them too.
    type Header<P extends keyof paths> = paths[P] extends { post: { parameters: { header?: infer H } } } ? H : never;
    type Declares<P extends keyof paths> = [NonNullable<Header<P>>] extends [never]
      ? false
      : 'Idempotency-Key' extends keyof NonNullable<Header<P>>
        ? true
        : false;
    type DeclaringPath = { [P in keyof paths]: Declares<P> extends true ? P : never }[keyof paths];
    type Declaring = Extract<(typeof operations)[number], { path: DeclaringPath }>['operationId'];
    expectTypeOf<Declaring>().toEqualTypeOf<IdempotentOperationId>();
    type KeyOptional = {
      [Id in IdempotentOperationId]: undefined extends CallArgs<Id>[1]
        ? Id
        : CallArgs<Id>[1] extends { idempotencyKey: string }
          ? never
          : Id;
    }[IdempotentOperationId];
    expectTypeOf<KeyOptional>().toEqualTypeOf<never>();
    expectTypeOf<CallArgs<OperationId>[1]>().toEqualTypeOf<CallArgs<'exchange'>[1]>();
    expect(operations.filter((op) => op.idempotent)).toHaveLength(33);
  });
});
