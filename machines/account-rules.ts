/**
 * Rules of the money pages of the account area (docs/product/wallet.md): withdrawal amounts in hundredths and their
 * processing periods, the 6-digit safebox password, identity (KYC) fields and images, and bonus points.
 * Pure functions and constants, shared by the withdraw, safebox, kyc and points machines and their views.
 */
import { ageOnDay } from '../contract/profile-rules';
import { MIN_AGE } from './constants';
import { message, type Message } from './message';

// ───────────── money ─────────────

/**
 * A typed amount ("1,234.5", "100", "0.07") as integer hundredths, or null when it is not a plain positive
 * decimal with at most two fractional digits. Parsed on the digits, never through a float.
 */
export function parseHundredths(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** A processing period as the server gives it (`maxAmount` 0 = no upper bound; amounts in hundredths). */
export interface ProcessingPeriod {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly minDays: number;
  readonly maxDays: number;
}

/**
 * Processing periods: 1–50,000 take 1–3 business days; 50,000–500,000 take 3–5; above 500,000 take 5–10 (each
 * upper bound inclusive). The server sends the same bands with getExchange; these are the fallback.
 */
const PROCESSING_PERIODS: readonly ProcessingPeriod[] = [
  { minAmount: 100, maxAmount: 5_000_000, minDays: 1, maxDays: 3 },
  { minAmount: 5_000_001, maxAmount: 50_000_000, minDays: 3, maxDays: 5 },
  { minAmount: 50_000_001, maxAmount: 0, minDays: 5, maxDays: 10 },
];

/** The band an amount (hundredths) falls in: the first whose upper bound it does not exceed. */
export function processingPeriodFor(
  amount: number,
  periods: readonly ProcessingPeriod[] = PROCESSING_PERIODS,
): ProcessingPeriod | null {
  if (periods.length === 0) return null;
  return periods.find((p) => p.maxAmount === 0 || amount <= p.maxAmount) ?? periods[periods.length - 1] ?? null;
}

/** Integer hundredths as a plain decimal string with grouping, for message values: 1234567 → "12,345.67". */
export function decimal(hundredths: number): string {
  const digits = String(Math.abs(Math.trunc(hundredths))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${hundredths < 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

// ───────────── withdrawal ─────────────

export interface WithdrawLimits {
  readonly coin: number;
  readonly minAmount: number;
  readonly maxAmount: number;
}

/** Why an amount cannot be withdrawn, or null. */
export function withdrawAmountError(text: string, limits: WithdrawLimits): Message | null {
  if (text.trim() === '') return message('account.withdraw.amountRequired');
  const amount = parseHundredths(text);
  if (amount === null || amount <= 0) return message('account.withdraw.amountFormat');
  if (amount > limits.coin) return message('account.withdraw.amountOverBalance');
  if (amount < limits.minAmount) return message('account.withdraw.amountMin', { min: decimal(limits.minAmount) });
  if (amount > limits.maxAmount) return message('account.withdraw.amountMax', { max: decimal(limits.maxAmount) });
  return null;
}

// ───────────── safebox password ─────────────

const SAFEBOX_PIN = /^[0-9]{6}$/;

export function pinError(value: string): Message | null {
  if (value === '') return message('account.safebox.pinRequired');
  return SAFEBOX_PIN.test(value) ? null : message('account.safebox.pinFormat');
}

// ───────────── identity (KYC) ─────────────

export const KYC_STATUS = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;
export type IdType = 'nationalId' | 'passport' | 'driverLicense';
export const ID_TYPES: readonly IdType[] = ['nationalId', 'passport', 'driverLicense'];
export type KycKind = 'front' | 'back' | 'selfie';
/** Largest identity image the server takes: 5 MiB. */
const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** What the machine needs to know about a picked file (the Blob itself rides along for the upload). */
export interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export function imageError(file: PickedFile): Message | null {
  if (!KYC_IMAGE_TYPES.includes(file.type)) return message('account.kyc.imageType');
  if (file.size < 1) return message('account.kyc.imageEmpty');
  if (file.size > KYC_MAX_FILE_BYTES) return message('account.kyc.imageSize', { mb: 5 });
  return null;
}

/** The back of the document is needed for an ID card and a driving licence, not for a passport. */
export const needsBack = (idType: IdType): boolean => idType !== 'passport';

export function realNameError(value: string): Message | null {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') return message('account.kyc.nameRequired');
  if ([...name].length < 2 || [...name].length > 80 || !/^[\p{L}\p{M} .'’-]+$/u.test(name))
    return message('account.kyc.nameFormat');
  return null;
}

export function idNumberError(value: string, idType: IdType): Message | null {
  const v = value.trim();
  if (v === '') return message('account.kyc.idRequired');
  if (idType === 'nationalId') return /^\d{13}$/.test(v) ? null : message('account.kyc.idNational');
  return /^[A-Za-z0-9-]{5,32}$/.test(v) ? null : message('account.kyc.idFormat');
}

export function birthdayError(value: string, today: string): Message | null {
  if (value === '') return message('account.kyc.birthdayRequired');
  const age = ageOnDay(value, today);
  if (age === null) return message('account.kyc.birthdayFormat');
  return age < MIN_AGE ? message('account.kyc.tooYoung', { age: MIN_AGE }) : null;
}

// ───────────── bonus points ─────────────

/**
 * Points are kept in hundredths of a point; shown floored to 2 decimals. A point is worth 0.008 coin
 * (`POINT_VALUE_COIN`): coin hundredths for whole `points` = points × 0.008 × 100 = points × 4 / 5, floored.
 */
export const coinForPoints = (points: number): number => Math.floor((points * 4) / 5);

/** The most whole points that can be exchanged: the balance floored to a multiple of `step`. */
export function maxExchangePoints(lotteryHundredths: number, step: number): number {
  const whole = Math.floor(lotteryHundredths / 100);
  return step > 0 ? whole - (whole % step) : whole;
}

export interface PointsTerms {
  readonly lottery: number;
  readonly minPoints: number;
  readonly stepPoints: number;
}

export function pointsError(text: string, terms: PointsTerms): Message | null {
  if (text.trim() === '') return message('account.points.required');
  if (!/^\d{1,9}$/.test(text.trim())) return message('account.points.whole');
  const points = Number(text.trim());
  if (points < terms.minPoints) return message('account.points.min', { min: terms.minPoints });
  if (points % terms.stepPoints !== 0) return message('account.points.step', { step: terms.stepPoints });
  if (points * 100 > terms.lottery) return message('account.points.notEnough');
  return null;
}
