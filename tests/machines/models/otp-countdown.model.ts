import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import type { MachineModel } from '../../helpers/machine-model';

export const OTP_RULES = { accountLengthMin: 10, accountLengthMax: 10, mobileStartsWith: '0' };
export const VALID_MOBILE = '0812345678';

export const otpCountdownModel: MachineModel<typeof otpCountdownMachine> = {
  name: 'otp-countdown',
  machine: otpCountdownMachine,
  // A 2-second countdown keeps the explored space small; the scenario tests use the real 60 s.
  input: { purpose: 0, rules: OTP_RULES, resendSeconds: 2 },
  events: [
    { type: 'otp.send', mobile: VALID_MOBILE },
    { type: 'otp.send', mobile: '1812345678' },
    { type: 'otp.reset' },
    { type: 'xstate.after.formDebounce.otpCountdown.debouncing' },
    { type: 'xstate.done.actor.sendOtp', output: undefined },
    { type: 'xstate.error.actor.sendOtp', error: { kind: 'network' } },
    { type: 'xstate.error.actor.sendOtp', error: { kind: 'rateLimited', retryAfter: 2 } },
    { type: 'xstate.after.otpTick.otpCountdown.counting' },
  ] as never,
  implementations: { actors: { sendOtp: fromPromise(() => new Promise<void>(() => {})) } },
  invariants: (s) => {
    const send = { type: 'otp.send', mobile: VALID_MOBILE } as const;
    if (s.matches('counting')) {
      expect(s.can(send)).toBe(false);
      expect(s.context.remaining).toBeGreaterThan(0);
    }
    if (s.matches('sending')) expect(s.can(send)).toBe(false);
    if (s.matches('idle')) {
      expect(s.context.remaining).toBe(0);
      expect(s.can(send)).toBe(true);
    }
  },
};
