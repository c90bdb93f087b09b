/**
 * Money on screen. Amounts are integer hundredths everywhere (openapi.yaml); they are shown as
 * `value / 100` with exactly two decimals. The division is done on the decimal digits, never with
 * floating-point arithmetic, so any safe integer formats exactly.
 */

const DEFAULT_LOCALE = 'th-TH';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f;
}

/** `12345` → `"123.45"` (exact decimal string of hundredths). */
export function hundredthsToDecimal(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`money must be an integer in hundredths: ${hundredths}`);
  const digits = String(Math.abs(hundredths)).padStart(3, '0');
  return `${hundredths < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The app's locales, whose two-decimal numbers are Latin digits grouped by three with ',' and a '.' point —
 * exactly what Intl.NumberFormat writes for them (tests/api/money.test.ts compares the two). They are grouped
 * here because building th-TH's NumberFormat loads ICU data: ~14 ms of a phone's first render (56 ms under
 * Lighthouse's 4× CPU throttle), for a format that needs none of it.
 */
const GROUPED_BY_THREE = new Set(['th-TH', 'en-US']);

/**
 * Formats integer hundredths for `locale` with two decimals and the locale's grouping:
 * `formatCoin(123456, 'th-TH')` → `"1,234.56"`. Throws a RangeError for a non-integer.
 */
export function formatCoin(hundredths: number, locale: string = DEFAULT_LOCALE): string {
  const decimal = hundredthsToDecimal(hundredths);
  if (GROUPED_BY_THREE.has(locale)) return decimal.replace(/\B(?=(\d{3})+\.)/g, ',');
  // Intl formats a decimal string exactly (no conversion through a float).
  return formatter(locale).format(decimal as `${number}`);
}

/**
 * The one way an amount is shown: the currency symbol joined to the number, `฿1,234.56` (a symbol ending in a
 * letter, like `Rs`, is joined with a no-break space: `Rs\u00a01,234.56`). Nothing in it is a line-break
 * opportunity (a prefix symbol, digits, grouping commas and the point never break), so a sentence that
 * interpolates it never splits the symbol from the amount (never "ราคา ฿" at a line's end, "300.00" on the next).
 */
export function formatMoney(hundredths: number, symbol: string, locale: string = DEFAULT_LOCALE): string {
  const amount = formatCoin(hundredths, locale);
  if (!symbol) return amount;
  return /\p{L}$/u.test(symbol) ? `${symbol}\u00a0${amount}` : `${symbol}${amount}`;
}
