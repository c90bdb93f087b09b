/**
 * `/app/v1/*`: one dispatcher for every operation of openapi.yaml.
 * Order: operation lookup (404) → body size (413) → token (401) → body parse and schema (400) →
 * handler → `{ errcode: 0, ...result }`, a Fail as `{ errcode, msg }`, RateLimited as 429.
 * Nothing a client sends can produce a 5xx; an unexpected error is logged and answered 500.
 */
import { Hono, type Context } from 'hono';
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

export function createApi(deps: Deps, handlers: Handlers): Hono {
  const api = new Hono();
  const spec = contract();
  const log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e));

  const jsonLimit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: (c) => c.json({ code: 413, errcode: 413, msg: 'Body too large' }, 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: (c) => c.json({ code: 413, errcode: 413, msg: 'File too large' }, 413),
  });

  api.all('/app/v1/*', async (c, next) => {
    const op = spec.byPath.get(c.req.path);
    if (!op) return c.json({ code: 404, errcode: 404, msg: `No such operation: ${c.req.path}` }, 404);
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return c.json({ code: 405, errcode: 405, msg: 'Use POST' }, 405);
    }
    c.set('op' as never, op as never);
    return (op.body === 'multipart' ? uploadLimit : jsonLimit)(c, next);
  });

  api.post('/app/v1/*', async (c) => {
    const op = c.get('op' as never) as ContractOperation;
    const respond = (status: 200 | 400 | 401 | 429 | 500, body: Record<string, unknown>) => {
      if (deps.validateResponses && status !== 500) {
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
      return c.json(body, status);
    };

    // Token.
    const now = deps.clock.now();
    const token = bearer(c.req.header('authorization'));
    const caller = token && op.auth !== 'none' ? resolveSession(deps.db, token, now) : null;
    if (op.auth === 'required' && !caller) return respond(401, { ...TOKEN_REQUIRED });

    // Body.
    let body: unknown;
    if (op.body === 'multipart') {
      const read = await readMultipart(c);
      if ('error' in read) return respond(400, read.error);
      body = read.body;
    } else {
      const text = await c.req.text();
      try {
        body = JSON.parse(text);
      } catch {
        return respond(400, badRequest('body must be JSON'));
      }
      const failure = op.validateBody(body);
      if (failure) return respond(400, badRequest(failure.msg, failure.field));
    }

    const handler = handlers[op.operationId as OperationId] as (ctx: unknown) => unknown;
    try {
      const result = (await handler({
        deps,
        body,
        caller,
        ip: clientIp(c, deps.trustProxy === true),
        origin: new URL(c.req.url).origin,
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
  });

  return api;
}
