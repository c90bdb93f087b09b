/** The OTP child of register, forget-password and bind-mobile: smsSend through the API. */
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { authActorsOf } from './auth-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function otpCountdownImplementations(port: FlowPort) {
  return { actors: { sendOtp: authActorsOf(port).sendOtp } } satisfies ImplementationsOf<typeof otpCountdownMachine>;
}

export function liveOtpCountdownMachine(port: FlowPort) {
  return otpCountdownMachine.provide(otpCountdownImplementations(port));
}
