/**
 * The hint cookies (design "First screen from the server"): what the server cannot read from the browser's
 * storage, mirrored into small non-secret cookies so it renders the page this browser will show. One table,
 * MIRRORS, serves the browser (a storage wrapper writes the cookie whenever the app writes the key), the
 * server (it seeds its stand-in storage from the cookies) and the hydration check (the browser hydrates
 * only when its storage says what the server assumed):
 * - `locale` ← localStorage `locale` (th-TH | en-US), a year;
 * - `signed_in=1` ← localStorage `token` (only the fact, never the token), a year;
 * - the popups' seen flags: `notice_seen`, `age_ok`, `not_chrome_closed`, `banner_closed`, `acts_seen`
 *   (activity popups closed, "39.40") ← their sessionStorage flags (session cookies, the browser session like
 *   the flags); `ios_tip_seen`, `not_chrome_never`, `install_at` ← their localStorage values, a year;
 * - `layout` = mobile | desktop ← the window's width (the layout media query), a year: the server's guess from
 *   Client Hints / the user agent is needed only on a first visit;
 * - `tz` ← the browser's time zone (times on screen are the player's), a year; Asia/Bangkok before it is known.
 */
import { DESKTOP_MIN_WIDTH } from '../../machines/constants';
import { idList, SESSION_KEYS, STORAGE_KEYS, type KeyValueStorage } from './storage-keys';

/** The hint cookies' names. */
export const HINT_COOKIES = {
  locale: 'locale',
  signedIn: 'signed_in',
  noticeSeen: 'notice_seen',
  ageAccepted: 'age_ok',
  notChromeClosed: 'not_chrome_closed',
  bannerClosed: 'banner_closed',
  iosTip: 'ios_tip_seen',
  notChromeForever: 'not_chrome_never',
  shownActivities: 'acts_seen',
  installShownAt: 'install_at',
  layout: 'layout',
  timeZone: 'tz',
} as const;

export interface Mirror {
  /** Which storage holds the key: localStorage (`local`) or sessionStorage (`tab`). */
  readonly store: 'local' | 'tab';
  readonly key: string;
  readonly cookie: string;
  /** The cookie's value for a stored value (null: no cookie). */
  readonly value: (stored: string | null) => string | null;
  /** What the server puts in its stand-in storage for the cookie's value (null: nothing). */
  readonly restore: (cookie: string) => string | null;
  /** Seconds to keep it; absent: a session cookie. */
  readonly maxAge?: number;
}

const YEAR = 365 * 24 * 3600;

/** A '1' flag: cookie `1` while the stored flag is '1'. */
const flag = (store: Mirror['store'], key: string, cookie: string, maxAge?: number): Mirror => ({
  store,
  key,
  cookie,
  value: (v) => (v === '1' ? '1' : null),
  restore: (c) => (c === '1' ? '1' : null),
  ...(maxAge ? { maxAge } : {}),
});

const locale = (v: string | null) => (v === 'th-TH' || v === 'en-US' ? v : null);

export const MIRRORS: readonly Mirror[] = [
  {
    store: 'local',
    key: STORAGE_KEYS.locale,
    cookie: HINT_COOKIES.locale,
    value: locale,
    restore: locale,
    maxAge: YEAR,
  },
  {
    store: 'local',
    key: STORAGE_KEYS.token,
    cookie: HINT_COOKIES.signedIn,
    value: (v) => (v ? '1' : null),
    // The server never has the token: a placeholder makes its session start as the browser's will (loading).
    restore: (c) => (c === '1' ? 'signed-in-hint' : null),
    maxAge: YEAR,
  },
  flag('tab', SESSION_KEYS.noticeSeen, HINT_COOKIES.noticeSeen),
  flag('tab', SESSION_KEYS.ageAccepted, HINT_COOKIES.ageAccepted),
  flag('tab', SESSION_KEYS.notChromeClosed, HINT_COOKIES.notChromeClosed),
  flag('tab', SESSION_KEYS.bannerClosed, HINT_COOKIES.bannerClosed),
  flag('local', STORAGE_KEYS.iosTip, HINT_COOKIES.iosTip, YEAR),
  flag('local', STORAGE_KEYS.notChromeForever, HINT_COOKIES.notChromeForever, YEAR),
  {
    store: 'tab',
    key: SESSION_KEYS.shownActivities,
    cookie: HINT_COOKIES.shownActivities,
    // "39.40" for [39,40]
    value: (v) => {
      const ids = idList(v).filter((n) => n > 0);
      return ids.length > 0 ? ids.join('.') : null;
    },
    restore: (c) => {
      const ids = c
        .split('.')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0);
      return ids.length > 0 ? JSON.stringify(ids) : null;
    },
  },
  {
    store: 'local',
    key: STORAGE_KEYS.installShownAt,
    cookie: HINT_COOKIES.installShownAt,
    value: (v) => (v !== null && /^\d{1,15}$/.test(v) ? v : null),
    restore: (c) => (/^\d{1,15}$/.test(c) ? c : null),
    maxAge: YEAR,
  },
];

export const LAYOUT_COOKIE = HINT_COOKIES.layout;

export type CookieJar = { cookie: string };

function setCookie(jar: CookieJar, name: string, value: string | null, maxAge?: number): void {
  jar.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge ? `; Max-Age=${maxAge}` : ''}`;
}

/** The cookies of `jar` by name. */
export function readCookies(jar: CookieJar): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/**
 * `storage` (the `store` kind), with every write of a mirrored key written to its cookie too. At start the
 * cookies are set from what is stored (they may have drifted: cleared cookies, an older app).
 */
export function mirrored(storage: KeyValueStorage, store: Mirror['store'], jar: CookieJar): KeyValueStorage {
  const mirrors = new Map(MIRRORS.filter((m) => m.store === store).map((m) => [m.key, m]));
  const sync = (key: string, stored: string | null) => {
    const mirror = mirrors.get(key);
    if (!mirror) return;
    const value = mirror.value(stored);
    if ((readCookies(jar)[mirror.cookie] ?? null) !== value) setCookie(jar, mirror.cookie, value, mirror.maxAge);
  };
  for (const key of mirrors.keys()) sync(key, storage.getItem(key));
  return {
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      storage.setItem(key, value);
      sync(key, value);
    },
    removeItem(key) {
      storage.removeItem(key);
      sync(key, null);
    },
  };
}

/** The server's side: its stand-in storage seeded from the request's cookies, and the hints it assumed. */
export function seedFromCookies(cookies: Readonly<Record<string, string>>): {
  local: Record<string, string>;
  tab: Record<string, string>;
  hints: Record<string, string | null>;
} {
  const seeded = { local: {} as Record<string, string>, tab: {} as Record<string, string> };
  const hints: Record<string, string | null> = {};
  for (const mirror of MIRRORS) {
    const cookie = cookies[mirror.cookie];
    const stored = cookie === undefined ? null : mirror.restore(cookie);
    if (stored !== null) seeded[mirror.store][mirror.key] = stored;
    hints[mirror.cookie] = mirror.value(stored);
  }
  return { ...seeded, hints };
}

/** Whether the browser's storage says what the server assumed (then its HTML is this browser's first render). */
export function sameHints(
  hints: Readonly<Record<string, string | null>>,
  stores: Readonly<Record<Mirror['store'], KeyValueStorage>>,
): boolean {
  return MIRRORS.every((m) => m.value(stores[m.store].getItem(m.key)) === (hints[m.cookie] ?? null));
}

/** The time zone the server renders times in without the `tz` cookie (the product's players are in Thailand). */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

/** This browser's time zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Keeps the `tz` cookie on the browser's time zone. */
export function keepTimeZoneCookie(jar: CookieJar, timeZone: string = browserTimeZone()): void {
  if (readCookies(jar)[HINT_COOKIES.timeZone] !== timeZone) setCookie(jar, HINT_COOKIES.timeZone, timeZone, YEAR);
}

/** Keeps the `layout` cookie on the window's layout, now and whenever the 1024 px line is crossed. */
export function keepLayoutCookie(jar: CookieJar, media: Pick<Window, 'matchMedia'> = window): void {
  const query = media.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const write = () => {
    const layout = query.matches ? 'desktop' : 'mobile';
    if (readCookies(jar)[LAYOUT_COOKIE] !== layout) setCookie(jar, LAYOUT_COOKIE, layout, YEAR);
  };
  write();
  query.addEventListener('change', write);
}
