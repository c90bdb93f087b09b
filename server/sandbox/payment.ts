/**
 * The payment provider stand-in behind `payUrl` and the QR code, plus the operator's back-office actions
 * the reference server needs to close the money loops (non-production only).
 *
 * Player side (mounted when config.sandboxPayments: by default, and in production only with SANDBOX_PAYMENTS=1):
 *   GET  /sandbox/pay/:orderId           the "Sandbox payment" page: amount, order, channel, status, Pay/Fail
 *   POST /sandbox/pay/:orderId/pay       the provider takes the money and calls back (completeOrder);
 *                                        `?callback=0` records the payment without the callback
 *   POST /sandbox/pay/:orderId/fail      the provider declines
 *   Both POSTs answer 303 to the page, which shows the outcome.
 * Operator side (only with the dev helpers, config.devHelpers: loopback by default, never production), JSON:
 *   POST /sandbox/withdrawals/:orderId/pay     processing → paid
 *   POST /sandbox/withdrawals/:orderId/reject  processing → rejected, amount refunded once
 *   POST /sandbox/kyc/:userId/reject           KYC → rejected (status 3) with `reason`
 */
import type { Context, Hono } from 'hono';
import { COUNTRIES } from '../config';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { rejectKyc } from '../domain/kyc';
import { findRechargeOrder, isPastExpiry, type RechargeOrderRow } from '../domain/deposits';
import { providerFail, providerPay, providerStatus } from '../domain/payment-provider';
import { payWithdrawal, rejectWithdrawal, type OperatorOutcome } from '../domain/withdrawals';
import { escapeHtml, formatMoney, sandboxPage, sendPage } from './page';

const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_REASON = 256;
const DEFAULT_KYC_REASON = 'The documents could not be read. Upload clear photos and submit again.';

type View =
  | { kind: 'open' }
  | { kind: 'received' }
  | { kind: 'failed' }
  | { kind: 'expired' }
  | { kind: 'closed'; status: string };

/** What the page shows for the order as it is now (reading only; a POST makes the changes). */
function viewOf(deps: Pick<Deps, 'db' | 'clock'>, order: RechargeOrderRow): View {
  const provider = providerStatus(deps, order.id);
  if (order.status === 'done' || provider === 'paid') return { kind: 'received' };
  if (order.status === 'failed' || provider === 'failed') return { kind: 'failed' };
  if (order.status === 'expired' || (order.status === 'pending' && isPastExpiry(order, deps.clock.now())))
    return { kind: 'expired' };
  if (order.status === 'pending') return { kind: 'open' };
  return { kind: 'closed', status: order.status };
}

/** What the payment page adds to the shared sandbox styles. */
const STYLE = `
  main{max-width:420px}
  h1{margin:0 0 4px}
  .amount{font-size:34px;font-weight:700;margin:12px 0 16px;word-break:break-all}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px;font-size:14px}
  dt{color:#6b7280} dd{margin:0;text-align:right;word-break:break-all}
  form{margin:0 0 10px}
  button{width:100%;min-height:48px;font-size:17px;font-weight:600}
  .pay{background:#047857;color:#fff} .fail{background:#e5e7eb;color:#991b1b}
  .result{border-radius:10px;padding:14px;font-weight:600;text-align:center}
  .ok{background:#d1fae5;color:#065f46} .bad{background:#fee2e2;color:#991b1b} .info{background:#e0e7ff;color:#3730a3}
  .note{color:#6b7280;font-size:12px;text-align:center;margin-top:16px}
`;

function page(title: string, body: string): string {
  return sandboxPage({ title, bar: 'Sandbox — no real money moves', body: `<main>${body}</main>`, style: STYLE });
}

function orderPage(deps: Pick<Deps, 'db' | 'clock' | 'config'>, order: RechargeOrderRow, via: string): string {
  const channel =
    sql<[number], { name: string }>(deps.db, 'SELECT name FROM recharge_types WHERE id = ?').get(order.recharge_type)
      ?.name ?? `#${order.recharge_type}`;
  const symbol = COUNTRIES[deps.config.country].currency.symbol;
  const view = viewOf(deps, order);
  const base = `/sandbox/pay/${encodeURIComponent(order.id)}`;
  const query = via === 'qr' ? '?via=qr' : '';
  const payLabel = order.panel === 'bank' ? 'Simulate transfer received' : 'Pay';
  let action: string;
  switch (view.kind) {
    case 'open':
      action = `
<form method="post" action="${escapeHtml(`${base}/pay${query}`)}"><button class="pay" type="submit">${escapeHtml(payLabel)}</button></form>
<form method="post" action="${escapeHtml(`${base}/fail${query}`)}"><button class="fail" type="submit">Fail</button></form>`;
      break;
    case 'received':
      action = '<p class="result ok" role="status">Payment received — you can close this window</p>';
      break;
    case 'failed':
      action = '<p class="result bad" role="status">Payment failed — you can close this window and try again</p>';
      break;
    case 'expired':
      action =
        '<p class="result bad" role="status">This order has expired and cannot be paid — start a new deposit</p>';
      break;
    case 'closed':
      action = `<p class="result info" role="status">This order is ${escapeHtml(view.status)}</p>`;
      break;
  }
  const statusText = view.kind === 'received' && order.status === 'pending' ? 'paid' : order.status;
  return page(
    'Sandbox payment',
    `<section class="card" aria-labelledby="t">
<h1 id="t">Sandbox payment</h1>
<div class="amount">${escapeHtml(symbol)} ${escapeHtml(formatMoney(order.amount))}</div>
<dl>
<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
<dt>Channel</dt><dd>${escapeHtml(channel)}</dd>
<dt>Status</dt><dd>${escapeHtml(statusText)}</dd>
</dl>
${action}
<p class="note">A stand-in for the payment provider. Pay completes the deposit once, however often it is pressed.</p>
</section>`,
  );
}

function notFoundPage(): string {
  return page(
    'Sandbox payment — order not found',
    '<section class="card"><h1>Sandbox payment</h1><p class="result bad" role="status">Order not found</p></section>',
  );
}

function orderFrom(deps: Pick<Deps, 'db'>, c: Context): RechargeOrderRow | undefined {
  const id = c.req.param('orderId') ?? '';
  return ORDER_ID.test(id) ? findRechargeOrder(deps, id) : undefined;
}

const backTo = (c: Context, orderId: string) =>
  c.redirect(`/sandbox/pay/${encodeURIComponent(orderId)}${c.req.query('via') === 'qr' ? '?via=qr' : ''}`, 303);

function operatorAnswer(c: Context, outcome: OperatorOutcome) {
  if (!outcome) return c.json({ code: 404, errcode: 404, msg: 'Withdrawal not found' }, 404);
  const { order, changed } = outcome;
  return c.json({ orderId: order.id, status: order.status, amount: order.amount, changed });
}

async function reasonFrom(c: Context): Promise<string> {
  let reason: unknown = c.req.query('reason');
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.startsWith('application/json')) reason = ((await c.req.json()) as { reason?: unknown }).reason ?? reason;
    else if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
      reason = (await c.req.parseBody()).reason ?? reason;
  } catch {
    // An unreadable body leaves the default reason.
  }
  const text = typeof reason === 'string' ? reason.trim() : '';
  return (text || DEFAULT_KYC_REASON).slice(0, MAX_REASON);
}

export function mountPayment(app: Hono, deps: Deps): void {
  // The stand-in pays any pending order without a provider's signed callback: off in production unless
  // SANDBOX_PAYMENTS=1 (server/reference.ts then warns loudly).
  if (deps.config.sandboxPayments) mountPlayerSide(app, deps);
  if (deps.config.devHelpers && !deps.config.production) mountOperatorSide(app, deps);
}

function mountPlayerSide(app: Hono, deps: Deps): void {
  app.get('/sandbox/pay/:orderId', (c) => {
    c.header('Cache-Control', 'no-store');
    const order = orderFrom(deps, c);
    if (!order) return sendPage(c, notFoundPage(), 404);
    return sendPage(c, orderPage(deps, order, c.req.query('via') ?? ''));
  });

  app.post('/sandbox/pay/:orderId/pay', (c) => {
    const order = orderFrom(deps, c);
    if (!order) return sendPage(c, notFoundPage(), 404);
    providerPay(deps, order.id, c.req.query('callback') !== '0');
    return backTo(c, order.id);
  });

  app.post('/sandbox/pay/:orderId/fail', (c) => {
    const order = orderFrom(deps, c);
    if (!order) return sendPage(c, notFoundPage(), 404);
    providerFail(deps, order.id);
    return backTo(c, order.id);
  });
}

function mountOperatorSide(app: Hono, deps: Deps): void {
  app.post('/sandbox/withdrawals/:orderId/pay', (c) => {
    const id = c.req.param('orderId');
    return operatorAnswer(c, ORDER_ID.test(id) ? payWithdrawal(deps, id) : null);
  });

  app.post('/sandbox/withdrawals/:orderId/reject', (c) => {
    const id = c.req.param('orderId');
    return operatorAnswer(c, ORDER_ID.test(id) ? rejectWithdrawal(deps, id) : null);
  });

  app.post('/sandbox/kyc/:userId/reject', async (c) => {
    const userId = Number(c.req.param('userId'));
    const reason = await reasonFrom(c);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !rejectKyc(deps, userId, reason)) {
      return c.json({ code: 404, errcode: 404, msg: 'No pending or verified KYC for this player' }, 404);
    }
    return c.json({ userId, status: 3, reason });
  });
}
