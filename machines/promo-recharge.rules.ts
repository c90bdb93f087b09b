/**
 * Pure rules of the deposit-driven bonuses on the shared claim mechanism (machines/activity-claim.machine.ts;
 * docs/promotions.md "Cash bonus (type 16)", "Ladder recharge (type 17)"): the cash-bonus pot
 * and the ladder tiers mapped onto the one view model (ClaimBoard). Adapters:
 * src/actors/claim-adapters/fund.ts and ladder.ts.
 */
import type { components } from '../contract/schema';
import { ITEM } from '../contract/ids';
import type { ClaimBoard, ClaimItem } from './activity-claim.rules';
import { plainMoney } from './deposit-constants';
import { message } from './message';

type Schemas = components['schemas'];
export type FundState = Schemas['FundState'];
export type LadderState = Schemas['LadderState'];

/** The key of the fund's one item: the whole pot. */
export const FUND_POT_KEY = 'pot';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Basis points as a percent text: 500 → "5", 250 → "2.5", 1 → "0.01". */
export function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Whole days until `expireTime` at `now`, at least 1 while it has not passed (0 once it has). */
export function daysLeft(expireTime: number, now: number): number {
  return expireTime > now ? Math.ceil((expireTime - now) / DAY_MS) : 0;
}

/**
 * Cash bonus: one item, the pot — claimable while it holds something (its note says when the oldest part
 * expires), locked otherwise (its note says how to fill it). Figures: today's accrual and everything claimed.
 */
export function fundBoard(s: FundState, now: number): ClaimBoard {
  const claimable = s.amount > 0;
  const pot: ClaimItem = {
    key: FUND_POT_KEY,
    label: message('promoRecharge.fund.pot'),
    status: claimable ? 'claimable' : 'locked',
    reward: claimable ? [{ id: ITEM.Coin, count: s.amount }] : [],
    note: claimable
      ? message('promoRecharge.fund.expires', { days: daysLeft(s.expireTime, now) })
      : message('promoRecharge.fund.emptyNote', { min: plainMoney(s.minRecharge) }),
  };
  return {
    items: [pot],
    figures: [
      {
        label: message('promoRecharge.fund.today', { limit: plainMoney(s.dayLimit) }),
        value: s.todayAmount,
        kind: 'coin',
      },
      { label: message('promoRecharge.fund.received'), value: s.receivedTotal, kind: 'coin' },
    ],
    summary: message('promoRecharge.fund.summary', {
      rate: percentText(s.rate),
      min: plainMoney(s.minRecharge),
      limit: plainMoney(s.dayLimit),
      days: s.validDays,
    }),
  };
}

/**
 * Ladder recharge: one item per tier by deposit — claimed today, claimable once today's deposits reach it,
 * locked with what is still missing otherwise. Figure: today's deposits.
 */
export function ladderBoard(s: LadderState): ClaimBoard {
  const items = s.tiers.map((t): ClaimItem => ({
    key: String(t.id),
    label: message('promoRecharge.ladder.tier', { amount: plainMoney(t.recharge) }),
    status: t.status === 2 ? 'claimed' : t.status === 1 ? 'claimable' : 'locked',
    reward: t.award,
    note:
      t.status === 0
        ? message('promoRecharge.ladder.more', { amount: plainMoney(Math.max(0, t.recharge - s.todayRecharge)) })
        : null,
  }));
  return {
    items,
    figures: [{ label: message('promoRecharge.ladder.today'), value: s.todayRecharge, kind: 'coin' }],
    summary: message('promoRecharge.ladder.summary'),
  };
}
