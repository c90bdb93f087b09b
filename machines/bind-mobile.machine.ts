/**
 * /bind is offered only to a player without a mobile, so the chart first checks (`unavailable` when one is
 * bound). The code is asked only with the configuration's otpStatus on: then the invoked `otp` child
 * (otpCountdown, purpose 2) sends it and the form requires it. The form debounce (300 ms) sends one request per
 * burst of taps. Success updates the player in the session, toasts and navigates back; 2104 (already bound),
 * 1045 (number taken), 1043 (code) and 1019 (format) have their own messages.
 *
 * Implementations: src/actors/bind-mobile.actors.ts
 */
import { assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { FORM_DEBOUNCE_MS } from './constants';
import { businessCode, errorMessage, message, type Message } from './message';
import { otpCountdownMachine } from './otp-countdown.machine';
import type { UserInfo } from '../contract/types';
import { collectErrors, mobileError, otpCodeError, withField, type AccountRules, type FieldErrors } from './validation';
import type { MachineMeta } from './machine-meta';

export type BindField = 'mobile' | 'code';
const BIND_FAILURE_CODES = [2104, 1045, 1043, 1019];

export interface BindInput {
  readonly rules: AccountRules;
  readonly otp: boolean;
  readonly hasMobile: boolean;
}

export interface BindContext extends BindInput {
  mobile: string;
  code: string;
  errors: FieldErrors<BindField>;
  error: Message | null;
}

export type BindEvent =
  { type: 'field.change'; field: BindField; value: string } | { type: 'otp.send' } | { type: 'bind.submit' };
export type BindEmitted = { type: 'toast'; message: Message } | { type: 'navigate'; to: string; replace?: boolean };

export function bindErrors(c: BindContext): FieldErrors<BindField> {
  return collectErrors<BindField>({
    mobile: mobileError(c.mobile, c.rules),
    code: c.otp ? otpCodeError(c.code) : null,
  });
}

function bindFailure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && BIND_FAILURE_CODES.includes(code) ? message(`bind.failed.${code}`) : errorMessage(error);
}

export const bindMobileMachine = setup({
  types: { context: {} as BindContext, events: {} as BindEvent, input: {} as BindInput, emitted: {} as BindEmitted },
  actors: {
    bind: fromPromise<UserInfo, { mobile: string; code?: string }>(async () => {
      throw new Error('provided by the app');
    }),
    otp: otpCountdownMachine,
  },
  actions: {
    setField: assign(({ context }, params: { field: BindField; value: string }) =>
      withField(context, params.field, params.value),
    ),
    sendOtp: sendTo('otp', ({ context }) => ({ type: 'otp.send' as const, mobile: context.mobile })),
    reportUser: (_, _params: { user: UserInfo }) => {},
  },
  guards: {
    hasMobile: ({ context }) => context.hasMobile,
    hasFieldErrors: ({ context }) => Object.keys(bindErrors(context)).length > 0,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'bindMobile',
  description: 'The /bind page: bind a mobile number to a player who has none.',
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, mobile: '', code: '', errors: {}, error: null }),
  invoke: { id: 'otp', src: 'otp', input: ({ context }) => ({ purpose: 2 as const, rules: context.rules }) },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasMobile', target: 'unavailable' }, { target: 'editing' }] },
    unavailable: { description: 'A mobile is already bound: /bind is only offered to players without one.' },
    editing: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'otp.send': { actions: 'sendOtp' },
        'bind.submit': [
          { guard: 'hasFieldErrors', actions: assign({ errors: ({ context }) => bindErrors(context), error: null }) },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    debouncing: {
      after: { formDebounce: 'binding' },
      on: { 'bind.submit': { target: 'debouncing', reenter: true } },
    },
    binding: {
      tags: ['busy'],
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ context }) => ({ mobile: context.mobile, ...(context.otp ? { code: context.code } : {}) }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'reportUser', params: ({ event }) => ({ user: event.output }) },
            emit({ type: 'toast', message: message('bind.success') }),
            emit({ type: 'navigate', to: 'back' }),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => bindFailure(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});

type BindMobileSnapshot = SnapshotFrom<typeof bindMobileMachine>;

/** The form can be sent now. */
export const selectCanBind = (s: BindMobileSnapshot): boolean => s.can({ type: 'bind.submit' });

/** The mobile is bound (now, or already before). */
export const selectBound = (s: BindMobileSnapshot): boolean => s.matches('unavailable') || s.matches('done');
