/**
 * The task engine (getTaskUser; task types: TASK_TYPE in contract/ids.ts): daily tasks, one-off tasks and
 * achievements, their progress, the claim of their rewards, and the share and follow link opens they count.
 *
 * Reference-server rules:
 * - Progress is counted, never stored: from the player's sessions (Login 1: a session begun or used in the
 *   period), bound mobile (Bind 2), game rounds (PlayGame 6; PlayTiger/PlayLuckyNeko 3 by the task's
 *   game), completed deposits (FirstPay 5, TodayPay 14), login-pay cards bought (Shop 12), and the opens
 *   recorded in task_events (share 7–11 and TodayShareSpin 15 through /s/<code>, follow A–D 4, 13, 16, 17
 *   through /t/<code>). So a sequence of actions cannot leave a count behind, and a day change resets
 *   every daily task by itself.
 * - Periods: a daily task's is the country's local day (activity-time.ts; it resets at local midnight);
 *   a one-off task's and an achievement's is 'all'. Progress is shown capped at the target.
 * - taskData lists the daily and one-off tasks with progress > 0, achieveData the achievements with
 *   progress > 0 (a key is absent before anything counted). Task 105 is FirstPay: its key appears with the
 *   first completed deposit, so "taskData key 105 means the first recharge is done" holds; the
 *   marker row recharge-effects writes in `tasks` says the same.
 * - A claim (receiveTaskAward) credits a complete task's reward items once per period: a task_claims row
 *   unique per (user, task, period) and ledger refs carrying the same key, in one transaction. Coin 2001
 *   and points 2002 go through the ledger; other items are prop grants.
 * - canReceiveTaskAward (and the session's dotFlags.hasTask): some enabled task is complete in its
 *   current period and not claimed in it.
 */
import { ERRCODE, TASK_TYPE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { activity } from '../../contract/paths';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { nextLocalMidnight, localDay } from './activity-time';
import { addressKey } from './address-key';
import { creditItem } from './activity-rewards';
import { balances } from './ledger';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];
type TaskKind = 'daily' | 'once' | 'achieve';

const FOLLOW_TYPES: readonly number[] = [TASK_TYPE.FollowA, TASK_TYPE.FollowB, TASK_TYPE.FollowC, TASK_TYPE.FollowD];
const DAY_MS = 24 * 60 * 60 * 1000;
const END_OF_TIME = Number.MAX_SAFE_INTEGER;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LINK_CODE = /^[0-9A-Za-z]{12}$/;

interface TaskDefRow {
  id: number;
  type: number;
  kind: TaskKind;
  target: number;
  game_id: number | null;
  social_id: number | null;
  rewards: string;
  sort: number;
}

export interface TaskDef {
  readonly id: number;
  readonly type: number;
  readonly kind: TaskKind;
  readonly target: number;
  readonly gameId: number | null;
  readonly socialId: number | null;
  readonly rewards: readonly PrizeItem[];
}

type TaskDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

function parseRewards(json: string): PrizeItem[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((r: unknown) => {
    const item = r as { id?: unknown; count?: unknown };
    return Number.isSafeInteger(item.id) && Number.isSafeInteger(item.count) && (item.count as number) > 0
      ? [{ id: item.id as number, count: item.count as number }]
      : [];
  });
}

const toDef = (r: TaskDefRow): TaskDef => ({
  id: r.id,
  type: r.type,
  kind: r.kind,
  target: r.target,
  gameId: r.game_id,
  socialId: r.social_id,
  rewards: parseRewards(r.rewards),
});

/** The enabled tasks, in their display order. */
export function taskDefs(deps: Pick<Deps, 'db'>): TaskDef[] {
  return sql<[], TaskDefRow>(
    deps.db,
    'SELECT id, type, kind, target, game_id, social_id, rewards, sort FROM task_defs WHERE enabled = 1 ORDER BY sort, id',
  )
    .all()
    .map(toDef);
}

function findDef(deps: Pick<Deps, 'db'>, taskId: number): TaskDef | undefined {
  const row = sql<[number], TaskDefRow>(
    deps.db,
    'SELECT id, type, kind, target, game_id, social_id, rewards, sort FROM task_defs WHERE id = ? AND enabled = 1',
  ).get(taskId);
  return row ? toDef(row) : undefined;
}

export interface Period {
  /** The claim key: the local day 'YYYY-MM-DD' of a daily task, 'all' otherwise. */
  readonly key: string;
  readonly from: number;
  /** Exclusive end (the next local midnight for a daily task). */
  readonly to: number;
}

/** The period of a task kind at an instant. */
export function periodOf(deps: Pick<Deps, 'config'>, kind: TaskKind, now: number): Period {
  if (kind !== 'daily') return { key: 'all', from: 0, to: END_OF_TIME };
  const to = nextLocalMidnight(deps.config.country, now);
  return { key: localDay(deps.config.country, now), from: to - DAY_MS, to };
}

interface Count {
  readonly n: number;
  /** Time of the latest counted record (0 when none or unknown). */
  readonly last: number;
}

/** How much of a task the player did in a period. */
function countFor(deps: Pick<Deps, 'db'>, userId: number, def: TaskDef, p: Period): Count {
  const { db } = deps;
  type Row = { n: number; last: number | null };
  const out = (r: Row | undefined): Count => ({ n: r?.n ?? 0, last: r?.last ?? 0 });
  switch (def.type) {
    case TASK_TYPE.Login: {
      const r = sql<[number, number, number, number, number], Row>(
        db,
        `SELECT COUNT(*) AS n, MAX(last_seen_at) AS last FROM sessions WHERE user_id = ?
           AND ((created_at >= ? AND created_at < ?) OR (last_seen_at >= ? AND last_seen_at < ?))`,
      ).get(userId, p.from, p.to, p.from, p.to);
      return { n: Math.min(1, r?.n ?? 0), last: r?.last ?? 0 };
    }
    case TASK_TYPE.Bind: {
      const r = sql<[number], { mobile: string | null }>(db, 'SELECT mobile FROM users WHERE id = ?').get(userId);
      return { n: r?.mobile ? 1 : 0, last: 0 };
    }
    case TASK_TYPE.PlayNamedGame:
      return out(
        sql<[number, number, number, number], Row>(
          db,
          `SELECT COUNT(*) AS n, MAX(created_at) AS last FROM game_rounds
            WHERE user_id = ? AND game_id = ? AND created_at >= ? AND created_at < ?`,
        ).get(userId, def.gameId ?? 0, p.from, p.to),
      );
    case TASK_TYPE.PlayGame:
      return out(
        sql<[number, number, number], Row>(
          db,
          `SELECT COUNT(*) AS n, MAX(created_at) AS last FROM game_rounds
            WHERE user_id = ? AND created_at >= ? AND created_at < ?`,
        ).get(userId, p.from, p.to),
      );
    case TASK_TYPE.FirstPay:
    case TASK_TYPE.TodayPay: {
      const r = out(
        sql<[number, number, number], Row>(
          db,
          `SELECT COUNT(*) AS n, MAX(done_at) AS last FROM recharge_orders
            WHERE user_id = ? AND status = 'done' AND done_at >= ? AND done_at < ?`,
        ).get(userId, p.from, p.to),
      );
      return def.type === TASK_TYPE.FirstPay ? { n: Math.min(1, r.n), last: r.last } : r;
    }
    case TASK_TYPE.Shop:
      return out(
        sql<[number, number, number], Row>(
          db,
          `SELECT COUNT(*) AS n, MAX(bought_at) AS last FROM login_pay_cards
            WHERE user_id = ? AND bought_at >= ? AND bought_at < ?`,
        ).get(userId, p.from, p.to),
      );
    default:
      // Share 7–11, TodayShareSpin 15, follow A–D: the recorded opens.
      return out(
        sql<[number, number, number, number], Row>(
          db,
          `SELECT COUNT(*) AS n, MAX(at) AS last FROM task_events
            WHERE user_id = ? AND type = ? AND at >= ? AND at < ?`,
        ).get(userId, def.type, p.from, p.to),
      );
  }
}

export interface TaskState {
  readonly def: TaskDef;
  readonly period: Period;
  /** Capped at the target. */
  readonly progress: number;
  readonly time: number;
  readonly complete: boolean;
  readonly received: boolean;
}

/** Every enabled task's state for the player now. */
export function taskStates(deps: TaskDeps, userId: number, now = deps.clock.now()): TaskState[] {
  const claimed = sql<[number, number, string], { one: number }>(
    deps.db,
    'SELECT 1 AS one FROM task_claims WHERE user_id = ? AND task_id = ? AND period = ?',
  );
  return taskDefs(deps).map((def) => {
    const period = periodOf(deps, def.kind, now);
    const count = countFor(deps, userId, def, period);
    const progress = Math.min(count.n, def.target);
    return {
      def,
      period,
      progress,
      time: count.last,
      complete: count.n >= def.target,
      received: Boolean(claimed.get(userId, def.id, period.key)),
    };
  });
}

/** Whether a task is complete and not claimed in its period (drives the tasks red dot). */
export function hasPendingTask(deps: TaskDeps, userId: number): boolean {
  return taskStates(deps, userId).some((s) => s.complete && !s.received);
}

/** The player's follow link code of a follow task: made once, kept (also the follow-rewards proof). */
export function followLink(deps: Pick<Deps, 'db' | 'clock' | 'random'>, userId: number, taskId: number): string {
  const { db } = deps;
  return db.transaction((): string => {
    const existing = sql<[number, number], { code: string }>(
      db,
      'SELECT code FROM task_links WHERE user_id = ? AND task_id = ?',
    ).get(userId, taskId);
    if (existing) return existing.code;
    const taken = sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM task_links WHERE code = ?');
    let code = '';
    do {
      code = '';
      for (let i = 0; i < 12; i++) code += BASE62[deps.random.int(BASE62.length)];
    } while (taken.get(code));
    sql(db, 'INSERT INTO task_links (code, user_id, task_id, created_at) VALUES (?, ?, ?, ?)').run(
      code,
      userId,
      taskId,
      deps.clock.now(),
    );
    return code;
  })();
}

/** Task user (getTaskUser) with the task list the tasks page renders (a reference-server addition). */
export function taskUser(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'random'>,
  userId: number,
  origin: string,
): Schemas['TaskUser'] & { taskList: Schemas['TaskItem'][]; resetTime: number } {
  const now = deps.clock.now();
  const states = taskStates(deps, userId, now);
  const taskData: Record<string, Schemas['TaskProgress']> = {};
  const achieveData: Record<string, Schemas['TaskProgress']> = {};
  let achieveNum = 0;
  for (const s of states) {
    if (s.def.kind === 'achieve' && s.complete) achieveNum += 1;
    if (s.progress === 0) continue;
    const entry: Schemas['TaskProgress'] = {
      progress: s.progress,
      target: s.def.target,
      done: s.complete ? 1 : 0,
      time: s.time,
    };
    (s.def.kind === 'achieve' ? achieveData : taskData)[String(s.def.id)] = entry;
  }
  const taskList = states.map((s): Schemas['TaskItem'] => ({
    id: s.def.id,
    type: s.def.type,
    kind: s.def.kind,
    target: s.def.target,
    progress: s.progress,
    received: s.received ? 1 : 0,
    rewards: [...s.def.rewards],
    gameId: s.def.gameId ?? 0,
    link: FOLLOW_TYPES.includes(s.def.type) ? `${origin}/t/${followLink(deps, userId, s.def.id)}` : '',
  }));
  return {
    achieveNum,
    achieveData,
    taskData,
    canReceiveTaskAward: states.some((s) => s.complete && !s.received) ? 1 : 0,
    taskList,
    resetTime: nextLocalMidnight(deps.config.country, now),
  };
}

/**
 * Credits a complete task's rewards once in its period. 2301 unknown or disabled task, 2302 not complete,
 * 2303 already claimed in this period (the task_claims key decides, however many requests race).
 */
export function receiveTaskAward(
  deps: TaskDeps,
  userId: number,
  taskId: number,
): { propList: PrizeItem[]; coin: number; lottery: number } {
  const { db } = deps;
  const def = findDef(deps, taskId);
  if (!def) throw new Fail(ERRCODE.TaskNotFound, 'Task not found');
  const now = deps.clock.now();
  return db.transaction(() => {
    const period = periodOf(deps, def.kind, now);
    if (countFor(deps, userId, def, period).n < def.target)
      throw new Fail(ERRCODE.TaskNotComplete, 'This task is not complete yet');
    const claim = sql(
      db,
      'INSERT OR IGNORE INTO task_claims (user_id, task_id, period, created_at) VALUES (?, ?, ?, ?)',
    ).run(userId, def.id, period.key, now);
    if (claim.changes === 0) throw new Fail(ERRCODE.TaskClaimed, 'This task award has already been received');
    const ref = `${userId}:${def.id}:${period.key}`;
    for (const item of def.rewards) {
      creditItem(db, { userId, item, kind: 'task', ledgerRef: ref, grantRef: ref, at: now });
    }
    const b = balances(db, userId);
    return { propList: [...def.rewards], coin: b.coin, lottery: b.lottery };
  })();
}

// ───────────── link opens ─────────────

/** Counted opens of one player's share links per share type and local day: what an open can add, at most. */
export const SHARE_OPENS_PER_DAY = 20;

/**
 * Who opened a share link. A browser following a link sends no token, and a cookie is erased at
 * will, so the visitor is the client address's rate-limit key (address-key.ts: an IPv4 address, an IPv6 /64),
 * and also the player when the request carries a session (`Authorization: Bearer`).
 */
export interface ShareVisitor {
  readonly addressKey: string;
  readonly userId: number | null;
}

/**
 * An open of a short share link (/s/<code>) counts for the link's owner: share type `via` (7–11, the network
 * the client shared to) when given, TodayShareSpin 15 for a link to the spin activity, else share 7.
 *
 * It counts once per distinct visitor who is not the owner: not when the visitor is the owner
 * (their session, or the address key of one of their live sessions), not when this visitor (address key or
 * player) already counted for this owner, type and local day, and not beyond SHARE_OPENS_PER_DAY for the
 * owner, type and day. Only counted opens are stored. Answers whether it counted.
 */
export function recordShareOpen(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  code: string,
  via: string | undefined,
  visitor: ShareVisitor,
): boolean {
  const { db } = deps;
  const row = sql<[string], { user_id: number; url: string }>(
    db,
    'SELECT user_id, url FROM short_urls WHERE code = ?',
  ).get(code);
  if (!row) return false;
  const owner = row.user_id;
  if (visitor.userId === owner) return false;
  const viaType = Number(via);
  let type: number = TASK_TYPE.Share1;
  if (Number.isInteger(viaType) && viaType >= TASK_TYPE.Share1 && viaType <= TASK_TYPE.Share5) type = viaType;
  else if (new URL(row.url).pathname === activity('spin')) type = TASK_TYPE.TodayShareSpin;
  const now = deps.clock.now();
  const day = periodOf(deps, 'daily', now);
  return db.transaction((): boolean => {
    const ownAddresses = sql<[number, number], { ip: string }>(
      db,
      'SELECT DISTINCT ip FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?',
    ).all(owner, now);
    // An anonymous open from an address the owner is signed in from is the owner's own; a signed-in visitor is
    // known by their account (another player on the owner's network — a family's Wi-Fi — counts once a day).
    if (visitor.userId === null && ownAddresses.some((s) => s.ip !== '' && addressKey(s.ip) === visitor.addressKey))
      return false;
    // visitor_user = NULL is never true: an anonymous visitor is known by its address key only.
    const seen = sql<[string, number | null, number, number, number, number], { n: number; visited: number | null }>(
      db,
      `SELECT COUNT(*) AS n, SUM(visitor_key = ? OR visitor_user = ?) AS visited FROM task_events
        WHERE user_id = ? AND type = ? AND at >= ? AND at < ?`,
    ).get(visitor.addressKey, visitor.userId, owner, type, day.from, day.to);
    if ((seen?.visited ?? 0) > 0 || (seen?.n ?? 0) >= SHARE_OPENS_PER_DAY) return false;
    sql(db, 'INSERT INTO task_events (user_id, type, at, visitor_key, visitor_user) VALUES (?, ?, ?, ?, ?)').run(
      owner,
      type,
      now,
      visitor.addressKey,
      visitor.userId,
    );
    return true;
  })();
}

/**
 * Where a follow link (/t/<code>) goes after recording the open; null for an unknown code or page. A follow
 * task asks for one open, so one a player, type and local day is stored, however often the link is opened.
 */
export function openFollowLink(deps: Pick<Deps, 'db' | 'clock' | 'config'>, code: string): string | null {
  if (!LINK_CODE.test(code)) return null;
  const row = sql<[string], { user_id: number; type: number; url: string | null }>(
    deps.db,
    `SELECT l.user_id, d.type, m.url FROM task_links l JOIN task_defs d ON d.id = l.task_id
       LEFT JOIN social_media m ON m.id = d.social_id WHERE l.code = ?`,
  ).get(code);
  if (!row?.url || !/^https:\/\//.test(row.url)) return null;
  const day = periodOf(deps, 'daily', deps.clock.now());
  sql(
    deps.db,
    `INSERT INTO task_events (user_id, type, at) SELECT ?, ?, ? WHERE NOT EXISTS
       (SELECT 1 FROM task_events WHERE user_id = ? AND type = ? AND at >= ? AND at < ?)`,
  ).run(row.user_id, row.type, deps.clock.now(), row.user_id, row.type, day.from, day.to);
  return row.url;
}
