/** Device info and common fields (src/lib/device.ts), the token store, and the platform of a layout. */
import { describe, expect, it } from 'vitest';
import { APP_VERSION, DESKTOP_MIN_WIDTH } from '../../machines/constants';
import {
  DEMO_APP_ID,
  appId,
  browserName,
  commonFields,
  deviceId,
  deviceInfo,
  osName,
  randomId,
} from '../../src/lib/device';
import { layoutFor, platformFor } from '../../src/lib/layout';
import { STORAGE_KEYS, type KeyValueStorage } from '../../src/lib/storage-keys';
import { createTokenStore } from '../../src/lib/token-store';

/** A Map-backed Storage. */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A storage that throws on every access (Safari private mode, disabled cookies). */
const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('browserName / osName', () => {
  it.each([
    [UA.chromeAndroid, 'Chrome', 'Android'],
    [UA.safariIphone, 'Safari', 'iOS'],
    [UA.chromeIos, 'Chrome', 'iOS'],
    [UA.firefoxWindows, 'Firefox', 'Windows'],
    [UA.edgeWindows, 'Edge', 'Windows'],
    [UA.samsung, 'Samsung Internet', 'Android'],
    [UA.lineIos, 'LINE', 'iOS'],
    [UA.operaMac, 'Opera', 'macOS'],
    [UA.safariMac, 'Safari', 'macOS'],
    [UA.headlessLinux, 'Chrome', 'Linux'],
    [UA.chromebook, 'Chrome', 'ChromeOS'],
    ['', 'Unknown', 'Unknown'],
    ['curl/8.0', 'Unknown', 'Unknown'],
  ])('%s → %s on %s', (ua, browser, os) => {
    expect(browserName(ua)).toBe(browser);
    expect(osName(ua)).toBe(os);
  });
});

describe('appId', () => {
  it('is the stored id, else the demo id', () => {
    expect(appId(memoryStorage())).toBe(DEMO_APP_ID);
    expect(appId(memoryStorage({ [STORAGE_KEYS.appId]: 'partner-7' }))).toBe('partner-7');
    expect(appId(memoryStorage({ [STORAGE_KEYS.appId]: '   ' }))).toBe(DEMO_APP_ID);
    expect(appId(memoryStorage({ [STORAGE_KEYS.appId]: 'x'.repeat(65) }))).toBe(DEMO_APP_ID);
    expect(appId(brokenStorage)).toBe(DEMO_APP_ID);
  });
});

describe('deviceId', () => {
  it('creates an id once and keeps it', () => {
    const storage = memoryStorage();
    let made = 0;
    const newId = () => `id-${++made}-abcdefgh`;
    expect(deviceId(storage, newId)).toBe('id-1-abcdefgh');
    expect(deviceId(storage, newId)).toBe('id-1-abcdefgh');
    expect(made).toBe(1);
    expect(storage.map.get(STORAGE_KEYS.afuid)).toBe('id-1-abcdefgh');
  });

  it('replaces a malformed stored id', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.afuid]: '<script>' });
    expect(deviceId(storage, () => 'fresh-id-123')).toBe('fresh-id-123');
  });

  it('still answers when storage is unusable', () => {
    expect(deviceId(brokenStorage, () => 'temp-id-123')).toBe('temp-id-123');
  });

  it('randomId is 32 hex digits and differs each time', () => {
    const a = randomId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(a);
  });
});

describe('deviceInfo', () => {
  it('is the phoneinfoJsonModel', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.appId]: 'partner-7' });
    expect(deviceInfo(storage, UA.chromeAndroid, () => 'device-0001')).toEqual({
      channel: 'WEB',
      appId: 'partner-7',
      os: 'Android',
      isBrowser: 1,
      version: APP_VERSION,
      deviceModel: 'Chrome',
      deviceIdJsonModel: { afuid: 'device-0001' },
    });
    expect(APP_VERSION).toBe('1.0.27');
  });
});

describe('commonFields and platform', () => {
  it('platform 0 below the desktop width, 1 from it', () => {
    expect(platformFor(layoutFor(375))).toBe(0);
    expect(platformFor(layoutFor(DESKTOP_MIN_WIDTH - 1))).toBe(0);
    expect(platformFor(layoutFor(DESKTOP_MIN_WIDTH))).toBe(1);
    expect(platformFor(layoutFor(1280))).toBe(1);
  });

  it('carries th, WEB, the app id, the platform and the shown locale', () => {
    expect(commonFields(memoryStorage(), 0, 'th-TH')).toEqual({
      clientReferrer: 'th',
      channel: 'WEB',
      appId: DEMO_APP_ID,
      platform: 0,
      lang: 'th-TH',
    });
    expect(commonFields(memoryStorage({ [STORAGE_KEYS.appId]: 'a1' }), 1, 'en-US')).toEqual({
      clientReferrer: 'th',
      channel: 'WEB',
      appId: 'a1',
      platform: 1,
      lang: 'en-US',
    });
  });
});

describe('token store', () => {
  it('keeps the token in memory and storage, reads storage after a reload, clears both', () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    expect(tokens.get()).toBeNull();
    tokens.set('t-1');
    expect(tokens.get()).toBe('t-1');
    expect(storage.map.get(STORAGE_KEYS.token)).toBe('t-1');

    const afterReload = createTokenStore(storage);
    expect(afterReload.get()).toBe('t-1');

    afterReload.clear();
    expect(afterReload.get()).toBeNull();
    expect(storage.map.has(STORAGE_KEYS.token)).toBe(false);
  });

  it('works in memory when storage is unusable', () => {
    const tokens = createTokenStore(brokenStorage);
    tokens.set('t-2');
    expect(tokens.get()).toBe('t-2');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });
});
