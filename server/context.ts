/**
 * What every handler receives: the injected dependencies (so tests control time, randomness and SMS), the
 * validated body typed from the contract, and the caller's identity as the operation's security allows.
 */
import type { KeyObject } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Registry } from 'prom-client';
import type { operations as Operations } from '../contract/schema';
import type { OperationId, operations as operationTable } from '../contract/operations.gen';
import type { ContentLocale } from './domain/content-locale';
import type { ServerConfig } from './config';
import type { Entry } from './render/index';
import type { RumLog } from './tier/rum';

export interface Clock {
  now(): number;
}

export interface Random {
  bytes(n: number): Buffer;
  /** Uniform integer in [0, max). */
  int(max: number): number;
}

export interface SmsMessage {
  readonly mobile: string;
  readonly text: string;
  readonly code: string;
}

export interface SmsSink {
  send(message: SmsMessage): void;
}

/** The RSA pair passwords are encrypted with in transit (made and used by domain/crypto.ts). */
export interface KeyPair {
  readonly privateKey: KeyObject;
  readonly publicKeyPem: string;
  readonly keyId: string;
  /**
   * The server's HMAC key for one-time codes at rest (otp.ts): 32 bytes derived from the private key
   * (HKDF-SHA-256), so it is as secret as the key file, survives restarts and is never in the database.
   */
  readonly otpSecret: Buffer;
}

export interface Deps {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly random: Random;
  readonly sms: SmsSink;
  readonly keys: KeyPair;
  /** Where uploads live (KYC images); inside DATA_DIR. */
  readonly uploadDir: string;
  /** Built SPA to serve at / (absent in API-only tests). */
  readonly distDir?: string;
  /** The app's server entry that renders pages (tests load src/entry-server.tsx); default: distDir's build. */
  readonly serverEntry?: () => Promise<Entry>;
  /** Check every response against openapi.yaml and turn a violation into a 500 (on in tests). */
  readonly validateResponses?: boolean;
  /** Log unexpected errors (off in tests that provoke them). */
  readonly log?: (message: string, error?: unknown) => void;
  /**
   * Where players' speed and errors go (tier/rum.ts): the registry /metrics answers with and the JSON log
   * (server/reference.ts: process metrics too, and stdout). Default: a registry of its own, no log.
   */
  readonly observe?: { readonly registry: Registry; readonly log: RumLog };
}

/** A business failure: answered as HTTP 200 `{ errcode, msg }` (see the catalogue in openapi.yaml). */
export class Fail extends Error {
  constructor(
    readonly errcode: number,
    msg: string,
    /** Fields the contract adds to this failure's answer (e.g. recharge3's 2019 `limit`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(msg);
  }
}

/** Rate limited: answered as HTTP 429 with Retry-After. */
export class RateLimited extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    msg = 'Too many requests, try again later',
  ) {
    super(msg);
  }
}

export interface Caller {
  readonly userId: number;
  readonly tokenHash: string;
  /** 'withdraw': an excluded player's withdraw-only session (domain/exclusions.ts WITHDRAW_ONLY_OPERATIONS). */
  readonly scope?: 'withdraw';
}

type MetaOf<K extends OperationId> = Extract<(typeof operationTable)[number], { operationId: K }>;
type CallerFor<K extends OperationId> = MetaOf<K>['auth'] extends 'required'
  ? Caller
  : MetaOf<K>['auth'] extends 'optional'
    ? Caller | null
    : null;

type RequestContent<K extends OperationId> = Operations[K]['requestBody'] extends { content: infer C } ? C : never;

export interface UploadedFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

type RequestBody<K extends OperationId> =
  RequestContent<K> extends { 'application/json': infer B }
    ? B
    : RequestContent<K> extends { 'multipart/form-data': infer M }
      ? { [P in keyof M]: P extends 'file' ? UploadedFile : M[P] }
      : never;

type Response200<K extends OperationId> = Operations[K]['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

/** The success shape of an operation without `errcode` (the dispatcher adds `errcode: 0`). */
export type Success<K extends OperationId> = Omit<Extract<Response200<K>, { errcode: 0 }>, 'errcode'>;

export interface HandlerContext<K extends OperationId> {
  readonly deps: Deps;
  readonly body: RequestBody<K>;
  readonly caller: CallerFor<K>;
  /** Client address (for per-IP limits; behind TRUST_PROXY proxies, the address the outermost one appended). */
  readonly ip: string;
  /** The request's User-Agent ('' when absent), for the login history and the sessions list. */
  readonly userAgent: string;
  /** The site's configured origin (PUBLIC_URL), e.g. https://play.example.com: absolute links start with it. */
  readonly origin: string;
  /** The content locale the body names (`lang`): th-TH or en-US; unknown or missing → th-TH. */
  readonly lang: ContentLocale;
}

/**
 * A success answer serialized once and sent many times: for answers that are the same for many callers and
 * costly to encode (the 9–40 KB configuration). The JSON text, its bytes and its gzip form are made on first
 * use.
 */
export class Prepared<T extends object = Record<string, unknown>> {
  #text: string | undefined;
  #bytes: Buffer | undefined;
  #gzip: Buffer | undefined;
  /** `body` is the whole answer, `errcode: 0` included. */
  constructor(readonly body: T & { errcode: 0 }) {}
  static success<T extends object>(value: T): Prepared<T> {
    return new Prepared({ errcode: 0, ...value });
  }
  get text(): string {
    return (this.#text ??= JSON.stringify(this.body));
  }
  /** The JSON as UTF-8 (measuring a 9 KB string with Thai text each time cost more than the rest of the call). */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.text, 'utf8'));
  }
  gzip(compress: (text: string) => Buffer): Buffer {
    return (this.#gzip ??= compress(this.text));
  }
}

type Answered<K extends OperationId> = Success<K> | Prepared<Success<K>>;

type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Answered<K> | Promise<Answered<K>>;

export type Handlers = { [K in OperationId]: Handler<K> };

/** Declares a group of handlers with their contexts typed from the contract. */
export function defineHandlers<K extends OperationId>(handlers: { [P in K]: Handler<P> }): { [P in K]: Handler<P> } {
  return handlers;
}
