/** The bonus-points flow's live implementations: getLotterConfig, lotteryExchange; new balances go to the session. */
import { fromPromise } from 'xstate';
import { pointsMachine, type ExchangeResult, type LotteryTerms } from '../../machines/points.machine';
import type { AppRoot } from '../app/root';
import { patchUser } from './account-calls';

export function livePointsMachine(root: Pick<AppRoot, 'deps' | 'session'>) {
  return pointsMachine.provide({
    actors: {
      loadTerms: fromPromise<LotteryTerms, void>(async ({ signal }) => {
        const { lottery, coinPerPoint, minPoints, stepPoints } = await root.deps.api.call(
          'getLotterConfig',
          {},
          { signal },
        );
        return { lottery, coinPerPoint, minPoints, stepPoints };
      }),
      exchange: fromPromise<ExchangeResult, { points: number }>(async ({ input, signal }) => {
        const { coin, lottery, gained } = await root.deps.api.call('lotteryExchange', input, { signal });
        return { coin, lottery, gained };
      }),
    },
    actions: { reportBalances: (_, { coin, lottery }) => patchUser(root, { coin, lottery }) },
  });
}
