/**
 * The cash-bonus pot and the ladder tiers on the shared claim board (machines/promo-recharge.rules.ts): item
 * statuses, notes, figures and the texts' values.
 */
import { describe, expect, it } from 'vitest';
import {
  FUND_POT_KEY,
  daysLeft,
  fundBoard,
  ladderBoard,
  percentText,
  type FundState,
  type LadderState,
} from '../../machines/promo-recharge.rules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

const fund = (over: Partial<FundState> = {}): FundState => ({
  amount: 0,
  expireTime: 0,
  todayAmount: 0,
  rate: 500,
  minRecharge: 10_000,
  dayLimit: 20_000,
  validDays: 7,
  receivedTotal: 0,
  records: [],
  ...over,
});

const tier = (id: number, recharge: number, status: 0 | 1 | 2) => ({
  id,
  recharge,
  award: [{ id: 2001, count: recharge / 20 }],
  status,
});

describe('percentText and daysLeft', () => {
  it('writes basis points as a short percent', () => {
    expect([500, 250, 1, 10_000, 0, 125].map(percentText)).toEqual(['5', '2.5', '0.01', '100', '0', '1.25']);
  });

  it('counts whole days left, at least one before expiry and none after', () => {
    expect(daysLeft(NOW + 7 * DAY, NOW)).toBe(7);
    expect(daysLeft(NOW + 1, NOW)).toBe(1);
    expect(daysLeft(NOW + DAY + 1, NOW)).toBe(2);
    expect(daysLeft(NOW, NOW)).toBe(0);
    expect(daysLeft(0, NOW)).toBe(0);
  });
});

describe('fundBoard', () => {
  it('locks an empty pot and says how to fill it', () => {
    const board = fundBoard(fund(), NOW);
    expect(board.items).toEqual([
      {
        key: FUND_POT_KEY,
        label: { id: 'promoRecharge.fund.pot' },
        status: 'locked',
        reward: [],
        note: { id: 'promoRecharge.fund.emptyNote', values: { min: '100.00' } },
      },
    ]);
    expect(board.summary).toEqual({
      id: 'promoRecharge.fund.summary',
      values: { rate: '5', min: '100.00', limit: '200.00', days: 7 },
    });
  });

  it('offers the whole pot as coin with the oldest part’s days left, and shows today and the total', () => {
    const board = fundBoard(
      fund({ amount: 12_345, expireTime: NOW + 3 * DAY - 5, todayAmount: 5_000, receivedTotal: 80_000 }),
      NOW,
    );
    expect(board.items[0]).toMatchObject({
      status: 'claimable',
      reward: [{ id: 2001, count: 12_345 }],
      note: { id: 'promoRecharge.fund.expires', values: { days: 3 } },
    });
    expect(board.figures.map((f) => [f.label.id, f.value, f.kind])).toEqual([
      ['promoRecharge.fund.today', 5_000, 'coin'],
      ['promoRecharge.fund.received', 80_000, 'coin'],
    ]);
    expect(board.figures[0]!.label.values).toEqual({ limit: '200.00' });
  });
});

describe('ladderBoard', () => {
  const state = (over: Partial<LadderState> = {}): LadderState => ({
    todayRecharge: 55_000,
    resetTime: NOW + DAY,
    tiers: [tier(1, 10_000, 2), tier(2, 50_000, 1), tier(3, 100_000, 0), tier(4, 500_000, 0)],
    ...over,
  });

  it('maps each tier by its status, keyed by the tier id', () => {
    const board = ladderBoard(state());
    expect(board.items.map((i) => [i.key, i.status])).toEqual([
      ['1', 'claimed'],
      ['2', 'claimable'],
      ['3', 'locked'],
      ['4', 'locked'],
    ]);
    expect(board.items[1]!.reward).toEqual([{ id: 2001, count: 2_500 }]);
    expect(board.items[1]!.label).toEqual({ id: 'promoRecharge.ladder.tier', values: { amount: '500.00' } });
  });

  it('says what a locked tier still needs today, and nothing under a reached one', () => {
    const board = ladderBoard(state());
    expect(board.items.map((i) => i.note ?? null)).toEqual([
      null,
      null,
      { id: 'promoRecharge.ladder.more', values: { amount: '450.00' } },
      { id: 'promoRecharge.ladder.more', values: { amount: '4,450.00' } },
    ]);
    expect(board.figures).toEqual([{ label: { id: 'promoRecharge.ladder.today' }, value: 55_000, kind: 'coin' }]);
  });

  it('is an empty list when no tier is configured', () => {
    expect(ladderBoard(state({ tiers: [] })).items).toEqual([]);
  });
});
