/**
 * Idempotency keys (openapi.yaml "Idempotency"): the calls that move money or claim a reward
 * (`idempotent` in contract/operations.gen.ts: the operations that declare the Idempotency-Key header) are
 * applied once per (player, operation, key).
 *
 * - The first call with a key records it as pending (with the fingerprint of its body), runs, and records its
 *   answer (status and body, business failures included; a 429 is not recorded: nothing was applied).
 * - A repeated key within KEY_TTL_MS of the first gets that answer again, byte for byte the same JSON, and the
 *   handler does not run; with a different body it gets 422 (`mismatch`).
 * - A repeated key while the first is still being applied waits for it in this process (the same answer); a
 *   pending row no running call of this process owns (a process that ended mid-call) answers 409
 *   (`in-progress`) until it expires — never a second effect whose first may have happened.
 * - A call without a key is applied each time (older clients, scripts); a malformed key is a 400.
 *
 * Rows older than KEY_TTL_MS are swept at most once a minute.
 */
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Answer } from './api-answer';
import { Prepared } from './context';

/** How long a key is remembered: a repeated key within it gets the first answer. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** What a key may be (openapi.yaml IdempotencyKey). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const SWEEP_EVERY_MS = 60_000;
/** The body fields that do not make an intent another one: the common fields, and secrets encrypted afresh per send. */
const NOT_FINGERPRINTED: ReadonlySet<string> = new Set([
  'clientReferrer',
  'channel',
  'appId',
  'platform',
  'lang',
  'safeboxPassword',
]);

/** The fingerprint of a body: SHA-256 of its JSON with sorted keys, NOT_FINGERPRINTED aside. */
export function fingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
      );
    return value;
  };
  const top =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([name]) => !NOT_FINGERPRINTED.has(name)))
      : body;
  return createHash('sha256')
    .update(JSON.stringify(canonical(top)) ?? '')
    .digest('base64url');
}

interface Row {
  readonly fingerprint: string;
  readonly state: 'pending' | 'done';
  readonly status: number | null;
  readonly answer: string | null;
  readonly created_at: number;
}

export const IN_PROGRESS: Answer = {
  status: 409,
  body: {
    code: 409,
    errcode: 409,
    msg: 'A call with this Idempotency-Key is still being applied; try again shortly',
    retryAfter: 1,
    idempotency: 'in-progress',
  },
  retryAfter: 1,
} as const;

export const MISMATCH: Answer = {
  status: 422,
  body: {
    code: 422,
    errcode: 422,
    msg: 'This Idempotency-Key was used with another request; a new request needs a new key',
    idempotency: 'mismatch',
  },
} as const;

export type Keyed = { readonly key: string } | { readonly invalid: true } | null;

/** The Idempotency-Key header read: null without one, `invalid` when malformed. */
export function readKey(header: string | undefined): Keyed {
  if (header === undefined) return null;
  const key = header.trim();
  return KEY_PATTERN.test(key) ? { key } : { invalid: true };
}

export class IdempotencyStore {
  /** Calls under way in this process, by user, operation and key: a duplicate waits for the first. */
  readonly #running = new Map<string, Promise<Answer>>();
  #swept = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /**
   * Runs `apply` once for (userId, operation, key) within KEY_TTL_MS: the first answer for a repeat, 422 for a
   * repeat with another body, 409 for a repeat of a call no longer running here that left no answer.
   */
  once(
    userId: number,
    operation: string,
    key: string,
    body: unknown,
    apply: () => Answer | Promise<Answer>,
  ): Answer | Promise<Answer> {
    const now = this.now();
    this.sweep(now);
    const print = fingerprint(body);
    const id = `${userId}\u0000${operation}\u0000${key}`;
    const row = this.db
      .prepare<[number, string, string], Row>(
        'SELECT fingerprint, state, status, answer, created_at FROM idempotency_keys WHERE user_id = ? AND operation = ? AND key = ?',
      )
      .get(userId, operation, key);
    if (row && row.created_at > now - KEY_TTL_MS) {
      if (row.fingerprint !== print) return MISMATCH;
      if (row.state === 'done') return { status: row.status as Answer['status'], body: JSON.parse(row.answer ?? '{}') };
      return this.#running.get(id) ?? IN_PROGRESS;
    }
    this.db
      .prepare(
        `INSERT INTO idempotency_keys (user_id, operation, key, fingerprint, state, created_at) VALUES (?, ?, ?, ?, 'pending', ?)
         ON CONFLICT (user_id, operation, key) DO UPDATE SET fingerprint = excluded.fingerprint, state = 'pending',
           status = NULL, answer = NULL, created_at = excluded.created_at`,
      )
      .run(userId, operation, key, print, now);
    const record = (answer: Answer): Answer => {
      if (answer.status === 429)
        this.db
          .prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND operation = ? AND key = ?')
          .run(userId, operation, key);
      else {
        const text = answer.body instanceof Prepared ? answer.body.text : JSON.stringify(answer.body);
        this.db
          .prepare(
            `UPDATE idempotency_keys SET state = 'done', status = ?, answer = ? WHERE user_id = ? AND operation = ? AND key = ?`,
          )
          .run(answer.status, text, userId, operation, key);
      }
      return answer;
    };
    // A throw here is not expected (the dispatcher turns a handler's throw into its answer): the row would stay
    // pending, answered 409 until it expires.
    const answer = apply();
    if (!(answer instanceof Promise)) return record(answer);
    const running = answer.then(record);
    this.#running.set(id, running);
    const done = () => {
      if (this.#running.get(id) === running) this.#running.delete(id);
    };
    running.then(done, done);
    return running;
  }

  /** Forgets the keys older than KEY_TTL_MS (at most once a minute). */
  private sweep(now: number): void {
    if (now - this.#swept < SWEEP_EVERY_MS && now >= this.#swept) return;
    this.#swept = now;
    this.db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - KEY_TTL_MS);
  }
}
