/**
 * The account centre's figures flow: getUserInfo when a member page opens; the fresh player goes to the
 * session (`user.updated`), which the member centre, VIP page and wallet overview follow.
 */
import { fromPromise } from 'xstate';
import { memberMachine } from '../../machines/member.machine';
import type { UserInfo } from '../../machines/session.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function memberImplementations(port: Pick<FlowPort, 'deps' | 'report'>) {
  return {
    actors: {
      loadPlayer: fromPromise<UserInfo, void>(
        async ({ signal }) => (await port.deps.api.call('getUserInfo', {}, { signal })).user,
      ),
    },
    actions: { reportUser: (_, { user }) => port.report({ type: 'user.updated', user }) },
  } satisfies ImplementationsOf<typeof memberMachine>;
}

export function liveMemberMachine(port: Pick<FlowPort, 'deps' | 'report'>) {
  return memberMachine.provide(memberImplementations(port));
}
