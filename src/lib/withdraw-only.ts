/**
 * An excluded player's withdraw-only session: the token login answered with its 2401 / 2402 and
 * the exclusion it was refused for, kept in this tab's sessionStorage (never localStorage: it ends with the tab)
 * until the player signs out of it. Only the withdrawal operations accept the token (the server's rule).
 */
import type { components } from '../../contract/schema';
import { SESSION_KEYS, readItem, removeItem, writeItem, type KeyValueStorage } from './storage-keys';

type Exclusion = components['schemas']['Exclusion'];

export interface WithdrawOnly {
  readonly token: string;
  readonly exclusion: Exclusion;
}

export function keepWithdrawOnly(tabStore: KeyValueStorage, value: WithdrawOnly): void {
  writeItem(tabStore, SESSION_KEYS.withdrawOnly, JSON.stringify(value));
}

export function readWithdrawOnly(tabStore: KeyValueStorage): WithdrawOnly | null {
  try {
    const value = JSON.parse(readItem(tabStore, SESSION_KEYS.withdrawOnly) ?? 'null') as Partial<WithdrawOnly> | null;
    return value && typeof value.token === 'string' && typeof value.exclusion?.kind === 'string'
      ? (value as WithdrawOnly)
      : null;
  } catch {
    return null;
  }
}

export function forgetWithdrawOnly(tabStore: KeyValueStorage): void {
  removeItem(tabStore, SESSION_KEYS.withdrawOnly);
}
