/**
 * Status and form are one chart because the status decides whether the form is offered at all (only with
 * nothing submitted or a rejection). Each picked image is checked (JPEG/PNG/WebP, ≤ 5 MiB) and uploaded at once
 * by its own `uploadImage` child, so uploads run side by side while the player types, and picking again replaces
 * (and cancels) that slot's upload. Submitting needs every field valid (birthday: 21+) and the front, selfie and
 * — except for a passport — back images uploaded; the form debounce (300 ms) sends one request per burst of taps.
 *
 * Its data and rules (image slots, field errors, the submission, failure texts) are in machines/kyc.rules.ts.
 * Implementations: src/actors/kyc.actors.ts
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import { KYC_STATUS, imageError, needsBack, type IdType, type KycKind, type PickedFile } from './account-rules';
import { FORM_DEBOUNCE_MS } from './constants';
import {
  EMPTY_SLOT,
  kycErrors,
  kycFailure,
  kycSubmission,
  withSlot,
  type KycContext,
  type KycInput,
  type KycState,
  type KycSubmission,
  type KycTextField,
} from './kyc.rules';
import { businessCode, errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type KycEvent =
  | { type: 'field.change'; field: KycTextField; value: string }
  | { type: 'file.pick'; kind: KycKind; file: PickedFile; blob?: unknown }
  | { type: 'file.remove'; kind: KycKind }
  | { type: 'upload.progress'; kind: KycKind; percent: number }
  | { type: 'upload.done'; kind: KycKind; fileId: string }
  | { type: 'upload.failed'; kind: KycKind; error: unknown }
  | { type: 'kyc.start' }
  | { type: 'kyc.submit' }
  | { type: 'kyc.retry' };

export type KycEmitted = { type: 'toast'; message: Message } | { type: 'navigate'; to: string; replace?: boolean };

/** The id of a slot's uploadImage child (picking again stops it). */
const uploadId = (kind: KycKind) => `upload.${kind}`;

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as KycInput,
    emitted: {} as KycEmitted,
  },
  actors: {
    loadKyc: fromPromise<KycState, void>(async () => {
      throw new Error('provided by the app');
    }),
    submitKyc: fromPromise<KycState, KycSubmission>(async () => {
      throw new Error('provided by the app');
    }),
    /** Uploads one image; sends back upload.progress, then upload.done or upload.failed. */
    uploadImage: fromCallback<KycEvent, { kind: KycKind; blob: unknown }>(() => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportVerified: () => {} },
  guards: {
    isVerified: ({ context }) => context.state?.status === KYC_STATUS.verified,
    isPending: ({ context }) => context.state?.status === KYC_STATUS.pending,
    isForm: ({ context }) => context.form,
    hasFieldErrors: ({ context }) => Object.keys(kycErrors(context)).length > 0,
    isBadImage: (_, params: { file: PickedFile }) => imageError(params.file) !== null,
    isUploading: ({ context }, params: { kind: KycKind }) => context.images[params.kind].status === 'uploading',
    isAlreadySubmitted: (_, params: { error: unknown }) => businessCode(params.error) === 2013,
    answeredVerified: (_, params: { state: KycState }) => params.state.status === KYC_STATUS.verified,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'kyc',
  description:
    'Identity verification: /walletsKyc shows the status (none, pending, verified, rejected with its reason, and the deadline: registration + 7 days or the first withdrawal, whichever comes first); /walletsKycUpload is the form.',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    ...input,
    state: null,
    realName: '',
    idType: 'nationalId',
    idNumber: '',
    birthday: '',
    images: { front: EMPTY_SLOT, back: EMPTY_SLOT, selfie: EMPTY_SLOT },
    errors: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadKyc',
        src: 'loadKyc',
        onDone: { target: 'routing', actions: assign({ state: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    routing: {
      always: [
        { guard: 'isVerified', target: 'verified' },
        { guard: 'isPending', target: 'pending' },
        { guard: 'isForm', target: 'editing' },
        { target: 'unverified' },
      ],
    },
    failed: { on: { 'kyc.retry': { target: 'loading', actions: assign({ error: null }) } } },
    verified: { description: 'Identity verified: withdrawals are open.' },
    pending: { description: 'Submitted and in review.' },
    unverified: {
      description: 'Status page: nothing submitted yet, or rejected (with the reason).',
      on: { 'kyc.start': { actions: emit({ type: 'navigate', to: PATH.kycUpload }) } },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            if (event.field !== 'idType') delete errors[event.field];
            if (event.field === 'idType') {
              const idType = event.value as IdType;
              delete errors.idNumber;
              if (!needsBack(idType)) delete errors.back;
              return { idType, errors, error: null };
            }
            return { [event.field]: event.value, errors, error: null };
          }),
        },
        'file.pick': [
          {
            guard: { type: 'isBadImage', params: ({ event }) => ({ file: event.file }) },
            actions: enqueueActions(({ context, event, enqueue }) => {
              enqueue.stopChild(uploadId(event.kind));
              enqueue.assign(
                withSlot(context, event.kind, { ...EMPTY_SLOT, status: 'failed', error: imageError(event.file) }),
              );
            }),
          },
          {
            actions: enqueueActions(({ context, event, enqueue }) => {
              enqueue.stopChild(uploadId(event.kind));
              enqueue.assign(
                withSlot(context, event.kind, {
                  ...EMPTY_SLOT,
                  status: 'uploading',
                  file: event.file,
                  blob: event.blob ?? null,
                }),
              );
              enqueue.spawnChild('uploadImage', {
                id: uploadId(event.kind),
                input: { kind: event.kind, blob: event.blob ?? null },
              });
            }),
          },
        ],
        'file.remove': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.stopChild(uploadId(event.kind));
            enqueue.assign(withSlot(context, event.kind, EMPTY_SLOT));
          }),
        },
        'upload.progress': {
          guard: { type: 'isUploading', params: ({ event }) => ({ kind: event.kind }) },
          actions: assign(({ context, event }) => ({
            images: {
              ...context.images,
              [event.kind]: {
                ...context.images[event.kind],
                progress: Math.max(0, Math.min(100, Math.round(event.percent))),
              },
            },
          })),
        },
        'upload.done': {
          guard: { type: 'isUploading', params: ({ event }) => ({ kind: event.kind }) },
          actions: assign(({ context, event }) =>
            withSlot(context, event.kind, { status: 'uploaded', progress: 100, fileId: event.fileId }),
          ),
        },
        'upload.failed': {
          guard: { type: 'isUploading', params: ({ event }) => ({ kind: event.kind }) },
          actions: assign(({ context, event }) =>
            withSlot(context, event.kind, { status: 'failed', progress: 0, error: kycFailure(event.error) }),
          ),
        },
        'kyc.submit': [
          { guard: 'hasFieldErrors', actions: assign({ errors: ({ context }) => kycErrors(context), error: null }) },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    debouncing: {
      tags: ['busy'],
      after: { formDebounce: 'submitting' },
      on: { 'kyc.submit': { target: 'debouncing', reenter: true } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitKyc',
        src: 'submitKyc',
        input: ({ context }) => kycSubmission(context),
        onDone: [
          {
            guard: { type: 'answeredVerified', params: ({ event }) => ({ state: event.output }) },
            target: 'verified',
            actions: [
              assign({ state: ({ event }) => event.output }),
              'reportVerified',
              emit({ type: 'toast', message: message('account.kyc.verifiedToast') }),
            ],
          },
          { target: 'pending', actions: assign({ state: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isAlreadySubmitted', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
          },
          { target: 'editing', actions: assign({ error: ({ event }) => kycFailure(event.error) }) },
        ],
      },
    },
  },
});

type KycSnapshot = SnapshotFrom<typeof kycMachine>;

/** The player's verification is loading. */
export const selectKycLoading = (s: KycSnapshot): boolean => s.matches('loading');

/** The player's verification could not load (a retry is offered). */
export const selectKycFailed = (s: KycSnapshot): boolean => s.matches('failed');

/** The player is verified. */
export const selectKycVerified = (s: KycSnapshot): boolean => s.matches('verified');

/** The documents sent wait for review. */
export const selectKycPending = (s: KycSnapshot): boolean => s.matches('pending');

/** The player fills in the form. */
export const selectKycEditing = (s: KycSnapshot): boolean => s.matches('editing');
