/**
 * The player's own details: task and achievement progress, the superior (set once, never a cycle),
 * nickname and avatar, the extra profile details (e-mail, gender, address) and short share links.
 */
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { isSiteUrl } from '../config';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { requireUser } from './users';

type Schemas = components['schemas'];

// ───────────── tasks ─────────────

interface TaskRow {
  task_id: number;
  kind: 'task' | 'achieve';
  progress: number;
  target: number;
  done_at: number | null;
  updated_at: number;
}

/**
 * Task user of spec §3. A task is complete when progress ≥ target; done_at is when its award was
 * received. canReceiveTaskAward: a complete task whose award is not received yet.
 */
export function taskUser(deps: Pick<Deps, 'db'>, userId: number): Schemas['TaskUser'] {
  const rows = sql<[number], TaskRow>(
    deps.db,
    'SELECT task_id, kind, progress, target, done_at, updated_at FROM tasks WHERE user_id = ? ORDER BY task_id',
  ).all(userId);
  const taskData: Record<string, Schemas['TaskProgress']> = {};
  const achieveData: Record<string, Schemas['TaskProgress']> = {};
  let achieveNum = 0;
  let canReceive = false;
  for (const r of rows) {
    const complete = r.progress >= r.target;
    const entry: Schemas['TaskProgress'] = {
      progress: Math.max(0, r.progress),
      target: Math.max(0, r.target),
      done: complete ? 1 : 0,
      time: r.updated_at,
    };
    if (r.kind === 'task') {
      taskData[String(r.task_id)] = entry;
      if (complete && r.done_at === null) canReceive = true;
    } else {
      achieveData[String(r.task_id)] = entry;
      if (complete) achieveNum += 1;
    }
  }
  return { achieveNum, achieveData, taskData, canReceiveTaskAward: canReceive ? 1 : 0 };
}

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

const NICKNAME_MAX = 24;
/** Control characters (Unicode category Cc), bidirectional overrides and angle brackets are refused in free text. */
const UNSAFE_TEXT = /[\p{Cc}\u202a-\u202e\u2066-\u2069<>]/u;

export function updateProfile(
  deps: Pick<Deps, 'db'>,
  userId: number,
  change: { nickname?: string; avatar?: number },
): void {
  const updates: { nickname?: string; avatar?: number } = {};
  if (change.nickname !== undefined) {
    const nickname = change.nickname.trim();
    const length = [...nickname].length;
    if (length < 1 || length > NICKNAME_MAX || UNSAFE_TEXT.test(nickname)) {
      throw new Fail(
        ERRCODE.ProfileValueInvalid,
        `Nickname must be 1-${NICKNAME_MAX} characters without control characters or < >`,
      );
    }
    updates.nickname = nickname;
  }
  if (change.avatar !== undefined) {
    if (!Number.isInteger(change.avatar) || change.avatar < 1 || change.avatar > 12) {
      throw new Fail(ERRCODE.ProfileValueInvalid, 'Avatar must be 1-12');
    }
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

export function userOther(deps: Pick<Deps, 'db'>, userId: number): Schemas['UserOther'] {
  const kyc = sql<[number], { real_name: string; birthday: string }>(
    deps.db,
    'SELECT real_name, birthday FROM kyc WHERE user_id = ?',
  ).get(userId);
  const other = sql<[number], { email: string; gender: number; address: string }>(
    deps.db,
    'SELECT email, gender, address FROM user_other WHERE user_id = ?',
  ).get(userId);
  const gender = other?.gender;
  return {
    realName: kyc?.real_name ?? '',
    birthday: kyc?.birthday ?? '',
    email: other?.email ?? '',
    gender: gender === 1 || gender === 2 ? gender : 0,
    address: other?.address ?? '',
  };
}

const EMAIL_MAX = 120;
const ADDRESS_MAX = 200;

export function updateUserOther(
  deps: Pick<Deps, 'db'>,
  userId: number,
  change: { email?: string; gender?: 0 | 1 | 2; address?: string },
): void {
  let email: string | null = null;
  if (change.email !== undefined) {
    email = change.email.trim().toLowerCase();
    if (email.length > EMAIL_MAX || !/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(email) || UNSAFE_TEXT.test(email)) {
      throw new Fail(ERRCODE.ProfileValueInvalid, 'E-mail address invalid');
    }
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
  requireUser(deps, userId);
  sql(
    deps.db,
    `INSERT INTO user_other (user_id, email, gender, address) VALUES (?, COALESCE(?, ''), COALESCE(?, 0), COALESCE(?, ''))
     ON CONFLICT (user_id) DO UPDATE SET email = COALESCE(?, email), gender = COALESCE(?, gender),
                                         address = COALESCE(?, address)`,
  ).run(userId, email, gender, address, email, gender, address);
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
