/** Models of the account-area flows: withdraw, safebox, kyc, records, points. */
import { expect } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { kycMachine } from '../../../machines/kyc.machine';
import { kycErrors, type KycState } from '../../../machines/kyc.rules';
import { pointsMachine, type LotteryTerms } from '../../../machines/points.machine';
import {
  hasMore,
  recordsMachine,
  type ExchangeOrder,
  type RechargeOrder,
  type RecordsContext,
} from '../../../machines/records.machine';
import { safeboxErrors, safeboxMachine } from '../../../machines/safebox.machine';
import { withdrawErrors, withdrawMachine, type UserBank, type WithdrawTerms } from '../../../machines/withdraw.machine';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));
const errId = (c: Record<string, unknown>) => (c.error as { id: string } | null)?.id ?? null;
const business = (errcode: number) => ({ kind: 'business', errcode });

type Snap = {
  value: unknown;
  context: Record<string, unknown>;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

// ───────────── withdraw ─────────────

export const CARD: UserBank = {
  id: 7,
  bankId: 1,
  bankName: 'Bangkok Bank',
  shortBankName: 'BBL',
  accountName: 'Somchai Jaidee',
  cardNum: '******7890',
  createTime: 1_700_000_000_000,
};

export const TERMS: WithdrawTerms = {
  coin: 250_000,
  minAmount: 10_000,
  maxAmount: 500_000_000,
  kycStatus: 2,
  kycRequired: 0,
  hasSafeboxPassword: 1,
  appUserBankList: { '1': CARD },
  processingPeriods: [
    { minAmount: 100, maxAmount: 5_000_000, minDays: 1, maxDays: 3 },
    { minAmount: 5_000_001, maxAmount: 50_000_000, minDays: 3, maxDays: 5 },
    { minAmount: 50_000_001, maxAmount: 0, minDays: 5, maxDays: 10 },
  ],
};

export const ORDER: ExchangeOrder = {
  orderId: 'W20260101000001',
  amount: 150_000,
  status: 'processing',
  bankId: 1,
  bankName: 'Bangkok Bank',
  cardNum: '******7890',
  minDays: 1,
  maxDays: 3,
  createTime: 1_700_000_000_000,
  doneTime: 0,
};

export const withdrawModel = {
  name: 'withdraw',
  machine: withdrawMachine,
  events: [
    { type: 'xstate.done.actor.loadTerms', output: TERMS },
    { type: 'xstate.done.actor.loadTerms', output: { ...TERMS, kycStatus: 1, kycRequired: 1 } },
    { type: 'xstate.done.actor.loadTerms', output: { ...TERMS, hasSafeboxPassword: 0 } },
    { type: 'xstate.done.actor.loadTerms', output: { ...TERMS, appUserBankList: {} } },
    { type: 'xstate.error.actor.loadTerms', error: { kind: 'network' } },
    { type: 'withdraw.retry' },
    { type: 'field.change', field: 'amount', value: '1500' },
    { type: 'field.change', field: 'amount', value: '999999' },
    { type: 'field.change', field: 'pin', value: '123456' },
    { type: 'field.change', field: 'pin', value: '12' },
    { type: 'card.select', bankId: 1 },
    { type: 'amount.all' },
    { type: 'withdraw.submit' },
    { type: 'xstate.after.formDebounce.withdraw.debouncing' },
    { type: 'xstate.done.actor.exchange', output: { order: ORDER, coin: 100_000 } },
    { type: 'xstate.error.actor.exchange', error: business(2006) },
    { type: 'xstate.error.actor.exchange', error: business(2007) },
    { type: 'xstate.error.actor.exchange', error: business(2008) },
    { type: 'xstate.error.actor.exchange', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap) => {
    const terms = s.context.terms as WithdrawTerms | null;
    return JSON.stringify({
      value: s.value,
      terms: terms ? [terms.kycStatus, terms.hasSafeboxPassword, Object.keys(terms.appUserBankList).length] : null,
      invalid: Object.keys(withdrawErrors(s.context as never)).sort(),
      shown: Object.keys(s.context.errors as object).sort(),
      error: errId(s.context),
    });
  },
  implementations: { actors: { loadTerms: never(), exchange: never() } },
  invariants: (s: Snap) => {
    expect(s.can({ type: 'withdraw.submit' })).toBe(s.matches('ready') || s.matches('debouncing'));
    expect(s.hasTag('busy')).toBe(s.matches('debouncing') || s.matches('submitting'));
  },
} as unknown as MachineModel;

// ───────────── safebox ─────────────

const safeboxFields = [
  { type: 'field.change', field: 'oldPin', value: '111111' },
  { type: 'field.change', field: 'pin', value: '123456' },
  { type: 'field.change', field: 'pin', value: '111111' },
  { type: 'field.change', field: 'pin', value: '12a' },
  { type: 'field.change', field: 'confirm', value: '123456' },
  { type: 'field.change', field: 'confirm', value: '654321' },
];

export const safeboxModels = [true, false].map((back) => ({
  name: `safebox (back ${back ? 'on' : 'off'})`,
  machine: safeboxMachine,
  input: { back },
  events: [
    { type: 'xstate.done.actor.loadSafebox', output: { safebox: 0, hasSafeboxPassword: 0 } },
    { type: 'xstate.done.actor.loadSafebox', output: { safebox: 500, hasSafeboxPassword: 1 } },
    { type: 'xstate.error.actor.loadSafebox', error: { kind: 'network' } },
    { type: 'safebox.retry' },
    { type: 'safebox.again' },
    ...safeboxFields,
    { type: 'safebox.submit' },
    { type: 'xstate.after.formDebounce.safebox.debouncing' },
    { type: 'xstate.done.actor.savePassword', output: undefined },
    { type: 'xstate.error.actor.savePassword', error: business(2009) },
    { type: 'xstate.error.actor.savePassword', error: business(2008) },
    { type: 'xstate.error.actor.savePassword', error: { kind: 'timeout' } },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      mode: s.context.mode,
      invalid: Object.keys(safeboxErrors(s.context as never)).sort(),
      shown: Object.keys(s.context.errors as object).sort(),
      error: errId(s.context),
    }),
  implementations: { actors: { loadSafebox: never(), savePassword: never() } },
  invariants: (s: Snap) => {
    expect(s.hasTag('busy')).toBe(s.matches('debouncing') || s.matches('saving'));
    if (s.matches('done')) expect([s.context.oldPin, s.context.pin, s.context.confirm]).toEqual(['', '', '']);
  },
})) as unknown as MachineModel[];

// ───────────── kyc ─────────────

export const KYC_NONE: KycState = { status: 0, reason: '', required: 1, dueTime: 1_700_604_800_000, overdue: 0 };
const TODAY = '2026-06-01';
const PNG = { name: 'id.png', type: 'image/png', size: 2048 };

const kycBase = {
  machine: kycMachine,
  serializeState: (s: Snap) => {
    const images = s.context.images as Record<string, { status: string }>;
    const invalid = Object.keys(kycErrors(s.context as never));
    return JSON.stringify({
      value: s.value,
      idType: s.context.idType,
      invalidFields: invalid.filter((f) => ['realName', 'idNumber', 'birthday'].includes(f)).sort(),
      images: [images.front!.status, images.back!.status, images.selfie!.status],
      error: errId(s.context) !== null,
    });
  },
  implementations: {
    actors: { loadKyc: never(), submitKyc: never(), uploadImage: fromCallback(() => () => {}) },
  },
  invariants: (s: Snap) => {
    expect(s.can({ type: 'kyc.submit' })).toBe(s.matches('editing') || s.matches('debouncing'));
    expect(s.hasTag('busy')).toBe(s.matches('debouncing') || s.matches('submitting'));
  },
};

const loadEvents = [
  { type: 'xstate.done.actor.loadKyc', output: KYC_NONE },
  { type: 'xstate.done.actor.loadKyc', output: { ...KYC_NONE, status: 1 } },
  { type: 'xstate.done.actor.loadKyc', output: { ...KYC_NONE, status: 2, required: 0 } },
  { type: 'xstate.done.actor.loadKyc', output: { ...KYC_NONE, status: 3, reason: 'Blurry photo' } },
  { type: 'xstate.error.actor.loadKyc', error: { kind: 'network' } },
  { type: 'kyc.retry' },
];

export const kycModels = [
  {
    ...kycBase,
    name: 'kyc (status page)',
    input: { form: false, today: TODAY },
    events: [...loadEvents, { type: 'kyc.start' }],
  },
  {
    ...kycBase,
    name: 'kyc (form page)',
    input: { form: true, today: TODAY },
    // Fields are filled in one go (a valid set or an invalid one) to keep the state space small.
    events: [
      { type: 'xstate.done.actor.loadKyc', output: KYC_NONE },
      { type: 'xstate.error.actor.loadKyc', error: { kind: 'network' } },
      { type: 'kyc.retry' },
      { type: 'field.change', field: 'realName', value: 'Somchai Jaidee' },
      { type: 'field.change', field: 'idNumber', value: '1103700123456' },
      { type: 'field.change', field: 'birthday', value: '1990-05-05' },
      { type: 'field.change', field: 'birthday', value: '2010-05-05' },
      { type: 'field.change', field: 'idType', value: 'passport' },
      { type: 'field.change', field: 'idType', value: 'nationalId' },
      { type: 'file.pick', kind: 'front', file: PNG },
      { type: 'file.pick', kind: 'front', file: { ...PNG, type: 'application/pdf' } },
      { type: 'file.pick', kind: 'selfie', file: PNG },
      { type: 'file.pick', kind: 'back', file: { ...PNG, size: 6 * 1024 * 1024 } },
      { type: 'file.remove', kind: 'back' },
      { type: 'upload.progress', kind: 'front', percent: 40 },
      { type: 'upload.done', kind: 'front', fileId: 'f1' },
      { type: 'upload.done', kind: 'selfie', fileId: 's1' },
      { type: 'upload.failed', kind: 'selfie', error: business(2014) },
      { type: 'kyc.submit' },
      { type: 'xstate.after.formDebounce.kyc.debouncing' },
      { type: 'xstate.done.actor.submitKyc', output: { ...KYC_NONE, status: 2, required: 0 } },
      { type: 'xstate.done.actor.submitKyc', output: { ...KYC_NONE, status: 1 } },
      { type: 'xstate.error.actor.submitKyc', error: business(2013) },
      { type: 'xstate.error.actor.submitKyc', error: business(2015) },
    ],
    limit: 20_000,
  },
] as unknown as MachineModel[];

// ───────────── records ─────────────

export const RECHARGE: RechargeOrder = {
  orderId: 'R20260101000001',
  amount: 70_000,
  status: 'done',
  rechargeType: 1,
  rechargeTypeName: 'E-wallet',
  actType: 0,
  panel: 'url',
  createTime: 1_700_000_000_000,
  doneTime: 1_700_000_100_000,
} as RechargeOrder;

export const recordsModel = {
  name: 'records',
  machine: recordsMachine,
  input: { tab: 'deposit' },
  events: [
    { type: 'xstate.done.actor.fetchPage', output: { tab: 'deposit', page: 1, total: 2, items: [RECHARGE] } },
    { type: 'xstate.done.actor.fetchPage', output: { tab: 'withdraw', page: 1, total: 1, items: [ORDER] } },
    { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    { type: 'tab.select', tab: 'deposit' },
    { type: 'tab.select', tab: 'withdraw' },
    { type: 'records.more' },
    { type: 'records.refresh' },
    { type: 'records.retry' },
  ],
  serializeState: (s: Snap) => {
    const size = (l: unknown) => {
      const n = (l as { items: unknown[] } | null)?.items.length;
      return n === undefined ? null : Math.min(n, 3);
    };
    return JSON.stringify({
      value: s.value,
      tab: s.context.tab,
      deposit: size(s.context.deposit),
      withdraw: size(s.context.withdraw),
    });
  },
  implementations: { actors: { fetchPage: never() } },
  invariants: (s: Snap) => {
    const c = s.context as unknown as RecordsContext;
    // One page at a time: a page loads only while loading, and "more" only when the tab has more.
    expect(s.hasTag('loading')).toBe(s.matches('loading'));
    expect(s.can({ type: 'records.more' })).toBe(s.matches('ready') && hasMore(c));
    // A failure shows its message until retried; nothing else shows one.
    expect(c.error !== null).toBe(s.matches('failed'));
    // A loaded list has counted its pages from the first.
    for (const list of [c.deposit, c.withdraw]) if (list) expect(list.page).toBeGreaterThanOrEqual(1);
  },
  limit: 2000,
} as unknown as MachineModel;

// ───────────── points ─────────────

export const LOTTERY: LotteryTerms = { lottery: 40_050, coinPerPoint: 0.008, minPoints: 125, stepPoints: 125 };

export const pointsModel = {
  name: 'points',
  machine: pointsMachine,
  events: [
    { type: 'xstate.done.actor.loadTerms', output: LOTTERY },
    { type: 'xstate.error.actor.loadTerms', error: { kind: 'network' } },
    { type: 'points.retry' },
    { type: 'field.change', value: '250' },
    { type: 'field.change', value: '130' },
    { type: 'points.all' },
    { type: 'points.submit' },
    { type: 'xstate.after.formDebounce.points.debouncing' },
    { type: 'xstate.done.actor.exchange', output: { coin: 100_200, lottery: 15_050, gained: 200 } },
    { type: 'xstate.error.actor.exchange', error: business(2016) },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      points: s.context.points,
      lottery: (s.context.terms as LotteryTerms | null)?.lottery ?? null,
      fieldError: (s.context.fieldError as { id: string } | null)?.id ?? null,
      error: errId(s.context),
      result: s.context.result !== null,
    }),
  implementations: { actors: { loadTerms: never(), exchange: never() } },
  invariants: (s: Snap) => {
    expect(s.hasTag('busy')).toBe(s.matches('debouncing') || s.matches('exchanging'));
  },
} as unknown as MachineModel;
