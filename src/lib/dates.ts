/**
 * Dates and times on screen, in the player's locale (Thai in the Gregorian calendar, as the spec's screens
 * show them). Each Intl.DateTimeFormat is built once per locale and style: building one costs about ten
 * times formatting with it, and a list or the big-win ticker formats many dates per render.
 */

const STYLES = {
  /** "22 พ.ย. 2026" / "Nov 22, 2026" */
  date: { dateStyle: 'medium' },
  /** date and hours:minutes */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** date and hours:minutes:seconds */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** Intl locale tag: Thai dates in the Gregorian calendar (th-TH alone would count Buddhist Era years). */
export function intlLocale(locale: string): string {
  return locale === 'th-TH' ? 'th-TH-u-ca-gregory' : locale;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** `time` (ms since the epoch, or a Date) in `locale` and `style`. */
export function formatDate(time: number | Date, locale: string, style: DateStyle): string {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), STYLES[style]);
    formats.set(key, format);
  }
  return format.format(time);
}

/**
 * "2:05 PM": 12-hour local time with AM/PM, as spec §9 writes the big-win ticker in every language (Intl
 * writes the same for th-TH and en-US). Written out because it is on the home's first screen, and the first
 * Thai Intl formatter a page builds loads ICU data: ~20 ms of a phone's main thread (80 ms under
 * Lighthouse's 4× CPU throttle), for four fixed fields.
 */
export function clock12(time: number | Date): string {
  const date = new Date(time);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
