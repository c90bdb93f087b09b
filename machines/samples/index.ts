/**
 * Every machine's samples by machine id (the /flows simulator and tests/machines/samples.test.ts). A machine
 * of src/features/flows/machines.ts whose invoked actors answer something needs an entry here with an outcome
 * for each of them; the test names what is missing.
 */
import {
  badgesSamples,
  customerServiceSamples,
  diagnosticsSamples,
  mailSamples,
  tasksSamples,
} from './account-centre.samples';
import { agreementsSamples, profileEditSamples, profileInfoSamples, superiorSamples } from './account-profile.samples';
import {
  bankBindingSamples,
  kycSamples,
  pointsSamples,
  recordsSamples,
  safeboxSamples,
  withdrawSamples,
} from './account.samples';
import {
  bindMobileSamples,
  coinRefreshSamples,
  forgetPasswordSamples,
  greenAgreementSamples,
  heartbeatSamples,
  loginSamples,
  logoutSamples,
  otpCountdownSamples,
  registerSamples,
  sessionSamples,
  socialLoginSamples,
  toastSamples,
} from './auth.samples';
import { depositSamples } from './deposit.samples';
import {
  activityListSamples,
  firstChargeSamples,
  gameLaunchSamples,
  gameLikeSamples,
  homeDataSamples,
  inviteFriendsSamples,
  popupsSamples,
} from './lobby.samples';
import { memberSamples } from './member.samples';
import { activityClaimSamples } from './promo-daily.samples';
import { spinSamples } from './promo-spin.samples';
import { loginPaySamples } from './promo-cards.samples';
import { appUpdateSamples } from './app-update.samples';
import { depositLimitsSamples } from './deposit-limits.samples';
import { accountSecuritySamples, endExclusionSamples, exclusionConfirmSamples } from './exclusion.samples';
import { christmasSamples, newYearSamples, weekendLotterySamples } from './promo-seasonal.samples';
import { agentCountSamples } from './agent-count.samples';
import type { FlowSamples } from './sample-types';

export const FLOW_SAMPLES: Readonly<Record<string, FlowSamples>> = {
  session: sessionSamples,
  heartbeat: heartbeatSamples,
  toast: toastSamples,
  appUpdate: appUpdateSamples,
  login: loginSamples,
  register: registerSamples,
  otpCountdown: otpCountdownSamples,
  socialLogin: socialLoginSamples,
  greenAgreement: greenAgreementSamples,
  forgetPassword: forgetPasswordSamples,
  bindMobile: bindMobileSamples,
  logout: logoutSamples,
  coinRefresh: coinRefreshSamples,
  popups: popupsSamples,
  firstCharge: firstChargeSamples,
  inviteFriends: inviteFriendsSamples,
  homeData: homeDataSamples,
  gameLaunch: gameLaunchSamples,
  gameLike: gameLikeSamples,
  activityList: activityListSamples,
  deposit: depositSamples,
  bankBinding: bankBindingSamples,
  withdraw: withdrawSamples,
  safebox: safeboxSamples,
  kyc: kycSamples,
  records: recordsSamples,
  points: pointsSamples,
  member: memberSamples,
  badges: badgesSamples,
  mail: mailSamples,
  tasks: tasksSamples,
  activityClaim: activityClaimSamples,
  spin: spinSamples,
  loginPay: loginPaySamples,
  weekendLottery: weekendLotterySamples,
  christmas: christmasSamples,
  newYear: newYearSamples,
  agentCount: agentCountSamples,
  customerService: customerServiceSamples,
  diagnostics: diagnosticsSamples,
  profileEdit: profileEditSamples,
  profileInfo: profileInfoSamples,
  superior: superiorSamples,
  agreements: agreementsSamples,
  depositLimits: depositLimitsSamples,
  exclusionConfirm: exclusionConfirmSamples,
  endExclusion: endExclusionSamples,
  accountSecurity: accountSecuritySamples,
};
