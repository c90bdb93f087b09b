/**
 * The account centre's figures flow: getUserInfo when a member page opens (the wallet overview with
 * getBonusWallet: cash, bonus money, the withdrawable amount and wagering); the fresh player goes to the
 * session (`user.updated`), which the member centre, VIP page and wallet overview follow.
 */
import { fromPromise } from 'xstate';
import { memberMachine, type MemberLoad } from '../../machines/member.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function memberImplementations(port: Pick<FlowPort, 'deps' | 'report'>) {
  return {
    actors: {
      loadPlayer: fromPromise<MemberLoad, { pots: boolean }>(async ({ input, signal }) => {
        const [{ user }, wallet] = await Promise.all([
          port.deps.api.call('getUserInfo', {}, { signal }),
          input.pots ? port.deps.api.call('getBonusWallet', {}, { signal }) : null,
        ]);
        if (!wallet) return { user, pots: null };
        const { errcode: _e, ...pots } = wallet;
        return { user, pots };
      }),
    },
    actions: { reportUser: (_, { user }) => port.report({ type: 'user.updated', user }) },
  } satisfies ImplementationsOf<typeof memberMachine>;
}

export function liveMemberMachine(port: Pick<FlowPort, 'deps' | 'report'>) {
  return memberMachine.provide(memberImplementations(port));
}
