/**
 * A card is a purchase, so it is bought through the deposit flow (contract/paths.ts `buyLoginPayCard`) and
 * this chart only claims. A buy or a claim the server would not take is ignored, not sent (a card not on sale
 * or still paying; a card already paid today, finished or unknown). One claim at a time; its answer carries
 * the state after the claim, and a failure (1009 already today, 1010 nothing due, others with their code) reads
 * the state again. refreshBalance brings the session's figures and activity ids from the server, so
 * totalRecharge, loginPaying and the coin balance are the server's.
 *
 * Its data and rules are in machines/login-pay.rules.ts. Implementations: src/actors/login-pay.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { buyLoginPayCard } from '../contract/paths';
import { plainMoney } from './deposit-constants';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { errorMessage, message, type Message } from './message';
import { buyableCard, canClaimCard, claimFailure, type LoginPayState } from './login-pay.rules';
import type { MachineMeta } from './machine-meta';

export interface LoginPayContext {
  data: LoginPayState | null;
  /** The card being claimed. */
  pendingId: number | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly id: number }> | null;
  error: Message | null;
}

/** What receiveLoginPay3 answers: the state after the claim and the coin credited (hundredths). */
export interface DayClaim {
  readonly state: LoginPayState;
  readonly coin: number;
}

export type LoginPayEvent =
  | { type: 'cards.retry' }
  | { type: 'cards.refresh' }
  | { type: 'card.buy'; propId: number }
  | { type: 'card.claim'; id: number };

export type LoginPayEmitted =
  { type: 'navigate'; to: string } | { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

export const loginPayMachine = setup({
  types: {
    context: {} as LoginPayContext,
    events: {} as LoginPayEvent,
    emitted: {} as LoginPayEmitted,
  },
  actors: {
    fetchCards: fromPromise<LoginPayState, void>(async () => {
      throw new Error('provided by the app');
    }),
    claimDay: fromPromise<DayClaim, { id: number; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    refreshBalance: () => {},
  },
  guards: {
    canBuy: ({ context }, params: { propId: number }) => buyableCard(context.data, params.propId) !== undefined,
    canClaim: ({ context }, params: { id: number }) => canClaimCard(context.data, params.id),
  },
}).createMachine({
  id: 'loginPay',
  description:
    "The login-pay (daily sign-in) cards page: /activity/signPay and desktop /lobby/activity/signPay. A card is bought through the deposit flow (recharge3 actType 6 with the card's propId), then pays its daily coin once per local day for its days — a purchase, unlike a plain claim, so this flow has a chart of its own.",
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: { data: null, pendingId: null, error: null, intent: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'getLoginPayUser3: the cards on sale (by price) and the player’s cards with their days.',
      tags: ['loading'],
      invoke: {
        id: 'fetchCards',
        src: 'fetchCards',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The cards could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'cards.retry': 'loading' },
    },
    ready: {
      description: 'Cards on sale with "buy", owned cards with their days and today’s claim.',
      on: {
        'card.buy': {
          guard: { type: 'canBuy', params: ({ event }) => ({ propId: event.propId }) },
          description: 'To the deposit page buying this card (recharge3 actType 6 with its propId).',
          actions: emit(({ context, event }) => ({
            type: 'navigate' as const,
            to: buyLoginPayCard({
              propId: event.propId,
              price: buyableCard(context.data, event.propId)?.price ?? 0,
            }),
          })),
        },
        'card.claim': {
          guard: { type: 'canClaim', params: ({ event }) => ({ id: event.id }) },
          target: 'claiming',
          actions: assign({ pendingId: ({ event }) => event.id }),
        },
        'cards.refresh': 'refreshing',
      },
    },
    claiming: {
      description: 'receiveLoginPay3 for one card; further taps are ignored until it answers.',
      tags: ['busy'],
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { id: context.pendingId ?? 0 }) }),
      invoke: {
        id: 'claimDay',
        src: 'claimDay',
        input: ({ context }) => {
          const intent = context.intent as Intent<{ readonly id: number }>;
          return { ...intent.ask, idempotencyKey: intent.key };
        },
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output.state, pendingId: null, intent: null }),
            'refreshBalance',
            emit(({ event }) => ({
              type: 'toast' as const,
              message: message('promoCards.claimed', { amount: plainMoney(event.output.coin) }),
              tone: 'success' as const,
            })),
          ],
        },
        onError: {
          target: 'refreshing',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              message: claimFailure(event.error),
              tone: 'error' as const,
            })),
            assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
          ],
        },
      },
    },
    refreshing: {
      description: 'getLoginPayUser3 again; the shown state stays, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshCards',
        src: 'fetchCards',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, pendingId: null }) },
        onError: { target: 'ready', actions: assign({ pendingId: null }) },
      },
    },
  },
});

type LoginPaySnapshot = SnapshotFrom<typeof loginPayMachine>;

/** The cards are loading. */
export const selectLoginPayLoading = (s: LoginPaySnapshot): boolean => s.matches('loading');

/** The cards could not load (a retry is offered). */
export const selectLoginPayFailed = (s: LoginPaySnapshot): boolean => s.matches('failed');

/** The card whose reward is being claimed (none when no claim is under way). */
export const selectClaimingCard = (s: LoginPaySnapshot): LoginPaySnapshot['context']['pendingId'] | null =>
  s.matches('claiming') ? s.context.pendingId : null;
