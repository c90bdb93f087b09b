/** The deposit-limits rules (machines/deposit-limits.rules.ts). */
import { describe, expect, it } from 'vitest';
import { limitAmountError } from '../../machines/deposit-limits.rules';

describe('deposit-limits rules', () => {
  it('refuses what is not a positive amount of at most two decimals within the bound', () => {
    expect(limitAmountError('')?.id).toBe('protection.limit.error.empty');
    expect(limitAmountError('12.345')?.id).toBe('protection.limit.error.format');
    expect(limitAmountError('-5')?.id).toBe('protection.limit.error.format');
    expect(limitAmountError('0.00')?.id).toBe('protection.limit.error.zero');
    expect(limitAmountError('9999999999')?.id).toBe('protection.limit.error.max');
    expect(limitAmountError('1,000,000,000')).toBeNull();
    expect(limitAmountError(' 500 ')).toBeNull();
  });
});
