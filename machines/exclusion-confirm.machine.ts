/**
 * Choose, review, then the password: what happens is said before anything is asked (every device signed out at
 * once, no deposits or games until the end date, withdrawals still possible, a self-exclusion's first 6 months
 * cannot be ended), and the password (RSA-encrypted) proves it is the player. The durations of each kind are in
 * contract/exclusion-rules.ts (a closure has only "permanent"). 2403 returns to the password ("not right");
 * another failure keeps the choice and the password for a retry. Once it is in force every session is already
 * revoked on the server; acknowledging ends this app's session too (endSession).
 *
 * Implementations: src/actors/exclusion.actors.ts
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { EXCLUSION_DURATIONS, type ExclusionDuration, type ExclusionKind } from '../contract/exclusion-rules';
import { ERRCODE } from '../contract/ids';
import { businessCode, errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type Exclusion = components['schemas']['Exclusion'];

export interface ExclusionConfirmContext {
  kind: ExclusionKind | null;
  duration: ExclusionDuration | null;
  password: string;
  fieldError: Message | null;
  error: Message | null;
  exclusion: Exclusion | null;
}

export type ExclusionConfirmEvent =
  | { type: 'exclusion.choose'; kind: ExclusionKind }
  | { type: 'duration.choose'; duration: ExclusionDuration }
  | { type: 'choose.next' }
  | { type: 'review.confirm' }
  | { type: 'review.back' }
  | { type: 'password.change'; value: string }
  | { type: 'password.submit' }
  | { type: 'submit.retry' }
  | { type: 'flow.cancel' }
  | { type: 'done.ack' };

export interface ExclusionRequest {
  readonly kind: ExclusionKind;
  readonly duration: ExclusionDuration;
  readonly password: string;
}

const CLEARED = { kind: null, duration: null, password: '', fieldError: null, error: null } as const;

export const exclusionConfirmMachine = setup({
  types: {
    context: {} as ExclusionConfirmContext,
    events: {} as ExclusionConfirmEvent,
  },
  actors: {
    startExclusion: fromPromise<Exclusion, ExclusionRequest>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    endSession: () => {},
  },
  guards: {
    durationOfKind: ({ context }, params: { duration: ExclusionDuration }) =>
      context.kind !== null && EXCLUSION_DURATIONS[context.kind].includes(params.duration),
    passwordEmpty: ({ context }) => context.password === '',
    wrongPassword: (_, params: { error: unknown }) => businessCode(params.error) === ERRCODE.ExclusionPasswordWrong,
  },
}).createMachine({
  id: 'exclusionConfirm',
  description: 'Cool-off, self-exclusion or account closure on the "Responsible gaming" page.',
  meta: { emitted: [], docs: 'docs/player-protection.md' } satisfies MachineMeta,
  context: { ...CLEARED, exclusion: null },
  initial: 'idle',
  on: {
    'flow.cancel': { target: '.idle', actions: assign(CLEARED) },
  },
  states: {
    idle: {
      on: {
        'exclusion.choose': {
          target: 'choosing',
          actions: assign(({ event }) => ({
            ...CLEARED,
            kind: event.kind,
            duration: EXCLUSION_DURATIONS[event.kind][0] ?? null,
          })),
        },
      },
    },
    choosing: {
      description: "One of the kind's durations (a closure has no end).",
      on: {
        'duration.choose': {
          guard: { type: 'durationOfKind', params: ({ event }) => ({ duration: event.duration }) },
          actions: assign({ duration: ({ event }) => event.duration }),
        },
        'choose.next': 'reviewing',
      },
    },
    reviewing: {
      description:
        'What happens, before anything is asked: signed out everywhere, no play until the end, withdrawals open.',
      on: { 'review.confirm': 'password', 'review.back': 'choosing' },
    },
    password: {
      on: {
        'password.change': { actions: assign({ password: ({ event }) => event.value, fieldError: null, error: null }) },
        'password.submit': [
          { guard: 'passwordEmpty', actions: assign({ fieldError: message('exclusion.password.required') }) },
          { target: 'submitting' },
        ],
        'review.back': { target: 'reviewing', actions: assign({ password: '', fieldError: null, error: null }) },
      },
    },
    submitting: {
      description: 'startExclusion; every other event waits (one call however often confirm is pressed).',
      tags: ['busy'],
      on: { 'flow.cancel': {} },
      invoke: {
        id: 'startExclusion',
        src: 'startExclusion',
        input: ({ context }) => ({
          kind: context.kind ?? 'coolOff',
          duration: context.duration ?? '24h',
          password: context.password,
        }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ exclusion: event.output, password: '', error: null })),
        },
        onError: [
          {
            guard: { type: 'wrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'password',
            actions: assign({ password: '', fieldError: message('exclusion.password.wrong') }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      on: { 'submit.retry': { target: 'submitting', actions: assign({ error: null }) } },
    },
    done: {
      description: 'Every session of the player is revoked; acknowledging signs this app out too.',
      on: { 'flow.cancel': {}, 'done.ack': { actions: 'endSession' } },
    },
  },
});

export type ExclusionConfirmActor = ActorRefFrom<typeof exclusionConfirmMachine>;

type ExclusionConfirmSnapshot = SnapshotFrom<typeof exclusionConfirmMachine>;

/** The confirmation dialog is open (from the review to the end). */
export const selectExclusionDialogOpen = (s: ExclusionConfirmSnapshot): boolean =>
  !s.matches('idle') && !s.matches('choosing');

/** The player reviews what the exclusion means. */
export const selectReviewing = (s: ExclusionConfirmSnapshot): boolean => s.matches('reviewing');

/** The password is asked (typing, sending, or after a failed send). */
export const selectAskingPassword = (s: ExclusionConfirmSnapshot): boolean =>
  s.matches('password') || s.matches('submitting') || s.matches('failed');

/** The exclusion is being sent. */
export const selectSubmitting = (s: ExclusionConfirmSnapshot): boolean => s.matches('submitting');

/** The exclusion could not be sent (a retry is offered). */
export const selectSubmitFailed = (s: ExclusionConfirmSnapshot): boolean => s.matches('failed');

/** The exclusion is in force. */
export const selectExclusionDone = (s: ExclusionConfirmSnapshot): boolean => s.matches('done');

/** Nothing is being chosen or confirmed. */
export const selectExclusionIdle = (s: ExclusionConfirmSnapshot): boolean => s.matches('idle');

/** The player picks the exclusion's duration. */
export const selectChoosingDuration = (s: ExclusionConfirmSnapshot): boolean => s.matches('choosing');
