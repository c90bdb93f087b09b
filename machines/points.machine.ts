/**
 * The exchange terms come from the server (getLotterConfig), so the amount is checked against them before any
 * call: whole points only, at least `minPoints`, in steps of `stepPoints`, not more than the player has. The form
 * debounce (300 ms) sends one exchange per burst of taps; the result (coin gained, new balances) or the failure
 * stays on the page, and the new coin and points go to the session.
 *
 * Implementations: src/actors/points.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { decimal, maxExchangePoints, pointsError, type PointsTerms } from './account-rules';
import { FORM_DEBOUNCE_MS } from './constants';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { businessCode, errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export interface LotteryTerms extends PointsTerms {
  readonly coinPerPoint: number;
}

export interface ExchangeResult {
  readonly coin: number;
  readonly lottery: number;
  readonly gained: number;
}

export interface PointsContext {
  terms: LotteryTerms | null;
  points: string;
  fieldError: Message | null;
  error: Message | null;
  /** The last exchange, with the points it took. */
  result: (ExchangeResult & { points: number }) | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly points: number }> | null;
}

export type PointsEvent =
  | { type: 'field.change'; value: string }
  | { type: 'points.all' }
  | { type: 'points.submit' }
  | { type: 'points.retry' };

export type PointsEmitted = { type: 'toast'; message: Message };

const termsOf = (c: PointsContext) => c.terms as LotteryTerms;

function failure(error: unknown): Message {
  return businessCode(error) === 2016 ? message('account.points.failed.2016') : errorMessage(error);
}

export const pointsMachine = setup({
  types: { context: {} as PointsContext, events: {} as PointsEvent, emitted: {} as PointsEmitted },
  actors: {
    loadTerms: fromPromise<LotteryTerms, void>(async () => {
      throw new Error('provided by the app');
    }),
    exchange: fromPromise<ExchangeResult, { points: number; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportBalances: (_, _params: { coin: number; lottery: number }) => {} },
  guards: {
    isInvalid: ({ context }) => pointsError(context.points, termsOf(context)) !== null,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'points',
  description: '/points: exchange bonus points for coin.',
  meta: { emitted: ['toast'], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  context: { terms: null, points: '', fieldError: null, error: null, result: null, intent: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        onDone: { target: 'ready', actions: assign({ terms: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'points.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'field.change': {
          actions: assign({
            points: ({ event }) => event.value.replace(/\D/g, '').slice(0, 9),
            fieldError: null,
            error: null,
          }),
        },
        'points.all': {
          actions: assign(({ context }) => {
            const max = maxExchangePoints(termsOf(context).lottery, termsOf(context).stepPoints);
            return { points: max > 0 ? String(max) : '', fieldError: null, error: null };
          }),
        },
        'points.submit': [
          {
            guard: 'isInvalid',
            actions: assign({
              fieldError: ({ context }) => pointsError(context.points, termsOf(context)),
              error: null,
            }),
          },
          { target: 'debouncing', actions: assign({ fieldError: null, error: null }) },
        ],
      },
    },
    debouncing: {
      tags: ['busy'],
      after: { formDebounce: 'exchanging' },
      on: { 'points.submit': { target: 'debouncing', reenter: true } },
    },
    exchanging: {
      tags: ['busy'],
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { points: Number(context.points) }) }),
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({
          ...(context.intent as Intent<{ readonly points: number }>).ask,
          idempotencyKey: (context.intent as Intent<{ readonly points: number }>).key,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              terms: { ...termsOf(context), lottery: event.output.lottery },
              result: { ...event.output, points: Number(context.points) },
              points: '',
              intent: null,
            })),
            {
              type: 'reportBalances',
              params: ({ event }) => ({ coin: event.output.coin, lottery: event.output.lottery }),
            },
            emit(({ event }) => ({
              type: 'toast' as const,
              message: message('account.points.exchanged', { coin: decimal(event.output.gained) }),
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => failure(event.error),
            intent: ({ context, event }) => intentAfterFailure(context.intent, event.error),
          }),
        },
      },
    },
  },
});

type PointsSnapshot = SnapshotFrom<typeof pointsMachine>;

/** The exchange terms are loading. */
export const selectPointsLoading = (s: PointsSnapshot): boolean => s.matches('loading');

/** The exchange terms could not load (a retry is offered). */
export const selectPointsFailed = (s: PointsSnapshot): boolean => s.matches('failed');
