/**
 * preLogin, login by username and by phone, the single answer for every wrong account or password, the
 * 15-minute lockout, disabled players, a new token per login, logout, and the real client library
 * (jsencrypt's encryptOAEP through src/lib/encrypt-secret.ts) against the server's key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, utf8BinaryString } from '../../src/lib/encrypt-secret';
import { sql } from '../../server/db/sql';
import { decryptSecret } from '../../server/domain/crypto';
import {
  expectAuthOk,
  expectErrcode,
  login,
  newIp,
  newUsername,
  registerAccount,
  type AuthAnswer,
} from '../helpers/auth';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE = 60 * 1000;
const BAD_LOGIN = { errcode: 101, msg: 'Account or password incorrect' };

describe('login', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(() => s.close());

  async function rawLogin(account: string, password: string): Promise<{ status: number; text: string }> {
    const res = await s.fetch('/app/v1/accountLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password }),
    });
    return { status: res.status, text: await res.text() };
  }

  it('preLogin answers the public key the passwords are encrypted with', async () => {
    const res = await s.call<{ publicKey: string; keyId: string; algorithm: string }>('preLogin', {});
    expect(res.body).toEqual({
      errcode: 0,
      publicKey: s.deps.keys.publicKeyPem,
      keyId: s.deps.keys.keyId,
      algorithm: 'RSA-OAEP-256',
    });
    expect(res.body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
  });

  it('logs in by phone number, and by the mobile a username player bound', async () => {
    const phone = await s.player({ password: 'phone-pass' });
    const ok = expectAuthOk(await login(s, phone.user.mobile!, 'phone-pass'));
    expect(ok.user.id).toBe(phone.user.id);
    const named = await s.player({ accountType: 1, account: newUsername(), password: 'named-pass' });
    expect(expectAuthOk(await login(s, named.user.mobile!, 'named-pass')).user.id).toBe(named.user.id);
    expect(expectAuthOk(await login(s, named.user.account.toUpperCase(), 'named-pass')).user.id).toBe(named.user.id);
  });

  it('gives a new token per login; earlier tokens stay valid until logout', async () => {
    const name = newUsername();
    const first = expectAuthOk(await registerAccount(s, name, 'secret123'));
    const second = expectAuthOk(await login(s, name, 'secret123'));
    const third = expectAuthOk(await login(s, name, 'secret123'));
    expect(new Set([first.token, second.token, third.token]).size).toBe(3);
    for (const t of [first.token, second.token, third.token])
      expect((await s.call('refreshData', {}, t)).status).toBe(200);
  });

  it('answers byte-identical bodies for an unknown account, a wrong password, a foreign ciphertext and a social-only player', async () => {
    const name = newUsername();
    expectAuthOk(await registerAccount(s, name, 'secret123'));
    const social = await s.player({ accountType: 2, account: `line:${newUsername()}`, mobile: null });
    sql(s.deps.db, 'UPDATE users SET password_hash = NULL WHERE id = ?').run(social.user.id);
    const answers = [
      await rawLogin(`${name}x`, s.encrypt('secret123')),
      await rawLogin(name, s.encrypt('secret124')),
      await rawLogin(name, Buffer.from('this is not an RSA ciphertext').toString('base64')),
      await rawLogin(social.user.account, s.encrypt('secret123')),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).toBe(answers[0]!.text);
    }
    expect(JSON.parse(answers[0]!.text)).toEqual(BAD_LOGIN);
  });

  it('answers 102 for a disabled player with the right password (101 with a wrong one)', async () => {
    const p = await s.player({ password: 'right-pass' });
    sql(s.deps.db, 'UPDATE users SET disabled = 1 WHERE id = ?').run(p.user.id);
    expect((await login(s, p.user.mobile!, 'right-pass')).body).toEqual({ errcode: 102, msg: 'Account disabled' });
    expect((await login(s, p.user.mobile!, 'wrong-pass')).body).toEqual(BAD_LOGIN);
  });

  it('locks an account after 5 failures in 15 minutes (1047), even for the right password, until the window passes', async () => {
    const name = newUsername();
    expectAuthOk(await registerAccount(s, name, 'secret123'));
    for (let i = 0; i < 5; i++) {
      expect((await login(s, i % 2 ? name : name.toUpperCase(), 'wrong-pass')).body).toEqual(BAD_LOGIN);
      s.clock.advance(MINUTE);
    }
    const locked = await login(s, name, 'secret123');
    expect(locked.body).toEqual({ errcode: 1047, msg: 'Too many failed login attempts; try again later' });
    // The first failure leaves the window 15 minutes after it happened (5 minutes have passed).
    s.clock.advance(10 * MINUTE - 1);
    expectErrcode(await login(s, name, 'secret123'), 1047);
    s.clock.advance(1);
    expectAuthOk(await login(s, name, 'secret123'));
  });

  it('clears the failures of an account on a successful login', async () => {
    const name = newUsername();
    expectAuthOk(await registerAccount(s, name, 'secret123'));
    for (let i = 0; i < 4; i++) expectErrcode(await login(s, name, 'wrong-pass'), 101);
    expectAuthOk(await login(s, name, 'secret123'));
    for (let i = 0; i < 4; i++) expectErrcode(await login(s, name, 'wrong-pass'), 101);
    expectAuthOk(await login(s, name, 'secret123'));
  });

  it('locks unknown accounts exactly like real ones, and per account only', async () => {
    const ghost = newUsername();
    for (let i = 0; i < 5; i++) expect((await login(s, ghost, 'whatever1')).body).toEqual(BAD_LOGIN);
    expectErrcode(await login(s, ghost, 'whatever1'), 1047);
    const other = newUsername();
    expectAuthOk(await registerAccount(s, other, 'secret123'));
    expectAuthOk(await login(s, other, 'secret123'));
    s.clock.advance(15 * MINUTE);
    expect((await login(s, ghost, 'whatever1')).body).toEqual(BAD_LOGIN);
  });

  it('counts parallel guesses before their hashes finish: at most 5 get a 101', async () => {
    const name = newUsername();
    expectAuthOk(await registerAccount(s, name, 'secret123'));
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(s, name, 'wrong-pass')));
    const codes = answers.map((a) => (a.body as { errcode: number }).errcode).sort();
    expect(codes.filter((c) => c === 101)).toHaveLength(5);
    expect(codes.filter((c) => c === 1047)).toHaveLength(7);
  });

  it('logout revokes the token (401 afterwards) and only that token', async () => {
    const name = newUsername();
    const a = expectAuthOk(await registerAccount(s, name, 'secret123'));
    const b = expectAuthOk(await login(s, name, 'secret123'));
    const out = await s.call('logout', {}, a.token);
    expect(out.body).toEqual({ errcode: 0 });
    const after = await s.call('refreshData', {}, a.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, errcode: 401, msg: 'Token is required' });
    expect((await s.call('logout', {}, a.token)).status).toBe(401);
    expect((await s.call('refreshData', {}, b.token)).status).toBe(200);
  });
});

describe('the client library (jsencrypt encryptOAEP) against the server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(() => s.close());

  it('turns text into its UTF-8 bytes as a binary string', () => {
    expect(utf8BinaryString('aä密')).toBe('a\u00c3\u00a4\u00e5\u00af\u0086');
  });

  it('produces a ciphertext the server decrypts, for a non-ASCII password, and it registers and logs in', async () => {
    const key = await s.call<{ publicKey: string }>('preLogin', {});
    const password = 'pässwörd密码';
    const ciphertext = encryptSecret(key.body.publicKey, password);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(decryptSecret(s.deps.keys, ciphertext)).toBe(password);
    // Randomised padding: the same secret never encrypts the same way twice.
    expect(encryptSecret(key.body.publicKey, password)).not.toBe(ciphertext);
    const name = newUsername();
    const reg = await s.call<AuthAnswer>(
      'accountRegist',
      { account: name, password: ciphertext, type: 0 },
      undefined,
      newIp(),
    );
    expectAuthOk(reg);
    const again = await s.call<AuthAnswer>('accountLogin', {
      account: name,
      password: encryptSecret(key.body.publicKey, password),
    });
    expectAuthOk(again);
    // The server's own test encryption (node:crypto) and the library agree on the scheme.
    expectAuthOk(await login(s, name, password));
  });

  it('is wrong when the text is passed without the UTF-8 step (what the helper prevents)', async () => {
    const key = await s.call<{ publicKey: string }>('preLogin', {});
    const { JSEncrypt } = await import('jsencrypt');
    const rsa = new JSEncrypt();
    rsa.setPublicKey(key.body.publicKey);
    const naive = rsa.encryptOAEP('pässwörd密码');
    expect(naive).not.toBe(false);
    expect(decryptSecret(s.deps.keys, naive as string)).not.toBe('pässwörd密码');
  });
});
