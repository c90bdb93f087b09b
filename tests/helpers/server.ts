/**
 * A real server for tests: the Hono app on an ephemeral port over a temporary SQLite file, with a
 * controllable clock and an SMS sink the test can read. Every call made through `call` is checked against
 * openapi.yaml (and the server checks its own responses too).
 */
import { constants, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { OperationId } from '../../contract/operations.gen';
import { listen, outboxSms } from '../../server/app';
import { defaultConfig, type ServerConfig } from '../../server/config';
import { contract } from '../../server/contract';
import type { Clock, Deps, KeyPair, Random, SmsMessage } from '../../server/context';
import { createPlayer, type NewPlayer } from '../../server/domain/accounts';
import { createKeyPair, hashSecret, sha256 } from '../../server/domain/crypto';
import { startGame } from '../../server/domain/games';
import { createSession } from '../../server/domain/sessions';
import type { UserRow } from '../../server/domain/users';
import { prepareDb } from '../../server/db/index';

export class ManualClock implements Clock {
  constructor(private t = Date.UTC(2026, 10, 21, 3, 0, 0)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}

export const systemRandomForTests: Random = { bytes: (n) => randomBytes(n), int: (max) => randomInt(max) };

let sharedKeys: KeyPair | undefined;
/** One RSA pair per test process: generating 2048-bit keys is slow. */
export function testKeys(): KeyPair {
  sharedKeys ??= createKeyPair();
  return sharedKeys;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  deps: Deps;
  clock: ManualClock;
  sms: SmsMessage[];
  /** POST /app/v1/<operation> with a JSON body; the answer is checked against the contract. */
  call<T = Record<string, unknown>>(
    operationId: OperationId,
    body?: unknown,
    token?: string,
    ip?: string,
    /** More request headers (an Idempotency-Key). */
    extraHeaders?: Record<string, string>,
  ): Promise<CallResult<T>>;
  /** Raw request (for malformed bodies, other methods, sandbox pages). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** RSA-OAEP-256 base64 of a secret, as the app's jsencrypt does it. */
  encrypt(secret: string): string;
  /** A player made directly through the domain (no HTTP), with a live token. */
  player(p?: Partial<NewPlayer> & { password?: string }): Promise<{ user: UserRow; token: string; password: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  clock?: ManualClock;
  random?: Random;
  /** Default true: the server itself rejects a response that breaks the contract. */
  validateResponses?: boolean;
  /** A built app to serve (index.html and assets/), as server/main.ts serves dist/. */
  distDir?: string;
  /** The server entry rendering pages (server-render tests pass src/entry-server.tsx); default: distDir's build. */
  serverEntry?: Deps['serverEntry'];
  /** SMS go to the database outbox that GET /__dev/sms reads, as `npm start` does (default: `sms` only). */
  smsOutbox?: boolean;
}

let playerSeq = 0;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-test-'));
  const clock = options.clock ?? new ManualClock();
  // Calls pass the client address in X-Forwarded-For, as one trusted proxy would.
  const config = defaultConfig({ trustProxy: 1, ...options.config });
  const db = prepareDb(join(dir, 'app.sqlite'), config, clock.now());
  const sms: SmsMessage[] = [];
  const outbox = options.smsOutbox ? outboxSms({ db, clock, config }) : undefined;
  const errors: unknown[] = [];
  const deps: Deps = {
    db,
    config,
    clock,
    random: options.random ?? systemRandomForTests,
    sms: outbox ? { send: (m) => (sms.push(m), outbox.send(m)) } : { send: (m) => void sms.push(m) },
    keys: testKeys(),
    uploadDir: join(dir, 'uploads'),
    validateResponses: options.validateResponses ?? true,
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...(options.serverEntry ? { serverEntry: options.serverEntry } : {}),
    log: (message, error) => {
      errors.push(error);
      console.error(message, error);
    },
  };
  const server = await listen(deps, 0, '127.0.0.1');
  // The test's fetch and this server share one event loop. A test that holds the loop longer than Node's 5 s
  // keep-alive (fast-check generating bodies under a filter, on a loaded machine) wakes both at once: the server's
  // overdue timer closes the idle connection as the client reuses it, and that request fails with ECONNRESET
  // (seen: contract-fuzz's shortUrl, its first request after ~10 s of generating). Idle connections stay open here.
  server.keepAliveTimeout = 10 * 60_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const spec = contract();

  const encrypt = (secret: string) =>
    publicEncrypt(
      { key: deps.keys.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(secret, 'utf8'),
    ).toString('base64');

  return {
    url,
    deps,
    clock,
    sms,
    encrypt,
    async call<T>(
      operationId: OperationId,
      body: unknown = {},
      token?: string,
      ip?: string,
      extraHeaders: Record<string, string> = {},
    ) {
      const op = spec.byId.get(operationId);
      if (!op) throw new Error(`unknown operation ${operationId}`);
      const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
      if (token) headers.authorization = `Bearer ${token}`;
      if (ip) headers['x-forwarded-for'] = ip;
      const res = await fetch(url + op.path, { method: 'POST', headers, body: JSON.stringify(body) });
      const json = (await res.json()) as T;
      if (res.status !== 500) spec.assertResponse(operationId, res.status, json);
      return { status: res.status, body: json, headers: res.headers };
    },
    fetch: (path, init) => fetch(url + path, init),
    async player(p = {}) {
      playerSeq += 1;
      const password = p.password ?? 'secret123';
      const mobile =
        p.mobile === undefined ? `08${String(10000000 + playerSeq * 7919 + randomInt(1000)).slice(-8)}` : p.mobile;
      const user = createPlayer(deps, {
        accountType: p.accountType ?? 0,
        account: p.account ?? mobile ?? `user${playerSeq}${randomInt(1e6)}`,
        mobile,
        passwordHash: await hashSecret(password, deps.random),
        ...p,
      });
      const token = createSession(deps.db, deps.random, user.id, clock.now());
      return { user, token, password };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dir, { recursive: true, force: true });
      if (errors.length)
        throw new Error(`the server logged ${errors.length} unexpected error(s); first: ${String(errors[0])}`);
    },
  };
}

/**
 * A game launched by `userId` as the app launches one: from a login session of theirs made now (a game session
 * belongs to the login session that started it, and a round checks it). Answers startGame's launch.
 */
export function launchGame(
  deps: Parameters<typeof startGame>[0],
  userId: number,
  gameId: number,
): ReturnType<typeof startGame> {
  const token = createSession(deps.db, deps.random, userId, deps.clock.now());
  return startGame(deps, userId, sha256(token), gameId);
}
