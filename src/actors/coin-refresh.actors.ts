/** The balance refresh of the header and the menu: refreshData; the figures go to the session. */
import { fromPromise } from 'xstate';
import { coinRefreshMachine } from '../../machines/coin-refresh.machine';
import type { Figures } from '../../contract/types';
import type { FlowPort, ImplementationsOf } from './port';

type ShellPort = Pick<FlowPort, 'deps' | 'report'>;

/** coinRefresh with refreshData; the new figures go to the session (`user.figures`). */
export function coinRefreshImplementations(port: ShellPort) {
  return {
    actors: {
      refreshFigures: fromPromise<Figures, void>(async ({ signal }) => {
        const { coin, lottery, vip, vipExp, userLevel, bet } = await port.deps.api.call('refreshData', {}, { signal });
        return { coin, lottery, vip, vipExp, userLevel, bet };
      }),
    },
    actions: {
      reportFigures: (_, { figures }) => port.report({ type: 'user.figures', figures }),
    },
  } satisfies ImplementationsOf<typeof coinRefreshMachine>;
}

export function liveCoinRefreshMachine(port: ShellPort) {
  return coinRefreshMachine.provide(coinRefreshImplementations(port));
}
