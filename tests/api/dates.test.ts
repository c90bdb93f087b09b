/** formatDate: one cached Intl formatter per locale and style; Thai dates in the Gregorian calendar. */
import { describe, expect, it } from 'vitest';
import { clock12, formatDate, intlLocale, localOffsetIs, setTimeZone, zoneOffsetMinutes } from '../../src/lib/dates';

// 22 Nov 2026 14:05:09 in the test's time zone.
const when = new Date(2026, 10, 22, 14, 5, 9).getTime();

describe('formatDate', () => {
  it('writes Thai dates with the Gregorian year, not the Buddhist Era one', () => {
    expect(intlLocale('th-TH')).toBe('th-TH-u-ca-gregory');
    expect(intlLocale('en-US')).toBe('en-US');
    expect(formatDate(when, 'th-TH', 'date')).toContain('2026');
    expect(formatDate(when, 'th-TH', 'date')).not.toContain('2569');
  });

  it('gives each style its fields', () => {
    expect(formatDate(when, 'en-US', 'date')).toBe('Nov 22, 2026');
    expect(formatDate(when, 'en-US', 'dateTime')).toMatch(/^Nov 22, 2026,? 2:05\s?PM$/);
    expect(formatDate(when, 'en-US', 'dateTimeSeconds')).toMatch(/^Nov 22, 2026,? 2:05:09\s?PM$/);
  });

  // Intl's th-TH with hour12 uses the h11 cycle ("0:05 AM", "0:05 PM"); the 12-hour clock the spec asks for
  // counts 12:05, as en-US does.
  it('clock12: 12-hour time with AM/PM as en-US writes it; th-TH alike but for the twelve o’clock hours', () => {
    const intl = (locale: string, t: number) =>
      new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', hour12: true })
        .format(t)
        .replace(/\s/g, ' ');
    const day = new Date(2026, 10, 22).getTime();
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const t = day + minute * 60_000;
      expect(clock12(t)).toBe(intl('en-US', t));
      if (minute % 720 >= 60) expect(clock12(t)).toBe(intl('th-TH', t));
    }
    expect(clock12(new Date(2026, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(clock12(new Date(2026, 0, 1, 12, 30))).toBe('12:30 PM');
    expect(clock12(new Date(2026, 0, 1, 23, 59))).toBe('11:59 PM');
    expect(clock12(new Date(2026, 0, 1, 9, 5))).toBe('9:05 AM');
  });

  it('builds a formatter once per locale and style', () => {
    const built: unknown[] = [];
    const Original = Intl.DateTimeFormat;
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
      built.push(args);
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = Counting;
    try {
      for (let i = 0; i < 50; i++) formatDate(when + i * 60_000, 'en-GB', 'dateTime');
      for (let i = 0; i < 50; i++) formatDate(when + i * 60_000, 'en-GB', 'date');
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(built).toHaveLength(2);
  });
});

describe('zoneOffsetMinutes and localOffsetIs (a server page tells the browser its zone offset)', () => {
  it('gives minutes east of UTC at an instant, with summer time where the zone has it', () => {
    expect(zoneOffsetMinutes('Asia/Bangkok', Date.UTC(2026, 0, 15, 12))).toBe(420);
    expect(zoneOffsetMinutes('Asia/Manila', Date.UTC(2026, 6, 15, 12))).toBe(480);
    expect(zoneOffsetMinutes('UTC', Date.UTC(2026, 6, 15, 12))).toBe(0);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15, 12))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15, 12))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 6, 15, 12, 7, 31))).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.UTC(2026, 6, 15, 23, 59, 59))).toBe(345);
  });

  it('compares with this runtime’s own offset now, and says no to a missing offset', () => {
    expect(localOffsetIs(-new Date().getTimezoneOffset())).toBe(true);
    expect(localOffsetIs(-new Date().getTimezoneOffset() + 60)).toBe(false);
    expect(localOffsetIs(undefined)).toBe(false);
  });
});

describe('clock12 in another time zone (a first visit rendered in the players’ zone)', () => {
  it('writes that zone’s wall time from its offset, as Intl does, without building a formatter', () => {
    const at = Date.UTC(2026, 10, 27, 2, 43);
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
      built += 1;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      setTimeZone('Asia/Bangkok', 420);
      expect(clock12(at)).toBe('9:43 AM');
      expect(clock12(at + 5 * 3_600_000)).toBe('2:43 PM');
      setTimeZone('Asia/Kathmandu', 345);
      expect(clock12(at)).toBe('8:28 AM');
    } finally {
      Intl.DateTimeFormat = Original;
      setTimeZone(undefined);
    }
    expect(built).toBe(0);
    const intl = (zone: string, t: number) =>
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone })
        .format(t)
        .replace(/\s/g, ' ');
    setTimeZone('Asia/Manila', zoneOffsetMinutes('Asia/Manila', at));
    try {
      for (let minute = 0; minute < 24 * 60; minute += 13)
        expect(clock12(at + minute * 60_000)).toBe(intl('Asia/Manila', at + minute * 60_000));
    } finally {
      setTimeZone(undefined);
    }
  });
});
