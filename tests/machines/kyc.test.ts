import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { kycMachine, type KycEvent } from '../../machines/kyc.machine';
import type { KycSubmission } from '../../machines/kyc.rules';
import { describePaths } from '../helpers/describe-paths';
import { KYC_NONE, kycModels } from './models/account.model';
import { flush, recordEmits, sleep } from '../helpers/flow-steps';

for (const model of kycModels) describePaths(model);

describe('kyc', () => {
  it('uploads each picked image with progress and submits the file ids', async () => {
    const submitted: KycSubmission[] = [];
    const uploads: string[] = [];
    const actor = createActor(
      kycMachine.provide({
        actors: {
          loadKyc: fromPromise(async () => KYC_NONE),
          submitKyc: fromPromise(async ({ input }) => {
            submitted.push(input);
            return { ...KYC_NONE, status: 2 as const, required: 0 as const };
          }),
          uploadImage: fromCallback<KycEvent, { kind: 'front' | 'back' | 'selfie'; blob: unknown }>(
            ({ input, sendBack }) => {
              uploads.push(input.kind);
              sendBack({ type: 'upload.progress', kind: input.kind, percent: 50 });
              setTimeout(() => sendBack({ type: 'upload.done', kind: input.kind, fileId: `${input.kind}-id` }), 5);
            },
          ),
        },
      }),
      { input: { form: true, today: '2026-06-01' } },
    );
    const emitted = recordEmits(actor);
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    actor.send({ type: 'file.pick', kind: 'front', file: { ...png, type: 'text/plain' } });
    expect(actor.getSnapshot().context.images.front.error?.id).toBe('account.kyc.imageType');
    actor.send({ type: 'file.pick', kind: 'front', file: png });
    expect(actor.getSnapshot().context.images.front).toMatchObject({ status: 'uploading', progress: 50 });
    actor.send({ type: 'file.pick', kind: 'selfie', file: png });
    actor.send({ type: 'field.change', field: 'idType', value: 'passport' });
    actor.send({ type: 'field.change', field: 'realName', value: '  Somchai   Jaidee ' });
    actor.send({ type: 'field.change', field: 'idNumber', value: 'aa1234567' });
    actor.send({ type: 'field.change', field: 'birthday', value: '2005-06-02' });
    actor.send({ type: 'kyc.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['birthday', 'front', 'selfie']);
    await sleep(20);
    actor.send({ type: 'field.change', field: 'birthday', value: '2005-06-01' });
    actor.send({ type: 'kyc.submit' });
    await sleep(350);
    await flush();
    expect(uploads).toEqual(['front', 'selfie']);
    expect(submitted).toEqual([
      {
        realName: 'Somchai Jaidee',
        idType: 'passport',
        idNumber: 'AA1234567',
        birthday: '2005-06-01',
        frontFileId: 'front-id',
        selfieFileId: 'selfie-id',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('verified');
    expect(emitted).toContainEqual({ type: 'toast', message: { id: 'account.kyc.verifiedToast' } });
  });

  it('shows the status page states and starts the form', async () => {
    for (const [status, state] of [
      [0, 'unverified'],
      [1, 'pending'],
      [2, 'verified'],
      [3, 'unverified'],
    ] as const) {
      const actor = createActor(
        kycMachine.provide({ actors: { loadKyc: fromPromise(async () => ({ ...KYC_NONE, status })) } }),
        { input: { form: false, today: '2026-06-01' } },
      );
      const emitted = recordEmits(actor);
      actor.start();
      await flush();
      expect(actor.getSnapshot().value).toBe(state);
      actor.send({ type: 'kyc.start' });
      if (state === 'unverified') expect(emitted).toContainEqual({ type: 'navigate', to: '/walletsKycUpload' });
      else expect(emitted).toEqual([]);
    }
  });
});
