/**
 * Stand-ins for third parties, served by this server and labelled "sandbox" on every page: the payment
 * page behind `payUrl`, the LINE identity provider, the customer-service chat, the APK download.
 */
import type { Hono } from 'hono';
import type { Deps } from '../context';
import { mountApk } from './apk';
import { mountGame } from './game';
import { mountLine } from './line';
import { mountLivechat } from './livechat';
import { mountPayment } from './payment';

export function mountSandbox(app: Hono, deps: Deps): void {
  mountPayment(app, deps);
  // Signs in as any LINE user id: off in production unless SANDBOX_LOGIN=1 (server/reference.ts then warns).
  if (deps.config.sandboxLogin) mountLine(app, deps);
  mountLivechat(app, deps);
  mountApk(app, deps);
  mountGame(app, deps);
}
