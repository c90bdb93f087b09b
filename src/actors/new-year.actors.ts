/**
 * Live implementations of the New Year flow (machines/new-year.machine.ts): appNewYearUser and the five actions;
 * a credit's balances go into the session's user, the red dots are checked
 * (reveal-receive.ts).
 */
import { fromPromise } from 'xstate';
import { newYearMachine } from '../../machines/new-year.machine';
import type { NewYearAction, NewYearOutcome, NewYearState } from '../../machines/promo-seasonal.rules';
import type { Keyed } from '../../machines/intent-key';
import type { FlowPort, ImplementationsOf } from './port';
import { revealReceiveActions, type RevealReceivePort } from './reveal-receive';

type NewYearPort = RevealReceivePort;

async function act(api: FlowPort['deps']['api'], action: NewYearAction & Keyed): Promise<NewYearOutcome> {
  switch (action.kind) {
    case 'share':
      return { state: (await api.call('appNewYearUserShare', {})).appNewYearUser, award: [], balances: null };
    case 'task': {
      const answer = await api.call(
        'appNewYearUserReceiveTask',
        { id: action.id },
        { idempotencyKey: action.idempotencyKey },
      );
      return { state: answer.appNewYearUser, award: [], balances: null };
    }
    case 'box': {
      const answer = await api.call(
        'appNewYearUserBoxOpen',
        { id: action.id },
        { idempotencyKey: action.idempotencyKey },
      );
      return { state: answer.appNewYearUser, award: answer.propList, balances: null };
    }
    case 'packet': {
      const answer = await api.call('appNewYearUserOpen', {}, { idempotencyKey: action.idempotencyKey });
      return {
        state: answer.appNewYearUser,
        award: answer.propList,
        balances: { coin: answer.coin, lottery: answer.lottery },
      };
    }
    case 'extra': {
      const answer = await api.call('appNewYearUserExtra', {}, { idempotencyKey: action.idempotencyKey });
      return {
        state: answer.appNewYearUser,
        award: answer.propList,
        balances: { coin: answer.coin, lottery: answer.lottery },
      };
    }
  }
}

export function newYearImplementations(port: NewYearPort) {
  return {
    actors: {
      loadNewYear: fromPromise<NewYearState, void>(
        async ({ signal }) => (await port.deps.api.call('appNewYearUser', {}, { signal })).appNewYearUser,
      ),
      // Not aborted with the page: an action the server took is reported all the same.
      act: fromPromise<NewYearOutcome, NewYearAction & Keyed>(({ input }) => act(port.deps.api, input)),
    },
    actions: revealReceiveActions(port),
  } satisfies ImplementationsOf<typeof newYearMachine>;
}

export function liveNewYearMachine(port: NewYearPort) {
  return newYearMachine.provide(newYearImplementations(port));
}
