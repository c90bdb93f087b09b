/** Models of the deposit flow and the bank-card binding (issue 5 part C). */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { cardLimitAmount, LOGIN_PAY_CARDS } from '../../../contract/seed-offers';
import { depositMachine } from '../../../machines/deposit.machine';
import {
  amountError,
  bankRedirect,
  depositRequestOf,
  type AppPromo,
  type DepositContext,
  type DepositInput,
  type DepositOrder,
  type CardOffer,
  type CardPurchase,
  type FirstChargeOffer,
  type FirstChargePurchase,
  type OpenOrder,
  type Purchase,
} from '../../../machines/deposit.rules';
import { bankBindingMachine, cardErrors, modeOf, type SavedCards } from '../../../machines/bank-binding.machine';
import {
  DEPOSIT_CHECK_ATTEMPTS,
  type Bank,
  type RechargeType,
  type UserBank,
} from '../../../machines/deposit-constants';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));
const idOf = (m: { id: string } | null | undefined) => m?.id ?? null;

const channel = (id: number, panel: RechargeType['panel'], bankId: number, minAmount = 10_000): RechargeType => ({
  id,
  name: `Channel ${id}`,
  iconH5: `/static/pay/${id}.svg`,
  bankId,
  sort: id * 10,
  panel,
  minAmount,
  maxAmount: 5_000_000,
  amountList: [10_000, 30_000, 100_000],
});

/** 1 payment page, 2 QR, 3 bank transfer (from 500.00), 4 tied to bank 2 — like the seed. */
export const CHANNELS: readonly RechargeType[] = [
  channel(1, 'url', 0),
  channel(2, 'qr', 0),
  channel(3, 'bank', 0, 50_000),
  channel(4, 'url', 2),
];

const order = (panel: DepositOrder['panel'], isCheck: 0 | 1 = 1): DepositOrder => ({
  orderId: `R0000000${panel.toUpperCase()}${isCheck}`,
  panel,
  isCheck,
  amount: 30_000,
  rechargeType: panel === 'qr' ? 2 : panel === 'bank' ? 3 : 1,
  ...(panel === 'url' ? { payUrl: 'http://localhost/sandbox/pay/R1' } : {}),
  ...(panel === 'qr'
    ? { qrInfo: { orderId: 'R1', qrCodeText: 'http://localhost/sandbox/pay/R1?via=qr', createTime: 1 } }
    : {}),
  ...(panel === 'bank'
    ? {
        bank: {
          bankName: 'ธนาคารกสิกรไทย',
          shortBankName: 'KBANK',
          accountName: 'บริษัท แซนด์บ็อกซ์',
          cardNum: '123-4-56789-0',
          amount: 30_000,
        },
      }
    : {}),
});

/** The seed's first-charge packages: 100.00, 300.00, 500.00. */
export const OFFER: FirstChargeOffer = {
  awardId: 0,
  itemStatus: 0,
  open: true,
  packages: [
    { id: 1, price: 10_000, award: [{ id: 2001, count: 15_000 }] },
    { id: 2, price: 30_000, award: [{ id: 2001, count: 48_000 }] },
    { id: 3, price: 50_000, award: [{ id: 2001, count: 80_000 }] },
  ],
};
/** The package of 300.00, as checked. */
export const PURCHASE: FirstChargePurchase = { actType: 13, awardId: 2, price: 30_000, percent: 160, gifts: 1 };

/** The seed's login-pay cards 6004–6007 (getLoginPayUser3), all buyable. */
export const CARD_OFFER: CardOffer = {
  cards: LOGIN_PAY_CARDS.map((c) => ({ id: c.id, price: c.price, num: c.num, limitAmount: cardLimitAmount(c) })),
  buyable: [6004, 6005, 6006, 6007],
};
/** Card 6005 (300.00, 7 days × 60.00), as checked. */
export const CARD_PURCHASE: CardPurchase = {
  actType: 6,
  propId: 6005,
  price: 30_000,
  days: 7,
  total: 42_000,
  daily: 6_000,
};
/** The order recharge3 answers for card 6005. */
export const CARD_ORDER = (): OpenOrder => ({ order: { ...order('url'), purchase: CARD_PURCHASE }, secondsLeft: 600 });

/** What a purchase buys, for the serialized state: the package or the card id. */
const purchaseId = (p: Purchase | null | undefined) => (p ? (p.actType === 13 ? p.awardId : p.propId) : null);

export const OPEN_ORDERS: readonly OpenOrder[] = [
  { order: order('url'), secondsLeft: 600 },
  { order: order('qr'), secondsLeft: 2 },
  { order: order('bank'), secondsLeft: 600 },
  { order: order('url', 0), secondsLeft: 600 },
];
/** The order recharge3 answers for the package of 300.00. */
export const PURCHASE_ORDER: OpenOrder = { order: { ...order('url'), purchase: PURCHASE }, secondsLeft: 600 };

/** The events of a plain deposit; a model with a purchase asked adds the purchase events. */
const depositEvents = (purchase: boolean, card: boolean) => [
  ...CHANNELS.map((c) => ({ type: 'channel.select', id: c.id })),
  { type: 'channel.select', id: 99 },
  { type: 'amount.change', value: '' },
  { type: 'amount.change', value: '12.345' },
  { type: 'amount.change', value: '300' },
  { type: 'amount.preset', amount: 100_000 },
  ...(card
    ? [
        { type: 'purchase.cancel' },
        { type: 'xstate.done.actor.loadPurchase', output: CARD_OFFER },
        { type: 'xstate.done.actor.loadPurchase', output: { ...CARD_OFFER, buyable: [6004] } },
        { type: 'xstate.done.actor.loadPurchase', output: OFFER },
        { type: 'xstate.error.actor.loadPurchase', error: { kind: 'network' } },
        { type: 'xstate.done.actor.createOrder', output: CARD_ORDER() },
        { type: 'xstate.error.actor.createOrder', error: { kind: 'business', errcode: 2002 } },
        { type: 'xstate.done.actor.refreshAccount', output: 'bought' },
        { type: 'xstate.done.actor.refreshAccount', output: 'notRecorded' },
      ]
    : purchase
      ? [
          { type: 'purchase.cancel' },
          { type: 'xstate.done.actor.loadPurchase', output: OFFER },
          { type: 'xstate.done.actor.loadPurchase', output: { ...OFFER, awardId: 1, itemStatus: 1 } },
          { type: 'xstate.done.actor.loadPurchase', output: { ...OFFER, open: false } },
          { type: 'xstate.error.actor.loadPurchase', error: { kind: 'network' } },
          { type: 'xstate.done.actor.createOrder', output: PURCHASE_ORDER },
          { type: 'xstate.error.actor.createOrder', error: { kind: 'business', errcode: 2017 } },
          { type: 'xstate.done.actor.refreshAccount', output: 'bought' },
          { type: 'xstate.done.actor.refreshAccount', output: 'notRecorded' },
        ]
      : []),
  { type: 'deposit.submit' },
  { type: 'xstate.after.depositDebounce.deposit.debouncing' },
  ...OPEN_ORDERS.map((output) => ({ type: 'xstate.done.actor.createOrder', output })),
  { type: 'xstate.error.actor.createOrder', error: { kind: 'business', errcode: 2001 } },
  { type: 'xstate.error.actor.createOrder', error: { kind: 'business', errcode: 2003 } },
  { type: 'xstate.error.actor.createOrder', error: { kind: 'network' } },
  { type: 'xstate.after.countdownTick.deposit.paying.open' },
  { type: 'panel.close' },
  { type: 'panel.reopen' },
  { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: 1, status: 'done' } },
  { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: 0, status: 'pending' } },
  { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: 0, status: 'failed' } },
  { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: 0, status: 'expired' } },
  { type: 'xstate.error.actor.checkOrder', error: { kind: 'business', errcode: 2004 } },
  { type: 'xstate.error.actor.checkOrder', error: { kind: 'network' } },
  { type: 'xstate.after.checkInterval.deposit.waiting' },
  { type: 'check.again' },
  { type: 'deposit.restart' },
  // refreshAccount passes the refreshed player on to the session while it runs.
  { type: 'account.refreshed', player: { coin: 500 } },
  { type: 'xstate.done.actor.refreshAccount', output: 'plain' },
  { type: 'xstate.error.actor.refreshAccount', error: { kind: 'network' } },
  { type: 'promo.install' },
  { type: 'promo.dismiss' },
];

const CHOOSING_STATES = ['starting', 'verifying', 'choosing', 'debouncing', 'creating'];

/** The choice matters while choosing; the order, its countdown and the checks afterwards. */
function serializeDeposit(s: { value: unknown; context: DepositContext }): string {
  const c = s.context;
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0];
  if (CHOOSING_STATES.includes(top as string))
    return JSON.stringify({
      value: s.value,
      channel: c.rechargeType,
      amount: idOf(amountError(c)) ?? 'ok',
      shown: idOf(c.amountError),
      error: idOf(c.error),
      bank: bankRedirect(c) !== null,
      purchase: purchaseId(c.purchase),
      asked: c.asked,
      notice: idOf(c.notice),
    });
  return JSON.stringify({
    value: s.value,
    purchase: purchaseId(c.order?.purchase),
    outcome: c.outcome,
    order: c.order ? `${c.order.panel}${c.order.isCheck}` : null,
    left: c.secondsLeft,
    checks: c.checks,
    error: idOf(c.error),
    confirmed: c.confirmed,
  });
}

interface DepositSnapshot {
  matches: (v: string) => boolean;
  hasTag: (t: string) => boolean;
  can: (e: unknown) => boolean;
  context: DepositContext;
}

const depositModel = (name: string, input: DepositInput): MachineModel =>
  ({
    name,
    machine: depositMachine,
    input,
    events: depositEvents(input.purchase !== undefined, input.purchase?.actType === 6),
    serializeState: serializeDeposit,
    implementations: {
      actors: { loadPurchase: never(), createOrder: never(), checkOrder: never(), refreshAccount: never() },
    },
    invariants: (s: DepositSnapshot) => {
      // A purchase is bought with exactly its price, on a channel that takes it; the amount cannot change.
      if (s.context.purchase && CHOOSING_STATES.some((v) => s.matches(v))) {
        expect(s.context.amount).toBe(String(s.context.purchase.price / 100));
        expect(s.can({ type: 'amount.change', value: '1' })).toBe(false);
        expect(s.can({ type: 'amount.preset', amount: 10_000 })).toBe(false);
      }
      // A card purchase carries the card asked by the link, at the link's price.
      if (s.context.purchase?.actType === 6) {
        expect(s.context.purchase.propId).toBe(input.purchase?.propId);
        expect(s.context.purchase.price).toBe(input.purchase?.amount);
        expect(s.context.asked).toBe('card');
      }
      if (s.matches('choosing') && s.context.purchase) {
        expect(s.can({ type: 'channel.select', id: 3 })).toBe(false);
        expect(s.can({ type: 'purchase.cancel' })).toBe(true);
      }
      expect(s.hasTag('verifying')).toBe(s.matches('verifying'));
      expect(s.hasTag('panel')).toBe(s.matches('paying'));
      expect(s.can({ type: 'deposit.submit' })).toBe(s.matches('choosing') || s.matches('debouncing'));
      if (s.matches('checking')) {
        expect(s.context.checks).toBeGreaterThanOrEqual(1);
        expect(s.context.checks).toBeLessThanOrEqual(DEPOSIT_CHECK_ATTEMPTS);
      }
      // Never stuck: every resting state after the panel has a way on.
      if (s.matches('stillWaiting')) expect(s.can({ type: 'check.again' })).toBe(true);
      if (s.matches('statusUnknown')) {
        expect(s.can({ type: 'check.again' })).toBe(true);
        expect(s.context.error).not.toBeNull();
      }
      if (s.matches('failed')) expect(s.can({ type: 'deposit.restart' })).toBe(true);
      if (s.matches('paying')) expect(s.can({ type: 'panel.close' })).toBe(true);
      expect(s.hasTag('promo')).toBe(s.matches({ done: 'promo' } as never));
      if (s.hasTag('promo')) {
        expect(input.appPromo).not.toBe('none');
        expect(s.can({ type: 'promo.dismiss' })).toBe(input.appPromo === 'optional');
      }
      if (s.matches('paying') && s.context.order?.panel !== 'qr')
        expect(s.matches({ paying: 'open' } as never)).toBe(true);
      // The Idempotency-Key: the order being created is asked with the key of exactly what it asks;
      // the key outlives a failure with an unknown outcome (a retry asks the same order again), not the server's
      // refusal nor an order that exists (a second deposit is another intent).
      if (s.matches('creating')) expect(s.context.intent?.ask).toEqual(depositRequestOf(s.context));
      if (s.matches('choosing') && s.context.error)
        expect(s.context.intent !== null).toBe(!s.context.error.id.startsWith('wallet.deposit.failed'));
      if (!CHOOSING_STATES.some((v) => s.matches(v))) expect(s.context.intent).toBeNull();
    },
  }) as unknown as MachineModel;

const base = (depositBank: boolean, boundBankIds: number[], appPromo: AppPromo): DepositInput => ({
  channels: CHANNELS,
  depositBank,
  boundBankIds,
  bindCardPath: '/bindBankCard',
  appPromo,
});

export const depositModels: MachineModel[] = [
  depositModel('deposit (bank deposits on, card of bank 1, app promo optional)', base(true, [1], 'optional')),
  depositModel('deposit (bank deposits on, no card, app promo forced)', base(true, [], 'forced')),
  depositModel('deposit (bank deposits off, app promo forced)', base(false, [], 'forced')),
  depositModel('deposit (bank deposits off, resumed QR order, no app promo)', {
    ...base(false, [], 'none'),
    choice: { rechargeType: 3, amount: '700' },
    resume: { order: order('qr'), secondsLeft: 1 },
  }),
  depositModel('deposit (first-charge package 2 at 300.00 asked, bank deposits off)', {
    ...base(false, [], 'none'),
    choice: { rechargeType: 3, amount: '' },
    purchase: { actType: 13, amount: 30_000, awardId: 2 },
  }),
  depositModel('deposit (first-charge package 2 asked at a stale price, bank deposits on, no card)', {
    ...base(true, [], 'none'),
    purchase: { actType: 13, amount: 20_000, awardId: 2 },
  }),
  depositModel('deposit (unknown package asked, unknown actType)', {
    ...base(false, [], 'none'),
    purchase: { actType: 7, amount: 30_000, awardId: 9 },
  }),
  depositModel('deposit (login-pay card 6005 at 300.00 asked, bank deposits off)', {
    ...base(false, [], 'none'),
    purchase: { actType: 6, amount: 30_000, awardId: null, propId: 6005 },
  }),
  depositModel('deposit (first-charge package asked with an unknown id)', {
    ...base(false, [], 'none'),
    purchase: { actType: 13, amount: 30_000, awardId: 9 },
  }),
];

// ───────────── bank binding ─────────────

export const BANKS: readonly Bank[] = [
  { id: 1, name: 'Kasikorn Bank', shortName: 'KBANK', icon: '/static/bank/1.svg' },
  { id: 2, name: 'Siam Commercial Bank', shortName: 'SCB', icon: '/static/bank/2.svg' },
];

export const CARD: UserBank = {
  id: 7,
  bankId: 1,
  bankName: 'Kasikorn Bank',
  shortBankName: 'KBANK',
  accountName: 'Somchai Jaidee',
  cardNum: '******7890',
  createTime: 1,
};

const SAVED: SavedCards = { appUserBank: CARD, appUserBankList: { '1': CARD } };

const bankEvents = [
  { type: 'field.change', field: 'accountName', value: 'สมชาย ใจดี' },
  { type: 'field.change', field: 'accountName', value: '1' },
  { type: 'field.change', field: 'cardNum', value: '1234 5678 90' },
  { type: 'field.change', field: 'cardNum', value: '12ab' },
  { type: 'bank.pick' },
  { type: 'bank.select', bankId: 1 },
  { type: 'bank.select', bankId: 2 },
  { type: 'bank.select', bankId: 99 },
  { type: 'bank.cancel' },
  { type: 'card.submit' },
  { type: 'xstate.after.formDebounce.bankBinding.debouncing' },
  { type: 'xstate.done.actor.saveCard', output: SAVED },
  { type: 'xstate.error.actor.saveCard', error: { kind: 'business', errcode: 2011 } },
  { type: 'xstate.error.actor.saveCard', error: { kind: 'network' } },
];

const bankModel = (name: string, input: { bankId: number | null; back: boolean; bound: boolean }): MachineModel =>
  ({
    name,
    machine: bankBindingMachine,
    input: {
      banks: BANKS,
      cards: input.bound ? { '1': CARD } : {},
      bankId: input.bankId,
      back: input.back,
      listPath: '/bankCardList',
    },
    events: bankEvents,
    serializeState: (s: { value: unknown; context: Parameters<typeof cardErrors>[0] }) =>
      JSON.stringify({
        value: s.value,
        bank: s.context.selected,
        mode: modeOf(s.context),
        invalid: Object.keys(cardErrors(s.context)).sort(),
        shown: Object.keys(s.context.errors).sort(),
        error: idOf(s.context.error),
      }),
    implementations: { actors: { saveCard: never() } },
    invariants: (s: DepositSnapshot & { context: Parameters<typeof cardErrors>[0] }) => {
      expect(s.hasTag('picker')).toBe(s.matches('picking'));
      expect(s.hasTag('busy')).toBe(s.matches('debouncing') || s.matches('saving'));
      if (s.context.selected !== null) expect(BANKS.some((b) => b.id === s.context.selected)).toBe(true);
    },
  }) as unknown as MachineModel;

export const bankBindingModels: MachineModel[] = [
  bankModel('bank-binding (from the deposit: back=1, id=2)', { bankId: 2, back: true, bound: true }),
  bankModel('bank-binding (no bank asked, no card)', { bankId: null, back: false, bound: false }),
];
