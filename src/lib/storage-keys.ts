/** Keys of the values the app keeps in localStorage, in one place. */
export const STORAGE_KEYS = {
  /** The access token (also kept in memory; see token-store.ts). */
  token: 'token',
  /** The app id sent with every call; absent → `DEMO_APP_ID` (device.ts). */
  appId: 'appId',
  /** The random device id sent as `deviceIdJsonModel.afuid`. */
  afuid: 'afuid',
  /** The game list and its version (refreshed only when the server's version differs). */
  gameConfig: 'gameConfig',
  /** The logged-in player (its "game user" and "game user info" records). */
  gameUser: 'gameUser',
  gameUserInfo: 'gameUserInfo',
  /** The account of the last login, offered again on /login. The password is never stored. */
  rememberedAccount: 'rememberedAccount',
  /** The affiliate-tracking id (`aid` of a share link). */
  affiliateId: 'affiliateId',
  /** The chosen locale (i18n). */
  locale: 'locale',
  /** When the install prompt last showed (ms since epoch). */
  installShownAt: 'addToHomeAt',
  /** The iOS add-to-home tip has shown (once ever). */
  iosTip: 'addToHomeIos',
  /** The not-Chrome tip was dismissed for good. */
  notChromeForever: 'notChromeTip',
} as const;

/** Keys of sessionStorage. */
export const SESSION_KEYS = {
  /** The landing query's ad parameters (entry, proxy_id, install_referrer, fbp, fbc, ttclid, ttp, outValue). */
  adParams: 'ad_params',
  /** The green-mode terms agreement record (0, 1 while the sheet is open, 2 agreed). */
  greenAgreement: 'greenAgreement',
  /** The 21+ age notice accepted in this browser session (green mode). */
  ageAccepted: 'ageProcess',
  /** The home notice popup was seen in this browser session (mirrored to the `notice_seen` cookie). */
  noticeSeen: 'noticePopupSeen',
  /** Activity ids whose popup was closed in this browser session (JSON list). */
  shownActivities: 'shownActivityIds',
  /** The not-Chrome tip was closed in this browser session. */
  notChromeClosed: 'notChromeTipClosed',
  /** The header download banner was closed in this browser session. */
  bannerClosed: 'headerDownloadClosed',
  /** '1' when the native app opened this tab (its token in the landing query). */
  nativeApp: 'nativeApp',
  /** An excluded player's withdraw-only session and its exclusion (JSON; src/lib/withdraw-only.ts). */
  withdrawOnly: 'withdrawOnly',
} as const;

/** A storage held in memory (a page-lifetime stand-in, the server's per-request storage), from `seed`. */
export function memoryStorage(seed: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const map = new Map(Object.entries(seed));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A stored JSON list of ids (the shown activity popups), without anything that is not a safe integer. */
export function idList(text: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isSafeInteger(n)) : [];
  } catch {
    return [];
  }
}

/** Everything a logout clears (the token has its own store). */
export const PLAYER_KEYS: readonly string[] = [STORAGE_KEYS.gameUser, STORAGE_KEYS.gameUserInfo];

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
