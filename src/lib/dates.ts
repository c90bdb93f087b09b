/**
 * Dates and times on screen, in the player's locale. Thai dates count Buddhist Era years and say so, with Thai
 * month names ("22 พ.ย. พ.ศ. 2569"), as Thai banks' apps show them, and Thai times are on the 24-hour clock
 * with น. ("14:05 น."); en-US is Intl's own ("Nov 22, 2026, 2:05 PM"). Each Intl.DateTimeFormat is built once
 * per locale and style: building one costs about ten times formatting with it, and a list or the big-win ticker
 * formats many dates per render. The time zone is the tree's (useShownZone), given to each call: the server
 * renders pages of several zones at once.
 */
import { createContext, useContext } from 'react';

const STYLES = {
  /** "Nov 22, 2026" */
  date: { dateStyle: 'medium' },
  /** date and hours:minutes */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** date and hours:minutes:seconds */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Thai: the era written out (dateStyle cannot show it) and the 24-hour clock. */
const THAI_DATE = { day: 'numeric', month: 'short', year: 'numeric', era: 'short' } as const;
const THAI_CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const THAI_STYLES = {
  /** "22 พ.ย. พ.ศ. 2569" */
  date: THAI_DATE,
  /** "22 พ.ย. พ.ศ. 2569 14:05" (+ " น.") */
  dateTime: { ...THAI_DATE, ...THAI_CLOCK },
  /** "22 พ.ย. พ.ศ. 2569 14:05:09" (+ " น.") */
  dateTimeSeconds: { ...THAI_DATE, ...THAI_CLOCK, second: '2-digit' },
} as const satisfies Record<DateStyle, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/**
 * What follows a Thai time: "14:05 น." (นาฬิกา), joined by a no-break space so that a line never ends between
 * the time and its น. (a narrow note wrapped "21:45 / น.").
 */
const THAI_TIME_SUFFIX = '\u00A0น.';

/** Intl locale tag: Thai dates in the Buddhist calendar (said explicitly, whatever the runtime's default). */
export function intlLocale(locale: string): string {
  return locale === 'th-TH' ? 'th-TH-u-ca-buddhist' : locale;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time zone dates are shown in, when it is not the runtime's own: on the server rendering a page, the
 * player's (the `tz` hint cookie, src/lib/hint-cookies.ts), so the server writes the times the browser will; in
 * the browser, the one the server wrote a hydrated page in when the browser's own differs (src/main.tsx).
 * `offsetMinutes` is that zone's offset (minutes east of UTC) when the page was rendered: the ticker's clock reads
 * hours and minutes from it with Date alone (see `clockTime`). The server and the browser are given the same number,
 * so they write the same times; a win across a summer-time change of that zone would read an hour off (not
 * Thailand's case).
 */
export interface ShownZone {
  readonly timeZone: string;
  readonly offsetMinutes: number;
}

/** The tree's shown zone (undefined: the runtime's own), given by the app's frame (src/app/app.tsx). */
export const ShownZoneContext = createContext<ShownZone | undefined>(undefined);

/** The zone dates are shown in by this tree; pass it to formatDate / clockTime. */
export function useShownZone(): ShownZone | undefined {
  return useContext(ShownZoneContext);
}

function formatter(
  locale: string,
  key: string,
  options: Intl.DateTimeFormatOptions,
  zone: ShownZone | undefined,
): Intl.DateTimeFormat {
  const id = `${locale}|${key}|${zone?.timeZone ?? ''}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone.timeZone } : options);
    formats.set(id, format);
  }
  return format;
}

/** `time` (ms since the epoch, or a Date) in `locale` and `style`, in `zone` (useShownZone). */
export function formatDate(time: number | Date, locale: string, style: DateStyle, zone: ShownZone | undefined): string {
  if (locale === 'th-TH') {
    const text = formatter(intlLocale(locale), style, THAI_STYLES[style], zone).format(time);
    return style === 'date' ? text : text + THAI_TIME_SUFFIX;
  }
  return formatter(intlLocale(locale), style, STYLES[style], zone).format(time);
}

/** The year of `time` as `locale` counts years: "พ.ศ. 2569" in th-TH (the era said), "2026" in en-US. */
export function localeYear(time: number | Date, locale: string, zone: ShownZone | undefined): string {
  return formatter(intlLocale(locale), 'year', { year: 'numeric' }, zone).format(time);
}

/** A calendar day ('YYYY-MM-DD') is the same day wherever it is read: written at noon UTC, in UTC. */
const CALENDAR_DAY: ShownZone = { timeZone: 'UTC', offsetMinutes: 0 };

/**
 * A calendar day ('YYYY-MM-DD', as the API gives days) in `locale`: "22 พ.ย. พ.ศ. 2569", "Nov 22, 2026". Anything
 * else is shown as it came.
 */
export function formatDay(day: string, locale: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return day;
  const at = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12);
  return Number.isNaN(at) ? day : formatDate(at, locale, 'date', CALENDAR_DAY);
}

/** Hours and minutes of `date` in `zone` (undefined: the runtime's own). */
function hoursMinutes(date: Date, zone: ShownZone | undefined): [number, number] {
  if (zone === undefined) return [date.getHours(), date.getMinutes()];
  const shifted = new Date(date.getTime() + zone.offsetMinutes * 60_000);
  return [shifted.getUTCHours(), shifted.getUTCMinutes()];
}

/**
 * The big-win ticker's time of day: "14:05 น." in Thai (the 24-hour clock Thai readers use), "2:05 PM" in
 * en-US. Written out because it is on the home's first screen, and the first Thai Intl formatter a page builds
 * loads ICU data: ~20 ms of a phone's main thread (80 ms under Lighthouse's 4× CPU throttle), for four fixed
 * fields.
 */
export function clockTime(time: number | Date, locale: string, zone: ShownZone | undefined): string {
  const [hours, minutes] = hoursMinutes(new Date(time), zone);
  const mm = String(minutes).padStart(2, '0');
  if (locale === 'th-TH') return `${String(hours).padStart(2, '0')}:${mm}${THAI_TIME_SUFFIX}`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Minutes east of UTC of `timeZone` at `at`: what a server-rendered page tells the browser, so that the browser
 * can tell whether its own clock shows the same wall time without building an Intl formatter (ICU's first load,
 * see `clockTime`) during the first render.
 */
export function zoneOffsetMinutes(timeZone: string, at: number = Date.now()): number {
  const parts = wallClock(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** Whether this runtime's own clock is, now, `offsetMinutes` east of UTC (no Intl: `Date` only). */
export function localOffsetIs(offsetMinutes: number | undefined): boolean {
  return offsetMinutes === -new Date().getTimezoneOffset();
}

/**
 * Memos of the zone functions below (the server asks them for every page and every cache key; an
 * Intl.DateTimeFormat costs tens of microseconds to make). Bounded: a crawler's made-up zones empty them.
 */
const ZONE_MEMO_MAX = 1000;
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const knownZones = new Map<string, string | null>();
function remember<T>(memo: Map<string, T>, key: string, value: T): T {
  if (memo.size >= ZONE_MEMO_MAX) memo.clear();
  memo.set(key, value);
  return value;
}

/** The wall clock of `timeZone` in numbers (zoneOffsetMinutes reads it). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  return (
    wallClocks.get(timeZone) ??
    remember(
      wallClocks,
      timeZone,
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }),
    )
  );
}

/** A time zone name the runtime knows, else null. */
export function knownTimeZone(name: string | undefined): string | null {
  if (!name || name.length > 64) return null;
  const known = knownZones.get(name);
  if (known !== undefined) return known;
  let zone: string | null;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    zone = null;
  }
  return remember(knownZones, name, zone);
}
