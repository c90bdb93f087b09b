/**
 * The two route tables of spec §2. Every route is `public` (visitors allowed) or `member` (needs a stored
 * login: visitors go to /login). Pages load lazily (React.lazy), so each route ships only its own code.
 * Routes whose screens belong to later work show the coming-soon page (with their title) until then.
 * The declarative router is used on purpose: react-router's data router costs 16 KB more gzip, which the
 * home route's 110 KB budget cannot spare.
 */
import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { preloadAreas, type Locale } from '../i18n/i18n';
import { MovedTo, RequireMember, VisitorOnly } from './guard';

type Access = 'public' | 'member' | 'visitor';

/** Each lazy page's loader (loading once) and catalog areas, so the first address's pages start early. */
const preloads = new WeakMap<object, { load: () => Promise<unknown>; areas: readonly string[] }>();

/** A lazy page: export `name` of the module `load` imports; `areas` are the catalogs it renders with. */
function named<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  areas: readonly string[] = [],
) {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (pending ??= load().then((m) => ({ default: m[name] })));
  const page = lazy(loadOnce);
  preloads.set(page, { load: loadOnce, areas });
  return page;
}

/**
 * Starts loading the lazy pages (shell and page) that `pathname` renders with `routes`, and their catalog
 * areas in `locale`: main.tsx calls it at start, so their chunks and messages download alongside the
 * configuration instead of one after the other during the first render.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, locale: Locale): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (!isValidElement(route.element)) continue;
    const preload = preloads.get(route.element.type as object);
    if (!preload) continue;
    preload.load().catch(() => undefined);
    preloadAreas(locale, preload.areas);
  }
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
  Rewards: named(() => import('../features/lobby/rewards-page'), 'RewardsPage'),
  Favorites: named(() => import('../features/lobby/favorites-page'), 'FavoritesPage', ['lobby']),
  Flows: named(() => import('../features/flows/flows-page'), 'FlowsPage'),
  FirstCharge: named(() => import('../features/promotions/first-charge-page'), 'FirstChargePage'),
  InviteFriends: named(() => import('../features/promotions/invite-page'), 'InviteFriendsPage'),
  MobileLobby: named(() => import('../features/shell/mobile-lobby-shell'), 'MobileLobbyShell', ['shell']),
  DesktopShell: named(() => import('../features/shell/desktop-shell'), 'DesktopShell', ['shell']),
  NotFound: named(() => import('../features/placeholder/not-found-page'), 'NotFoundPage'),
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
};
const ComingSoon = lazy(() =>
  import('../features/placeholder/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);

const page = (P: ComponentType): ReactElement => <P />;
/** A route of a later screen: the coming-soon page titled with `route.<title>`. */
const soon = (title: string): ReactElement => <ComingSoon title={title} />;

function route(path: string, access: Access, element: ReactElement, children?: RouteObject[]): RouteObject {
  const loaded: RouteObject = { path, element, ...(children ? { children } : {}) };
  if (access === 'public') return loaded;
  return { element: access === 'member' ? <RequireMember /> : <VisitorOnly />, children: [loaded] };
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <MovedTo to={to} /> });

export const ACTIVITY_PAGES = [
  'index',
  'spin',
  'cashBonus',
  'agent',
  'agentCount',
  'agent5',
  'vipRebate',
  'follow',
  'supply',
  'festival',
  'freeSign',
  'christmas',
  'newYear',
  'firstCharge',
  'inviteFriends',
  'sign',
  'signPay',
  'weekendLottery',
] as const;
export const RULE_PAGES = [
  'points',
  'signBonus',
  'agent',
  'dayBonus',
  'supply',
  'christmas',
  'newYear',
  'agent5',
] as const;
export const PROFILE_PAGES = [
  'user',
  'bank',
  'task',
  'vip',
  'email',
  'superior',
  'favorites',
  'info',
  'license',
] as const;

/** The profile pages built so far; the others show the coming-soon page. */
const PROFILE_PAGE_VIEWS: Partial<Record<(typeof PROFILE_PAGES)[number], ReactElement>> = {
  bank: page(Page.BankCards),
  favorites: page(Page.Favorites),
};

const common = (flowsPage: boolean): RouteObject[] => [
  route('/login', 'visitor', page(Page.Login)),
  route('/register', 'visitor', page(Page.Register)),
  route('/forget', 'public', page(Page.Forget)),
  route('/terms-of-use', 'public', page(Page.Terms)),
  route('/privacy-policy', 'public', page(Page.Privacy)),
  route('/start', 'member', page(Page.Start)),
  route('/withdrawal/:name', 'member', page(Page.Withdrawal)),
  route('/walletsPassword', 'member', page(Page.Safebox)),
  route('/walletsKyc', 'member', page(Page.Kyc)),
  route('/walletsKycUpload', 'member', page(Page.KycUpload)),
  ...(flowsPage ? [route('/flows', 'public', page(Page.Flows))] : []),
  { path: '*', element: page(Page.NotFound) },
];

/** The mobile table (spec §2 "Mobile layout"). */
export function mobileRoutes(flowsPage: boolean): RouteObject[] {
  return [
    redirect('/', '/lobby/home'),
    {
      path: '/lobby',
      element: page(Page.MobileLobby),
      children: [
        { index: true, element: <Navigate to="/lobby/home" replace /> },
        route('home', 'public', page(Page.Home)),
        route('rewards', 'public', page(Page.Rewards)),
        route('notice', 'public', page(Page.Notices)),
        route('task', 'member', soon('task')),
        route('email', 'member', soon('email')),
        route('games', 'member', soon('games')),
        route('member', 'member', soon('member')),
        route('wallets/deposit', 'member', page(Page.Deposit)),
        route('wallets/withdraw', 'member', page(Page.Withdraw)),
        route('wallets/:id', 'member', soon('wallets')),
        route('activity', 'member', soon('activity')),
      ],
    },
    route('/points', 'member', page(Page.Points)),
    route('/service', 'public', soon('service')),
    route('/bindBankCard', 'member', page(Page.BindBankCard)),
    route('/bankCardList', 'member', page(Page.BankCards)),
    route('/search', 'public', page(Page.Search)),
    route('/notice/detail/:id', 'public', page(Page.Notice)),
    route('/reward/detail/:id', 'member', soon('rewardDetail')),
    ...PROFILE_PAGES.map((name) =>
      route(`/profile/${name}`, 'member', PROFILE_PAGE_VIEWS[name] ?? soon(`profile.${name}`)),
    ),
    route('/profile/more', 'member', page(Page.More)),
    route('/profile/agree/:name', 'member', soon('profile.agree')),
    route('/record/transaction', 'member', page(Page.Records)),
    route('/bind', 'member', page(Page.Bind)),
    route('/about', 'public', page(Page.About)),
    route('/apkdownload', 'public', page(Page.Apk)),
    route('/test', 'member', soon('test')),
    ...ACTIVITY_PAGES.map((name) =>
      route(
        `/activity/${name}`,
        name === 'weekendLottery' ? 'public' : 'member',
        name === 'firstCharge'
          ? page(Page.FirstCharge)
          : name === 'inviteFriends'
            ? page(Page.InviteFriends)
            : soon(`activity.${name}`),
      ),
    ),
    ...RULE_PAGES.map((name) =>
      route(`/rule/${name}`, 'public', name === 'points' ? page(Page.PointsRule) : soon(`rule.${name}`)),
    ),
    ...common(flowsPage),
  ];
}

const DESKTOP_ACTIVITY_PAGES = [
  'freeSign',
  'sign',
  'signPay',
  'follow',
  'spin',
  'vipRebate',
  'agent',
  'agent5',
] as const;

/** The desktop table (spec §2 "Desktop layout"). */
export function desktopRoutes(flowsPage: boolean): RouteObject[] {
  return [
    redirect('/', '/lobby/home'),
    redirect('/bind', '/lobby/bind'),
    redirect('/profile/info', '/lobby/profile'),
    redirect('/bindBankCard', '/lobby/bindBankCard'),
    redirect('/points', '/lobby/points'),
    {
      path: '/lobby',
      element: page(Page.DesktopShell),
      children: [
        { index: true, element: <Navigate to="/lobby/home" replace /> },
        route('home', 'public', page(Page.Home)),
        route('games', 'public', page(Page.Games)),
        route('rewards', 'public', page(Page.Rewards)),
        route('notice', 'public', page(Page.Notices)),
        route('notice/detail/:id', 'public', page(Page.Notice)),
        route('rule/points', 'public', page(Page.PointsRule)),
        route('rule/:name', 'public', soon('rule')),
        route('member', 'member', soon('member')),
        route('profile', 'member', soon('profile.info')),
        route('wallets/deposit', 'member', page(Page.Deposit)),
        route('wallets/withdraw', 'member', page(Page.Withdraw)),
        route('wallets/:id', 'member', soon('wallets')),
        route('bindBankCard', 'member', page(Page.BindBankCard)),
        route('points', 'member', page(Page.Points)),
        route('bind', 'member', page(Page.Bind)),
        route('record/transaction', 'member', page(Page.Records)),
        route('favorites', 'member', page(Page.Favorites)),
        ...DESKTOP_ACTIVITY_PAGES.map((name) => route(`activity/${name}`, 'member', soon(`activity.${name}`))),
        route('profile/bank', 'member', page(Page.BankCards)),
        route('profile/more', 'member', page(Page.More)),
        route('vip', 'member', soon('profile.vip')),
        route('task', 'member', soon('task')),
        route('about', 'public', page(Page.About)),
      ],
    },
    ...common(flowsPage),
  ];
}
