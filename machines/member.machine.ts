/**
 * member — the account centre's player figures (issue 14 §3, §4; spec §3 user info, §5 bet target): the
 * member centre, the VIP page and the wallet overview show the session's player (balance, safebox, points,
 * VIP level, vipExp, bet). The session's copy may be a stored one from an earlier visit, so this flow loads
 * the player afresh when a page opens and reports it to the session; the pages then follow the session, which
 * game rounds (/start's exit → refreshData), the balance refresh and every other flow keep current — a round
 * played elsewhere moves the VIP progress without a reload.
 *
 * States: loading (getUserInfo) → ready (reportUser) | failed (`member.retry`). In ready, `member.refresh`
 * loads again (refreshing; further taps are ignored until it settles); a failed refresh returns to ready with
 * the error and the figures shown before.
 *
 * Actors: loadPlayer (getUserInfo). Actions provided by the app: reportUser (`user.updated` to the session).
 *
 * Implementations: src/actors/member.actors.ts
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, type Message } from './message';
import type { UserInfo } from './session.machine';

export interface MemberContext {
  /** Why the last load failed (null after a success). */
  error: Message | null;
  /** Whether the player was loaded by this flow (the figures on screen are fresh, not a stored copy). */
  loaded: boolean;
}

export type MemberEvent = { type: 'member.retry' } | { type: 'member.refresh' };

export const memberMachine = setup({
  types: { context: {} as MemberContext, events: {} as MemberEvent },
  actors: {
    loadPlayer: fromPromise<UserInfo, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportUser: (_, _params: { user: UserInfo }) => {} },
}).createMachine({
  id: 'member',
  context: { error: null, loaded: false },
  initial: 'loading',
  states: {
    loading: {
      description: 'The player is loaded afresh (getUserInfo); the page shows its loading state.',
      tags: ['loading'],
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        onDone: {
          target: 'ready',
          actions: [
            assign({ error: null, loaded: true }),
            { type: 'reportUser', params: ({ event }) => ({ user: event.output }) },
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
      description: "The page shows the session's player; a failed refresh keeps the figures and shows why.",
      on: { 'member.refresh': 'refreshing' },
    },
    refreshing: {
      description: 'Loading again on request; more taps are ignored until it settles.',
      tags: ['refreshing'],
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        onDone: {
          target: 'ready',
          actions: [
            assign({ error: null, loaded: true }),
            { type: 'reportUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
