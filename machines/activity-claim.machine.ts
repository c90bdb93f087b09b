/**
 * One chart for every activity of that shape, so a new one needs an adapter (its calls mapped onto ClaimBoard),
 * not a new machine. A claim is one call at a time: further taps are ignored until the board is fresh again,
 * and the claim keeps its Idempotency-Key for the same item after an unknown outcome, so a retry cannot pay
 * twice. Success or failure, the board is read again (refreshing) rather than patched, so what the page shows
 * is always the server's; the claimed item is marked at once meanwhile. `claims.reload` covers the player
 * coming back from an outside page an item asked to open.
 *
 * Implementations: src/actors/activity-claim.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { claimFailure, isClaimableKey, markClaimed, type ClaimBoard, type ClaimResult } from './activity-claim.rules';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export interface ActivityClaimInput {
  /** The activity type id (contract/ids.ts ACTIVITY) whose adapter answers the calls. */
  readonly activityId: number;
}

export interface ActivityClaimContext extends ActivityClaimInput {
  board: ClaimBoard | null;
  /** The item being claimed. */
  pendingKey: string | null;
  /** Why the board could not load. */
  error: Message | null;
  /** Why the last claim failed (shown over the list until the next claim). */
  notice: Message | null;
  /**
   * The claim asked (its item) and its Idempotency-Key (machines/intent-key.ts): made on the tap, kept when the
   * claim's outcome is unknown (the same item claimed again asks it again, with the same key), dropped once the
   * server answered (claimed, or its own refusal). Another item is another intent.
   */
  intent: Intent<{ readonly activityId: number; readonly key: string }> | null;
}

export type ActivityClaimEvent =
  | { type: 'claims.retry' }
  | { type: 'item.claim'; key: string }
  /** Load the board again (the player is back from an outside page an item asked to open). */
  | { type: 'claims.reload' };

export type ActivityClaimEmitted = { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

export const activityClaimMachine = setup({
  types: {
    context: {} as ActivityClaimContext,
    events: {} as ActivityClaimEvent,
    input: {} as ActivityClaimInput,
    emitted: {} as ActivityClaimEmitted,
  },
  actors: {
    loadClaims: fromPromise<ClaimBoard, { activityId: number }>(async () => {
      throw new Error('provided by the app');
    }),
    claimItem: fromPromise<ClaimResult, { activityId: number; key: string; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportBalances: (_, _params: { coin: number; lottery: number }) => {},
    refreshDots: () => {},
    refreshActivities: () => {},
  },
  guards: {
    canClaim: ({ context }, params: { key: string }) => isClaimableKey(context.board, params.key),
  },
}).createMachine({
  id: 'activityClaim',
  description:
    'The one "load state → claim an item → refresh" mechanism of the everyday activities. The input names the activity; its calls are provided per activity by an adapter that maps them onto one view model (machines/activity-claim.rules.ts ClaimBoard: claimable items — days, tiers, networks — with a status, reward items and an explanation, plus header figures). Used by the sign-up bonus (15), free sign (36) and supply (30) pages, and open to any activity of that shape.',
  meta: { emitted: ['toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, board: null, pendingKey: null, error: null, notice: null, intent: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "The activity's state through its adapter: the items, their status and rewards, the figures.",
      tags: ['loading'],
      invoke: {
        id: 'loadClaims',
        src: 'loadClaims',
        input: ({ context }) => ({ activityId: context.activityId }),
        onDone: { target: 'ready', actions: assign({ board: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The state could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'claims.retry': 'loading' },
    },
    ready: {
      description: 'The items with their status, rewards and explanations; a claim button on the claimable one.',
      on: {
        'item.claim': {
          guard: { type: 'canClaim', params: ({ event }) => ({ key: event.key }) },
          target: 'claiming',
          actions: assign({
            pendingKey: ({ event }) => event.key,
            notice: null,
            intent: ({ context, event }) =>
              intentFor(context.intent, { activityId: context.activityId, key: event.key }),
          }),
        },
        'claims.reload': 'refreshing',
      },
    },
    claiming: {
      description: 'The claim of one item; further taps are ignored until the board is fresh.',
      tags: ['busy'],
      invoke: {
        id: 'claimItem',
        src: 'claimItem',
        input: ({ context }) => ({
          activityId: context.activityId,
          key: context.pendingKey ?? '',
          idempotencyKey: context.intent?.key ?? '',
        }),
        onDone: {
          target: 'refreshing',
          actions: [
            assign({ board: ({ context }) => markClaimed(context.board, context.pendingKey ?? ''), intent: null }),
            {
              type: 'reportBalances',
              params: ({ event }) => ({ coin: event.output.coin, lottery: event.output.lottery }),
            },
            'refreshDots',
            'refreshActivities',
            emit({ type: 'toast', message: message('activityClaim.claimed'), tone: 'success' }),
          ],
        },
        onError: {
          target: 'refreshing',
          actions: [
            assign({
              notice: ({ event }) => claimFailure(event.error),
              intent: ({ context, event }) => intentAfterFailure(context.intent, event.error),
            }),
            'refreshActivities',
          ],
        },
      },
    },
    refreshing: {
      description: 'The state again after a claim; the board stays shown, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshClaims',
        src: 'loadClaims',
        input: ({ context }) => ({ activityId: context.activityId }),
        onDone: { target: 'ready', actions: assign({ board: ({ event }) => event.output, pendingKey: null }) },
        onError: { target: 'ready', actions: assign({ pendingKey: null }) },
      },
    },
  },
});

type ActivityClaimSnapshot = SnapshotFrom<typeof activityClaimMachine>;

/** The board is loading. */
export const selectClaimsLoading = (s: ActivityClaimSnapshot): boolean => s.matches('loading');

/** The board could not load (a retry is offered). */
export const selectClaimsFailed = (s: ActivityClaimSnapshot): boolean => s.matches('failed');

/** A claim is being sent (`context.pendingKey` names the row). */
export const selectClaiming = (s: ActivityClaimSnapshot): boolean => s.matches('claiming');
