import { ageOnDay } from '../../contract/profile-rules';
import { describe, expect, it } from 'vitest';
import {
  coinForPoints,
  decimal,
  maxExchangePoints,
  parseHundredths,
  pointsError,
  processingPeriodFor,
  withdrawAmountError,
} from '../../machines/account-rules';
import { LOTTERY } from './models/account.model';

describe('account rules', () => {
  it('parses amounts to hundredths on the digits', () => {
    expect(parseHundredths('1,234.5')).toBe(123_450);
    expect(parseHundredths('0.07')).toBe(7);
    expect(parseHundredths('100')).toBe(10_000);
    expect(parseHundredths('1.234')).toBeNull();
    expect(parseHundredths('-5')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
    expect(decimal(123_456_789)).toBe('1,234,567.89');
    expect(decimal(5)).toBe('0.05');
  });

  it('picks the processing period by amount band, each upper bound inclusive', () => {
    const days = (amount: number) => {
      const p = processingPeriodFor(amount);
      return p ? [p.minDays, p.maxDays] : null;
    };
    expect(days(100)).toEqual([1, 3]);
    expect(days(5_000_000)).toEqual([1, 3]);
    expect(days(5_000_001)).toEqual([3, 5]);
    expect(days(50_000_000)).toEqual([3, 5]);
    expect(days(50_000_001)).toEqual([5, 10]);
    expect(processingPeriodFor(100, [])).toBeNull();
  });

  it('checks a withdrawal amount against balance and bounds', () => {
    const limits = { coin: 250_000, minAmount: 10_000, maxAmount: 200_000 };
    expect(withdrawAmountError('', limits)?.id).toBe('account.withdraw.amountRequired');
    expect(withdrawAmountError('1.001', limits)?.id).toBe('account.withdraw.amountFormat');
    expect(withdrawAmountError('0', limits)?.id).toBe('account.withdraw.amountFormat');
    expect(withdrawAmountError('2500.01', limits)?.id).toBe('account.withdraw.amountOverBalance');
    expect(withdrawAmountError('99.99', limits)).toEqual({
      id: 'account.withdraw.amountMin',
      values: { min: '100.00' },
    });
    expect(withdrawAmountError('2000.01', limits)?.id).toBe('account.withdraw.amountMax');
    expect(withdrawAmountError('2000', limits)).toBeNull();
  });

  it('computes ages on calendar days and point values exactly', () => {
    expect(ageOnDay('2005-06-02', '2026-06-01')).toBe(20);
    expect(ageOnDay('2005-06-01', '2026-06-01')).toBe(21);
    expect(ageOnDay('2005-02-30', '2026-06-01')).toBeNull();
    expect(coinForPoints(125)).toBe(100);
    expect(coinForPoints(130)).toBe(104);
    expect(maxExchangePoints(40_050, 125)).toBe(375);
    expect(maxExchangePoints(12_499, 125)).toBe(0);
    expect(pointsError('375', LOTTERY)).toBeNull();
    expect(pointsError('500', LOTTERY)?.id).toBe('account.points.notEnough');
    expect(pointsError('130', LOTTERY)?.id).toBe('account.points.step');
    expect(pointsError('1.5', LOTTERY)?.id).toBe('account.points.whole');
  });
});
