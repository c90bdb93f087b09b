/**
 * formatDate: one cached Intl formatter per locale and style; Thai dates in the Buddhist Era with พ.ศ. and Thai
 * month names, Thai times on the 24-hour clock with น.; en-US as Intl writes it. Every instant is
 * fixed.
 */
import { describe, expect, it } from 'vitest';
import { clockTime, formatDate, formatDay, intlLocale, localOffsetIs, zoneOffsetMinutes } from '../../src/lib/dates';

// 22 Nov 2026 14:05:09 in the test's time zone.
const when = new Date(2026, 10, 22, 14, 5, 9).getTime();

describe('formatDate', () => {
  it('writes Thai dates with the Buddhist Era year, พ.ศ. and the Thai month, and en-US ones unchanged', () => {
    expect(intlLocale('th-TH')).toBe('th-TH-u-ca-buddhist');
    expect(intlLocale('en-US')).toBe('en-US');
    expect(formatDate(when, 'th-TH', 'date', undefined)).toBe('22 พ.ย. พ.ศ. 2569');
    expect(formatDate(when, 'th-TH', 'date', undefined)).not.toContain('2026');
  });

  it('writes Thai times on the 24-hour clock with น.', () => {
    expect(formatDate(when, 'th-TH', 'dateTime', undefined)).toBe('22 พ.ย. พ.ศ. 2569 14:05\u00a0น.');
    expect(formatDate(when, 'th-TH', 'dateTimeSeconds', undefined)).toBe('22 พ.ย. พ.ศ. 2569 14:05:09\u00a0น.');
    const morning = new Date(2027, 0, 3, 9, 7).getTime();
    expect(formatDate(morning, 'th-TH', 'dateTime', undefined)).toBe('3 ม.ค. พ.ศ. 2570 09:07\u00a0น.');
    expect(formatDate(morning, 'th-TH', 'dateTime', undefined)).not.toMatch(/AM|PM|ก่อนเที่ยง|หลังเที่ยง/);
  });

  it('formatDay: an API calendar day is that day in every time zone, in each locale; anything else as it came', () => {
    expect(formatDay('2026-11-22', 'th-TH')).toBe('22 พ.ย. พ.ศ. 2569');
    expect(formatDay('2026-11-22', 'en-US')).toBe('Nov 22, 2026');
    expect(formatDay('2028-02-29', 'th-TH')).toBe('29 ก.พ. พ.ศ. 2571');
    expect(formatDay('2027-01-01', 'en-US')).toBe('Jan 1, 2027');
    expect(formatDay('22/11/2026', 'th-TH')).toBe('22/11/2026');
    expect(formatDay('', 'en-US')).toBe('');
  });

  it('gives each style its fields', () => {
    expect(formatDate(when, 'en-US', 'date', undefined)).toBe('Nov 22, 2026');
    expect(formatDate(when, 'en-US', 'dateTime', undefined)).toMatch(/^Nov 22, 2026,? 2:05\s?PM$/);
    expect(formatDate(when, 'en-US', 'dateTimeSeconds', undefined)).toMatch(/^Nov 22, 2026,? 2:05:09\s?PM$/);
  });

  it('clockTime: en-US 12-hour time with AM/PM as Intl writes it; Thai the 24-hour clock with น.', () => {
    const intl = (locale: string, t: number, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', ...options })
        .format(t)
        .replace(/\s/g, ' ');
    const day = new Date(2026, 10, 22).getTime();
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const t = day + minute * 60_000;
      expect(clockTime(t, 'en-US', undefined)).toBe(intl('en-US', t, { hour12: true }));
      expect(clockTime(t, 'th-TH', undefined)).toBe(
        `${intl('th-TH', t, { hour: '2-digit', hourCycle: 'h23' })}\u00a0น.`,
      );
    }
    expect(clockTime(new Date(2026, 0, 1, 0, 0), 'en-US', undefined)).toBe('12:00 AM');
    expect(clockTime(new Date(2026, 0, 1, 12, 30), 'en-US', undefined)).toBe('12:30 PM');
    expect(clockTime(new Date(2026, 0, 1, 23, 59), 'en-US', undefined)).toBe('11:59 PM');
    expect(clockTime(new Date(2026, 0, 1, 9, 5), 'en-US', undefined)).toBe('9:05 AM');
    expect(clockTime(new Date(2026, 0, 1, 14, 5), 'th-TH', undefined)).toBe('14:05\u00a0น.');
    expect(clockTime(new Date(2026, 0, 1, 0, 3), 'th-TH', undefined)).toBe('00:03\u00a0น.');
    expect(clockTime(new Date(2026, 0, 1, 9, 5), 'th-TH', undefined)).toBe('09:05\u00a0น.');
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
      for (let i = 0; i < 50; i++) formatDate(when + i * 60_000, 'en-GB', 'dateTime', undefined);
      for (let i = 0; i < 50; i++) formatDate(when + i * 60_000, 'en-GB', 'date', undefined);
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

describe('clockTime in another time zone (a first visit rendered in the players’ zone)', () => {
  it('writes that zone’s wall time from its offset, as Intl does, without building a formatter', () => {
    const at = Date.UTC(2026, 10, 27, 2, 43);
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
      built += 1;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      const bangkok = { timeZone: 'Asia/Bangkok', offsetMinutes: 420 };
      expect(clockTime(at, 'en-US', bangkok)).toBe('9:43 AM');
      expect(clockTime(at, 'th-TH', bangkok)).toBe('09:43\u00a0น.');
      expect(clockTime(at + 5 * 3_600_000, 'en-US', bangkok)).toBe('2:43 PM');
      expect(clockTime(at + 5 * 3_600_000, 'th-TH', bangkok)).toBe('14:43\u00a0น.');
      expect(clockTime(at, 'en-US', { timeZone: 'Asia/Kathmandu', offsetMinutes: 345 })).toBe('8:28 AM');
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(built).toBe(0);
    const intl = (zone: string, t: number) =>
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone })
        .format(t)
        .replace(/\s/g, ' ');
    const manila = { timeZone: 'Asia/Manila', offsetMinutes: zoneOffsetMinutes('Asia/Manila', at) };
    for (let minute = 0; minute < 24 * 60; minute += 13)
      expect(clockTime(at + minute * 60_000, 'en-US', manila)).toBe(intl('Asia/Manila', at + minute * 60_000));
  });

  it('formatDate writes the given zone’s date and time, and the runtime’s own without one', () => {
    const at = Date.UTC(2026, 10, 27, 20, 43);
    const bangkok = { timeZone: 'Asia/Bangkok', offsetMinutes: 420 };
    expect(formatDate(at, 'en-US', 'dateTime', bangkok)).toMatch(/^Nov 28, 2026,? 3:43\s?AM$/);
    expect(formatDate(at, 'en-US', 'dateTime', { timeZone: 'America/New_York', offsetMinutes: -300 })).toMatch(
      /^Nov 27, 2026,? 3:43\s?PM$/,
    );
    expect(formatDate(at, 'th-TH', 'dateTime', bangkok)).toBe('28 พ.ย. พ.ศ. 2569 03:43\u00a0น.');
    expect(formatDate(at, 'en-US', 'dateTime', undefined)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    );
  });
});
