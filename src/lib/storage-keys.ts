/** Keys of the values the app keeps in localStorage (spec §3 "Client-side storage"), in one place. */
export const STORAGE_KEYS = {
  /** The access token (also kept in memory; see token-store.ts). */
  token: 'token',
  /** The app id sent with every call; absent → `DEMO_APP_ID` (device.ts). */
  appId: 'appId',
  /** The random device id sent as `deviceIdJsonModel.afuid`. */
  afuid: 'afuid',
} as const;

/** The part of the Web Storage API the helpers need (a Map-backed fake satisfies it in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** getItem that treats a throwing storage (disabled, private mode) as empty. */
export function readItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** setItem that ignores a full or disabled storage (the value then lives for this page only). */
export function writeItem(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: nothing to keep.
  }
}

/** removeItem that ignores a disabled storage. */
export function removeItem(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing stored either.
  }
}
