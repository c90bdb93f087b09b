/**
 * The app tier's link to the operator's API (upstream mode, API_UPSTREAM; docs/deployment.md):
 *
 * - `forward` streams a browser's request to the upstream and the answer back (uploads included: the body
 *   is counted against its limit while it streams, 413 past it, and must arrive whole within a total deadline,
 *   408 past it), over keep-alive connections (one node:http(s) Agent per process), nothing cached. The
 *   client's address is appended to X-Forwarded-For after the entries of the TRUST_PROXY proxies in front of
 *   this server (the untrusted rest is dropped), so the upstream, trusting one more proxy than we do, finds the
 *   same client; X-Forwarded-Host and X-Forwarded-Proto are taken from the same trusted entry. Headers a
 *   `Connection` header names belong to that hop (RFC 9110 §7.6.1): dropped both ways.
 * - A request that may have reached the upstream is never sent to it twice unless repeating it is harmless
 *   (`repeatable`): a GET / HEAD / OPTIONS, or a call carrying an `Idempotency-Key` (the upstream answers a
 *   repeated key with its first answer, contract/openapi.yaml "Idempotency"). Any other call whose connection
 *   failed after it left is answered with the gateway failure (the player's network error) — never a second
 *   withdrawal.
 * - `call` is the server render's way to the API: the request the browser would make (the render's own
 *   headers and `lang`, the visitor's User-Agent, Accept-Language and address, never a token), read whole.
 * - `ready` says whether the upstream answers a harmless public call (`preLogin`), for /readyz.
 *
 * Nothing waits forever: every exchange has a watchdog of `timeoutMs` that is re-armed while bytes flow
 * (a slow upload or a long answer still streaming is alive; a connect that hangs or an upstream that stops
 * talking is not). An /app/v1 call the upstream does not answer gets 502 (refused, reset, not HTTP, not
 * JSON) or 504 (silent for `timeoutMs`) with contract/api-errors.ts `gatewayFailure`, which the client
 * maps to its network error; an answer cut after its head has been sent cuts the browser's connection too
 * (the browser's fetch rejects: the same network error).
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { gatewayFailure } from '../../contract/api-errors';
import { encode } from '../api-answer';
import { answerThenClose, JSON_LIMIT } from '../body-limit';
import { HSTS, SECURITY_HEADERS } from '../security-headers';

/** Headers that belong to one connection (RFC 9110 §7.6.1) or that this hop writes itself. */
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
]);

/** Methods that change nothing (RFC 9110 §9.2.1): sending one twice is harmless. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a forwarded request may be sent once more after its connection failed: only when a second copy
 * cannot have a second effect — a safe method, or a call the upstream deduplicates by its Idempotency-Key.
 */
export function repeatable(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (SAFE_METHODS.has(method ?? 'GET')) return true;
  const key = headers['idempotency-key'];
  return typeof key === 'string' && key.trim() !== '';
}

/** The header names a `Connection` header lists (lower case): options of that one connection, not forwarded. */
export function connectionOptions(value: string | string[] | number | undefined): Set<string> {
  const names = new Set<string>();
  if (value === undefined) return names;
  for (const part of (Array.isArray(value) ? value : [String(value)]).join(',').split(','))
    if (part.trim() !== '') names.add(part.trim().toLowerCase());
  return names;
}

/** How long a forwarded body may take in all, by kind (a JSON call's few KiB; an upload's few MiB on a slow link). */
export const BODY_DEADLINE_MS = { json: 15_000, upload: 120_000 } as const;

/** The largest answer the render reads from the upstream (the configuration is ~40 KB). */
const RENDER_ANSWER_LIMIT = 4 * 1024 * 1024;
/** How long a kept-alive connection to the upstream may sit idle. */
const IDLE_MS = 4000;
/** How long /readyz waits for the upstream. */
const READY_TIMEOUT_MS = 2000;

export interface UpstreamOptions {
  /** The upstream's origin (API_UPSTREAM). */
  readonly origin: string;
  /** The watchdog of every exchange (API_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** TRUST_PROXY: how many proxies in front of this server append to X-Forwarded-For. */
  readonly trustProxy: number;
  /** The total time a forwarded body may take to arrive (BODY_DEADLINE_MS by default). */
  readonly bodyDeadlineMs?: { readonly json: number; readonly upload: number };
  /** The site's security headers (its policy with the configured origins); default SECURITY_HEADERS. */
  readonly headers?: ReadonlyArray<readonly [string, string]>;
  /** Told of every exchange the upstream did not complete and of every one sent again (tier/observe.ts). */
  readonly watch?: UpstreamWatch;
}

/** Which exchange: a browser's request forwarded, or a call of the tier's own (a server render's, /readyz's). */
export type UpstreamCall = 'forward' | 'render';
/**
 * Why an exchange with the upstream failed: it refused the connection, reset or closed it (before or during the
 * answer), was silent for `timeoutMs`, answered with something that is not HTTP, answered an /app/v1 call with
 * something other than JSON, sent a render more than it reads, or anything else (a name that does not resolve, a
 * TLS failure).
 */
export type UpstreamCause = 'refused' | 'reset' | 'timeout' | 'not_http' | 'not_json' | 'too_large' | 'other';

export interface UpstreamWatch {
  failed(call: UpstreamCall, cause: UpstreamCause): void;
  /** Sent once more on a new connection after a kept-alive one failed before any answer. */
  retried(call: UpstreamCall): void;
}

/** The cause of a failed exchange's error. */
export function causeOf(error: unknown): UpstreamCause {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return 'reset';
  // node's HTTP parser refused the answer.
  if (code?.startsWith('HPE_')) return 'not_http';
  return 'other';
}

/** The visitor a server render is for (the page's request). */
export interface Visitor {
  readonly headers: Headers;
  readonly remoteAddress: string | undefined;
}

export type Upstream = ReturnType<typeof createUpstream>;

/**
 * X-Forwarded-For for the next hop: the last `trustProxy` entries of what arrived (written by our own
 * proxies; anything left of them is the client's to forge) and then `peer`, the address this server sees.
 */
export function forwardedFor(arrived: string | string[] | undefined, peer: string | undefined, trustProxy: number) {
  const entries = (Array.isArray(arrived) ? arrived.join(',') : (arrived ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const kept = trustProxy > 0 ? entries.slice(-trustProxy) : [];
  return [...kept, peer ?? 'unknown'].join(', ');
}

/**
 * The entry of a forwarding header (X-Forwarded-Host, X-Forwarded-Proto) that the outermost of the
 * `trustProxy` trusted proxies wrote: the `trustProxy`-th from the right, as server/api-request.ts `clientIp`
 * takes X-Forwarded-For's (a shorter list: its leftmost, which a trusted proxy wrote). Entries left of it are
 * the client's to forge. '' without trusted proxies or entries.
 */
export function trustedEntry(arrived: string | string[] | undefined, trustProxy: number): string {
  if (trustProxy <= 0) return '';
  const entries = (Array.isArray(arrived) ? arrived.join(',') : (arrived ?? '')).split(',').map((e) => e.trim());
  return entries[Math.max(0, entries.length - trustProxy)] ?? '';
}

const isApi = (path: string) => path.startsWith('/app/v1/');

/** A render's call's answer, read whole: shared by the renders that made the same call at once. */
interface SharedAnswer {
  readonly bytes: Buffer;
  readonly status: number;
  readonly type: string;
}

/** An exchange under way, and how many renders wait for it (`stop` ends it once none does). */
interface Shared {
  waiters: number;
  readonly stop: AbortController;
  readonly answer: Promise<SharedAnswer>;
}

/**
 * The headers of a render's call that are the visitor's own (user agent, address): two renders' calls that
 * differ only in them are one call. The renders' calls are anonymous reads whose answers are the same for every
 * visitor of a locale, layout and site (the page cache shares whole pages on that ground), and the first
 * visitor's headers are sent for both.
 */
const VISITOR_OWN: ReadonlySet<string> = new Set(['user-agent', 'x-forwarded-for']);

export function createUpstream(options: UpstreamOptions) {
  /** Renders' calls under way, by what is sent (`call`). */
  const sharing = new Map<string, Shared>();
  const base = new URL(options.origin);
  const secure = base.protocol === 'https:';
  // Idle connections are closed after IDLE_MS, before an upstream with Node's default (5 s) closes them.
  const agentOptions = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_MS };
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const send = secure ? httpsRequest : httpRequest;
  const watch = options.watch;
  const target = {
    protocol: base.protocol,
    hostname: base.hostname.replace(/^\[|\]$/g, ''),
    port: base.port || (secure ? 443 : 80),
    agent,
  };

  /** The headers sent upstream: the request's own, less the hop-by-hop ones, plus our forwarding ones. */
  function upstreamHeaders(
    headers: IncomingHttpHeaders | Headers,
    peer: string | undefined,
    encrypted: boolean,
  ): OutgoingHttpHeaders {
    const get = (name: string) => (headers instanceof Headers ? (headers.get(name) ?? undefined) : headers[name]);
    const out: OutgoingHttpHeaders = {};
    const hopOnly = connectionOptions(get('connection'));
    const copy = (name: string, value: string | string[] | undefined) => {
      if (value !== undefined && !HOP_BY_HOP.has(name) && !hopOnly.has(name)) out[name] = value;
    };
    if (headers instanceof Headers) headers.forEach((value, name) => copy(name, value));
    else for (const [name, value] of Object.entries(headers)) copy(name, value);
    const proto = trustedEntry(get('x-forwarded-proto'), options.trustProxy);
    const host = trustedEntry(get('x-forwarded-host'), options.trustProxy);
    out['x-forwarded-for'] = forwardedFor(get('x-forwarded-for'), peer, options.trustProxy);
    out['x-forwarded-proto'] = proto || (encrypted ? 'https' : 'http');
    const ownHost = get('host');
    if (host || ownHost) out['x-forwarded-host'] = host || String(ownHost);
    out.host = base.host;
    return out;
  }

  /**
   * Streams `incoming` to the upstream and its answer to `outgoing`. `limit`: the most body bytes the
   * request may carry (body-limit.ts; a declared length past it was refused before this runs).
   *
   * A kept-alive connection the upstream closed fails the next request sent on it before any answer. The tier
   * cannot tell a connection closed while idle (the upstream never saw the request) from one closed after the
   * upstream read it (a crash, a balancer's reset): the request is sent once more on a new connection only when
   * that is harmless (`repeatable`) and its whole body is at hand (every call but an upload still streaming);
   * otherwise it is answered 502, the gateway failure, which the client shows as its network error.
   *
   * `incoming.url` is the normalised path (tier/app.ts: tier/paths.ts), forwarded as it is.
   */
  function forward(incoming: IncomingMessage, outgoing: ServerResponse, limit: number): void {
    const path = incoming.url ?? '/';
    const api = isApi(path.split('?', 1)[0]!);
    const again = repeatable(incoming.method, incoming.headers);
    const headers = upstreamHeaders(
      incoming.headers,
      incoming.socket.remoteAddress,
      (incoming.socket as TLSSocket).encrypted === true,
    );
    /** The body so far, kept for a second attempt while it is small (not an upload). */
    const kept: Buffer[] | null = limit <= JSON_LIMIT ? [] : null;
    let settled = false;
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    let upstream: ClientRequest;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(504, 'timeout'), options.timeoutMs);
    };
    const finish = () => {
      settled = true;
      clearTimeout(timer);
    };

    /** The upstream did not answer (status), or stopped mid-answer (the browser's connection is cut). */
    function fail(status: 502 | 504, cause: UpstreamCause): void {
      if (settled) return;
      watch?.failed('forward', cause);
      finish();
      upstream.destroy();
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      const body = api
        ? gatewayFailure(status)
        : { code: status, errcode: status, msg: status === 504 ? 'Upstream timed out' : 'Upstream unavailable' };
      const encoded = encode({ status, body }, undefined);
      if (!incoming.readableEnded) answerThenClose(incoming, outgoing, encoded);
      else {
        outgoing.writeHead(encoded.status, encoded.headers);
        outgoing.end(encoded.body);
      }
    }

    function attempt(first: boolean): ClientRequest {
      const request = send({ ...target, method: incoming.method, path, headers });
      request.on('error', (error) => {
        if (request !== upstream) return;
        const stale = again && first && request.reusedSocket && !answered && kept !== null && incoming.readableEnded;
        if (stale && !settled) {
          watch?.retried('forward');
          upstream = attempt(false);
          for (const chunk of kept) upstream.write(chunk);
          upstream.end();
          return;
        }
        fail(502, causeOf(error));
      });
      request.on('response', (answer) => onAnswer(request, answer));
      request.on('drain', () => incoming.resume());
      return request;
    }

    function onAnswer(request: ClientRequest, answer: IncomingMessage): void {
      if (settled || request !== upstream) {
        answer.resume();
        return;
      }
      answered = true;
      arm();
      const type = String(answer.headers['content-type'] ?? '');
      // An /app/v1 answer that is not the API's (a load balancer's HTML page): the API did not answer.
      if (api && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        answer.resume();
        fail(502, 'not_json');
        return;
      }
      const head: string[] = [];
      const hopOnly = connectionOptions(answer.headers.connection);
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i]!;
        const lower = name.toLowerCase();
        if (!HOP_BY_HOP.has(lower) && !hopOnly.has(lower)) head.push(name, answer.rawHeaders[i + 1]!);
      }
      // Answers are the player's own: nobody between keeps them.
      if (api && answer.headers['cache-control'] === undefined) head.push('cache-control', 'no-store');
      // A page or image of the upstream's on the site's origin gets the site's policies it does not set itself;
      // an API answer, HSTS (security-headers.ts).
      if (!api) {
        for (const [name, value] of options.headers ?? SECURITY_HEADERS)
          if (answer.headers[name] === undefined) head.push(name, value);
      } else if (answer.headers[HSTS[0]] === undefined) head.push(...HSTS);
      outgoing.writeHead(answer.statusCode ?? 502, head);
      answer.on('data', (chunk: Buffer) => {
        arm();
        if (!outgoing.write(chunk)) answer.pause();
      });
      outgoing.on('drain', () => answer.resume());
      answer.on('end', () => {
        if (settled) return;
        finish();
        outgoing.end();
      });
      // Closed before its end (the upstream died mid-answer): cut the browser's connection too.
      answer.on('close', () => {
        if (!answer.complete) fail(502, 'reset');
      });
      answer.on('error', () => fail(502, 'reset'));
    }

    upstream = attempt(true);

    // The whole body within its deadline: a body trickling in a byte at a time keeps the watchdog awake and
    // would hold an upstream connection for as long as it liked.
    const deadlines = options.bodyDeadlineMs ?? BODY_DEADLINE_MS;
    const bodyTimer =
      limit > 0 && !incoming.readableEnded
        ? setTimeout(
            () => {
              if (settled || incoming.readableEnded) return;
              finish();
              upstream.destroy();
              const body = { code: 408, errcode: 408, msg: 'The request body did not arrive in time' };
              answerThenClose(incoming, outgoing, encode({ status: 408, body }, undefined));
            },
            limit > JSON_LIMIT ? deadlines.upload : deadlines.json,
          )
        : undefined;
    const endBody = () => clearTimeout(bodyTimer);
    incoming.once('end', endBody);
    incoming.once('close', endBody);

    // The browser went away: nothing to wait for.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished && !settled) {
        finish();
        upstream.destroy();
      }
    });

    let seen = 0;
    incoming.on('data', (chunk: Buffer) => {
      if (settled) return;
      arm();
      seen += chunk.length;
      if (seen > limit) {
        finish();
        upstream.destroy();
        answerThenClose(
          incoming,
          outgoing,
          encode({ status: 413, body: { code: 413, errcode: 413, msg: 'Body too large' } }, undefined),
        );
        return;
      }
      kept?.push(chunk);
      if (!upstream.write(chunk)) incoming.pause();
    });
    incoming.on('end', () => {
      if (!settled) upstream.end();
    });
    incoming.on('error', () => {
      finish();
      upstream.destroy();
    });
    arm();
  }

  /**
   * The server render's call: `request` (made by the app's API client: path, headers, JSON body) sent
   * upstream as the visitor's browser would send it, answered whole. Rejects when the upstream does not
   * answer (as a failed fetch does), after `timeoutMs` of silence, or when `signal` aborts. The same call
   * (method, path, body, headers but VISITOR_OWN) made by several renders at once is one exchange, stopped only
   * when every render waiting for it has stopped waiting.
   */
  async function call(request: Request, visitor: Visitor, signal: AbortSignal): Promise<Response> {
    const { path, headers, body } = await renderCall(request, visitor);
    // Renders making the same call at once (concurrent visitors of one locale and layout) share one exchange.
    const key = JSON.stringify([
      request.method,
      path,
      body?.toString('latin1') ?? '',
      Object.entries(headers).filter(([name]) => !VISITOR_OWN.has(name)),
    ]);
    let exchange = sharing.get(key);
    if (!exchange) {
      const stop = new AbortController();
      const started: Shared = {
        waiters: 0,
        stop,
        answer: exchangeOnce(request.method, path, headers, body, stop.signal),
      };
      started.answer.then(
        () => sharing.get(key) === started && sharing.delete(key),
        () => sharing.get(key) === started && sharing.delete(key),
      );
      sharing.set(key, started);
      exchange = started;
    }
    const shared = exchange;
    shared.waiters += 1;
    return new Promise<Response>((resolve, reject) => {
      let waiting = true;
      // The last render still waiting for the exchange gone, the exchange stops.
      const leave = () => {
        if (!waiting) return;
        waiting = false;
        signal.removeEventListener('abort', onAbort);
        shared.waiters -= 1;
        if (shared.waiters === 0) {
          if (sharing.get(key) === shared) sharing.delete(key);
          shared.stop.abort(signal.reason);
        }
      };
      const onAbort = () => {
        leave();
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      if (signal.aborted) {
        onAbort();
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      shared.answer.then(
        (answer) => {
          if (!waiting) return;
          waiting = false;
          signal.removeEventListener('abort', onAbort);
          // Each render its own Response (a body is read once).
          resolve(
            new Response(new Uint8Array(answer.bytes), {
              status: answer.status,
              headers: answer.type ? { 'content-type': answer.type } : {},
            }),
          );
        },
        (error: unknown) => {
          if (!waiting) return;
          waiting = false;
          signal.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** A render's call as sent upstream: its path, the headers of the visitor's browser, its body. */
  async function renderCall(
    request: Request,
    visitor: Visitor,
  ): Promise<{ path: string; headers: OutgoingHttpHeaders; body: Buffer | null }> {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : Buffer.from(await request.arrayBuffer());
    const headers = upstreamHeaders(request.headers, visitor.remoteAddress, false);
    // What the visitor's browser sends with every call besides what the app's client sets; never a token.
    delete headers.authorization;
    delete headers.cookie;
    for (const name of ['user-agent', 'accept-language']) {
      const value = visitor.headers.get(name);
      if (value) headers[name] = value;
    }
    // Forwarded as the visitor's own calls are: their address, and the site they asked for.
    const page = upstreamHeaders(visitor.headers, visitor.remoteAddress, false);
    for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const)
      if (page[name] !== undefined) headers[name] = page[name];
    headers['accept-encoding'] = 'gzip, br';
    if (body) headers['content-length'] = String(body.length);
    return { path: url.pathname + url.search, headers, body };
  }

  /**
   * One exchange with the upstream, its answer read whole (decompressed). Sent once more on a new connection
   * when a kept-alive one fails before the answer: the render's calls are anonymous reads that change nothing
   * (src/entry-server.tsx SERVER_READS), so a second copy is harmless. Rejects when the upstream does not
   * answer, after `timeoutMs` of silence, or when `signal` aborts.
   */
  function exchangeOnce(
    method: string,
    path: string,
    headers: OutgoingHttpHeaders,
    body: Buffer | null,
    signal: AbortSignal,
  ): Promise<SharedAnswer> {
    return new Promise<SharedAnswer>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      /** The exchange has ended (answered or stopped): what its connection does next is no news. */
      let over = false;
      /** Ends the exchange; `cause`: why the upstream failed it (null: the render stopped waiting). */
      const stop = (error: Error, cause: UpstreamCause | null) => {
        if (over) return;
        over = true;
        if (cause) watch?.failed('render', cause);
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        upstream.destroy();
        reject(error);
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(
          () => stop(new Error(`upstream silent for ${options.timeoutMs} ms`), 'timeout'),
          options.timeoutMs,
        );
      };
      const onAbort = () => stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'), null);
      if (signal.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      const open = (first: boolean): ClientRequest => {
        const sent = send({ ...target, method, path, headers });
        let answered = false;
        sent.on('error', (error) => {
          if (sent !== upstream) return;
          // A kept-alive connection the upstream had closed: once more, on a new one (see `forward`).
          if (first && sent.reusedSocket && !answered) {
            watch?.retried('render');
            upstream = open(false);
            upstream.end(body ?? undefined);
          } else stop(error, causeOf(error));
        });
        sent.on('response', (answer) => {
          answered = true;
          onAnswer(sent, answer);
        });
        return sent;
      };
      const onAnswer = (sent: ClientRequest, answer: IncomingMessage) => {
        if (sent !== upstream) {
          answer.resume();
          return;
        }
        arm();
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          arm();
          size += chunk.length;
          if (size > RENDER_ANSWER_LIMIT) stop(new Error('upstream answer too large'), 'too_large');
          else chunks.push(chunk);
        });
        answer.on('error', (error) => stop(error, 'reset'));
        answer.on('close', () => {
          if (!answer.complete) stop(new Error('upstream closed mid-answer'), 'reset');
        });
        answer.on('end', () => {
          if (over) return;
          over = true;
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          try {
            let bytes = Buffer.concat(chunks);
            const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
            if (encoding === 'gzip') bytes = gunzipSync(bytes);
            else if (encoding === 'br') bytes = brotliDecompressSync(bytes);
            resolve({ bytes, status: answer.statusCode ?? 502, type: String(answer.headers['content-type'] ?? '') });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      };
      let upstream = open(true);
      arm();
      upstream.end(body ?? undefined);
    });
  }

  /** Whether the upstream answers its API: `preLogin` (public, changes nothing) with a success, in time. */
  async function ready(): Promise<boolean> {
    const request = new Request(`${base.origin}/app/v1/preLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    try {
      const answer = await call(
        request,
        { headers: new Headers(), remoteAddress: '127.0.0.1' },
        AbortSignal.timeout(READY_TIMEOUT_MS),
      );
      const body = (await answer.json()) as { errcode?: unknown };
      return answer.status === 200 && body.errcode === 0;
    } catch {
      return false;
    }
  }

  return { forward, call, ready, close: () => agent.destroy() };
}
