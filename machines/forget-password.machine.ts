/**
 * The invoked `otp` child (otpCountdown, purpose 1) sends the code to the typed number, so the resend countdown
 * lives with the code, not the form. The form checks the phone (length, start character), the 6-digit code, the
 * password bounds and the confirmation; the form debounce (300 ms) sends one request per burst of taps. Success
 * toasts and goes to /login: the server has revoked every old session.
 *
 * Implementations: src/actors/forget-password.actors.ts
 */
import { assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import { FORM_DEBOUNCE_MS, LOGIN_FAILURE_CODES } from './constants';
import { authFailureMessage, message, type Message } from './message';
import { otpCountdownMachine } from './otp-countdown.machine';
import {
  collectErrors,
  confirmError,
  mobileError,
  otpCodeError,
  passwordError,
  type AccountRules,
  type FieldErrors,
  withField,
} from './validation';
import type { MachineMeta } from './machine-meta';

export type ForgetField = 'mobile' | 'code' | 'password' | 'confirm';

export interface ForgetContext {
  readonly rules: AccountRules;
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  errors: FieldErrors<ForgetField>;
  error: Message | null;
}

export type ForgetEvent =
  { type: 'field.change'; field: ForgetField; value: string } | { type: 'otp.send' } | { type: 'forget.submit' };

export type ForgetEmitted = { type: 'toast'; message: Message } | { type: 'navigate'; to: string; replace?: boolean };

export function forgetErrors(c: ForgetContext): FieldErrors<ForgetField> {
  return collectErrors<ForgetField>({
    mobile: mobileError(c.mobile, c.rules),
    code: otpCodeError(c.code),
    password: passwordError(c.password, c.rules),
    confirm: confirmError(c.password, c.confirm),
  });
}

export const forgetPasswordMachine = setup({
  types: {
    context: {} as ForgetContext,
    events: {} as ForgetEvent,
    input: {} as { rules: AccountRules },
    emitted: {} as ForgetEmitted,
  },
  actors: {
    resetPassword: fromPromise<void, { mobile: string; code: string; password: string }>(async () => {
      throw new Error('provided by the app');
    }),
    otp: otpCountdownMachine,
  },
  actions: {
    setField: assign(({ context }, params: { field: ForgetField; value: string }) =>
      withField(context, params.field, params.value),
    ),
    sendOtp: sendTo('otp', ({ context }) => ({ type: 'otp.send' as const, mobile: context.mobile })),
  },
  guards: { hasFieldErrors: ({ context }) => Object.keys(forgetErrors(context)).length > 0 },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'forgetPassword',
  description: 'The /forget page: a code to the bound mobile, then a new password.',
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    rules: input.rules,
    mobile: '',
    code: '',
    password: '',
    confirm: '',
    errors: {},
    error: null,
  }),
  invoke: { id: 'otp', src: 'otp', input: ({ context }) => ({ purpose: 1 as const, rules: context.rules }) },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'otp.send': { actions: 'sendOtp' },
        'forget.submit': [
          { guard: 'hasFieldErrors', actions: assign({ errors: ({ context }) => forgetErrors(context), error: null }) },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    debouncing: {
      after: { formDebounce: 'submitting' },
      on: { 'forget.submit': { target: 'debouncing', reenter: true } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ mobile: context.mobile, code: context.code, password: context.password }),
        onDone: {
          target: 'done',
          actions: [
            emit({ type: 'toast', message: message('forget.success') }),
            emit({ type: 'navigate', to: PATH.login, replace: true }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => authFailureMessage(event.error, LOGIN_FAILURE_CODES) }),
        },
      },
    },
    done: { type: 'final' },
  },
});

type ForgetPasswordSnapshot = SnapshotFrom<typeof forgetPasswordMachine>;

/** The form can be sent now. */
export const selectCanReset = (s: ForgetPasswordSnapshot): boolean => s.can({ type: 'forget.submit' });
