/** The profile-info flow's live implementations: appUserOther and updateAppUserOther. */
import { fromPromise } from 'xstate';
import { profileInfoMachine } from '../../machines/profile-info.machine';
import type { OtherChange, OtherDetails } from '../../machines/profile-edit.rules';
import type { FlowPort, ImplementationsOf } from './port';

export function profileInfoImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actors: {
      loadOther: fromPromise<OtherDetails, void>(
        async ({ signal }) => (await port.deps.api.call('appUserOther', {}, { signal })).appUserOther,
      ),
      saveOther: fromPromise<OtherDetails, OtherChange>(
        async ({ input, signal }) => (await port.deps.api.call('updateAppUserOther', input, { signal })).appUserOther,
      ),
    },
  } satisfies ImplementationsOf<typeof profileInfoMachine>;
}

export function liveProfileInfoMachine(port: Pick<FlowPort, 'deps'>) {
  return profileInfoMachine.provide(profileInfoImplementations(port));
}
