/** Customer-service rules: live-chat urls and their licence, the native link, the native app, footer contacts. */
import { describe, expect, it } from 'vitest';
import { footerContacts, liveChatOf, nativeServiceLink } from '../../machines/customer-service.rules';
import { captureLanding, openedByNativeApp } from '../../src/lib/affiliate';

const ORIGIN = 'http://lobby.test';

describe('customer-service rules', () => {
  it('recognises the live-chat page on the app origin and takes the licence from its digits', () => {
    expect(liveChatOf('/sandbox/livechat/19075011', ORIGIN)).toEqual({
      licence: '19075011',
      src: '/sandbox/livechat/19075011',
    });
    expect(liveChatOf('http://lobby.test/sandbox/livechat/7/', ORIGIN)?.licence).toBe('7');
    expect(liveChatOf('/sandbox/livechat/19075011?x=1#latest', ORIGIN)?.licence).toBe('19075011');
  });

  it('treats everything else as an entry to open elsewhere', () => {
    expect(liveChatOf('https://t.me/examplelobby_support', ORIGIN)).toBeNull();
    // Another origin cannot be framed (CSP frame-src 'self').
    expect(liveChatOf('https://chat.example/sandbox/livechat/5', ORIGIN)).toBeNull();
    expect(liveChatOf('/sandbox/livechat/abc', ORIGIN)).toBeNull();
    expect(liveChatOf('/sandbox/livechat/1234567890123', ORIGIN)).toBeNull();
    expect(liveChatOf('/sandbox/livechat/1/extra', ORIGIN)).toBeNull();
    expect(liveChatOf('http://[bad', ORIGIN)).toBeNull();
    expect(liveChatOf('', ORIGIN)).toBeNull();
  });

  it('builds the native link with to=cs, an absolute url and isOut', () => {
    expect(nativeServiceLink({ url: '/sandbox/livechat/1', isOut: 0 }, ORIGIN)).toBe(
      'app://native?to=cs&url=http%3A%2F%2Flobby.test%2Fsandbox%2Flivechat%2F1&isOut=0',
    );
    expect(nativeServiceLink({ url: 'https://t.me/x?a=1&b=2', isOut: 1 }, ORIGIN)).toBe(
      'app://native?to=cs&url=https%3A%2F%2Ft.me%2Fx%3Fa%3D1%26b%3D2&isOut=1',
    );
  });

  it('knows the native app by the token in the landing query', () => {
    expect(openedByNativeApp('?token=abc')).toBe(true);
    expect(openedByNativeApp('?aid=1&token=abc')).toBe(true);
    expect(openedByNativeApp('?token=')).toBe(false);
    expect(openedByNativeApp('?aid=1')).toBe(false);
    expect(openedByNativeApp('')).toBe(false);
    const storage = () => {
      const map = new Map<string, string>();
      return {
        map,
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      };
    };
    const local = storage();
    const tab = storage();
    captureLanding('?aid=12', local, tab);
    expect(tab.map.get('nativeApp')).toBeUndefined();
    captureLanding('?token=abc', local, tab);
    expect(tab.map.get('nativeApp')).toBe('1');
  });

  it('hides the footer contacts whose nickname contains "Service"', () => {
    const contacts = [{ nickname: 'Live Chat' }, { nickname: 'Customer Service' }, { nickname: 'Telegram' }];
    expect(footerContacts(contacts).map((c) => c.nickname)).toEqual(['Live Chat', 'Telegram']);
    expect(footerContacts([{ nickname: 'service desk' }])).toHaveLength(1); // case-sensitive: "Service" with a capital S
  });
});
