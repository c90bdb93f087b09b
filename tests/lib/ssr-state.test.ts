/**
 * The server-rendered page's state (src/lib/ssr-state.ts): it travels inside
 * `<script type="application/json" id="ssr-state">`, so no value may close the element or start markup, and
 * what the server serialized is what the browser reads back.
 */
import { describe, expect, it } from 'vitest';
import { parseState, serializeState, type SsrState } from '../../src/lib/ssr-state';

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!-- <script>',
  '-->',
  'line\u2028separator\u2029paragraph',
  'a & b > c < d',
  '<img src=x onerror=alert(1)>',
  'ไทย "quoted" \\ back\\slash',
];

function state(value: unknown): SsrState {
  return {
    v: 1,
    locale: 'th-TH',
    layout: 'mobile',
    timeZone: 'Asia/Bangkok',
    timeZoneOffset: 420,
    areas: ['common'],
    signedIn: false,
    noticeSeen: false,
    hints: { locale: null, signed_in: null, notice_seen: null },
    session: { value: 'ready', context: { notice: value } },
    flows: { lobby: { context: { list: [value, { nested: value }] } } },
  };
}

describe('serializeState', () => {
  it.each(HOSTILE)('keeps %j out of the markup and round-trips it', (value) => {
    const text = serializeState(state(value));
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
    // Valid JSON as it stands (the browser reads the element's text with JSON.parse).
    expect(JSON.parse(text)).toEqual(state(value));
    expect(parseState(text)).toEqual(state(value));
  });

  it('keeps every field of the state', () => {
    const s: SsrState = {
      ...state('x'),
      locale: 'en-US',
      layout: 'desktop',
      signedIn: true,
      noticeSeen: true,
      session: null,
    };
    expect(parseState(serializeState(s))).toEqual(s);
  });
});

describe('parseState', () => {
  it('answers null for a shell without state, unreadable text or another shape', () => {
    expect(parseState(null)).toBeNull();
    expect(parseState(undefined)).toBeNull();
    expect(parseState('')).toBeNull();
    expect(parseState('{not json')).toBeNull();
    expect(parseState('null')).toBeNull();
    expect(parseState(JSON.stringify({ ...state('x'), v: 2 }))).toBeNull();
    expect(parseState(JSON.stringify({ v: 1, layout: 'mobile' }))).toBeNull();
    expect(parseState(JSON.stringify({ v: 1, locale: 'th-TH' }))).toBeNull();
  });
});
