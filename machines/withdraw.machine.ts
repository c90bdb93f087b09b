/**
 * KYC is due before the first withdrawal, so an unverified player is sent to /walletsKyc before the form
 * (`kycRequired`; the server refuses with 2006 too), and without a safebox password submitting goes to
 * /walletsPassword first (2007 from the server likewise). The amount is in hundredths, at most the balance and
 * within the server's bounds; the form debounce (300 ms) sends one request per burst of taps. A submitted
 * withdrawal cannot be cancelled: success replaces the page with its detail (/withdrawal/{orderId}). A withdrawal
 * asked without an answer survives a reload (keepIntent: the app keeps it in the tab and the flow takes it back
 * as `pendingIntent`), so a retry of the same amount to the same card sends the same Idempotency-Key.
 *
 * Implementations: src/actors/withdraw.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { intentAfterFailure, intentFor, type Intent, type KeepIntentParams } from './intent-key';
import { PATH, safebox, withdrawal } from '../contract/paths';
import {
  KYC_STATUS,
  decimal,
  parseHundredths,
  pinError,
  withdrawAmountError,
  type ProcessingPeriod,
} from './account-rules';
import { FORM_DEBOUNCE_MS } from './constants';
import { businessCode, errorMessage, message, type Message } from './message';
import { collectErrors, withField, type FieldErrors } from './validation';
import type { MachineMeta } from './machine-meta';

type Schemas = components['schemas'];
export type UserBank = Schemas['UserBank'];
type ExchangeOrder = Schemas['ExchangeOrder'];

export interface WithdrawTerms {
  readonly coin: number;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly kycStatus: 0 | 1 | 2 | 3;
  readonly kycRequired: 0 | 1;
  readonly hasSafeboxPassword: 0 | 1;
  readonly appUserBankList: Readonly<Record<string, UserBank>>;
  readonly processingPeriods: readonly ProcessingPeriod[];
  /** Cash, bonus money, the withdrawable amount and the bonus's wagering (getBonusWallet). */
  readonly pots?: WithdrawPots;
}

export type WithdrawPots = Omit<Schemas['BonusWallet'], 'coin'>;

/** What can be withdrawn now: the cash when the pots are known, else the balance. */
export function withdrawableOf(terms: WithdrawTerms): number {
  return terms.pots ? Math.min(terms.pots.withdrawable, terms.coin) : terms.coin;
}

export interface WithdrawResult {
  readonly order: ExchangeOrder;
  readonly coin: number;
}

export type WithdrawField = 'amount' | 'pin' | 'card';

export interface WithdrawContext {
  terms: WithdrawTerms | null;
  bankId: number | null;
  amount: string;
  pin: string;
  errors: FieldErrors<WithdrawField>;
  error: Message | null;
  /**
   * The withdrawal the player asked for and its Idempotency-Key (machines/intent-key.ts): made on the first
   * submit of that amount to that card, kept while a submit's outcome is unknown (no answer, a network or
   * server error: the same withdrawal is asked again, never a second one — also after a reload: the app keeps
   * it in the tab, `keepIntent`), dropped after the server's answer (the withdrawal, or its refusal). Another
   * amount or card is another intent, with a new key.
   */
  intent: WithdrawIntent | null;
}

export type WithdrawAsk = { readonly amount: number; readonly bankId: number };
export type WithdrawIntent = Intent<WithdrawAsk>;

/** What the flow starts from: the withdrawal asked before a reload whose answer never came. */
export interface WithdrawInput {
  readonly pendingIntent?: WithdrawIntent | null;
}

/** The intent of a submit now: the one already under way when the amount and card are the same, else a new one. */
export function intentOf(c: WithdrawContext): WithdrawIntent {
  return intentFor(c.intent, { amount: parseHundredths(c.amount) ?? 0, bankId: c.bankId as number });
}

export type WithdrawEvent =
  | { type: 'field.change'; field: 'amount' | 'pin'; value: string }
  | { type: 'card.select'; bankId: number }
  | { type: 'amount.all' }
  | { type: 'withdraw.submit' }
  | { type: 'withdraw.retry' };

export type WithdrawEmitted = { type: 'toast'; message: Message } | { type: 'navigate'; to: string; replace?: boolean };

/** Errcodes of `exchange` with their own message. */
const FAILURE_CODES = [2001, 2005, 2008, 2010, 2018, 2022];

/** The player's cards in a stable order (by bankId). */
export function cardsOf(terms: WithdrawTerms | null): UserBank[] {
  return terms ? Object.values(terms.appUserBankList).sort((a, b) => a.bankId - b.bankId) : [];
}

export function withdrawErrors(c: WithdrawContext): FieldErrors<WithdrawField> {
  const terms = c.terms;
  const hasCard = c.bankId !== null && terms !== null && terms.appUserBankList[String(c.bankId)] !== undefined;
  return collectErrors<WithdrawField>({
    card: hasCard ? null : message('account.withdraw.cardRequired'),
    amount: terms ? amountError(c.amount, terms) : message('account.withdraw.amountRequired'),
    pin: pinError(c.pin),
  });
}

/** The amount's error: the bounds and balance, then bonus money not yet wagered (not withdrawable). */
function amountError(text: string, terms: WithdrawTerms): Message | null {
  const error = withdrawAmountError(text, terms);
  if (error) return error;
  const withdrawable = withdrawableOf(terms);
  return (parseHundredths(text) ?? 0) > withdrawable
    ? message('account.withdraw.amountOverWithdrawable', { max: decimal(withdrawable) })
    : null;
}

function failure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && FAILURE_CODES.includes(code)
    ? message(`account.withdraw.failed.${code}`, { code })
    : errorMessage(error);
}

const isCode = (error: unknown, code: number) => businessCode(error) === code;

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
    emitted: {} as WithdrawEmitted,
  },
  actors: {
    loadTerms: fromPromise<WithdrawTerms, void>(async () => {
      throw new Error('provided by the app');
    }),
    exchange: fromPromise<WithdrawResult, { amount: number; bankId: number; pin: string; key: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportCoin: (_, _params: { coin: number }) => {},
    /** The withdrawal asked without an answer yet, kept in the tab (null: none). */
    keepIntent: (_, _params: KeepIntentParams<WithdrawAsk>) => {},
  },
  guards: {
    needsKyc: (_, params: { terms: WithdrawTerms }) => params.terms.kycStatus !== KYC_STATUS.verified,
    lacksSafebox: ({ context }) => context.terms?.hasSafeboxPassword === 0,
    hasFieldErrors: ({ context }) => Object.keys(withdrawErrors(context)).length > 0,
    isCode: (_, params: { error: unknown; code: number }) => isCode(params.error, params.code),
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'withdraw',
  description: `${PATH.withdraw}: move coin from the balance to one of the player's bank cards.`,
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    terms: null,
    bankId: null,
    amount: '',
    pin: '',
    errors: {},
    error: null,
    intent: input?.pendingIntent ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        onDone: [
          {
            guard: { type: 'needsKyc', params: ({ event }) => ({ terms: event.output }) },
            target: 'kycRequired',
            actions: [
              assign({ terms: ({ event }) => event.output }),
              emit({ type: 'navigate', to: PATH.kyc, replace: true }),
            ],
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const cards = cardsOf(event.output);
              const kept = cards.find((c) => c.bankId === context.bankId);
              return { terms: event.output, bankId: (kept ?? cards[0])?.bankId ?? null };
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: { 'withdraw.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    kycRequired: {
      description: 'Identity is not verified: the app has gone to /walletsKyc (the server refuses with 2006 too).',
    },
    ready: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            ...withField(context, event.field, event.value),
            error: null,
          })),
        },
        'card.select': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors.card;
            return { bankId: event.bankId, errors, error: null };
          }),
        },
        'amount.all': {
          actions: assign(({ context }) => {
            const errors = { ...context.errors };
            delete errors.amount;
            const terms = context.terms as WithdrawTerms;
            return { amount: decimal(Math.min(withdrawableOf(terms), terms.maxAmount)).replace(/,/g, ''), errors };
          }),
        },
        'withdraw.submit': [
          {
            guard: 'lacksSafebox',
            description: 'No safebox password yet: set one first.',
            actions: emit({ type: 'navigate', to: safebox({ back: true }) }),
          },
          {
            guard: 'hasFieldErrors',
            actions: assign({ errors: ({ context }) => withdrawErrors(context), error: null }),
          },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    debouncing: {
      tags: ['busy'],
      after: { formDebounce: 'submitting' },
      on: { 'withdraw.submit': { target: 'debouncing', reenter: true } },
    },
    submitting: {
      tags: ['busy'],
      entry: [
        assign({ intent: ({ context }) => intentOf(context) }),
        { type: 'keepIntent', params: ({ context }) => ({ intent: context.intent }) },
      ],
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({
          amount: (context.intent as WithdrawIntent).ask.amount,
          bankId: (context.intent as WithdrawIntent).ask.bankId,
          pin: context.pin,
          key: (context.intent as WithdrawIntent).key,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ intent: null }),
            { type: 'keepIntent', params: { intent: null } },
            { type: 'reportCoin', params: ({ event }) => ({ coin: event.output.coin }) },
            emit({ type: 'toast', message: message('account.withdraw.success') }),
            emit(({ event }) => ({
              type: 'navigate' as const,
              to: withdrawal(event.output.order.orderId),
              replace: true,
            })),
          ],
        },
        onError: [
          {
            guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 2006 }) },
            target: 'kycRequired',
            actions: [
              assign({ intent: null }),
              { type: 'keepIntent', params: { intent: null } },
              emit({ type: 'navigate', to: PATH.kyc, replace: true }),
            ],
          },
          {
            guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 2007 }) },
            target: 'loading',
            actions: [
              assign({ pin: '', intent: null }),
              { type: 'keepIntent', params: { intent: null } },
              emit({ type: 'navigate', to: safebox({ back: true }) }),
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({
                pin: '',
                error: ({ event }) => failure(event.error),
                // The server's own refusal is the intent's final answer; without one the outcome is unknown.
                intent: ({ context, event }) => intentAfterFailure(context.intent, event.error),
              }),
              { type: 'keepIntent', params: ({ context }) => ({ intent: context.intent }) },
            ],
          },
        ],
      },
    },
    done: { type: 'final', description: 'Submitted: it cannot be cancelled; the page shows the withdrawal.' },
  },
});

type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

/** The withdrawal terms are loading. */
export const selectWithdrawLoading = (s: WithdrawSnapshot): boolean => s.matches('loading');

/** The withdrawal terms could not load (a retry is offered). */
export const selectWithdrawFailed = (s: WithdrawSnapshot): boolean => s.matches('failed');

/** The player must pass KYC before withdrawing. */
export const selectKycRequired = (s: WithdrawSnapshot): boolean => s.matches('kycRequired');
