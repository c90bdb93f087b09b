/** The bind-mobile flow's live implementations: bindAccount and the OTP child; the player is updated in the session. */
import { bindMobileMachine } from '../../machines/bind-mobile.machine';
import type { AppRoot } from '../app/root';
import { authActorsOf } from './auth-calls';
import { liveOtpMachine } from './otp-countdown.actors';

export function liveBindMobileMachine(root: AppRoot) {
  return bindMobileMachine.provide({
    actors: { bind: authActorsOf(root).bind, otp: liveOtpMachine(root) },
    actions: { reportUser: (_, { user }) => root.session.send({ type: 'user.updated', user }) },
  });
}
