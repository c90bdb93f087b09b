/** Models of the smaller auth and shell flows: socialLogin, logout, coinRefresh, greenAgreement, forgetPassword, bindMobile. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { bindErrors, bindMobileMachine } from '../../../machines/bind-mobile.machine';
import { coinRefreshMachine } from '../../../machines/coin-refresh.machine';
import { forgetErrors, forgetPasswordMachine } from '../../../machines/forget-password.machine';
import { greenAgreementMachine } from '../../../machines/green-agreement.machine';
import { logoutMachine } from '../../../machines/logout.machine';
import { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { PROVIDER } from '../../../machines/samples/auth.samples';
import { socialLoginMachine } from '../../../machines/social-login.machine';
import type { MachineModel } from '../../helpers/machine-model';
import { AUTH_RESULT, USER } from './fixtures';
import { RULES } from './register.model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));
const otpChild = () => otpCountdownMachine.provide({ actors: { sendOtp: never() } });
const errId = (c: Record<string, unknown>) => (c.error as { id: string } | null)?.id ?? null;

export { PROVIDER };

const socialEvents = [
  { type: 'social.start' },
  { type: 'xstate.done.actor.fetchProviders', output: [PROVIDER] },
  { type: 'xstate.done.actor.fetchProviders', output: [{ ...PROVIDER, id: 9 }] },
  { type: 'xstate.error.actor.fetchProviders', error: { kind: 'network' } },
  { type: 'xstate.done.actor.beginAttempt', output: { state: 's'.repeat(32), codeChallenge: 'c'.repeat(43) } },
  { type: 'xstate.error.actor.beginAttempt', error: new Error('no crypto') },
  { type: 'xstate.done.actor.recallAttempt', output: { codeVerifier: 'v'.repeat(43) } },
  { type: 'xstate.done.actor.recallAttempt', output: null },
  { type: 'xstate.error.actor.recallAttempt', error: new Error('no storage') },
  { type: 'xstate.done.actor.exchangeCode', output: AUTH_RESULT },
  { type: 'xstate.error.actor.exchangeCode', error: { kind: 'business', errcode: 1049 } },
] as never;

const socialBase = {
  machine: socialLoginMachine,
  events: socialEvents,
  implementations: {
    actors: { fetchProviders: never(), exchangeCode: never(), beginAttempt: never(), recallAttempt: never() },
  },
  invariants: (s: {
    matches: (v: string) => boolean;
    can: (e: unknown) => boolean;
    context: Record<string, unknown>;
  }) => {
    expect(s.can({ type: 'social.start' })).toBe(s.matches('available'));
    if (s.matches('available')) expect((s.context.provider as { id: number }).id).toBe(3);
  },
} as const;

export const socialLoginModels = [
  { ...socialBase, name: 'social-login', input: { state: null, code: null } },
  { ...socialBase, name: 'social-login (provider return)', input: { state: 'sandbox-line-login', code: 'abc' } },
] as unknown as MachineModel[];

export const logoutModel = {
  name: 'logout',
  machine: logoutMachine,
  events: [
    { type: 'logout.request' },
    { type: 'logout.cancel' },
    { type: 'logout.confirm' },
    { type: 'xstate.done.actor.revokeToken', output: undefined },
    { type: 'xstate.error.actor.revokeToken', error: { kind: 'network' } },
  ],
  implementations: { actors: { revokeToken: never() } },
  invariants: (s: { matches: (v: string) => boolean; hasTag: (t: string) => boolean }) => {
    expect(s.hasTag('dialog')).toBe(s.matches('confirming'));
  },
} as unknown as MachineModel;

export const coinRefreshModel = {
  name: 'coin-refresh',
  machine: coinRefreshMachine,
  events: [
    { type: 'coin.refresh' },
    {
      type: 'xstate.done.actor.refreshFigures',
      output: { coin: 1, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 },
    },
    { type: 'xstate.error.actor.refreshFigures', error: { kind: 'business', errcode: 7 } },
    { type: 'xstate.after.refreshThrottle.coinRefresh.throttled.window.open' },
  ],
  implementations: { actors: { refreshFigures: never() } },
  invariants: (s: {
    matches: (v: string) => boolean;
    can: (e: unknown) => boolean;
    hasTag: (t: string) => boolean;
  }) => {
    expect(s.can({ type: 'coin.refresh' })).toBe(s.matches('idle'));
    expect(s.hasTag('refreshing')).toBe(s.matches({ throttled: { request: 'refreshing' } } as never));
  },
} as unknown as MachineModel;

const greenEvents = [
  { type: 'terms.toggle' },
  { type: 'sheet.open' },
  { type: 'sheet.close' },
  { type: 'terms.agree' },
];
export const greenAgreementModels = ([0, 1, 2] as const).map((stored) => ({
  name: `green-agreement (stored ${stored})`,
  machine: greenAgreementMachine,
  input: { stored },
  events: greenEvents,
  invariants: (s: { matches: (v: string) => boolean; hasTag: (t: string) => boolean }) => {
    expect(s.hasTag('sheet')).toBe(s.matches('reading') || s.matches('reviewing'));
  },
})) as unknown as MachineModel[];

interface FormSnapshot {
  status: string;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
  context: Record<string, unknown>;
}

/**
 * What every OTP form flow keeps true: only a valid form leaves `editing` (a request never carries a field
 * error), the request is busy and cannot be sent twice, the errors shown are errors of the form, and the
 * flow ends only after the request succeeded.
 */
const formInvariants =
  (id: string, requesting: string, submit: string, errorsOf: (c: Record<string, unknown>) => object) =>
  (s: FormSnapshot) => {
    const invalid = Object.keys(errorsOf(s.context));
    if (s.matches('debouncing') || s.matches(requesting)) expect(invalid, `${id}: fields sent`).toEqual([]);
    expect(s.hasTag('busy')).toBe(s.matches(requesting));
    if (s.matches(requesting)) expect(s.can({ type: submit })).toBe(false);
    for (const field of Object.keys(s.context.errors as object)) expect(invalid).toContain(field);
    expect(s.status === 'done').toBe(s.matches('done'));
    if (s.matches('done')) expect(s.context.error).toBeNull();
  };

const fieldEvents = (fields: Record<string, [string, string]>) =>
  Object.entries(fields).flatMap(([field, [good, bad]]) => [
    { type: 'field.change', field, value: good },
    { type: 'field.change', field, value: bad },
  ]);

export const forgetPasswordModel = {
  name: 'forget-password',
  machine: forgetPasswordMachine,
  input: { rules: RULES },
  events: [
    ...fieldEvents({
      mobile: ['0812345678', '9'],
      code: ['123456', '12'],
      password: ['secret123', '1'],
      confirm: ['secret123', 'nope'],
    }),
    { type: 'otp.send' },
    { type: 'forget.submit' },
    { type: 'xstate.after.formDebounce.forgetPassword.debouncing' },
    { type: 'xstate.done.actor.resetPassword', output: undefined },
    { type: 'xstate.error.actor.resetPassword', error: { kind: 'business', errcode: 1043 } },
  ],
  serializeState: (s: { value: unknown; context: Record<string, unknown> }) =>
    JSON.stringify({
      value: s.value,
      invalid: Object.keys(forgetErrors(s.context as never)),
      shown: Object.keys(s.context.errors as object),
      error: errId(s.context),
    }),
  implementations: { actors: { resetPassword: never(), otp: otpChild() } },
  invariants: formInvariants('forgetPassword', 'submitting', 'forget.submit', forgetErrors as never),
} as unknown as MachineModel;

export const bindMobileModels = (
  [
    { otp: true, hasMobile: false },
    { otp: false, hasMobile: false },
    // A mobile already bound: the page is not offered (nothing to explore beyond `unavailable`).
    { otp: true, hasMobile: true },
  ] as const
).map(({ otp, hasMobile }) => ({
  name: hasMobile ? 'bind-mobile (mobile already bound)' : `bind-mobile (otp ${otp ? 'on' : 'off'})`,
  machine: bindMobileMachine,
  input: { rules: RULES, otp, hasMobile },
  events: [
    ...fieldEvents({ mobile: ['0812345678', '9'], code: ['123456', '12'] }),
    { type: 'otp.send' },
    { type: 'bind.submit' },
    { type: 'xstate.after.formDebounce.bindMobile.debouncing' },
    { type: 'xstate.done.actor.bind', output: USER },
    { type: 'xstate.error.actor.bind', error: { kind: 'business', errcode: 2104 } },
    { type: 'xstate.error.actor.bind', error: { kind: 'network' } },
  ],
  serializeState: (s: { value: unknown; context: Record<string, unknown> }) =>
    JSON.stringify({
      value: s.value,
      invalid: Object.keys(bindErrors(s.context as never)),
      shown: Object.keys(s.context.errors as object),
      error: errId(s.context),
    }),
  implementations: { actors: { bind: never(), otp: otpChild() } },
  invariants: (s: FormSnapshot) => {
    formInvariants('bindMobile', 'binding', 'bind.submit', bindErrors as never)(s);
    expect(s.matches('unavailable')).toBe(s.context.hasMobile === true);
  },
})) as unknown as MachineModel[];
