/**
 * The deposit flow's live implementations: the offer an activity purchase is checked against
 * (appRechargeBonusCollection9 for a first-charge package, getLoginPayUser3 for a login-pay card), recharge3
 * (actType 0, or the purchase's actType with exactly its price and, for a card, its propId),
 * (with the deposit's Idempotency-Key), checkRechargeOrder, the player refresh after a deposit (getAfterLoginInfo: coins and first-recharge state
 * go to the session; after a purchase also the first-charge state and the activity ids), and the open order
 * kept in sessionStorage so a reload mid-payment reopens the same order instead of losing it — and so is a
 * deposit asked whose answer never came, so that a retry after a reload asks the same order again.
 * refreshAccount hands what it reads to the flow (`account.refreshed`), whose `reportAccount` action tells
 * the session.
 */
import { ACT_TYPE } from '../../contract/ids';
import { fromPromise, type AnyActorRef } from 'xstate';
import { QR_COUNTDOWN_MS } from '../../machines/constants';
import { RECHARGE_VERSION } from '../../machines/deposit-constants';
import { depositMachine, type DepositEvent } from '../../machines/deposit.machine';
import {
  depositInputOf,
  type DepositFacts,
  type DepositIntent,
  type DepositInput,
  type DepositOrder,
  type OpenOrder,
  type Purchase,
  type PurchaseKind,
  type PurchaseOffer,
  type PurchaseOutcome,
} from '../../machines/deposit.rules';
import { readItem, removeItem, writeItem } from '../lib/storage-keys';
import { KEPT_INTENT_KEYS, keepIntentIn, keptIntent } from './kept-intent';
import type { FlowPort, ImplementationsOf } from './port';

/** sessionStorage: the order being paid, its player and the client time its countdown ends. */
export const OPEN_ORDER_KEY = 'depositOpenOrder';
/** sessionStorage: the deposit asked without an answer yet (its Idempotency-Key) and its player. */
export const PENDING_INTENT_KEY = KEPT_INTENT_KEYS.deposit;
const FULL_COUNTDOWN_S = QR_COUNTDOWN_MS / 1000;

interface StoredOrder {
  readonly userId: number;
  readonly order: DepositOrder;
  readonly deadline: number;
}

type DepositPort = Pick<FlowPort, 'deps' | 'report'>;
type AccountRefreshed = Extract<DepositEvent, { type: 'account.refreshed' }>;

/** The order this player left open in this tab (a reload mid-flow), with its countdown, or null. */
export function storedOpenOrder(port: Pick<FlowPort, 'deps'>, userId: number, now = Date.now()): OpenOrder | null {
  try {
    const raw = readItem(port.deps.tabStore, OPEN_ORDER_KEY);
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

/** The deposit this player asked in this tab without getting its answer (a reload meanwhile), or null. */
export function storedIntent(port: Pick<FlowPort, 'deps'>, userId: number): DepositIntent | null {
  return keptIntent(port.deps.tabStore, 'deposit', userId);
}

/** The flow's input: the page's facts (configuration, cards, layout, address), this tab's open order and pending deposit. */
export function depositInput(
  port: Pick<FlowPort, 'deps'>,
  userId: number,
  facts: Omit<DepositFacts, 'resume' | 'pendingIntent'>,
  now = Date.now(),
): DepositInput {
  return depositInputOf({
    ...facts,
    resume: storedOpenOrder(port, userId, now),
    pendingIntent: storedIntent(port, userId),
  });
}

export function depositImplementations(port: DepositPort, userId: number) {
  const { api, tabStore } = port.deps;
  const reportAccount = ({ user, player }: Omit<AccountRefreshed, 'type'>) => {
    if (user) port.report({ type: 'user.updated', user });
    port.report({ type: 'player.updated', patch: player });
  };
  /** Hands the player read to the flow (its reportAccount); when the page has gone meanwhile, to the session. */
  const tell = (flow: AnyActorRef | undefined, event: AccountRefreshed) => {
    if (flow?.getSnapshot().status === 'active') flow.send(event);
    else reportAccount(event);
  };
  return {
    actors: {
      loadPurchase: fromPromise<PurchaseOffer, { kind: PurchaseKind }>(async ({ input, signal }) => {
        if (input.kind === 'card') {
          const cards = await api.call('getLoginPayUser3', {}, { signal });
          return {
            cards: cards.propConfigList.map((c) => ({
              id: c.id,
              price: c.price,
              num: c.num,
              limitAmount: c.paramStr.limitAmount,
            })),
            buyable: cards.buyPropIds,
          };
        }
        const answer = await api.call('appRechargeBonusCollection9', {}, { signal });
        const state = answer.appRechargeBonusCollection9;
        return {
          awardId: state.awardId,
          itemStatus: state.itemStatus,
          open: state.expireTime > Date.now(),
          packages: answer.configList,
        };
      }),
      createOrder: fromPromise<
        OpenOrder,
        { amount: number; rechargeType: number; purchase: Purchase | null; idempotencyKey: string }
      >(async ({ input, signal }) => {
        // recharge3 identifies a first-charge package by its price: the amount is exactly the package's.
        const answer = await api.call(
          'recharge3',
          {
            amount: input.amount,
            version: RECHARGE_VERSION,
            actType: input.purchase?.actType ?? ACT_TYPE.Plain,
            rechargeType: input.rechargeType,
            ...(input.purchase?.actType === ACT_TYPE.BuyProp ? { propId: input.purchase.propId } : {}),
          },
          { signal, idempotencyKey: input.idempotencyKey },
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
      }),
      checkOrder: fromPromise(async ({ input, signal }) => {
        const answer = await api.call('checkRechargeOrder', { orderId: input.orderId }, { signal });
        return {
          isRechargeDone: answer.isRechargeDone,
          status: answer.status,
          ...(answer.failReason ? { failReason: answer.failReason } : {}),
        };
      }),
      refreshAccount: fromPromise<PurchaseOutcome, { purchase: Purchase | null }>(async ({ input, signal, self }) => {
        const { user, errcode: _errcode, ...player } = await api.call('getAfterLoginInfo', {}, { signal });
        tell(self._parent, { type: 'account.refreshed', user, player });
        if (!input.purchase) return 'plain';
        if (input.purchase.actType === ACT_TYPE.BuyProp) {
          // Bought while no unfinished card of the kind was owned: an unfinished one now is this purchase.
          const { ownList } = await api.call('getLoginPayUser3', {}, { signal });
          const propId = input.purchase.propId;
          const owned = ownList.some((c) => c.propId === propId && c.loginPayDataJson.days.some((d) => d !== -1));
          return owned ? 'bought' : 'notRecorded';
        }
        const awardId = input.purchase.awardId;
        // The first-charge state after the purchase: itemStatus 1 with this package once it is recorded.
        const answer = await api.call('appRechargeBonusCollection9', {}, { signal });
        const state = answer.appRechargeBonusCollection9;
        // The activity ids too; a failure (or a non-zero errcode) leaves them untouched.
        try {
          const { activityIds, activityMap } = await api.call('getActivityIds', {});
          tell(self._parent, { type: 'account.refreshed', player: { activityIds, activityMap } });
        } catch {
          // Untouched.
        }
        return state.awardId === awardId && state.itemStatus > 0 ? 'bought' : 'notRecorded';
      }),
    },
    actions: {
      rememberOrder: (_, { order, secondsLeft }) =>
        writeItem(
          tabStore,
          OPEN_ORDER_KEY,
          JSON.stringify({ userId, order, deadline: Date.now() + secondsLeft * 1000 } satisfies StoredOrder),
        ),
      forgetOrder: () => removeItem(tabStore, OPEN_ORDER_KEY),
      keepIntent: keepIntentIn(tabStore, 'deposit', userId),
      reportAccount: (_, refreshed) => reportAccount(refreshed),
    },
  } satisfies ImplementationsOf<typeof depositMachine>;
}

export function liveDepositMachine(port: DepositPort, userId: number) {
  return depositMachine.provide(depositImplementations(port, userId));
}
