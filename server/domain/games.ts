/**
 * Games: launching a game (a provider session the sandbox game page plays through), leaving it, likes,
 * the spins of the sandbox provider (bet and win through the ledger, the round, the big-win ticker) and
 * the public tickers (big wins, bonus payouts).
 */
import { settleRound } from './bonus-wagering';
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
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

interface GameSessionRow {
  id: string;
  user_id: number;
  game_id: number;
  started_at: number;
  ended_at: number | null;
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
): Launch {
  const game = findGame(deps, gameId);
  if (!game || game.status !== 1) throw new Fail(ERRCODE.GameNotFound, 'Game not found');
  if (game.maintain === 1 || game.brand_maintain === 1)
    throw new Fail(ERRCODE.GameMaintenance, 'Game or brand in maintenance');
  const now = deps.clock.now();
  const sessionId = deps.random.bytes(16).toString('base64url');
  deps.db.transaction(() => {
    beginPlay(deps, userId, now);
    sql(deps.db, 'INSERT INTO game_sessions (id, user_id, game_id, started_at) VALUES (?, ?, ?, ?)').run(
      sessionId,
      userId,
      gameId,
      now,
    );
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

/** Ends every open provider session of the player; the token is back in the lobby. Answers the coin balance. */
export function exitGame(deps: Pick<Deps, 'db' | 'clock'>, userId: number, tokenHash: string): number {
  const now = deps.clock.now();
  deps.db.transaction(() => {
    sql(deps.db, 'UPDATE game_sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL').run(now, userId);
    sql(deps.db, 'UPDATE sessions SET game_id = NULL WHERE token_hash = ?').run(tokenHash);
  })();
  return balance(deps.db, userId, 'coin');
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
    readonly status: 400 | 404 | 409,
    msg: string,
  ) {
    super(msg);
  }
}

/**
 * One round of the sandbox provider, all in one transaction: the player-protection checks (2021 session-time
 * limit, 2020 loss limit; play-limits.ts), the round row, the bet debit (2005 when the balance is short), the win credit, and a big-win entry for a large win.
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
  return db.transaction((): SpinResult => {
    const session = findGameSession(deps, sessionId);
    if (!session) throw new SpinRefused(404, 'Game session not found');
    if (session.ended_at !== null) throw new SpinRefused(409, 'Game session has ended');
    checkRound(deps, session.user_id, bet, now);
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
