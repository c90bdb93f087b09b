/**
 * One-time codes (format, storage, expiry, single use, attempts, supersession, the 60 s / per-number /
 * per-address limits with 429 + Retry-After), binding a mobile and the forgotten-password reset.
 */
import { createHmac, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import {
  expectAuthOk,
  expectErrcode,
  login,
  newIp,
  newMobile,
  newUsername,
  otherCode,
  registerPhone,
  sendCode,
} from '../helpers/auth';
import { systemRandomForTests, startTestServer, type TestServer } from '../helpers/server';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WRONG_CODE = { errcode: 1043, msg: 'Verification code incorrect, expired or already used' };

interface RateLimitedBody {
  code: number;
  errcode: number;
  msg: string;
  retryAfter: number;
}

describe('one-time codes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'phone', otpStatus: 1 } });
  });
  afterAll(() => s.close());

  it('sends 6 digits in a Thai and English text, stores only their HMAC, valid 10 minutes', async () => {
    const mobile = newMobile();
    const code = await sendCode(s, mobile, 0);
    expect(code).toMatch(/^[0-9]{6}$/);
    const text = s.sms.at(-1)!.text;
    expect(text).toContain(code);
    expect(text).toMatch(/รหัส/);
    expect(text).toMatch(/10 นาที/);
    expect(text).toMatch(/expires in 10 minutes/);
    const row = sql<[string], { code_hash: string; purpose: number; created_at: number; expires_at: number }>(
      s.deps.db,
      'SELECT * FROM otp_codes WHERE mobile = ?',
    ).get(mobile)!;
    expect(row.code_hash).toBe(createHmac('sha256', s.deps.keys.otpSecret).update(`${mobile}|0|${code}`).digest('hex'));
    expect(row.purpose).toBe(0);
    expect(row.expires_at - row.created_at).toBe(10 * MINUTE);
  });

  it('accepts a code just before 10 minutes and refuses it at 10 minutes', async () => {
    const early = newMobile();
    const late = newMobile();
    const earlyCode = await sendCode(s, early, 0);
    const lateCode = await sendCode(s, late, 0);
    s.clock.advance(10 * MINUTE - 1);
    expectAuthOk(await registerPhone(s, early, 'secret123', { code: earlyCode }));
    s.clock.advance(1);
    expect((await registerPhone(s, late, 'secret123', { code: lateCode })).body).toEqual(WRONG_CODE);
  });

  it('is single use', async () => {
    const p = await s.player({ password: 'old-pass' });
    const code = await sendCode(s, p.user.mobile!, 1);
    const body = { mobile: p.user.mobile, code, password: s.encrypt('new-pass-1') };
    expect((await s.call('forgetPassword', body)).body).toEqual({ errcode: 0 });
    expect((await s.call('forgetPassword', { ...body, password: s.encrypt('new-pass-2') })).body).toEqual(WRONG_CODE);
    expectAuthOk(await login(s, p.user.mobile!, 'new-pass-1'));
  });

  it('dies after 5 wrong attempts; 4 wrong attempts leave it usable', async () => {
    const dead = newMobile();
    const deadCode = await sendCode(s, dead, 0);
    for (let i = 0; i < 5; i++) {
      expect((await registerPhone(s, dead, 'secret123', { code: otherCode(deadCode) })).body).toEqual(WRONG_CODE);
    }
    expect((await registerPhone(s, dead, 'secret123', { code: deadCode })).body).toEqual(WRONG_CODE);
    const alive = newMobile();
    const aliveCode = await sendCode(s, alive, 0);
    for (let i = 0; i < 4; i++)
      expectErrcode(await registerPhone(s, alive, 'secret123', { code: otherCode(aliveCode) }), 1043);
    expectAuthOk(await registerPhone(s, alive, 'secret123', { code: aliveCode }));
  });

  it('keeps codes apart by purpose, and a resend supersedes the previous code', async () => {
    const mobile = newMobile();
    const first = await sendCode(s, mobile, 0);
    s.clock.advance(MINUTE);
    const second = await sendCode(s, mobile, 0);
    if (first !== second) expectErrcode(await registerPhone(s, mobile, 'secret123', { code: first }), 1043);
    expectAuthOk(await registerPhone(s, mobile, 'secret123', { code: second }));
  });

  it('keeps codes apart by purpose', async () => {
    const p = await s.player({ password: 'old-pass' });
    const mobile = p.user.mobile!;
    const reset = await sendCode(s, mobile, 1);
    // The code was sent for a password reset: it does not register the number (which is taken anyway) ...
    sql(s.deps.db, 'UPDATE users SET mobile = NULL, account = ? WHERE id = ?').run(newUsername(), p.user.id);
    expectErrcode(await registerPhone(s, mobile, 'secret123', { code: reset }), 1043);
    // ... nor bind it.
    expectErrcode(await s.call('bindAccount', { mobile, code: reset }, p.token), 1043);
  });

  it('refuses a resend within 60 s with 429, Retry-After and retryAfter', async () => {
    const mobile = newMobile();
    await sendCode(s, mobile, 0);
    const sent = s.sms.length;
    const again = await s.call<RateLimitedBody>('smsSend', { mobile, type: 0 }, undefined, newIp());
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect(again.body).toMatchObject({ code: 429, errcode: 429, retryAfter: 60 });
    s.clock.advance(25 * SECOND + 300);
    const later = await s.call<RateLimitedBody>('smsSend', { mobile, type: 2 }, undefined, newIp());
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('35');
    expect(later.body.retryAfter).toBe(35);
    expect(s.sms.length).toBe(sent);
    s.clock.advance(35 * SECOND - 300);
    await sendCode(s, mobile, 0);
  });

  it('caps a number at 5 sends per rolling hour', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i++) {
      await sendCode(s, mobile, 0);
      s.clock.advance(MINUTE);
    }
    // Sends at 0, 1, 2, 3, 4 minutes; now is 5 minutes: the first leaves the window in 55 minutes.
    const capped = await s.call<RateLimitedBody>('smsSend', { mobile, type: 0 }, undefined, newIp());
    expect(capped.status).toBe(429);
    expect(capped.body.retryAfter).toBe(55 * 60);
    expect(capped.headers.get('retry-after')).toBe(String(55 * 60));
    s.clock.advance(55 * MINUTE - 1);
    expect((await s.call('smsSend', { mobile, type: 0 }, undefined, newIp())).status).toBe(429);
    s.clock.advance(1);
    await sendCode(s, mobile, 0);
  });

  it('caps an address at 20 sends per rolling hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      await sendCode(s, newMobile(), 0, ip);
      s.clock.advance(SECOND);
    }
    const capped = await s.call<RateLimitedBody>('smsSend', { mobile: newMobile(), type: 0 }, undefined, ip);
    expect(capped.status).toBe(429);
    expect(capped.body.retryAfter).toBe(3600 - 20);
    expect(capped.headers.get('retry-after')).toBe(String(3600 - 20));
    await sendCode(s, newMobile(), 0, newIp()); // other addresses are not affected
    s.clock.advance((3600 - 20) * SECOND);
    await sendCode(s, newMobile(), 0, ip);
  });

  it('answers a reset for an unknown number like any other, delivers nothing, and still rate limits it', async () => {
    const mobile = newMobile();
    const before = s.sms.length;
    const res = await s.call('smsSend', { mobile, type: 1 }, undefined, newIp());
    expect(res.body).toEqual({ errcode: 0, resendSeconds: 60, expireSeconds: 600 });
    expect(s.sms.length).toBe(before);
    expect((await s.call('smsSend', { mobile, type: 1 }, undefined, newIp())).status).toBe(429);
  });

  // Issue 12 §3: a taken number was refused here with 1045, to anyone; now only its owner learns it, by SMS.
  it('answers register and bind codes for a taken number like any other, and refuses a malformed one (1019)', async () => {
    const p = await s.player();
    for (const type of [0, 2] as const) {
      const code = await sendCode(s, p.user.mobile!, type);
      expect(s.sms.at(-1)!.text).toContain(code);
      expect(s.sms.at(-1)!.text).toMatch(/already has an account/);
      s.clock.advance(61 * SECOND);
    }
    expectErrcode(await s.call('smsSend', { mobile: '12345', type: 1 }, undefined, newIp()), 1019);
  });
});

describe('one-time codes with leading zeros', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Every digit drawn is 0; everything else stays random.
    s = await startTestServer({
      config: { registerType: 'phone', otpStatus: 1 },
      random: { bytes: systemRandomForTests.bytes, int: (max) => (max === 10 ? 0 : randomInt(max)) },
    });
  });
  afterAll(() => s.close());

  it('keeps the zeros', async () => {
    const mobile = newMobile();
    expect(await sendCode(s, mobile, 0)).toBe('000000');
    expectAuthOk(await registerPhone(s, mobile, 'secret123', { code: '000000' }));
  });
});

describe('bindAccount', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username', otpStatus: 1 } });
  });
  afterAll(() => s.close());

  it('binds a number once with its code (2104 afterwards); the number then logs in', async () => {
    const p = await s.player({ accountType: 1, account: newUsername(), mobile: null, password: 'bind-pass' });
    const mobile = newMobile();
    const code = await sendCode(s, mobile, 2);
    const res = await s.call<{ user: { id: number; mobile: string } }>('bindAccount', { mobile, code }, p.token);
    expect(res.body).toMatchObject({ errcode: 0, user: { id: p.user.id, mobile } });
    const again = await s.call('bindAccount', { mobile: newMobile(), code }, p.token);
    expect(again.body).toEqual({ errcode: 2104, msg: 'A mobile number is already bound to this account' });
    expect(expectAuthOk(await login(s, mobile, 'bind-pass')).user.id).toBe(p.user.id);
  });

  it('refuses a number another player has (1045, once its code is proven), a wrong or missing code (1043), a bad format (1019)', async () => {
    const holder = await s.player();
    const p = await s.player({ accountType: 1, account: newUsername(), mobile: null });
    // Issue 12 §3: without the code a taken number answers like any other (it answered 1045 to anyone).
    expectErrcode(await s.call('bindAccount', { mobile: holder.user.mobile, code: '123456' }, p.token), 1043);
    const holderCode = await sendCode(s, holder.user.mobile!, 2);
    expectErrcode(await s.call('bindAccount', { mobile: holder.user.mobile, code: holderCode }, p.token), 1045);
    expectErrcode(await s.call('bindAccount', { mobile: '0123', code: '123456' }, p.token), 1019);
    const mobile = newMobile();
    expectErrcode(await s.call('bindAccount', { mobile }, p.token), 1043);
    const code = await sendCode(s, mobile, 2);
    expectErrcode(await s.call('bindAccount', { mobile, code: otherCode(code) }, p.token), 1043);
    // A registration code does not bind.
    const other = newMobile();
    const regCode = await sendCode(s, other, 0);
    expectErrcode(await s.call('bindAccount', { mobile: other, code: regCode }, p.token), 1043);
    expect((await s.call('bindAccount', { mobile, code }, p.token)).body).toMatchObject({ errcode: 0 });
  });

  it('needs no code when otpStatus is off', async () => {
    const t = await startTestServer({ config: { registerType: 'username', otpStatus: 0 } });
    try {
      const p = await t.player({ accountType: 1, account: newUsername(), mobile: null });
      const mobile = newMobile();
      const res = await t.call<{ user: { mobile: string } }>('bindAccount', { mobile }, p.token);
      expect(res.body.user.mobile).toBe(mobile);
    } finally {
      await t.close();
    }
  });
});

describe('forgetPassword', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('sets the new password and revokes every session of the player', async () => {
    const p = await s.player({ password: 'old-pass' });
    const mobile = p.user.mobile!;
    const second = expectAuthOk(await login(s, mobile, 'old-pass'));
    const bystander = await s.player();
    const code = await sendCode(s, mobile, 1);
    const res = await s.call('forgetPassword', { mobile, code, password: s.encrypt('new-pass') });
    expect(res.body).toEqual({ errcode: 0 });
    for (const token of [p.token, second.token]) expect((await s.call('refreshData', {}, token)).status).toBe(401);
    expect((await s.call('refreshData', {}, bystander.token)).status).toBe(200);
    expectErrcode(await login(s, mobile, 'old-pass'), 101);
    expectAuthOk(await login(s, mobile, 'new-pass'));
  });

  it('refuses a wrong code or an unknown number (1043), a bad number (1019), a bad password (1020)', async () => {
    const p = await s.player({ password: 'old-pass' });
    const mobile = p.user.mobile!;
    const code = await sendCode(s, mobile, 1);
    const body = (o: Record<string, unknown>) => ({ mobile, code, password: s.encrypt('new-pass'), ...o });
    expect((await s.call('forgetPassword', body({ code: otherCode(code) }))).body).toEqual(WRONG_CODE);
    expect((await s.call('forgetPassword', body({ mobile: newMobile() }))).body).toEqual(WRONG_CODE);
    expectErrcode(await s.call('forgetPassword', body({ mobile: '99' })), 1019);
    expectErrcode(await s.call('forgetPassword', body({ password: s.encrypt('short') })), 1020);
    expectErrcode(await s.call('forgetPassword', body({ password: s.encrypt('x'.repeat(21)) })), 1020);
    expect((await s.call('forgetPassword', body({}))).body).toEqual({ errcode: 0 });
    expectAuthOk(await login(s, mobile, 'new-pass'));
  });

  it('unlocks a locked account', async () => {
    const p = await s.player({ password: 'old-pass' });
    const mobile = p.user.mobile!;
    for (let i = 0; i < 5; i++) expectErrcode(await login(s, mobile, 'bad-pass'), 101);
    expectErrcode(await login(s, mobile, 'old-pass'), 1047);
    const code = await sendCode(s, mobile, 1);
    expect((await s.call('forgetPassword', { mobile, code, password: s.encrypt('new-pass') })).body).toEqual({
      errcode: 0,
    });
    expectAuthOk(await login(s, mobile, 'new-pass'));
  });
});
