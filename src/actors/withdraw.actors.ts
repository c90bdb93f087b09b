/** The withdraw flow's live implementations: getExchange with getBonusWallet, exchange (safebox password encrypted); the new balance goes to the session. */
import { fromPromise } from 'xstate';
import { withdrawMachine, type WithdrawResult, type WithdrawTerms } from '../../machines/withdraw.machine';
import { encryptForServer, patchUser } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function withdrawImplementations(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return {
    actors: {
      loadTerms: fromPromise<WithdrawTerms, void>(async ({ signal }) => {
        const [{ errcode: _e, ...terms }, wallet] = await Promise.all([
          port.deps.api.call('getExchange', {}, { signal }),
          port.deps.api.call('getBonusWallet', {}, { signal }),
        ]);
        const { errcode: _w, coin: _c, ...pots } = wallet;
        return { ...terms, pots };
      }),
      exchange: fromPromise<WithdrawResult, { amount: number; bankId: number; pin: string; key: string }>(
        async ({ input, signal }) => {
          const safeboxPassword = await encryptForServer(port, input.pin);
          const { order, coin } = await port.deps.api.call(
            'exchange',
            { amount: input.amount, bankId: input.bankId, safeboxPassword },
            { signal, idempotencyKey: input.key },
          );
          return { order, coin };
        },
      ),
    },
    actions: { reportCoin: (_, { coin }) => patchUser(port, { coin }) },
  } satisfies ImplementationsOf<typeof withdrawMachine>;
}

export function liveWithdrawMachine(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return withdrawMachine.provide(withdrawImplementations(port));
}
