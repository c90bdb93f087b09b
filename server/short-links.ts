/**
 * `GET /s/{code}`: the short share links made by the `shortUrl` operation redirect to their page (an open
 * counts for the owner's share task, `?via=7…11` naming the network). `GET /t/{code}`: a follow task's link.
 */
import type { Hono } from 'hono';
import type { Deps } from './context';
import { resolveShortCode } from './domain/profile';
import { openFollowLink, recordShareOpen } from './domain/tasks';

export function mountShortLinks(app: Hono, deps: Deps): void {
  app.get('/s/:code', (c) => {
    const url = resolveShortCode(deps, c.req.param('code'));
    if (!url) return c.json({ code: 404, errcode: 404, msg: 'Short link not found' }, 404);
    recordShareOpen(deps, c.req.param('code'), c.req.query('via'));
    c.header('Cache-Control', 'no-store');
    return c.redirect(url, 302);
  });
  // A task's follow link: records the open for the follow task, then goes to the social page.
  app.get('/t/:code', (c) => {
    const url = openFollowLink(deps, c.req.param('code'));
    if (!url) return c.json({ code: 404, errcode: 404, msg: 'Link not found' }, 404);
    c.header('Cache-Control', 'no-store');
    return c.redirect(url, 302);
  });
}
