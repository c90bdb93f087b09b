/**
 * Pure rules of the seasonal events (docs/promotions.md "Seasonal events"): the window of an
 * event (opens later, running, ended, off), the festival tiers (Festival 35) mapped onto the claim mechanism's
 * view model (ClaimBoard; adapter src/actors/claim-adapters/festival.ts), and the weekend lottery's view
 * (WeekendLottery 33; machines/weekend-lottery.machine.ts): the running week, prizes, results, the player's
 * tickets.
 */
import type { components } from '../contract/schema';
import type { ClaimBoard, ClaimItem } from './activity-claim.rules';
import { plainMoney } from './deposit-constants';
import { message } from './message';
import type { PrizeItem } from './promotions-constants';

type Schemas = components['schemas'];
export type FestivalState = Schemas['FestivalState'];
export type LotteryPublic = Schemas['LotteryPublic'];
export type LotteryUser = Schemas['LotteryUser'];
export type LotteryDraw = Schemas['LotteryDraw'];
export type LotteryTicket = Schemas['LotteryTicket'];

/** An event's configured dates: 0 off, 1 opens at startTime, 2 running, 3 ended at endTime (0 = no end). */
export interface SeasonInfo {
  readonly phase: 0 | 1 | 2 | 3;
  readonly startTime: number;
  readonly endTime: number;
}

export const seasonOf = (s: SeasonInfo): SeasonInfo => ({ phase: s.phase, startTime: s.startTime, endTime: s.endTime });

/**
 * Festival: one item per tier by deposit — claimed this festival; claimable once the festival deposits reach
 * it while it runs; locked with what is missing while it runs; locked "opens …" before; missed once it ended.
 * Figure: the deposits made during the festival. The window goes with the board (the page says when it opens
 * or that it ended).
 */
export function festivalBoard(s: FestivalState): ClaimBoard {
  const items = s.tiers.map((t): ClaimItem => {
    const status = t.status === 2 ? 'claimed' : t.status === 1 ? 'claimable' : s.phase === 3 ? 'missed' : 'locked';
    const note =
      status !== 'locked'
        ? status === 'missed'
          ? message('promoSeasonal.festival.lapsed')
          : null
        : s.phase === 2
          ? message('promoSeasonal.festival.more', { amount: plainMoney(Math.max(0, t.recharge - s.festivalRecharge)) })
          : message('promoSeasonal.festival.notRunning');
    return {
      key: String(t.id),
      label: message('promoSeasonal.festival.tier', { amount: plainMoney(t.recharge) }),
      status,
      reward: t.award,
      note,
    };
  });
  return {
    items,
    figures: [{ label: message('promoSeasonal.festival.deposited'), value: s.festivalRecharge, kind: 'coin' }],
    summary: message('promoSeasonal.festival.summary'),
    season: seasonOf(s),
  };
}

// ───────────── weekend lottery ─────────────

export interface LotteryWeekTickets {
  readonly week: string;
  readonly tickets: readonly LotteryTicket[];
}

/** What the lottery page shows: the public state, plus the player's tickets when signed in. */
export interface LotteryView {
  readonly lottery: LotteryPublic;
  /** The player's tickets (the running week, then the drawn weeks) and winnings; null for a visitor. */
  readonly mine: { readonly weeks: readonly LotteryWeekTickets[]; readonly wonTotal: number } | null;
}

/** The view of a visitor's answer (anonymous/weekendLottery). */
export function lotteryViewOfPublic(body: LotteryPublic): LotteryView {
  return { lottery: stripPublic(body), mine: null };
}

/** The view of a player's answer (rechargeBonusCollection12). */
export function lotteryViewOfUser(body: LotteryUser): LotteryView {
  return { lottery: stripPublic(body), mine: { weeks: body.myTickets, wonTotal: body.wonTotal } };
}

function stripPublic(b: LotteryPublic): LotteryPublic {
  return {
    open: b.open,
    phase: b.phase,
    startTime: b.startTime,
    endTime: b.endTime,
    week: b.week,
    ticketsFrom: b.ticketsFrom,
    drawTime: b.drawTime,
    selling: b.selling,
    ticketAmount: b.ticketAmount,
    maxTickets: b.maxTickets,
    ticketCount: b.ticketCount,
    prizes: b.prizes,
    draws: b.draws,
  };
}

/** The longest a page waits before reading the lottery again (a browser timer holds at most ~24.8 days). */
export const LOTTERY_MAX_WAIT_MS = 24 * 60 * 60 * 1000;
/** How long after the draw time the page reads the results (the server draws on the first read after it). */
export const LOTTERY_AFTER_DRAW_MS = 2_000;

/**
 * How long the page waits, from `now` (the device's clock when the wait is scheduled), before reading the lottery
 * again: until just after the running week's draw (its results then show), at most a day (so a page left open
 * still follows the server), at least a second.
 */
export function msUntilReload(view: LotteryView | null, now: number): number {
  if (!view) return LOTTERY_MAX_WAIT_MS;
  const wait = view.lottery.drawTime - now + LOTTERY_AFTER_DRAW_MS;
  return Math.min(LOTTERY_MAX_WAIT_MS, Math.max(1_000, wait));
}

/** The player's tickets of the running week. */
export function currentTickets(view: LotteryView | null): readonly LotteryTicket[] {
  if (!view?.mine) return [];
  return view.mine.weeks.find((w) => w.week === view.lottery.week)?.tickets ?? [];
}

/** The player's tickets of a drawn week. */
export function ticketsOfWeek(view: LotteryView | null, week: string): readonly LotteryTicket[] {
  return view?.mine?.weeks.find((w) => w.week === week)?.tickets ?? [];
}

/** How many tickets a deposit of `amount` (hundredths) gives now, given what the player holds this week. */
export function ticketsFor(view: LotteryView, amount: number): number {
  const held = currentTickets(view).length;
  return Math.max(0, Math.min(Math.floor(amount / view.lottery.ticketAmount), view.lottery.maxTickets - held));
}

/** The coin of an award (hundredths). */
export const coinOf = (award: readonly PrizeItem[]): number =>
  award.reduce((n, i) => n + (i.id === 2001 ? i.count : 0), 0);

// ───────────── Christmas ─────────────

export type ChristmasState = Schemas['ChristmasState'];
export type ChristmasBox = ChristmasState['boxes'][number];

/** One thing the player does on the Christmas page. */
export type ChristmasAction =
  | { readonly kind: 'sign' }
  | { readonly kind: 'open'; readonly id: number }
  | { readonly kind: 'receive'; readonly id: number }
  | { readonly kind: 'extra' };

/** What an action answers: the state after it, the prize (opened, or credited) and the balances after a credit. */
export interface ChristmasOutcome {
  readonly state: ChristmasState;
  readonly award: readonly PrizeItem[];
  /** Balances after a credit (receive, extra); null when nothing was credited (sign, open). */
  readonly balances: { readonly coin: number; readonly lottery: number } | null;
}

export const boxOf = (s: ChristmasState | null, id: number): ChristmasBox | undefined =>
  s?.boxes.find((b) => b.id === id);

/** Whether the server would take `action` now (the page offers nothing else; a double tap sends one call). */
export function canChristmas(s: ChristmasState | null, action: ChristmasAction): boolean {
  if (!s) return false;
  switch (action.kind) {
    case 'sign':
      return s.phase === 2 && s.signedToday === 0;
    case 'open':
      return s.phase === 2 && boxOf(s, action.id)?.status === 0;
    case 'receive':
      return boxOf(s, action.id)?.status === 1;
    case 'extra':
      return s.phase === 2 && s.extra.status === 1;
  }
}

/** How much more the player deposits this season for the next deposit box (0 once every one is earned). */
export function nextBoxMissing(s: ChristmasState): number {
  const earned = s.boxes.filter((b) => b.source === 2).length;
  if (earned >= s.maxDepositBoxes) return 0;
  return (earned + 1) * s.depositPerBox - s.seasonRecharge;
}

/** A prize's chance in percent text with one decimal at most: weight 3 of 100 → "3", 1 of 30 → "3.3". */
export function chanceText(weight: number, total: number): string {
  if (total <= 0) return '0';
  const tenths = Math.round((weight * 1000) / total);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

// ───────────── New Year ─────────────

export type NewYearState = Schemas['NewYearState'];

/** One thing the player does on the New Year page. */
export type NewYearAction =
  | { readonly kind: 'share' }
  | { readonly kind: 'task'; readonly id: number }
  | { readonly kind: 'box'; readonly id: number }
  | { readonly kind: 'packet' }
  | { readonly kind: 'extra' };

/** What an action answers: the state after it, what it gave (an item, coin) and the balances after a credit. */
export interface NewYearOutcome {
  readonly state: NewYearState;
  readonly award: readonly PrizeItem[];
  readonly balances: { readonly coin: number; readonly lottery: number } | null;
}

/** Whether the player holds one of each of the four items. */
export const hasFullSet = (s: NewYearState): boolean => s.items.length === 4 && s.items.every((i) => i.count > 0);

/** Whether the server would take `action` now. */
export function canNewYear(s: NewYearState | null, action: NewYearAction): boolean {
  if (!s || s.phase !== 2) return false;
  switch (action.kind) {
    case 'share':
      return true;
    case 'task':
      return s.tasks.find((t) => t.id === action.id)?.status === 1;
    case 'box':
      return s.boxes.find((b) => b.id === action.id)?.itemId === 0;
    case 'packet':
      return hasFullSet(s) && s.packets.length < s.maxPackets;
    case 'extra':
      return s.extra.status === 1;
  }
}
