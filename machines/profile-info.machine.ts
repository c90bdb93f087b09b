/**
 * Submit checks every field with the shared rules (contract/profile-rules.ts) before any call, says so when
 * nothing changed, and sends only the changed fields. A refusal (2015 under 21, 2105 malformed, 2106 verified) or
 * a failed call returns to the form with the message and the typed values kept. Real name and birthday are
 * read-only once identity verification supplied them (`verified`).
 *
 * Implementations: src/actors/profile-info.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import { FORM_DEBOUNCE_MS } from './constants';
import { errorMessage, message, type Message } from './message';
import {
  otherChange,
  otherErrors,
  otherFailure,
  type Gender,
  type OtherChange,
  type OtherDetails,
  type OtherField,
} from './profile-edit.rules';
import type { FieldErrors } from './validation';
import type { MachineMeta } from './machine-meta';

export interface ProfileInfoInput {
  /** The calendar day the age rule is checked on (`YYYY-MM-DD`, UTC like the server). */
  readonly today: string;
}

export interface ProfileInfoContext extends ProfileInfoInput {
  saved: OtherDetails;
  draft: OtherDetails;
  errors: FieldErrors<OtherField>;
  error: Message | null;
}

export type ProfileInfoEvent =
  | { type: 'field.change'; field: OtherField; value: string }
  | { type: 'gender.change'; gender: Gender }
  | { type: 'info.submit' }
  | { type: 'info.retry' };

export type ProfileInfoEmitted = { type: 'toast'; message: Message };

export const EMPTY_DETAILS: OtherDetails = {
  realName: '',
  birthday: '',
  verified: 0,
  email: '',
  gender: 0,
  address: '',
};

export const profileInfoMachine = setup({
  types: {
    context: {} as ProfileInfoContext,
    events: {} as ProfileInfoEvent,
    input: {} as ProfileInfoInput,
    emitted: {} as ProfileInfoEmitted,
  },
  actors: {
    loadOther: fromPromise<OtherDetails, void>(async () => {
      throw new Error('provided by the app');
    }),
    saveOther: fromPromise<OtherDetails, OtherChange>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(otherErrors(context.draft, context.today)).length > 0,
    unchanged: ({ context }) => Object.keys(otherChange(context.draft, context.saved)).length === 0,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'profileInfo',
  description: `${PATH.profileInfo} (mobile) and ${PATH.desktop.profileInfo} (desktop): the player's other data — real name, birthday (proves 21+ when given), e-mail, gender, address.`,
  meta: { emitted: ['toast'], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, saved: EMPTY_DETAILS, draft: EMPTY_DETAILS, errors: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'appUserOther: the saved details.',
      tags: ['loading'],
      invoke: {
        id: 'loadOther',
        src: 'loadOther',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ saved: event.output, draft: event.output, errors: {}, error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The details could not be read; retry.',
      on: { 'info.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      description: 'The form with the saved values; submit checks every field before any call.',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { draft: { ...context.draft, [event.field]: event.value }, errors, error: null };
          }),
        },
        'gender.change': {
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, gender: event.gender }, error: null })),
        },
        'info.submit': [
          {
            guard: 'hasFieldErrors',
            actions: assign(({ context }) => ({ errors: otherErrors(context.draft, context.today), error: null })),
          },
          {
            guard: 'unchanged',
            actions: assign({ errors: {}, error: () => message('accountProfile.info.unchanged') }),
          },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    debouncing: {
      description: 'Form debounce (300 ms): a double tap saves once.',
      tags: ['busy'],
      after: { formDebounce: 'saving' },
      on: { 'info.submit': { target: 'debouncing', reenter: true } },
    },
    saving: {
      description: 'updateAppUserOther with the changed fields only.',
      tags: ['busy'],
      invoke: {
        id: 'saveOther',
        src: 'saveOther',
        input: ({ context }) => otherChange(context.draft, context.saved),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ saved: event.output, draft: event.output, errors: {}, error: null })),
            emit({ type: 'toast', message: message('accountProfile.saved') }),
          ],
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: otherFailure(event.error) })) },
      },
    },
  },
});

type ProfileInfoSnapshot = SnapshotFrom<typeof profileInfoMachine>;

/** The saved information is loading. */
export const selectInfoLoading = (s: ProfileInfoSnapshot): boolean => s.matches('loading');

/** The saved information could not load (a retry is offered). */
export const selectInfoFailed = (s: ProfileInfoSnapshot): boolean => s.matches('failed');
