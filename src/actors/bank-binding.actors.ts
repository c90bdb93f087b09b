/** The bank-card flow's live implementations: addBankInfo / modifyBankInfo; the cards go to the session. */
import { fromPromise } from 'xstate';
import { bankBindingMachine, type CardMode, type SavedCards } from '../../machines/bank-binding.machine';
import type { AppRoot } from '../app/root';

export function liveBankBindingMachine(root: Pick<AppRoot, 'deps' | 'session'>) {
  return bankBindingMachine.provide({
    actors: {
      saveCard: fromPromise<SavedCards, { mode: CardMode; bankId: number; accountName: string; cardNum: string }>(
        async ({ input, signal }) => {
          const { mode, ...card } = input;
          const answer = await root.deps.api.call(mode === 'add' ? 'addBankInfo' : 'modifyBankInfo', card, { signal });
          return { appUserBank: answer.appUserBank, appUserBankList: answer.appUserBankList };
        },
      ),
    },
    actions: {
      reportCards: (_, cards) => root.session.send({ type: 'player.updated', patch: cards }),
    },
  });
}
