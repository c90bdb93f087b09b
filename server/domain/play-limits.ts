/**
 * Loss limits, the session-time limit, the reality check and the limit offer
 * (docs/player-protection.md). The limits themselves are the one mechanism of deposit-limits.ts (table
 * player_limits, kinds 'loss' and 'session'): a first or lower limit at once, a raise or removal after 24 h.
 *
 * - Net loss of a window = the bets minus the wins of the sandbox game rounds played in it (may be negative).
 *   A round is refused (2020) when its bet, lost whole, would take the net loss of a window over its limit:
 *   checked in the round's own transaction, so however many rounds race, a window's net loss never passes it.
 * - A play session starts with a game launch when none runs and lasts while the player plays: it ends once
 *   PLAY_BREAK_MS pass with no launch and no round. Its start is stored here, so the app's reality check and
 *   the session-time limit keep their time across reloads. When the session has lasted the limit, launches and
 *   rounds are refused (2021) until the break has passed.
 */
import { LIMIT_PERIODS, PLAY_BREAK_MS, type RealityCheckMinutes } from '../../contract/deposit-limit-rules';
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import type { Country } from '../config';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import {
  limitEntry,
  limitsAt,
  money,
  sessionLimitAt,
  tightestBreach,
  windowOf,
  type LimitState,
} from './deposit-limits';

type Schemas = components['schemas'];

interface PlaySessionRow {
  id: number;
  user_id: number;
  started_at: number;
  last_active_at: number;
}

/** The reality-check interval a player has not chosen: 60 minutes in the TH and PH variants, off in PK. */
export function defaultRealityCheck(country: Country): RealityCheckMinutes {
  return country === 'PK' ? 0 : 60;
}

/** The play session running at `now` (the last activity less than PLAY_BREAK_MS ago), if any. */
export function currentPlaySession(deps: Pick<Deps, 'db'>, userId: number, now: number): PlaySessionRow | undefined {
  return sql<[number, number], PlaySessionRow>(
    deps.db,
    `SELECT * FROM play_sessions WHERE user_id = ? AND last_active_at > ? ORDER BY started_at DESC, id DESC LIMIT 1`,
  ).get(userId, now - PLAY_BREAK_MS);
}

/** Marks play at `now`: the running session goes on, or a new one starts. Call inside the play's transaction. */
function touchPlaySession(deps: Pick<Deps, 'db'>, userId: number, now: number): void {
  const current = currentPlaySession(deps, userId, now);
  if (current) {
    sql(deps.db, 'UPDATE play_sessions SET last_active_at = MAX(last_active_at, ?) WHERE id = ?').run(now, current.id);
  } else {
    sql(deps.db, 'INSERT INTO play_sessions (user_id, started_at, last_active_at) VALUES (?, ?, ?)').run(
      userId,
      now,
      now,
    );
  }
}

/** Σ bets − Σ wins of the player's rounds played in [start, end). */
function netLoss(deps: Pick<Deps, 'db'>, userId: number, start: number, end: number): number {
  return (
    sql<[number, number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(bet - win), 0) AS total FROM game_rounds
        WHERE user_id = ? AND created_at >= ? AND created_at < ?`,
    ).get(userId, start, end)?.total ?? 0
  );
}

function roundTotals(deps: Pick<Deps, 'db'>, userId: number, since: number): { bets: number; wins: number } {
  const row = sql<[number, number], { bets: number; wins: number }>(
    deps.db,
    `SELECT COALESCE(SUM(bet), 0) AS bets, COALESCE(SUM(win), 0) AS wins FROM game_rounds
      WHERE user_id = ? AND created_at >= ?`,
  ).get(userId, since);
  return { bets: row?.bets ?? 0, wins: row?.wins ?? 0 };
}

/** When the running session reaches the session-time limit in force at `now` (null: no limit or no session). */
function sessionEndsAt(
  deps: Pick<Deps, 'db' | 'config'>,
  session: PlaySessionRow | undefined,
  limit: LimitState,
): number | null {
  if (!session || limit.amount === null) return null;
  return session.started_at + limit.amount * deps.config.playMinuteMs;
}

/**
 * startGame's and every round's check (inside their transactions): 2021 when the running play session has
 * lasted the session-time limit. The answer's `session` says when play can start again (after the break).
 */
function checkSessionTime(deps: Pick<Deps, 'db' | 'config'>, userId: number, now: number): void {
  const session = currentPlaySession(deps, userId, now);
  const limit = sessionLimitAt(deps, userId, now);
  const endsAt = sessionEndsAt(deps, session, limit);
  if (!session || endsAt === null || now < endsAt) return;
  const playAgainAt = session.last_active_at + PLAY_BREAK_MS;
  throw new Fail(
    ERRCODE.SessionTimeLimitReached,
    `Your session-time limit of ${limit.amount} minutes is reached: play again after ${new Date(playAgainAt).toISOString()}`,
    { session: { minutes: limit.amount, startedAt: session.started_at, endedAt: endsAt, playAgainAt } },
  );
}

/** startGame's checks and bookkeeping, inside its transaction: the session-time limit, then the session goes on. */
export function beginPlay(deps: Pick<Deps, 'db' | 'config'>, userId: number, now: number): void {
  checkSessionTime(deps, userId, now);
  touchPlaySession(deps, userId, now);
}

/**
 * A round's checks and bookkeeping, inside its transaction before the bet is debited: the session-time limit,
 * then the loss limits (2020 with `limit`: the tightest window, its limit, what is left and when it resets).
 */
export function checkRound(deps: Pick<Deps, 'db' | 'config'>, userId: number, bet: number, now: number): void {
  checkSessionTime(deps, userId, now);
  const breach = tightestBreach(deps.config.country, limitsAt(deps, userId, now, 'loss'), bet, now, (start, end) =>
    netLoss(deps, userId, start, end),
  );
  if (breach) {
    throw new Fail(
      ERRCODE.LossLimitExceeded,
      `This bet could exceed your ${breach.period} loss limit of ${money(breach.amount)}: ` +
        `${money(breach.left)} left until ${new Date(breach.resetAt).toISOString()}`,
      { limit: breach },
    );
  }
  touchPlaySession(deps, userId, now);
}

function realityCheckOf(deps: Pick<Deps, 'db' | 'config'>, userId: number): RealityCheckMinutes {
  const row = sql<[number], { reality_check_minutes: RealityCheckMinutes | null }>(
    deps.db,
    'SELECT reality_check_minutes FROM play_settings WHERE user_id = ?',
  ).get(userId);
  return row?.reality_check_minutes ?? defaultRealityCheck(deps.config.country);
}

/** The running play session as the app shows it (reality check, session-time limit), or undefined. */
export function playSession(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
): Schemas['PlaySession'] | undefined {
  const now = deps.clock.now();
  const session = currentPlaySession(deps, userId, now);
  if (!session) return undefined;
  const endsAt = sessionEndsAt(deps, session, sessionLimitAt(deps, userId, now));
  const minutes = realityCheckOf(deps, userId);
  return {
    startedAt: session.started_at,
    now,
    ...roundTotals(deps, userId, session.started_at),
    ...(endsAt !== null ? { endsAt } : {}),
    ...(minutes > 0 ? { realityCheckEveryMs: minutes * deps.config.playMinuteMs } : {}),
  };
}

/** Whether the limit offer is still due: never answered, no deposit limit set and no deposit credited yet. */
function limitOfferDue(deps: Pick<Deps, 'db'>, userId: number): boolean {
  return (
    sql<[number, number, number], { one: number }>(
      deps.db,
      `SELECT 1 AS one WHERE NOT EXISTS (SELECT 1 FROM play_settings WHERE user_id = ? AND limit_offer_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM player_limits WHERE user_id = ? AND kind = 'deposit')
         AND NOT EXISTS (SELECT 1 FROM recharge_orders WHERE user_id = ? AND status = 'done')`,
    ).get(userId, userId, userId) !== undefined
  );
}

/** The loss limits, the session-time limit, the reality check and the limit offer (PlayerProtection's part). */
export function playProtection(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
): Pick<
  Schemas['PlayerProtection'],
  'lossLimits' | 'sessionLimit' | 'realityCheckMinutes' | 'playSession' | 'limitOfferDue'
> {
  const now = deps.clock.now();
  const states = limitsAt(deps, userId, now, 'loss');
  const lossLimits: Schemas['LossLimit'][] = LIMIT_PERIODS.map((period) => {
    const state = states.get(period) as LimitState;
    const { start, end } = windowOf(deps.config.country, period, now);
    const loss = netLoss(deps, userId, start, end);
    return {
      period,
      netLoss: loss,
      resetAt: end,
      ...limitEntry(state),
      ...(state.amount !== null ? { left: Math.max(0, state.amount - loss) } : {}),
    };
  });
  const session = playSession(deps, userId);
  return {
    lossLimits,
    sessionLimit: limitEntry(sessionLimitAt(deps, userId, now)),
    realityCheckMinutes: realityCheckOf(deps, userId),
    ...(session ? { playSession: session } : {}),
    limitOfferDue: limitOfferDue(deps, userId),
  };
}

/** The reality-check interval and the limit offer's answer (setPlaySettings). */
export function setPlaySettings(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  settings: { readonly realityCheckMinutes?: RealityCheckMinutes; readonly limitOfferAnswered?: boolean },
): void {
  const now = deps.clock.now();
  sql(
    deps.db,
    `INSERT INTO play_settings (user_id, reality_check_minutes, limit_offer_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET
       reality_check_minutes = COALESCE(excluded.reality_check_minutes, reality_check_minutes),
       limit_offer_at = COALESCE(limit_offer_at, excluded.limit_offer_at)`,
  ).run(userId, settings.realityCheckMinutes ?? null, settings.limitOfferAnswered ? now : null);
}
