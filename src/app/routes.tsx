/**
 * The two route tables of spec §2, their addresses from the path table (contract/paths.ts). Every route is
 * `public` (visitors allowed) or `member` (needs a stored login: visitors go to /login). Pages load lazily (React.lazy), so each route ships only its own code.
 * Every route of both tables renders a real page: the view maps below are complete (`Record<…>`), so a page
 * missing from them is a type error, and an address no route names is the not-found page.
 * The declarative router is used on purpose: react-router's data router costs 16 KB more gzip, which the
 * home route's 110 KB budget cannot spare.
 */
import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { preloadAreas, type Locale } from '../i18n/i18n';
import {
  ACTIVITY_PAGES,
  DESKTOP_ACTIVITY_PAGES,
  PATH,
  PROFILE_PAGES,
  RULE_PAGES,
  activity,
  profile,
  rule,
  ruleOn,
  type ActivityPage,
  type ProfilePage,
  type RulePage,
} from '../../contract/paths';
import { MovedTo, RequireMember, VisitorOnly } from './guard';

type Access = 'public' | 'member' | 'visitor';

/** Each lazy page's loader (loading once), catalog areas and module (its source path), so the first address's pages start early. */
const preloads = new WeakMap<
  object,
  { load: () => Promise<unknown>; areas: readonly string[]; module: string | undefined }
>();

/**
 * A lazy page: export `name` of the module `load` imports; `areas` are the catalogs it renders with. The
 * server's build gives `load` the module's source path (`load.module`, vite.config.ts `pageModules`), which the server
 * turns into the page's <link rel=modulepreload> hints.
 */
function named<K extends string>(
  load: (() => Promise<Record<K, ComponentType>>) & { module?: string },
  name: K,
  areas: readonly string[] = [],
) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (pending ??= load().then((m) => ({ default: m[name] })));
  const page = lazy(loadOnce);
  preloads.set(page, { load: loadOnce, areas, module: load.module });
  return page;
}

/** The lazy pages (shell and page) that `pathname` renders with `routes`. */
function matchedPages(routes: RouteObject[], pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const preload = isValidElement(route.element) ? preloads.get(route.element.type as object) : undefined;
    return preload ? [preload] : [];
  });
}

/**
 * Starts loading the lazy pages (shell and page) that `pathname` renders with `routes`, and their catalog
 * areas in `locale`: main.tsx calls it at start, so their chunks and messages download alongside the
 * configuration instead of one after the other during the first render. Settles when the pages' code is in.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, locale: Locale): Promise<void> {
  const loads = matchedPages(routes, pathname).map((preload) => {
    preloadAreas(locale, preload.areas);
    return preload.load().catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}

/** The source modules and catalog areas of the lazy pages `pathname` renders (the server's preload hints). */
export function routeModules(routes: RouteObject[], pathname: string): { modules: string[]; areas: string[] } {
  const pages = matchedPages(routes, pathname);
  return {
    modules: pages.flatMap((p) => (p.module ? [p.module] : [])),
    areas: [...new Set(pages.flatMap((p) => p.areas))],
  };
}

const Page = {
  Login: named(() => import('../features/auth/login-page'), 'LoginPage', ['auth']),
  Register: named(() => import('../features/auth/register-page'), 'RegisterPage', ['auth']),
  Forget: named(() => import('../features/auth/forget-page'), 'ForgetPage', ['auth']),
  Bind: named(() => import('../features/auth/bind-page'), 'BindPage', ['auth']),
  Terms: named(() => import('../features/legal/legal-pages'), 'TermsOfUsePage'),
  Privacy: named(() => import('../features/legal/legal-pages'), 'PrivacyPolicyPage'),
  More: named(() => import('../features/profile/more-page'), 'MorePage'),
  About: named(() => import('../features/profile/about-page'), 'AboutPage'),
  Apk: named(() => import('../features/profile/apk-download-page'), 'ApkDownloadPage'),
  Home: named(() => import('../features/lobby/home-page'), 'HomePage', ['lobby']),
  Games: named(() => import('../features/lobby/home-page'), 'GamesPage', ['lobby']),
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
  MobileLobby: named(() => import('../features/shell/mobile-lobby-shell'), 'MobileLobbyShell', ['shell']),
  DesktopShell: named(() => import('../features/shell/desktop-shell'), 'DesktopShell', ['shell']),
  NotFound: named(() => import('../features/placeholder/not-found-page'), 'NotFoundPage'),
  Mail: named(() => import('../features/mail/mail-page'), 'MailPage', ['mail']),
  Withdraw: named(() => import('../features/account/withdraw-page'), 'WithdrawPage'),
  Withdrawal: named(() => import('../features/account/withdrawal-page'), 'WithdrawalPage'),
  Safebox: named(() => import('../features/account/safebox-page'), 'SafeboxPage'),
  Kyc: named(() => import('../features/account/kyc-pages'), 'KycPage'),
  KycUpload: named(() => import('../features/account/kyc-pages'), 'KycUploadPage'),
  Records: named(() => import('../features/account/records-page'), 'RecordsPage'),
  Points: named(() => import('../features/account/points-page'), 'PointsPage'),
  PointsRule: named(() => import('../features/account/points-rule-page'), 'PointsRulePage'),
  Deposit: named(() => import('../features/wallet/deposit-page'), 'DepositPage', ['wallet']),
  BindBankCard: named(() => import('../features/wallet/bind-bank-card-page'), 'BindBankCardPage'),
  BankCards: named(() => import('../features/wallet/bank-cards-page'), 'BankCardsPage'),
  Service: named(() => import('../features/service/service-page'), 'ServicePage', ['service']),
  Diagnostics: named(() => import('../features/service/diagnostics-page'), 'DiagnosticsPage', ['service']),
  ProfileUser: named(() => import('../features/account-profile/profile-pages'), 'ProfileUserPage', ['account-profile']),
  ProfileInfo: named(() => import('../features/account-profile/profile-pages'), 'ProfileInfoPage', ['account-profile']),
  DesktopProfile: named(() => import('../features/account-profile/profile-pages'), 'DesktopProfilePage', [
    'account-profile',
  ]),
  Superior: named(() => import('../features/account-profile/profile-pages'), 'SuperiorPage', ['account-profile']),
  License: named(() => import('../features/account-profile/profile-pages'), 'LicensePage', ['account-profile']),
  Agree: named(() => import('../features/account-profile/profile-pages'), 'AgreePage', ['account-profile']),
  Tasks: named(() => import('../features/tasks/tasks-page'), 'TasksPage', ['tasks']),
  Spin: named(() => import('../features/spin/spin-page'), 'SpinPage', ['promo-spin']),
  LoginPay: named(() => import('../features/promo-cards/login-pay-page'), 'LoginPayPage', [
    'promo-cards',
    'promotions',
  ]),
  DayBonusRule: named(() => import('../features/promo-cards/day-bonus-rule-page'), 'DayBonusRulePage', ['promo-cards']),
  MemberCentre: named(() => import('../features/member/member-centre-page'), 'MemberCentrePage', ['member']),
  WithdrawOnly: named(() => import('../features/account/withdraw-only-page'), 'WithdrawOnlyPage', [
    'exclusion',
    'account',
    'auth',
  ]),
  Protection: named(() => import('../features/protection/protection-page'), 'ProtectionPage', [
    'protection',
    'exclusion',
  ]),
  Vip: named(() => import('../features/member/vip-page'), 'VipPage', ['member']),
  WalletOverview: named(() => import('../features/member/wallet-page'), 'WalletPage', ['member']),
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
};
const page = (P: ComponentType): ReactElement => <P />;

/**
 * Whether `element` is one of the app's own pages (a lazy page of this table), not the not-found page: the
 * route walk (tests/views/route-walk.test.tsx) asserts it of every route of both tables.
 */
export const isAppPage = (element: ReactElement | null): boolean =>
  element !== null && preloads.has(element.type as object) && element.type !== Page.NotFound;

function route(path: string, access: Access, element: ReactElement, children?: RouteObject[]): RouteObject {
  const loaded: RouteObject = { path, element, ...(children ? { children } : {}) };
  if (access === 'public') return loaded;
  return { element: access === 'member' ? <RequireMember /> : <VisitorOnly />, children: [loaded] };
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <MovedTo to={to} /> });

/** A /lobby page's path relative to the lobby route (its child). */
const inLobby = (path: string): string => path.slice(PATH.lobby.length + 1);

/** Every activity page (both layouts where the desktop table has them): a missing one is a type error. */
const ACTIVITY_PAGE_VIEWS: Record<ActivityPage, ReactElement> = {
  index: page(Page.ActivityCentre),
  firstCharge: page(Page.FirstCharge),
  inviteFriends: page(Page.InviteFriends),
  sign: page(Page.SignUpBonus),
  freeSign: page(Page.FreeSign),
  supply: page(Page.Supply),
  cashBonus: page(Page.CashBonus),
  vipRebate: page(Page.VipRebate),
  follow: page(Page.FollowRewards),
  spin: page(Page.Spin),
  signPay: page(Page.LoginPay),
  festival: page(Page.Festival),
  weekendLottery: page(Page.WeekendLottery),
  christmas: page(Page.Christmas),
  newYear: page(Page.NewYear),
  agentCount: page(Page.AgentCount),
  agent: page(Page.Agent),
  agent5: page(Page.Agent5),
};

/** Every rule page (`/rule/<name>`, and `/lobby/rule/<name>` on desktop): a missing one is a type error. */
const RULE_PAGE_VIEWS: Record<RulePage, ReactElement> = {
  points: page(Page.PointsRule),
  signBonus: page(Page.SignBonusRule),
  supply: page(Page.SupplyRule),
  dayBonus: page(Page.DayBonusRule),
  christmas: page(Page.ChristmasRule),
  newYear: page(Page.NewYearRule),
  agent: page(Page.AgentRule),
  agent5: page(Page.Agent5Rule),
};

/** Every profile page (`/profile/<name>`): a missing one is a type error. */
const PROFILE_PAGE_VIEWS: Record<ProfilePage, ReactElement> = {
  bank: page(Page.BankCards),
  favorites: page(Page.Favorites),
  user: page(Page.ProfileUser),
  info: page(Page.ProfileInfo),
  superior: page(Page.Superior),
  license: page(Page.License),
  email: page(Page.Mail),
  vip: page(Page.Vip),
  task: page(Page.Tasks),
};

const common = (flowsPage: boolean): RouteObject[] => [
  route(PATH.login, 'visitor', page(Page.Login)),
  route(PATH.register, 'visitor', page(Page.Register)),
  route(PATH.forget, 'public', page(Page.Forget)),
  route(PATH.termsOfUse, 'public', page(Page.Terms)),
  route(PATH.privacyPolicy, 'public', page(Page.Privacy)),
  route(PATH.start, 'member', page(Page.Start)),
  route(PATH.withdrawal, 'member', page(Page.Withdrawal)),
  route(PATH.withdrawOnly, 'public', page(Page.WithdrawOnly)),
  route(PATH.safebox, 'member', page(Page.Safebox)),
  route(PATH.kyc, 'member', page(Page.Kyc)),
  route(PATH.kycUpload, 'member', page(Page.KycUpload)),
  ...(flowsPage
    ? [route(PATH.flows, 'public', page(Page.Flows)), route(PATH.flowsMachine, 'public', page(Page.FlowMachine))]
    : []),
  { path: '*', element: page(Page.NotFound) },
];

/** The mobile table (spec §2 "Mobile layout"). */
export function mobileRoutes(flowsPage: boolean): RouteObject[] {
  return [
    redirect(PATH.root, PATH.home),
    {
      path: PATH.lobby,
      element: page(Page.MobileLobby),
      children: [
        { index: true, element: <Navigate to={PATH.home} replace /> },
        route(inLobby(PATH.home), 'public', page(Page.Home)),
        route(inLobby(PATH.rewards), 'public', page(Page.Rewards)),
        route(inLobby(PATH.notices), 'public', page(Page.Notices)),
        route(inLobby(PATH.task), 'member', page(Page.Tasks)),
        route(inLobby(PATH.email), 'member', page(Page.Mail)),
        route(inLobby(PATH.games), 'member', page(Page.GamesDirectory)),
        route(inLobby(PATH.member), 'member', page(Page.MemberCentre)),
        route(inLobby(PATH.protection), 'member', page(Page.Protection)),
        route(inLobby(PATH.deposit), 'member', page(Page.Deposit)),
        route(inLobby(PATH.withdraw), 'member', page(Page.Withdraw)),
        route(inLobby(PATH.wallet), 'member', page(Page.WalletOverview)),
        route(inLobby(PATH.activities), 'member', page(Page.ActivityCentre)),
      ],
    },
    route(PATH.points, 'member', page(Page.Points)),
    route(PATH.service, 'public', page(Page.Service)),
    route(PATH.bindBankCard, 'member', page(Page.BindBankCard)),
    route(PATH.bankCardList, 'member', page(Page.BankCards)),
    route(PATH.search, 'public', page(Page.Search)),
    route(PATH.noticeDetail, 'public', page(Page.Notice)),
    route(PATH.rewardDetail, 'member', page(Page.RewardDetail)),
    ...PROFILE_PAGES.map((name) => route(profile(name), 'member', PROFILE_PAGE_VIEWS[name])),
    route(PATH.more, 'member', page(Page.More)),
    route(PATH.agree, 'member', page(Page.Agree)),
    route(PATH.records, 'member', page(Page.Records)),
    route(PATH.bind, 'member', page(Page.Bind)),
    route(PATH.about, 'public', page(Page.About)),
    route(PATH.apkDownload, 'public', page(Page.Apk)),
    route(PATH.test, 'member', page(Page.Diagnostics)),
    ...ACTIVITY_PAGES.map((name) =>
      route(activity(name), name === 'weekendLottery' ? 'public' : 'member', ACTIVITY_PAGE_VIEWS[name]),
    ),
    ...RULE_PAGES.map((name) => route(rule(name), 'public', RULE_PAGE_VIEWS[name])),
    ...common(flowsPage),
  ];
}

/** The desktop table (spec §2 "Desktop layout"). */
export function desktopRoutes(flowsPage: boolean): RouteObject[] {
  return [
    redirect(PATH.root, PATH.home),
    redirect(PATH.bind, PATH.desktop.bind),
    redirect(PATH.profileInfo, PATH.desktop.profileInfo),
    redirect(PATH.bindBankCard, PATH.desktop.bindBankCard),
    redirect(PATH.points, PATH.desktop.points),
    // The menu's and the member centre's mail entry: the inbox lives at /lobby/email on desktop.
    redirect(PATH.profileEmail, PATH.email),
    // The mobile activity centre's addresses: the desktop's centre is its promotions page (/lobby/rewards).
    redirect(activity('index'), PATH.rewards),
    redirect(PATH.activities, PATH.rewards),
    {
      path: PATH.lobby,
      element: page(Page.DesktopShell),
      children: [
        { index: true, element: <Navigate to={PATH.home} replace /> },
        route(inLobby(PATH.home), 'public', page(Page.Home)),
        route(inLobby(PATH.games), 'public', page(Page.Games)),
        route(inLobby(PATH.rewards), 'public', page(Page.Rewards)),
        route(inLobby(PATH.notices), 'public', page(Page.Notices)),
        route(inLobby(PATH.desktop.noticeDetail), 'public', page(Page.Notice)),
        // Every rule page (/lobby/rule/points among them); a rule name with no page is the not-found page (the
        // catch-all), never a placeholder.
        ...RULE_PAGES.map((name) => route(inLobby(ruleOn('desktop', name)), 'public', RULE_PAGE_VIEWS[name])),
        route(inLobby(PATH.member), 'member', page(Page.MemberCentre)),
        route(inLobby(PATH.protection), 'member', page(Page.Protection)),
        route(inLobby(PATH.desktop.profileInfo), 'member', page(Page.DesktopProfile)),
        route(inLobby(PATH.deposit), 'member', page(Page.Deposit)),
        route(inLobby(PATH.withdraw), 'member', page(Page.Withdraw)),
        route(inLobby(PATH.wallet), 'member', page(Page.WalletOverview)),
        route(inLobby(PATH.desktop.bindBankCard), 'member', page(Page.BindBankCard)),
        route(inLobby(PATH.desktop.points), 'member', page(Page.Points)),
        route(inLobby(PATH.desktop.bind), 'member', page(Page.Bind)),
        route(inLobby(PATH.desktop.records), 'member', page(Page.Records)),
        route(inLobby(PATH.desktop.favorites), 'member', page(Page.Favorites)),
        ...DESKTOP_ACTIVITY_PAGES.map((name) =>
          route(
            inLobby(activity(name, 'desktop')),
            name === 'weekendLottery' ? 'public' : 'member',
            ACTIVITY_PAGE_VIEWS[name],
          ),
        ),
        route(inLobby(PATH.desktop.bankCardList), 'member', page(Page.BankCards)),
        route(inLobby(PATH.desktop.more), 'member', page(Page.More)),
        route(inLobby(PATH.desktop.vip), 'member', page(Page.Vip)),
        route(inLobby(PATH.task), 'member', page(Page.Tasks)),
        route(inLobby(PATH.email), 'member', page(Page.Mail)),
        route(inLobby(PATH.desktop.about), 'public', page(Page.About)),
      ],
    },
    // Not in the spec's desktop table (reference decision): customer service and the diagnostics page are
    // reached on desktop too (the footer, a support agent's request), as their own pages like the legal texts.
    route(PATH.service, 'public', page(Page.Service)),
    route(PATH.test, 'member', page(Page.Diagnostics)),
    ...common(flowsPage),
  ];
}
