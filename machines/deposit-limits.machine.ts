/**
 * One mechanism for the deposit and loss limits per window (day, week, month) and the session-time limit:
 * events carry `kind` (deposit when absent), so one chart serves every editor of the "Responsible gaming" page
 * and the deposit page's summary and limit offer. A change is confirmed before it is saved, because when it
 * applies depends on it: at once for a first or lower limit, in 24 hours for a raise or a removal
 * (contract/deposit-limit-rules.ts, the rule the server applies). The typed amount must be positive with two
 * decimals at most, and the limit already in force is refused as unchanged. A reload keeps the last answer on
 * screen (the deposit page reloads after a deposit or a refusal). The reality-check interval and the limit offer
 * (due before the first deposit while no deposit limit is set; skipped for good) are saved from `ready` too.
 *
 * Its data and rules are in machines/deposit-limits.rules.ts. Implementations: src/actors/deposit-limits.actors.ts
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LimitKind, RealityCheckMinutes } from '../contract/deposit-limit-rules';
import { amountText } from './deposit-constants';
import {
  changeOf,
  currentLimit,
  limitAmountError,
  limitOf,
  parseLimit,
  type DepositLimitsContext,
  type LimitSlot,
  type PlayerProtection,
} from './deposit-limits.rules';
import { errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type DepositLimitsEvent =
  | { type: 'limits.retry' }
  | { type: 'limits.reload' }
  | { type: 'limit.edit'; period: LimitSlot; kind?: LimitKind }
  | { type: 'field.change'; value: string }
  | { type: 'limit.submit' }
  | { type: 'limit.remove' }
  | { type: 'edit.cancel' }
  | { type: 'limit.confirm' }
  | { type: 'confirm.back' }
  | { type: 'pending.cancel'; period: LimitSlot; kind?: LimitKind }
  | { type: 'check.choose'; minutes: RealityCheckMinutes }
  | { type: 'offer.skip' };

/** What saveLimit and cancelChange are given: the limit's kind, its window and (saving) the new value. */
export interface LimitTarget {
  readonly kind: LimitKind;
  readonly period: LimitSlot;
}

export type DepositLimitsEmitted = { type: 'toast'; message: Message; tone?: 'success' | 'error' | 'info' };

export const depositLimitsMachine = setup({
  types: {
    context: {} as DepositLimitsContext,
    events: {} as DepositLimitsEvent,
    emitted: {} as DepositLimitsEmitted,
  },
  actors: {
    loadLimits: fromPromise<PlayerProtection, void>(async () => {
      throw new Error('provided by the app');
    }),
    saveLimit: fromPromise<PlayerProtection, LimitTarget & { amount: number | null }>(async () => {
      throw new Error('provided by the app');
    }),
    cancelChange: fromPromise<PlayerProtection, LimitTarget>(async () => {
      throw new Error('provided by the app');
    }),
    saveSettings: fromPromise<
      PlayerProtection,
      { realityCheckMinutes: RealityCheckMinutes } | { limitOfferAnswered: true }
    >(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    hasAmountError: ({ context }) => limitAmountError(context.value, context.kind) !== null,
    isUnchanged: ({ context }) => changeOf(context, parseLimit(context.kind, context.value)) === 'unchanged',
    hasLimit: ({ context }) => currentLimit(context) !== null,
    hasPending: ({ context }, params: LimitTarget) =>
      limitOf(context.protection, params.period, params.kind)?.pending !== undefined,
    offerDue: ({ context }) => context.protection?.limitOfferDue === true,
  },
}).createMachine({
  id: 'depositLimits',
  description:
    'The limits editor of the "Responsible gaming" page: one mechanism for the deposit and loss limits per window and the session-time limit (events carry `kind`, deposit when absent), plus the reality-check interval and the limit offer; what is left of the deposit limits on the deposit page (which runs the same flow, shows the summary and the offer).',
  meta: { emitted: ['toast'], docs: 'docs/player-protection.md' } satisfies MachineMeta,
  context: {
    protection: null,
    kind: 'deposit',
    checkChoice: 0,
    period: null,
    value: '',
    next: null,
    change: null,
    fieldError: null,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'getPlayerProtection; a reload keeps the last answer on screen meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'ready', actions: assign({ protection: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'limits.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'limits.reload': 'loading',
        'limit.edit': {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const kind = event.kind ?? 'deposit';
            const amount = limitOf(context.protection, event.period, kind)?.amount;
            return {
              kind,
              period: event.period,
              value: amount === undefined ? '' : kind === 'session' ? String(amount) : amountText(amount),
              next: null,
              change: null,
              fieldError: null,
              error: null,
            };
          }),
        },
        'pending.cancel': {
          guard: {
            type: 'hasPending',
            params: ({ event }) => ({ period: event.period, kind: event.kind ?? 'deposit' }),
          },
          target: 'cancelling',
          actions: assign(({ event }) => ({ kind: event.kind ?? 'deposit', period: event.period, error: null })),
        },
        'check.choose': {
          target: 'choosingCheck',
          actions: assign(({ event }) => ({ checkChoice: event.minutes, error: null })),
        },
        'offer.skip': { guard: 'offerDue', target: 'answeringOffer', actions: assign({ error: null }) },
      },
    },
    choosingCheck: {
      description: 'setPlaySettings: the reality-check interval applies from the next check.',
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ realityCheckMinutes: context.checkChoice }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ protection: event.output })),
            emit({ type: 'toast', message: message('protection.check.saved'), tone: 'success' as const }),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    answeringOffer: {
      description: 'setPlaySettings: the limit offer was seen and skipped; it is not shown again.',
      tags: ['busy'],
      invoke: {
        id: 'answerOffer',
        src: 'saveSettings',
        input: { limitOfferAnswered: true as const },
        onDone: { target: 'ready', actions: assign(({ event }) => ({ protection: event.output })) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    editing: {
      description: 'The amount of one window, typed freely.',
      on: {
        'field.change': { actions: assign(({ event }) => ({ value: event.value, fieldError: null, error: null })) },
        'limit.submit': [
          {
            guard: 'hasAmountError',
            actions: assign({ fieldError: ({ context }) => limitAmountError(context.value, context.kind) }),
          },
          {
            guard: 'isUnchanged',
            description: 'The limit already in force: nothing to change.',
            actions: assign({ fieldError: message('protection.limit.error.unchanged') }),
          },
          {
            target: 'confirming',
            actions: assign(({ context }) => {
              const next = parseLimit(context.kind, context.value);
              return { next, change: changeOf(context, next), fieldError: null, error: null };
            }),
          },
        ],
        'limit.remove': {
          guard: 'hasLimit',
          target: 'confirming',
          actions: assign(({ context }) => ({ next: null, change: changeOf(context, null), fieldError: null })),
        },
        'edit.cancel': { target: 'ready', actions: assign({ period: null, fieldError: null, error: null }) },
      },
    },
    confirming: {
      description: 'Says whether the change applies at once (first or lower limit) or in 24 hours (raise or removal).',
      on: { 'limit.confirm': 'saving', 'confirm.back': 'editing' },
    },
    saving: {
      description: 'setDepositLimit; every other event waits (one call however often confirm is pressed).',
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({ kind: context.kind, period: context.period ?? 'day', amount: context.next }),
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context }) => ({
              type: 'toast' as const,
              message: message(
                context.change === 'pending' ? 'protection.limit.savedPending' : 'protection.limit.savedNow',
              ),
              tone: 'success' as const,
            })),
            assign(({ event }) => ({ protection: event.output, period: null, error: null })),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    cancelling: {
      description: 'cancelDepositLimitChange: the limit in force stays.',
      tags: ['busy'],
      invoke: {
        id: 'cancelChange',
        src: 'cancelChange',
        input: ({ context }) => ({ kind: context.kind, period: context.period ?? 'day' }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ protection: event.output, period: null })),
            emit({ type: 'toast', message: message('protection.limit.cancelled'), tone: 'success' as const }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ period: null, error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});

export type DepositLimitsActor = ActorRefFrom<typeof depositLimitsMachine>;

type DepositLimitsSnapshot = SnapshotFrom<typeof depositLimitsMachine>;

/** The limits could not load (a retry is offered). */
export const selectLimitsLoadFailed = (s: DepositLimitsSnapshot): boolean => s.matches('loadFailed');

/** The limits are shown and nothing is under way. */
export const selectLimitsReady = (s: DepositLimitsSnapshot): boolean => s.matches('ready');

/** The limit offer was skipped: the answer is being saved (it is not shown again). */
export const selectAnsweringOffer = (s: DepositLimitsSnapshot): boolean => s.matches('answeringOffer');

/** The reality-check interval chosen is being saved. */
export const selectSavingCheck = (s: DepositLimitsSnapshot): boolean => s.matches('choosingCheck');

/** A limit change is asked (confirming, or being saved). */
export const selectLimitChangeAsked = (s: DepositLimitsSnapshot): boolean =>
  s.matches('confirming') || s.matches('saving');

/** A limit change is being saved. */
export const selectSavingLimit = (s: DepositLimitsSnapshot): boolean => s.matches('saving');

/** A limit is being edited, confirmed or saved (`context.kind` and `period` say which). */
export const selectEditingLimit = (s: DepositLimitsSnapshot): boolean =>
  s.matches('editing') || s.matches('confirming') || s.matches('saving');

/** A limit's pending change is being cancelled (`context.kind` and `period` say which). */
export const selectCancellingLimit = (s: DepositLimitsSnapshot): boolean => s.matches('cancelling');
