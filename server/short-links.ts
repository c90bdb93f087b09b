/** `GET /s/{code}`: the short share links made by the `shortUrl` operation redirect to their page. */
import type { Hono } from 'hono';
import type { Deps } from './context';
import { resolveShortCode } from './domain/profile';

export function mountShortLinks(app: Hono, deps: Deps): void {
  app.get('/s/:code', (c) => {
    const url = resolveShortCode(deps, c.req.param('code'));
    if (!url) return c.json({ code: 404, errcode: 404, msg: 'Short link not found' }, 404);
    c.header('Cache-Control', 'no-store');
    return c.redirect(url, 302);
  });
}
