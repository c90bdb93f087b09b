/**
 * Revoking the token on the server is best effort: a failure still signs out locally. The clearing is the
 * session's (reportSignedOut sends `logout.confirmed`): it clears the token and every stored user, config and
 * activity store, stops the heartbeat and navigates to /login, so every way out of a session ends the same.
 *
 * Implementations: src/actors/logout.actors.ts
 */
import { fromPromise, setup } from 'xstate';
import type { MachineMeta } from './machine-meta';

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.cancel' } | { type: 'logout.confirm' };

export const logoutMachine = setup({
  types: { events: {} as LogoutEvent },
  actors: {
    revokeToken: fromPromise<void, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportSignedOut: () => {} },
}).createMachine({
  id: 'logout',
  description: 'The confirm dialog and sign-out.',
  meta: { emitted: [], docs: 'docs/product/session.md' } satisfies MachineMeta,
  initial: 'idle',
  states: {
    idle: { on: { 'logout.request': 'confirming' } },
    confirming: {
      tags: ['dialog'],
      on: { 'logout.cancel': 'idle', 'logout.confirm': 'signingOut' },
    },
    signingOut: {
      tags: ['busy'],
      description: 'Revokes the token on the server; signs out locally whatever the answer.',
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        onDone: { target: 'idle', actions: 'reportSignedOut' },
        onError: { target: 'idle', actions: 'reportSignedOut' },
      },
    },
  },
});
