import { describe, expect, it } from 'vitest';
import {
  buyableCard,
  canClaimCard,
  cardToday,
  claimFailure,
  hasProps,
  hasReceived,
  loginPayStateOf,
  nextDay,
  receivedCount,
} from '../../machines/login-pay.rules';
import { CARDS_CLAIMED, CARDS_NONE, CARDS_OWNED } from './models/login-pay.model';

const card = (days: number[], receivedToday = false) => ({ id: 1, propId: 6004, boughtTime: 0, days, receivedToday });

describe('login-pay rules', () => {
  it('orders the cards by price ascending, with daily coin = limit / days and who may buy them', () => {
    expect(CARDS_OWNED.cards.map((c) => [c.id, c.price, c.days, c.daily, c.total, c.buyable])).toEqual([
      [6004, 10_000, 7, 2_000, 14_000, false],
      [6005, 30_000, 7, 6_000, 42_000, true],
      [6006, 50_000, 15, 4_500, 67_500, true],
      [6007, 100_000, 30, 5_000, 150_000, true],
    ]);
    expect(buyableCard(CARDS_OWNED, 6004)).toBeUndefined();
    expect(buyableCard(CARDS_OWNED, 6005)?.price).toBe(30_000);
    expect(buyableCard(null, 6005)).toBeUndefined();
  });

  it('hasProps is 1 with a card; the received flag is any day -1', () => {
    expect(hasProps(CARDS_OWNED)).toBe(1);
    expect(hasProps(CARDS_NONE)).toBe(0);
    expect(hasReceived(card([2_000, 2_000]))).toBe(false);
    expect(hasReceived(card([-1, 2_000]))).toBe(true);
    expect(receivedCount(card([-1, -1, 5]))).toBe(2);
  });

  it('a card is claimable once per local day until every day is received', () => {
    expect(nextDay(card([-1, 2_000]))).toBe(1);
    expect(nextDay(card([-1, -1]))).toBeNull();
    expect(cardToday(card([2_000, 2_000]))).toBe('claimable');
    expect(cardToday(card([-1, 2_000], true))).toBe('tomorrow');
    expect(cardToday(card([-1, -1], true))).toBe('finished');
    expect(canClaimCard(CARDS_OWNED, 11)).toBe(true);
    expect(canClaimCard(CARDS_CLAIMED, 11)).toBe(false);
    expect(canClaimCard(CARDS_OWNED, 12)).toBe(false);
  });

  it('treats a missing receivedToday as not received today', () => {
    const s = loginPayStateOf({
      ownList: [{ id: 3, propId: 6004, boughtTime: 0, loginPayDataJson: { days: [1] } }],
      buyPropIds: [],
      needRecharge: 0,
      propConfigList: [],
    });
    expect(s.owned[0]?.receivedToday).toBe(false);
  });

  it('says activity errcodes with their own message, others generically with their code', () => {
    expect(claimFailure({ kind: 'business', errcode: 1010 })).toEqual({
      id: 'activity.act39.err1010',
      values: { code: 1010 },
    });
    expect(claimFailure({ kind: 'business', errcode: 77 })).toEqual({
      id: 'common.errorWithCode',
      values: { code: 77 },
    });
    expect(claimFailure({ kind: 'network' })).toEqual({ id: 'common.networkError' });
  });
});
