/**
 * The clocks the tests choose (scripts/test-clock.mjs): CLOCK_START puts the reference server's clock at a named
 * instant (outside production only), DevClock runs on from it and /__dev/clock moves it; `--date` of `npm test`
 * builds the libfaketime environment that moves every test process's wall clock by one offset.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { DevClock } from '../../server/dev';
import {
  DATE_MATRIX,
  E2E_CLOCK_START,
  fakeTimeEnv,
  fakeTimeOffsetMs,
  parseDate,
  withoutFakeTime,
} from '../../scripts/test-clock.mjs';

describe('CLOCK_START', () => {
  it('is the instant named, with its zone', () => {
    expect(readConfig({ CLOCK_START: '2026-03-10T03:00:00Z' }).clockStart).toBe(Date.UTC(2026, 2, 10, 3));
    expect(readConfig({ CLOCK_START: '2026-03-10T10:00+07:00' }).clockStart).toBe(Date.UTC(2026, 2, 10, 3));
    expect(readConfig({}).clockStart).toBeNull();
  });

  it.each(['2026-03-10', '2026-03-10T03:00:00', 'tomorrow', '2026-02-30T00:00:00Z', '1741575600000'])(
    'refuses %s with a message naming the setting',
    (raw) => {
      expect(() => readConfig({ CLOCK_START: raw })).toThrow(ConfigError);
      expect(() => readConfig({ CLOCK_START: raw })).toThrow(/CLOCK_START/);
    },
  );

  it('is refused in production', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.com', CLOCK_START: E2E_CLOCK_START }),
    ).toThrow(/CLOCK_START is for tests/);
  });
});

describe('DevClock', () => {
  it('starts at the instant named and runs on with its base; advance moves it forward', () => {
    let base = 1_000_000;
    const clock = new DevClock({ now: () => base }, Date.UTC(2026, 2, 10, 3));
    expect(clock.now()).toBe(Date.UTC(2026, 2, 10, 3));
    base += 5_000;
    expect(clock.now()).toBe(Date.UTC(2026, 2, 10, 3) + 5_000);
    clock.advance(60_000);
    expect(clock.now()).toBe(Date.UTC(2026, 2, 10, 3) + 65_000);
    expect(clock.offsetMs).toBe(60_000);
  });

  it('without a start is the base clock', () => {
    const clock = new DevClock({ now: () => 42 });
    expect(clock.now()).toBe(42);
    expect(clock.offsetMs).toBe(0);
  });
});

describe('the run clock', () => {
  it('the e2e start instant is a weekday morning in Bangkok, mid-month, outside the December–January seasons', () => {
    const bangkok = new Date(Date.parse(E2E_CLOCK_START) + 7 * 3_600_000);
    expect([2, 3]).toContain(bangkok.getUTCDay()); // Tuesday or Wednesday: days from the weekend lottery
    expect(bangkok.getUTCHours()).toBe(10);
    expect(bangkok.getUTCDate()).toBeGreaterThan(3);
    expect(bangkok.getUTCDate()).toBeLessThan(25);
    expect(bangkok.getUTCMonth() + 1).not.toBe(12);
    expect(bangkok.getUTCMonth() + 1).not.toBe(1);
  });

  it('--date gives every process the same offset from the wall clock, in seconds', () => {
    const now = Date.UTC(2026, 11, 6, 4, 0, 0);
    expect(fakeTimeEnv(now + 86_400_000, '/lib/libfaketime.so.1', now)).toMatchObject({
      LD_PRELOAD: expect.stringMatching(/^\/lib\/libfaketime\.so\.1/),
      FAKETIME: '+86400',
      DONT_FAKE_MONOTONIC: '1',
    });
    expect(fakeTimeEnv(now - 90_400, '/lib/libfaketime.so.1', now).FAKETIME).toBe('-90');
  });

  it('--date: Chromium starts without libfaketime and its pages are moved by the same offset', () => {
    const now = Date.UTC(2026, 11, 6, 4, 0, 0);
    const faked = {
      PATH: '/usr/bin',
      ...fakeTimeEnv(now + 86_400_000, '/lib/libfaketime.so.1', now),
      LD_PRELOAD: '/lib/libfaketime.so.1:/lib/other.so',
    };
    expect(fakeTimeOffsetMs(faked)).toBe(86_400_000);
    expect(fakeTimeOffsetMs({ ...faked, FAKETIME: '-90' })).toBe(-90_000);
    expect(withoutFakeTime(faked)).toEqual({ PATH: '/usr/bin', LD_PRELOAD: '/lib/other.so' });
    expect(fakeTimeOffsetMs(withoutFakeTime(faked))).toBe(0);
    expect(fakeTimeOffsetMs({ PATH: '/usr/bin' })).toBe(0);
  });

  it('--date takes ISO instants with a zone only', () => {
    expect(parseDate('2026-12-27T12:59:00Z')).toBe(Date.UTC(2026, 11, 27, 12, 59));
    expect(() => parseDate('2026-12-27')).toThrow(/ISO 8601/);
    expect(() => parseDate('2027-02-29T00:00:00Z')).toThrow(/ISO 8601/);
    for (const { at } of DATE_MATRIX) expect(Number.isFinite(parseDate(at))).toBe(true);
  });
});
