/** The agreements flow's live implementation: getAgreements. */
import { fromPromise } from 'xstate';
import { agreementsMachine, type Agreement } from '../../machines/agreements.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function agreementsImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actors: {
      loadAgreements: fromPromise<readonly Agreement[], void>(
        async ({ signal }) => (await port.deps.api.call('getAgreements', {}, { signal })).agreements,
      ),
    },
  } satisfies ImplementationsOf<typeof agreementsMachine>;
}

export function liveAgreementsMachine(port: Pick<FlowPort, 'deps'>) {
  return agreementsMachine.provide(agreementsImplementations(port));
}
