/**
 * One chart for the three variants of the configuration's registerType (green mode registers by phone), because
 * they differ only in their fields and call: username (accountRegist); phone with the one-time code when
 * otpStatus is on (accountRegist4); phoneNoOtp (accountRegist; the number verifies account security). Submit is
 * disabled (`can` false) until the terms are agreed on builds that show them; a submit with invalid fields stays
 * and shows each field's rule with its configured bounds. The invoked `otp` child (otpCountdown) sends the code
 * for the typed number. REGISTER_FAILURE_CODES have their own message (LOGIN_FAILURE_CODES on username
 * registration), others the generic one. Registration resets the affiliate state (resetAffiliate), and success
 * reaches the session as `auth.succeeded` with the "Success." toast.
 *
 * Implementations: src/actors/register.actors.ts
 */
import { and, assign, fromPromise, not, sendTo, setup, type SnapshotFrom } from 'xstate';
import { FORM_DEBOUNCE_MS, LOGIN_FAILURE_CODES, REGISTER_FAILURE_CODES } from './constants';
import { authFailureMessage, type Message } from './message';
import { otpCountdownMachine } from './otp-countdown.machine';
import type { AuthResult } from '../contract/types';
import {
  collectErrors,
  confirmError,
  mobileError,
  otpCodeError,
  passwordError,
  usernameError,
  type AccountRules,
  type FieldErrors,
  withField,
} from './validation';
import type { MachineMeta } from './machine-meta';

type RegisterVariant = 'username' | 'phone' | 'phoneNoOtp';
export type RegisterField = 'account' | 'password' | 'confirm' | 'code';

export interface RegisterInput {
  readonly variant: RegisterVariant;
  /** otpStatus on: the phone variant needs the one-time code. */
  readonly otp: boolean;
  readonly requireTerms: boolean;
  readonly rules: AccountRules;
  /** Green mode's website picker shows the current host. */
  readonly host: string;
}

export interface RegisterRequest {
  readonly variant: RegisterVariant;
  readonly account: string;
  readonly password: string;
  readonly code?: string;
}

export interface RegisterContext extends RegisterInput {
  account: string;
  password: string;
  confirm: string;
  code: string;
  website: string;
  agreed: boolean;
  errors: FieldErrors<RegisterField>;
  error: Message | null;
}

export type RegisterEvent =
  | { type: 'field.change'; field: RegisterField | 'website'; value: string }
  | { type: 'terms.toggle' }
  /** Green mode: the agreement comes from the greenAgreement flow. */
  | { type: 'terms.set'; agreed: boolean }
  | { type: 'otp.send' }
  | { type: 'register.submit' };

const needsCode = (c: Pick<RegisterContext, 'variant' | 'otp'>) => c.variant === 'phone' && c.otp;

export function registerErrors(c: RegisterContext): FieldErrors<RegisterField> {
  return collectErrors<RegisterField>({
    account: c.variant === 'username' ? usernameError(c.account, c.rules) : mobileError(c.account, c.rules),
    password: passwordError(c.password, c.rules),
    confirm: confirmError(c.password, c.confirm),
    code: needsCode(c) ? otpCodeError(c.code) : null,
  });
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: {
    register: fromPromise<AuthResult, RegisterRequest>(async () => {
      throw new Error('register is provided by the app');
    }),
    otp: otpCountdownMachine,
  },
  actions: {
    setField: assign(({ context }, params: { field: RegisterField | 'website'; value: string }) =>
      withField(context, params.field, params.value),
    ),
    toggleTerms: assign({ agreed: ({ context }) => !context.agreed }),
    setTerms: assign({ agreed: (_, params: { agreed: boolean }) => params.agreed }),
    sendOtp: sendTo('otp', ({ context }) => ({ type: 'otp.send' as const, mobile: context.account })),
    resetAffiliate: () => {},
    reportAuthenticated: (_, _params: { result: AuthResult }) => {},
  },
  guards: {
    isTermsOk: ({ context }) => !context.requireTerms || context.agreed,
    hasFieldErrors: ({ context }) => Object.keys(registerErrors(context)).length > 0,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'register',
  description: 'The /register form in its three variants.',
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    ...input,
    account: '',
    password: '',
    confirm: '',
    code: '',
    website: input.host,
    agreed: false,
    errors: {},
    error: null,
  }),
  invoke: {
    id: 'otp',
    src: 'otp',
    input: ({ context }) => ({ purpose: 0 as const, rules: context.rules }),
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'terms.toggle': { actions: 'toggleTerms' },
        'terms.set': { actions: { type: 'setTerms', params: ({ event }) => ({ agreed: event.agreed }) } },
        'otp.send': { actions: 'sendOtp' },
        'register.submit': [
          {
            guard: and(['isTermsOk', 'hasFieldErrors']),
            actions: assign({ errors: ({ context }) => registerErrors(context), error: null }),
          },
          {
            guard: and(['isTermsOk', not('hasFieldErrors')]),
            target: 'debouncing',
            actions: assign({ errors: {}, error: null }),
          },
        ],
      },
    },
    debouncing: {
      description: 'Submits 300 ms after the last tap (register debounce).',
      after: { formDebounce: 'submitting' },
      on: { 'register.submit': { target: 'debouncing', reenter: true } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          variant: context.variant,
          account: context.account,
          password: context.password,
          ...(needsCode(context) ? { code: context.code } : {}),
        }),
        onDone: {
          target: 'done',
          actions: [
            'resetAffiliate',
            { type: 'reportAuthenticated', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ context, event }) =>
              authFailureMessage(
                event.error,
                context.variant === 'username' ? LOGIN_FAILURE_CODES : REGISTER_FAILURE_CODES,
              ),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

/** The form can be sent now. */
export const selectCanRegister = (s: RegisterSnapshot): boolean => s.can({ type: 'register.submit' });
