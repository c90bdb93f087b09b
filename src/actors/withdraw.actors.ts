/** The withdraw flow's live implementations: getExchange, exchange (safebox password encrypted); the new balance goes to the session. */
import { fromPromise } from 'xstate';
import { withdrawMachine, type WithdrawResult, type WithdrawTerms } from '../../machines/withdraw.machine';
import type { AppRoot } from '../app/root';
import { encryptForServer, patchUser } from './account-calls';

export function liveWithdrawMachine(root: Pick<AppRoot, 'deps' | 'session'>) {
  return withdrawMachine.provide({
    actors: {
      loadTerms: fromPromise<WithdrawTerms, void>(async ({ signal }) => {
        const { errcode: _e, ...terms } = await root.deps.api.call('getExchange', {}, { signal });
        return terms;
      }),
      exchange: fromPromise<WithdrawResult, { amount: number; bankId: number; pin: string }>(
        async ({ input, signal }) => {
          const safeboxPassword = await encryptForServer(root, input.pin);
          const { order, coin } = await root.deps.api.call(
            'exchange',
            { amount: input.amount, bankId: input.bankId, safeboxPassword },
            { signal },
          );
          return { order, coin };
        },
      ),
    },
    actions: { reportCoin: (_, { coin }) => patchUser(root, { coin }) },
  });
}
