/**
 * The request side of the /app/v1 dispatcher: one view of a request over its two sources (Hono's Context
 * and Node's IncomingMessage), the bounded body readers (JSON text, multipart uploads), the bearer token and
 * the context a handler receives.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { badRequest } from './api-answer';
import { siteOrigin } from './config';
import type { Caller, Deps, UploadedFile } from './context';
import { bodyLocale, type ContentLocale } from './domain/content-locale';

export function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The request as the dispatcher sees it. Two sources: Hono's Context (uploads, and `app.request` in unit
 * tests) and Node's IncomingMessage directly (every JSON call on the Node server: the Web Request/Response
 * wrapping around it costs more than the call's own work — see createListener).
 */
export interface ApiRequest {
  header(
    name:
      | 'authorization'
      | 'content-length'
      | 'content-type'
      | 'accept-encoding'
      | 'x-forwarded-for'
      | 'host'
      | 'user-agent'
      | 'idempotency-key',
  ): string | undefined;
  remoteAddress(): string | undefined;
}

/**
 * The client address. Behind `trustProxy` reverse proxies it is the X-Forwarded-For entry the outermost
 * trusted proxy appended — the n-th from the right; everything left of it was written by the client. A
 * shorter list (fewer proxies on the way) gives its leftmost entry, which a trusted proxy wrote. An entry
 * that is not an IP address is ignored in favour of the socket's address.
 */
export function clientIp(req: Pick<ApiRequest, 'header' | 'remoteAddress'>, trustProxy: number): string {
  if (trustProxy > 0) {
    const entries = (req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const entry = entries[Math.max(0, entries.length - trustProxy)] ?? '';
    // Some proxies write a port: `203.0.113.7:4711`, `[2001:db8::1]:4711`.
    const forwarded = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^([\d.]+):\d+$/.exec(entry)?.[1] ?? entry;
    if (isIP(forwarded)) return forwarded;
  }
  return req.remoteAddress() ?? 'unknown';
}

/**
 * Reads a Node request body up to `limit` bytes and calls `done` once with its text, or with null as soon as
 * it passes the limit (declared or counted while streaming): the rest is never read, and the 413 that
 * follows closes the connection (body-limit.ts). Callback-shaped: the node:http path answers without a
 * promise when the handler is synchronous.
 */
export function readIncoming(
  incoming: IncomingMessage,
  limit: number,
  done: (text: string | null) => void,
  broken: (error: Error) => void,
): void {
  if (Number(incoming.headers['content-length']) > limit) {
    done(null);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) {
      chunks.push(chunk);
      return;
    }
    incoming.off('data', onData);
    incoming.off('end', onEnd);
    incoming.pause();
    chunks.length = 0;
    done(null);
  };
  const onEnd = () =>
    done(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, size).toString('utf8'));
  incoming.on('data', onData);
  incoming.once('end', onEnd);
  incoming.once('error', broken);
}

/** The Node request under @hono/node-server (absent under app.request in unit tests). */
const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

export class HonoRequest implements ApiRequest {
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

export class NodeRequest implements ApiRequest {
  constructor(readonly incoming: IncomingMessage) {}
  header(name: Parameters<ApiRequest['header']>[0]): string | undefined {
    return this.incoming.headers[name] as string | undefined;
  }
  remoteAddress(): string | undefined {
    return this.incoming.socket.remoteAddress;
  }
}

/** What a handler receives; `ip` and `origin` are worked out only when a handler reads them. */
export class CallContext {
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
    return clientIp(this.#req, this.deps.config.trustProxy);
  }
  get userAgent(): string {
    return (this.#req.header('user-agent') ?? '').slice(0, 512);
  }
  /** The content locale the body names (`lang`, contract Common): th-TH or en-US, th-TH when unknown. */
  get lang(): ContentLocale {
    return bodyLocale(this.body);
  }
  /** The configured origin (PUBLIC_URL or an ALLOWED_ORIGINS alias the Host names), never the Host itself. */
  get origin(): string {
    return siteOrigin(this.deps.config, this.#req.header('host'));
  }
}

const MULTIPART_FIELDS: Record<string, readonly string[] | undefined> = { kind: ['front', 'back', 'selfie'] };

export async function readMultipart(
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
