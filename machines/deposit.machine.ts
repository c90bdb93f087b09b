/**
 * The flow can start in three places, hence `starting`: a stored open order (the page was reloaded mid-flow)
 * goes straight to paying; an address buying a first-charge package (?actType=13&amount=<price>&awardId=<id>)
 * or a login-pay card (?actType=6&amount=<price>&propId=<id>, contract/paths.ts `buyLoginPayCard`) is verified
 * first; anything else chooses. A purchase that fails its check (missing, another price, bought, offer over),
 * another actType, a purchase.cancel, or recharge3 refusing it (2017 for a package, 2002 for a card) all fall
 * back to a plain deposit of the same amount with a notice: nothing typed is lost.
 *
 * Submit checks the amount, then the bank rules when bank deposits are on (a channel tied to a bank the player
 * has no card of → /bindBankCard?back=1&id=<bankId>; a channel without a bank and no card at all →
 * /bindBankCard?back=1). The choice is written into the deposit address first (replace), so coming back
 * restores it. The deposit debounce (300 ms) creates one order per burst of taps.
 *
 * After the sheet is closed, an order with the check flag is polled a bounded number of times
 * (DEPOSIT_CHECK_ATTEMPTS, DEPOSIT_CHECK_INTERVAL_MS apart); "not paid yet" and "could not be read" are
 * separate end states because the player must not be told an unknown status is unpaid; both offer check again,
 * reopen the payment or start over, so the flow is never stuck. The open order and a deposit asked without an
 * answer survive a reload (rememberOrder, keepIntent: the Idempotency-Key of machines/intent-key.ts is reused by
 * a retry of the same amount, channel and purchase). Finishing refreshes the player (refreshAccount sends
 * `account.refreshed` for the session); the forced-update modal follows when the build promotes the Android
 * app (`forced` has no "later").
 *
 * Its data, rules and input (the address, the configuration) are in machines/deposit.rules.ts.
 * Implementations: src/actors/deposit.actors.ts
 */
import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { PATH, bindBankCard } from '../contract/paths';
import { DEPOSIT_DEBOUNCE_MS } from './constants';
import { DEPOSIT_CHECK_ATTEMPTS, DEPOSIT_CHECK_INTERVAL_MS, QR_TICK_MS, amountText } from './deposit-constants';
import {
  amountError,
  bankRedirect,
  channelFits,
  checkFailedNotice,
  checkPurchase,
  choicePath,
  depositRequestOf,
  closedUnpaidMessage,
  depositFailure,
  initialChannel,
  isPurchaseRefused,
  purchaseChannel,
  purchaseGoneNotice,
  purchaseKindOf,
  queryAmount,
  type CheckAnswer,
  type DepositContext,
  type DepositIntent,
  type DepositInput,
  type OpenOrder,
  type Purchase,
  type PurchaseKind,
  type PurchaseOffer,
  type PurchaseOutcome,
  type PurchaseQuery,
} from './deposit.rules';
import { intentAfterFailure, intentFor, type KeepIntentParams } from './intent-key';
import { businessCode, errorMessage, message, type Message } from './message';
import type { PlayerData, UserInfo } from '../contract/types';
import type { MachineMeta } from './machine-meta';

export type DepositEvent =
  | { type: 'channel.select'; id: number }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.preset'; amount: number }
  | { type: 'purchase.cancel' }
  | { type: 'deposit.submit' }
  | { type: 'panel.close' }
  | { type: 'panel.reopen' }
  | { type: 'check.again' }
  | { type: 'deposit.restart' }
  | { type: 'promo.install' }
  | { type: 'promo.dismiss' }
  /** From refreshAccount: the player as just read, for the session. */
  | { type: 'account.refreshed'; user?: UserInfo; player: Partial<PlayerData> };

export type DepositEmitted =
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'toast'; message: Message; tone?: 'success' | 'error' | 'info' };

const depositSetup = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
  },
  actors: {
    loadPurchase: fromPromise<PurchaseOffer, { kind: PurchaseKind }>(async () => {
      throw new Error('provided by the app');
    }),
    createOrder: fromPromise<
      OpenOrder,
      { amount: number; rechargeType: number; purchase: Purchase | null; idempotencyKey: string }
    >(async () => {
      throw new Error('provided by the app');
    }),
    checkOrder: fromPromise<CheckAnswer, { orderId: string }>(async () => {
      throw new Error('provided by the app');
    }),
    refreshAccount: fromPromise<PurchaseOutcome, { purchase: Purchase | null }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    rememberOrder: (_, _params: OpenOrder) => {},
    forgetOrder: () => {},
    /** The deposit asked without an answer yet, kept in the tab (null: none). */
    keepIntent: (_, _params: KeepIntentParams<DepositIntent['ask']>) => {},
    reportAccount: (_, _params: { user?: UserInfo; player: Partial<PlayerData> }) => {},
  },
  guards: {
    hasResume: ({ context }) => context.order !== null,
    isPurchaseQuery: ({ context }) => purchaseKindOf(context.query?.actType) !== null,
    hasQuery: ({ context }) => context.query !== null,
    isPurchasable: ({ context }, params: { offer: PurchaseOffer }) =>
      context.query !== null && 'purchase' in checkPurchase(context.query, params.offer),
    isKnownChannel: ({ context }, params: { id: number }) =>
      context.channels.some(
        (c) => c.id === params.id && (context.purchase === null || channelFits(c, context.purchase.price)),
      ),
    isPlain: ({ context }) => context.purchase === null,
    isPurchase: ({ context }) => context.purchase !== null,
    isPurchaseGone: ({ context }, params: { error: unknown }) =>
      isPurchaseRefused(context.purchase, businessCode(params.error)),
    hasAmountError: ({ context }) => amountError(context) !== null,
    needsBankCard: ({ context }) => bankRedirect(context) !== null,
    isBankRequired: (_, params: { error: unknown }) => businessCode(params.error) === 2003,
    isCountingDown: ({ context }) => context.order?.panel === 'qr' && context.secondsLeft > 0,
    isQrExpired: ({ context }) => context.order?.panel === 'qr' && context.secondsLeft <= 0,
    shouldCheck: ({ context }) => context.order?.isCheck === 1,
    isDone: (_, params: { answer: CheckAnswer }) => params.answer.isRechargeDone === 1,
    isClosedUnpaid: (_, params: { answer: CheckAnswer }) =>
      params.answer.status === 'failed' || params.answer.status === 'expired',
    isOrderMissing: (_, params: { error: unknown }) => businessCode(params.error) === 2004,
    hasChecksLeft: ({ context }) => context.checks < DEPOSIT_CHECK_ATTEMPTS,
    hasPromo: ({ context }) => context.appPromo !== 'none',
    isPromoOptional: ({ context }) => context.appPromo === 'optional',
  },
  delays: {
    depositDebounce: DEPOSIT_DEBOUNCE_MS,
    checkInterval: DEPOSIT_CHECK_INTERVAL_MS,
    countdownTick: QR_TICK_MS,
  },
});

/**
 * What the player can do once the checks are over and the payment is not confirmed, the same in stillWaiting
 * ("not paid yet") and statusUnknown (the status could not be read): check again, reopen the payment or start over.
 */
const unconfirmed = depositSetup.createStateConfig({
  on: {
    'check.again': { target: 'checking', actions: assign({ checks: 0, error: null }) },
    'panel.reopen': { target: 'paying', actions: assign({ error: null }) },
    'deposit.restart': {
      target: 'choosing',
      actions: ['forgetOrder', assign({ order: null, error: null, checks: 0 })],
    },
  },
});

export const depositMachine = depositSetup.createMachine({
  id: 'deposit',
  description: `${PATH.deposit} and its full-screen payment sheet.`,
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    query: input.resume ? null : (input.purchase ?? null),
    asked: input.resume
      ? input.resume.order.purchase
        ? purchaseKindOf(input.resume.order.purchase.actType)
        : null
      : purchaseKindOf(input.purchase?.actType),
    purchase: input.resume?.order.purchase ?? null,
    notice: null,
    outcome: null,
    channels: input.channels,
    depositBank: input.depositBank,
    boundBankIds: input.boundBankIds,
    bindCardPath: input.bindCardPath,
    appPromo: input.appPromo,
    rechargeType: initialChannel(input),
    amount: input.choice?.amount ?? '',
    amountError: null,
    error: null,
    order: input.resume?.order ?? null,
    secondsLeft: input.resume?.secondsLeft ?? 0,
    checks: 0,
    confirmed: false,
    intent: input.pendingIntent ?? null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasResume', target: 'paying' },
        { guard: 'isPurchaseQuery', target: 'verifying' },
        {
          guard: 'hasQuery',
          description: 'An actType this page cannot buy: a plain deposit of the same amount, with a notice.',
          target: 'choosing',
          actions: assign({
            amount: ({ context }) => queryAmount(context.query, context.amount),
            notice: message('wallet.purchase.unknownType'),
            query: null,
          }),
        },
        { target: 'choosing' },
      ],
    },
    verifying: {
      description:
        'Checks the asked first-charge package (appRechargeBonusCollection9) or login-pay card (getLoginPayUser3) against the offer.',
      tags: ['verifying'],
      invoke: {
        id: 'loadPurchase',
        src: 'loadPurchase',
        input: ({ context }) => ({ kind: context.asked ?? 'firstCharge' }),
        onDone: [
          {
            guard: { type: 'isPurchasable', params: ({ event }) => ({ offer: event.output }) },
            target: 'choosing',
            actions: assign(({ context, event }) => {
              const purchase = (checkPurchase(context.query as PurchaseQuery, event.output) as { purchase: Purchase })
                .purchase;
              return {
                purchase,
                query: null,
                amount: amountText(purchase.price),
                rechargeType: purchaseChannel(context, purchase.price),
              };
            }),
          },
          {
            description:
              'Unknown package or card, price not its price, already bought (an unfinished card of the kind) or ended: a plain deposit.',
            target: 'choosing',
            actions: assign(({ context, event }) => ({
              notice: (checkPurchase(context.query as PurchaseQuery, event.output) as { notice: Message }).notice,
              amount: queryAmount(context.query, context.amount),
              query: null,
            })),
          },
        ],
        onError: {
          target: 'choosing',
          actions: assign(({ context }) => ({
            notice: checkFailedNotice(context.asked),
            amount: queryAmount(context.query, context.amount),
            query: null,
          })),
        },
      },
    },
    choosing: {
      on: {
        'channel.select': {
          guard: { type: 'isKnownChannel', params: ({ event }) => ({ id: event.id }) },
          actions: assign({ rechargeType: ({ event }) => event.id, amountError: null, error: null }),
        },
        'amount.change': {
          guard: 'isPlain',
          actions: assign({ amount: ({ event }) => event.value, amountError: null, error: null }),
        },
        'amount.preset': {
          guard: 'isPlain',
          actions: assign({ amount: ({ event }) => amountText(event.amount), amountError: null, error: null }),
        },
        'purchase.cancel': {
          guard: 'isPurchase',
          description: 'A plain deposit instead: the amount becomes editable; the address forgets the purchase.',
          actions: [
            assign({ purchase: null, notice: null, amountError: null, error: null }),
            emit(({ context }) => ({ type: 'navigate' as const, to: choicePath(context), replace: true })),
          ],
        },
        'deposit.submit': [
          { guard: 'hasAmountError', actions: assign({ amountError: ({ context }) => amountError(context) }) },
          {
            guard: 'needsBankCard',
            description: 'Bank deposits on and no card for this channel: keep the choice, go and bind one.',
            actions: enqueueActions(({ context, enqueue }) => {
              enqueue.emit({ type: 'navigate', to: choicePath(context), replace: true });
              enqueue.emit({ type: 'navigate', to: bankRedirect(context) ?? context.bindCardPath });
            }),
          },
          { target: 'debouncing', actions: assign({ amountError: null, error: null }) },
        ],
      },
    },
    debouncing: {
      description: 'The 300 ms deposit debounce: a second tap restarts it, one order is created.',
      tags: ['busy'],
      after: { depositDebounce: 'creating' },
      on: { 'deposit.submit': { target: 'debouncing', reenter: true } },
    },
    creating: {
      tags: ['busy'],
      entry: [
        assign({ intent: ({ context }) => intentFor(context.intent, depositRequestOf(context)) }),
        { type: 'keepIntent', params: ({ context }) => ({ intent: context.intent }) },
      ],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => {
          const intent = context.intent as DepositIntent;
          return { ...intent.ask, idempotencyKey: intent.key };
        },
        onDone: {
          target: 'paying',
          actions: [
            assign({
              order: ({ event }) => event.output.order,
              secondsLeft: ({ event }) => event.output.secondsLeft,
              intent: null,
            }),
            { type: 'keepIntent', params: { intent: null } },
            { type: 'rememberOrder', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'isPurchaseGone', params: ({ event }) => ({ error: event.error }) },
            description:
              'recharge3 2017 (package bought meanwhile, offer ended) or 2002 for a card (no longer on sale): a plain deposit.',
            target: 'choosing',
            actions: [
              assign(({ context }) => ({
                purchase: null,
                notice: purchaseGoneNotice(context.purchase),
                error: null,
                intent: null,
              })),
              { type: 'keepIntent', params: { intent: null } },
              emit(({ context }) => ({ type: 'navigate' as const, to: choicePath(context), replace: true })),
            ],
          },
          {
            guard: { type: 'isBankRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing',
            actions: enqueueActions(({ context, enqueue }) => {
              enqueue.assign({ intent: null });
              enqueue({ type: 'keepIntent', params: { intent: null } });
              enqueue.emit({ type: 'navigate', to: choicePath(context), replace: true });
              enqueue.emit({
                type: 'navigate',
                to: bankRedirect(context) ?? bindBankCard({ back: true }, context.bindCardPath),
              });
            }),
          },
          {
            target: 'choosing',
            actions: [
              assign({
                error: ({ event }) => depositFailure(event.error),
                // Without the server's own refusal the outcome is unknown: a retry asks the same order again.
                intent: ({ context, event }) => intentAfterFailure(context.intent, event.error),
              }),
              { type: 'keepIntent', params: ({ context }) => ({ intent: context.intent }) },
            ],
          },
        ],
      },
    },
    paying: {
      description: 'The full-screen sheet: payment page, QR code (10-minute countdown) or bank transfer.',
      tags: ['panel'],
      initial: 'open',
      states: {
        open: {
          always: { guard: 'isQrExpired', target: 'expired' },
          after: {
            countdownTick: {
              guard: 'isCountingDown',
              target: 'open',
              reenter: true,
              actions: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
            },
          },
        },
        expired: { description: 'The QR countdown reached zero: the code can no longer be paid.' },
      },
      on: {
        'panel.close': [
          { guard: 'shouldCheck', target: 'checking', actions: assign({ checks: 0 }) },
          { target: 'finishing' },
        ],
      },
    },
    checking: {
      tags: ['checking'],
      entry: assign({ checks: ({ context }) => context.checks + 1 }),
      invoke: {
        id: 'checkOrder',
        src: 'checkOrder',
        input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => ({ answer: event.output }) },
            target: 'finishing',
            actions: assign({ confirmed: true }),
          },
          {
            guard: { type: 'isClosedUnpaid', params: ({ event }) => ({ answer: event.output }) },
            target: 'failed',
            actions: assign({ error: ({ event }) => closedUnpaidMessage(event.output) }),
          },
          { guard: 'hasChecksLeft', target: 'waiting', actions: assign({ error: null }) },
          { target: 'stillWaiting', actions: assign({ error: null }) },
        ],
        onError: [
          {
            guard: { type: 'isOrderMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: assign({ error: message('wallet.deposit.order.missing') }),
          },
          {
            guard: 'hasChecksLeft',
            target: 'waiting',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
          { target: 'statusUnknown', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    waiting: {
      description: 'Bounded poll: the next check in DEPOSIT_CHECK_INTERVAL_MS, or now on "check again".',
      tags: ['checking'],
      after: { checkInterval: 'checking' },
      on: { 'check.again': 'checking' },
    },
    stillWaiting: {
      description: 'The payment is not confirmed yet: check again, reopen the payment or start over.',
      ...unconfirmed,
    },
    statusUnknown: {
      description:
        "The last check could not read the order's status (offline, no answer): say it is unknown, not unpaid; check again, reopen the payment or start over.",
      ...unconfirmed,
    },
    failed: {
      entry: 'forgetOrder',
      on: { 'deposit.restart': { target: 'choosing', actions: assign({ order: null, error: null, checks: 0 }) } },
    },
    finishing: {
      tags: ['busy'],
      entry: 'forgetOrder',
      on: {
        'account.refreshed': {
          actions: {
            type: 'reportAccount',
            params: ({ event }) => (event.user ? { user: event.user, player: event.player } : { player: event.player }),
          },
        },
      },
      invoke: {
        id: 'refreshAccount',
        src: 'refreshAccount',
        input: ({ context }) => ({ purchase: context.order?.purchase ?? null }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'done',
          actions: emit({ type: 'toast', message: message('wallet.deposit.refreshFail'), tone: 'error' as const }),
        },
      },
    },
    done: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasPromo', target: 'promo' }, { target: 'idle' }] },
        promo: {
          description:
            'The forced-update modal: the app bonus (config appLoginBonus) for logging in to the Android app.',
          tags: ['promo'],
          on: {
            'promo.install': { target: 'idle', actions: emit({ type: 'navigate', to: PATH.apkDownload }) },
            'promo.dismiss': { guard: 'isPromoOptional', target: 'idle' },
          },
        },
        idle: {
          on: {
            'deposit.restart': {
              target: '#deposit.choosing',
              description: 'Another deposit: a plain one (a package is bought once).',
              actions: assign({
                order: null,
                error: null,
                checks: 0,
                confirmed: false,
                amount: '',
                purchase: null,
                asked: null,
                notice: null,
                outcome: null,
              }),
            },
          },
        },
      },
    },
  },
});

export type DepositActor = ActorRefFrom<typeof depositMachine>;

type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

/** The form is on screen: while choosing, and while the order is made from it (not while finishing). */
export const selectShowsForm = (s: DepositSnapshot): boolean =>
  s.matches('choosing') || (s.hasTag('busy') && !s.matches('finishing'));

/** The order is being made (the submit's debounce, then the call). */
export const selectOrdering = (s: DepositSnapshot): boolean => s.matches('debouncing') || s.matches('creating');

/** The payment panel's time ran out. */
export const selectOrderExpired = (s: DepositSnapshot): boolean => s.matches({ paying: 'expired' });

/** Between two checks of the payment: the player may check now. */
export const selectWaiting = (s: DepositSnapshot): boolean => s.matches('waiting');

/** The payment is not confirmed yet: the player may check again, reopen the payment or start over. */
export const selectStillWaiting = (s: DepositSnapshot): boolean => s.matches('stillWaiting');

/** The last check could not read the order's status: it is unknown, not unpaid. */
export const selectStatusUnknown = (s: DepositSnapshot): boolean => s.matches('statusUnknown');

/** The payment is confirmed: the player's account is being refreshed. */
export const selectFinishing = (s: DepositSnapshot): boolean => s.matches('finishing');

/** The deposit failed (the player may start again). */
export const selectDepositFailed = (s: DepositSnapshot): boolean => s.matches('failed');

/** The deposit is confirmed (the outcome shows). */
export const selectDepositDone = (s: DepositSnapshot): boolean => s.matches('done');

/** The app-download offer after the deposit may be dismissed. */
export const selectPromoOptional = (s: DepositSnapshot): boolean => s.can({ type: 'promo.dismiss' });
