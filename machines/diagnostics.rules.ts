import type { Message } from './message';

/**
 * /test, the diagnostics page a support agent asks a player to open: what the page checks and the plain-text report the player copies to the agent. Pure.
 */

/** The service worker as the browser reports it. */
export type WorkerState = 'unsupported' | 'none' | 'installing' | 'waiting' | 'active';

/** What the page measures (the diagnostics flow's probe). */
export interface Probes {
  /** One API call (`getCustomerServices`, public and small): answered or not, and how long it took. */
  readonly api: { readonly ok: boolean; readonly ms: number; readonly error: Message | null };
  /** Whether the local store and the tab store (the browser's two storages) accept a write (private modes and policies can refuse). */
  readonly localStore: boolean;
  readonly tabStore: boolean;
  readonly serviceWorker: WorkerState;
  /** Whether a service worker controls this page. */
  readonly controlled: boolean;
  /** When the checks ran (ISO 8601, UTC). */
  readonly at: string;
}

/** One line per fact and probe, labelled in the player's language: what the player pastes to the agent. */
export function diagnosticsReport(rows: ReadonlyArray<readonly [label: string, value: string]>): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** Rounds a latency for display: whole milliseconds, never negative. */
export function latencyMs(start: number, end: number): number {
  return Math.max(0, Math.round(end - start));
}
