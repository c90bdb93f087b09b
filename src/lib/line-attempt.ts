/**
 * The social login's attempts: a fresh random `state` and PKCE pair (RFC 7636, S256) per
 * attempt, kept in this tab's sessionStorage (the tab store) until the provider sends the player back. Only
 * the tab that started an attempt has its verifier: a link carrying another attempt's code signs no one in.
 */
import { readItem, removeItem, writeItem, type KeyValueStorage } from './storage-keys';

/** sessionStorage: the attempt this tab is waiting for. */
export const LINE_ATTEMPT_KEY = 'lineLoginAttempt';
/** An attempt older than this is forgotten (the provider's codes live 10 minutes). */
export const LINE_ATTEMPT_TTL_MS = 15 * 60 * 1000;

interface StoredAttempt {
  readonly state: string;
  readonly verifier: string;
  readonly at: number;
}

export interface Pkce {
  /** What the crypto of the platform offers (window.crypto; node:crypto's webcrypto in tests). */
  readonly crypto: Pick<Crypto, 'getRandomValues' | 'subtle'>;
  readonly store: KeyValueStorage;
  readonly now: () => number;
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(crypto: Pkce['crypto'], bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)), unpadded. */
export async function codeChallengeOf(crypto: Pkce['crypto'], verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Starts an attempt: keeps its state and verifier in this tab, answers what goes to the provider. */
export async function beginLineAttempt(p: Pkce): Promise<{ state: string; codeChallenge: string }> {
  const state = randomText(p.crypto, 24);
  // 32 random bytes: a 43-character verifier, the shortest RFC 7636 allows, with 256 bits of entropy.
  const verifier = randomText(p.crypto, 32);
  const codeChallenge = await codeChallengeOf(p.crypto, verifier);
  writeItem(p.store, LINE_ATTEMPT_KEY, JSON.stringify({ state, verifier, at: p.now() } satisfies StoredAttempt));
  return { state, codeChallenge };
}

/**
 * The verifier of this tab's attempt with this state, or null (none, another state, too old). The attempt
 * is forgotten either way: a return is exchanged once.
 */
export function recallLineAttempt(p: Omit<Pkce, 'crypto'>, state: string): { codeVerifier: string } | null {
  const raw = readItem(p.store, LINE_ATTEMPT_KEY);
  removeItem(p.store, LINE_ATTEMPT_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredAttempt>;
    if (typeof stored.state !== 'string' || typeof stored.verifier !== 'string' || typeof stored.at !== 'number')
      return null;
    if (stored.state !== state || p.now() - stored.at > LINE_ATTEMPT_TTL_MS || p.now() < stored.at) return null;
    return { codeVerifier: stored.verifier };
  } catch {
    return null;
  }
}
