/**
 * The withdraw-only session shows what is in force, and each kind is its own state because each says something
 * different: a cool-off is never ended early; only customer service reopens a closed account; a
 * self-exclusion can be ended only past its first 6 months (`early` says from when, `revocableAt`, before the
 * player asks), and then ends 24 hours after the request (`ending`, `endsAt`). Ending asks for the login
 * password (RSA-encrypted). The server's answers lead where they mean: 2403 back to the password ("not right"),
 * 2405 to `early` with its `revocableAt`, 2406 (what is in force changed) to loading again.
 *
 * Implementations: src/actors/exclusion.actors.ts
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import type { components } from '../contract/schema';
import { ERRCODE } from '../contract/ids';
import { businessCode, errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type Exclusion = components['schemas']['Exclusion'];

/** getExclusion's answer and the instant it was read (what "in the first 6 months" is measured at). */
export interface LoadedExclusion {
  readonly exclusion: Exclusion | null;
  readonly at: number;
}

export interface EndExclusionContext {
  exclusion: Exclusion | null;
  at: number;
  password: string;
  fieldError: Message | null;
  error: Message | null;
  /** The end was asked on this visit (the page says it ends 24 hours from now). */
  asked: boolean;
}

export type EndExclusionEvent =
  | { type: 'exclusion.retry' }
  | { type: 'end.start' }
  | { type: 'end.cancel' }
  | { type: 'password.change'; value: string }
  | { type: 'password.submit' }
  | { type: 'submit.retry' };

/** 2405's `revocableAt` (the server's word on when the first 6 months end), when the answer has one. */
export function revocableAtOf(error: unknown): number | null {
  const body = (error as { body?: Readonly<Record<string, unknown>> } | null)?.body;
  const at = body?.revocableAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

const CLEARED = { password: '', fieldError: null, error: null } as const;

export const endExclusionMachine = setup({
  types: {
    context: {} as EndExclusionContext,
    events: {} as EndExclusionEvent,
  },
  actors: {
    loadExclusion: fromPromise<LoadedExclusion, void>(async () => {
      throw new Error('provided by the app');
    }),
    endExclusion: fromPromise<Exclusion, { password: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    isNone: ({ context }) => context.exclusion === null,
    isCoolOff: ({ context }) => context.exclusion?.kind === 'coolOff',
    isClosure: ({ context }) => context.exclusion?.kind === 'closure',
    isEndRequested: ({ context }) => context.exclusion?.endRequested === true,
    isEarly: ({ context }) => (context.exclusion?.revocableAt ?? Infinity) > context.at,
    passwordEmpty: ({ context }) => context.password === '',
    wrongPassword: (_, params: { error: unknown }) => businessCode(params.error) === ERRCODE.ExclusionPasswordWrong,
    stillEarly: (_, params: { error: unknown }) =>
      businessCode(params.error) === ERRCODE.ExclusionIrrevocable && revocableAtOf(params.error) !== null,
    notRevocable: (_, params: { error: unknown }) => businessCode(params.error) === ERRCODE.ExclusionNotRevocable,
  },
}).createMachine({
  id: 'endExclusion',
  description: `${PATH.withdrawOnlyExclusion}: the exclusion in force as an excluded player sees it from the withdraw-only session, and the request to end a self-exclusion past its first 6 months.`,
  meta: { emitted: [], docs: 'docs/player-protection.md' } satisfies MachineMeta,
  context: { exclusion: null, at: 0, ...CLEARED, asked: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadExclusion',
        src: 'loadExclusion',
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({ exclusion: event.output.exclusion, at: event.output.at, error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'exclusion.retry': 'loading' } },
    deciding: {
      always: [
        { guard: 'isNone', target: 'none' },
        { guard: 'isCoolOff', target: 'coolOff' },
        { guard: 'isClosure', target: 'closure' },
        { guard: 'isEndRequested', target: 'ending' },
        { guard: 'isEarly', target: 'early' },
        { target: 'endable' },
      ],
    },
    none: { description: 'Nothing in force any more: the player can sign in again.' },
    coolOff: { description: 'A cool-off is never ended early.' },
    closure: { description: 'Only customer service reopens a closed account.' },
    early: { description: "A self-exclusion's first 6 months: it can be ended from revocableAt." },
    ending: { description: 'The end was asked: it ends at endsAt, 24 hours after the request.' },
    endable: { on: { 'end.start': { target: 'password', actions: assign(CLEARED) } } },
    password: {
      on: {
        'password.change': { actions: assign({ password: ({ event }) => event.value, fieldError: null, error: null }) },
        'password.submit': [
          { guard: 'passwordEmpty', actions: assign({ fieldError: message('exclusion.password.required') }) },
          { target: 'submitting' },
        ],
        'end.cancel': { target: 'endable', actions: assign(CLEARED) },
      },
    },
    submitting: {
      description: 'endSelfExclusion; every other event waits (one call however often confirm is pressed).',
      tags: ['busy'],
      invoke: {
        id: 'endExclusion',
        src: 'endExclusion',
        input: ({ context }) => ({ password: context.password }),
        onDone: {
          target: 'ending',
          actions: assign(({ event }) => ({ exclusion: event.output, ...CLEARED, asked: true })),
        },
        onError: [
          {
            guard: { type: 'wrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'password',
            actions: assign({ password: '', fieldError: message('exclusion.password.wrong') }),
          },
          {
            guard: { type: 'stillEarly', params: ({ event }) => ({ error: event.error }) },
            target: 'early',
            actions: assign(({ context, event }) => ({
              ...CLEARED,
              exclusion: context.exclusion && {
                ...context.exclusion,
                revocableAt: revocableAtOf(event.error) ?? context.at,
              },
            })),
          },
          {
            guard: { type: 'notRevocable', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: assign(CLEARED),
          },
          { target: 'submitFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    submitFailed: {
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'end.cancel': { target: 'endable', actions: assign(CLEARED) },
      },
    },
  },
});

export type EndExclusionActor = ActorRefFrom<typeof endExclusionMachine>;

type EndExclusionSnapshot = SnapshotFrom<typeof endExclusionMachine>;

/** Nothing in force any more: the player can sign in again. */
export const selectNoExclusion = (s: EndExclusionSnapshot): boolean => s.matches('none');

/** A cool-off: it is never ended early. */
export const selectCoolOff = (s: EndExclusionSnapshot): boolean => s.matches('coolOff');

/** A closed account: only customer service reopens it. */
export const selectClosure = (s: EndExclusionSnapshot): boolean => s.matches('closure');

/** A self-exclusion's first 6 months: it can be ended from `revocableAt`. */
export const selectTooEarly = (s: EndExclusionSnapshot): boolean => s.matches('early');

/** The end was asked: it ends at `endsAt`, 24 hours after the request. */
export const selectEnding = (s: EndExclusionSnapshot): boolean => s.matches('ending');

/** The self-exclusion can be ended now. */
export const selectEndable = (s: EndExclusionSnapshot): boolean => s.matches('endable');

/** The password is asked (typing, sending, or after a failed send). */
export const selectEndPasswordAsked = (s: EndExclusionSnapshot): boolean =>
  s.matches('password') || s.matches('submitting') || s.matches('submitFailed');

/** The end could not be sent (a retry is offered). */
export const selectEndSubmitFailed = (s: EndExclusionSnapshot): boolean => s.matches('submitFailed');

/** The exclusion in force is loading. */
export const selectExclusionLoading = (s: EndExclusionSnapshot): boolean => s.matches('loading');

/** The exclusion in force could not load (a retry is offered). */
export const selectExclusionLoadFailed = (s: EndExclusionSnapshot): boolean => s.matches('failed');
