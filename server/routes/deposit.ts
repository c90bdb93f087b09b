/**
 * Deposit calls: recharge3 creates (or, on a double tap, answers again) a pending order and the panel to
 * open; checkRechargeOrder brings the order up to date with the payment provider and completes it once.
 */
import { ERRCODE } from '../../contract/ids';
import { Fail, defineHandlers, type Deps } from '../context';
import { balance } from '../domain/ledger';
import { createRechargeOrder, findRechargeOrder, receivingAccount, type RechargeOrderRow } from '../domain/deposits';
import { settleOrder } from '../domain/payment-provider';
import { wasRefusedForLimit } from '../domain/deposit-limits';
import { localText, type ContentLocale } from '../domain/content-locale';

/** Where the sandbox provider takes the payment for an order. */
export const payPageUrl = (origin: string, orderId: string) => `${origin}/sandbox/pay/${encodeURIComponent(orderId)}`;

/** The panel part of the recharge3 answer for an order. */
function panelOf(deps: Pick<Deps, 'db'>, order: RechargeOrderRow, origin: string, lang: ContentLocale) {
  switch (order.panel) {
    case 'url':
      return { payUrl: payPageUrl(origin, order.id) };
    case 'qr':
      return {
        qrInfo: {
          orderId: order.id,
          qrCodeText: `${payPageUrl(origin, order.id)}?via=qr`,
          createTime: order.created_at,
        },
      };
    case 'bank': {
      const account = receivingAccount(deps);
      if (!account) throw new Fail(ERRCODE.RechargeTypeUnavailable, 'Bank transfer is unavailable');
      return {
        appRechargeBankOwn: {
          bankName: localText(account.i18n, lang, 'bankName', account.bank_name),
          shortBankName: account.short_bank_name,
          accountName: account.account_name,
          cardNum: account.card_num,
          amount: order.amount,
        },
      };
    }
  }
}

export const depositHandlers = defineHandlers({
  recharge3: ({ deps, body, caller, origin, lang }) => {
    // The sandbox is the only payment provider this server has; without it (production, unless
    // SANDBOX_PAYMENTS=1) no channel can take money, and an order would be a promise nobody keeps.
    if (!deps.config.sandboxPayments)
      throw new Fail(ERRCODE.RechargeTypeUnavailable, 'Deposits are unavailable: no payment provider is configured');
    const order = createRechargeOrder(deps, caller.userId, {
      amount: body.amount,
      actType: body.actType,
      rechargeType: body.rechargeType,
      propId: body.propId,
    });
    return {
      code: 200 as const,
      orderId: order.id,
      panel: order.panel,
      isCheck: order.is_check,
      expireTime: order.expire_at,
      ...panelOf(deps, order, origin, lang),
    };
  },

  /** Another player's order answers 2004 exactly like an unknown one. */
  checkRechargeOrder: ({ deps, body, caller }) => {
    const found = findRechargeOrder(deps, body.orderId);
    if (!found || found.user_id !== caller.userId) throw new Fail(ERRCODE.OrderNotFound, 'Order not found');
    const order = settleOrder(deps, found.id) ?? found;
    return {
      isRechargeDone: order.status === 'done' ? 1 : 0,
      status: order.status,
      coin: balance(deps.db, caller.userId, 'coin'),
      ...(order.status === 'failed' && wasRefusedForLimit(deps, order.id)
        ? { failReason: 'depositLimit' as const }
        : {}),
    };
  },
});
