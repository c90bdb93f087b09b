/** Development-only helpers (never mounted when NODE_ENV=production). */
import type { Hono } from 'hono';
import type { Deps } from './context';
import { sql } from './db/sql';

export function mountDev(app: Hono, deps: Deps): void {
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
