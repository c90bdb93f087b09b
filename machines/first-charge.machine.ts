/**
 * One chart for the home popup and the /activity/firstCharge page; the server's itemStatus picks the part of
 * it (`routing`): 0 the offer, 1 the gifts to claim, 2 completed. The offer's countdown to expireTime ticks every
 * second and ends it (the page says the event has ended; the modal closes). Buying goes through the deposit
 * page (actType 13 with the package's price) after the 300 ms form debounce. A gift claim has its own 200 ms
 * debounce per gift (the same gift again restarts it, others wait); a gift in propReceiveList cannot be claimed.
 * A claim's failure, and the status turning 2, refresh the activity ids; a failure also closes the modal (the
 * page loads the state again).
 *
 * Implementations: src/actors/promotions.actors.ts
 */
import { ACT_TYPE } from '../contract/ids';
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { PATH, deposit } from '../contract/paths';
import { DEPOSIT_DEBOUNCE_MS, GIFT_CLAIM_DEBOUNCE_MS } from './constants';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { businessCode, errorMessage, message, type Message } from './message';
import { ACTIVITY_ERROR_CODES, type PrizeItem } from './promotions-constants';
import type { MachineMeta } from './machine-meta';

type Schemas = components['schemas'];
export type FirstChargeState = Schemas['FirstChargeState'];
export type FirstChargeConfig = Schemas['FirstChargeConfig'];

export interface FirstChargeData {
  readonly state: FirstChargeState;
  readonly configs: readonly FirstChargeConfig[];
  /** The time the answer was read (ms), for the countdown. */
  readonly now: number;
}

export interface FirstChargeClaim {
  readonly state: FirstChargeState;
  readonly propList: readonly PrizeItem[];
}

export interface FirstChargeInput {
  /** A home popup closes where the page says so. */
  readonly mode: 'modal' | 'page';
}

export interface FirstChargeContext extends FirstChargeInput {
  state: FirstChargeState | null;
  configs: readonly FirstChargeConfig[];
  /** The package shown (the purchased one once bought). */
  selectedId: number | null;
  /** Milliseconds left until expireTime. */
  remainingMs: number;
  pendingPropId: number | null;
  error: Message | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly propId: number }> | null;
}

export type FirstChargeEvent =
  | { type: 'firstCharge.retry' }
  | { type: 'package.select'; id: number }
  | { type: 'deposit.start' }
  | { type: 'gift.claim'; propId: number };

export type FirstChargeEmitted =
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

const COUNTDOWN_TICK_MS = 1_000;

/** The package a context shows: the purchased one, else the selected one, else the first. */
export function shownPackage(
  c: Pick<FirstChargeContext, 'state' | 'configs' | 'selectedId'>,
): FirstChargeConfig | null {
  const id = c.state && c.state.awardId > 0 ? c.state.awardId : c.selectedId;
  return c.configs.find((p) => p.id === id) ?? c.configs[0] ?? null;
}

/** Whether a gift can be claimed now: status 1, part of the purchased package, not claimed yet. */
function canClaimGift(c: Pick<FirstChargeContext, 'state' | 'configs' | 'selectedId'>, propId: number): boolean {
  if (!c.state || c.state.itemStatus !== 1 || c.state.propReceiveList.includes(propId)) return false;
  return shownPackage(c)?.award.some((item) => item.id === propId) ?? false;
}

/** The deposit page for a package: actType 13 with the package's price (hundredths) and id. */
export function depositLink(pkg: Pick<FirstChargeConfig, 'id' | 'price'>): string {
  return deposit({ actType: ACT_TYPE.FirstCharge, amount: pkg.price, awardId: pkg.id });
}

/** The text of a failed activity call: errcodes 1001–1010 their own, others the generic one with the code. */
export function activityFailure(error: unknown): Message {
  const code = businessCode(error);
  if (code !== null && ACTIVITY_ERROR_CODES.includes(code)) return message(`activity.act39.err${code}`, { code });
  return errorMessage(error);
}

export const firstChargeMachine = setup({
  types: {
    context: {} as FirstChargeContext,
    events: {} as FirstChargeEvent,
    input: {} as FirstChargeInput,
    emitted: {} as FirstChargeEmitted,
  },
  actors: {
    fetchFirstCharge: fromPromise<FirstChargeData, void>(async () => {
      throw new Error('provided by the app');
    }),
    claimGift: fromPromise<FirstChargeClaim, { propId: number; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    refreshActivities: () => {},
    reportClaim: (_, _params: { propList: readonly PrizeItem[] }) => {},
    failClaim: emit((_, params: { error: unknown }) => ({
      type: 'toast' as const,
      message: activityFailure(params.error),
      tone: 'error' as const,
    })),
  },
  guards: {
    isOffer: ({ context }) => context.state?.itemStatus === 0 && context.remainingMs > 0,
    isEnded: ({ context }) => context.state?.itemStatus === 0,
    isClaimable: ({ context }) => context.state?.itemStatus === 1,
    isModal: ({ context }) => context.mode === 'modal',
    canClaim: ({ context }, params: { propId: number }) => canClaimGift(context, params.propId),
    isPending: ({ context }, params: { propId: number }) => context.pendingPropId === params.propId,
    isAllClaimed: (_, params: { state: FirstChargeState }) => params.state.itemStatus === 2,
  },
  delays: { giftDebounce: GIFT_CLAIM_DEBOUNCE_MS, depositDebounce: DEPOSIT_DEBOUNCE_MS, tick: COUNTDOWN_TICK_MS },
}).createMachine({
  id: 'firstCharge',
  description: 'The first-charge offer as a home popup (modal) or the /activity/firstCharge page.',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    ...input,
    state: null,
    configs: [],
    selectedId: null,
    remainingMs: 0,
    pendingPropId: null,
    intent: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchFirstCharge',
        src: 'fetchFirstCharge',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({
            state: event.output.state,
            configs: event.output.configs,
            selectedId: event.output.state.awardId || (event.output.configs[0]?.id ?? null),
            remainingMs: Math.max(0, event.output.state.expireTime - event.output.now),
            error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { 'firstCharge.retry': 'loading' } },
    routing: {
      always: [
        { guard: 'isOffer', target: 'offer' },
        { guard: 'isEnded', target: 'ended' },
        { guard: 'isClaimable', target: 'claimable' },
        { target: 'completed' },
      ],
    },
    offer: {
      description: 'Not purchased: the countdown runs and the deposit button buys the selected package.',
      after: {
        tick: {
          target: 'routing',
          actions: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - COUNTDOWN_TICK_MS) }),
        },
      },
      on: {
        'package.select': { actions: assign({ selectedId: ({ event }) => event.id }) },
        'deposit.start': 'depositing',
      },
    },
    depositing: {
      tags: ['busy'],
      after: {
        depositDebounce: {
          target: 'deposited',
          actions: emit(({ context }) => {
            const pkg = shownPackage(context);
            return { type: 'navigate' as const, to: pkg ? depositLink(pkg) : PATH.deposit };
          }),
        },
      },
      on: { 'deposit.start': { target: 'depositing', reenter: true } },
    },
    deposited: { type: 'final', description: 'Gone to the deposit page.' },
    ended: {
      description: 'The offer ended: the page says so; the modal closes.',
      always: { guard: 'isModal', target: 'closed' },
    },
    claimable: {
      on: {
        'gift.claim': {
          guard: { type: 'canClaim', params: ({ event }) => ({ propId: event.propId }) },
          target: 'debouncing',
          actions: assign({ pendingPropId: ({ event }) => event.propId }),
        },
      },
    },
    debouncing: {
      tags: ['busy'],
      after: { giftDebounce: 'claiming' },
      on: {
        'gift.claim': {
          guard: { type: 'isPending', params: ({ event }) => ({ propId: event.propId }) },
          target: 'debouncing',
          reenter: true,
        },
      },
    },
    claiming: {
      tags: ['busy'],
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { propId: context.pendingPropId ?? 0 }) }),
      invoke: {
        id: 'claimGift',
        src: 'claimGift',
        input: ({ context }) => ({
          ...(context.intent as Intent<{ readonly propId: number }>).ask,
          idempotencyKey: (context.intent as Intent<{ readonly propId: number }>).key,
        }),
        onDone: [
          {
            guard: { type: 'isAllClaimed', params: ({ event }) => ({ state: event.output.state }) },
            target: 'completed',
            actions: [
              assign({ state: ({ event }) => event.output.state, pendingPropId: null, intent: null }),
              { type: 'reportClaim', params: ({ event }) => ({ propList: event.output.propList }) },
              emit({ type: 'toast', message: message('promotions.claimed'), tone: 'success' }),
              'refreshActivities',
            ],
          },
          {
            target: 'routing',
            actions: [
              assign({ state: ({ event }) => event.output.state, pendingPropId: null, intent: null }),
              { type: 'reportClaim', params: ({ event }) => ({ propList: event.output.propList }) },
              emit({ type: 'toast', message: message('promotions.claimed'), tone: 'success' }),
            ],
          },
        ],
        onError: [
          {
            guard: 'isModal',
            target: 'closed',
            actions: [
              { type: 'failClaim', params: ({ event }) => ({ error: event.error }) },
              'refreshActivities',
              assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
            ],
          },
          {
            target: 'loading',
            actions: [
              { type: 'failClaim', params: ({ event }) => ({ error: event.error }) },
              'refreshActivities',
              assign({
                pendingPropId: null,
                intent: ({ context, event }) => intentAfterFailure(context.intent, event.error),
              }),
            ],
          },
        ],
      },
    },
    completed: { description: 'Every gift claimed (itemStatus 2).' },
    closed: { type: 'final', description: 'The modal closes.' },
  },
});

type FirstChargeSnapshot = SnapshotFrom<typeof firstChargeMachine>;

/** The package is bought: its gifts can be claimed (or a claim is under way). */
export const selectGiftsClaimable = (s: FirstChargeSnapshot): boolean =>
  s.matches('claimable') || s.matches('debouncing') || s.matches('claiming');

/** The package is offered for a deposit (or the deposit is starting). */
export const selectOnOffer = (s: FirstChargeSnapshot): boolean => s.matches('offer') || s.matches('depositing');

/** The deposit that buys the package is starting. */
export const selectDepositing = (s: FirstChargeSnapshot): boolean => s.matches('depositing');

/** The offer is over. */
export const selectOfferEnded = (s: FirstChargeSnapshot): boolean => s.matches('ended');

/** Every gift of the package is claimed. */
export const selectGiftsClaimed = (s: FirstChargeSnapshot): boolean => s.matches('completed');
