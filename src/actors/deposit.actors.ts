/**
 * The deposit flow's live implementations: the first-charge offer an activity purchase is checked against
 * (appRechargeBonusCollection9), recharge3 (actType 0, or the purchase's actType with exactly its price),
 * checkRechargeOrder, the player refresh after a deposit (getAfterLoginInfo: coins and first-recharge state
 * go to the session; after a purchase also the first-charge state and the activity ids), and the open order
 * kept in sessionStorage so a reload mid-payment reopens the same order instead of losing it.
 */
import { ACT_TYPE } from '../../contract/ids';
import { fromPromise } from 'xstate';
import { QR_COUNTDOWN_MS } from '../../machines/constants';
import { RECHARGE_VERSION } from '../../machines/deposit-constants';
import {
  depositMachine,
  type DepositOrder,
  type OpenOrder,
  type Purchase,
  type PurchaseOffer,
  type PurchaseOutcome,
} from '../../machines/deposit.machine';
import type { AppRoot } from '../app/root';
import { readItem, removeItem, writeItem } from '../lib/storage-keys';
import { refreshActivities } from './promotions.actors';

/** sessionStorage: the order being paid, its player and the client time its countdown ends. */
export const OPEN_ORDER_KEY = 'depositOpenOrder';
const FULL_COUNTDOWN_S = QR_COUNTDOWN_MS / 1000;

interface StoredOrder {
  readonly userId: number;
  readonly order: DepositOrder;
  readonly deadline: number;
}

type DepositRoot = Pick<AppRoot, 'deps' | 'session' | 'perform'>;

/** The order this player left open in this tab (a reload mid-flow), with its countdown, or null. */
export function storedOpenOrder(root: DepositRoot, userId: number, now = Date.now()): OpenOrder | null {
  try {
    const raw = readItem(root.deps.session, OPEN_ORDER_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredOrder>;
    if (stored.userId !== userId || typeof stored.order?.orderId !== 'string' || typeof stored.deadline !== 'number')
      return null;
    const secondsLeft = Math.min(FULL_COUNTDOWN_S, Math.max(0, Math.ceil((stored.deadline - now) / 1000)));
    return { order: stored.order, secondsLeft };
  } catch {
    return null;
  }
}

export function liveDepositMachine(root: DepositRoot, userId: number) {
  const { api, session: tabStorage } = root.deps;
  return depositMachine.provide({
    actors: {
      loadPurchase: fromPromise<PurchaseOffer, void>(async ({ signal }) => {
        const answer = await api.call('appRechargeBonusCollection9', {}, { signal });
        const state = answer.appRechargeBonusCollection9;
        return {
          awardId: state.awardId,
          itemStatus: state.itemStatus,
          open: state.expireTime > Date.now(),
          packages: answer.configList,
        };
      }),
      createOrder: fromPromise<OpenOrder, { amount: number; rechargeType: number; purchase: Purchase | null }>(
        async ({ input, signal }) => {
          // recharge3 identifies a first-charge package by its price: the amount is exactly the package's.
          const answer = await api.call(
            'recharge3',
            {
              amount: input.amount,
              version: RECHARGE_VERSION,
              actType: input.purchase?.actType ?? ACT_TYPE.Plain,
              rechargeType: input.rechargeType,
            },
            { signal },
          );
          const order: DepositOrder = {
            orderId: answer.orderId,
            panel: answer.panel,
            isCheck: answer.isCheck,
            amount: answer.appRechargeBankOwn?.amount ?? input.amount,
            rechargeType: input.rechargeType,
            ...(answer.payUrl ? { payUrl: answer.payUrl } : {}),
            ...(answer.qrInfo ? { qrInfo: answer.qrInfo } : {}),
            ...(answer.appRechargeBankOwn ? { bank: answer.appRechargeBankOwn } : {}),
            ...(input.purchase ? { purchase: input.purchase } : {}),
          };
          // The order's own lifetime (server clocks), so a repeated answer to a double tap counts on from it.
          const start = answer.qrInfo?.createTime ?? answer.expireTime - QR_COUNTDOWN_MS;
          const secondsLeft = Math.min(FULL_COUNTDOWN_S, Math.max(0, Math.round((answer.expireTime - start) / 1000)));
          return { order, secondsLeft };
        },
      ),
      checkOrder: fromPromise(async ({ input, signal }) => {
        const answer = await api.call('checkRechargeOrder', { orderId: input.orderId }, { signal });
        return { isRechargeDone: answer.isRechargeDone, status: answer.status };
      }),
      refreshAccount: fromPromise<PurchaseOutcome, { purchase: Purchase | null }>(async ({ input, signal }) => {
        const { user, errcode: _errcode, ...player } = await api.call('getAfterLoginInfo', {}, { signal });
        root.session.send({ type: 'user.updated', user });
        root.session.send({ type: 'player.updated', patch: player });
        if (!input.purchase) return 'plain';
        // The first-charge state after the purchase: itemStatus 1 with this package once it is recorded.
        const answer = await api.call('appRechargeBonusCollection9', {}, { signal });
        const state = answer.appRechargeBonusCollection9;
        await refreshActivities(root);
        return state.awardId === input.purchase.awardId && state.itemStatus > 0 ? 'bought' : 'notRecorded';
      }),
    },
    actions: {
      rememberOrder: (_, { order, secondsLeft }) =>
        writeItem(
          tabStorage,
          OPEN_ORDER_KEY,
          JSON.stringify({ userId, order, deadline: Date.now() + secondsLeft * 1000 } satisfies StoredOrder),
        ),
      forgetOrder: () => removeItem(tabStorage, OPEN_ORDER_KEY),
    },
  });
}
