/**
 * The conformance kit's view of a backend: every `/app/v1` call goes over HTTP to `base`, and every answer
 * is recorded per operation with what the contract says of it — a declared HTTP status, a body valid
 * against that status's schema in `contract/openapi.yaml`, a business errcode from the catalogue of its
 * `info.description` (any other status: the errcode is the status). Nothing here knows the reference
 * server; it only reads the contract (server/contract.ts compiles it with Ajv, as the tests do).
 */
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { operations, type OperationId, type TakesIdempotencyKey } from '../../contract/operations.gen';
import { contract, type Contract } from '../../server/contract';

export type Body = Record<string, unknown> & { errcode?: unknown; msg?: unknown };

export interface Answer {
  readonly status: number;
  readonly body: Body;
}

/**
 * The Idempotency-Key argument of a call: required for an operation whose contract declares the header (and for
 * a union naming any of them), absent otherwise.
 */
export type KeyArg<Op extends OperationId> = TakesIdempotencyKey<Op> extends true ? [key: string] : [];

/**
 * A new intent's Idempotency-Key, as an app makes one when its player starts an intent: the kit asks each money
 * movement or claim as an intent of its own, and repeats a key only to test that a repeat is answered, not applied.
 */
export function intentKey(): string {
  return `ck-${randomUUID()}`;
}

/** One check of one operation: a journey step or a sweep's call, and whether its answer conformed. */
export interface Check {
  readonly label: string;
  readonly ok: boolean;
  readonly why: string;
}

/** What one operation's calls showed. */
export interface OperationRecord {
  /** Answered at least once with something other than 404 / 405 / 501 (and a network failure). */
  implemented: boolean;
  /** Answered 404 / 405 / 501 at least once. */
  missing: boolean;
  /** At least one success (HTTP 200, errcode 0) came back. */
  succeeded: boolean;
  readonly checks: Check[];
}

/** Statuses that say "no such operation here". */
const NOT_IMPLEMENTED = new Set([404, 405, 501]);

/** The business errcodes of the catalogue in openapi.yaml `info.description` (0 included). */
export function errcodeCatalogue(spec: Contract = contract()): ReadonlySet<number> {
  const description = (spec.spec as unknown as { info?: { description?: string } }).info?.description ?? '';
  return new Set([...description.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1])));
}

/** The one error of an Ajv run a person should read (oneOf branches produce several; the deepest wins). */
export function schemaWhy(errors: readonly ErrorObject[] | null | undefined): string {
  const list = errors ?? [];
  const useful = list.filter((e) => !['oneOf', 'anyOf', 'not', 'if', 'allOf'].includes(e.keyword));
  // An error inside the success branch names a field; the error branch's complaints sit at the root.
  const best = [...(useful.length ? useful : list)].sort((a, b) => {
    const depth = (e: ErrorObject) => e.instancePath.split('/').length;
    return depth(b) - depth(a);
  })[0];
  if (!best) return 'the answer breaks its schema';
  const where = best.instancePath || '(body)';
  const extra =
    best.keyword === 'unevaluatedProperties' || best.keyword === 'additionalProperties'
      ? ` (${String(best.params.unevaluatedProperty ?? best.params.additionalProperty)})`
      : best.keyword === 'required'
        ? ` (${String(best.params.missingProperty)})`
        : '';
  return `${where} ${best.message ?? 'is invalid'}${extra}`;
}

/** Why a request got no answer: a timeout, or the network's code (ECONNREFUSED, ENOTFOUND, …). */
export function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `nothing in ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** A journey cannot go on: the answer was a failure, or not an answer at all. */
export class StepFailed extends Error {}

export class Recorder {
  readonly byOperation = new Map<OperationId, OperationRecord>();
  constructor() {
    for (const op of operations)
      this.byOperation.set(op.operationId as OperationId, {
        implemented: false,
        missing: false,
        succeeded: false,
        checks: [],
      });
  }
  record(op: OperationId): OperationRecord {
    return this.byOperation.get(op)!;
  }
}

export interface BackendOptions {
  /** Per request; default 15 s. */
  readonly timeoutMs?: number;
  readonly recorder?: Recorder;
  /** Sees every JSON answer's body (the URL check of urls.ts collects from it). */
  readonly onAnswer?: (op: OperationId, body: Body) => void;
}

/** `/app/v1` over HTTP, every answer checked against the contract and recorded. */
export class Backend {
  readonly base: string;
  readonly recorder: Recorder;
  private readonly spec = contract();
  private readonly catalogue = errcodeCatalogue(this.spec);
  private readonly timeoutMs: number;
  private publicKeyPem: string | undefined;
  private readonly onAnswer: BackendOptions['onAnswer'];

  constructor(base: string, options: BackendOptions = {}) {
    this.base = base.replace(/\/+$/, '');
    this.recorder = options.recorder ?? new Recorder();
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.onAnswer = options.onAnswer;
  }

  /** A raw request to a path of the backend (sandbox pages, dev helpers, links). */
  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(this.base + path, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  /**
   * POST a JSON body to an operation; the answer is checked and recorded under `label`. An operation whose
   * contract declares the Idempotency-Key header is sent with the key of the intent it asks (`intentKey()`, or
   * the key of an intent asked before to repeat it); the types require one for it, and for a union naming any
   * such operation (sent only to those).
   */
  call<Op extends OperationId>(
    op: Op,
    body: unknown,
    token: string | undefined,
    label: string,
    ...key: KeyArg<Op>
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (this.spec.byId.get(op)?.idempotent) {
      const [intent] = key as [string?];
      if (!intent) throw new Error(`${op} takes the Idempotency-Key of its intent: none was given`);
      headers['idempotency-key'] = intent;
    }
    return this.send(op, { method: 'POST', headers, body: JSON.stringify(body) }, label);
  }

  /** POST a multipart body (uploadKyc). */
  upload(op: OperationId, form: FormData, token: string | undefined, label: string): Promise<Answer> {
    return this.send(
      op,
      { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form },
      label,
    );
  }

  /**
   * RSA-OAEP-256 base64 of a secret with the key preLogin answers, as the app's jsencrypt does it. The key
   * is asked for once (that call is recorded like any other).
   */
  async encrypt(secret: string, label: string): Promise<string> {
    if (!this.publicKeyPem) {
      const key = await this.call('preLogin', {}, undefined, label);
      if (typeof key.body.publicKey !== 'string') throw new StepFailed('preLogin answered no publicKey');
      this.publicKeyPem = key.body.publicKey;
    }
    return publicEncrypt(
      { key: this.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(secret, 'utf8'),
    ).toString('base64');
  }

  private async send(op: OperationId, init: RequestInit, label: string): Promise<Answer> {
    const meta = this.spec.byId.get(op);
    if (!meta) throw new Error(`unknown operation ${op}`);
    const rec = this.recorder.record(op);
    const fail = (why: string): never => {
      rec.checks.push({ label, ok: false, why });
      throw new StepFailed(`${op}: ${why}`);
    };
    let res: Response;
    try {
      res = await fetch(this.base + meta.path, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      return fail(`no answer: ${describeFailure(error, this.timeoutMs)}`);
    }
    const text = await res.text().catch(() => '');
    if (NOT_IMPLEMENTED.has(res.status)) {
      rec.missing = true;
      return fail(`not implemented (HTTP ${res.status})`);
    }
    rec.implemented = true;
    let body: Body;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Body;
    } catch {
      return fail(
        `HTTP ${res.status}: the answer is not a JSON object (${res.headers.get('content-type') ?? 'no content type'})`,
      );
    }
    const validate = this.spec.responseValidator(op, res.status);
    if (!validate) return fail(`HTTP ${res.status} is not a declared answer (errcode ${String(body.errcode)})`);
    const answer: Answer = { status: res.status, body };
    this.onAnswer?.(op, body);
    const problems: string[] = [];
    if (!validate(body)) problems.push(`HTTP ${res.status} breaks the schema: ${schemaWhy(validate.errors)}`);
    if (typeof body.errcode === 'number') {
      if (res.status === 200 && !this.catalogue.has(body.errcode))
        problems.push(`errcode ${body.errcode} is not in the catalogue`);
      if (res.status !== 200 && body.errcode !== res.status)
        problems.push(`errcode ${body.errcode} on HTTP ${res.status} (the contract pairs them)`);
    }
    if (problems.length) rec.checks.push({ label, ok: false, why: problems.join('; ') });
    else rec.checks.push({ label, ok: true, why: '' });
    if (res.status === 200 && body.errcode === 0) rec.succeeded = true;
    return answer;
  }
}
