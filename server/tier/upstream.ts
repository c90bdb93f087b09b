/**
 * The app tier's link to the operator's API (upstream mode, API_UPSTREAM; README "Deployment"):
 *
 * - `forward` streams a browser's request to the upstream and the answer back (uploads included: the body
 *   is counted against its limit while it streams, 413 past it), over keep-alive connections (one
 *   node:http(s) Agent per process), nothing cached. The client's address is appended to X-Forwarded-For
 *   after the entries of the TRUST_PROXY proxies in front of this server (the untrusted rest is dropped), so
 *   the upstream, trusting one more proxy than we do, finds the same client.
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
import { answerThenClose } from '../body-limit';
import { SECURITY_HEADERS } from '../security-headers';

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

/** The largest answer the render reads from the upstream (the configuration is ~40 KB). */
const RENDER_ANSWER_LIMIT = 4 * 1024 * 1024;
/** How long /readyz waits for the upstream. */
const READY_TIMEOUT_MS = 2000;

export interface UpstreamOptions {
  /** The upstream's origin (API_UPSTREAM). */
  readonly origin: string;
  /** The watchdog of every exchange (API_UPSTREAM_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** TRUST_PROXY: how many proxies in front of this server append to X-Forwarded-For. */
  readonly trustProxy: number;
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

const isApi = (path: string) => path.startsWith('/app/v1/');

export function createUpstream(options: UpstreamOptions) {
  const base = new URL(options.origin);
  const secure = base.protocol === 'https:';
  const agentOptions = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, maxFreeSockets: 64 };
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const send = secure ? httpsRequest : httpRequest;
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
    const copy = (name: string, value: string | string[] | undefined) => {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    };
    if (headers instanceof Headers) headers.forEach((value, name) => copy(name, value));
    else for (const [name, value] of Object.entries(headers)) copy(name, value);
    const trusted = options.trustProxy > 0;
    const proto = trusted
      ? String(get('x-forwarded-proto') ?? '')
          .split(',')[0]
          ?.trim()
      : '';
    const host = trusted
      ? String(get('x-forwarded-host') ?? '')
          .split(',')[0]
          ?.trim()
      : '';
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
   */
  function forward(incoming: IncomingMessage, outgoing: ServerResponse, limit: number): void {
    const path = incoming.url ?? '/';
    const api = isApi(path.split('?', 1)[0]!);
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(504), options.timeoutMs);
    };
    const finish = () => {
      settled = true;
      clearTimeout(timer);
    };

    const upstream: ClientRequest = send({
      ...target,
      method: incoming.method,
      path,
      headers: upstreamHeaders(
        incoming.headers,
        incoming.socket.remoteAddress,
        (incoming.socket as TLSSocket).encrypted === true,
      ),
    });

    /** The upstream did not answer (status), or stopped mid-answer (the browser's connection is cut). */
    function fail(status: 502 | 504): void {
      if (settled) return;
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

    upstream.on('error', () => fail(502));
    upstream.on('response', (answer) => {
      if (settled) {
        answer.resume();
        return;
      }
      arm();
      const type = String(answer.headers['content-type'] ?? '');
      // An /app/v1 answer that is not the API's (a load balancer's HTML page): the API did not answer.
      if (api && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        answer.resume();
        fail(502);
        return;
      }
      const head: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i]!;
        if (!HOP_BY_HOP.has(name.toLowerCase())) head.push(name, answer.rawHeaders[i + 1]!);
      }
      // Answers are the player's own: nobody between keeps them.
      if (api && answer.headers['cache-control'] === undefined) head.push('cache-control', 'no-store');
      // A page or image of the upstream's on the site's origin gets the site's policies it does not set itself.
      if (!api)
        for (const [name, value] of SECURITY_HEADERS) if (answer.headers[name] === undefined) head.push(name, value);
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
        if (!answer.complete) fail(502);
      });
      answer.on('error', () => fail(502));
    });

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
      if (!upstream.write(chunk)) incoming.pause();
    });
    upstream.on('drain', () => incoming.resume());
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
   * answer (as a failed fetch does), after `timeoutMs` of silence, or when `signal` aborts.
   */
  async function call(request: Request, visitor: Visitor, signal: AbortSignal): Promise<Response> {
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
    const visitorFor = visitor.headers.get('x-forwarded-for') ?? undefined;
    headers['x-forwarded-for'] = forwardedFor(visitorFor, visitor.remoteAddress, options.trustProxy);
    headers['accept-encoding'] = 'gzip, br';
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const stop = (error: Error) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        upstream.destroy();
        reject(error);
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => stop(new Error(`upstream silent for ${options.timeoutMs} ms`)), options.timeoutMs);
      };
      const onAbort = () => stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (signal.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      const upstream = send({ ...target, method: request.method, path: url.pathname + url.search, headers });
      upstream.on('error', (error) => stop(error));
      upstream.on('response', (answer) => {
        arm();
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          arm();
          size += chunk.length;
          if (size > RENDER_ANSWER_LIMIT) stop(new Error('upstream answer too large'));
          else chunks.push(chunk);
        });
        answer.on('error', (error) => stop(error));
        answer.on('close', () => {
          if (!answer.complete) stop(new Error('upstream closed mid-answer'));
        });
        answer.on('end', () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          try {
            let bytes = Buffer.concat(chunks);
            const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
            if (encoding === 'gzip') bytes = gunzipSync(bytes);
            else if (encoding === 'br') bytes = brotliDecompressSync(bytes);
            const type = String(answer.headers['content-type'] ?? '');
            resolve(
              new Response(new Uint8Array(bytes), {
                status: answer.statusCode ?? 502,
                headers: type ? { 'content-type': type } : {},
              }),
            );
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
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
