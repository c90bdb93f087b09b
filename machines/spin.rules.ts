/**
 * Pure rules of the Invite & Spin page (docs/promotions.md "Invite & Spin (type 20)"): the
 * wheel's geometry (where the wheel stops for the server's slice), the progress toward the cash-out
 * target, the odds shown on the rule text, how a condition reads, and the failure text of a spin or a
 * cash-out.
 */
import { ERRCODE } from '../contract/ids';
import type { components } from '../contract/schema';
import { businessCode, errorMessage, message, type Message } from './message';

type Schemas = components['schemas'];
export type SpinState = Schemas['SpinState'] & { readonly shareUrl: string };
export type SpinStatus = Schemas['SpinStatus'];
export type SpinPrize = Schemas['SpinPrize'];
export type SpinCondition = Schemas['SpinCondition'];
export type SpinRecord = Schemas['SpinRecord'];

/** What the page loads: the state and the first page of the record. */
export interface SpinBoard {
  readonly state: SpinState;
  readonly record: readonly SpinRecord[];
  readonly recordTotal: number;
}

/** The slice the server drew for one spin. */
export interface SpinOutcome {
  readonly prizeId: number;
  readonly amount: number;
  /** What it added to the round's progress (capped at the target). */
  readonly added: number;
  readonly status: SpinStatus;
}

/** A page of the record. */
export interface SpinRecordPage {
  readonly list: readonly SpinRecord[];
  readonly total: number;
}

/** Record entries per page. */
export const RECORD_PAGE_SIZE = 20;
/** How long the wheel turns to the server's slice (ms); the CSS transition uses the same figure. */
export const SPIN_MS = 4000;
/** Whole turns the wheel makes before it stops. */
export const SPIN_TURNS = 5;

/** The angle one slice covers (degrees). */
export const sliceAngle = (count: number): number => (count > 0 ? 360 / count : 360);

/**
 * The wheel's rotation (degrees, clockwise, only ever growing) that brings the middle of the slice
 * `prizeId` under the pointer at the top, after at least SPIN_TURNS whole turns from `previous`. Slices
 * are laid out clockwise from the top in the server's order. An unknown slice keeps the wheel where it is.
 */
export function rotationFor(prizes: readonly Pick<SpinPrize, 'id'>[], prizeId: number, previous: number): number {
  const index = prizes.findIndex((p) => p.id === prizeId);
  if (index < 0) return previous;
  const angle = sliceAngle(prizes.length);
  const centre = index * angle + angle / 2;
  const base = Math.ceil(previous / 360) * 360 + SPIN_TURNS * 360;
  return base + ((360 - centre) % 360);
}

/** The slice under the pointer for a rotation (the inverse of rotationFor). */
export function sliceAt(prizes: readonly Pick<SpinPrize, 'id'>[], rotation: number): number | null {
  if (prizes.length === 0) return null;
  const angle = sliceAngle(prizes.length);
  const atPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return prizes[Math.floor(atPointer / angle) % prizes.length]!.id;
}

/** Hundredths as a plain decimal for a message value ("375.00"; grouping is left to the catalogs' words). */
export function decimal(hundredths: number): string {
  const n = Math.max(0, Math.trunc(hundredths));
  return `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
}

/** The progress bar's fill, 0–100. */
export const progressPercent = (s: Pick<SpinStatus, 'progress' | 'target'>): number =>
  s.target <= 0 ? 0 : Math.min(100, Math.floor((Math.min(s.progress, s.target) * 100) / s.target));

/** What the round still needs (hundredths). */
export const remaining = (s: Pick<SpinStatus, 'progress' | 'target'>): number => Math.max(0, s.target - s.progress);

/** A slice's chance in percent with two decimals (weight / Σ weights), for the rule text. */
export function oddsPercent(prizes: readonly Pick<SpinPrize, 'weight'>[], weight: number): string {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return total > 0 ? ((weight * 100) / total).toFixed(2) : '0.00';
}

/** The state with the figures a spin or a cash-out answered. */
export const withStatus = (state: SpinState, status: SpinStatus): SpinState => ({
  ...state,
  ...status,
  spinsUsed: state.spinsUsed + (status.spinsLeft < state.spinsLeft ? state.spinsLeft - status.spinsLeft : 0),
});

/** The message of a refused spin or cash-out: the activity codes have their own words, with the code. */
export function spinFailure(error: unknown): Message {
  const code = businessCode(error);
  switch (code) {
    case ERRCODE.ActivityNotActive:
      return message('spin.error.ended', { code });
    case ERRCODE.NothingToReceive:
      return message('spin.error.noSpins', { code });
    case ERRCODE.NotEligible:
      return message('spin.error.notReached', { code });
    case ERRCODE.GiftClaimed:
      return message('spin.error.claimed', { code });
    case ERRCODE.MobileRequired:
      return message('spin.error.mobile', { code });
    default:
      return errorMessage(error);
  }
}
