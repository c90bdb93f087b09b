/**
 * Ending game sessions (contract/game-session-rules.ts): a module of its own so that sessions.ts
 * (logout, every revocation) and exclusions.ts can end them without depending on games.ts.
 */
import type { GameEndReason } from '../../contract/game-session-rules';
import type { Deps } from '../context';
import { sql } from '../db/sql';

/**
 * Ends the open game sessions of a player (`userId`; all but those of `exceptToken` when given) or of one
 * login session (`tokenHash`), for `reason`. Answers how many. Called eagerly where the event happens (exit,
 * logout and every revocation, an exclusion); the round call's check (gameSessionEnd) covers everything else.
 */
export function endGameSessions(
  db: Deps['db'],
  whose: { readonly userId: number; readonly exceptToken?: string } | { readonly tokenHash: string },
  reason: GameEndReason,
  now: number,
): number {
  if ('tokenHash' in whose) {
    return sql(
      db,
      'UPDATE game_sessions SET ended_at = ?, end_reason = ? WHERE token_hash = ? AND ended_at IS NULL',
    ).run(now, reason, whose.tokenHash).changes;
  }
  return sql(
    db,
    `UPDATE game_sessions SET ended_at = ?, end_reason = ?
      WHERE user_id = ? AND ended_at IS NULL AND (token_hash IS NULL OR token_hash != ?)`,
  ).run(now, reason, whose.userId, whose.exceptToken ?? '').changes;
}
