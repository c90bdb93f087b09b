/**
 * The rules of a deposit-limit change (UKGC RTS 12; docs/player-protection.md), written once: the limits editor
 * (machines/deposit-limits.machine.ts) says before the player confirms whether a change applies at once or in
 * 24 hours, and the server (server/domain/deposit-limits.ts) applies the same rule. Pure data and functions.
 */

/** The deposit-limit windows: the calendar day, the week from Monday and the calendar month (local time). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * The kinds of limit, one mechanism: deposits and net losses per window, and the session-time
 * limit (minutes of one play session).
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The longest session-time limit a player can type, in minutes (24 hours). */
export const SESSION_LIMIT_MAX_MINUTES = 1440;

/** A play session ends once this long passes with no game launched and no round played. */
export const PLAY_BREAK_MS = 30 * 60 * 1000;

/** The reality-check intervals a player can choose, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** A raise or a removal waits this long before it applies. */
export const LIMIT_LOOSEN_DELAY_MS = 24 * 60 * 60 * 1000;

/** The largest limit a player can type (hundredths; the contract's PositiveMoney bound). */
export const LIMIT_MAX = 100_000_000_000;

/**
 * How a change from the limit in force (`current`, null: none) to `next` (null: remove) applies: a first
 * limit or a lower one at once, the same one changes nothing, a higher one or a removal after 24 hours.
 */
export function limitChange(current: number | null, next: number | null): 'immediate' | 'pending' | 'unchanged' {
  if (next === current) return 'unchanged';
  if (next === null) return 'pending';
  if (current === null || next < current) return 'immediate';
  return 'pending';
}
