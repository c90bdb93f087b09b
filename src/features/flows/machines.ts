/**
 * Every statechart of machines/ that the /flows page draws, in reading order: the session and its
 * heartbeat, then the page flows. A new machine file belongs in this list (and in the machine-test registry).
 */
import type { AnyStateMachine } from 'xstate';
import { bindMobileMachine } from '../../../machines/bind-mobile.machine';
import { coinRefreshMachine } from '../../../machines/coin-refresh.machine';
import { forgetPasswordMachine } from '../../../machines/forget-password.machine';
import { greenAgreementMachine } from '../../../machines/green-agreement.machine';
import { heartbeatMachine } from '../../../machines/heartbeat.machine';
import { loginMachine } from '../../../machines/login.machine';
import { logoutMachine } from '../../../machines/logout.machine';
import { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { registerMachine } from '../../../machines/register.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { socialLoginMachine } from '../../../machines/social-login.machine';
import { toastMachine } from '../../../machines/toast.machine';

export const FLOW_MACHINES: readonly AnyStateMachine[] = [
  sessionMachine,
  heartbeatMachine,
  toastMachine,
  loginMachine,
  registerMachine,
  otpCountdownMachine,
  socialLoginMachine,
  greenAgreementMachine,
  forgetPasswordMachine,
  bindMobileMachine,
  logoutMachine,
  coinRefreshMachine,
];
