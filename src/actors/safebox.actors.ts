/** The safebox-password flow's live implementations: getSafebox, safeboxPasswordInit / modifySafePassword (encrypted). */
import { fromPromise } from 'xstate';
import { safeboxMachine, type SafeboxInfo, type SafeboxMode } from '../../machines/safebox.machine';
import { encryptForServer, patchUser } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function safeboxImplementations(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return {
    actors: {
      loadSafebox: fromPromise<SafeboxInfo, void>(async ({ signal }) => {
        const { safebox, hasSafeboxPassword } = await port.deps.api.call('getSafebox', {}, { signal });
        return { safebox, hasSafeboxPassword };
      }),
      savePassword: fromPromise<void, { mode: SafeboxMode; oldPin: string; pin: string }>(async ({ input, signal }) => {
        const password = await encryptForServer(port, input.pin);
        if (input.mode === 'init') {
          await port.deps.api.call('safeboxPasswordInit', { password }, { signal });
        } else {
          const oldPassword = await encryptForServer(port, input.oldPin);
          await port.deps.api.call('modifySafePassword', { oldPassword, password }, { signal });
        }
      }),
    },
    actions: { reportPasswordSet: () => patchUser(port, { hasSafeboxPassword: 1 }) },
  } satisfies ImplementationsOf<typeof safeboxMachine>;
}

export function liveSafeboxMachine(port: Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>) {
  return safeboxMachine.provide(safeboxImplementations(port));
}
