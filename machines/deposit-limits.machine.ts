/**
 * depositLimits — the deposit limits of the "Responsible gaming" page (issue 25 §1), and what is left of them
 * on the deposit page (which runs the same flow and shows only the summary).
 *
 * States:
 * - loading (getPlayerProtection) → ready | loadFailed (`limits.retry`). `limits.reload` from ready reads
 *   them again (the deposit page after a deposit or a refusal), keeping the last answer on screen.
 * - ready: the three windows (day, week, month) with the limit in force, what is used and left, when the
 *   window resets, and a pending raise or removal with the time it applies. `limit.edit` opens a window;
 *   `pending.cancel` cancels its pending change (cancelling).
 * - editing: the amount is typed freely (`field.change`). `limit.submit` checks it (a positive amount,
 *   two decimals at most; the limit already in force is refused as unchanged) → confirming;
 *   `limit.remove` (only with a limit in force) → confirming a removal; `edit.cancel` → ready.
 * - confirming: says whether the change applies at once (a first or lower limit) or in 24 hours (a raise
 *   or a removal), by contract/deposit-limit-rules.ts, the rule the server applies. `limit.confirm` →
 *   saving; `confirm.back` → editing.
 * - saving (setDepositLimit) → ready with the server's answer (and a toast saying when it applies) |
 *   editing with the error. cancelling (cancelDepositLimitChange) → ready (toast) | ready with the error.
 *
 * Events in: limits.retry, limits.reload, limit.edit, field.change, limit.submit, limit.remove, edit.cancel,
 * limit.confirm, confirm.back, pending.cancel. Emitted: toast.
 * Actors: loadLimits (getPlayerProtection), saveLimit (setDepositLimit), cancelChange
 * (cancelDepositLimitChange).
 *
 * Its data and rules are in machines/deposit-limits.rules.ts. Implementations: src/actors/deposit-limits.actors.ts
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { LimitPeriod } from '../contract/deposit-limit-rules';
import { amountText, parseAmount } from './deposit-constants';
import {
  changeOf,
  currentLimit,
  limitAmountError,
  limitOf,
  type DepositLimitsContext,
  type PlayerProtection,
} from './deposit-limits.rules';
import { errorMessage, message, type Message } from './message';

export type DepositLimitsEvent =
  | { type: 'limits.retry' }
  | { type: 'limits.reload' }
  | { type: 'limit.edit'; period: LimitPeriod }
  | { type: 'field.change'; value: string }
  | { type: 'limit.submit' }
  | { type: 'limit.remove' }
  | { type: 'edit.cancel' }
  | { type: 'limit.confirm' }
  | { type: 'confirm.back' }
  | { type: 'pending.cancel'; period: LimitPeriod };

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
    saveLimit: fromPromise<PlayerProtection, { period: LimitPeriod; amount: number | null }>(async () => {
      throw new Error('provided by the app');
    }),
    cancelChange: fromPromise<PlayerProtection, { period: LimitPeriod }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    hasAmountError: ({ context }) => limitAmountError(context.value) !== null,
    isUnchanged: ({ context }) => changeOf(context, parseAmount(context.value)) === 'unchanged',
    hasLimit: ({ context }) => currentLimit(context) !== null,
    hasPending: ({ context }, params: { period: LimitPeriod }) =>
      limitOf(context.protection, params.period)?.pending !== undefined,
  },
}).createMachine({
  id: 'depositLimits',
  context: {
    protection: null,
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
            const amount = limitOf(context.protection, event.period)?.amount;
            return {
              period: event.period,
              value: amount === undefined ? '' : amountText(amount),
              next: null,
              change: null,
              fieldError: null,
              error: null,
            };
          }),
        },
        'pending.cancel': {
          guard: { type: 'hasPending', params: ({ event }) => ({ period: event.period }) },
          target: 'cancelling',
          actions: assign(({ event }) => ({ period: event.period, error: null })),
        },
      },
    },
    editing: {
      description: 'The amount of one window, typed freely.',
      on: {
        'field.change': { actions: assign(({ event }) => ({ value: event.value, fieldError: null, error: null })) },
        'limit.submit': [
          {
            guard: 'hasAmountError',
            actions: assign({ fieldError: ({ context }) => limitAmountError(context.value) }),
          },
          {
            guard: 'isUnchanged',
            description: 'The limit already in force: nothing to change.',
            actions: assign({ fieldError: message('protection.limit.error.unchanged') }),
          },
          {
            target: 'confirming',
            actions: assign(({ context }) => {
              const next = parseAmount(context.value);
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
        input: ({ context }) => ({ period: context.period ?? 'day', amount: context.next }),
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
        input: ({ context }) => ({ period: context.period ?? 'day' }),
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
