/**
 * The auth pages' flows with their live implementations, built from the app root: the machines of
 * machines/ provided with root.auth's actors and actions, storage and the session. Each builder is called
 * once per page (memoised by the page) and its result is run with useFlow. Also the inputs the pages derive
 * from the configuration (account rules, register variant, whether the terms row shows).
 */
import { bindMobileMachine } from '../../machines/bind-mobile.machine';
import { termsRequired } from '../../machines/constants';
import { forgetPasswordMachine } from '../../machines/forget-password.machine';
import { greenAgreementMachine, type AgreementRecord } from '../../machines/green-agreement.machine';
import { loginMachine } from '../../machines/login.machine';
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { registerMachine, type RegisterInput } from '../../machines/register.machine';
import type { AppConfig } from '../../machines/session.machine';
import { socialLoginMachine } from '../../machines/social-login.machine';
import type { AccountRules } from '../../machines/validation';
import type { AppRoot } from '../app/root';
import { SESSION_KEYS, readItem, writeItem } from '../lib/storage-keys';

/** The OTP child of register, forget and bind: smsSend through the API. */
export function liveOtpMachine(root: AppRoot) {
  return otpCountdownMachine.provide({ actors: { sendOtp: root.auth.sendOtp } });
}

export function liveLoginMachine(root: AppRoot) {
  return loginMachine.provide({
    actors: { login: root.auth.login },
    actions: {
      rememberAccount: (_, { account }) => root.auth.actions.rememberAccount(account),
      reportAuthenticated: (_, { result }) => root.auth.actions.reportLogin(result),
    },
  });
}

export function liveRegisterMachine(root: AppRoot) {
  return registerMachine.provide({
    actors: { register: root.auth.register, otp: liveOtpMachine(root) },
    actions: {
      resetAffiliate: () => root.auth.actions.resetAffiliate(),
      reportAuthenticated: (_, { result }) => root.auth.actions.reportRegistered(result),
    },
  });
}

/** Social login: a success is reported with the "Success." toast, like a registration (spec §4). */
export function liveSocialLoginMachine(root: AppRoot) {
  return socialLoginMachine.provide({
    actors: {
      // root.auth.fetchProviders is not typed with its input and output (see auth.actors.ts); same logic.
      fetchProviders: root.auth.fetchProviders,
      exchangeCode: root.auth.exchangeCode,
    },
    actions: { reportAuthenticated: (_, { result }) => root.auth.actions.reportRegistered(result) },
  });
}

export function liveForgetPasswordMachine(root: AppRoot) {
  return forgetPasswordMachine.provide({
    actors: { resetPassword: root.auth.resetPassword, otp: liveOtpMachine(root) },
  });
}

export function liveBindMobileMachine(root: AppRoot) {
  return bindMobileMachine.provide({
    actors: { bind: root.auth.bind, otp: liveOtpMachine(root) },
    actions: { reportUser: (_, { user }) => root.session.send({ type: 'user.updated', user }) },
  });
}

/** Green mode's agreement, kept in session storage (spec §3: the green-mode agreement record). */
export function liveGreenAgreementMachine(root: AppRoot) {
  return greenAgreementMachine.provide({
    actions: {
      persistAgreement: (_, { value }) => writeItem(root.deps.session, SESSION_KEYS.greenAgreement, String(value)),
    },
  });
}

/** The stored green-mode agreement record (0 when absent or unreadable). */
export function storedAgreement(root: AppRoot): AgreementRecord {
  const value = readItem(root.deps.session, SESSION_KEYS.greenAgreement);
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

// ── inputs from the configuration ──

export const isGreen = (config: AppConfig) => config.mode === 'green';

/**
 * Whether login and register show the terms row, and so need the agreement (spec §5: "on builds that show
 * it"): the brand builds of termsRequired, and green mode, where the box opens the full-screen sheet.
 */
export function showsTerms(config: AppConfig): boolean {
  return termsRequired(config.brandCode, isGreen(config)) || isGreen(config);
}

/** Whether one-time codes are on (otpStatus). */
export const otpOn = (config: AppConfig) => config.otpStatus === 1;

export function accountRules(config: AppConfig): AccountRules {
  return {
    usernameLengthMin: config.usernameLengthMin,
    usernameLengthMax: config.usernameLengthMax,
    passwordLengthMin: config.passwordLengthMin,
    passwordLengthMax: config.passwordLengthMax,
    accountLengthMin: config.accountLengthMin,
    accountLengthMax: config.accountLengthMax,
    mobileStartsWith: config.accountRule.mobileStartsWith,
  };
}

/** The register form of this build: green mode registers by phone (with the website picker). */
export function registerInput(config: AppConfig, host: string): RegisterInput {
  return {
    variant: isGreen(config) ? 'phone' : config.registerType,
    otp: otpOn(config),
    requireTerms: showsTerms(config),
    rules: accountRules(config),
    host,
  };
}
