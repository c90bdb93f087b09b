/**
 * Login, registration (username, phone with or without a one-time code, green mode), social (LINE) login,
 * one-time codes, binding a mobile, forgotten password and logout.
 *
 * Passwords arrive RSA-OAEP encrypted (key from preLogin), are decrypted here, hashed with scrypt before
 * any transaction, and never stored or answered in any other form.
 */
import { ERRCODE } from '../../contract/ids';
import { defineHandlers, Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { requireMobile, requireNewPassword, requireUsername } from '../domain/account-rules';
import { inviterFromOutUrl } from '../domain/accounts';
import { addressKey } from '../domain/address-key';
import { exchangeLineCode, lineThirdConfig } from '../domain/auth-line';
import { isKnownNetwork, recordLogin } from '../domain/account-security';
import { beginLoginAttempt, clearFailures, playerKey, typedKey, withdrawAttempt } from '../domain/auth-lockout';
import {
  authResult,
  isAccountTaken,
  MOBILE_TAKEN,
  registerPlayer,
  requireRegistrationQuota,
  uniqueViolation,
  USERNAME_TAKEN,
} from '../domain/auth-register';
import { decryptSecret, DUMMY_HASH, hashSecret, verifySecret } from '../domain/crypto';
import { activeExclusion, refuseExcludedLogin } from '../domain/exclusions';
import { networkKey } from '../domain/login-place';
import { issueOtp, matchOtp, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, useOtp, type OtpPurpose } from '../domain/otp';
import { takeTokens, type Bucket } from '../domain/rate-limit';
import { revokeAllSessions, revokeSession } from '../domain/sessions';
import { requireUser, userInfo, type UserRow } from '../domain/users';

const NOT_ENABLED = 'This registration type is not enabled';
/** accountRegist attempts per address (no code to prove, so "taken" answers are capped instead). */
const REGISTER_ATTEMPTS: Bucket = { burst: 20, perSecond: 1 / 60 };
const BAD_LOGIN = 'Account or password incorrect';

/** The player a login names: by account (lower-cased username, or phone number) first, else by mobile. */
function findLoginUser(deps: Pick<Deps, 'db'>, account: string): UserRow | undefined {
  return sql<{ account: string }, UserRow>(
    deps.db,
    `SELECT * FROM users WHERE account = @account OR mobile = @account
      ORDER BY account = @account DESC LIMIT 1`,
  ).get({ account });
}

function findByMobile(deps: Pick<Deps, 'db'>, mobile: string): UserRow | undefined {
  return sql<[string], UserRow>(deps.db, 'SELECT * FROM users WHERE mobile = ?').get(mobile);
}

/**
 * A player whose password (or LINE) proved them: the login history's entry, then a session — or, while a
 * cool-off, self-exclusion or closure is in force, 2401 / 2402 with a withdraw-only session (domain/exclusions.ts).
 */
function admit(
  deps: Deps,
  userId: number,
  origin: string,
  device: unknown,
  client: { ip: string; userAgent: string },
): ReturnType<typeof authResult> {
  const exclusion = activeExclusion(deps, userId);
  if (exclusion) {
    recordLogin(deps, userId, 'excluded', client);
    refuseExcludedLogin(deps, userId, exclusion, client);
  }
  recordLogin(deps, userId, 'ok', client);
  return authResult(deps, userId, origin, device, client);
}

export const authHandlers = defineHandlers({
  preLogin: ({ deps }) => ({
    publicKey: deps.keys.publicKeyPem,
    keyId: deps.keys.keyId,
    algorithm: 'RSA-OAEP-256' as const,
  }),

  accountLogin: async ({ deps, body, origin, ip, userAgent }) => {
    const user = findLoginUser(deps, body.account.toLowerCase());
    // One counter per player, whether the account or the bound mobile was typed; a name nobody has, its own.
    const key = user ? playerKey(user.id) : typedKey(body.account);
    const client = { ip, userAgent };
    let attempt: number;
    try {
      attempt = beginLoginAttempt(deps, key, {
        address: ip,
        network: networkKey(ip),
        knownNetwork: user !== undefined && isKnownNetwork(deps, user.id, ip),
      });
    } catch (error) {
      if (user && error instanceof Fail) recordLogin(deps, user.id, 'locked', client);
      throw error;
    }
    const password = decryptSecret(deps.keys, body.password);
    // Always one scrypt run, whatever is wrong, so every failure costs the same time.
    const matches = await verifySecret(password ?? '', user?.password_hash ?? DUMMY_HASH);
    if (!user || !user.password_hash || password === null || !matches) {
      if (user) recordLogin(deps, user.id, 'password', client);
      throw new Fail(ERRCODE.WrongCredentials, BAD_LOGIN);
    }
    withdrawAttempt(deps, attempt);
    if (user.disabled) throw new Fail(ERRCODE.AccountDisabled, 'Account disabled');
    clearFailures(deps, key);
    return admit(deps, user.id, origin, body.phoneinfoJsonModel, client);
  },

  accountRegist: async ({ deps, body, ip, origin, userAgent }) => {
    const { config } = deps;
    if (config.green || (config.registerType !== 'username' && config.registerType !== 'phoneNoOtp')) {
      throw new Fail(ERRCODE.RegisterTypeDisabled, NOT_ENABLED);
    }
    const byUsername = config.registerType === 'username';
    const account = byUsername ? requireUsername(config, body.account) : requireMobile(config, body.account);
    const password = requireNewPassword(deps, body.password);
    requireRegistrationQuota(deps, ip);
    // No code proves the account here, so "taken" cannot wait for one: every attempt is capped per address.
    takeTokens(deps, [{ key: `register:${addressKey(ip)}`, bucket: REGISTER_ATTEMPTS }]);
    if (isAccountTaken(deps.db, account)) {
      throw byUsername ? new Fail(ERRCODE.UsernameTaken, USERNAME_TAKEN) : new Fail(ERRCODE.MobileTaken, MOBILE_TAKEN);
    }
    const passwordHash = await hashSecret(password, deps.random);
    const invite = inviterFromOutUrl(deps, body.outUrl);
    const user = registerPlayer(deps, {
      player: {
        accountType: byUsername ? 1 : 0,
        account,
        mobile: byUsername ? null : account,
        passwordHash,
        inviterId: invite.inviterId,
        outValue: invite.outValue,
      },
      ip,
      otpId: null,
      accountTakenCode: byUsername ? 1018 : 1045,
    });
    return authResult(deps, user.id, origin, body.phoneinfoJsonModel, { ip, userAgent });
  },

  accountRegist4: async ({ deps, body, ip, origin, userAgent }) => {
    const { config } = deps;
    if (config.registerType !== 'phone' && !config.green) throw new Fail(ERRCODE.RegisterTypeDisabled, NOT_ENABLED);
    const mobile = requireMobile(config, body.account);
    const password = requireNewPassword(deps, body.password);
    if (config.otpStatus === 1 && body.code === undefined)
      throw new Fail(ERRCODE.WrongCode, 'Verification code required');
    requireRegistrationQuota(deps, ip);
    // The code first: until it is proven, a taken number is answered like a free one (no probing numbers).
    const otpId = config.otpStatus === 1 ? matchOtp(deps, mobile, 0, body.code) : null;
    if (otpId === null) takeTokens(deps, [{ key: `register:${addressKey(ip)}`, bucket: REGISTER_ATTEMPTS }]);
    if (isAccountTaken(deps.db, mobile)) throw new Fail(ERRCODE.MobileTaken, MOBILE_TAKEN);
    const passwordHash = await hashSecret(password, deps.random);
    const invite = inviterFromOutUrl(deps, body.outUrl);
    const user = registerPlayer(deps, {
      player: {
        accountType: 0,
        account: mobile,
        mobile,
        passwordHash,
        inviterId: invite.inviterId,
        outValue: invite.outValue,
      },
      ip,
      otpId,
      accountTakenCode: 1045,
    });
    return authResult(deps, user.id, origin, body.phoneinfoJsonModel, { ip, userAgent });
  },

  lineLogin: ({ deps, body, ip, origin, userAgent }) => {
    const user = exchangeLineCode(deps, {
      state: body.state,
      code: body.code,
      codeVerifier: body.codeVerifier,
      ip,
      outUrl: body.outUrl,
    });
    if (user.disabled) throw new Fail(ERRCODE.AccountDisabled, 'Account disabled');
    return admit(deps, user.id, origin, body.phoneinfoJsonModel, { ip, userAgent });
  },

  // The only LINE provider is the sandbox stand-in: offered only while it is on (config.sandboxLogin).
  getLoginThirdConfigList: ({ deps, origin }) => ({
    appLoginThirdConfigList: deps.config.sandboxLogin ? [lineThirdConfig(origin)] : [],
  }),

  smsSend: ({ deps, body, ip }) => {
    const mobile = requireMobile(deps.config, body.mobile);
    const purpose = body.type as OtpPurpose;
    // Every send is answered alike and counts toward every limit, whoever has the number; only the SMS
    // differs, and only the number's owner reads it. A reset for a number nobody has delivers nothing; a
    // registration or bind code for a taken number also says the number already has an account (the
    // registration or binding itself answers 1045 once that code is proven).
    if (purpose === 1) {
      issueOtp(deps, { mobile, purpose, ip, deliver: findByMobile(deps, mobile) !== undefined });
    } else {
      issueOtp(deps, { mobile, purpose, ip, deliver: true, accountExists: isAccountTaken(deps.db, mobile) });
    }
    return { resendSeconds: OTP_RESEND_SECONDS, expireSeconds: OTP_TTL_SECONDS };
  },

  bindAccount: ({ deps, body, caller }) => {
    const user = requireUser(deps, caller.userId);
    if (user.mobile) throw new Fail(ERRCODE.MobileBound, 'A mobile number is already bound to this account');
    const mobile = requireMobile(deps.config, body.mobile);
    // The code first, as for registration: a taken number is named only to whoever proved it.
    const otpId = deps.config.otpStatus === 1 ? matchOtp(deps, mobile, 2, body.code) : null;
    if (isAccountTaken(deps.db, mobile)) throw new Fail(ERRCODE.MobileTaken, MOBILE_TAKEN);
    try {
      deps.db.transaction(() => {
        if (otpId !== null) useOtp(deps, otpId);
        const bound = sql(
          deps.db,
          'UPDATE users SET mobile = ?, mobile_bound_at = ? WHERE id = ? AND mobile IS NULL',
        ).run(mobile, deps.clock.now(), user.id).changes;
        if (bound !== 1) throw new Fail(ERRCODE.MobileBound, 'A mobile number is already bound to this account');
      })();
    } catch (error) {
      throw uniqueViolation(error, 1045) ?? error;
    }
    return { user: userInfo(deps, requireUser(deps, user.id)) };
  },

  forgetPassword: async ({ deps, body }) => {
    const mobile = requireMobile(deps.config, body.mobile);
    const password = requireNewPassword(deps, body.password);
    const user = findByMobile(deps, mobile);
    if (!user) throw new Fail(ERRCODE.WrongCode, 'Verification code incorrect, expired or already used');
    const otpId = matchOtp(deps, mobile, 1, body.code);
    const passwordHash = await hashSecret(password, deps.random);
    const now = deps.clock.now();
    deps.db.transaction(() => {
      useOtp(deps, otpId);
      sql(deps.db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
      revokeAllSessions(deps.db, user.id, now);
    })();
    clearFailures(deps, playerKey(user.id));
    return {};
  },

  logout: ({ deps, caller }) => {
    revokeSession(deps.db, caller.tokenHash, deps.clock.now());
    return {};
  },
});
