/**
 * The limits editor's live implementations: getPlayerProtection; setDepositLimit and cancelDepositLimitChange
 * for deposit limits, setPlayerLimit and cancelPlayerLimitChange for loss and session-time limits (the same
 * mechanism on the server); setPlaySettings for the reality check and the limit offer.
 */
import { fromPromise } from 'xstate';
import type { RealityCheckMinutes } from '../../contract/deposit-limit-rules';
import { depositLimitsMachine, type LimitTarget } from '../../machines/deposit-limits.machine';
import type { PlayerProtection } from '../../machines/deposit-limits.rules';
import type { FlowPort, ImplementationsOf } from './port';

/** The settings part of an answer (without errcode, msg and change). */
function protectionOf(
  answer: PlayerProtection & { errcode?: unknown; msg?: unknown; change?: unknown },
): PlayerProtection {
  const { errcode: _errcode, msg: _msg, change: _change, ...protection } = answer;
  return protection;
}

/** setPlayerLimit's and cancelPlayerLimitChange's window: the session-time limit has none. */
const slotOf = ({ kind, period }: LimitTarget) =>
  kind === 'session' ? { kind } : { kind, period: period === 'session' ? ('day' as const) : period };

export function depositLimitsImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actors: {
      loadLimits: fromPromise<PlayerProtection, void>(async ({ signal }) =>
        protectionOf(await port.deps.api.call('getPlayerProtection', {}, { signal })),
      ),
      saveLimit: fromPromise<PlayerProtection, LimitTarget & { amount: number | null }>(async ({ input, signal }) => {
        const amount = input.amount === null ? {} : { amount: input.amount };
        if (input.kind === 'deposit' && input.period !== 'session') {
          return protectionOf(
            await port.deps.api.call('setDepositLimit', { period: input.period, ...amount }, { signal }),
          );
        }
        return protectionOf(await port.deps.api.call('setPlayerLimit', { ...slotOf(input), ...amount }, { signal }));
      }),
      cancelChange: fromPromise<PlayerProtection, LimitTarget>(async ({ input, signal }) => {
        if (input.kind === 'deposit' && input.period !== 'session') {
          return protectionOf(
            await port.deps.api.call('cancelDepositLimitChange', { period: input.period }, { signal }),
          );
        }
        return protectionOf(await port.deps.api.call('cancelPlayerLimitChange', slotOf(input), { signal }));
      }),
      saveSettings: fromPromise<
        PlayerProtection,
        { realityCheckMinutes: RealityCheckMinutes } | { limitOfferAnswered: true }
      >(async ({ input, signal }) => protectionOf(await port.deps.api.call('setPlaySettings', input, { signal }))),
    },
  } satisfies ImplementationsOf<typeof depositLimitsMachine>;
}

export function liveDepositLimitsMachine(port: Pick<FlowPort, 'deps'>) {
  return depositLimitsMachine.provide(depositLimitsImplementations(port));
}
