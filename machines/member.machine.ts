/**
 * The pages read the session's player; this flow only loads it afresh when a page opens and reports it
 * (`user.updated`), because the session's copy may be a stored one from an earlier visit. The wallet overview
 * also loads the bonus wallet (getBonusWallet) and loads again when the session's balance moves away from the
 * one those figures were read with (once per balance). A refresh ignores further taps until it settles; a failed
 * one keeps the figures shown before, with the error.
 *
 * Its rules are in machines/member.rules.ts. Implementations: src/actors/member.actors.ts
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { errorMessage, type Message } from './message';
import type { UserInfo } from '../contract/types';
import type { MachineMeta } from './machine-meta';

/** The balance as cash and bonus money, what can be withdrawn and the bonus's wagering (getBonusWallet). */
export type BonusPots = components['schemas']['BonusWallet'];

export interface MemberInput {
  /** Load the cash / bonus / wagering figures too (the wallet overview). */
  readonly pots?: boolean;
}

export interface MemberLoad {
  readonly user: UserInfo;
  /** Null unless the input asked for them. */
  readonly pots: BonusPots | null;
}

export interface MemberContext {
  /** Why the last load failed (null after a success). */
  error: Message | null;
  /** Whether the player was loaded by this flow (the figures on screen are fresh, not a stored copy). */
  loaded: boolean;
  /** Whether this page shows the pots (input). */
  withPots: boolean;
  /** The last pots loaded (null before, or when not asked for). */
  pots: BonusPots | null;
  /** The last balance a `member.balanceChanged` reported (one load per balance, never a loop). */
  seenCoin: number | null;
}

export type MemberEvent =
  { type: 'member.retry' } | { type: 'member.refresh' } | { type: 'member.balanceChanged'; coin: number };

export const memberMachine = setup({
  types: {
    context: {} as MemberContext,
    events: {} as MemberEvent,
    input: {} as MemberInput | undefined,
  },
  actors: {
    loadPlayer: fromPromise<MemberLoad, { pots: boolean }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportUser: (_, _params: { user: UserInfo }) => {},
    assignLoad: assign((_, { load }: { load: MemberLoad }) => ({ error: null, loaded: true, pots: load.pots })),
  },
  guards: {
    /** The pots on screen were read with another balance than the session's now (and this one is new). */
    isPotsStale: ({ context }, { coin }: { coin: number }) =>
      context.pots !== null && context.pots.coin !== coin && context.seenCoin !== coin,
  },
}).createMachine({
  id: 'member',
  description:
    "The account centre's player figures: the member centre, the VIP page and the wallet overview show the session's player (balance, safebox, points, VIP level, vipExp, bet). The session's copy may be a stored one from an earlier visit, so this flow loads the player afresh when a page opens and reports it to the session; the pages then follow the session, which game rounds (/start's exit → refreshData), the balance refresh and every other flow keep current — a round played elsewhere moves the VIP progress without a reload. The wallet overview (input `pots`) also loads the balance as cash, bonus money, the withdrawable amount and the bonus's wagering (getBonusWallet), and loads again when the session's balance moves away from the one those figures were read with.",
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ error: null, loaded: false, withPots: input?.pots === true, pots: null, seenCoin: null }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The player is loaded afresh (getUserInfo; on the wallet overview with getBonusWallet); the page shows its loading state.',
      tags: ['loading'],
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        input: ({ context }) => ({ pots: context.withPots }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignLoad', params: ({ event }) => ({ load: event.output }) },
            { type: 'reportUser', params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The first load failed: the error in its own words and a retry.',
      tags: ['error'],
      on: { 'member.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      description:
        "The page shows the session's player; a failed refresh keeps the figures and shows why. A balance the wallet's pots were not read with loads them again.",
      on: {
        'member.refresh': 'refreshing',
        'member.balanceChanged': {
          guard: { type: 'isPotsStale', params: ({ event }) => ({ coin: event.coin }) },
          target: 'refreshing',
          actions: assign({ seenCoin: ({ event }) => event.coin }),
        },
      },
    },
    refreshing: {
      description: 'Loading again on request or after a balance change; more taps are ignored until it settles.',
      tags: ['refreshing'],
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        input: ({ context }) => ({ pots: context.withPots }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignLoad', params: ({ event }) => ({ load: event.output }) },
            { type: 'reportUser', params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});

type MemberSnapshot = SnapshotFrom<typeof memberMachine>;

/** The player's figures could not load (a retry is offered). */
export const selectMemberFailed = (s: MemberSnapshot): boolean => s.matches('failed');

/** The figures can be refreshed now. */
export const selectCanRefresh = (s: MemberSnapshot): boolean => s.can({ type: 'member.refresh' });
