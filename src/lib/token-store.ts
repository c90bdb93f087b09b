/**
 * The access token: `set` keeps it in memory and in localStorage, `get` falls back to storage when
 * memory is empty (a reload), `clear` (logout, session expired) removes both.
 */
import { STORAGE_KEYS, readItem, removeItem, writeItem, type KeyValueStorage } from './storage-keys';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
  let memory: string | null = null;
  return {
    get() {
      memory ??= readItem(storage, STORAGE_KEYS.token) || null;
      return memory;
    },
    set(token) {
      memory = token;
      writeItem(storage, STORAGE_KEYS.token, token);
    },
    clear() {
      memory = null;
      removeItem(storage, STORAGE_KEYS.token);
    },
  };
}
