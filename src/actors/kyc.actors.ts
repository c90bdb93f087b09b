/**
 * The identity-verification flow's live implementations: kyc, addKyc, and each image's upload (uploadKyc)
 * with byte progress through XMLHttpRequest; where there is none (tests over a fake client) the typed
 * client uploads it in one step.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { KycKind } from '../../machines/account-rules';
import { kycMachine, type KycEvent, type KycState, type KycSubmission } from '../../machines/kyc.machine';
import type { AppRoot } from '../app/root';
import { patchUser, uploadWithProgress } from './account-calls';

type AccountRoot = Pick<AppRoot, 'deps' | 'session'>;

const stateOf = ({ status, reason, required, dueTime, overdue }: KycState): KycState => ({
  status,
  reason,
  required,
  dueTime,
  overdue,
});

function upload(root: AccountRoot, kind: KycKind, file: Blob, onProgress: (p: number) => void, signal: AbortSignal) {
  if (typeof XMLHttpRequest !== 'undefined' && root.deps.api.raw !== undefined)
    return uploadWithProgress(root, { kind, file }, onProgress, signal);
  return root.deps.api.call('uploadKyc', { kind, file }, { signal });
}

export function liveKycMachine(root: AccountRoot) {
  return kycMachine.provide({
    actors: {
      loadKyc: fromPromise<KycState, void>(async ({ signal }) =>
        stateOf(await root.deps.api.call('kyc', {}, { signal })),
      ),
      submitKyc: fromPromise<KycState, KycSubmission>(async ({ input, signal }) =>
        stateOf(await root.deps.api.call('addKyc', input, { signal })),
      ),
      uploadImage: fromCallback<KycEvent, { kind: KycKind; blob: unknown }>(({ input, sendBack }) => {
        const controller = new AbortController();
        const { kind } = input;
        upload(
          root,
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
    actions: { reportVerified: () => patchUser(root, { hasKyc: 1 }) },
  });
}
