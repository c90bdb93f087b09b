/**
 * One-time codes sent by SMS (smsSend) and checked by registration, binding and password reset.
 *
 * A code is 6 random digits, valid 10 minutes, usable once, and dead after 5 wrong attempts. Only the newest
 * code of a number and purpose counts: a resend supersedes the previous one. Sending is limited per number
 * (one per 60 s, five per rolling hour) and per client address (twenty per rolling hour; an IPv6 client by its
 * /64, address-key.ts); a refused send gets RateLimited with the seconds until it would be allowed.
 *
 * At rest a code is only HMAC-SHA-256(server secret, mobile|purpose|code): a plain hash of six
 * digits would give the code back in a million tries to whoever reads the database, the HMAC not without the
 * secret (KeyPair.otpSecret, derived from the key file, never in the database). The code in clear exists only
 * in the message handed to the SMS sink (deps.sms), which keeps nothing in production (app.ts outboxSms).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERRCODE } from '../../contract/ids';
import { Fail, RateLimited, type Deps } from '../context';
import { sql } from '../db/sql';
import { addressKey } from './address-key';

/** smsSend `type`: 0 register, 1 forgotten password, 2 bind mobile. */
export type OtpPurpose = 0 | 1 | 2;

const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_RESEND_SECONDS = 60;
const OTP_TTL_MS = OTP_TTL_SECONDS * 1000;
const OTP_RESEND_MS = OTP_RESEND_SECONDS * 1000;
const OTP_WINDOW_MS = 60 * 60 * 1000;
const OTP_PER_NUMBER = 5;
const OTP_PER_IP = 20;
const OTP_MAX_ATTEMPTS = 5;

const WRONG_CODE = 'Verification code incorrect, expired or already used';

type OtpDeps = Pick<Deps, 'db' | 'clock' | 'keys'>;

function codeHash(deps: Pick<Deps, 'keys'>, mobile: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', deps.keys.otpSecret).update(`${mobile}|${purpose}|${code}`).digest('hex');
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * The bilingual (Thai, English) text of the message; `accountExists` adds that the number already has an
 * account (a registration or bind code for a taken number: only the owner reads it).
 */
function otpText(code: string, accountExists: boolean): string {
  const text =
    `รหัสยืนยันของคุณคือ ${code} ใช้ได้ภายใน 10 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น / ` +
    `Your verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.`;
  if (!accountExists) return text;
  return (
    `${text} เบอร์มือถือนี้มีบัญชีอยู่แล้ว เข้าสู่ระบบหรือตั้งรหัสผ่านใหม่ได้ / ` +
    'This number already has an account: log in, or reset the password.'
  );
}

/** Milliseconds until the `limit`-th newest send in the rolling window leaves it; 0 when under the cap. */
function windowWait(
  deps: Pick<Deps, 'db'>,
  column: 'mobile' | 'ip_key',
  value: string,
  limit: number,
  now: number,
): number {
  const row = sql<[string, number, number], { created_at: number }>(
    deps.db,
    `SELECT created_at FROM otp_codes WHERE ${column} = ? AND created_at > ?
      ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  ).get(value, now - OTP_WINDOW_MS, limit - 1);
  return row ? row.created_at + OTP_WINDOW_MS - now : 0;
}

/** Milliseconds before another code may be sent to `mobile` from the address key `ipKey` (0: now). */
function otpSendWait(deps: Pick<Deps, 'db'>, mobile: string, ipKey: string, now: number): number {
  const last = sql<[string], { at: number | null }>(
    deps.db,
    'SELECT MAX(created_at) AS at FROM otp_codes WHERE mobile = ?',
  ).get(mobile)?.at;
  const resend = last == null ? 0 : last + OTP_RESEND_MS - now;
  return Math.max(
    0,
    resend,
    windowWait(deps, 'mobile', mobile, OTP_PER_NUMBER, now),
    windowWait(deps, 'ip_key', ipKey, OTP_PER_IP, now),
  );
}

interface IssueOtp {
  readonly mobile: string;
  readonly purpose: OtpPurpose;
  readonly ip: string;
  /**
   * False records the send (it counts toward every limit) without delivering it: a forgotten-password
   * request for a number no player has, answered like any other so numbers cannot be probed.
   */
  readonly deliver: boolean;
  /** The number already has an account: the message says so (see otpText). */
  readonly accountExists?: boolean;
}

/** Creates a code and delivers it through deps.sms; RateLimited when a limit is reached. */
export function issueOtp(deps: OtpDeps & Pick<Deps, 'random' | 'sms'>, o: IssueOtp): void {
  const now = deps.clock.now();
  const ipKey = addressKey(o.ip);
  const code = deps.db.transaction((): string => {
    const wait = otpSendWait(deps, o.mobile, ipKey, now);
    if (wait > 0) throw new RateLimited(seconds(wait));
    let digits = '';
    for (let i = 0; i < OTP_LENGTH; i++) digits += String(deps.random.int(10));
    sql(
      deps.db,
      `INSERT INTO otp_codes (mobile, purpose, code_hash, ip, ip_key, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(o.mobile, o.purpose, codeHash(deps, o.mobile, o.purpose, digits), o.ip, ipKey, now, now + OTP_TTL_MS);
    return digits;
  })();
  if (o.deliver) deps.sms.send({ mobile: o.mobile, text: otpText(code, o.accountExists === true), code });
}

interface OtpRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * Checks `code` against the newest code sent to `mobile` for `purpose`. Answers its id (pass it to
 * `useOtp` inside the business transaction); a wrong code counts an attempt (committed at once) and
 * throws Fail 1043, as do a missing, expired, used or exhausted code.
 */
export function matchOtp(deps: OtpDeps, mobile: string, purpose: OtpPurpose, code: string | undefined): number {
  if (code === undefined || code === '') throw new Fail(ERRCODE.WrongCode, 'Verification code required');
  const row = sql<[string, number], OtpRow>(
    deps.db,
    `SELECT id, code_hash, attempts, expires_at, used_at FROM otp_codes
      WHERE mobile = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
  ).get(mobile, purpose);
  const now = deps.clock.now();
  if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new Fail(ERRCODE.WrongCode, WRONG_CODE);
  }
  const given = Buffer.from(codeHash(deps, mobile, purpose, code), 'hex');
  const stored = Buffer.from(row.code_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    sql(deps.db, 'UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    throw new Fail(ERRCODE.WrongCode, WRONG_CODE);
  }
  return row.id;
}

/** Marks a matched code used; Fail 1043 when a concurrent request used it first. Call inside a transaction. */
export function useOtp(deps: Pick<Deps, 'db' | 'clock'>, id: number): void {
  const changed = sql(deps.db, 'UPDATE otp_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(
    deps.clock.now(),
    id,
  ).changes;
  if (changed !== 1) throw new Fail(ERRCODE.WrongCode, WRONG_CODE);
}
