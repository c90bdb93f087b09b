/** The superior flow's live implementations: agentFill and getUserInfo; the player goes to the session. */
import { fromPromise } from 'xstate';
import { superiorMachine } from '../../machines/superior.machine';
import type { UserInfo } from '../../contract/types';
import type { FlowPort, ImplementationsOf } from './port';

export function superiorImplementations(port: Pick<FlowPort, 'deps' | 'report'>) {
  return {
    actors: {
      setSuperior: fromPromise<UserInfo, { pid: number }>(
        async ({ input, signal }) => (await port.deps.api.call('agentFill', { pid: input.pid }, { signal })).user,
      ),
      loadUser: fromPromise<UserInfo, void>(
        async ({ signal }) => (await port.deps.api.call('getUserInfo', {}, { signal })).user,
      ),
    },
    actions: { reportUser: (_, { user }) => port.report({ type: 'user.updated', user }) },
  } satisfies ImplementationsOf<typeof superiorMachine>;
}

export function liveSuperiorMachine(port: Pick<FlowPort, 'deps' | 'report'>) {
  return superiorMachine.provide(superiorImplementations(port));
}
