/**
 * Every statechart of machines/ that the /flows page draws, in reading order: the session and its
 * heartbeat, then the page flows. A new machine file belongs in this list (and in the machine-test registry).
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
import { badgesMachine } from '../../../machines/badges.machine';
import { mailMachine } from '../../../machines/mail.machine';
import { tasksMachine } from '../../../machines/tasks.machine';
import { activityClaimMachine } from '../../../machines/activity-claim.machine';
import { spinMachine } from '../../../machines/spin.machine';
import { loginPayMachine } from '../../../machines/login-pay.machine';
import { customerServiceMachine } from '../../../machines/customer-service.machine';
import { diagnosticsMachine } from '../../../machines/diagnostics.machine';
import { memberMachine } from '../../../machines/member.machine';

import { profileEditMachine } from '../../../machines/profile-edit.machine';
import { profileInfoMachine } from '../../../machines/profile-info.machine';
import { superiorMachine } from '../../../machines/superior.machine';
import { agreementsMachine } from '../../../machines/agreements.machine';
import { appUpdateMachine } from '../../../machines/app-update.machine';
import { depositLimitsMachine } from '../../../machines/deposit-limits.machine';
import { accountSecurityMachine } from '../../../machines/account-security.machine';
import { endExclusionMachine } from '../../../machines/end-exclusion.machine';
import { exclusionConfirmMachine } from '../../../machines/exclusion-confirm.machine';
import { weekendLotteryMachine } from '../../../machines/weekend-lottery.machine';
import { christmasMachine } from '../../../machines/christmas.machine';
import { newYearMachine } from '../../../machines/new-year.machine';
import { agentCountMachine } from '../../../machines/agent-count.machine';

export const FLOW_MACHINES: readonly AnyStateMachine[] = [
  sessionMachine,
  heartbeatMachine,
  badgesMachine,
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
  popupsMachine,
  firstChargeMachine,
  inviteFriendsMachine,
  tasksMachine,
  activityClaimMachine,
  spinMachine,
  loginPayMachine,
  weekendLotteryMachine,
  christmasMachine,
  newYearMachine,
  agentCountMachine,
  homeDataMachine,
  gameLaunchMachine,
  gameLikeMachine,
  activityListMachine,
  depositMachine,
  depositLimitsMachine,
  exclusionConfirmMachine,
  endExclusionMachine,
  accountSecurityMachine,
  bankBindingMachine,
  withdrawMachine,
  safeboxMachine,
  kycMachine,
  recordsMachine,
  pointsMachine,
  mailMachine,
  customerServiceMachine,
  diagnosticsMachine,
  memberMachine,
  profileEditMachine,
  profileInfoMachine,
  superiorMachine,
  agreementsMachine,
  appUpdateMachine,
];
