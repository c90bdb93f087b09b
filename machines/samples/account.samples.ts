/**
 * Samples of the wallet and account flows (bankBinding, withdraw, safebox, kyc, records, points) for the
 * /flows simulator; the records pages are the API's own order shapes and are validated against openapi.yaml.
 */
import type { bankBindingMachine } from '../bank-binding.machine';
import type { Bank, UserBank } from '../deposit-constants';
import type { kycMachine } from '../kyc.machine';
import type { KycState } from '../kyc.rules';
import type { pointsMachine } from '../points.machine';
import type { ExchangeOrder, RechargeOrder, recordsMachine } from '../records.machine';
import type { safeboxMachine } from '../safebox.machine';
import type { withdrawMachine, WithdrawTerms } from '../withdraw.machine';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';
import { PATH } from '../../contract/paths';
import { NO_INPUT } from './common';

const CREATED = 1_767_225_600_000;

const BANKS: readonly Bank[] = [
  { id: 1, name: 'Kasikorn Bank', shortName: 'KBANK', icon: '/static/bank/1.svg' },
  { id: 2, name: 'Siam Commercial Bank', shortName: 'SCB', icon: '/static/bank/2.svg' },
];

const CARD: UserBank = {
  id: 7,
  bankId: 1,
  bankName: 'Kasikorn Bank',
  shortBankName: 'KBANK',
  accountName: 'Somchai Jaidee',
  cardNum: '******7890',
  createTime: CREATED,
};

export const bankBindingSamples = flowSamples<typeof bankBindingMachine>({
  inputs: {
    'no card': {
      label: 'flows.sample.account.input.noCard',
      input: { banks: BANKS, cards: {}, bankId: null, back: false, listPath: PATH.bankCardList },
    },
    'from the deposit (bank 2)': {
      label: 'flows.sample.account.input.fromDeposit',
      input: {
        banks: BANKS,
        cards: { '1': CARD },
        bankId: 2,
        back: true,
        listPath: PATH.bankCardList,
      },
    },
  },
  actors: {
    saveCard: {
      saved: { label: 'flows.sample.account.cardSaved', output: { appUserBank: CARD, appUserBankList: { '1': CARD } } },
    },
  },
  errcodes: { saveCard: [2011] },
  events: {
    'field.change': { field: 'accountName', value: 'สมชาย ใจดี' },
    'bank.select': { bankId: 1 },
  },
});

const TERMS: WithdrawTerms = {
  coin: 250_000,
  minAmount: 10_000,
  maxAmount: 500_000_000,
  kycStatus: 2,
  kycRequired: 0,
  hasSafeboxPassword: 1,
  appUserBankList: { '1': CARD },
  processingPeriods: [
    { minAmount: 100, maxAmount: 5_000_000, minDays: 1, maxDays: 3 },
    { minAmount: 5_000_001, maxAmount: 0, minDays: 3, maxDays: 5 },
  ],
};

const ORDER: ExchangeOrder = {
  orderId: 'W20260101000001',
  amount: 150_000,
  status: 'processing',
  bankId: 1,
  bankName: 'Kasikorn Bank',
  cardNum: '******7890',
  minDays: 1,
  maxDays: 3,
  createTime: CREATED,
  doneTime: 0,
};

export const withdrawSamples = flowSamples<typeof withdrawMachine>({
  inputs: { default: { label: 'flows.sample.common.input.none', input: {} } },
  actors: {
    loadTerms: {
      ready: { label: 'flows.sample.account.withdrawReady', output: TERMS },
      'no PIN': { label: 'flows.sample.account.noSafeboxPin', output: { ...TERMS, hasSafeboxPassword: 0 } },
      'KYC pending': { label: 'flows.sample.account.kycRequired', output: { ...TERMS, kycStatus: 1, kycRequired: 1 } },
      'no card': { label: 'flows.sample.account.noCard', output: { ...TERMS, appUserBankList: {} } },
    },
    exchange: { ordered: { label: 'flows.sample.account.withdrawOrdered', output: { order: ORDER, coin: 100_000 } } },
  },
  errcodes: { exchange: [2006, 2007, 2008] },
  events: { 'field.change': { field: 'amount', value: '1500' }, 'card.select': { bankId: 1 } },
});

export const safeboxSamples = flowSamples<typeof safeboxMachine>({
  inputs: {
    page: { label: 'flows.sample.account.input.safeboxPage', input: { back: false } },
    'from the withdraw page': { label: 'flows.sample.account.input.fromWithdraw', input: { back: true } },
  },
  actors: {
    loadSafebox: {
      'no PIN': { label: 'flows.sample.account.noSafeboxPin', output: { safebox: 0, hasSafeboxPassword: 0 } },
      'PIN set': { label: 'flows.sample.account.pinSet', output: { safebox: 500, hasSafeboxPassword: 1 } },
    },
    savePassword: { saved: { label: 'flows.sample.account.pinSaved', output: undefined } },
  },
  errcodes: { savePassword: [2008, 2009] },
  events: { 'field.change': { field: 'pin', value: '123456' } },
});

const KYC_NONE: KycState = { status: 0, reason: '', required: 1, dueTime: CREATED + 7 * 86_400_000, overdue: 0 };

export const kycSamples = flowSamples<typeof kycMachine>({
  inputs: {
    status: { label: 'flows.sample.account.input.kycStatus', input: { form: false, today: '2026-06-01' } },
    form: { label: 'flows.sample.account.input.kycForm', input: { form: true, today: '2026-06-01' } },
  },
  actors: {
    loadKyc: {
      'not verified': { label: 'flows.sample.account.kycNone', output: KYC_NONE },
      pending: { label: 'flows.sample.account.kycPending', output: { ...KYC_NONE, status: 1 } },
      rejected: {
        label: 'flows.sample.account.kycRejected',
        output: { ...KYC_NONE, status: 3, reason: 'Blurry photo' },
      },
    },
    submitKyc: { submitted: { label: 'flows.sample.account.kycSubmitted', output: { ...KYC_NONE, status: 1 } } },
  },
  events: {
    'field.change': { field: 'realName', value: 'Somchai Jaidee' },
    'file.pick': { kind: 'front', file: { name: 'id.png', type: 'image/png', size: 2048 } },
    'file.remove': { kind: 'front' },
    'upload.progress': { kind: 'front', percent: 50 },
    'upload.done': { kind: 'front', fileId: 'f-1' },
    'upload.failed': { kind: 'front', error: { kind: 'network' } },
  },
});

const RECHARGE: RechargeOrder = {
  orderId: 'R20260101000001',
  amount: 70_000,
  status: 'done',
  rechargeType: 1,
  rechargeTypeName: 'E-wallet',
  actType: 0,
  panel: 'url',
  createTime: CREATED,
  doneTime: CREATED + 100_000,
};

const RECHARGE_PAGE = {
  errcode: 0,
  page: 1,
  pageSize: 20,
  total: 2,
  list: [RECHARGE],
} satisfies ApiAnswer<'getRechargeRecord'>;
const EXCHANGE_PAGE = {
  errcode: 0,
  page: 1,
  pageSize: 20,
  total: 1,
  list: [ORDER],
} satisfies ApiAnswer<'getExchangeOrder'>;

export const recordsSamples = flowSamples<typeof recordsMachine>({
  inputs: {
    deposits: { label: 'flows.sample.account.input.deposits', input: { tab: 'deposit' } },
    withdrawals: { label: 'flows.sample.account.input.withdrawals', input: { tab: 'withdraw' } },
  },
  actors: {
    fetchPage: {
      'deposit page': {
        label: 'flows.sample.account.depositPage',
        output: { tab: 'deposit', page: RECHARGE_PAGE.page, total: RECHARGE_PAGE.total, items: RECHARGE_PAGE.list },
        api: [apiSample('getRechargeRecord', RECHARGE_PAGE)],
      },
      'withdraw page': {
        label: 'flows.sample.account.withdrawPage',
        output: { tab: 'withdraw', page: EXCHANGE_PAGE.page, total: EXCHANGE_PAGE.total, items: EXCHANGE_PAGE.list },
        api: [apiSample('getExchangeOrder', EXCHANGE_PAGE)],
      },
    },
  },
  events: { 'tab.select': { tab: 'withdraw' } },
});

export const pointsSamples = flowSamples<typeof pointsMachine>({
  inputs: NO_INPUT,
  actors: {
    loadTerms: {
      terms: {
        label: 'flows.sample.account.points',
        output: { lottery: 40_050, coinPerPoint: 0.008, minPoints: 125, stepPoints: 125 },
      },
    },
    exchange: {
      exchanged: {
        label: 'flows.sample.account.pointsExchanged',
        output: { coin: 100_200, lottery: 15_050, gained: 200 },
      },
    },
  },
  events: { 'field.change': { value: '250' } },
});
