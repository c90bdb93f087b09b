/**
 * The form rules (docs/product/account.md) as pure functions: each answers null when the value is fine, or the message
 * (with the configured bounds) that the form shows next to the field.
 */
import { ACCOUNT_MAX_LENGTH } from './constants';
import { message, type Message } from './message';

export interface AccountRules {
  readonly usernameLengthMin: number;
  readonly usernameLengthMax: number;
  readonly passwordLengthMin: number;
  readonly passwordLengthMax: number;
  /** Phone number length bounds (accountLengthMin/Max of the configuration). */
  readonly accountLengthMin: number;
  readonly accountLengthMax: number;
  /** The character a phone number must start with; '' for any. */
  readonly mobileStartsWith: string;
}

/** Length in Unicode code points, as the server counts. */
const length = (value: string) => [...value].length;

export function usernameError(value: string, r: AccountRules): Message | null {
  const ok =
    /^[A-Za-z0-9]+$/.test(value) && length(value) >= r.usernameLengthMin && length(value) <= r.usernameLengthMax;
  return ok ? null : message('validation.username', { min: r.usernameLengthMin, max: r.usernameLengthMax });
}

export function passwordError(value: string, r: AccountRules): Message | null {
  const n = length(value);
  return n >= r.passwordLengthMin && n <= r.passwordLengthMax
    ? null
    : message('validation.password', { min: r.passwordLengthMin, max: r.passwordLengthMax });
}

export function confirmError(password: string, confirm: string): Message | null {
  return confirm !== '' && confirm === password ? null : message('validation.confirm');
}

export type MobileRules = Pick<AccountRules, 'accountLengthMin' | 'accountLengthMax' | 'mobileStartsWith'>;

export function mobileError(value: string, r: MobileRules): Message | null {
  const digits = /^[0-9]+$/.test(value);
  const inBounds = value.length >= r.accountLengthMin && value.length <= r.accountLengthMax;
  const starts = r.mobileStartsWith === '' || value.startsWith(r.mobileStartsWith);
  if (digits && inBounds && starts) return null;
  return r.mobileStartsWith
    ? message('validation.mobileStarts', {
        min: r.accountLengthMin,
        max: r.accountLengthMax,
        start: r.mobileStartsWith,
      })
    : message('validation.mobile', { min: r.accountLengthMin, max: r.accountLengthMax });
}

export function otpCodeError(value: string): Message | null {
  return /^[0-9]{6}$/.test(value) ? null : message('validation.otp');
}

/** The login account field keeps at most 50 characters. */
export function clampAccount(value: string): string {
  return [...value].slice(0, ACCOUNT_MAX_LENGTH).join('');
}

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

/** Keeps only the failing fields. */
export function collectErrors<F extends string>(checks: Record<F, Message | null>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [field, error] of Object.entries(checks) as Array<[F, Message | null]>) if (error) out[field] = error;
  return out;
}

/** The context change of editing one field: its new value, and its shown error cleared. */
export function withField<F extends string>(
  context: { errors: FieldErrors<F> },
  field: F | (string & {}),
  value: string,
): { errors: FieldErrors<F> } & Record<string, unknown> {
  const errors = { ...context.errors };
  delete errors[field as F];
  return { [field]: value, errors };
}
