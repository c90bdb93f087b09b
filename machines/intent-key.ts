/**
 * The Idempotency-Key of one player intent (contract/openapi.yaml "Idempotency"): a flow's
 * machine makes one when the player starts an intent (a withdrawal's or a deposit's submit, a reward's
 * claim), keeps it in its context across its retries of that intent, and makes a new one when the intent
 * changes (another amount, card, channel or item) or got its final answer. Being context, it goes with the
 * flow's persisted snapshot, so a flow restored from one retries with the same key. 32 hex digits of
 * crypto.getRandomValues (present outside secure contexts too, unlike crypto.randomUUID).
 *
 * Every flow whose call is `idempotent` (contract/operations.gen.ts) uses the three helpers below the same
 * way: `intentFor` when it enters the state that makes the call (the key goes into the actor's input, the
 * actor passes it as `idempotencyKey`), `null` once the call succeeded, `intentAfterFailure` when it failed.
 *
 * A flow whose intent moves money (the deposit, the withdrawal) keeps it across a reload too: it takes the
 * intent left unanswered before the reload as input (`pendingIntent`) and calls a `keepIntent` action
 * (`KeepIntentParams`) with its intent on each change, which the app provides by keeping it in the tab
 * (src/actors/kept-intent.ts).
 */
import { businessCode } from './message';

export function newIntentKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One player intent: what it asks (the call's arguments that make it this intent) and its key. */
export interface Intent<Ask = unknown> {
  readonly key: string;
  readonly ask: Ask;
}

/** JSON with sorted object keys: two asks are the same intent when they read the same. */
function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(value)) ?? 'undefined';
}

/** The intent of asking `ask` now: the one under way when it asks the same, else a new one with a new key. */
export function intentFor<Ask>(current: Intent<Ask> | null | undefined, ask: Ask): Intent<Ask> {
  return current && canonical(current.ask) === canonical(ask) ? current : { key: newIntentKey(), ask };
}

/**
 * The intent after its call failed: kept while the outcome is unknown (no answer, a network or server error,
 * a timeout — the server may have applied it, so a retry asks the same intent again), dropped after the
 * server's own refusal (a business errcode: its final answer, which the key would only replay).
 */
export function intentAfterFailure<Ask>(intent: Intent<Ask> | null, error: unknown): Intent<Ask> | null {
  return businessCode(error) === null ? intent : null;
}

/** What an actor whose call takes an Idempotency-Key gets besides its arguments: the intent's key. */
export interface Keyed {
  readonly idempotencyKey: string;
}

/** The params of a flow's `keepIntent` action: the intent asked without its answer yet, or null once answered. */
export interface KeepIntentParams<Ask> {
  readonly intent: Intent<Ask> | null;
}
