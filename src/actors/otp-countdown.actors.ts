/** The OTP child of register, forget-password and bind-mobile: smsSend through the API. */
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import type { AppRoot } from '../app/root';
import { authActorsOf } from './auth-calls';

export function liveOtpMachine(root: AppRoot) {
  return otpCountdownMachine.provide({ actors: { sendOtp: authActorsOf(root).sendOtp } });
}
