/** The register flow's live implementations: accountRegist / accountRegist4, the OTP child, the affiliate reset. */
import { registerMachine } from '../../machines/register.machine';
import type { AppRoot } from '../app/root';
import { authActorsOf } from './auth-calls';
import { liveOtpMachine } from './otp-countdown.actors';

export function liveRegisterMachine(root: AppRoot) {
  const auth = authActorsOf(root);
  return registerMachine.provide({
    actors: { register: auth.register, otp: liveOtpMachine(root) },
    actions: {
      resetAffiliate: () => auth.actions.resetAffiliate(),
      reportAuthenticated: (_, { result }) => auth.actions.reportRegistered(result),
    },
  });
}
