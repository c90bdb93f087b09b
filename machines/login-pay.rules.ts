/**
 * The login-pay (daily sign-in) cards' rules (machines/login-pay.machine.ts is their chart): the state the
 * page shows, built from getLoginPayUser3 (cards on sale by price; card ids 6004–6007), what may be bought and claimed, and what a failed claim says. Pure functions.
 */
import type { components } from '../contract/schema';
import { ACTIVITY_ERROR_CODES } from './promotions-constants';
import { businessCode, errorMessage, message, type Message } from './message';

type Schemas = components['schemas'];

/** A card on sale: its price, the days it pays, its whole payout (paramStr.limitAmount) and daily coin. */
export interface CardOnSale {
  readonly id: number;
  readonly price: number;
  readonly days: number;
  readonly total: number;
  readonly daily: number;
  /** Whether the player may buy it now (buyPropIds). */
  readonly buyable: boolean;
}

/** One of the player's cards: each day's coin, -1 where received. */
export interface OwnedCard {
  readonly id: number;
  readonly propId: number;
  readonly boughtTime: number;
  readonly days: readonly number[];
  /** Whether the card already paid on today's local day (the server's receivedToday; absent → false). */
  readonly receivedToday: boolean;
}

export interface LoginPayState {
  /** The cards on sale, by price ascending. */
  readonly cards: readonly CardOnSale[];
  readonly owned: readonly OwnedCard[];
  /** What a deposit must be to buy the cheapest buyable card (0: none can be bought). */
  readonly needRecharge: number;
}

/** The state from a getLoginPayUser3 (or receiveLoginPay3) answer; cards by price, then id. */
export function loginPayStateOf(answer: Schemas['LoginPayUser']): LoginPayState {
  const buyable = new Set(answer.buyPropIds);
  const cards = [...answer.propConfigList]
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .map((p): CardOnSale => ({
      id: p.id,
      price: p.price,
      days: p.num,
      total: p.paramStr.limitAmount,
      daily: p.num > 0 ? Math.floor(p.paramStr.limitAmount / p.num) : 0,
      buyable: buyable.has(p.id),
    }));
  const owned = answer.ownList.map((c): OwnedCard => ({
    id: c.id,
    propId: c.propId,
    boughtTime: c.boughtTime,
    days: c.loginPayDataJson.days,
    receivedToday: c.receivedToday === 1,
  }));
  return { cards, owned, needRecharge: answer.needRecharge };
}

/** hasProps: 1 when the player owns a card, else 0. */
export const hasProps = (s: Pick<LoginPayState, 'owned'>): 0 | 1 => (s.owned.length > 0 ? 1 : 0);

/** The received flag: true when any day of the card is -1. */
export const hasReceived = (card: Pick<OwnedCard, 'days'>): boolean => card.days.some((d) => d === -1);

/** Days received so far. */
export const receivedCount = (card: Pick<OwnedCard, 'days'>): number => card.days.filter((d) => d === -1).length;

/** The index of the next day to receive (days are received in order), or null when every day is received. */
export function nextDay(card: Pick<OwnedCard, 'days'>): number | null {
  const i = card.days.findIndex((d) => d !== -1);
  return i < 0 ? null : i;
}

/** What a card's status is today: claim now, come back tomorrow, or finished. */
export type CardToday = 'claimable' | 'tomorrow' | 'finished';

export function cardToday(card: OwnedCard): CardToday {
  if (nextDay(card) === null) return 'finished';
  return card.receivedToday ? 'tomorrow' : 'claimable';
}

export const findOwned = (s: LoginPayState | null, id: number): OwnedCard | undefined =>
  s?.owned.find((c) => c.id === id);

/** Whether the player may claim today's coins of card `id` now. */
export const canClaimCard = (s: LoginPayState | null, id: number): boolean => {
  const card = findOwned(s, id);
  return card !== undefined && cardToday(card) === 'claimable';
};

/** The card on sale `propId` when the player may buy it now. */
export const buyableCard = (s: LoginPayState | null, propId: number): CardOnSale | undefined =>
  s?.cards.find((c) => c.id === propId && c.buyable);

/**
 * A failed claim: errcodes 1001–1010 → `activity.act39.err{code}` (1009 already received today,
 * 1010 nothing to receive), others the generic text with their code.
 */
export function claimFailure(error: unknown): Message {
  const code = businessCode(error);
  if (code !== null && ACTIVITY_ERROR_CODES.includes(code)) return message(`activity.act39.err${code}`, { code });
  return errorMessage(error);
}
