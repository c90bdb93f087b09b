/**
 * A player intent asked without an answer yet (machines/intent-key.ts), kept in the tab (sessionStorage) so
 * that a retry after a reload asks it again with the same Idempotency-Key instead of a second one. A flow that
 * keeps its intent so takes `pendingIntent` as input (read with `keptIntent`) and declares a `keepIntent`
 * action (`KeepIntentParams`), which the app provides with `keepIntentIn`: the machine calls it with its
 * intent when it makes the call (and when the call fails without the server's answer) and with null once the
 * answer came.
 *
 * One entry per flow, with its owner (the player): another player signing in in this tab never reuses it. A
 * stored ask that is not what the flow now asks (an older shape, another amount) is simply another intent:
 * `intentFor` gives it a new key, so a stored entry needs no validation beyond its shape.
 */
import type { Intent } from '../../machines/intent-key';
import { readItem, removeItem, writeItem, type KeyValueStorage } from '../lib/storage-keys';

/** The sessionStorage key of each flow's kept intent. */
export const KEPT_INTENT_KEYS = {
  /** The deposit asked without an answer yet (recharge3). */
  deposit: 'depositIntent',
  /** The withdrawal asked without an answer yet (exchange). */
  withdraw: 'withdrawIntent',
} as const;

export type KeptFlow = keyof typeof KEPT_INTENT_KEYS;

/** Whose intent it is: the player's id, or the name of a session that has no player record (withdraw-only). */
export type IntentOwner = number | string;

interface Kept {
  readonly owner: IntentOwner;
  readonly intent: Intent;
}

/** The intent `owner` asked in this tab's `flow` without its answer (a reload meanwhile), or null. */
export function keptIntent<Ask>(tabStore: KeyValueStorage, flow: KeptFlow, owner: IntentOwner): Intent<Ask> | null {
  try {
    const raw = readItem(tabStore, KEPT_INTENT_KEYS[flow]);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Kept> | null;
    const intent = stored?.intent as Partial<Intent> | undefined;
    if (stored?.owner !== owner || typeof intent?.key !== 'string' || typeof intent.ask !== 'object' || !intent.ask)
      return null;
    return intent as Intent<Ask>;
  } catch {
    return null;
  }
}

/** The `keepIntent` action of `flow` for `owner`: writes the intent under way, or forgets it (null). */
export function keepIntentIn(tabStore: KeyValueStorage, flow: KeptFlow, owner: IntentOwner) {
  return (_: unknown, { intent }: { intent: Intent | null }) =>
    intent
      ? writeItem(tabStore, KEPT_INTENT_KEYS[flow], JSON.stringify({ owner, intent } satisfies Kept))
      : removeItem(tabStore, KEPT_INTENT_KEYS[flow]);
}
