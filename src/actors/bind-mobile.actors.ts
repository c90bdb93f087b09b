/** The bind-mobile flow's live implementations: bindAccount and the OTP child; the player is updated in the session. */
import { bindMobileMachine } from '../../machines/bind-mobile.machine';
import { authActorsOf } from './auth-calls';
import { liveOtpCountdownMachine } from './otp-countdown.actors';
import type { FlowPort, ImplementationsOf } from './port';

export function bindMobileImplementations(port: FlowPort) {
  return {
    actors: { bind: authActorsOf(port).bind, otp: liveOtpCountdownMachine(port) },
    actions: { reportUser: (_, { user }) => port.report({ type: 'user.updated', user }) },
  } satisfies ImplementationsOf<typeof bindMobileMachine>;
}

export function liveBindMobileMachine(port: FlowPort) {
  return bindMobileMachine.provide(bindMobileImplementations(port));
}
