/**
 * The player's own details: the superior (set once, never a cycle),
 * nickname and avatar, the extra profile details (real name, birthday, e-mail, gender, address) and short
 * share links.
 */
import { ERRCODE } from '../../contract/ids';
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PROFILE_MIN_AGE,
  REAL_NAME_MAX,
  REAL_NAME_MIN,
  ageOnDay,
  emailValid,
  nicknameProblem,
  realNameProblem,
  tidyName,
  utcDay,
} from '../../contract/profile-rules';
import type { components } from '../../contract/schema';
import { isSiteUrl } from '../config';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { AVATAR_NUMBERS } from './asset-urls';
import { requireUser } from './users';

type Schemas = components['schemas'];

// ───────────── superior ─────────────

/** Longest superior chain walked when looking for a cycle. */
const MAX_CHAIN = 10_000;

/** Sets the player's superior once (2101 already set, 2103 self or a cycle, 2102 unknown). */
export function setSuperior(deps: Pick<Deps, 'db'>, userId: number, pid: number): void {
  const { db } = deps;
  db.transaction(() => {
    const me = requireUser(deps, userId);
    if (me.pid !== null) throw new Fail(ERRCODE.SuperiorSet, 'A superior is already set');
    if (pid === userId) throw new Fail(ERRCODE.SuperiorSelf, 'A player cannot be their own superior');
    const parentOf = sql<[number], { pid: number | null }>(db, 'SELECT pid FROM users WHERE id = ?');
    if (!parentOf.get(pid)) throw new Fail(ERRCODE.SuperiorNotFound, 'Superior not found');
    // Walk up from the new superior: reaching the player would close a cycle.
    const seen = new Set<number>();
    let cursor: number | null = pid;
    while (cursor !== null && !seen.has(cursor) && seen.size < MAX_CHAIN) {
      if (cursor === userId) throw new Fail(ERRCODE.SuperiorSelf, 'A player cannot be their own superior');
      seen.add(cursor);
      cursor = parentOf.get(cursor)?.pid ?? null;
    }
    const set = sql(db, 'UPDATE users SET pid = ? WHERE id = ? AND pid IS NULL').run(pid, userId);
    if (set.changes === 0) throw new Fail(ERRCODE.SuperiorSet, 'A superior is already set');
  })();
}

// ───────────── nickname and avatar ─────────────

/** Control characters (Unicode category Cc), bidirectional overrides and angle brackets are refused in free text. */
const UNSAFE_TEXT = /[\p{Cc}\u202a-\u202e\u2066-\u2069<>]/u;

/** Nickname and avatar by the rules of contract/profile-rules.ts (2105 with the reason otherwise). */
export function updateProfile(
  deps: Pick<Deps, 'db'>,
  userId: number,
  change: { nickname?: string; avatar?: number },
): void {
  const updates: { nickname?: string; avatar?: number } = {};
  if (change.nickname !== undefined) {
    const nickname = tidyName(change.nickname);
    const problem = nicknameProblem(nickname);
    if (problem === 'length')
      throw new Fail(ERRCODE.ProfileValueInvalid, `Nickname must be ${NICKNAME_MIN}-${NICKNAME_MAX} characters`);
    if (problem === 'chars')
      throw new Fail(ERRCODE.ProfileValueInvalid, 'Nickname may hold letters, digits, spaces, _ . and - only');
    updates.nickname = nickname;
  }
  if (change.avatar !== undefined) {
    if (!AVATAR_NUMBERS.includes(change.avatar))
      throw new Fail(ERRCODE.ProfileValueInvalid, `Avatar must be one of ${AVATAR_NUMBERS.join(', ')}`);
    updates.avatar = change.avatar;
  }
  if (updates.nickname === undefined && updates.avatar === undefined)
    throw new Fail(ERRCODE.ProfileValueInvalid, 'Nothing to change');
  requireUser(deps, userId);
  sql(deps.db, 'UPDATE users SET nickname = COALESCE(?, nickname), avatar = COALESCE(?, avatar) WHERE id = ?').run(
    updates.nickname ?? null,
    updates.avatar ?? null,
    userId,
  );
}

// ───────────── extra details ─────────────

interface OtherRow {
  email: string;
  gender: number;
  address: string;
  real_name: string;
  birthday: string;
}

/**
 * The extra details. Real name and birthday come from identity verification once it is submitted
 * (`verified` 1, read-only), else from what the player set here.
 */
export function userOther(deps: Pick<Deps, 'db'>, userId: number): Schemas['UserOther'] {
  const kyc = sql<[number], { real_name: string; birthday: string }>(
    deps.db,
    'SELECT real_name, birthday FROM kyc WHERE user_id = ?',
  ).get(userId);
  const other = sql<[number], OtherRow>(
    deps.db,
    'SELECT email, gender, address, real_name, birthday FROM user_other WHERE user_id = ?',
  ).get(userId);
  const gender = other?.gender;
  return {
    realName: kyc?.real_name ?? other?.real_name ?? '',
    birthday: kyc?.birthday ?? other?.birthday ?? '',
    verified: kyc ? 1 : 0,
    email: other?.email ?? '',
    gender: gender === 1 || gender === 2 ? gender : 0,
    address: other?.address ?? '',
  };
}

const ADDRESS_MAX = 200;

export interface OtherChange {
  realName?: string;
  birthday?: string;
  email?: string;
  gender?: 0 | 1 | 2;
  address?: string;
}

/**
 * Changes the fields sent, each checked by contract/profile-rules.ts: 2105 for a malformed value, 2015 for a
 * birthday under 21, 2106 for a real name or birthday after identity verification supplied them. An empty
 * real name, birthday or e-mail clears it.
 */
export function updateUserOther(deps: Pick<Deps, 'db' | 'clock'>, userId: number, change: OtherChange): void {
  let realName: string | null = null;
  if (change.realName !== undefined) {
    realName = tidyName(change.realName);
    const problem = realName === '' ? null : realNameProblem(realName);
    if (problem === 'length')
      throw new Fail(ERRCODE.ProfileValueInvalid, `Real name must be ${REAL_NAME_MIN}-${REAL_NAME_MAX} characters`);
    if (problem === 'chars')
      throw new Fail(ERRCODE.ProfileValueInvalid, "Real name may hold letters, spaces, . - and ' only");
  }
  let birthday: string | null = null;
  if (change.birthday !== undefined) {
    birthday = change.birthday.trim();
    if (birthday !== '') {
      const age = ageOnDay(birthday, utcDay(deps.clock.now()));
      if (age === null) throw new Fail(ERRCODE.ProfileValueInvalid, 'Birthday must be a real past date YYYY-MM-DD');
      if (age < PROFILE_MIN_AGE) throw new Fail(ERRCODE.UnderAge, `Players must be ${PROFILE_MIN_AGE} or older`);
    }
  }
  let email: string | null = null;
  if (change.email !== undefined) {
    email = change.email.trim().toLowerCase();
    if (email !== '' && (!emailValid(email) || UNSAFE_TEXT.test(email)))
      throw new Fail(ERRCODE.ProfileValueInvalid, 'E-mail address invalid');
  }
  let address: string | null = null;
  if (change.address !== undefined) {
    address = change.address.trim();
    if ([...address].length > ADDRESS_MAX || UNSAFE_TEXT.test(address))
      throw new Fail(ERRCODE.ProfileValueInvalid, 'Address invalid');
  }
  const gender = change.gender ?? null;
  if (gender !== null && gender !== 0 && gender !== 1 && gender !== 2)
    throw new Fail(ERRCODE.ProfileValueInvalid, 'Gender invalid');
  const { db } = deps;
  db.transaction(() => {
    requireUser(deps, userId);
    if (realName !== null || birthday !== null) {
      const current = userOther(deps, userId);
      const changes =
        (realName !== null && realName !== current.realName) || (birthday !== null && birthday !== current.birthday);
      if (current.verified === 1 && changes)
        throw new Fail(ERRCODE.ProfileVerified, 'Real name and birthday come from identity verification');
    }
    sql(
      db,
      `INSERT INTO user_other (user_id, email, gender, address, real_name, birthday)
         VALUES (?, COALESCE(?, ''), COALESCE(?, 0), COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''))
       ON CONFLICT (user_id) DO UPDATE SET email = COALESCE(?, email), gender = COALESCE(?, gender),
         address = COALESCE(?, address), real_name = COALESCE(?, real_name), birthday = COALESCE(?, birthday)`,
    ).run(userId, email, gender, address, realName, birthday, email, gender, address, realName, birthday);
  })();
}

// ───────────── short links ─────────────

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHORT_CODE = /^[0-9A-Za-z]{7}$/;

/**
 * A 7-character code for a URL of this site — on PUBLIC_URL or one of ALLOWED_ORIGINS, never judged by the
 * request's Host (2105 for any other origin). The same player shortening the same URL gets the same code.
 */
export function shortCode(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>, userId: number, url: string): string {
  if (!isSiteUrl(deps.config, url))
    throw new Fail(ERRCODE.ProfileValueInvalid, 'Only links of this site can be shortened');
  const href = new URL(url).href;
  const { db } = deps;
  return db.transaction((): string => {
    const existing = sql<[number, string], { code: string }>(
      db,
      'SELECT code FROM short_urls WHERE user_id = ? AND url = ?',
    ).get(userId, href);
    if (existing) return existing.code;
    const taken = sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM short_urls WHERE code = ?');
    let code = '';
    do {
      code = '';
      for (let i = 0; i < 7; i++) code += BASE62[deps.random.int(BASE62.length)];
    } while (taken.get(code));
    sql(db, 'INSERT INTO short_urls (code, url, user_id, created_at) VALUES (?, ?, ?, ?)').run(
      code,
      href,
      userId,
      deps.clock.now(),
    );
    return code;
  })();
}

/** Where a short link goes; null when unknown or no longer a URL of this site (links stored before PUBLIC_URL). */
export function resolveShortCode(deps: Pick<Deps, 'db' | 'config'>, code: string): string | null {
  if (!SHORT_CODE.test(code)) return null;
  const url = sql<[string], { url: string }>(deps.db, 'SELECT url FROM short_urls WHERE code = ?').get(code)?.url;
  return url && isSiteUrl(deps.config, url) ? url : null;
}
