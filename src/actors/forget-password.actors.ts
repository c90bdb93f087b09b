/** The forget-password flow's live implementations: forgetPassword and the OTP child. */
import { forgetPasswordMachine } from '../../machines/forget-password.machine';
import type { AppRoot } from '../app/root';
import { authActorsOf } from './auth-calls';
import { liveOtpMachine } from './otp-countdown.actors';

export function liveForgetPasswordMachine(root: AppRoot) {
  return forgetPasswordMachine.provide({
    actors: { resetPassword: authActorsOf(root).resetPassword, otp: liveOtpMachine(root) },
  });
}
