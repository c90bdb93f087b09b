/**
 * The page shows the last logins (time, device, approximate place, outcome) and the active sessions, this
 * device marked. Signing the other devices out cannot be undone, so it asks first and is offered only while
 * another device is signed in; its answer replaces the list and says how many were signed out, and a failure
 * keeps the list as it was, with the error.
 *
 * Implementations: src/actors/exclusion.actors.ts
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type AccountSecurity = components['schemas']['AccountSecurity'];

export interface AccountSecurityContext {
  security: AccountSecurity | null;
  /** How many devices the last "sign out everywhere else" signed out (null before one). */
  signedOut: number | null;
  error: Message | null;
}

export type AccountSecurityEvent =
  | { type: 'security.retry' }
  | { type: 'security.reload' }
  | { type: 'others.signOut' }
  | { type: 'signOut.confirm' }
  | { type: 'signOut.cancel' };

/** Pure: whether a device other than this one is signed in. */
export const hasOtherSessions = (security: AccountSecurity | null): boolean =>
  (security?.sessions ?? []).some((s) => s.current !== 1);

export const accountSecurityMachine = setup({
  types: {
    context: {} as AccountSecurityContext,
    events: {} as AccountSecurityEvent,
  },
  actors: {
    loadSecurity: fromPromise<AccountSecurity, void>(async () => {
      throw new Error('provided by the app');
    }),
    signOutOthers: fromPromise<AccountSecurity & { signedOut: number }, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    hasOthers: ({ context }) => hasOtherSessions(context.security),
  },
}).createMachine({
  id: 'accountSecurity',
  description: 'The login history and the signed-in devices on the "Responsible gaming" page.',
  meta: { emitted: [], docs: 'docs/player-protection.md' } satisfies MachineMeta,
  context: { security: null, signedOut: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: { target: 'ready', actions: assign({ security: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'security.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'security.reload': { target: 'loading', actions: assign({ signedOut: null }) },
        'others.signOut': {
          guard: 'hasOthers',
          target: 'confirming',
          actions: assign({ error: null, signedOut: null }),
        },
      },
    },
    confirming: {
      on: { 'signOut.confirm': 'signingOut', 'signOut.cancel': 'ready' },
    },
    signingOut: {
      description: 'signOutOtherSessions: the other devices are signed out at once.',
      tags: ['busy'],
      invoke: {
        id: 'signOutOthers',
        src: 'signOutOthers',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const { signedOut, ...security } = event.output;
            return { security, signedOut, error: null };
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});

export type AccountSecurityActor = ActorRefFrom<typeof accountSecurityMachine>;

type AccountSecuritySnapshot = SnapshotFrom<typeof accountSecurityMachine>;

/** The player's sessions could not load (a retry is offered). */
export const selectSecurityLoadFailed = (s: AccountSecuritySnapshot): boolean => s.matches('loadFailed');

/** The sessions are shown and nothing is under way. */
export const selectSecurityReady = (s: AccountSecuritySnapshot): boolean => s.matches('ready');

/** The other sessions are being signed out. */
export const selectSigningOutOthers = (s: AccountSecuritySnapshot): boolean => s.matches('signingOut');

/** The sign-out of the other devices is asked (confirming, or under way). */
export const selectSignOutAsked = (s: AccountSecuritySnapshot): boolean =>
  s.matches('confirming') || s.matches('signingOut');
