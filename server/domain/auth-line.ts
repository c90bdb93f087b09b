/**
 * The social (LINE) login: the provider entry the app shows, and the exchange of the authorization code
 * the provider (here the sandbox stand-in, server/sandbox/line.ts) issued for the player it identifies.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ERRCODE } from '../../contract/ids';
import { PATH } from '../../contract/paths';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { createPlayer, inviterFromOutUrl } from './accounts';
import { requireRegistrationQuota } from './auth-register';
import type { UserRow } from './users';

const LINE_PROVIDER_ID = 3;
export const LINE_CLIENT_ID = 'sandbox-line-client';
/**
 * The state the LINE provider entry used to carry. The app no longer sends it: each attempt has its own random
 * state and PKCE pair (against login CSRF); the field stays for older clients, whose returns cannot be exchanged
 * without a verifier.
 */
const LINE_STATE = 'sandbox-line-login';
const LINE_SCOPE = 'profile openid email';
export const LINE_AUTHORIZE_PATH = '/sandbox/line/authorize';
/** Where the provider returns the browser: the app's login page handles `?code=&state=`. */
export const LINE_REDIRECT_PATH = PATH.login;
/** An authorization code is good for this long after it was issued. */
const LINE_CODE_TTL_MS = 10 * 60 * 1000;
/** The provider's display name becomes the nickname (UserInfo.nickname is at most 32 characters). */
export const LINE_NAME_MAX = 32;
/** The provider's user id (`sub`). */
export const LINE_SUB_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const LOGIN_FAILED = 'LINE login failed; please try again';
/** A PKCE code verifier (RFC 7636 §4.1) and an S256 challenge (base64url of a SHA-256: 43 characters). */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)), unpadded. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether `verifier` is the one whose S256 challenge the provider recorded (compared in constant time). */
function verifierMatches(verifier: string, challenge: string | null): boolean {
  if (!challenge || !PKCE_VERIFIER.test(verifier)) return false;
  const made = Buffer.from(s256(verifier));
  const kept = Buffer.from(challenge);
  return made.length === kept.length && timingSafeEqual(made, kept);
}

export function lineThirdConfig(origin: string): components['schemas']['LoginThirdConfig'] {
  return {
    id: LINE_PROVIDER_ID,
    name: 'LINE',
    authorizeUrl: `${origin}${LINE_AUTHORIZE_PATH}`,
    clientId: LINE_CLIENT_ID,
    redirectUri: `${origin}${LINE_REDIRECT_PATH}`,
    scope: LINE_SCOPE,
    state: LINE_STATE,
  };
}

interface LineCodeRow {
  code: string;
  state: string;
  sub: string;
  name: string;
  created_at: number;
  used_at: number | null;
  code_challenge: string | null;
}

interface LineExchange {
  readonly state: string;
  readonly code: string;
  /** The PKCE verifier of the attempt the code answers. */
  readonly codeVerifier: string;
  readonly ip: string;
  readonly outUrl: string | undefined;
}

/**
 * Consumes the code (unused, at most 10 minutes old, issued for this state and for the S256 challenge of
 * this verifier — else 1049) and answers the player with that LINE id, creating it on first use (account
 * `line:<sub>`, no password). A wrong verifier uses the code up: it is never exchanged after.
 */
export function exchangeLineCode(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>, x: LineExchange): UserRow {
  const now = deps.clock.now();
  const row = sql<[string], LineCodeRow>(deps.db, 'SELECT * FROM line_codes WHERE code = ?').get(x.code);
  if (!row || row.used_at !== null || now - row.created_at > LINE_CODE_TTL_MS || row.state !== x.state) {
    throw new Fail(ERRCODE.RegisterTypeDisabled, LOGIN_FAILED);
  }
  if (!verifierMatches(x.codeVerifier, row.code_challenge)) {
    sql(deps.db, 'UPDATE line_codes SET used_at = ? WHERE code = ? AND used_at IS NULL').run(now, x.code);
    throw new Fail(ERRCODE.RegisterTypeDisabled, LOGIN_FAILED);
  }
  const findBySub = sql<[string], UserRow>(deps.db, 'SELECT * FROM users WHERE line_sub = ?');
  const invite = inviterFromOutUrl(deps, x.outUrl);
  return deps.db.transaction((): UserRow => {
    const used = sql(deps.db, 'UPDATE line_codes SET used_at = ? WHERE code = ? AND used_at IS NULL').run(
      now,
      x.code,
    ).changes;
    if (used !== 1) throw new Fail(ERRCODE.RegisterTypeDisabled, LOGIN_FAILED);
    const existing = findBySub.get(row.sub);
    if (existing) return existing;
    requireRegistrationQuota(deps, x.ip);
    const name = [...row.name].slice(0, LINE_NAME_MAX).join('');
    return createPlayer(deps, {
      accountType: 2,
      account: `line:${row.sub}`,
      mobile: null,
      passwordHash: null,
      nickname: name || undefined,
      lineSub: row.sub,
      lineName: name,
      inviterId: invite.inviterId,
      outValue: invite.outValue,
      regIp: x.ip,
    });
  })();
}
