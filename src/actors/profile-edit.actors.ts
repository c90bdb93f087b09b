/** The profile-edit flow's live implementations: updateProfile; the saved player goes to the session. */
import { fromPromise } from 'xstate';
import { profileEditMachine } from '../../machines/profile-edit.machine';
import type { ProfileBasics } from '../../machines/profile-edit.rules';
import type { FlowPort, ImplementationsOf } from './port';

export function profileEditImplementations(port: Pick<FlowPort, 'deps' | 'report'>) {
  return {
    actors: {
      saveProfile: fromPromise(
        async ({ input, signal }: { input: Partial<ProfileBasics>; signal: AbortSignal }) =>
          (await port.deps.api.call('updateProfile', input, { signal })).user,
      ),
    },
    actions: { reportUser: (_, { user }) => port.report({ type: 'user.updated', user }) },
  } satisfies ImplementationsOf<typeof profileEditMachine>;
}

export function liveProfileEditMachine(port: Pick<FlowPort, 'deps' | 'report'>) {
  return profileEditMachine.provide(profileEditImplementations(port));
}
