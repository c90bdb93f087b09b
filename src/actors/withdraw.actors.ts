/**
 * The withdraw flow's live implementations: getExchange with getBonusWallet, exchange (safebox password encrypted,
 * with the withdrawal's Idempotency-Key); the new balance goes to the session; a withdrawal asked without an
 * answer is kept in the tab (src/actors/kept-intent.ts), so a retry after a reload sends the same key.
 */
import { fromPromise } from 'xstate';
import {
  withdrawMachine,
  type WithdrawInput,
  type WithdrawResult,
  type WithdrawTerms,
} from '../../machines/withdraw.machine';
import { encryptForServer, patchUser } from './account-calls';
import { keepIntentIn, keptIntent, type IntentOwner } from './kept-intent';
import type { FlowPort, ImplementationsOf } from './port';

type WithdrawPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

/**
 * Whose withdrawal the tab keeps: the signed-in player, or — on a port without a player record, the
 * withdraw-only session of an excluded player — that session. Another excluded player's withdraw-only session
 * in the same tab could meet that kept intent only with the same amount and bank; the server keeps keys per
 * player, so the key would still be a new one to it.
 */
function ownerOf(port: WithdrawPort): IntentOwner {
  return port.sessionUser()?.id ?? 'withdraw-only';
}

/** The flow's input: the withdrawal this player asked in this tab without its answer (a reload meanwhile). */
export function withdrawInput(port: WithdrawPort): WithdrawInput {
  return { pendingIntent: keptIntent(port.deps.tabStore, 'withdraw', ownerOf(port)) };
}

export function withdrawImplementations(port: WithdrawPort) {
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
    actions: {
      reportCoin: (_, { coin }) => patchUser(port, { coin }),
      keepIntent: keepIntentIn(port.deps.tabStore, 'withdraw', ownerOf(port)),
    },
  } satisfies ImplementationsOf<typeof withdrawMachine>;
}

export function liveWithdrawMachine(port: WithdrawPort) {
  return withdrawMachine.provide(withdrawImplementations(port));
}
