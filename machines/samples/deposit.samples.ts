/**
 * Samples of the deposit flow (machines/deposit.machine.ts) for the /flows simulator and shared-link tests:
 * the seed's four channels (payment page, QR, bank transfer from 500.00, one tied to bank 2), the
 * first-charge offer, recharge3 answers for each panel and checkRechargeOrder answers.
 */
import type { depositMachine } from '../deposit.machine';
import type { RechargeType } from '../deposit-constants';
import type { DepositInput, DepositOrder, OpenOrder, PurchaseOffer } from '../deposit.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';
import { PATH } from '../../contract/paths';

const channel = (id: number, name: string, panel: RechargeType['panel'], bankId: number, minAmount = 10_000) =>
  ({
    id,
    name,
    iconH5: `/static/pay/${id}.svg`,
    bankId,
    sort: id * 10,
    panel,
    minAmount,
    maxAmount: 5_000_000,
    amountList: [10_000, 30_000, 100_000],
  }) satisfies RechargeType;

const CHANNELS = [
  channel(1, 'Payment page', 'url', 0),
  channel(2, 'QR PromptPay', 'qr', 0),
  channel(3, 'Bank transfer', 'bank', 0, 50_000),
  channel(4, 'KBank app', 'url', 2),
];

const PLAIN: DepositInput = {
  channels: CHANNELS,
  depositBank: true,
  boundBankIds: [1],
  bindCardPath: PATH.bindBankCard,
  appPromo: 'optional',
};

/** Created 2026-01-01 00:00 UTC; a QR order lives 10 minutes. */
const CREATED = 1_767_225_600_000;
const EXPIRES = CREATED + 600_000;

const RECHARGE_QR = {
  errcode: 0,
  code: 200,
  orderId: 'R20260101000002',
  panel: 'qr',
  isCheck: 1,
  expireTime: EXPIRES,
  qrInfo: {
    orderId: 'R20260101000002',
    qrCodeText: 'http://localhost/sandbox/pay/R20260101000002?via=qr',
    createTime: CREATED,
  },
} satisfies ApiAnswer<'recharge3'>;

const RECHARGE_URL = {
  errcode: 0,
  code: 200,
  orderId: 'R20260101000001',
  panel: 'url',
  isCheck: 1,
  expireTime: EXPIRES,
  payUrl: 'http://localhost/sandbox/pay/R20260101000001',
} satisfies ApiAnswer<'recharge3'>;

const RECHARGE_BANK = {
  errcode: 0,
  code: 200,
  orderId: 'R20260101000003',
  panel: 'bank',
  isCheck: 1,
  expireTime: EXPIRES,
  appRechargeBankOwn: {
    bankName: 'ธนาคารกสิกรไทย',
    shortBankName: 'KBANK',
    accountName: 'บริษัท แซนด์บ็อกซ์',
    cardNum: '123-4-56789-0',
    amount: 50_000,
  },
} satisfies ApiAnswer<'recharge3'>;

const RECHARGE_NO_CHECK = { ...RECHARGE_URL, orderId: 'R20260101000004', isCheck: 0 } satisfies ApiAnswer<'recharge3'>;

/** What createOrder makes of a recharge3 answer (as src/actors/deposit.actors.ts does). */
function openOrder(answer: ApiAnswer<'recharge3'>, amount: number, rechargeType: number): OpenOrder {
  const order: DepositOrder = {
    orderId: answer.orderId,
    panel: answer.panel,
    isCheck: answer.isCheck,
    amount: answer.appRechargeBankOwn?.amount ?? amount,
    rechargeType,
    ...(answer.payUrl ? { payUrl: answer.payUrl } : {}),
    ...(answer.qrInfo ? { qrInfo: answer.qrInfo } : {}),
    ...(answer.appRechargeBankOwn ? { bank: answer.appRechargeBankOwn } : {}),
  };
  return { order, secondsLeft: Math.round((answer.expireTime - (answer.qrInfo?.createTime ?? CREATED)) / 1000) };
}

const OFFER_ANSWER = {
  errcode: 0,
  appRechargeBonusCollection9: { awardId: 0, itemStatus: 0, propReceiveList: [], expireTime: EXPIRES },
  configList: [
    { id: 1, price: 10_000, award: [{ id: 2001, count: 15_000 }], showType: 1 },
    { id: 2, price: 30_000, award: [{ id: 2001, count: 48_000 }], showType: 1 },
    { id: 3, price: 50_000, award: [{ id: 2001, count: 80_000 }], showType: 1 },
  ],
} satisfies ApiAnswer<'appRechargeBonusCollection9'>;

const offer = (answer: typeof OFFER_ANSWER): PurchaseOffer => ({
  awardId: answer.appRechargeBonusCollection9.awardId,
  itemStatus: answer.appRechargeBonusCollection9.itemStatus,
  open: true,
  packages: answer.configList,
});

const checkAnswer = (isRechargeDone: 0 | 1, status: ApiAnswer<'checkRechargeOrder'>['status']) =>
  ({
    errcode: 0,
    isRechargeDone,
    status,
    coin: isRechargeDone ? 130_000 : 100_000,
  }) satisfies ApiAnswer<'checkRechargeOrder'>;

const CHECK_PAID = checkAnswer(1, 'done');
const CHECK_PENDING = checkAnswer(0, 'pending');
const CHECK_EXPIRED = checkAnswer(0, 'expired');

export const depositSamples = flowSamples<typeof depositMachine>({
  inputs: {
    plain: { label: 'flows.sample.deposit.input.plain', input: PLAIN },
    'no bank card': { label: 'flows.sample.deposit.input.noCard', input: { ...PLAIN, boundBankIds: [] } },
    'first-charge package 2 asked': {
      label: 'flows.sample.deposit.input.package',
      input: { ...PLAIN, purchase: { actType: 13, amount: 30_000, awardId: 2 } },
    },
    'reloaded while paying by QR': {
      label: 'flows.sample.deposit.input.resumeQr',
      input: { ...PLAIN, resume: openOrder(RECHARGE_QR, 30_000, 2) },
    },
    'forced app promo': { label: 'flows.sample.deposit.input.forcedPromo', input: { ...PLAIN, appPromo: 'forced' } },
  },
  actors: {
    createOrder: {
      'QR order': {
        label: 'flows.sample.deposit.qrOrder',
        output: openOrder(RECHARGE_QR, 30_000, 2),
        api: [apiSample('recharge3', RECHARGE_QR)],
      },
      'payment page order': {
        label: 'flows.sample.deposit.pageOrder',
        output: openOrder(RECHARGE_URL, 30_000, 1),
        api: [apiSample('recharge3', RECHARGE_URL)],
      },
      'bank transfer order': {
        label: 'flows.sample.deposit.bankOrder',
        output: openOrder(RECHARGE_BANK, 50_000, 3),
        api: [apiSample('recharge3', RECHARGE_BANK)],
      },
      'order without check': {
        label: 'flows.sample.deposit.noCheck',
        output: openOrder(RECHARGE_NO_CHECK, 30_000, 1),
        api: [apiSample('recharge3', RECHARGE_NO_CHECK)],
      },
    },
    checkOrder: {
      'not paid yet': {
        label: 'flows.sample.deposit.pending',
        output: { isRechargeDone: CHECK_PENDING.isRechargeDone, status: CHECK_PENDING.status },
        api: [apiSample('checkRechargeOrder', CHECK_PENDING)],
      },
      paid: {
        label: 'flows.sample.deposit.paid',
        output: { isRechargeDone: CHECK_PAID.isRechargeDone, status: CHECK_PAID.status },
        api: [apiSample('checkRechargeOrder', CHECK_PAID)],
      },
      expired: {
        label: 'flows.sample.deposit.expired',
        output: { isRechargeDone: CHECK_EXPIRED.isRechargeDone, status: CHECK_EXPIRED.status },
        api: [apiSample('checkRechargeOrder', CHECK_EXPIRED)],
      },
    },
    loadPurchase: {
      'offer open': {
        label: 'flows.sample.deposit.offerOpen',
        output: offer(OFFER_ANSWER),
        api: [apiSample('appRechargeBonusCollection9', OFFER_ANSWER)],
      },
      'already bought': {
        label: 'flows.sample.deposit.packageBought',
        output: { ...offer(OFFER_ANSWER), awardId: 2, itemStatus: 1 },
      },
    },
    refreshAccount: {
      plain: { label: 'flows.sample.deposit.plain', output: 'plain' },
      bought: { label: 'flows.sample.deposit.packageRecorded', output: 'bought' },
      'not recorded': { label: 'flows.sample.deposit.packageNotRecorded', output: 'notRecorded' },
    },
  },
  errcodes: { createOrder: [2017, 2003], checkOrder: [2004] },
  events: {
    'channel.select': { id: 2 },
    'amount.change': { value: '300' },
    'amount.preset': { amount: 30_000 },
    'account.refreshed': { player: { firstRecharge: 1 } },
  },
});
