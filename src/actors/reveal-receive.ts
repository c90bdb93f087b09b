/**
 * The actions every "reveal then receive" flow (machines/reveal-receive.ts: Christmas, New Year, AgentCount)
 * gets from the app: a credit's balances go into the session's user, the red dots are checked.
 */
import type { Balances } from '../../machines/reveal-receive';
import { patchUser } from './account-calls';
import type { FlowPort } from './port';

export type RevealReceivePort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

export function revealReceiveActions(port: RevealReceivePort) {
  return {
    reportBalances: (_: unknown, { balances }: { balances: Balances | null }) => {
      if (balances) patchUser(port, { coin: balances.coin, lottery: balances.lottery });
    },
    refreshDots: () => port.report({ type: 'badges.refresh' }),
  };
}
