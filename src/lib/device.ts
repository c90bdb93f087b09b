/**
 * Device info for the auth calls (`phoneinfoJsonModel`) and the common fields merged into every
 * call. Pure functions over an injected storage and user-agent string, so tests need no browser.
 */
import type { components } from '../../contract/schema';
import { APP_VERSION, CHANNEL, CLIENT_REFERRER } from '../../machines/constants';
import type { CommonFields } from '../api/client';
import type { Platform } from './layout';
import { STORAGE_KEYS, readItem, writeItem, type KeyValueStorage } from './storage-keys';

export type DeviceInfo = Required<components['schemas']['DeviceInfo']>;

/**
 * The app id used when localStorage has none (a demo web id). A native wrapper or a
 * landing page may store another one under `STORAGE_KEYS.appId`; the reference server accepts any.
 */
export const DEMO_APP_ID = 'web-demo';

/** The stored app id, else `DEMO_APP_ID`. */
export function appId(storage: KeyValueStorage): string {
  const stored = readItem(storage, STORAGE_KEYS.appId)?.trim();
  return stored && stored.length <= 64 ? stored : DEMO_APP_ID;
}

/** 128 random bits as 32 hex digits (crypto.getRandomValues works outside secure contexts too). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The device id (`afuid`): created once and kept in storage. */
export function deviceId(storage: KeyValueStorage, newId: () => string = randomId): string {
  const stored = readItem(storage, STORAGE_KEYS.afuid);
  if (stored && /^[A-Za-z0-9-]{8,128}$/.test(stored)) return stored;
  const id = newId();
  writeItem(storage, STORAGE_KEYS.afuid, id);
  return id;
}

/** Order matters: Edge, Opera, Samsung and in-app browsers also say "Chrome" and "Safari". */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\bFBAN\/|\bFBAV\//, 'Facebook'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** The browser's name from its user agent (`deviceModel`), `"Unknown"` when none matches. */
export function browserName(userAgent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The operating system from the user agent (`os`), `"Unknown"` when none matches. */
export function osName(userAgent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

/** `phoneinfoJsonModel` of the auth calls. */
export function deviceInfo(storage: KeyValueStorage, userAgent: string, newId: () => string = randomId): DeviceInfo {
  return {
    channel: CHANNEL,
    appId: appId(storage),
    os: osName(userAgent),
    isBrowser: 1,
    version: APP_VERSION,
    deviceModel: browserName(userAgent),
    deviceIdJsonModel: { afuid: deviceId(storage, newId) },
  };
}

/**
 * The fields merged into every JSON call; `platform` is that of the layout shown (platformFor),
 * `lang` the locale shown (server-made texts and image URLs come back in it).
 */
export function commonFields(storage: KeyValueStorage, platform: Platform, lang: string): CommonFields {
  return {
    clientReferrer: CLIENT_REFERRER,
    channel: CHANNEL,
    appId: appId(storage),
    platform,
    lang,
  };
}
