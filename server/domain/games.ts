/**
 * Games: launching a game (a provider session the sandbox game page plays through), leaving it, likes,
 * the spins of the sandbox provider (bet and win through the ledger, the round, the big-win ticker) and
 * the public tickers (big wins, bonus payouts).
 */
import { settleRound } from './bonus-wagering';
import {
  GAME_IDLE_MS,
  GAME_MAX_MS,
  GAME_ROUND_REFUSED_STATUS,
  type GameEndReason,
} from '../../contract/game-session-rules';
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import type { ContentLocale } from './content-locale';
import { activeExclusion } from './exclusions';
import { endGameSessions } from './game-session-end';
import { balance } from './ledger';
import { beginPlay, checkRound, playSession } from './play-limits';
import { gameHistory, gameLikes, maskAccount, type UserRow } from './users';

type Schemas = components['schemas'];

interface GameWithBrand {
  id: number;
  name: string;
  status: number;
  version: number;
  maintain: number;
  brand_id: number;
  brand_name: string;
  brand_maintain: number;
}

export interface GameSessionRow {
  id: string;
  user_id: number;
  game_id: number;
  started_at: number;
  ended_at: number | null;
  /** The login session that launched it (NULL: launched before owners were kept). */
  token_hash: string | null;
  /** The launch or the last round (the idle timeout). */
  last_active_at: number | null;
  end_reason: GameEndReason | null;
  lang: ContentLocale | null;
}

/** Bets the sandbox provider accepts (hundredths). */
export const MIN_BET = 100;
export const MAX_BET = 100_000;
/** A round enters the big-win ticker when it wins this many times the bet, or at least BIG_WIN_AMOUNT. */
export const BIG_WIN_MULTIPLE = 50;
const BIG_WIN_AMOUNT = 100_000;
/** How many entries the public tickers show. */
const TICKER_SIZE = 30;

export function findGame(deps: Pick<Deps, 'db'>, gameId: number): GameWithBrand | undefined {
  return sql<[number], GameWithBrand>(
    deps.db,
    `SELECT g.id, g.name, g.status, g.version, g.maintain, g.brand_id, b.show_name AS brand_name,
            b.maintain AS brand_maintain
       FROM games g JOIN brands b ON b.id = g.brand_id WHERE g.id = ?`,
  ).get(gameId);
}

/** A masked name for public lists, never longer than the contract's 32 characters. */
function publicName(row: Pick<UserRow, 'account' | 'mobile' | 'account_type' | 'line_name'>): string {
  const raw = row.mobile || (row.account_type === 2 ? row.line_name || row.account.replace(/^line:/, '') : row.account);
  const masked = maskAccount(raw);
  return masked.length <= 32 ? masked : `${masked.slice(0, 14)}****${masked.slice(-14)}`;
}

// ───────────── launch, exit, likes ─────────────

interface Launch {
  gameId: number;
  gameUrl: string;
  gameHistory: number[];
  playSession?: Schemas['PlaySession'];
}

/**
 * Opens a provider session for an enabled game outside maintenance (3001, 3002) while the session-time limit
 * allows (2021; play-limits.ts). Answers the play session for the reality check and the session-time limit.
 */
export function startGame(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  userId: number,
  tokenHash: string,
  gameId: number,
  lang?: ContentLocale,
): Launch {
  const game = findGame(deps, gameId);
  if (!game || game.status !== 1) throw new Fail(ERRCODE.GameNotFound, 'Game not found');
  if (game.maintain === 1 || game.brand_maintain === 1)
    throw new Fail(ERRCODE.GameMaintenance, 'Game or brand in maintenance');
  const now = deps.clock.now();
  const sessionId = deps.random.bytes(16).toString('base64url');
  deps.db.transaction(() => {
    beginPlay(deps, userId, now);
    sql(
      deps.db,
      `INSERT INTO game_sessions (id, user_id, game_id, started_at, token_hash, last_active_at, lang)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(sessionId, userId, gameId, now, tokenHash, now, lang ?? null);
    sql(
      deps.db,
      `INSERT INTO game_history (user_id, game_id, played_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
    ).run(userId, gameId, now);
    sql(deps.db, 'UPDATE sessions SET game_id = ? WHERE token_hash = ?').run(gameId, tokenHash);
  })();
  const session = playSession(deps, userId);
  return {
    gameId,
    gameUrl: `/sandbox/game/${sessionId}`,
    gameHistory: gameHistory(deps, userId),
    ...(session ? { playSession: session } : {}),
  };
}

/**
 * Ends the open provider sessions this login session launched ('exited'); the token is back in the lobby.
 * Answers the coin balance.
 */
export function exitGame(deps: Pick<Deps, 'db' | 'clock'>, userId: number, tokenHash: string): number {
  const now = deps.clock.now();
  deps.db.transaction(() => {
    endGameSessions(deps.db, { tokenHash }, 'exited', now);
    sql(deps.db, 'UPDATE sessions SET game_id = NULL WHERE token_hash = ?').run(tokenHash);
  })();
  return balance(deps.db, userId, 'coin');
}

// ───────────── how a game session ends (contract/game-session-rules.ts) ─────────────

interface OwnerRow {
  revoked_at: number | null;
  expires_at: number;
  disabled: number;
}

/**
 * Why a game session cannot play at `now` (null: it can), checked at every round and page load: already
 * ended (its reason); the player's standing (an exclusion in force, the account disabled); the login session
 * that launched it gone (revoked or expired); past GAME_MAX_MS since the launch; GAME_IDLE_MS with no round.
 * The session-time limit is checkRound's (play-limits.ts), inside the round. Reads only.
 */
export function gameSessionEnd(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: GameSessionRow,
  now: number,
): GameEndReason | null {
  if (session.ended_at !== null) return session.end_reason ?? 'exited';
  const exclusion = activeExclusion(deps, session.user_id);
  if (exclusion) return exclusion.kind;
  const owner =
    session.token_hash === null
      ? undefined
      : sql<[string], OwnerRow>(
          deps.db,
          `SELECT s.revoked_at, s.expires_at, u.disabled FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE s.token_hash = ?`,
        ).get(session.token_hash);
  if (owner?.disabled) return 'disabled';
  if (session.token_hash === null || now - session.started_at >= GAME_MAX_MS) return 'expired';
  if (!owner || owner.revoked_at !== null || owner.expires_at <= now) return 'signedOut';
  if (now - (session.last_active_at ?? session.started_at) >= GAME_IDLE_MS) return 'idle';
  return null;
}

/** The ended game session's reason and time, ending it now (for `reason`) when it was still open. */
function settleEnd(
  deps: Pick<Deps, 'db'>,
  session: GameSessionRow,
  reason: GameEndReason,
  now: number,
): { reason: GameEndReason; endedAt: number } {
  if (session.ended_at !== null) return { reason, endedAt: session.ended_at };
  sql(deps.db, 'UPDATE game_sessions SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL').run(
    now,
    reason,
    session.id,
  );
  return { reason, endedAt: now };
}

/** Reads a game session for its page: the row, and why it has ended (null: it plays), ended now if due. */
export function openGameSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  sessionId: string,
): { session: GameSessionRow; ended: { reason: GameEndReason; endedAt: number } | null } | undefined {
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    const session = findGameSession(deps, sessionId);
    if (!session) return undefined;
    const reason = gameSessionEnd(deps, session, now);
    return { session, ended: reason === null ? null : settleEnd(deps, session, reason, now) };
  })();
}

/** Likes (1) or unlikes (0) a game; 1004 when nothing would change. */
export function likeGame(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  gameId: number,
  like: 0 | 1,
): Record<string, 0 | 1> {
  if (!sql<[number], { id: number }>(deps.db, 'SELECT id FROM games WHERE id = ?').get(gameId)) {
    throw new Fail(ERRCODE.GameNotFound, 'Game not found');
  }
  const changes =
    like === 1
      ? sql(deps.db, 'INSERT OR IGNORE INTO game_likes (user_id, game_id, created_at) VALUES (?, ?, ?)').run(
          userId,
          gameId,
          deps.clock.now(),
        ).changes
      : sql(deps.db, 'DELETE FROM game_likes WHERE user_id = ? AND game_id = ?').run(userId, gameId).changes;
  if (changes === 0) throw new Fail(ERRCODE.NothingChanged, 'No change');
  return gameLikes(deps, userId);
}

// ───────────── the sandbox provider's rounds ─────────────

export function findGameSession(deps: Pick<Deps, 'db'>, sessionId: string): GameSessionRow | undefined {
  return sql<[string], GameSessionRow>(deps.db, 'SELECT * FROM game_sessions WHERE id = ?').get(sessionId);
}

/**
 * The pay table, in draws out of 10,000: about 57 % of spins lose, and the expected return is 96 %
 * (sum of count × multiple / 10,000). Multiples are in halves so a 0.5× win stays an integer.
 */
const PAY_TABLE: readonly { readonly count: number; readonly halves: number }[] = [
  { count: 3, halves: 200 }, // 100×
  { count: 10, halves: 100 }, // 50×
  { count: 50, halves: 40 }, // 20×
  { count: 200, halves: 20 }, // 10×
  { count: 500, halves: 10 }, // 5×
  { count: 800, halves: 4 }, // 2×
  { count: 700, halves: 2 }, // 1×
  { count: 2000, halves: 1 }, // 0.5×
];
const PAY_DRAWS = 10_000;

/** The win (hundredths) of one spin, drawn from deps.random. */
function drawWin(deps: Pick<Deps, 'random'>, bet: number): number {
  let draw = deps.random.int(PAY_DRAWS);
  for (const line of PAY_TABLE) {
    if (draw < line.count) return Math.floor((bet * line.halves) / 2);
    draw -= line.count;
  }
  return 0;
}

interface SpinResult {
  roundId: number;
  bet: number;
  win: number;
  coin: number;
}

export class SpinRefused extends Error {
  constructor(
    readonly status: 400 | 404 | typeof GAME_ROUND_REFUSED_STATUS,
    msg: string,
    /** A 410's reason and when the game session ended. */
    readonly ended?: { readonly reason: GameEndReason; readonly endedAt: number },
  ) {
    super(msg);
  }
}

/** The documented refusal of a round whose game session has ended (410, errcode 3003). */
export function gameEnded(ended: { reason: GameEndReason; endedAt: number }): SpinRefused {
  return new SpinRefused(GAME_ROUND_REFUSED_STATUS, `Game session has ended (${ended.reason})`, ended);
}

/**
 * One round of the sandbox provider, all in one transaction: the game session's standing (gameSessionEnd: 410
 * errcode 3003 with the reason, and the session ends), the player-protection checks (2021 session-time limit,
 * which also ends the game session; 2020 loss limit; play-limits.ts), the round row, the bet debit (2005 when
 * the balance is short), the win credit, and a big-win entry for a large win.
 */
export function spin(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  sessionId: string,
  bet: number,
): SpinResult {
  if (!Number.isSafeInteger(bet) || bet < MIN_BET || bet > MAX_BET) {
    throw new SpinRefused(400, `bet must be an integer from ${MIN_BET} to ${MAX_BET} (hundredths)`);
  }
  const win = drawWin(deps, bet);
  const now = deps.clock.now();
  const { db } = deps;
  // A refusal that ends the game session is returned, not thrown, so the end commits; it is thrown after.
  const outcome = db.transaction((): SpinResult | Error => {
    const session = findGameSession(deps, sessionId);
    if (!session) throw new SpinRefused(404, 'Game session not found');
    const reason = gameSessionEnd(deps, session, now);
    if (reason !== null) return gameEnded(settleEnd(deps, session, reason, now));
    try {
      checkRound(deps, session.user_id, bet, now);
    } catch (error) {
      if (!(error instanceof Fail) || error.errcode !== ERRCODE.SessionTimeLimitReached) throw error;
      settleEnd(deps, session, 'sessionLimit', now);
      return error;
    }
    sql(db, 'UPDATE game_sessions SET last_active_at = MAX(last_active_at, ?) WHERE id = ?').run(now, sessionId);
    const roundId = Number(
      sql(
        db,
        'INSERT INTO game_rounds (session_id, user_id, game_id, bet, win, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(sessionId, session.user_id, session.game_id, bet, win, now).lastInsertRowid,
    );
    const ref = String(roundId);
    settleRound(db, deps.config.bonusWageringMultiple, { userId: session.user_id, bet, win, ref, at: now });
    if (win > 0 && (win >= bet * BIG_WIN_MULTIPLE || win >= BIG_WIN_AMOUNT)) {
      const user = sql<[number], UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(session.user_id);
      if (user) {
        sql(db, 'INSERT INTO big_wins (user_id, phone, game_id, amount, created_at) VALUES (?, ?, ?, ?, ?)').run(
          user.id,
          publicName(user),
          session.game_id,
          win,
          now,
        );
      }
    }
    return { roundId, bet, win, coin: balance(db, session.user_id, 'coin') };
  })();
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

// ───────────── public tickers ─────────────

export function bigWins(deps: Pick<Deps, 'db'>): Schemas['BigWin'][] {
  return sql<[number], Schemas['BigWin']>(
    deps.db,
    `SELECT phone, game_id AS gameId, amount, created_at AS timestamp
       FROM big_wins ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(TICKER_SIZE);
}

/** Ledger kinds that are bonus payouts, with the activity each belongs to (0: none). */
const BONUS_KINDS: Readonly<Record<string, number>> = {
  app_login_bonus: 0,
  first_charge: ACTIVITY.FirstCharge,
  first_deposit_bonus: 0,
  invite: ACTIVITY.InviteFriend1,
  login_pay: ACTIVITY.FreeLoginBonus,
  mail: 0,
  register_bonus: 0,
};

export function bonusTickers(deps: Pick<Deps, 'db'>): Schemas['BonusTicker'][] {
  const kinds = Object.keys(BONUS_KINDS);
  const rows = sql<
    unknown[],
    Pick<UserRow, 'account' | 'mobile' | 'account_type' | 'line_name'> & {
      delta: number;
      kind: string;
      created_at: number;
    }
  >(
    deps.db,
    `SELECT u.account, u.mobile, u.account_type, u.line_name, l.delta, l.kind, l.created_at
       FROM ledger l JOIN users u ON u.id = l.user_id
      WHERE l.account = 'coin' AND l.delta > 0 AND l.kind IN (${kinds.map(() => '?').join(', ')})
      ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
  ).all(...kinds, TICKER_SIZE);
  return rows.map((r) => ({
    phone: publicName(r),
    amount: r.delta,
    timestamp: r.created_at,
    activityId: BONUS_KINDS[r.kind] ?? 0,
  }));
}
