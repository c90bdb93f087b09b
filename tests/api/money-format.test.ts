/**
 * Issue 12: an amount never breaks inside ("ราคา ฿ / 300.00"). `formatMoney` is the one format the app shows
 * money with: the symbol joined to the number, with no line-break opportunity anywhere in it.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';

describe('formatMoney', () => {
  it('joins the symbol to the amount, in both locales', () => {
    expect(formatMoney(30_000, '฿', 'th-TH')).toBe('฿300.00');
    expect(formatMoney(123_456_789, '฿', 'en-US')).toBe('฿1,234,567.89');
    expect(formatMoney(-150, '₱', 'en-US')).toBe('₱-1.50');
  });

  it('joins a symbol ending in a letter with a no-break space', () => {
    expect(formatMoney(30_000, 'Rs', 'en-US')).toBe('Rs\u00a0300.00');
  });

  it('has no breakable space inside, whatever the amount', () => {
    for (const h of [0, 5, 99_999, 5_000_000_00, Number.MAX_SAFE_INTEGER])
      for (const symbol of ['฿', '₱', 'Rs'])
        for (const locale of ['th-TH', 'en-US']) expect(formatMoney(h, symbol, locale)).not.toMatch(/[ \t\n]/);
  });

  it('shows the bare amount without a symbol', () => {
    expect(formatMoney(100, '', 'th-TH')).toBe('1.00');
  });
});
