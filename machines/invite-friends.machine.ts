/**
 * One chart for the home popup and the /activity/inviteFriends page; the server's itemStatus picks the part of
 * it (`routing`): 0 inviting, 1 a tier to receive, 2 done. Inviting, copying the link and receiving all need a
 * bound mobile: without one they go to /bind instead. Sharing opens the link in the modal and, on the page, the
 * system share sheet (else a copy; the page shows the link anyway). A receipt's failure, and the status turning
 * 2, refresh the activity ids; a failure also closes the modal (the page loads the state again).
 *
 * Implementations: src/actors/promotions.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../contract/schema';
import { PATH } from '../contract/paths';
import { activityFailure } from './first-charge.machine';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { errorMessage, message, type Message } from './message';
import type { PrizeItem } from './promotions-constants';
import type { MachineMeta } from './machine-meta';

type Schemas = components['schemas'];
export type InviteState = Schemas['InviteState'];
export type InviteConfig = Schemas['InviteConfig'];

export interface InviteData {
  readonly state: InviteState;
  readonly configs: readonly InviteConfig[];
  readonly shareUrl: string;
}

export interface InviteClaim {
  readonly state: InviteState;
  readonly propList: readonly PrizeItem[];
}

export interface InviteInput {
  readonly mode: 'modal' | 'page';
  readonly hasMobile: boolean;
}

export interface InviteContext extends InviteInput {
  state: InviteState | null;
  configs: readonly InviteConfig[];
  shareUrl: string;
  error: Message | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly propId: number }> | null;
}

export type InviteEvent =
  | { type: 'invite.retry' }
  | { type: 'invite.start' }
  | { type: 'share.close' }
  | { type: 'invite.receive' }
  | { type: 'link.copy' };

export type InviteEmitted =
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

/** The tier the player works on (the state's awardId), else the first. */
export function currentTier(c: Pick<InviteContext, 'state' | 'configs'>): InviteConfig | null {
  return c.configs.find((t) => t.id === c.state?.awardId) ?? c.configs[0] ?? null;
}

export const inviteFriendsMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
    input: {} as InviteInput,
    emitted: {} as InviteEmitted,
  },
  actors: {
    fetchInvite: fromPromise<InviteData, void>(async () => {
      throw new Error('provided by the app');
    }),
    receiveTier: fromPromise<InviteClaim, { propId: number; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    refreshActivities: () => {},
    reportClaim: (_, _params: { propList: readonly PrizeItem[] }) => {},
    copyLink: (_, _params: { url: string }) => {},
    shareLink: (_, _params: { url: string }) => {},
    toBind: emit({ type: 'navigate', to: PATH.bind }),
    failReceive: emit((_, params: { error: unknown }) => ({
      type: 'toast' as const,
      message: activityFailure(params.error),
      tone: 'error' as const,
    })),
  },
  guards: {
    hasMobile: ({ context }) => context.hasMobile,
    canShareInPlace: ({ context }) => context.hasMobile && context.mode === 'modal',
    isInviting: ({ context }) => context.state?.itemStatus === 0,
    isReceivable: ({ context }) => context.state?.itemStatus === 1,
    isModal: ({ context }) => context.mode === 'modal',
    isAllReceived: (_, params: { state: InviteState }) => params.state.itemStatus === 2,
  },
}).createMachine({
  id: 'inviteFriends',
  description: 'The invite-friends offer as a home popup (modal) or the /activity/inviteFriends page.',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, state: null, configs: [], shareUrl: '', error: null, intent: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchInvite',
        src: 'fetchInvite',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({
            state: event.output.state,
            configs: event.output.configs,
            shareUrl: event.output.shareUrl,
            error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { 'invite.retry': 'loading' } },
    routing: {
      always: [
        { guard: 'isInviting', target: 'inviting' },
        { guard: 'isReceivable', target: 'receivable' },
        { target: 'done' },
      ],
    },
    inviting: {
      on: {
        'invite.start': [
          { guard: 'canShareInPlace', target: 'sharing' },
          { guard: 'hasMobile', actions: { type: 'shareLink', params: ({ context }) => ({ url: context.shareUrl }) } },
          { actions: 'toBind' },
        ],
        'link.copy': [
          { guard: 'hasMobile', actions: { type: 'copyLink', params: ({ context }) => ({ url: context.shareUrl }) } },
          { actions: 'toBind' },
        ],
      },
    },
    sharing: {
      tags: ['sharing'],
      description: 'The share link (outValue, install_referrer=h5, aid, share_referrer=8) with a copy button.',
      on: {
        'share.close': 'routing',
        'link.copy': { actions: { type: 'copyLink', params: ({ context }) => ({ url: context.shareUrl }) } },
      },
    },
    receivable: {
      on: {
        'invite.receive': [{ guard: 'hasMobile', target: 'receiving' }, { actions: 'toBind' }],
        'link.copy': [
          { guard: 'hasMobile', actions: { type: 'copyLink', params: ({ context }) => ({ url: context.shareUrl }) } },
          { actions: 'toBind' },
        ],
      },
    },
    receiving: {
      tags: ['busy'],
      entry: assign({
        intent: ({ context }) => intentFor(context.intent, { propId: currentTier(context)?.award[0]?.id ?? 0 }),
      }),
      invoke: {
        id: 'receiveTier',
        src: 'receiveTier',
        input: ({ context }) => ({
          ...(context.intent as Intent<{ readonly propId: number }>).ask,
          idempotencyKey: (context.intent as Intent<{ readonly propId: number }>).key,
        }),
        onDone: [
          {
            guard: { type: 'isAllReceived', params: ({ event }) => ({ state: event.output.state }) },
            target: 'done',
            actions: [
              assign({ state: ({ event }) => event.output.state, intent: null }),
              { type: 'reportClaim', params: ({ event }) => ({ propList: event.output.propList }) },
              emit({ type: 'toast', message: message('promotions.claimed'), tone: 'success' }),
              'refreshActivities',
            ],
          },
          {
            target: 'routing',
            actions: [
              assign({ state: ({ event }) => event.output.state, intent: null }),
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
              { type: 'failReceive', params: ({ event }) => ({ error: event.error }) },
              'refreshActivities',
              assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
            ],
          },
          {
            target: 'loading',
            actions: [
              { type: 'failReceive', params: ({ event }) => ({ error: event.error }) },
              'refreshActivities',
              assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
            ],
          },
        ],
      },
    },
    done: {
      description: 'Every tier received (itemStatus 2): the receive button is disabled.',
      on: {
        'link.copy': [
          { guard: 'hasMobile', actions: { type: 'copyLink', params: ({ context }) => ({ url: context.shareUrl }) } },
          { actions: 'toBind' },
        ],
      },
    },
    closed: { type: 'final', description: 'The modal closes.' },
  },
});
