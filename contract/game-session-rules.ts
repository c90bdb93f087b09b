/**
 * Game sessions (openapi.yaml "Game sessions and the provider's round call"), written once for the
 * reference server, its sandbox game provider and the conformance kit. Pure data.
 *
 * A game session (one `startGame`, one `gameUrl`) belongs to the login session whose token launched it. Every
 * round the provider plays is refused once that game session has ended, and it ends when the player leaves
 * (`exitGame`), when the login session ends (logout, a password reset, "sign out other devices", an exclusion
 * revoking every session, the login session's own expiry), when the player's standing forbids play (a cool-off,
 * a self-exclusion, a closure, the account disabled, the session-time limit reached), after GAME_IDLE_MS with no
 * round, and GAME_MAX_MS after its launch whatever happens.
 */

/** A game session with no round (nor launch) for this long has ended: 30 minutes (the play session's break). */
export const GAME_IDLE_MS = 30 * 60 * 1000;

/** A game session ends this long after its launch, however much it is played: 8 hours. */
export const GAME_MAX_MS = 8 * 60 * 60 * 1000;

/** The HTTP status of a round refused because its game session has ended. */
export const GAME_ROUND_REFUSED_STATUS = 410;

/** The errcode of that answer (catalogue: 3003). */
export const GAME_SESSION_ENDED = 3003;

/**
 * Why a game session ended:
 * - `exited`: the player left the game (`exitGame`);
 * - `signedOut`: the login session that launched it ended (logout, password reset, signed out from another
 *   device, expired);
 * - `coolOff`, `selfExclusion`, `closure`: the player started one;
 * - `disabled`: the operator disabled the account;
 * - `sessionLimit`: the player's session-time limit was reached;
 * - `idle`: no round for GAME_IDLE_MS;
 * - `expired`: GAME_MAX_MS since the launch.
 */
export const GAME_END_REASONS = [
  'exited',
  'signedOut',
  'coolOff',
  'selfExclusion',
  'closure',
  'disabled',
  'sessionLimit',
  'idle',
  'expired',
] as const;
export type GameEndReason = (typeof GAME_END_REASONS)[number];

/** The body of a refused round: HTTP GAME_ROUND_REFUSED_STATUS (410). */
export interface GameRoundRefusal {
  readonly errcode: typeof GAME_SESSION_ENDED;
  readonly msg: string;
  readonly reason: GameEndReason;
  /** When the game session ended (ms since the epoch). */
  readonly endedAt: number;
}

export function isGameEndReason(value: unknown): value is GameEndReason {
  return typeof value === 'string' && (GAME_END_REASONS as readonly string[]).includes(value);
}
