/**
 * The fields stay editable while the form waits out its debounce (300 ms, restarted by another submit), so
 * `form` holds both. Submit does nothing unless account and password are both filled (`can` is false); builds
 * that show the terms (termsRequired: brands n7, 6b, 6s, 9s, not green mode) also need the agreement, and
 * without it a submit shows the account tips message and stays. The account keeps at most 50 characters.
 * LOGIN_FAILURE_CODES get their own message, any other code the generic loginFailed with the code; the `busy`
 * tag drives the loading toast. An exclusion in force (2401 / 2402) is not a failure: `excluded` says what it
 * is and until when, and the answer's withdraw-only token goes to the app (`keepWithdrawOnly`), never into the
 * machine, so the player can still withdraw their balance. The app fetches the key and encrypts the password
 * (the `login` actor); rememberAccount keeps the account only, never the password.
 *
 * Implementations: src/actors/login.actors.ts
 */
import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { FORM_DEBOUNCE_MS, LOGIN_FAILURE_CODES } from './constants';
import type { components } from '../contract/schema';
import { ERRCODE } from '../contract/ids';
import { authFailureMessage, message, type Message } from './message';
import type { AuthResult } from '../contract/types';
import { clampAccount } from './validation';
import type { MachineMeta } from './machine-meta';

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
  /** The exclusion the last login was refused for (2401 / 2402), or null. */
  excluded: Exclusion | null;
}

type Exclusion = components['schemas']['Exclusion'];

/** Pure: the exclusion and withdraw-only token of a login refused for one (2401 / 2402), or null. */
export function exclusionRefusal(error: unknown): { exclusion: Exclusion; withdrawToken: string } | null {
  const e = error as { kind?: string; errcode?: number; body?: Record<string, unknown> } | undefined;
  if (e?.kind !== 'business' || (e.errcode !== ERRCODE.AccountExcluded && e.errcode !== ERRCODE.AccountClosed))
    return null;
  const exclusion = e.body?.exclusion as Exclusion | undefined;
  const withdrawToken = e.body?.withdrawToken;
  return exclusion && typeof withdrawToken === 'string' ? { exclusion, withdrawToken } : null;
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
    keepWithdrawOnly: (_, _params: { exclusion: Exclusion; withdrawToken: string }) => {},
    reportAuthenticated: (_, _params: { result: AuthResult }) => {},
  },
  guards: {
    isFilled: ({ context }) => context.account.trim() !== '' && context.password !== '',
    isTermsMissing: ({ context }) => context.requireTerms && !context.agreed,
    isExclusion: (_, params: { error: unknown }) => exclusionRefusal(params.error) !== null,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'login',
  description: 'The /login form.',
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    requireTerms: input.requireTerms,
    account: clampAccount(input.rememberedAccount ?? ''),
    password: '',
    passwordVisible: false,
    agreed: false,
    error: null,
    excluded: null,
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
                actions: assign({ error: null, excluded: null }),
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
        onError: [
          {
            guard: { type: 'isExclusion', params: ({ event }) => ({ error: event.error }) },
            target: 'form.editing',
            actions: [
              assign({ password: '', excluded: ({ event }) => exclusionRefusal(event.error)?.exclusion ?? null }),
              {
                type: 'keepWithdrawOnly',
                params: ({ event }) => exclusionRefusal(event.error) as { exclusion: Exclusion; withdrawToken: string },
              },
            ],
          },
          {
            target: 'form.editing',
            actions: assign({ error: ({ event }) => authFailureMessage(event.error, LOGIN_FAILURE_CODES) }),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: () => undefined as unknown as AuthResult,
});

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The form can be sent now. */
export const selectCanLogin = (s: LoginSnapshot): boolean => s.can({ type: 'login.submit' });
