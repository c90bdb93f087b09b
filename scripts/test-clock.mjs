/**
 * The clocks of a test run (scripts/test.mjs), so that no test depends on the day it runs.
 *
 * - `E2E_CLOCK_START`: the instant the browser tests' servers start their clocks at (CLOCK_START of the reference
 *   server, server/config.ts). A Tuesday, 10:00 in Bangkok, on 10 November: outside every seasonal event, three
 *   days from the weekend lottery's tickets (from Saturday 00:00) and its draw (Sunday 20:00), far from a month's
 *   end, and three weeks before the Christmas season (from 1 December), so a test that moves its server's clock
 *   into the season (POST /__dev/clock) stays within a session's lifetime. The browser pages take the same
 *   clock (tests/helpers/e2e.ts `openPage`), and a file that needs another instant starts a server of its own
 *   with `CLOCK_START` or moves its clock forward.
 * - `--date=<ISO instant>`: runs the whole run as if the machine's date were that instant, to prove the point
 *   above: libfaketime (Debian's `faketime` package) moves the wall clock of every test process — vitest, the
 *   servers, Chromium — by the same offset (monotonic clocks are left alone, so timers behave). The servers' and
 *   pages' clocks stay where the tests put them; what would fail is a test or a page that reads the real date.
 * - `DATE_MATRIX`: the dates `npm run test:dates` runs the date-sensitive files at — the edges of the
 *   product's calendars in Bangkok time (UTC+7).
 */
import { existsSync } from 'node:fs';

export const E2E_CLOCK_START = '2026-11-10T03:00:00Z';

/** The date matrix (instants in UTC; the comment is Bangkok time). */
export const DATE_MATRIX = [
  { at: '2026-12-26T16:59:00Z', what: 'Saturday 26 December 2026, 23:59 (weekend lottery week, Christmas)' },
  { at: '2026-12-27T12:59:00Z', what: 'Sunday 27 December 2026, 19:59 (a minute before the lottery draw)' },
  { at: '2026-12-27T13:01:00Z', what: 'Sunday 27 December 2026, 20:01 (a minute after the lottery draw)' },
  { at: '2026-12-24T05:00:00Z', what: 'Thursday 24 December 2026, 12:00 (Christmas season)' },
  { at: '2026-12-31T16:59:00Z', what: 'Thursday 31 December 2026, 23:59 (the year turns during the run)' },
  { at: '2028-02-29T05:00:00Z', what: 'Tuesday 29 February 2028, 12:00 (a leap day)' },
];
/** Two dates of the matrix (`npm run test:dates -- --ci`): a weekend-lottery Saturday 23:59 and New Year's Eve 23:59. */
export const CI_DATES = [DATE_MATRIX[0].at, DATE_MATRIX[4].at];

/**
 * The test files whose outcome could depend on the date: every unit test (they are quick) and the browser tests
 * of promotions, limits, exclusions, daily and weekly resets, seasons, OTP, sessions, mail and money.
 */
export const DATE_SENSITIVE_E2E = [
  'tests/e2e/promo-',
  'tests/e2e/promotions.test.ts',
  'tests/e2e/player-',
  'tests/e2e/session.test.ts',
  'tests/e2e/account-tasks.test.ts',
  'tests/e2e/account-mail.test.ts',
  'tests/e2e/account-profile.test.ts',
  'tests/e2e/wallet-',
];

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
];

export function libfaketime() {
  return LIBFAKETIME.find((path) => existsSync(path)) ?? null;
}

/** Parses `--date=`'s value: an ISO 8601 instant with its zone. Returns the epoch ms or throws. */
export function parseDate(raw) {
  const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number);
  const realDay = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d; // Date.parse rolls 30 February over
  const at = ok && realDay ? Date.parse(raw) : NaN;
  if (!Number.isFinite(at))
    throw new Error(`--date=${raw}: use an ISO 8601 instant with its zone, e.g. 2026-12-27T12:59:00Z`);
  return at;
}

/**
 * The environment that puts a process (and its children) at `at` as the run starts: libfaketime preloaded with a
 * relative offset in seconds (the same for every process, whenever it starts), wall clock only.
 */
export function fakeTimeEnv(at, lib, now = Date.now()) {
  const offset = Math.round((at - now) / 1000);
  return {
    LD_PRELOAD: [lib, process.env.LD_PRELOAD].filter(Boolean).join(':'),
    FAKETIME: `${offset >= 0 ? '+' : '-'}${Math.abs(offset)}`,
    DONT_FAKE_MONOTONIC: '1',
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}

/** The variables fakeTimeEnv sets besides LD_PRELOAD. */
const FAKE_TIME_VARIABLES = ['FAKETIME', 'DONT_FAKE_MONOTONIC', 'FAKETIME_DONT_FAKE_MONOTONIC'];

/**
 * `env` without libfaketime (for Chromium, tests/helpers/e2e.ts launchBrowser): its library taken out of
 * LD_PRELOAD (other preloads kept), its variables dropped.
 */
export function withoutFakeTime(env) {
  const out = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined || FAKE_TIME_VARIABLES.includes(key)) continue;
    if (key === 'LD_PRELOAD') {
      const kept = value.split(':').filter((lib) => lib !== '' && !lib.includes('libfaketime'));
      if (kept.length > 0) out[key] = kept.join(':');
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** How far fakeTimeEnv's `env` moves the wall clock, in ms (FAKETIME `+N` / `-N` seconds); 0 without libfaketime. */
export function fakeTimeOffsetMs(env) {
  if (!(env.LD_PRELOAD ?? '').includes('libfaketime')) return 0;
  const m = /^([+-])(\d+)$/.exec(env.FAKETIME ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * Number(m[2]) * 1000;
}
