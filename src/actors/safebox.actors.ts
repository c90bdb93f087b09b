/** The safebox-password flow's live implementations: getSafebox, safeboxPasswordInit / modifySafePassword (encrypted). */
import { fromPromise } from 'xstate';
import { safeboxMachine, type SafeboxInfo, type SafeboxMode } from '../../machines/safebox.machine';
import type { AppRoot } from '../app/root';
import { encryptForServer, patchUser } from './account-calls';

export function liveSafeboxMachine(root: Pick<AppRoot, 'deps' | 'session'>) {
  return safeboxMachine.provide({
    actors: {
      loadSafebox: fromPromise<SafeboxInfo, void>(async ({ signal }) => {
        const { safebox, hasSafeboxPassword } = await root.deps.api.call('getSafebox', {}, { signal });
        return { safebox, hasSafeboxPassword };
      }),
      savePassword: fromPromise<void, { mode: SafeboxMode; oldPin: string; pin: string }>(async ({ input, signal }) => {
        const password = await encryptForServer(root, input.pin);
        if (input.mode === 'init') {
          await root.deps.api.call('safeboxPasswordInit', { password }, { signal });
        } else {
          const oldPassword = await encryptForServer(root, input.oldPin);
          await root.deps.api.call('modifySafePassword', { oldPassword, password }, { signal });
        }
      }),
    },
    actions: { reportPasswordSet: () => patchUser(root, { hasSafeboxPassword: 1 }) },
  });
}
