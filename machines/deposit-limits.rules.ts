/**
 * The deposit-limits editor's data and rules (machines/deposit-limits.machine.ts): the settings as the server
 * answers them (getPlayerProtection), what a typed amount means, and how a change would apply
 * (contract/deposit-limit-rules.ts, the rule the server applies too).
 */
import {
  LIMIT_MAX,
  limitChange,
  SESSION_LIMIT_MAX_MINUTES,
  type LimitKind,
  type LimitPeriod,
  type RealityCheckMinutes,
} from '../contract/deposit-limit-rules';
import type { components } from '../contract/schema';
import { parseAmount } from './deposit-constants';
import { message, type Message } from './message';

export type PlayerProtection = components['schemas']['PlayerProtection'];
export type DepositLimit = components['schemas']['DepositLimit'];
export type LossLimit = components['schemas']['LossLimit'];
/** A limit's window: a calendar window, or 'session' for the session-time limit (kind 'session'). */
export type LimitSlot = LimitPeriod | 'session';
/** What every kind of limit entry has: the amount in force and a waiting change. */
export type LimitEntry = Pick<DepositLimit, 'amount' | 'pending'>;
export type LimitChange = 'immediate' | 'pending' | 'unchanged';

export interface DepositLimitsContext {
  /** The settings as last read or saved; null before the first answer. */
  protection: PlayerProtection | null;
  /** The kind of the limit being edited or cancelled (deposit, loss, session). */
  kind: LimitKind;
  /** The reality-check interval being saved (choosingCheck). */
  checkChoice: RealityCheckMinutes;
  /** The window being edited (editing, confirming, saving), or whose pending change is being cancelled. */
  period: LimitSlot | null;
  /** The amount as typed. */
  value: string;
  /** What confirming would save: an amount in hundredths, or null to remove the limit. */
  next: number | null;
  /** How the confirmed change applies: at once or after 24 hours. */
  change: LimitChange | null;
  fieldError: Message | null;
  error: Message | null;
}

/** The entry of one limit: a deposit or loss window, or the session-time limit. */
export function limitOf(
  protection: PlayerProtection | null,
  period: LimitSlot | null,
  kind: LimitKind = 'deposit',
): LimitEntry | undefined {
  if (kind === 'session') return period === 'session' ? protection?.sessionLimit : undefined;
  const list: readonly (LimitEntry & { period: LimitPeriod })[] | undefined =
    kind === 'loss' ? protection?.lossLimits : protection?.depositLimits;
  return list?.find((l) => l.period === period);
}

/** The limit in force for the edited window (null: none). */
export const currentLimit = (c: Pick<DepositLimitsContext, 'protection' | 'period' | 'kind'>): number | null =>
  limitOf(c.protection, c.period, c.kind)?.amount ?? null;

/** Minutes as typed (whole, 1 to 1,440), or null. */
export function parseMinutes(value: string): number | null {
  const v = value.trim();
  return /^[0-9]{1,4}$/.test(v) ? Number(v) : null;
}

/** The typed value of a limit of `kind`: minutes for the session-time limit, hundredths otherwise. */
export const parseLimit = (kind: LimitKind, value: string): number | null =>
  kind === 'session' ? parseMinutes(value) : parseAmount(value);

/** Why the typed value cannot be a limit of `kind`, or null (a positive amount of at most two decimals). */
export function limitAmountError(value: string, kind: LimitKind = 'deposit'): Message | null {
  if (value.trim() === '') return message('protection.limit.error.empty');
  if (kind === 'session') {
    const minutes = parseMinutes(value);
    if (minutes === null) return message('protection.session.error.format');
    if (minutes < 1 || minutes > SESSION_LIMIT_MAX_MINUTES) return message('protection.session.error.range');
    return null;
  }
  const amount = parseAmount(value);
  if (amount === null) return message('protection.limit.error.format');
  if (amount <= 0) return message('protection.limit.error.zero');
  if (amount > LIMIT_MAX) return message('protection.limit.error.max');
  return null;
}

/** How saving `next` for the edited window would apply. */
export const changeOf = (
  c: Pick<DepositLimitsContext, 'protection' | 'period' | 'kind'>,
  next: number | null,
): LimitChange => limitChange(currentLimit(c), next);
