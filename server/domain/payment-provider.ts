/**
 * The payment provider's side of a deposit: what it has recorded for an order (provider_payments, written
 * once: paid or failed), settling a pending order with it (what checkRechargeOrder does), and the
 * simulated provider's pay / decline that the sandbox payment page drives (server/sandbox/payment.ts).
 */
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { completeOrder, expireOrder, findRechargeOrder, isPastExpiry, type RechargeOrderRow } from './deposits';

export function providerStatus(deps: Pick<Deps, 'db'>, orderId: string): 'paid' | 'failed' | null {
  return (
    sql<[string], { status: 'paid' | 'failed' }>(
      deps.db,
      'SELECT status FROM provider_payments WHERE order_id = ?',
    ).get(orderId)?.status ?? null
  );
}

/**
 * Brings a pending order up to date with the provider (what checkRechargeOrder does): paid at the
 * provider → completed; otherwise past its time → expired. A payment made in time wins over expiry.
 */
export function settleOrder(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  orderId: string,
): RechargeOrderRow | undefined {
  const order = findRechargeOrder(deps, orderId);
  if (!order || order.status !== 'pending') return order;
  if (providerStatus(deps, orderId) === 'paid') completeOrder(deps, orderId);
  else if (isPastExpiry(order, deps.clock.now())) expireOrder(deps, orderId);
  return findRechargeOrder(deps, orderId);
}

type ProviderOutcome = 'paid' | 'failed' | 'expired' | 'closed' | 'unknown';

/**
 * The payment provider takes the money for a pending order: records provider_payments 'paid' (once) and,
 * unless `callback` is false, calls back at once (completeOrder). An order past its time is marked
 * 'expired' and cannot be paid; an order that is no longer pending is left alone ('closed').
 */
export function providerPay(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  orderId: string,
  callback: boolean,
): ProviderOutcome {
  const outcome = deps.db.transaction((): ProviderOutcome => {
    const order = findRechargeOrder(deps, orderId);
    if (!order) return 'unknown';
    if (order.status !== 'pending') return 'closed';
    const already = providerStatus(deps, orderId);
    if (already === 'failed') return 'failed';
    if (already === null && isPastExpiry(order, deps.clock.now())) {
      expireOrder(deps, orderId);
      return 'expired';
    }
    sql(deps.db, "INSERT OR IGNORE INTO provider_payments (order_id, status, created_at) VALUES (?, 'paid', ?)").run(
      orderId,
      deps.clock.now(),
    );
    return 'paid';
  })();
  if (outcome === 'paid' && callback) completeOrder(deps, orderId);
  return outcome;
}

/** The provider declines a pending order: provider_payments 'failed' and the order 'failed' (once). */
export function providerFail(deps: Pick<Deps, 'db' | 'clock'>, orderId: string): ProviderOutcome {
  return deps.db.transaction((): ProviderOutcome => {
    const order = findRechargeOrder(deps, orderId);
    if (!order) return 'unknown';
    if (order.status !== 'pending') return 'closed';
    const already = providerStatus(deps, orderId);
    if (already === 'paid') return 'paid';
    sql(deps.db, "INSERT OR IGNORE INTO provider_payments (order_id, status, created_at) VALUES (?, 'failed', ?)").run(
      orderId,
      deps.clock.now(),
    );
    sql(deps.db, "UPDATE recharge_orders SET status = 'failed', done_at = ? WHERE id = ? AND status = 'pending'").run(
      deps.clock.now(),
      orderId,
    );
    return 'failed';
  })();
}
