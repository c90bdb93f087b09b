/**
 * Helpers for the authentication tests: unique numbers, names and client addresses, calls that register,
 * log in and fetch one-time codes, and a browser-like walk through the sandbox LINE consent page.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { components } from '../../contract/schema';
import type { CallResult, TestServer } from './server';

type Schemas = components['schemas'];

export type AuthOk = Schemas['SessionState'] & {
  errcode: 0;
  code: 200;
  token: string;
};

export interface BusinessError {
  errcode: number;
  msg: string;
}

export type AuthAnswer = AuthOk | BusinessError;

let seq = 0;
const next = () => ++seq;
const tag = String(process.pid % 100).padStart(2, '0');

/** A valid Thai mobile number (10 digits, leading 0), unique in this test process. */
export function newMobile(): string {
  return `09${tag}${String(next()).padStart(6, '0')}`;
}

/** A valid username (8 letters and digits), unique in this test process. */
export function newUsername(): string {
  return `u${tag}${String(next()).padStart(5, '0')}`;
}

/**
 * A client address for X-Forwarded-For, unique in this test process (a TEST-NET-3 literal: it is only a
 * header value, no traffic goes there). Registrations are capped per address.
 */
export function newIp(): string {
  const n = next();
  return `203.0.${Math.floor(n / 256) % 256}.${n % 256}`;
}

export function isOk(body: AuthAnswer): body is AuthOk {
  return body.errcode === 0;
}

/** Asserts a successful auth answer and returns it. */
export function expectAuthOk(res: CallResult<AuthAnswer>): AuthOk {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ errcode: 0, code: 200 });
  return res.body as AuthOk;
}

/** Asserts a business failure with this errcode. */
export function expectErrcode(res: CallResult<AuthAnswer | Record<string, unknown>>, errcode: number): void {
  expect(res.status).toBe(200);
  expect((res.body as BusinessError).errcode).toBe(errcode);
}

export interface RegisterOptions {
  readonly code?: string;
  readonly outUrl?: string;
  readonly ip?: string;
}

/** accountRegist (username or phoneNoOtp, by configuration). */
export function registerAccount(
  s: TestServer,
  account: string,
  password: string,
  o: RegisterOptions = {},
): Promise<CallResult<AuthAnswer>> {
  return s.call<AuthAnswer>(
    'accountRegist',
    {
      account,
      password: s.encrypt(password),
      type: 0,
      ...(o.outUrl !== undefined ? { outUrl: o.outUrl } : {}),
      phoneinfoJsonModel: { os: 'Android 14', isBrowser: 1, deviceModel: 'Test' },
    },
    undefined,
    o.ip ?? newIp(),
  );
}

/** accountRegist4 (phone, with the code when given). */
export function registerPhone(
  s: TestServer,
  mobile: string,
  password: string,
  o: RegisterOptions = {},
): Promise<CallResult<AuthAnswer>> {
  return s.call<AuthAnswer>(
    'accountRegist4',
    {
      account: mobile,
      password: s.encrypt(password),
      type: 0,
      ...(o.code !== undefined ? { code: o.code } : {}),
      ...(o.outUrl !== undefined ? { outUrl: o.outUrl } : {}),
    },
    undefined,
    o.ip ?? newIp(),
  );
}

export function login(s: TestServer, account: string, password: string, ip?: string) {
  return s.call<AuthAnswer>('accountLogin', { account, password: s.encrypt(password) }, undefined, ip);
}

/** smsSend; asserts success and answers the code delivered to `mobile` (the newest message). */
export async function sendCode(s: TestServer, mobile: string, type: 0 | 1 | 2, ip?: string): Promise<string> {
  const before = s.sms.length;
  const res = await s.call('smsSend', { mobile, type }, undefined, ip ?? newIp());
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ errcode: 0, resendSeconds: 60, expireSeconds: 600 });
  expect(s.sms.length).toBe(before + 1);
  const message = s.sms[s.sms.length - 1]!;
  expect(message.mobile).toBe(mobile);
  return message.code;
}

/** A 6-digit code that differs from `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export interface LineConfig {
  id: number;
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
}

export async function lineConfig(s: TestServer): Promise<LineConfig> {
  const res = await s.call<{ appLoginThirdConfigList: LineConfig[] }>('getLoginThirdConfigList', {});
  const entry = res.body.appLoginThirdConfigList.find((e) => e.id === 3);
  expect(entry).toBeDefined();
  return entry!;
}

/** The PKCE verifier the test attempts use (RFC 7636: 43-128 unreserved characters), and its S256 challenge. */
export const LINE_VERIFIER = 'test-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The authorize URL the app sends the browser to, as a path on the test server (PKCE with LINE_VERIFIER). */
export function authorizePath(c: LineConfig, override: Partial<Record<string, string>> = {}): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: c.clientId,
    redirect_uri: c.redirectUri,
    state: c.state,
    scope: c.scope,
    code_challenge: pkceChallenge(LINE_VERIFIER),
    code_challenge_method: 'S256',
  });
  for (const [k, v] of Object.entries(override)) {
    if (v === undefined) q.delete(k);
    else q.set(k, v);
  }
  const url = new URL(c.authorizeUrl);
  return `${url.pathname}?${q.toString()}`;
}

/** The hidden and prefilled fields of the consent form. */
export function formFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(m[0])?.[1];
    if (name !== undefined) out[name] = unescape(value ?? '');
  }
  return out;
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function postForm(s: TestServer, fields: Record<string, string>): Promise<Response> {
  return s.fetch('/sandbox/line/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * Walks the sandbox consent page as a browser would: GET the authorize URL, submit the form with Allow
 * (optionally changing the name and user id), and answer the redirect target.
 */
export async function lineAuthorize(
  s: TestServer,
  o: { name?: string; sub?: string } = {},
): Promise<{ location: URL; fields: Record<string, string> }> {
  const config = await lineConfig(s);
  const page = await s.fetch(authorizePath(config), { redirect: 'manual' });
  expect(page.status).toBe(200);
  const fields = formFields(await page.text());
  const res = await postForm(s, {
    ...fields,
    ...(o.name !== undefined ? { name: o.name } : {}),
    ...(o.sub !== undefined ? { sub: o.sub } : {}),
    action: 'allow',
  });
  expect(res.status).toBe(302);
  return { location: new URL(res.headers.get('location')!), fields };
}
