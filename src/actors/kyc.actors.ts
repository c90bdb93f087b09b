/**
 * The identity-verification flow's live implementations: kyc, addKyc, and each image's upload (uploadKyc)
 * with byte progress through XMLHttpRequest; where there is none (tests over a fake client) the typed
 * client uploads it in one step.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { KycKind } from '../../machines/account-rules';
import { kycMachine, type KycEvent } from '../../machines/kyc.machine';
import type { KycState, KycSubmission } from '../../machines/kyc.rules';
import { patchUser, uploadWithProgress } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

type AccountPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

const stateOf = ({ status, reason, required, dueTime, overdue }: KycState): KycState => ({
  status,
  reason,
  required,
  dueTime,
  overdue,
});

function upload(port: AccountPort, kind: KycKind, file: Blob, onProgress: (p: number) => void, signal: AbortSignal) {
  if (typeof XMLHttpRequest !== 'undefined' && port.deps.api.http === true)
    return uploadWithProgress(port, { kind, file }, onProgress, signal);
  return port.deps.api.call('uploadKyc', { kind, file }, { signal });
}

export function kycImplementations(port: AccountPort) {
  return {
    actors: {
      loadKyc: fromPromise<KycState, void>(async ({ signal }) =>
        stateOf(await port.deps.api.call('kyc', {}, { signal })),
      ),
      submitKyc: fromPromise<KycState, KycSubmission>(async ({ input, signal }) =>
        stateOf(await port.deps.api.call('addKyc', input, { signal })),
      ),
      uploadImage: fromCallback<KycEvent, { kind: KycKind; blob: unknown }>(({ input, sendBack }) => {
        const controller = new AbortController();
        const { kind } = input;
        upload(
          port,
          kind,
          input.blob as Blob,
          (percent) => sendBack({ type: 'upload.progress', kind, percent }),
          controller.signal,
        ).then(
          ({ fileId }) => sendBack({ type: 'upload.done', kind, fileId }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'upload.failed', kind, error });
          },
        );
        return () => controller.abort();
      }),
    },
    actions: { reportVerified: () => patchUser(port, { hasKyc: 1 }) },
  } satisfies ImplementationsOf<typeof kycMachine>;
}

export function liveKycMachine(port: AccountPort) {
  return kycMachine.provide(kycImplementations(port));
}
