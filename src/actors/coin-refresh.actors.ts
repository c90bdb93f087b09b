/** The balance refresh of the header and the menu: refreshData; the figures go to the session. */
import { fromPromise } from 'xstate';
import { coinRefreshMachine } from '../../machines/coin-refresh.machine';
import type { Figures } from '../../machines/session.machine';
import type { AppRoot } from '../app/root';

type ShellRoot = Pick<AppRoot, 'deps' | 'session'>;

/** coinRefresh with refreshData; the new figures go to the session (`user.figures`). */
export function liveCoinRefreshMachine(root: ShellRoot) {
  return coinRefreshMachine.provide({
    actors: {
      refreshFigures: fromPromise<Figures, void>(async ({ signal }) => {
        const { coin, lottery, vip, vipExp, userLevel, bet } = await root.deps.api.call('refreshData', {}, { signal });
        return { coin, lottery, vip, vipExp, userLevel, bet };
      }),
    },
    actions: {
      reportFigures: (_, { figures }) => root.session.send({ type: 'user.figures', figures }),
    },
  });
}
