/** formatCoin: integer hundredths → two decimals, exact for every safe integer, no float arithmetic. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoin, hundredthsToDecimal } from '../../src/lib/money';

describe('hundredthsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1005, '10.05'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d → %s', (input, expected) => {
    expect(hundredthsToDecimal(input)).toBe(expected);
  });

  it('rejects non-integers and unsafe integers', () => {
    expect(() => hundredthsToDecimal(1.5)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatCoin', () => {
  it('formats th-TH with grouping and two decimals', () => {
    expect(formatCoin(123456, 'th-TH')).toBe('1,234.56');
    expect(formatCoin(0, 'th-TH')).toBe('0.00');
    expect(formatCoin(1000, 'th-TH')).toBe('10.00');
    expect(formatCoin(7, 'th-TH')).toBe('0.07');
  });

  it('uses th-TH by default', () => {
    expect(formatCoin(1234567)).toBe('12,345.67');
  });

  it('follows the locale', () => {
    expect(formatCoin(123456, 'de-DE')).toBe('1.234,56');
  });

  it('is exact where float division is not (0.29 * 100 style traps)', () => {
    expect(formatCoin(29, 'en-US')).toBe('0.29');
    expect(formatCoin(Number.MAX_SAFE_INTEGER, 'en-US')).toBe('90,071,992,547,409.91');
  });

  it('round-trips every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const shown = formatCoin(n, 'en-US').replaceAll(',', '');
        expect(BigInt(shown.replace('.', ''))).toBe(BigInt(n));
        expect(shown).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it('writes exactly what Intl.NumberFormat writes for the app locales', () => {
    const samples = fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 }));
    for (const locale of ['th-TH', 'en-US']) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      fc.assert(
        fc.property(samples, (n) => {
          expect(formatCoin(n, locale)).toBe(intl.format(hundredthsToDecimal(n) as `${number}`));
        }),
        { numRuns: 500 },
      );
      for (const n of [0, 7, -7, 99, 100, 99_999, 100_000, -123_456_789, Number.MIN_SAFE_INTEGER]) {
        expect(formatCoin(n, locale)).toBe(intl.format(hundredthsToDecimal(n) as `${number}`));
      }
    }
  });

  it('rejects a non-integer amount', () => {
    expect(() => formatCoin(0.1 + 0.2, 'th-TH')).toThrow(RangeError);
  });
});
