/**
 * The clocks of development and test servers (never production): DevClock, which starts at an instant a test
 * names (CLOCK_START) and moves forward on request (POST /__dev/clock, server/dev.ts), and the process-wide
 * `Date` that follows it in a test run.
 */
import type { Clock } from './context';

/** A clock that can move forward: another clock plus an offset (from `startAt`, when given, on). */
export class DevClock implements Clock {
  private readonly start: number;
  private moved = 0;
  constructor(
    private readonly base: Clock,
    startAt: number | null = null,
  ) {
    this.start = startAt === null ? 0 : startAt - base.now();
  }
  now(): number {
    return this.base.now() + this.start + this.moved;
  }
  advance(ms: number): void {
    this.moved += ms;
  }
  /** How far `advance` has moved it. */
  get offsetMs(): number {
    return this.moved;
  }
}

/**
 * Test runs only (CLOCK_START, refused in production): the process's own `Date` follows `clock`, so what the
 * server renders with `new Date()` — a server-rendered page's footer year, a countdown — agrees with its API's
 * clock and with the test's browser (tests/helpers/e2e.ts `followServerClock`). `clock`'s base must read the real
 * time (`realClock`), not the global `Date` this replaces. Timers and `performance` are left alone.
 */
export function followClockInProcess(clock: Clock): void {
  const RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [clock.now()] : args, newTarget) as object,
    apply: () => new RealDate(clock.now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? () => clock.now() : (Reflect.get(target, key, receiver) as unknown),
  });
}

/** The real time, whatever becomes of the global `Date` later (followClockInProcess). */
export const realClock: Clock = { now: Date.now.bind(Date) };
