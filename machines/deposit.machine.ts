/**
 * deposit — /lobby/wallets/deposit and its full-screen payment sheet (spec §2 deposit sheet, §4 deposit
 * flow and forced-update modal, §5 deposit bank rules and the 300 ms deposit debounce, §8 deposit failure).
 *
 * States:
 * - starting → paying (a stored open order: the page was reloaded mid-flow) | verifying (the address asks
 *   to buy a first-charge package: ?actType=13&amount=<price>&awardId=<package id>) | choosing. Another
 *   actType falls back to a plain deposit at once, with a notice.
 * - verifying: loadPurchase (appRechargeBonusCollection9) checks the package: it exists, its price is the
 *   amount asked, it is not bought yet and the offer runs. Then choosing with the purchase (amount fixed to
 *   the price, only the channels whose bounds take it), or — with a notice saying why — a plain deposit of
 *   the same amount (nothing typed is lost). `purchase.cancel` turns a purchase into a plain deposit.
 * - choosing: channel (appRechargeTypeMap by sort) and amount (a preset or typed, within the channel's
 *   bounds). Submit checks the amount, then the bank rules when bank deposits are on: a channel tied to a
 *   bank the player has no card of → /bindBankCard?back=1&id=<bankId>; a channel without a bank while the
 *   player has no card at all → /bindBankCard?back=1. The choice is written into the deposit address first
 *   (replace), so coming back restores it.
 * - debouncing (300 ms; a tap restarts it) → creating (recharge3) → paying: the sheet shows the payment
 *   page, the QR code (with a countdown that really counts down) or the bank-transfer details.
 * - On `panel.close`: with the order's check flag → checking (checkRechargeOrder) ⇄ waiting, at most
 *   DEPOSIT_CHECK_ATTEMPTS checks DEPOSIT_CHECK_INTERVAL_MS apart, then stillWaiting ("check again",
 *   reopen the payment, or start over) — never stuck. A failed or expired order → failed. Without the
 *   flag → finishing directly.
 * - recharge3 answering 2017 for a purchase (bought meanwhile, offer ended) → choosing as a plain deposit with
 *   a notice.
 * - finishing: refreshes the player (coins, first-recharge state and, for a purchase, the first-charge
 *   state: `outcome` says whether the package is recorded) → done (with the forced-update modal
 *   `done.promo` when the build promotes the Android app; `forced` has no "later").
 *
 * Events in: channel.select, amount.change, amount.preset, purchase.cancel, deposit.submit, panel.close,
 * panel.reopen, check.again, deposit.restart, promo.install, promo.dismiss.
 * Emitted: navigate, toast. Actors: loadPurchase (the first-charge offer), createOrder (recharge3),
 * checkOrder (checkRechargeOrder), refreshAccount. Actions provided by the app: rememberOrder, forgetOrder (the open order survives a
 * reload), reportAccount.
 */
import { ACT_TYPE } from '../contract/ids';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { DEPOSIT_DEBOUNCE_MS, ROUTE } from './constants';
import {
  APK_DOWNLOAD_PATH,
  DEPOSIT_CHECK_ATTEMPTS,
  DEPOSIT_CHECK_INTERVAL_MS,
  QR_TICK_MS,
  amountText,
  parseAmount,
  plainMoney,
  type PanelKind,
  type RechargeType,
} from './deposit-constants';
import { businessCode, errorMessage, message, type Message } from './message';
import { discountPercent, type PrizeItem } from './promotions-constants';
import type { components } from '../contract/schema';

type Schemas = components['schemas'];

/** What the address asks to buy: ?actType=&amount=&awardId= (null where missing or not a number). */
export interface PurchaseQuery {
  readonly actType: number;
  readonly amount: number | null;
  readonly awardId: number | null;
}

/** A checked activity purchase: the first-charge package, bought with exactly its price. */
export interface Purchase {
  readonly actType: typeof ACT_TYPE.FirstCharge;
  readonly awardId: number;
  readonly price: number;
  /** Gift value against the price (spec §9 first-charge discount percent). */
  readonly percent: number;
  readonly gifts: number;
}

/** The first-charge offer as the server has it now. */
export interface PurchaseOffer {
  /** The package already bought, 0 before a purchase. */
  readonly awardId: number;
  readonly itemStatus: number;
  /** Whether the offer still runs (before expireTime). */
  readonly open: boolean;
  readonly packages: readonly { readonly id: number; readonly price: number; readonly award: readonly PrizeItem[] }[];
}

/** After a purchase was paid: whether the first-charge state shows the package (itemStatus 1). */
export type PurchaseOutcome = 'bought' | 'notRecorded' | 'plain';

/** What the sheet needs of a recharge3 answer. */
export interface DepositOrder {
  readonly orderId: string;
  readonly panel: PanelKind;
  readonly isCheck: 0 | 1;
  readonly amount: number;
  readonly rechargeType: number;
  readonly payUrl?: string;
  readonly qrInfo?: Schemas['QrInfo'];
  readonly bank?: Schemas['RechargeBankOwn'];
  /** The activity purchase this order pays (absent for a plain deposit). */
  readonly purchase?: Purchase;
}

/** An order being paid and the seconds left on its countdown. */
export interface OpenOrder {
  readonly order: DepositOrder;
  readonly secondsLeft: number;
}

export interface CheckAnswer {
  readonly isRechargeDone: 0 | 1;
  readonly status: Schemas['OrderStatus'];
}

export type AppPromo = 'none' | 'optional' | 'forced';

export interface DepositInput {
  readonly channels: readonly RechargeType[];
  readonly depositBank: boolean;
  readonly boundBankIds: readonly number[];
  /** /bindBankCard, or /lobby/bindBankCard on the desktop layout. */
  readonly bindCardPath: string;
  /** The choice kept in the address (coming back from the bank-card page). */
  readonly choice?: { readonly rechargeType: number | null; readonly amount: string };
  /** An order left open before a reload. */
  readonly resume?: OpenOrder | null;
  readonly appPromo: AppPromo;
  /** An activity purchase asked by the address (?actType=…). */
  readonly purchase?: PurchaseQuery | null;
}

export interface DepositContext extends Omit<DepositInput, 'choice' | 'resume' | 'purchase'> {
  /** The purchase asked, until verifying has checked it. */
  query: PurchaseQuery | null;
  /** The checked purchase: the amount is its price and cannot change. */
  purchase: Purchase | null;
  /** Why an asked purchase became a plain deposit. */
  notice: Message | null;
  /** The first-charge state after a paid purchase (null before, or when it could not be read). */
  outcome: PurchaseOutcome | null;
  rechargeType: number | null;
  amount: string;
  amountError: Message | null;
  error: Message | null;
  order: DepositOrder | null;
  secondsLeft: number;
  checks: number;
  /** Whether the server confirmed the payment (false when the order carried no check flag). */
  confirmed: boolean;
}

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
  | { type: 'promo.dismiss' };

export type DepositEmitted =
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'toast'; message: Message; tone?: 'success' | 'error' | 'info' };

export const channelOf = (c: Pick<DepositContext, 'channels' | 'rechargeType'>): RechargeType | undefined =>
  c.channels.find((ch) => ch.id === c.rechargeType);

/** The amount's problem for the chosen channel, or null. */
export function amountError(c: Pick<DepositContext, 'channels' | 'rechargeType' | 'amount'>): Message | null {
  const channel = channelOf(c);
  if (!channel) return message('wallet.deposit.pickChannel');
  if (c.amount.trim() === '') return message('wallet.deposit.amountRequired');
  const value = parseAmount(c.amount);
  if (value === null) return message('wallet.deposit.amountInvalid');
  if (value < channel.minAmount || value > channel.maxAmount)
    return message('wallet.deposit.amountRange', {
      min: plainMoney(channel.minAmount),
      max: plainMoney(channel.maxAmount),
    });
  return null;
}

/** Where the bank rules send the player for the chosen channel, or null when the deposit may go on. */
export function bankRedirect(c: DepositContext): string | null {
  const channel = channelOf(c);
  if (!c.depositBank || !channel) return null;
  if (channel.bankId > 0 && !c.boundBankIds.includes(channel.bankId))
    return `${c.bindCardPath}?back=1&id=${channel.bankId}`;
  if (channel.bankId === 0 && c.boundBankIds.length === 0) return `${c.bindCardPath}?back=1`;
  return null;
}

/**
 * The deposit address holding the current choice (replaced before leaving for the bank-card page, and when
 * a purchase becomes a plain deposit): a purchase keeps its actType and package id.
 */
export function choicePath(c: Pick<DepositContext, 'rechargeType' | 'amount' | 'purchase'>): string {
  const query = new URLSearchParams();
  if (c.rechargeType !== null) query.set('type', String(c.rechargeType));
  if (c.purchase) query.set('actType', String(c.purchase.actType));
  const amount = parseAmount(c.amount);
  if (amount !== null) query.set('amount', String(amount));
  if (c.purchase) query.set('awardId', String(c.purchase.awardId));
  const q = query.toString();
  return q ? `${ROUTE.deposit}?${q}` : ROUTE.deposit;
}

/** Whether a channel takes an amount (its bounds). */
export const channelFits = (channel: RechargeType, amount: number) =>
  amount >= channel.minAmount && amount <= channel.maxAmount;

/** The purchase an asked query makes against the offer, or the notice saying why it cannot be bought. */
export function checkPurchase(
  query: PurchaseQuery,
  offer: PurchaseOffer,
): { readonly purchase: Purchase } | { readonly notice: Message } {
  const pkg = offer.packages.find((p) => p.id === query.awardId);
  if (!pkg) return { notice: message('wallet.purchase.unknownPackage') };
  if (offer.awardId > 0 || offer.itemStatus !== 0) return { notice: message('wallet.purchase.bought') };
  if (!offer.open) return { notice: message('wallet.purchase.ended') };
  if (query.amount !== pkg.price)
    return { notice: message('wallet.purchase.priceChanged', { price: plainMoney(pkg.price) }) };
  return {
    purchase: {
      actType: ACT_TYPE.FirstCharge,
      awardId: pkg.id,
      price: pkg.price,
      percent: discountPercent(pkg.award, pkg.price),
      gifts: pkg.award.length,
    },
  };
}

/** The channel for a purchase: the current one when it takes the price, else the first that does. */
function purchaseChannel(c: Pick<DepositContext, 'channels' | 'rechargeType'>, price: number): number | null {
  const current = channelOf(c);
  if (current && channelFits(current, price)) return current.id;
  return c.channels.find((ch) => channelFits(ch, price))?.id ?? c.rechargeType;
}

/** The amount text of an asked query when it falls back to a plain deposit (kept, not lost). */
const queryAmount = (query: PurchaseQuery | null, amount: string) =>
  query?.amount !== null && query?.amount !== undefined && query.amount > 0 ? amountText(query.amount) : amount;

const DEPOSIT_FAILURE_CODES = [2001, 2002, 2017];

function depositFailure(error: unknown): Message {
  const code = businessCode(error);
  if (code !== null && DEPOSIT_FAILURE_CODES.includes(code)) return message(`wallet.deposit.failed.${code}`);
  if (code !== null) return message('wallet.deposit.failed', { code });
  return errorMessage(error);
}

const initialChannel = (input: DepositInput): number | null => {
  const wanted = input.choice?.rechargeType;
  if (wanted !== null && wanted !== undefined && input.channels.some((c) => c.id === wanted)) return wanted;
  return input.channels[0]?.id ?? null;
};

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
  },
  actors: {
    loadPurchase: fromPromise<PurchaseOffer, void>(async () => {
      throw new Error('provided by the app');
    }),
    createOrder: fromPromise<OpenOrder, { amount: number; rechargeType: number; purchase: Purchase | null }>(
      async () => {
        throw new Error('provided by the app');
      },
    ),
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
  },
  guards: {
    hasResume: ({ context }) => context.order !== null,
    isFirstChargeQuery: ({ context }) => context.query?.actType === ACT_TYPE.FirstCharge,
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
      context.purchase !== null && businessCode(params.error) === 2017,
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
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    query: input.resume ? null : (input.purchase ?? null),
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
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasResume', target: 'paying' },
        { guard: 'isFirstChargeQuery', target: 'verifying' },
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
      description: 'Checks the asked first-charge package against the offer (appRechargeBonusCollection9).',
      tags: ['verifying'],
      invoke: {
        id: 'loadPurchase',
        src: 'loadPurchase',
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
            description: 'Unknown package, price not the package price, already bought or ended: a plain deposit.',
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
            notice: message('wallet.purchase.checkFailed'),
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
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          amount: context.purchase?.price ?? parseAmount(context.amount) ?? 0,
          rechargeType: context.rechargeType ?? 0,
          purchase: context.purchase,
        }),
        onDone: {
          target: 'paying',
          actions: [
            assign({ order: ({ event }) => event.output.order, secondsLeft: ({ event }) => event.output.secondsLeft }),
            { type: 'rememberOrder', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'isPurchaseGone', params: ({ event }) => ({ error: event.error }) },
            description: 'recharge3 2017: the package was bought meanwhile or the offer ended — a plain deposit.',
            target: 'choosing',
            actions: [
              assign({ purchase: null, notice: message('wallet.purchase.gone'), error: null }),
              emit(({ context }) => ({ type: 'navigate' as const, to: choicePath(context), replace: true })),
            ],
          },
          {
            guard: { type: 'isBankRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing',
            actions: enqueueActions(({ context, enqueue }) => {
              enqueue.emit({ type: 'navigate', to: choicePath(context), replace: true });
              enqueue.emit({ type: 'navigate', to: bankRedirect(context) ?? `${context.bindCardPath}?back=1` });
            }),
          },
          { target: 'choosing', actions: assign({ error: ({ event }) => depositFailure(event.error) }) },
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
            actions: assign({ error: ({ event }) => message(`wallet.deposit.order.${event.output.status}`) }),
          },
          { guard: 'hasChecksLeft', target: 'waiting' },
          { target: 'stillWaiting' },
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
          { target: 'stillWaiting', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
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
      on: {
        'check.again': { target: 'checking', actions: assign({ checks: 0, error: null }) },
        'panel.reopen': { target: 'paying', actions: assign({ error: null }) },
        'deposit.restart': {
          target: 'choosing',
          actions: ['forgetOrder', assign({ order: null, error: null, checks: 0 })],
        },
      },
    },
    failed: {
      entry: 'forgetOrder',
      on: { 'deposit.restart': { target: 'choosing', actions: assign({ order: null, error: null, checks: 0 }) } },
    },
    finishing: {
      tags: ['busy'],
      entry: 'forgetOrder',
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
          description: 'The forced-update modal: 20 pesos for installing the Android app.',
          tags: ['promo'],
          on: {
            'promo.install': { target: 'idle', actions: emit({ type: 'navigate', to: APK_DOWNLOAD_PATH }) },
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
