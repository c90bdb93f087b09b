/** The confirmed sign-out of /profile/more: the token is revoked, then the session clears storage and goes to /login. */
import { fromPromise } from 'xstate';
import { logoutMachine } from '../../machines/logout.machine';
import type { AppRoot } from '../app/root';

type ShellRoot = Pick<AppRoot, 'deps' | 'session'>;

/** logout with the token revocation; the session then clears storage and goes to /login. */
export function liveLogoutMachine(root: ShellRoot) {
  return logoutMachine.provide({
    actors: {
      revokeToken: fromPromise<void, void>(async () => {
        await root.deps.api.call('logout');
      }),
    },
    actions: { reportSignedOut: () => root.session.send({ type: 'logout.confirmed' }) },
  });
}
