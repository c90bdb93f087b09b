/**
 * Every machine of machines/ with its test models. The coverage script reports from this list, and a test
 * fails when a machine file has no model here.
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
import type { MachineModel } from '../../helpers/machine-model';
import {
  bindMobileModels,
  coinRefreshModel,
  forgetPasswordModel,
  greenAgreementModels,
  logoutModel,
  socialLoginModels,
} from './auth-flows.model';
import { heartbeatModel } from './heartbeat.model';
import { loginModels } from './login.model';
import { otpCountdownModel } from './otp-countdown.model';
import { registerModels } from './register.model';
import { sessionModels } from './session.model';
import { toastModel } from './toast.model';

export interface RegisteredMachine {
  /** machines/<file>.machine.ts */
  readonly file: string;
  readonly machine: AnyStateMachine;
  readonly models: readonly MachineModel[];
}

export const registry: readonly RegisteredMachine[] = [
  { file: 'session', machine: sessionMachine, models: sessionModels as never },
  { file: 'heartbeat', machine: heartbeatMachine, models: [heartbeatModel as never] },
  { file: 'login', machine: loginMachine, models: loginModels as never },
  { file: 'register', machine: registerMachine, models: registerModels as never },
  { file: 'otp-countdown', machine: otpCountdownMachine, models: [otpCountdownModel as never] },
  { file: 'social-login', machine: socialLoginMachine, models: socialLoginModels },
  { file: 'logout', machine: logoutMachine, models: [logoutModel] },
  { file: 'coin-refresh', machine: coinRefreshMachine, models: [coinRefreshModel] },
  { file: 'green-agreement', machine: greenAgreementMachine, models: greenAgreementModels },
  { file: 'forget-password', machine: forgetPasswordMachine, models: [forgetPasswordModel] },
  { file: 'bind-mobile', machine: bindMobileMachine, models: bindMobileModels },
  { file: 'toast', machine: toastMachine, models: [toastModel as never] },
];
