/**
 * Setting and changing are one chart in two modes (`init`: new + confirmation; `change`: old + new +
 * confirmation), because 2009 (set meanwhile) must turn one into the other: it reloads in change mode. The
 * passwords are encrypted by the app like login passwords and never kept beyond the form. 2008 (old password
 * wrong or locked) and 2105 (format) are shown on the form. Success reports the flag to the session, toasts and
 * goes back.
 *
 * Implementations: src/actors/safebox.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pinError } from './account-rules';
import { FORM_DEBOUNCE_MS } from './constants';
import { businessCode, errorMessage, message, type Message } from './message';
import { collectErrors, withField, type FieldErrors } from './validation';
import type { MachineMeta } from './machine-meta';

export type SafeboxField = 'oldPin' | 'pin' | 'confirm';
export type SafeboxMode = 'init' | 'change';

export interface SafeboxInfo {
  readonly safebox: number;
  readonly hasSafeboxPassword: 0 | 1;
}

export interface SafeboxInput {
  /** Where to go when done: back in history (came from the withdraw page) or nowhere (stay, show done). */
  readonly back: boolean;
}

export interface SafeboxContext extends SafeboxInput {
  mode: SafeboxMode;
  safebox: number;
  oldPin: string;
  pin: string;
  confirm: string;
  errors: FieldErrors<SafeboxField>;
  error: Message | null;
}

export type SafeboxEvent =
  | { type: 'field.change'; field: SafeboxField; value: string }
  | { type: 'safebox.submit' }
  | { type: 'safebox.retry' }
  | { type: 'safebox.again' };

export type SafeboxEmitted = { type: 'toast'; message: Message } | { type: 'navigate'; to: string; replace?: boolean };

export function safeboxErrors(c: SafeboxContext): FieldErrors<SafeboxField> {
  const confirm =
    c.confirm === ''
      ? message('account.safebox.confirmRequired')
      : c.confirm !== c.pin
        ? message('account.safebox.confirmMismatch')
        : null;
  const pin =
    pinError(c.pin) ?? (c.mode === 'change' && c.pin === c.oldPin ? message('account.safebox.sameAsOld') : null);
  return collectErrors<SafeboxField>({ oldPin: c.mode === 'change' ? pinError(c.oldPin) : null, pin, confirm });
}

const FAILURE_CODES = [2007, 2008, 2105];

function failure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && FAILURE_CODES.includes(code)
    ? message(`account.safebox.failed.${code}`, { code })
    : errorMessage(error);
}

const CLEARED = { oldPin: '', pin: '', confirm: '' } as const;

export const safeboxMachine = setup({
  types: {
    context: {} as SafeboxContext,
    events: {} as SafeboxEvent,
    input: {} as SafeboxInput,
    emitted: {} as SafeboxEmitted,
  },
  actors: {
    loadSafebox: fromPromise<SafeboxInfo, void>(async () => {
      throw new Error('provided by the app');
    }),
    savePassword: fromPromise<void, { mode: SafeboxMode; oldPin: string; pin: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportPasswordSet: () => {} },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(safeboxErrors(context)).length > 0,
    isAlreadySet: (_, params: { error: unknown }) => businessCode(params.error) === 2009,
    goesBack: ({ context }) => context.back,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'safebox',
  description:
    '/walletsPassword: set (safeboxPasswordInit) or change (modifySafePassword) the 6-digit safebox password that every withdrawal asks for.',
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, mode: 'init', safebox: 0, ...CLEARED, errors: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSafebox',
        src: 'loadSafebox',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            mode: event.output.hasSafeboxPassword ? ('change' as const) : ('init' as const),
            safebox: event.output.safebox,
            ...CLEARED,
            errors: {},
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'safebox.retry': { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({ ...withField(context, event.field, event.value), error: null })),
        },
        'safebox.submit': [
          {
            guard: 'hasFieldErrors',
            actions: assign({ errors: ({ context }) => safeboxErrors(context), error: null }),
          },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    debouncing: {
      tags: ['busy'],
      after: { formDebounce: 'saving' },
      on: { 'safebox.submit': { target: 'debouncing', reenter: true } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({ mode: context.mode, oldPin: context.oldPin, pin: context.pin }),
        onDone: [
          {
            guard: 'goesBack',
            target: 'done',
            actions: [
              'reportPasswordSet',
              assign(CLEARED),
              emit(({ context }) => ({
                type: 'toast' as const,
                message: message(context.mode === 'init' ? 'account.safebox.setDone' : 'account.safebox.changed'),
              })),
              emit({ type: 'navigate', to: 'back' }),
            ],
          },
          {
            target: 'done',
            actions: [
              'reportPasswordSet',
              assign(CLEARED),
              emit(({ context }) => ({
                type: 'toast' as const,
                message: message(context.mode === 'init' ? 'account.safebox.setDone' : 'account.safebox.changed'),
              })),
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isAlreadySet', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: assign({ error: () => message('account.safebox.failed.2009') }),
          },
          { target: 'editing', actions: assign({ ...CLEARED, error: ({ event }) => failure(event.error) }) },
        ],
      },
    },
    done: {
      description: 'Saved; the page says so (and, when it came from a withdrawal, has gone back).',
      on: { 'safebox.again': { target: 'loading' } },
    },
  },
});

type SafeboxSnapshot = SnapshotFrom<typeof safeboxMachine>;

/** The safebox state is loading. */
export const selectSafeboxLoading = (s: SafeboxSnapshot): boolean => s.matches('loading');

/** The safebox state could not load (a retry is offered). */
export const selectSafeboxFailed = (s: SafeboxSnapshot): boolean => s.matches('failed');

/** The password is set or changed. */
export const selectSafeboxDone = (s: SafeboxSnapshot): boolean => s.matches('done');
