/**
 * Live implementations of the login-pay cards flow (machines/login-pay.machine.ts): getLoginPayUser3 and
 * receiveLoginPay3 read into the rules' state, and after a claim the session's figures (refreshData) and
 * activity ids (getActivityIds: totalRecharge, loginPaying) read again from the server.
 */
import { fromPromise } from 'xstate';
import { ITEM } from '../../contract/ids';
import { loginPayMachine, type DayClaim } from '../../machines/login-pay.machine';
import { loginPayStateOf, type LoginPayState } from '../../machines/login-pay.rules';
import type { FlowPort, ImplementationsOf } from './port';
import { refreshActivities } from './promotions.actors';

type LoginPayPort = Pick<FlowPort, 'deps' | 'report'>;

/** The session's figures after a credit; a failure leaves the last ones (the header has a refresh icon). */
async function refreshFigures(port: LoginPayPort): Promise<void> {
  try {
    const { coin, lottery, vip, vipExp, userLevel, bet } = await port.deps.api.call('refreshData', {});
    port.report({ type: 'user.figures', figures: { coin, lottery, vip, vipExp, userLevel, bet } });
  } catch {
    // Kept.
  }
}

export function loginPayImplementations(port: LoginPayPort) {
  return {
    actors: {
      fetchCards: fromPromise<LoginPayState, void>(async ({ signal }) =>
        loginPayStateOf(await port.deps.api.call('getLoginPayUser3', {}, { signal })),
      ),
      // Not aborted with the page: a claim the server took is reported all the same.
      claimDay: fromPromise<DayClaim, { id: number; idempotencyKey: string }>(async ({ input }) => {
        const answer = await port.deps.api.call(
          'receiveLoginPay3',
          { id: input.id },
          { idempotencyKey: input.idempotencyKey },
        );
        const coin = (answer.propList ?? []).filter((p) => p.id === ITEM.Coin).reduce((sum, p) => sum + p.count, 0);
        return { state: loginPayStateOf(answer), coin };
      }),
    },
    actions: {
      refreshBalance: () => {
        void refreshFigures(port);
        void refreshActivities(port);
      },
    },
  } satisfies ImplementationsOf<typeof loginPayMachine>;
}

export function liveLoginPayMachine(port: LoginPayPort) {
  return loginPayMachine.provide(loginPayImplementations(port));
}
