import { ageOnDay } from '../../contract/profile-rules';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import {
  coinForPoints,
  decimal,
  maxExchangePoints,
  parseHundredths,
  pointsError,
  processingPeriodFor,
  withdrawAmountError,
} from '../../machines/account-rules';
import { kycMachine, type KycEvent } from '../../machines/kyc.machine';
import type { KycSubmission } from '../../machines/kyc.rules';
import { pointsMachine } from '../../machines/points.machine';
import { recordsMachine, type RecordsPage } from '../../machines/records.machine';
import { safeboxMachine, type SafeboxInfo, type SafeboxMode } from '../../machines/safebox.machine';
import { withdrawMachine } from '../../machines/withdraw.machine';
import { KEPT_INTENT_KEYS } from '../../src/actors/kept-intent';
import { withdrawImplementations, withdrawInput } from '../../src/actors/withdraw.actors';
import { memoryStorage } from '../../src/lib/storage-keys';
import { describePaths } from '../helpers/describe-paths';
import {
  KYC_NONE,
  LOTTERY,
  ORDER,
  RECHARGE,
  TERMS,
  kycModels,
  pointsModel,
  recordsModel,
  safeboxModels,
  withdrawModel,
} from './models/account.model';

for (const model of [withdrawModel, ...safeboxModels, ...kycModels, recordsModel, pointsModel]) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });

function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

describe('account rules', () => {
  it('parses amounts to hundredths on the digits', () => {
    expect(parseHundredths('1,234.5')).toBe(123_450);
    expect(parseHundredths('0.07')).toBe(7);
    expect(parseHundredths('100')).toBe(10_000);
    expect(parseHundredths('1.234')).toBeNull();
    expect(parseHundredths('-5')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
    expect(decimal(123_456_789)).toBe('1,234,567.89');
    expect(decimal(5)).toBe('0.05');
  });

  it('picks the processing period by amount band, each upper bound inclusive (spec §9)', () => {
    const days = (amount: number) => {
      const p = processingPeriodFor(amount);
      return p ? [p.minDays, p.maxDays] : null;
    };
    expect(days(100)).toEqual([1, 3]);
    expect(days(5_000_000)).toEqual([1, 3]);
    expect(days(5_000_001)).toEqual([3, 5]);
    expect(days(50_000_000)).toEqual([3, 5]);
    expect(days(50_000_001)).toEqual([5, 10]);
    expect(processingPeriodFor(100, [])).toBeNull();
  });

  it('checks a withdrawal amount against balance and bounds', () => {
    const limits = { coin: 250_000, minAmount: 10_000, maxAmount: 200_000 };
    expect(withdrawAmountError('', limits)?.id).toBe('account.withdraw.amountRequired');
    expect(withdrawAmountError('1.001', limits)?.id).toBe('account.withdraw.amountFormat');
    expect(withdrawAmountError('0', limits)?.id).toBe('account.withdraw.amountFormat');
    expect(withdrawAmountError('2500.01', limits)?.id).toBe('account.withdraw.amountOverBalance');
    expect(withdrawAmountError('99.99', limits)).toEqual({
      id: 'account.withdraw.amountMin',
      values: { min: '100.00' },
    });
    expect(withdrawAmountError('2000.01', limits)?.id).toBe('account.withdraw.amountMax');
    expect(withdrawAmountError('2000', limits)).toBeNull();
  });

  it('computes ages on calendar days and point values exactly', () => {
    expect(ageOnDay('2005-06-02', '2026-06-01')).toBe(20);
    expect(ageOnDay('2005-06-01', '2026-06-01')).toBe(21);
    expect(ageOnDay('2005-02-30', '2026-06-01')).toBeNull();
    expect(coinForPoints(125)).toBe(100);
    expect(coinForPoints(130)).toBe(104);
    expect(maxExchangePoints(40_050, 125)).toBe(375);
    expect(maxExchangePoints(12_499, 125)).toBe(0);
    expect(pointsError('375', LOTTERY)).toBeNull();
    expect(pointsError('500', LOTTERY)?.id).toBe('account.points.notEnough');
    expect(pointsError('130', LOTTERY)?.id).toBe('account.points.step');
    expect(pointsError('1.5', LOTTERY)?.id).toBe('account.points.whole');
  });
});

describe('withdraw', () => {
  function start(
    terms = TERMS,
    exchange = async (_: { amount: number; bankId: number; pin: string; key: string }) => ({
      order: ORDER,
      coin: 100_000,
    }),
  ) {
    const calls: Array<{ amount: number; bankId: number; pin: string; key: string }> = [];
    const reported: number[] = [];
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadTerms: fromPromise(async () => terms),
          exchange: fromPromise(async ({ input }) => {
            calls.push(input);
            return exchange(input);
          }),
        },
        actions: { reportCoin: (_, { coin }) => void reported.push(coin) },
      }),
      { input: {} },
    );
    const emitted = recordEmits(actor);
    actor.start();
    return { actor, calls, reported, emitted };
  }

  it('routes to /walletsKyc when identity is not verified', async () => {
    const { actor, emitted } = start({ ...TERMS, kycStatus: 0, kycRequired: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('kycRequired');
    expect(emitted).toContainEqual({ type: 'navigate', to: '/walletsKyc', replace: true });
  });

  it('sends the safebox password page first when none is set', async () => {
    const { actor, emitted, calls } = start({ ...TERMS, hasSafeboxPassword: 0 });
    await flush();
    actor.send({ type: 'withdraw.submit' });
    expect(emitted).toContainEqual({ type: 'navigate', to: '/walletsPassword?back=1' });
    expect(calls).toHaveLength(0);
  });

  it('submits once in hundredths after the debounce, even when tapped repeatedly, then shows the order', async () => {
    const { actor, calls, reported, emitted } = start();
    await flush();
    actor.send({ type: 'field.change', field: 'amount', value: '1,500.5' });
    actor.send({ type: 'field.change', field: 'pin', value: '123456' });
    for (let i = 0; i < 4; i++) actor.send({ type: 'withdraw.submit' });
    await sleep(350);
    await flush();
    expect(calls).toEqual([
      { amount: 150_050, bankId: 1, pin: '123456', key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect(reported).toEqual([100_000]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toContainEqual({ type: 'navigate', to: `/withdrawal/${ORDER.orderId}`, replace: true });
  });

  it('asks the same withdrawal again with its key after an unknown outcome; another intent gets a new key', async () => {
    let answer: () => never = () => {
      throw new NetworkError('exchange', new Error('reset'));
    };
    const { actor, calls } = start(TERMS, async () => answer());
    await flush();
    const submit = async (amount: string) => {
      actor.send({ type: 'field.change', field: 'amount', value: amount });
      actor.send({ type: 'field.change', field: 'pin', value: '123456' });
      actor.send({ type: 'withdraw.submit' });
      await sleep(350);
      await flush();
    };
    await submit('200');
    await submit('200'); // the player's retry after the network error: the same withdrawal
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    await submit('300'); // another amount: another withdrawal
    expect(calls[2]!.key).not.toBe(calls[1]!.key);
    answer = () => {
      throw business(2008);
    };
    await submit('300'); // still the same intent (no answer yet), refused by the server now
    expect(calls[3]!.key).toBe(calls[2]!.key);
    await submit('300'); // the server's refusal was final: a new attempt is a new intent
    expect(calls[4]!.key).not.toBe(calls[3]!.key);
  });

  it('keeps a withdrawal asked without an answer in the tab for its own player only', () => {
    const tab = memoryStorage();
    const port = (id: number | null) =>
      ({ deps: { tabStore: tab }, sessionUser: () => (id === null ? null : { id }) }) as never;
    const intent = { key: 'a'.repeat(32), ask: { amount: 20_000, bankId: 1 } };
    withdrawImplementations(port(7)).actions.keepIntent({}, { intent });
    expect(withdrawInput(port(7)).pendingIntent).toEqual(intent);
    expect(withdrawInput(port(8)).pendingIntent).toBeNull(); // another player signed in in this tab
    expect(withdrawInput(port(null)).pendingIntent).toBeNull(); // an excluded player's withdraw-only session
    withdrawImplementations(port(7)).actions.keepIntent({}, { intent: null });
    expect(tab.getItem(KEPT_INTENT_KEYS.withdraw)).toBeNull();
  });

  it('keeps the form on a wrong password and clears the password', async () => {
    const { actor } = start(TERMS, async () => {
      throw business(2008);
    });
    await flush();
    actor.send({ type: 'field.change', field: 'amount', value: '200' });
    actor.send({ type: 'field.change', field: 'pin', value: '000000' });
    actor.send({ type: 'withdraw.submit' });
    await sleep(350);
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('ready');
    expect(s.context.error?.id).toBe('account.withdraw.failed.2008');
    expect(s.context.pin).toBe('');
    expect(s.context.amount).toBe('200');
  });

  it('refuses amounts over the balance and without a card', async () => {
    const { actor, calls } = start({ ...TERMS, appUserBankList: {} });
    await flush();
    actor.send({ type: 'field.change', field: 'amount', value: '2500.01' });
    actor.send({ type: 'field.change', field: 'pin', value: '123456' });
    actor.send({ type: 'withdraw.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['amount', 'card']);
    actor.send({ type: 'amount.all' });
    expect(actor.getSnapshot().context.amount).toBe('2500.00');
    expect(calls).toHaveLength(0);
  });
});

describe('safebox', () => {
  it('initialises with a confirmed 6-digit password and goes back', async () => {
    const saved: unknown[] = [];
    let reported = 0;
    const actor = createActor(
      safeboxMachine.provide({
        actors: {
          loadSafebox: fromPromise<SafeboxInfo, void>(async () => ({ safebox: 0, hasSafeboxPassword: 0 })),
          savePassword: fromPromise(async ({ input }) => void saved.push(input)),
        },
        actions: { reportPasswordSet: () => void (reported += 1) },
      }),
      { input: { back: true } },
    );
    const emitted = recordEmits(actor);
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.mode).toBe('init');
    actor.send({ type: 'field.change', field: 'pin', value: '123456' });
    actor.send({ type: 'field.change', field: 'confirm', value: '123465' });
    actor.send({ type: 'safebox.submit' });
    expect(actor.getSnapshot().context.errors.confirm?.id).toBe('account.safebox.confirmMismatch');
    actor.send({ type: 'field.change', field: 'confirm', value: '123456' });
    actor.send({ type: 'safebox.submit' });
    await sleep(350);
    await flush();
    expect(saved).toEqual([{ mode: 'init', oldPin: '', pin: '123456' }]);
    expect(reported).toBe(1);
    expect(emitted).toContainEqual({ type: 'navigate', to: 'back' });
    expect(actor.getSnapshot().context.pin).toBe('');
  });

  it('changes with the old password; a wrong old one stays on the form', async () => {
    const actor = createActor(
      safeboxMachine.provide({
        actors: {
          loadSafebox: fromPromise<SafeboxInfo, void>(async () => ({ safebox: 0, hasSafeboxPassword: 1 })),
          savePassword: fromPromise<void, { mode: SafeboxMode; oldPin: string; pin: string }>(async () => {
            throw business(2008);
          }),
        },
      }),
      { input: { back: false } },
    );
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.mode).toBe('change');
    actor.send({ type: 'field.change', field: 'oldPin', value: '111111' });
    actor.send({ type: 'field.change', field: 'pin', value: '111111' });
    actor.send({ type: 'field.change', field: 'confirm', value: '111111' });
    actor.send({ type: 'safebox.submit' });
    expect(actor.getSnapshot().context.errors.pin?.id).toBe('account.safebox.sameAsOld');
    actor.send({ type: 'field.change', field: 'pin', value: '222222' });
    actor.send({ type: 'field.change', field: 'confirm', value: '222222' });
    actor.send({ type: 'safebox.submit' });
    await sleep(350);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.id).toBe('account.safebox.failed.2008');
  });
});

describe('kyc', () => {
  it('uploads each picked image with progress and submits the file ids', async () => {
    const submitted: KycSubmission[] = [];
    const uploads: string[] = [];
    const actor = createActor(
      kycMachine.provide({
        actors: {
          loadKyc: fromPromise(async () => KYC_NONE),
          submitKyc: fromPromise(async ({ input }) => {
            submitted.push(input);
            return { ...KYC_NONE, status: 2 as const, required: 0 as const };
          }),
          uploadImage: fromCallback<KycEvent, { kind: 'front' | 'back' | 'selfie'; blob: unknown }>(
            ({ input, sendBack }) => {
              uploads.push(input.kind);
              sendBack({ type: 'upload.progress', kind: input.kind, percent: 50 });
              setTimeout(() => sendBack({ type: 'upload.done', kind: input.kind, fileId: `${input.kind}-id` }), 5);
            },
          ),
        },
      }),
      { input: { form: true, today: '2026-06-01' } },
    );
    const emitted = recordEmits(actor);
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    actor.send({ type: 'file.pick', kind: 'front', file: { ...png, type: 'text/plain' } });
    expect(actor.getSnapshot().context.images.front.error?.id).toBe('account.kyc.imageType');
    actor.send({ type: 'file.pick', kind: 'front', file: png });
    expect(actor.getSnapshot().context.images.front).toMatchObject({ status: 'uploading', progress: 50 });
    actor.send({ type: 'file.pick', kind: 'selfie', file: png });
    actor.send({ type: 'field.change', field: 'idType', value: 'passport' });
    actor.send({ type: 'field.change', field: 'realName', value: '  Somchai   Jaidee ' });
    actor.send({ type: 'field.change', field: 'idNumber', value: 'aa1234567' });
    actor.send({ type: 'field.change', field: 'birthday', value: '2005-06-02' });
    actor.send({ type: 'kyc.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['birthday', 'front', 'selfie']);
    await sleep(20);
    actor.send({ type: 'field.change', field: 'birthday', value: '2005-06-01' });
    actor.send({ type: 'kyc.submit' });
    await sleep(350);
    await flush();
    expect(uploads).toEqual(['front', 'selfie']);
    expect(submitted).toEqual([
      {
        realName: 'Somchai Jaidee',
        idType: 'passport',
        idNumber: 'AA1234567',
        birthday: '2005-06-01',
        frontFileId: 'front-id',
        selfieFileId: 'selfie-id',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('verified');
    expect(emitted).toContainEqual({ type: 'toast', message: { id: 'account.kyc.verifiedToast' } });
  });

  it('shows the status page states and starts the form', async () => {
    for (const [status, state] of [
      [0, 'unverified'],
      [1, 'pending'],
      [2, 'verified'],
      [3, 'unverified'],
    ] as const) {
      const actor = createActor(
        kycMachine.provide({ actors: { loadKyc: fromPromise(async () => ({ ...KYC_NONE, status })) } }),
        { input: { form: false, today: '2026-06-01' } },
      );
      const emitted = recordEmits(actor);
      actor.start();
      await flush();
      expect(actor.getSnapshot().value).toBe(state);
      actor.send({ type: 'kyc.start' });
      if (state === 'unverified') expect(emitted).toContainEqual({ type: 'navigate', to: '/walletsKycUpload' });
      else expect(emitted).toEqual([]);
    }
  });
});

describe('records', () => {
  it('pages each tab and keeps what a tab has loaded', async () => {
    const asked: Array<{ tab: string; page: number }> = [];
    const actor = createActor(
      recordsMachine.provide({
        actors: {
          fetchPage: fromPromise<RecordsPage, { tab: 'deposit' | 'withdraw'; page: number }>(async ({ input }) => {
            asked.push(input);
            return input.tab === 'deposit'
              ? {
                  tab: 'deposit',
                  page: input.page,
                  total: 3,
                  items: input.page === 1 ? [RECHARGE, RECHARGE] : [RECHARGE],
                }
              : { tab: 'withdraw', page: input.page, total: 1, items: [ORDER] };
          }),
        },
      }),
      { input: { tab: 'deposit' } },
    );
    actor.start();
    await flush();
    actor.send({ type: 'records.more' });
    await flush();
    expect(actor.getSnapshot().context.deposit?.items).toHaveLength(3);
    actor.send({ type: 'records.more' });
    actor.send({ type: 'tab.select', tab: 'withdraw' });
    await flush();
    actor.send({ type: 'tab.select', tab: 'deposit' });
    actor.send({ type: 'tab.select', tab: 'withdraw' });
    await flush();
    expect(asked).toEqual([
      { tab: 'deposit', page: 1 },
      { tab: 'deposit', page: 2 },
      { tab: 'withdraw', page: 1 },
    ]);
  });
});

describe('points', () => {
  it('exchanges whole points once and reports the new balances', async () => {
    const asked: number[] = [];
    const reported: unknown[] = [];
    const actor = createActor(
      pointsMachine.provide({
        actors: {
          loadTerms: fromPromise(async () => LOTTERY),
          exchange: fromPromise(async ({ input }) => {
            asked.push(input.points);
            return { coin: 100_300, lottery: 2_550, gained: 300 };
          }),
        },
        actions: { reportBalances: (_, p) => void reported.push(p) },
      }),
    );
    const emitted = recordEmits(actor);
    actor.start();
    await flush();
    actor.send({ type: 'points.all' });
    expect(actor.getSnapshot().context.points).toBe('375');
    actor.send({ type: 'points.submit' });
    actor.send({ type: 'points.submit' });
    await sleep(350);
    await flush();
    expect(asked).toEqual([375]);
    expect(reported).toEqual([{ coin: 100_300, lottery: 2_550 }]);
    expect(actor.getSnapshot().context.result).toMatchObject({ gained: 300, points: 375 });
    expect(emitted).toContainEqual({
      type: 'toast',
      message: { id: 'account.points.exchanged', values: { coin: '3.00' } },
    });
  });
});
