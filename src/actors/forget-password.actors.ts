/** The forget-password flow's live implementations: forgetPassword and the OTP child. */
import { forgetPasswordMachine } from '../../machines/forget-password.machine';
import { authActorsOf } from './auth-calls';
import { liveOtpCountdownMachine } from './otp-countdown.actors';
import type { FlowPort, ImplementationsOf } from './port';

export function forgetPasswordImplementations(port: FlowPort) {
  return {
    actors: { resetPassword: authActorsOf(port).resetPassword, otp: liveOtpCountdownMachine(port) },
  } satisfies ImplementationsOf<typeof forgetPasswordMachine>;
}

export function liveForgetPasswordMachine(port: FlowPort) {
  return forgetPasswordMachine.provide(forgetPasswordImplementations(port));
}
