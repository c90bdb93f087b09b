/** The register flow's live implementations: accountRegist / accountRegist4, the OTP child, the affiliate reset. */
import { registerMachine } from '../../machines/register.machine';
import { authActorsOf } from './auth-calls';
import { liveOtpCountdownMachine } from './otp-countdown.actors';
import type { FlowPort, ImplementationsOf } from './port';

export function registerImplementations(port: FlowPort) {
  const auth = authActorsOf(port);
  return {
    actors: { register: auth.register, otp: liveOtpCountdownMachine(port) },
    actions: {
      resetAffiliate: () => auth.actions.resetAffiliate(),
      reportAuthenticated: (_, { result }) => auth.actions.reportRegistered(result),
    },
  } satisfies ImplementationsOf<typeof registerMachine>;
}

export function liveRegisterMachine(port: FlowPort) {
  return registerMachine.provide(registerImplementations(port));
}
