/**
 * Every request body is limited before anything reads it, whatever the endpoint (API, uploads, sandbox,
 * static files, short links):
 *
 * - one table of limits by method and address (`bodyLimitFor`): JSON calls 64 KiB, uploads 6 MiB, sandbox
 *   forms 16 KiB, the sandbox game's spin 1 KiB, a page's beacon to /rum 8 KiB (tier/rum.ts), everything else
 *   (pages, assets, links, health) no body;
 * - the listener refuses a declared Content-Length past the limit, and any body on an endpoint that takes
 *   none, with 413 before a byte is read (`refuseOversized`);
 * - every reader counts bytes while streaming and stops at the limit (`readIncoming` for JSON calls,
 *   `limitBody` here for uploads and sandbox forms), so a chunked body without Content-Length ends in 413
 *   as soon as it passes the limit; a 413 closes the connection after a short linger (`answerThenClose`;
 *   @hono/node-server does the same for the Hono path), so the rest of the body is not read.
 *
 * A client that goes away mid-body (a dropped upload) is a normal event: nobody is answered and nothing
 * is logged (`clientGone`, `NOBODY_TO_ANSWER`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { operations } from '../contract/operations.gen';
import { RUM_MAX_BYTES, RUM_PATH } from '../contract/rum';
import { encode } from './api-answer';

const KIB = 1024;
export const JSON_LIMIT = 64 * KIB;
export const UPLOAD_LIMIT = 6 * 1024 * KIB;
export const SANDBOX_FORM_LIMIT = 16 * KIB;
export const SPIN_LIMIT = KIB;

const SPIN = /^\/sandbox\/game\/[^/]+\/spin$/;
const API = '/app/v1/';
/** The operations that take multipart uploads. */
const UPLOADS: ReadonlySet<string> = new Set(operations.filter((op) => op.body === 'multipart').map((op) => op.path));

/** The largest body `method path` may carry, in bytes (0: none). */
export function bodyLimitFor(method: string, path: string): number {
  if (method === 'GET' || method === 'HEAD') return 0;
  if (path.startsWith(API)) return UPLOADS.has(path) ? UPLOAD_LIMIT : JSON_LIMIT;
  if (SPIN.test(path)) return SPIN_LIMIT;
  if (path === RUM_PATH) return RUM_MAX_BYTES;
  if (path.startsWith('/sandbox/')) return SANDBOX_FORM_LIMIT;
  return 0;
}

const TOO_LARGE = { code: 413, errcode: 413, msg: 'Body too large' } as const;

/** The declared length of the body: a number, 'chunked' for a streamed body of unknown length, or 0. */
function declaredLength(headers: IncomingMessage['headers']): number | 'chunked' {
  if (headers['transfer-encoding'] !== undefined) return 'chunked';
  const length = headers['content-length'];
  return length === undefined ? 0 : Number(length);
}

/** Whether a request's head (node:http's `rawHeaders`: name, value, …) has Content-Length or Transfer-Encoding. */
function namesBody(raw: readonly string[]): boolean {
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (
      (name.length === 14 && name.toLowerCase() === 'content-length') ||
      (name.length === 17 && name.toLowerCase() === 'transfer-encoding')
    )
      return true;
  }
  return false;
}

/**
 * Answers 413 (and closes the connection) when the request declares a body past `limit`, or any body on
 * an endpoint that takes none. Answers whether it did; nothing of the body has been read either way.
 */
export function refuseOversized(incoming: IncomingMessage, outgoing: ServerResponse, limit: number): boolean {
  // Most requests (every page GET) declare no body: read from the head as it came, since node builds
  // `incoming.headers` on first read, which costs more than a cached page's whole answer.
  if (!namesBody(incoming.rawHeaders)) return false;
  const declared = declaredLength(incoming.headers);
  const over = declared === 'chunked' ? limit === 0 : !(declared <= limit);
  if (!over) return false;
  answerThenClose(incoming, outgoing, encode({ status: 413, body: { ...TOO_LARGE } }, undefined));
  return true;
}

/** How long, and how many more bytes, the rest of a refused body is read and dropped before closing. */
const LINGER_MS = 500;
const LINGER_BYTES = 4 * 1024 * KIB;

/**
 * Sends a whole answer (its head says the connection closes) while the client may still be sending a body
 * the server will not read, then closes. The rest of the body is read and dropped for a moment first
 * (at most LINGER_MS and LINGER_BYTES): closing a socket with unread data resets it, and a reset can wipe
 * the answer out of the client's buffers before the client reads it.
 */
export function answerThenClose(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  encoded: { status: number; headers: string[]; body: string | Buffer },
): void {
  outgoing.writeHead(encoded.status, [...encoded.headers, 'connection', 'close']);
  outgoing.write(encoded.body);
  let dropped = 0;
  const finish = () => {
    clearTimeout(timer);
    incoming.off('data', onData);
    incoming.off('end', finish);
    incoming.off('error', finish);
    if (!outgoing.writableEnded) outgoing.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) finish();
  };
  const timer = setTimeout(finish, LINGER_MS);
  timer.unref();
  if (incoming.readableEnded) {
    finish();
    return;
  }
  incoming.on('data', onData);
  incoming.once('end', finish);
  incoming.once('error', finish);
  incoming.resume();
}

/** Whether the client has gone away (the connection closed before its answer): there is nobody to answer. */
export function clientGone(c: Context): boolean {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  const outgoing = env?.outgoing;
  // A response waiting for its socket (the previous answer on a keep-alive connection not yet flushed) has
  // `socket === null` and a client very much there: only a destroyed response or socket means gone.
  const socket = outgoing?.socket;
  if (outgoing && !outgoing.writableFinished && (outgoing.destroyed || (socket != null && socket.destroyed)))
    return true;
  return env?.incoming?.errored != null || c.req.raw.signal?.aborted === true;
}

/**
 * The "answer" for a client that is gone: @hono/node-server writes nothing for a response with this header
 * (its RESPONSE_ALREADY_SENT, made fresh here so later middleware never touches a shared instance).
 */
export const nobodyToAnswer = (): Response => new Response(null, { headers: { 'x-hono-already-sent': 'true' } });

/**
 * Hono middleware: the body of the request counted against `limitOf(c)` while it streams (a chunked body is
 * read up to the limit before the handler runs, so the handler never sees part of one), 413 past it. A
 * client that drops mid-body gets no answer and no log line.
 */
export function limitBody(
  limitOf: (c: Context) => number,
  tooLarge: (c: Context) => Response | Promise<Response> = (c) => c.json({ ...TOO_LARGE }, 413),
): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body (the Request has none): hono's bodyLimit would find that out by asking for it,
    // which makes @hono/node-server build the whole Web Request of every page GET (a tenth of a render's time).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const check = bodyLimit({ maxSize: limitOf(c), onError: tooLarge });
    try {
      const answer = await check(c, next);
      if (!clientGone(c)) return answer;
    } catch (error) {
      if (!clientGone(c)) throw error;
    }
    c.res = nobodyToAnswer();
    return c.res;
  };
}
