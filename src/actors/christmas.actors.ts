/**
 * Live implementations of the Christmas flow (machines/christmas.machine.ts): appChristmasUser and the four
 * actions; a credit's balances go into the session's user, the red dots are checked
 * (reveal-receive.ts).
 */
import { fromPromise } from 'xstate';
import { christmasMachine } from '../../machines/christmas.machine';
import type { ChristmasAction, ChristmasOutcome, ChristmasState } from '../../machines/promo-seasonal.rules';
import type { Keyed } from '../../machines/intent-key';
import type { FlowPort, ImplementationsOf } from './port';
import { revealReceiveActions, type RevealReceivePort } from './reveal-receive';

type ChristmasPort = RevealReceivePort;

async function act(api: FlowPort['deps']['api'], action: ChristmasAction & Keyed): Promise<ChristmasOutcome> {
  switch (action.kind) {
    case 'sign': {
      const answer = await api.call('appChristmasUserSign', {}, { idempotencyKey: action.idempotencyKey });
      return { state: answer.appChristmasUser, award: [], balances: null };
    }
    case 'open': {
      const answer = await api.call(
        'appChristmasUserOpen',
        { id: action.id },
        { idempotencyKey: action.idempotencyKey },
      );
      return { state: answer.appChristmasUser, award: answer.propList, balances: null };
    }
    case 'receive': {
      const answer = await api.call(
        'appChristmasUserReceive',
        { id: action.id },
        { idempotencyKey: action.idempotencyKey },
      );
      return {
        state: answer.appChristmasUser,
        award: answer.propList,
        balances: { coin: answer.coin, lottery: answer.lottery },
      };
    }
    case 'extra': {
      const answer = await api.call('appChristmasUserExtra', {}, { idempotencyKey: action.idempotencyKey });
      return {
        state: answer.appChristmasUser,
        award: answer.propList,
        balances: { coin: answer.coin, lottery: answer.lottery },
      };
    }
  }
}

export function christmasImplementations(port: ChristmasPort) {
  return {
    actors: {
      loadChristmas: fromPromise<ChristmasState, void>(
        async ({ signal }) => (await port.deps.api.call('appChristmasUser', {}, { signal })).appChristmasUser,
      ),
      // Not aborted with the page: an action the server took is reported all the same.
      act: fromPromise<ChristmasOutcome, ChristmasAction & Keyed>(({ input }) => act(port.deps.api, input)),
    },
    actions: revealReceiveActions(port),
  } satisfies ImplementationsOf<typeof christmasMachine>;
}

export function liveChristmasMachine(port: ChristmasPort) {
  return christmasMachine.provide(christmasImplementations(port));
}
