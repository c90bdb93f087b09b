/**
 * Live implementations of the exclusion-confirm flow (startExclusion, the password RSA-encrypted like login's;
 * acknowledging signs the app out), of the end-exclusion flow (getExclusion, endSelfExclusion with the password
 * encrypted the same way) and of the account-security flow (getAccountSecurity, signOutOtherSessions).
 */
import { fromPromise } from 'xstate';
import { accountSecurityMachine, type AccountSecurity } from '../../machines/account-security.machine';
import { endExclusionMachine, type LoadedExclusion } from '../../machines/end-exclusion.machine';
import {
  exclusionConfirmMachine,
  type Exclusion,
  type ExclusionRequest,
} from '../../machines/exclusion-confirm.machine';
import { encryptForServer } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function exclusionConfirmImplementations(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return {
    actors: {
      startExclusion: fromPromise<Exclusion, ExclusionRequest>(async ({ input, signal }) => {
        const password = await encryptForServer(port, input.password);
        const body =
          input.kind === 'closure'
            ? { kind: input.kind, password }
            : { kind: input.kind, duration: input.duration, password };
        return (await port.deps.api.call('startExclusion', body, { signal })).exclusion;
      }),
    },
    actions: { endSession: () => port.report({ type: 'logout.confirmed' }) },
  } satisfies ImplementationsOf<typeof exclusionConfirmMachine>;
}

export function liveExclusionConfirmMachine(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return exclusionConfirmMachine.provide(exclusionConfirmImplementations(port));
}

export function endExclusionImplementations(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return {
    actors: {
      loadExclusion: fromPromise<LoadedExclusion, void>(async ({ signal }) => {
        const answer = await port.deps.api.call('getExclusion', {}, { signal });
        return { exclusion: answer.exclusion ?? null, at: answer.serverTime ?? Date.now() };
      }),
      endExclusion: fromPromise<Exclusion, { password: string }>(async ({ input, signal }) => {
        const password = await encryptForServer(port, input.password);
        return (await port.deps.api.call('endSelfExclusion', { password }, { signal })).exclusion;
      }),
    },
  } satisfies ImplementationsOf<typeof endExclusionMachine>;
}

/** The end-exclusion flow on `port` (the withdraw-only area's: getExclusion and endSelfExclusion are withdraw-only operations). */
export function liveEndExclusionMachine(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return endExclusionMachine.provide(endExclusionImplementations(port));
}

function securityOf(answer: AccountSecurity): AccountSecurity {
  return { loginHistory: answer.loginHistory, sessions: answer.sessions };
}

export function accountSecurityImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actors: {
      loadSecurity: fromPromise<AccountSecurity, void>(async ({ signal }) =>
        securityOf(await port.deps.api.call('getAccountSecurity', {}, { signal })),
      ),
      signOutOthers: fromPromise<AccountSecurity & { signedOut: number }, void>(async ({ signal }) => {
        const answer = await port.deps.api.call('signOutOtherSessions', {}, { signal });
        return { ...securityOf(answer), signedOut: answer.signedOut };
      }),
    },
  } satisfies ImplementationsOf<typeof accountSecurityMachine>;
}

export function liveAccountSecurityMachine(port: Pick<FlowPort, 'deps'>) {
  return accountSecurityMachine.provide(accountSecurityImplementations(port));
}
