/** The bank-card flow's live implementations: addBankInfo / modifyBankInfo; the cards go to the session. */
import { fromPromise } from 'xstate';
import { bankBindingMachine, type CardMode, type SavedCards } from '../../machines/bank-binding.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function bankBindingImplementations(port: Pick<FlowPort, 'deps' | 'report'>) {
  return {
    actors: {
      saveCard: fromPromise<SavedCards, { mode: CardMode; bankId: number; accountName: string; cardNum: string }>(
        async ({ input, signal }) => {
          const { mode, ...card } = input;
          const answer = await port.deps.api.call(mode === 'add' ? 'addBankInfo' : 'modifyBankInfo', card, { signal });
          return { appUserBank: answer.appUserBank, appUserBankList: answer.appUserBankList };
        },
      ),
    },
    actions: {
      reportCards: (_, cards) => port.report({ type: 'player.updated', patch: cards }),
    },
  } satisfies ImplementationsOf<typeof bankBindingMachine>;
}

export function liveBankBindingMachine(port: Pick<FlowPort, 'deps' | 'report'>) {
  return bankBindingMachine.provide(bankBindingImplementations(port));
}
