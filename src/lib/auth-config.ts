/** The auth forms' inputs derived from the configuration: account rules, register variant, terms, OTP. */
import { termsRequired } from '../../machines/constants';
import type { RegisterInput } from '../../machines/register.machine';
import type { AppConfig } from '../../contract/types';
import type { AccountRules } from '../../machines/validation';

export const isGreen = (config: AppConfig) => config.mode === 'green';

/**
 * Whether login and register show the terms row, and so need the agreement: the brand builds of termsRequired,
 * and green mode, where the box opens the full-screen sheet.
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
