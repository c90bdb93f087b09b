/**
 * The loaders of every page but the first screen's (the lobby shells and the home, in src/app/routes.tsx): the
 * module of each page, its export and the catalog areas it renders with. Not part of the first render — this
 * table and the chunk lists of its ~70 dynamic imports were a seventh of the home's own first-render
 * JavaScript: it loads when the browser is idle after the first render (main.tsx), or at once when the first
 * address is one of these pages (routes.tsx `Page`; a server page's HTML already preloads it). Which feature
 * folder holds which area: src/features/README.md.
 */
import { named, type PageEntry } from './page-entry';

export const PAGES = {
  Login: named(() => import('../features/auth/login-page'), 'LoginPage', ['auth']),
  Register: named(() => import('../features/auth/register-page'), 'RegisterPage', ['auth']),
  Forget: named(() => import('../features/auth/forget-page'), 'ForgetPage', ['auth']),
  Bind: named(() => import('../features/auth/bind-page'), 'BindPage', ['auth']),
  Terms: named(() => import('../features/legal/legal-pages'), 'TermsOfUsePage'),
  Privacy: named(() => import('../features/legal/legal-pages'), 'PrivacyPolicyPage'),
  More: named(() => import('../features/profile/more-page'), 'MorePage'),
  About: named(() => import('../features/profile/about-page'), 'AboutPage'),
  Apk: named(() => import('../features/profile/apk-download-page'), 'ApkDownloadPage'),
  Search: named(() => import('../features/lobby/search-page'), 'SearchPage'),
  Start: named(() => import('../features/lobby/start-page'), 'StartPage'),
  Notices: named(() => import('../features/lobby/notice-pages'), 'NoticeListPage'),
  Notice: named(() => import('../features/lobby/notice-pages'), 'NoticeDetailPage'),
  Rewards: named(() => import('../features/lobby/rewards-page'), 'RewardsPage', ['lobby', 'member', 'promo-centre']),
  ActivityCentre: named(() => import('../features/lobby/rewards-page'), 'ActivityCentrePage', [
    'lobby',
    'member',
    'promo-centre',
  ]),
  Favorites: named(() => import('../features/lobby/favorites-page'), 'FavoritesPage', ['lobby']),
  Flows: named(() => import('../features/flows/flows-page'), 'FlowsPage', ['flows']),
  FlowMachine: named(() => import('../features/flows/flows-page'), 'FlowMachinePage', ['flows']),
  FirstCharge: named(() => import('../features/promotions/first-charge-page'), 'FirstChargePage'),
  InviteFriends: named(() => import('../features/promotions/invite-page'), 'InviteFriendsPage'),
  NotFound: named(() => import('../features/shell/not-found-page'), 'NotFoundPage'),
  Mail: named(() => import('../features/mail/mail-page'), 'MailPage', ['mail']),
  Withdraw: named(() => import('../features/wallet/withdraw-page'), 'WithdrawPage', ['account', 'bonus-wallet']),
  Withdrawal: named(() => import('../features/wallet/withdrawal-page'), 'WithdrawalPage'),
  Safebox: named(() => import('../features/wallet/safebox-page'), 'SafeboxPage'),
  Kyc: named(() => import('../features/wallet/kyc-pages'), 'KycPage'),
  KycUpload: named(() => import('../features/wallet/kyc-pages'), 'KycUploadPage'),
  Records: named(() => import('../features/wallet/records-page'), 'RecordsPage'),
  Points: named(() => import('../features/wallet/points-page'), 'PointsPage'),
  PointsRule: named(() => import('../features/wallet/points-rule-page'), 'PointsRulePage'),
  Deposit: named(() => import('../features/wallet/deposit-page'), 'DepositPage', ['wallet']),
  BindBankCard: named(() => import('../features/wallet/bind-bank-card-page'), 'BindBankCardPage'),
  BankCards: named(() => import('../features/wallet/bank-cards-page'), 'BankCardsPage'),
  Service: named(() => import('../features/service/service-page'), 'ServicePage', ['service']),
  Diagnostics: named(() => import('../features/service/diagnostics-page'), 'DiagnosticsPage', ['service']),
  ProfileUser: named(() => import('../features/profile/profile-pages'), 'ProfileUserPage', ['account-profile']),
  ProfileInfo: named(() => import('../features/profile/profile-pages'), 'ProfileInfoPage', ['account-profile']),
  DesktopProfile: named(() => import('../features/profile/profile-pages'), 'DesktopProfilePage', ['account-profile']),
  Superior: named(() => import('../features/profile/profile-pages'), 'SuperiorPage', ['account-profile']),
  License: named(() => import('../features/profile/profile-pages'), 'LicensePage', ['account-profile']),
  Agree: named(() => import('../features/profile/profile-pages'), 'AgreePage', ['account-profile']),
  Tasks: named(() => import('../features/tasks/tasks-page'), 'TasksPage', ['tasks']),
  Spin: named(() => import('../features/spin/spin-page'), 'SpinPage', ['promo-spin']),
  LoginPay: named(() => import('../features/promo-cards/login-pay-page'), 'LoginPayPage', [
    'promo-cards',
    'promotions',
  ]),
  DayBonusRule: named(() => import('../features/promo-cards/day-bonus-rule-page'), 'DayBonusRulePage', ['promo-cards']),
  MemberCentre: named(() => import('../features/member/member-centre-page'), 'MemberCentrePage', ['member']),
  WithdrawOnlyArea: named(() => import('../features/wallet/withdraw-only-page'), 'WithdrawOnlyArea', [
    'exclusion',
    'account',
    'auth',
  ]),
  WithdrawOnly: named(() => import('../features/wallet/withdraw-only-page'), 'WithdrawOnlyPage', [
    'exclusion',
    'account',
    'auth',
    'bonus-wallet',
  ]),
  EndExclusion: named(() => import('../features/protection/end-exclusion-page'), 'EndExclusionPage', ['exclusion']),
  Protection: named(() => import('../features/protection/protection-page'), 'ProtectionPage', [
    'protection',
    'exclusion',
  ]),
  Vip: named(() => import('../features/member/vip-page'), 'VipPage', ['member']),
  WalletOverview: named(() => import('../features/wallet/wallet-page'), 'WalletPage', ['member', 'bonus-wallet']),
  GamesDirectory: named(() => import('../features/member/games-directory-page'), 'GamesDirectoryPage', [
    'member',
    'lobby',
  ]),
  SignUpBonus: named(() => import('../features/claims/activity-claim-page'), 'SignUpBonusPage', [
    'promo-daily',
    'promotions',
  ]),
  FreeSign: named(() => import('../features/claims/activity-claim-page'), 'FreeSignPage', [
    'promo-daily',
    'promotions',
  ]),
  Supply: named(() => import('../features/claims/activity-claim-page'), 'SupplyPage', ['promo-daily', 'promotions']),
  SignBonusRule: named(() => import('../features/claims/rule-pages'), 'SignBonusRulePage', ['promo-daily']),
  SupplyRule: named(() => import('../features/claims/rule-pages'), 'SupplyRulePage', ['promo-daily']),
  CashBonus: named(() => import('../features/claims/cash-bonus-page'), 'CashBonusPage', [
    'promo-recharge',
    'promo-daily',
    'promotions',
  ]),
  VipRebate: named(() => import('../features/claims/promo-rebate-pages'), 'VipRebatePage', [
    'promo-rebate',
    'promo-daily',
    'promotions',
  ]),
  FollowRewards: named(() => import('../features/claims/promo-rebate-pages'), 'FollowRewardsPage', [
    'promo-rebate',
    'promo-daily',
    'promotions',
  ]),
  Festival: named(() => import('../features/claims/festival-page'), 'FestivalPage', [
    'promo-seasonal',
    'promo-daily',
    'promotions',
  ]),
  WeekendLottery: named(() => import('../features/seasonal/weekend-lottery-page'), 'WeekendLotteryPage', [
    'promo-seasonal',
  ]),
  Christmas: named(() => import('../features/seasonal/christmas-page'), 'ChristmasPage', [
    'promo-seasonal',
    'promotions',
  ]),
  ChristmasRule: named(() => import('../features/seasonal/rule-pages'), 'ChristmasRulePage', ['promo-seasonal']),
  NewYear: named(() => import('../features/seasonal/new-year-page'), 'NewYearPage', ['promo-seasonal', 'promotions']),
  AgentCount: named(() => import('../features/agent-count/agent-count-page'), 'AgentCountPage', [
    'agent-count',
    'promo-seasonal',
    'promotions',
  ]),
  NewYearRule: named(() => import('../features/seasonal/rule-pages'), 'NewYearRulePage', ['promo-seasonal']),
  Agent: named(() => import('../features/claims/agent-pages'), 'AgentPage', [
    'promo-agents',
    'promo-daily',
    'promotions',
  ]),
  Agent5: named(() => import('../features/claims/agent-pages'), 'Agent5Page', [
    'promo-agents',
    'promo-daily',
    'promotions',
  ]),
  AgentRule: named(() => import('../features/claims/agent-pages'), 'AgentRulePage', ['promo-agents']),
  Agent5Rule: named(() => import('../features/claims/agent-pages'), 'Agent5RulePage', ['promo-agents']),
  RewardDetail: named(() => import('../features/member/reward-detail-page'), 'RewardDetailPage', [
    'member',
    'lobby',
    'promo-centre',
  ]),
} satisfies Record<string, PageEntry>;

/** A page of this table (routes.tsx reaches it by name). */
export type LaterPage = keyof typeof PAGES;
