/** The confirmed sign-out of /profile/more: the token is revoked, then the session clears storage and goes to /login. */
import { fromPromise } from 'xstate';
import { logoutMachine } from '../../machines/logout.machine';
import type { FlowPort, ImplementationsOf } from './port';

type ShellPort = Pick<FlowPort, 'deps' | 'report'>;

/** logout with the token revocation; the session then clears storage and goes to /login. */
export function logoutImplementations(port: ShellPort) {
  return {
    actors: {
      revokeToken: fromPromise<void, void>(async () => {
        await port.deps.api.call('logout');
      }),
    },
    actions: { reportSignedOut: () => port.report({ type: 'logout.confirmed' }) },
  } satisfies ImplementationsOf<typeof logoutMachine>;
}

export function liveLogoutMachine(port: ShellPort) {
  return logoutMachine.provide(logoutImplementations(port));
}
