/**
 * Pure rules of the shared "load state → claim an item → refresh" activities
 * (docs/promotions.md): the one view model every such activity is mapped to (a list of claimable items
 * — days, tiers, networks — each with a status, its reward items and an explanation, plus header figures),
 * the failure text of a claim, and the mappings of the sign-up bonus (15), free sign (36) and supply (30)
 * answers onto it. Other activities add their own mapping next to their adapter
 * (src/actors/claim-adapters/).
 */
import type { components } from '../contract/schema';
import { ITEM } from '../contract/ids';
import { businessCode, errorMessage, message, type Message } from './message';
import { ACTIVITY_ERROR_CODES, type PrizeItem } from './promotions-constants';

type Schemas = components['schemas'];
export type SignUpBonusState = Schemas['SignUpBonusState'];
export type FreeSignState = Schemas['FreeSignState'];
export type SupplyState = Schemas['SupplyState'];

/**
 * claimable: can be claimed now; claimed: received; locked: a condition is not met yet (its note says
 * which); missed: its time passed unclaimed (lost); upcoming: a later day.
 */
export type ClaimStatus = 'claimable' | 'claimed' | 'locked' | 'missed' | 'upcoming';
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['claimable', 'claimed', 'locked', 'missed', 'upcoming'];

export interface ClaimItem {
  /** What `claimItem` receives (a day number, a tier id, a network). */
  readonly key: string;
  readonly label: Message;
  readonly status: ClaimStatus;
  /** Coin (2001) and points (2002) counts are hundredths. */
  readonly reward: readonly PrizeItem[];
  /** The explanation under the row (why it is locked, missed, when it opens). */
  readonly note?: Message | null;
  /** An outside page the item asks the player to open first (a follow link), with the button's text. */
  readonly link?: { readonly href: string; readonly text: Message } | null;
}

export interface ClaimFigure {
  readonly label: Message;
  readonly value: number;
  /** coin / points: hundredths shown as money; count: a plain number. */
  readonly kind: 'coin' | 'points' | 'count';
}

export interface ClaimBoard {
  readonly items: readonly ClaimItem[];
  readonly figures: readonly ClaimFigure[];
  /** One line over the list. */
  readonly summary?: Message | null;
  /** A seasonal event's dates (machines/promo-seasonal.rules.ts): the page says when it opens or that it ended. */
  readonly season?: { readonly phase: 0 | 1 | 2 | 3; readonly startTime: number; readonly endTime: number } | null;
  /** The player's share link of an invite programme (machines/promo-agents.rules.ts); without a mobile, /bind. */
  readonly share?: { readonly url: string; readonly mobileBound: boolean } | null;
  /** Lists shown under the items, read-only: the invited players (masked), a log of what was received. */
  readonly rosters?: readonly ClaimRoster[];
}

/** A read-only list under a board: a title, rows of a name, what it is and when, and the empty text. */
export interface ClaimRoster {
  readonly key: string;
  readonly title: Message;
  readonly empty: Message;
  readonly rows: readonly {
    readonly key: string;
    /** Shown as it is (a masked mobile), or a message. */
    readonly name: string | Message;
    readonly detail: Message;
    readonly time: number | null;
  }[];
}

export interface ClaimResult {
  readonly propList: readonly PrizeItem[];
  /** Balances after the credit (hundredths). */
  readonly coin: number;
  readonly lottery: number;
}

export const itemOf = (board: ClaimBoard | null, key: string): ClaimItem | undefined =>
  board?.items.find((i) => i.key === key);

export const isClaimableKey = (board: ClaimBoard | null, key: string): boolean =>
  itemOf(board, key)?.status === 'claimable';

/** How many items can be claimed now. */
export const claimableCount = (board: ClaimBoard | null): number =>
  board?.items.filter((i) => i.status === 'claimable').length ?? 0;

/** The board with one item marked claimed (before the refresh confirms it). */
export function markClaimed(board: ClaimBoard | null, key: string): ClaimBoard | null {
  if (!board) return board;
  return {
    ...board,
    items: board.items.map((i) => (i.key === key ? { ...i, status: 'claimed' as const, note: null } : i)),
  };
}

/** A failed claim: errcodes 1001–1010 → `activity.act39.err{code}`, others the generic text. */
export function claimFailure(error: unknown): Message {
  const code = businessCode(error);
  if (code !== null && ACTIVITY_ERROR_CODES.includes(code)) return message(`activity.act39.err${code}`, { code });
  return errorMessage(error);
}

const sumOf = (items: readonly PrizeItem[], id: number): number =>
  items.reduce((n, i) => n + (i.id === id ? i.count : 0), 0);

// ───────────── sign-up bonus (15) ─────────────

/**
 * Sign-up bonus: day d is claimed when `loginPayDataJson.days[d−1]` is −1, claimable when it is
 * today, missed when earlier, upcoming when later. Figures: days received of N, coin received.
 */
export function signUpBoard(s: SignUpBonusState): ClaimBoard {
  const received = (day: number) => s.loginPayDataJson.days[day - 1] === -1;
  const items = s.dayList.map((d): ClaimItem => {
    const status: ClaimStatus = received(d.day)
      ? 'claimed'
      : d.day === s.today
        ? 'claimable'
        : d.day < s.today
          ? 'missed'
          : 'upcoming';
    const note =
      status === 'missed'
        ? message('promoDaily.signUp.missedNote')
        : status === 'upcoming'
          ? message('promoDaily.signUp.upcomingNote', { days: d.day - s.today })
          : null;
    return { key: String(d.day), label: message('promoDaily.day', { day: d.day }), status, reward: d.award, note };
  });
  const got = s.dayList.filter((d) => received(d.day));
  const total = s.dayList.length;
  return {
    items,
    figures: [
      { label: message('promoDaily.figure.daysReceived', { total }), value: got.length, kind: 'count' },
      {
        label: message('promoDaily.figure.coinReceived'),
        value: sumOf(
          got.flatMap((d) => d.award),
          ITEM.Coin,
        ),
        kind: 'coin',
      },
    ],
    summary:
      s.today <= total
        ? message('promoDaily.signUp.summary', { day: s.today, total })
        : message('promoDaily.signUp.over', { total }),
  };
}

// ───────────── free sign (36) ─────────────

/**
 * Free sign: `day` is the cycle day signed today (signedToday 1) or the one today pays; the days before it
 * are the current run's (claimed), later ones upcoming. Figure: the run of consecutive days.
 */
export function freeSignBoard(s: FreeSignState): ClaimBoard {
  const items = s.cycle.map((d): ClaimItem => {
    const status: ClaimStatus =
      d.day < s.day || (d.day === s.day && s.signedToday === 1)
        ? 'claimed'
        : d.day === s.day
          ? 'claimable'
          : 'upcoming';
    return {
      key: String(d.day),
      label: message('promoDaily.day', { day: d.day }),
      status,
      reward: d.award,
      note: status === 'upcoming' ? message('promoDaily.freeSign.upcomingNote', { days: d.day - s.day }) : null,
    };
  });
  const run = s.signedToday === 1 ? s.day : s.day - 1;
  return {
    items,
    figures: [{ label: message('promoDaily.figure.run'), value: run, kind: 'count' }],
    summary:
      s.signedToday === 1
        ? message('promoDaily.freeSign.signed', { day: s.day })
        : message('promoDaily.freeSign.summary', { day: s.day }),
  };
}

// ───────────── supply (30) ─────────────

/** Supply: one item, today's relief — claimed, claimable while bankrupt, else locked with the threshold. */
export function supplyBoard(s: SupplyState): ClaimBoard {
  const status: ClaimStatus = s.receivedToday === 1 ? 'claimed' : s.isBankrupt === 1 ? 'claimable' : 'locked';
  const note =
    status === 'locked'
      ? message('promoDaily.supply.lockedNote')
      : status === 'claimed'
        ? message('promoDaily.supply.claimedNote')
        : null;
  return {
    items: [{ key: 'today', label: message('promoDaily.supply.item'), status, reward: s.award, note }],
    figures: [{ label: message('promoDaily.figure.threshold'), value: s.threshold, kind: 'coin' }],
    summary: message('promoDaily.supply.summary'),
  };
}
