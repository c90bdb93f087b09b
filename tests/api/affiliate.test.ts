import { describe, expect, it } from 'vitest';
import { captureLanding, outUrl, resetAffiliate } from '../../src/lib/affiliate';
import type { KeyValueStorage } from '../../src/lib/storage-keys';

const memory = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};

describe('landing ad parameters and affiliate id', () => {
  it('keeps the listed ad parameters for the session and the aid, and reports them as outUrl', () => {
    const local = memory();
    const session = memory();
    captureLanding('?outValue=ABC234&install_referrer=h5&aid=100123&share_referrer=8&evil=1', local, session);
    expect(session.map.get('ad_params')).toBe('install_referrer=h5&outValue=ABC234');
    expect(local.map.get('affiliateId')).toBe('100123');
    expect(outUrl('https://lobby.example', local, session)).toBe(
      'https://lobby.example/?install_referrer=h5&outValue=ABC234&aid=100123',
    );
    resetAffiliate(local, session);
    expect(outUrl('https://lobby.example', local, session)).toBe('https://lobby.example/');
  });

  it('ignores a non-numeric aid and an empty query', () => {
    const local = memory();
    const session = memory();
    captureLanding('?aid=<script>', local, session);
    captureLanding('', local, session);
    expect(local.map.size + session.map.size).toBe(0);
  });
});
