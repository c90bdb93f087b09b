/**
 * Development-only helpers, mounted only with config.devHelpers (DEV_HELPERS: on by default when the server
 * listens on loopback only, off beyond loopback unless DEV_HELPERS=1, never with NODE_ENV=production):
 * - GET /__dev/sms?mobile=… — the SMS outbox;
 * - GET /__dev/clock, POST /__dev/clock?advanceMs=N — the server's clock and moving it forward (tests of
 *   "the next day": daily claims, card days). The clock only moves forward; it moves for every player of
 *   that server. It works when the server's clock can advance (DevClock in server/reference.ts outside
 *   production, the ManualClock of tests); otherwise 404;
 * - POST /__dev/weekend-lottery/draw — draws the weekend lottery's running week at once (a forced draw, recorded
 *   as such; that week then issues no more tickets). No body.
 */
import type { Hono } from 'hono';
import type { Clock, Deps } from './context';
import { DevClock } from './dev-clock';

export { DevClock } from './dev-clock';
import { sql } from './db/sql';
import { forceDraw } from './domain/weekend-lottery';

/** The most one call may move the clock: a year. */
export const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

interface Advanceable extends Clock {
  advance(ms: number): void;
}

function advanceable(clock: Clock): clock is Advanceable {
  return typeof (clock as Partial<Advanceable>).advance === 'function';
}

export function mountDev(app: Hono, deps: Deps): void {
  const clock = deps.clock;
  if (advanceable(clock)) {
    const startedAt = clock.now();
    const answer = () => ({ now: clock.now(), offsetMs: clock instanceof DevClock ? clock.offsetMs : 0, startedAt });
    app.get('/__dev/clock', (c) => c.json(answer()));
    /** Moves the clock forward by `advanceMs` (1 … MAX_ADVANCE_MS); the body is not read. */
    app.post('/__dev/clock', (c) => {
      const raw = c.req.query('advanceMs') ?? '';
      const ms = /^[0-9]{1,12}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(ms) || ms < 1 || ms > MAX_ADVANCE_MS)
        return c.json(
          { code: 400, errcode: 400, msg: `advanceMs query parameter required: 1 to ${MAX_ADVANCE_MS} milliseconds` },
          400,
        );
      clock.advance(ms);
      return c.json(answer());
    });
  }
  app.post('/__dev/weekend-lottery/draw', (c) => c.json(forceDraw(deps)));
  /** The SMS outbox: what the sandbox gateway "sent" to a number, newest first. */
  app.get('/__dev/sms', (c) => {
    const mobile = c.req.query('mobile') ?? '';
    if (!/^[0-9]{1,20}$/.test(mobile))
      return c.json({ code: 400, errcode: 400, msg: 'mobile query parameter required (digits)' }, 400);
    const messages = sql<[string], { text: string; code: string; created_at: number }>(
      deps.db,
      'SELECT text, code, created_at FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 20',
    ).all(mobile);
    return c.json({
      mobile,
      messages: messages.map((m) => ({ text: m.text, code: m.code, createTime: m.created_at })),
    });
  });
}
