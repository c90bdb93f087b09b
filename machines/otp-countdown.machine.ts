/**
 * While sending or counting the send button cannot be pressed: `can({ type: 'otp.send' })` is false, and a tap
 * is ignored. A 429 from the server starts the countdown at its Retry-After, so the button matches the server.
 * `sendOtp` is provided with the API's smsSend.
 *
 * Implementations: src/actors/otp-countdown.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiError } from '../contract/api-errors';
import { FORM_DEBOUNCE_MS, OTP_RESEND_SECONDS, OTP_TICK_MS } from './constants';
import { message, type Message } from './message';
import { mobileError, type MobileRules } from './validation';
import type { MachineMeta } from './machine-meta';

/** smsSend `type`: 0 register, 1 forgotten password, 2 bind mobile. */
export type OtpPurpose = 0 | 1 | 2;

export interface OtpInput {
  readonly purpose: OtpPurpose;
  readonly rules: MobileRules;
  /** Seconds of the resend countdown: 60 unless a test shortens it. */
  readonly resendSeconds?: number;
}

export interface OtpContext {
  readonly purpose: OtpPurpose;
  readonly rules: OtpInput['rules'];
  readonly resendSeconds: number;
  mobile: string;
  /** Seconds left before another code can be sent; 0 when sending is possible. */
  remaining: number;
  error: Message | null;
}

export type OtpEvent = { type: 'otp.send'; mobile: string } | { type: 'otp.reset' };
export type OtpEmitted = { type: 'toast'; message: Message };

export const otpCountdownMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    emitted: {} as OtpEmitted,
  },
  actors: {
    sendOtp: fromPromise<void, { mobile: string; purpose: OtpPurpose }>(async () => {
      throw new Error('sendOtp is provided by the app');
    }),
  },
  guards: {
    isMobileValid: ({ context }, params: { mobile: string }) => mobileError(params.mobile, context.rules) === null,
    hasSecondsLeft: ({ context }) => context.remaining > 1,
    isRateLimited: (_, params: { error: unknown }) => (params.error as ApiError | undefined)?.kind === 'rateLimited',
  },
  delays: {
    formDebounce: FORM_DEBOUNCE_MS,
    otpTick: OTP_TICK_MS,
  },
}).createMachine({
  id: 'otpCountdown',
  description: 'Sending a one-time code and the resend countdown.',
  meta: { emitted: ['toast'], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    purpose: input.purpose,
    rules: input.rules,
    resendSeconds: input.resendSeconds ?? OTP_RESEND_SECONDS,
    mobile: '',
    remaining: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'otp.send': [
          {
            guard: { type: 'isMobileValid', params: ({ event }) => ({ mobile: event.mobile }) },
            target: 'debouncing',
            actions: assign({ mobile: ({ event }) => event.mobile, error: null }),
          },
          { actions: assign({ error: ({ context, event }) => mobileError(event.mobile, context.rules) }) },
        ],
        'otp.reset': { actions: assign({ error: null }) },
      },
    },
    debouncing: {
      description: 'Waits 300 ms after the last tap before sending (the form debounce).',
      after: { formDebounce: 'sending' },
      on: {
        'otp.send': {
          guard: { type: 'isMobileValid', params: ({ event }) => ({ mobile: event.mobile }) },
          target: 'debouncing',
          reenter: true,
          actions: assign({ mobile: ({ event }) => event.mobile }),
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ mobile: context.mobile, purpose: context.purpose }),
        onDone: {
          target: 'counting',
          actions: [
            assign({ remaining: ({ context }) => context.resendSeconds }),
            emit({ type: 'toast', message: message('auth.loginSendSucc') }),
          ],
        },
        onError: [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'counting',
            actions: [
              assign({
                remaining: ({ event }) =>
                  Math.max(1, (event.error as { retryAfter?: number }).retryAfter ?? OTP_RESEND_SECONDS),
                error: message('auth.loginSendFail'),
              }),
              emit({ type: 'toast', message: message('auth.loginSendFail') }),
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({ error: message('auth.loginSendFail') }),
              emit({ type: 'toast', message: message('auth.loginSendFail') }),
            ],
          },
        ],
      },
    },
    counting: {
      description: 'The resend countdown: one tick a second; sending is possible again at 0.',
      after: {
        otpTick: [
          {
            guard: 'hasSecondsLeft',
            target: 'counting',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
          { target: 'idle', actions: assign({ remaining: 0 }) },
        ],
      },
    },
  },
});

type OtpSnapshot = SnapshotFrom<typeof otpCountdownMachine>;

/** What the send button shows: the countdown, the code being sent, or ready (also before the flow's child runs). */
export const selectOtpPhase = (s: OtpSnapshot | undefined): 'idle' | 'counting' | 'sending' =>
  !s ? 'idle' : s.matches('counting') ? 'counting' : s.hasTag('busy') ? 'sending' : 'idle';
