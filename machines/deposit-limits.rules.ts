/**
 * The deposit-limits editor's data and rules (machines/deposit-limits.machine.ts): the settings as the server
 * answers them (getPlayerProtection), what a typed amount means, and how a change would apply
 * (contract/deposit-limit-rules.ts, the rule the server applies too).
 */
import { LIMIT_MAX, limitChange, type LimitPeriod } from '../contract/deposit-limit-rules';
import type { components } from '../contract/schema';
import { parseAmount } from './deposit-constants';
import { message, type Message } from './message';

export type PlayerProtection = components['schemas']['PlayerProtection'];
export type DepositLimit = components['schemas']['DepositLimit'];
export type LimitChange = 'immediate' | 'pending' | 'unchanged';

export interface DepositLimitsContext {
  /** The settings as last read or saved; null before the first answer. */
  protection: PlayerProtection | null;
  /** The window being edited (editing, confirming, saving), or whose pending change is being cancelled. */
  period: LimitPeriod | null;
  /** The amount as typed. */
  value: string;
  /** What confirming would save: an amount in hundredths, or null to remove the limit. */
  next: number | null;
  /** How the confirmed change applies: at once or after 24 hours. */
  change: LimitChange | null;
  fieldError: Message | null;
  error: Message | null;
}

/** The entry of one window. */
export function limitOf(protection: PlayerProtection | null, period: LimitPeriod | null): DepositLimit | undefined {
  return protection?.depositLimits.find((l) => l.period === period);
}

/** The limit in force for a window (null: none). */
export const currentLimit = (c: Pick<DepositLimitsContext, 'protection' | 'period'>): number | null =>
  limitOf(c.protection, c.period)?.amount ?? null;

/** Why the typed amount cannot be a limit, or null (a positive amount of at most two decimals). */
export function limitAmountError(value: string): Message | null {
  if (value.trim() === '') return message('protection.limit.error.empty');
  const amount = parseAmount(value);
  if (amount === null) return message('protection.limit.error.format');
  if (amount <= 0) return message('protection.limit.error.zero');
  if (amount > LIMIT_MAX) return message('protection.limit.error.max');
  return null;
}

/** How saving `next` for the edited window would apply. */
export const changeOf = (c: Pick<DepositLimitsContext, 'protection' | 'period'>, next: number | null): LimitChange =>
  limitChange(currentLimit(c), next);
