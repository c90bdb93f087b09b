/**
 * Every machine of machines/ with its test models. The coverage script reports from this list, and a test
 * fails when a machine file has no model here.
 */
import type { AnyStateMachine } from 'xstate';
import { bankBindingMachine } from '../../../machines/bank-binding.machine';
import { activityListMachine } from '../../../machines/activity-list.machine';
import { bindMobileMachine } from '../../../machines/bind-mobile.machine';
import { coinRefreshMachine } from '../../../machines/coin-refresh.machine';
import { depositMachine } from '../../../machines/deposit.machine';
import { forgetPasswordMachine } from '../../../machines/forget-password.machine';
import { gameLaunchMachine } from '../../../machines/game-launch.machine';
import { gameLikeMachine } from '../../../machines/game-like.machine';
import { greenAgreementMachine } from '../../../machines/green-agreement.machine';
import { heartbeatMachine } from '../../../machines/heartbeat.machine';
import { homeDataMachine } from '../../../machines/home-data.machine';
import { loginMachine } from '../../../machines/login.machine';
import { logoutMachine } from '../../../machines/logout.machine';
import { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { registerMachine } from '../../../machines/register.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { socialLoginMachine } from '../../../machines/social-login.machine';
import { toastMachine } from '../../../machines/toast.machine';
import { firstChargeMachine } from '../../../machines/first-charge.machine';
import { inviteFriendsMachine } from '../../../machines/invite-friends.machine';
import { popupsMachine } from '../../../machines/popups.machine';
import { kycMachine } from '../../../machines/kyc.machine';
import { pointsMachine } from '../../../machines/points.machine';
import { recordsMachine } from '../../../machines/records.machine';
import { safeboxMachine } from '../../../machines/safebox.machine';
import { withdrawMachine } from '../../../machines/withdraw.machine';
import { tasksMachine } from '../../../machines/tasks.machine';
import { tasksModels } from './tasks.model';
import { activityClaimMachine } from '../../../machines/activity-claim.machine';
import { activityClaimModels } from './activity-claim.model';
import { spinMachine } from '../../../machines/spin.machine';
import { spinModels } from './spin.model';
import { mailMachine } from '../../../machines/mail.machine';
import { badgesMachine } from '../../../machines/badges.machine';
import { badgesModel, mailModel } from './mail.model';
import { customerServiceMachine } from '../../../machines/customer-service.machine';
import { customerServiceModels } from './customer-service.model';
import { diagnosticsMachine } from '../../../machines/diagnostics.machine';
import { diagnosticsModel } from './diagnostics.model';
import { memberMachine } from '../../../machines/member.machine';
import { memberModel, memberWalletModel } from './member.model';
import { kycModels, pointsModel, recordsModel, safeboxModels, withdrawModel } from './account.model';
import type { MachineModel } from '../../helpers/machine-model';
import { agreementsMachine } from '../../../machines/agreements.machine';
import { profileEditMachine } from '../../../machines/profile-edit.machine';
import { profileInfoMachine } from '../../../machines/profile-info.machine';
import { superiorMachine } from '../../../machines/superior.machine';
import { agreementsModels, profileEditModel, profileInfoModels, superiorModels } from './account-profile.model';
import {
  bindMobileModels,
  coinRefreshModel,
  forgetPasswordModel,
  greenAgreementModels,
  logoutModel,
  socialLoginModels,
} from './auth-flows.model';
import { heartbeatModel } from './heartbeat.model';
import { activityListModels, gameLaunchModels, gameLikeModel, homeDataModels } from './lobby.model';
import { loginModels } from './login.model';
import { otpCountdownModel } from './otp-countdown.model';
import { registerModels } from './register.model';
import { sessionModels } from './session.model';
import { toastModel } from './toast.model';
import { firstChargeModels, inviteFriendsModels, popupsModels } from './promotions.model';
import { bankBindingModels, depositModels } from './wallet.model';
import { loginPayMachine } from '../../../machines/login-pay.machine';
import { loginPayModels } from './login-pay.model';
import { appUpdateMachine } from '../../../machines/app-update.machine';
import { appUpdateModels } from './app-update.model';
import { depositLimitsMachine } from '../../../machines/deposit-limits.machine';
import { depositLimitsModel, playLimitsModel } from './deposit-limits.model';
import { accountSecurityMachine } from '../../../machines/account-security.machine';
import { exclusionConfirmMachine } from '../../../machines/exclusion-confirm.machine';
import { endExclusionMachine } from '../../../machines/end-exclusion.machine';
import { accountSecurityModel, endExclusionModel, exclusionConfirmModel } from './exclusion.model';
import { weekendLotteryMachine } from '../../../machines/weekend-lottery.machine';
import { weekendLotteryModels } from './weekend-lottery.model';
import { christmasMachine } from '../../../machines/christmas.machine';
import { christmasModels } from './christmas.model';
import { newYearMachine } from '../../../machines/new-year.machine';
import { newYearModels } from './new-year.model';
import { agentCountMachine } from '../../../machines/agent-count.machine';
import { agentCountModels } from './agent-count.model';

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
  { file: 'popups', machine: popupsMachine, models: popupsModels },
  { file: 'first-charge', machine: firstChargeMachine, models: firstChargeModels },
  { file: 'invite-friends', machine: inviteFriendsMachine, models: inviteFriendsModels },
  { file: 'withdraw', machine: withdrawMachine, models: [withdrawModel] },
  { file: 'safebox', machine: safeboxMachine, models: safeboxModels },
  { file: 'kyc', machine: kycMachine, models: kycModels },
  { file: 'records', machine: recordsMachine, models: [recordsModel] },
  { file: 'points', machine: pointsMachine, models: [pointsModel] },
  { file: 'home-data', machine: homeDataMachine, models: homeDataModels },
  { file: 'game-launch', machine: gameLaunchMachine, models: gameLaunchModels },
  { file: 'game-like', machine: gameLikeMachine, models: [gameLikeModel] },
  { file: 'activity-list', machine: activityListMachine, models: activityListModels },
  { file: 'deposit', machine: depositMachine, models: depositModels },
  { file: 'login-pay', machine: loginPayMachine, models: loginPayModels },
  { file: 'bank-binding', machine: bankBindingMachine, models: bankBindingModels },
  { file: 'tasks', machine: tasksMachine, models: tasksModels },
  { file: 'activity-claim', machine: activityClaimMachine, models: activityClaimModels },
  { file: 'spin', machine: spinMachine, models: spinModels },
  { file: 'mail', machine: mailMachine, models: [mailModel] },
  { file: 'badges', machine: badgesMachine, models: [badgesModel] },
  { file: 'customer-service', machine: customerServiceMachine, models: customerServiceModels },
  { file: 'diagnostics', machine: diagnosticsMachine, models: [diagnosticsModel] },
  { file: 'member', machine: memberMachine, models: [memberModel, memberWalletModel] },
  { file: 'profile-edit', machine: profileEditMachine, models: [profileEditModel] },
  { file: 'profile-info', machine: profileInfoMachine, models: profileInfoModels },
  { file: 'superior', machine: superiorMachine, models: superiorModels },
  { file: 'agreements', machine: agreementsMachine, models: agreementsModels },
  { file: 'app-update', machine: appUpdateMachine, models: appUpdateModels as never },
  { file: 'deposit-limits', machine: depositLimitsMachine, models: [depositLimitsModel, playLimitsModel] },
  { file: 'exclusion-confirm', machine: exclusionConfirmMachine, models: [exclusionConfirmModel] },
  { file: 'end-exclusion', machine: endExclusionMachine, models: [endExclusionModel] },
  { file: 'account-security', machine: accountSecurityMachine, models: [accountSecurityModel] },
  { file: 'weekend-lottery', machine: weekendLotteryMachine, models: weekendLotteryModels },
  { file: 'christmas', machine: christmasMachine, models: christmasModels },
  { file: 'new-year', machine: newYearMachine, models: newYearModels },
  { file: 'agent-count', machine: agentCountMachine, models: agentCountModels },
];
