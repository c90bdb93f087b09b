/**
 * login — the /login form (spec §2 /login, §5, §8).
 *
 * States: form (editing → debouncing: 300 ms, restarted by another submit) → submitting → done; the fields
 * can be edited while the form is open.
 * - Submit does nothing unless account and password are both filled (`can` is false).
 * - Builds that show the terms (brand n7, 6b, 6s, 9s, not green mode) need the agreement: without it a
 *   submit shows the account tips message and stays.
 * - The account field keeps at most 50 characters; the password can be shown or hidden.
 * - Failures: errcodes 101, 102, 1018, 1019, 1020, 1043, 1047, 1049 get their own message; any other code the
 *   generic loginFailed with the code. The `busy` tag drives the loading toast, which closes on the answer.
 *
 * Actors: `login` ({ account, password } → AuthResult): the app fetches the key, encrypts and calls.
 * Actions provided by the app: `rememberAccount` (the account only — never the password),
 * `reportAuthenticated` (sends `auth.succeeded` to the session).
 *
 * Implementations: src/actors/login.actors.ts
 */
import { and, assign, fromPromise, not, setup } from 'xstate';
import { FORM_DEBOUNCE_MS, LOGIN_FAILURE_CODES } from './constants';
import { authFailureMessage, message, type Message } from './message';
import type { AuthResult } from './session.machine';
import { clampAccount } from './validation';

export interface LoginInput {
  readonly requireTerms: boolean;
  readonly rememberedAccount?: string;
}

export interface LoginContext {
  readonly requireTerms: boolean;
  account: string;
  password: string;
  passwordVisible: boolean;
  agreed: boolean;
  error: Message | null;
}

export type LoginEvent =
  | { type: 'field.account'; value: string }
  | { type: 'field.password'; value: string }
  | { type: 'password.toggle' }
  | { type: 'terms.toggle' }
  /** Green mode: the agreement comes from the greenAgreement flow. */
  | { type: 'terms.set'; agreed: boolean }
  | { type: 'login.submit' };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as AuthResult,
  },
  actors: {
    login: fromPromise<AuthResult, { account: string; password: string }>(async () => {
      throw new Error('login is provided by the app');
    }),
  },
  actions: {
    setAccount: assign({ account: (_, params: { value: string }) => clampAccount(params.value) }),
    setPassword: assign({ password: (_, params: { value: string }) => params.value }),
    togglePassword: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
    toggleTerms: assign({ agreed: ({ context }) => !context.agreed, error: null }),
    setTerms: assign({ agreed: (_, params: { agreed: boolean }) => params.agreed, error: null }),
    rememberAccount: (_, _params: { account: string }) => {},
    reportAuthenticated: (_, _params: { result: AuthResult }) => {},
  },
  guards: {
    isFilled: ({ context }) => context.account.trim() !== '' && context.password !== '',
    isTermsMissing: ({ context }) => context.requireTerms && !context.agreed,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    requireTerms: input.requireTerms,
    account: clampAccount(input.rememberedAccount ?? ''),
    password: '',
    passwordVisible: false,
    agreed: false,
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      description: 'The fields can be edited while the form is open (editing, or waiting out the debounce).',
      initial: 'editing',
      on: {
        'field.account': { actions: { type: 'setAccount', params: ({ event }) => ({ value: event.value }) } },
        'field.password': { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
        'password.toggle': { actions: 'togglePassword' },
        'terms.toggle': { actions: 'toggleTerms' },
        'terms.set': { actions: { type: 'setTerms', params: ({ event }) => ({ agreed: event.agreed }) } },
      },
      states: {
        editing: {
          on: {
            'login.submit': [
              { guard: and(['isFilled', 'isTermsMissing']), actions: assign({ error: message('auth.accountTips') }) },
              {
                guard: and(['isFilled', not('isTermsMissing')]),
                target: 'debouncing',
                actions: assign({ error: null }),
              },
            ],
          },
        },
        debouncing: {
          description: 'Submits 300 ms after the last tap (form debounce).',
          after: { formDebounce: '#login.submitting' },
          on: { 'login.submit': { target: 'debouncing', reenter: true } },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ account: context.account.trim(), password: context.password }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'rememberAccount', params: ({ context }) => ({ account: context.account.trim() }) },
            { type: 'reportAuthenticated', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'form.editing',
          actions: assign({ error: ({ event }) => authFailureMessage(event.error, LOGIN_FAILURE_CODES) }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: () => undefined as unknown as AuthResult,
});
