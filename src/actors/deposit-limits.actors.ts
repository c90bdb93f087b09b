/** The deposit-limits flow's live implementations: getPlayerProtection, setDepositLimit, cancelDepositLimitChange. */
import { fromPromise } from 'xstate';
import type { LimitPeriod } from '../../contract/deposit-limit-rules';
import { depositLimitsMachine } from '../../machines/deposit-limits.machine';
import type { PlayerProtection } from '../../machines/deposit-limits.rules';
import type { FlowPort, ImplementationsOf } from './port';

/** The settings part of an answer (without errcode, msg and change). */
function protectionOf(answer: PlayerProtection): PlayerProtection {
  return {
    depositLimits: answer.depositLimits,
    ...(answer.depositLeft !== undefined ? { depositLeft: answer.depositLeft } : {}),
    ...(answer.depositLeftResetAt !== undefined ? { depositLeftResetAt: answer.depositLeftResetAt } : {}),
  };
}

export function depositLimitsImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actors: {
      loadLimits: fromPromise<PlayerProtection, void>(async ({ signal }) =>
        protectionOf(await port.deps.api.call('getPlayerProtection', {}, { signal })),
      ),
      saveLimit: fromPromise<PlayerProtection, { period: LimitPeriod; amount: number | null }>(
        async ({ input, signal }) =>
          protectionOf(
            await port.deps.api.call(
              'setDepositLimit',
              input.amount === null ? { period: input.period } : { period: input.period, amount: input.amount },
              { signal },
            ),
          ),
      ),
      cancelChange: fromPromise<PlayerProtection, { period: LimitPeriod }>(async ({ input, signal }) =>
        protectionOf(await port.deps.api.call('cancelDepositLimitChange', { period: input.period }, { signal })),
      ),
    },
  } satisfies ImplementationsOf<typeof depositLimitsMachine>;
}

export function liveDepositLimitsMachine(port: Pick<FlowPort, 'deps'>) {
  return depositLimitsMachine.provide(depositLimitsImplementations(port));
}
