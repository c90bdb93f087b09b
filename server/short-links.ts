/**
 * `GET /s/{code}`: the short share links made by the `shortUrl` operation redirect to their page (an open
 * counts for the owner's share task, `?via=7…11` naming the network: once per distinct visitor who is not the
 * owner, domain/tasks.ts recordShareOpen). `GET /t/{code}`: a follow task's link.
 */
import type { Hono } from 'hono';
import { bearer, clientIp, HonoRequest } from './api-request';
import type { Deps } from './context';
import { addressKey } from './domain/address-key';
import { resolveShortCode } from './domain/profile';
import { resolveSession } from './domain/sessions';
import { openFollowLink, recordShareOpen, type ShareVisitor } from './domain/tasks';

export function mountShortLinks(app: Hono, deps: Deps): void {
  app.get('/s/:code', (c) => {
    const url = resolveShortCode(deps, c.req.param('code'));
    if (!url) return c.json({ code: 404, errcode: 404, msg: 'Short link not found' }, 404);
    // The visitor: the client address (TRUST_PROXY respected) by its rate-limit key, and the player when the
    // request carries a live session token.
    const token = bearer(c.req.header('authorization'));
    const caller = token ? resolveSession(deps.db, token, deps.clock.now()) : null;
    const visitor: ShareVisitor = {
      addressKey: addressKey(clientIp(new HonoRequest(c), deps.config.trustProxy)),
      userId: caller?.userId ?? null,
    };
    recordShareOpen(deps, c.req.param('code'), c.req.query('via'), visitor);
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
