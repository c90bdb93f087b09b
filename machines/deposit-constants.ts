/**
 * Deposit and bank-card constants (docs/product/wallet.md) and the small pure helpers the deposit and bankBinding
 * machines share with their views: amounts typed by the player ↔ integer hundredths, bank-card rules.
 */
import type { components } from '../contract/schema';

type Schemas = components['schemas'];
export type RechargeType = Schemas['RechargeType'];
export type Bank = Schemas['Bank'];
export type UserBank = Schemas['UserBank'];
export type UserBankMap = Schemas['UserBankMap'];
export type PanelKind = Schemas['PanelKind'];

/** After the panel closes, checkRechargeOrder runs at most this many times by itself … */
export const DEPOSIT_CHECK_ATTEMPTS = 4;
/** … this far apart; then the page says it is still waiting and offers "check again". */
export const DEPOSIT_CHECK_INTERVAL_MS = 3_000;
/** The QR panel's countdown ticks once a second. */
export const QR_TICK_MS = 1_000;
/** The QR code's size on the deposit sheet. */
export const QR_SIZE_PX = 200;
/** recharge3 `version`. */
export const RECHARGE_VERSION = 4;

/** Bank-card rules, the same as the server's (2012 otherwise). */
const CARD_MIN_DIGITS = 8;
const CARD_MAX_DIGITS = 20;
const ACCOUNT_NAME_MIN = 2;
const ACCOUNT_NAME_MAX = 60;
/** A player may bind at most this many cards (one per bank), as the server allows. */
export const MAX_CARDS = 5;

/** Channels by `sort` (then id), as the deposit page lists them. */
export function channelsBySort(map: Readonly<Record<string, RechargeType>> | undefined): RechargeType[] {
  return Object.values(map ?? {}).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * A typed amount in hundredths: digits with at most two decimals, thousands separators allowed
 * ("1,000.5" → 100050). Null when it is not a number of that form.
 */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  const m = /^([0-9]{1,12})(?:\.([0-9]{0,2}))?$/.exec(clean);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as the player types them: 50000 → "500", 50050 → "500.50". */
export function amountText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** Hundredths with grouping and two decimals, locale-free (for message values): 500000 → "5,000.00". */
export function plainMoney(hundredths: number): string {
  const whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Card number digits once spaces and dashes are removed. */
export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, '');

/** Letters of any script with their marks (Thai vowels and tones), spaces, dots, apostrophes, hyphens. */
const NAME_CHARS = /^[\p{L}\p{M} .'’-]+$/u;
const HAS_LETTER = /\p{L}/u;

export function cardNumValid(raw: string): boolean {
  const digits = cardDigits(raw);
  return /^[0-9]+$/.test(digits) && digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS;
}

export function accountNameValid(raw: string): boolean {
  const name = raw.normalize('NFC').trim();
  const n = [...name].length;
  return n >= ACCOUNT_NAME_MIN && n <= ACCOUNT_NAME_MAX && NAME_CHARS.test(name) && HAS_LETTER.test(name);
}
