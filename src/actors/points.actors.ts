/** The bonus-points flow's live implementations: getLotterConfig, lotteryExchange; new balances go to the session. */
import { fromPromise } from 'xstate';
import { pointsMachine, type ExchangeResult, type LotteryTerms } from '../../machines/points.machine';
import { patchUser } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function pointsImplementations(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return {
    actors: {
      loadTerms: fromPromise<LotteryTerms, void>(async ({ signal }) => {
        const { lottery, coinPerPoint, minPoints, stepPoints } = await port.deps.api.call(
          'getLotterConfig',
          {},
          { signal },
        );
        return { lottery, coinPerPoint, minPoints, stepPoints };
      }),
      exchange: fromPromise<ExchangeResult, { points: number; idempotencyKey: string }>(async ({ input, signal }) => {
        const { coin, lottery, gained } = await port.deps.api.call(
          'lotteryExchange',
          { points: input.points },
          { signal, idempotencyKey: input.idempotencyKey },
        );
        return { coin, lottery, gained };
      }),
    },
    actions: { reportBalances: (_, { coin, lottery }) => patchUser(port, { coin, lottery }) },
  } satisfies ImplementationsOf<typeof pointsMachine>;
}

export function livePointsMachine(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return pointsMachine.provide(pointsImplementations(port));
}
