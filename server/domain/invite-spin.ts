/**
 * Invite & Spin (activity InviteUserSpin 20; docs/promotions.md "Invite & Spin (type 20)").
 *
 * Reference-server rules:
 * - Spins earned are counted from facts, never stored (spin_conditions, migration 064): kind 1 the first
 *   login (every player has logged in, once); kind 2 each invited player (users.inviter_id = the player)
 *   who has bound a mobile, up to max_times; kind 3 the player's completed deposits in total reaching
 *   `need` (once per tier). Spins left = earned − spins used (rows of spin_draws), never below zero.
 * - A spin draws a slice of spin_prizes by weight (deps.random.int over the weights' sum) and adds its
 *   amount to the round's progress, capped at spin_config.target. The draw row's PRIMARY KEY (user, seq)
 *   with seq = used + 1 ≤ earned is the last guard: racing spins cannot use a spin twice.
 * - The round is 1 + the player's cash-outs. Exchange, once the round's progress reached the target,
 *   credits the target in coin (ledger kind 'invite_spin', ref '<user>:<round>') and writes the
 *   spin_exchanges row (PRIMARY KEY (user, round)) in the same transaction; the next round starts at 0.
 *   Spins left carry over.
 * - Errcodes: 1001 the activity is off or outside its window (every call but the record), 1010 no spin
 *   left, 1007 cash-out without a bound mobile (inviting needs a bound mobile; money leaves only
 *   to a verified player), 1002 cash-out before the target, 1003 a racing duplicate cash-out.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { inviteConfigs, isActivityOpen } from './activities';
import { isConstraintError } from './activity-rewards';
import { balance, post } from './ledger';
import { totalRecharge, type UserRow } from './users';

type Schemas = components['schemas'];
type SpinPrize = Schemas['SpinPrize'];
type SpinCondition = Schemas['SpinCondition'];

/** Ledger kind of a cash-out. */
export const SPIN_LEDGER_KIND = 'invite_spin';
/** Condition kinds of spin_conditions. */
export const SPIN_CONDITION = { FirstLogin: 1, InviteBound: 2, DepositTotal: 3 } as const;

interface ConditionRow {
  id: number;
  kind: 1 | 2 | 3;
  need: number;
  spins: number;
  max_times: number;
}

export function spinTarget(deps: Pick<Deps, 'db'>): number {
  return sql<[], { target: number }>(deps.db, 'SELECT target FROM spin_config WHERE id = 1').get()?.target ?? 0;
}

export function spinPrizes(deps: Pick<Deps, 'db'>): SpinPrize[] {
  return sql<[], SpinPrize>(deps.db, 'SELECT id, amount, weight FROM spin_prizes ORDER BY sort, id').all();
}

/** Invited players who have bound a mobile (the invites that count: inviting needs a bound mobile). */
export function boundInvites(deps: Pick<Deps, 'db'>, userId: number): number {
  return (
    sql<[number], { n: number }>(
      deps.db,
      'SELECT COUNT(*) AS n FROM users WHERE inviter_id = ? AND mobile IS NOT NULL',
    ).get(userId)?.n ?? 0
  );
}

/** Every condition with how many times the player met it (capped) and the spins it gave. */
export function spinConditions(deps: Pick<Deps, 'db'>, userId: number): SpinCondition[] {
  const rows = sql<[], ConditionRow>(
    deps.db,
    'SELECT id, kind, need, spins, max_times FROM spin_conditions ORDER BY sort, id',
  ).all();
  let invites: number | null = null;
  let deposits: number | null = null;
  return rows.map((r) => {
    let times: number;
    if (r.kind === SPIN_CONDITION.FirstLogin) times = 1;
    else if (r.kind === SPIN_CONDITION.InviteBound) times = invites ??= boundInvites(deps, userId);
    else times = (deposits ??= totalRecharge(deps, userId)) >= r.need ? 1 : 0;
    if (r.max_times > 0) times = Math.min(times, r.max_times);
    return { id: r.id, kind: r.kind, need: r.need, spins: r.spins, maxTimes: r.max_times, times };
  });
}

const spinsUsed = (deps: Pick<Deps, 'db'>, userId: number): number =>
  sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM spin_draws WHERE user_id = ?').get(userId)?.n ?? 0;

const currentRound = (deps: Pick<Deps, 'db'>, userId: number): number =>
  1 +
  (sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM spin_exchanges WHERE user_id = ?').get(userId)?.n ??
    0);

const roundProgress = (deps: Pick<Deps, 'db'>, userId: number, round: number): number =>
  sql<[number, number], { total: number }>(
    deps.db,
    'SELECT COALESCE(SUM(added), 0) AS total FROM spin_draws WHERE user_id = ? AND round = ?',
  ).get(userId, round)?.total ?? 0;

interface Counts {
  readonly open: boolean;
  readonly earned: number;
  readonly used: number;
  readonly round: number;
  readonly progress: number;
  readonly target: number;
  readonly conditions: SpinCondition[];
}

function counts(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Counts {
  const conditions = spinConditions(deps, userId);
  const earned = conditions.reduce((sum, c) => sum + c.times * c.spins, 0);
  const round = currentRound(deps, userId);
  return {
    open: isActivityOpen(deps, ACTIVITY.InviteUserSpin),
    earned,
    used: spinsUsed(deps, userId),
    round,
    progress: roundProgress(deps, userId, round),
    target: spinTarget(deps),
    conditions,
  };
}

function statusOf(c: Counts): Schemas['SpinStatus'] {
  return {
    open: c.open ? 1 : 0,
    spinsLeft: Math.max(0, c.earned - c.used),
    progress: c.progress,
    target: c.target,
    canExchange: c.open && c.target > 0 && c.progress >= c.target ? 1 : 0,
  };
}

/** actInviteUserStatus: the figures the page and the tab need after a change. */
export function spinStatus(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Schemas['SpinStatus'] {
  return statusOf(counts(deps, userId));
}

/** actInviteUser: the whole state of the page. */
export function spinState(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'mobile'>,
): Schemas['SpinState'] {
  const c = counts(deps, user.id);
  return {
    ...statusOf(c),
    spinsEarned: c.earned,
    spinsUsed: c.used,
    round: c.round,
    inviteCount: boundInvites(deps, user.id),
    mobileBound: user.mobile ? 1 : 0,
    prizeList: spinPrizes(deps),
    conditionList: c.conditions,
    inviteConditions: inviteConfigs(deps),
  };
}

/** The slice a draw in [0, Σ weights) lands on. */
export function prizeForDraw(prizes: readonly SpinPrize[], draw: number): SpinPrize {
  let rest = draw;
  for (const p of prizes) {
    if (rest < p.weight) return p;
    rest -= p.weight;
  }
  throw new Error(`draw ${draw} outside the prize table`);
}

/** Draws one slice by weight with deps.random. */
export function drawPrize(deps: Pick<Deps, 'random'>, prizes: readonly SpinPrize[]): SpinPrize {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new Fail(ERRCODE.ActivityNotActive, 'The wheel has no prizes');
  return prizeForDraw(prizes, deps.random.int(total));
}

/** actInviteUserSpin: uses one spin; the slice the wheel stops on and the new figures. */
export function spin(
  deps: Pick<Deps, 'db' | 'clock' | 'random'>,
  userId: number,
): { prizeId: number; amount: number; added: number; status: Schemas['SpinStatus'] } {
  if (!isActivityOpen(deps, ACTIVITY.InviteUserSpin))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    const c = counts(deps, userId);
    if (c.used >= c.earned) throw new Fail(ERRCODE.NothingToReceive, 'No spins left');
    const prize = drawPrize(deps, spinPrizes(deps));
    const added = Math.max(0, Math.min(prize.amount, c.target - c.progress));
    try {
      sql(
        deps.db,
        'INSERT INTO spin_draws (user_id, seq, round, prize_id, amount, added, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(userId, c.used + 1, c.round, prize.id, prize.amount, added, now);
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.NothingToReceive, 'No spins left');
      throw error;
    }
    return { prizeId: prize.id, amount: prize.amount, added, status: spinStatus(deps, userId) };
  })();
}

/** actInviteUserExchange: cashes the round out once its progress reached the target. */
export function exchangeSpin(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'mobile'>,
): { amount: number; coin: number; status: Schemas['SpinStatus'] } {
  if (!isActivityOpen(deps, ACTIVITY.InviteUserSpin))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  if (!user.mobile) throw new Fail(ERRCODE.MobileRequired, 'A bound mobile number is required');
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    const c = counts(deps, user.id);
    if (c.target <= 0 || c.progress < c.target) throw new Fail(ERRCODE.NotEligible, 'Cash-out target not reached');
    try {
      sql(deps.db, 'INSERT INTO spin_exchanges (user_id, round, amount, created_at) VALUES (?, ?, ?, ?)').run(
        user.id,
        c.round,
        c.target,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'This round was already cashed out');
      throw error;
    }
    const credited = post(deps.db, {
      userId: user.id,
      account: 'coin',
      delta: c.target,
      kind: SPIN_LEDGER_KIND,
      ref: `${user.id}:${c.round}`,
      at: now,
    });
    if (!credited) throw new Fail(ERRCODE.GiftClaimed, 'This round was already cashed out');
    return { amount: c.target, coin: balance(deps.db, user.id, 'coin'), status: spinStatus(deps, user.id) };
  })();
}

/** actInviteUserRecord: the player's spins (type 1) and cash-outs (type 2), newest first, paged. */
export function spinRecord(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  pageSize: number,
): Schemas['SpinRecordPage'] {
  const total =
    sql<[number, number], { n: number }>(
      deps.db,
      `SELECT (SELECT COUNT(*) FROM spin_draws WHERE user_id = ?) + (SELECT COUNT(*) FROM spin_exchanges WHERE user_id = ?) AS n`,
    ).get(userId, userId)?.n ?? 0;
  const list = sql<[number, number, number, number], Schemas['SpinRecord']>(
    deps.db,
    `SELECT * FROM (
       SELECT seq AS id, 1 AS type, round, prize_id AS prizeId, amount, created_at AS createTime
         FROM spin_draws WHERE user_id = ?
       UNION ALL
       SELECT round AS id, 2 AS type, round, 0 AS prizeId, amount, created_at AS createTime
         FROM spin_exchanges WHERE user_id = ?
     ) ORDER BY createTime DESC, type DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(userId, userId, pageSize, (page - 1) * pageSize);
  return { list, total, page, pageSize };
}
