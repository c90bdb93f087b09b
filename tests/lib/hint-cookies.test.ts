/**
 * The hint cookies (src/lib/hint-cookies.ts): the storage wrapper mirrors the locale, the signed-in fact and
 * the popups' seen flags into cookies the server reads, the server seeds its storage from them, the browser
 * hydrates only when its storage says what the server assumed, and the layout cookie follows the window.
 * The jar below behaves as `document.cookie` does (a write sets or, with Max-Age=0, deletes one cookie; a
 * read lists `name=value` pairs) and records every write with its attributes.
 */
import { describe, expect, it } from 'vitest';
import {
  HINT_COOKIES as APP_HINT_COOKIES,
  keepLayoutCookie,
  LAYOUT_COOKIE,
  MIRRORS,
  mirrored,
  readCookies,
  sameHints,
  seedFromCookies,
  type CookieJar,
} from '../../src/lib/hint-cookies';
import { SESSION_KEYS, STORAGE_KEYS, type KeyValueStorage } from '../../src/lib/storage-keys';

class FakeJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: string[] = [];
  get cookie(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    if (attrs.some((a) => /^max-age=0$/i.test(a))) this.values.delete(name);
    else this.values.set(name, value);
  }
}

function memory(seed: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(seed));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** The cookie names of the contract (i13-contract). */
const HINT_COOKIES = { locale: 'locale', signedIn: 'signed_in', noticeSeen: 'notice_seen', layout: LAYOUT_COOKIE };
const LOCAL = 'local' as const;
const TAB = 'tab' as const;

const attrsOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((s) => s.trim().toLowerCase());

describe('the cookie names', () => {
  it('are the ones the server reads (issue 13 contract)', () => {
    expect(APP_HINT_COOKIES).toMatchObject(HINT_COOKIES);
    for (const name of Object.values(HINT_COOKIES).filter((n) => n !== LAYOUT_COOKIE))
      expect(MIRRORS.map((m) => m.cookie)).toContain(name);
  });
});

describe('mirrored localStorage (locale, signed in)', () => {
  it('writes the locale cookie with the stored locale, kept a year, and removes it with the key', () => {
    const jar = new FakeJar();
    const store = memory();
    const local = mirrored(store, LOCAL, jar);
    expect(jar.writes).toEqual([]);
    local.setItem(STORAGE_KEYS.locale, 'en-US');
    expect(store.map.get(STORAGE_KEYS.locale)).toBe('en-US');
    expect(readCookies(jar)[HINT_COOKIES.locale]).toBe('en-US');
    const attrs = attrsOf(jar.writes.at(-1)!);
    expect(attrs).toContain('path=/');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain(`max-age=${365 * 24 * 3600}`);
    expect(attrs).not.toContain('httponly');
    local.setItem(STORAGE_KEYS.locale, 'th-TH');
    expect(readCookies(jar)[HINT_COOKIES.locale]).toBe('th-TH');
    local.removeItem(STORAGE_KEYS.locale);
    expect(store.map.has(STORAGE_KEYS.locale)).toBe(false);
    expect(readCookies(jar)).not.toHaveProperty(HINT_COOKIES.locale);
  });

  it('never mirrors an unknown locale', () => {
    const jar = new FakeJar();
    const local = mirrored(memory(), LOCAL, jar);
    local.setItem(STORAGE_KEYS.locale, 'de-DE');
    expect(readCookies(jar)).not.toHaveProperty(HINT_COOKIES.locale);
  });

  it('writes signed_in=1 for a token, never the token itself, and removes it on sign-out', () => {
    const jar = new FakeJar();
    const local = mirrored(memory(), LOCAL, jar);
    const token = 'secret-token-abc123';
    local.setItem(STORAGE_KEYS.token, token);
    expect(readCookies(jar)[HINT_COOKIES.signedIn]).toBe('1');
    expect(jar.writes.join('\n')).not.toContain(token);
    expect(jar.cookie).not.toContain(token);
    local.removeItem(STORAGE_KEYS.token);
    expect(readCookies(jar)).not.toHaveProperty(HINT_COOKIES.signedIn);
  });

  it('leaves keys it does not mirror alone', () => {
    const jar = new FakeJar();
    const store = memory();
    const local = mirrored(store, LOCAL, jar);
    local.setItem(STORAGE_KEYS.afuid, 'device-1');
    expect(store.map.get(STORAGE_KEYS.afuid)).toBe('device-1');
    expect(local.getItem(STORAGE_KEYS.afuid)).toBe('device-1');
    expect(jar.writes).toEqual([]);
  });

  it('syncs the cookies with what is stored at start (drifted cookies)', () => {
    const jar = new FakeJar();
    jar.values.set(HINT_COOKIES.locale, 'th-TH');
    jar.values.set(HINT_COOKIES.signedIn, '1');
    mirrored(memory({ [STORAGE_KEYS.locale]: 'en-US' }), LOCAL, jar);
    // The stored locale wins; the signed-in cookie goes, as no token is stored.
    expect(readCookies(jar)[HINT_COOKIES.locale]).toBe('en-US');
    expect(readCookies(jar)).not.toHaveProperty(HINT_COOKIES.signedIn);

    const other = new FakeJar();
    mirrored(memory({ [STORAGE_KEYS.token]: 't' }), LOCAL, other);
    expect(readCookies(other)[HINT_COOKIES.signedIn]).toBe('1');
  });

  it('writes nothing when the cookies already agree', () => {
    const jar = new FakeJar();
    jar.values.set(HINT_COOKIES.locale, 'en-US');
    const local = mirrored(memory({ [STORAGE_KEYS.locale]: 'en-US' }), LOCAL, jar);
    expect(jar.writes).toEqual([]);
    local.setItem(STORAGE_KEYS.locale, 'en-US');
    expect(jar.writes).toEqual([]);
  });
});

describe('mirrored sessionStorage (notice seen)', () => {
  it('writes notice_seen=1 as a session cookie and removes it with the flag', () => {
    const jar = new FakeJar();
    const tab = mirrored(memory(), TAB, jar);
    tab.setItem(SESSION_KEYS.noticeSeen, '1');
    expect(readCookies(jar)[HINT_COOKIES.noticeSeen]).toBe('1');
    expect(attrsOf(jar.writes.at(-1)!).some((a) => a.startsWith('max-age') || a.startsWith('expires'))).toBe(false);
    tab.removeItem(SESSION_KEYS.noticeSeen);
    expect(readCookies(jar)).not.toHaveProperty(HINT_COOKIES.noticeSeen);
  });

  it('drops a notice_seen cookie left from another tab session when the flag is not stored', () => {
    const jar = new FakeJar();
    jar.values.set(HINT_COOKIES.noticeSeen, '1');
    mirrored(memory(), TAB, jar);
    expect(readCookies(jar)).not.toHaveProperty(HINT_COOKIES.noticeSeen);
  });
});

describe('the server side: seedFromCookies and sameHints', () => {
  it('seeds the stand-in storage from the cookies, never with a real token', () => {
    const seed = seedFromCookies({ locale: 'en-US', signed_in: '1', notice_seen: '1', other: 'x' });
    expect(seed.local[STORAGE_KEYS.locale]).toBe('en-US');
    expect(seed.local[STORAGE_KEYS.token]).toBeTruthy();
    expect(seed.tab[SESSION_KEYS.noticeSeen]).toBe('1');
    expect(seed.hints).toMatchObject({ locale: 'en-US', signed_in: '1', notice_seen: '1' });
    // One hint per mirrored cookie, absent ones as null.
    expect(Object.keys(seed.hints).sort()).toEqual(MIRRORS.map((m) => m.cookie).sort());
    expect(seedFromCookies({}).hints).toEqual(Object.fromEntries(MIRRORS.map((m) => [m.cookie, null])));
  });

  it('ignores forged values: an unknown locale, a flag other than 1', () => {
    const seed = seedFromCookies({ locale: 'xx-XX', notice_seen: 'yes', signed_in: '0' });
    expect(seed.local).toEqual({});
    expect(seed.tab).toEqual({});
    expect(seed.hints).toMatchObject({ locale: null, notice_seen: null, signed_in: null });
  });

  it('the cookies the browser mirrors make the server assume exactly what the browser holds', () => {
    const jar = new FakeJar();
    const local = mirrored(memory(), LOCAL, jar);
    const tab = mirrored(memory(), TAB, jar);
    local.setItem(STORAGE_KEYS.locale, 'en-US');
    local.setItem(STORAGE_KEYS.token, 'tok');
    tab.setItem(SESSION_KEYS.noticeSeen, '1');
    const { hints } = seedFromCookies(readCookies(jar));
    expect(sameHints(hints, { local, tab })).toBe(true);
    // Any one difference and the browser does not hydrate the server's HTML.
    tab.removeItem(SESSION_KEYS.noticeSeen);
    expect(sameHints(hints, { local, tab })).toBe(false);
    tab.setItem(SESSION_KEYS.noticeSeen, '1');
    local.setItem(STORAGE_KEYS.locale, 'th-TH');
    expect(sameHints(hints, { local, tab })).toBe(false);
    local.setItem(STORAGE_KEYS.locale, 'en-US');
    local.removeItem(STORAGE_KEYS.token);
    expect(sameHints(hints, { local, tab })).toBe(false);
  });

  it('every mirror round-trips: stored → cookie → server storage → same cookie', () => {
    for (const mirror of MIRRORS) {
      const jar = new FakeJar();
      const stored =
        mirror.key === STORAGE_KEYS.locale
          ? 'en-US'
          : mirror.key === SESSION_KEYS.shownActivities
            ? '[39,40]'
            : mirror.key === STORAGE_KEYS.installShownAt
              ? '1764032400000'
              : '1';
      const storage = mirrored(memory(), mirror.store, jar);
      storage.setItem(mirror.key, stored);
      const cookie = readCookies(jar)[mirror.cookie];
      expect(cookie, mirror.cookie).toBeDefined();
      const seed = seedFromCookies({ [mirror.cookie]: cookie! });
      expect(mirror.value(seed[mirror.store][mirror.key] ?? null), mirror.cookie).toBe(cookie);
    }
  });
});

describe('readCookies', () => {
  it('decodes values, trims names and survives broken encodings and bare words', () => {
    expect(readCookies({ cookie: '' })).toEqual({});
    expect(readCookies({ cookie: 'a=1;  b = x%20y ; locale=en-US; bare; c=%E0%A4%A; d=a=b' })).toEqual({
      a: '1',
      b: 'x y',
      locale: 'en-US',
      c: '%E0%A4%A',
      d: 'a=b',
    });
  });
});

describe('keepLayoutCookie', () => {
  function fakeMedia(matches: boolean) {
    const listeners: Array<() => void> = [];
    const query = {
      matches,
      addEventListener: (_: string, fn: () => void) => void listeners.push(fn),
    };
    const asked: string[] = [];
    return {
      query,
      asked,
      change(next: boolean) {
        query.matches = next;
        listeners.forEach((fn) => fn());
      },
      media: {
        matchMedia: (q: string) => {
          asked.push(q);
          return query as unknown as MediaQueryList;
        },
      },
    };
  }

  it('writes the window layout at once and whenever the 1024 px line is crossed', () => {
    const jar = new FakeJar();
    const m = fakeMedia(false);
    keepLayoutCookie(jar, m.media);
    expect(m.asked).toEqual(['(min-width: 1024px)']);
    expect(readCookies(jar)[HINT_COOKIES.layout]).toBe('mobile');
    expect(attrsOf(jar.writes[0]!)).toContain('path=/');
    m.change(true);
    expect(readCookies(jar)[HINT_COOKIES.layout]).toBe('desktop');
    m.change(false);
    expect(readCookies(jar)[HINT_COOKIES.layout]).toBe('mobile');
    expect(jar.writes).toHaveLength(3);
  });

  it('does not rewrite a cookie that already says the layout', () => {
    const jar = new FakeJar();
    jar.values.set(HINT_COOKIES.layout, 'desktop');
    keepLayoutCookie(jar, fakeMedia(true).media);
    expect(jar.writes).toEqual([]);
    const wrong = new FakeJar();
    wrong.values.set(HINT_COOKIES.layout, 'desktop');
    keepLayoutCookie(wrong, fakeMedia(false).media);
    expect(readCookies(wrong)[HINT_COOKIES.layout]).toBe('mobile');
  });
});
