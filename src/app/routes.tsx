/**
 * The two route tables of spec §2. Every route is `public` (visitors allowed) or `member` (needs a stored
 * login: visitors go to /login). Pages load lazily (React.lazy), so each route ships only its own code.
 * Routes whose screens belong to later work show the coming-soon page (with their title) until then.
 * The declarative router is used on purpose: react-router's data router costs 16 KB more gzip, which the
 * home route's 110 KB budget cannot spare.
 */
import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireMember, VisitorOnly } from './guard';

type Access = 'public' | 'member' | 'visitor';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const Page = {
  Login: named(() => import('../features/auth/login-page'), 'LoginPage'),
  Register: named(() => import('../features/auth/register-page'), 'RegisterPage'),
  Forget: named(() => import('../features/auth/forget-page'), 'ForgetPage'),
  Bind: named(() => import('../features/auth/bind-page'), 'BindPage'),
  Terms: named(() => import('../features/legal/legal-pages'), 'TermsOfUsePage'),
  Privacy: named(() => import('../features/legal/legal-pages'), 'PrivacyPolicyPage'),
  More: named(() => import('../features/profile/more-page'), 'MorePage'),
  About: named(() => import('../features/profile/about-page'), 'AboutPage'),
  Apk: named(() => import('../features/profile/apk-download-page'), 'ApkDownloadPage'),
  Home: named(() => import('../features/lobby/home-page'), 'HomePage'),
  Flows: named(() => import('../features/flows/flows-page'), 'FlowsPage'),
  MobileLobby: named(() => import('../features/shell/mobile-lobby-shell'), 'MobileLobbyShell'),
  DesktopShell: named(() => import('../features/shell/desktop-shell'), 'DesktopShell'),
  NotFound: named(() => import('../features/placeholder/not-found-page'), 'NotFoundPage'),
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

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

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

const common = (flowsPage: boolean): RouteObject[] => [
  route('/login', 'visitor', page(Page.Login)),
  route('/register', 'visitor', page(Page.Register)),
  route('/forget', 'public', page(Page.Forget)),
  route('/terms-of-use', 'public', page(Page.Terms)),
  route('/privacy-policy', 'public', page(Page.Privacy)),
  route('/start', 'member', soon('start')),
  route('/withdrawal/:name', 'member', soon('withdrawal')),
  route('/walletsPassword', 'member', soon('walletsPassword')),
  route('/walletsKyc', 'member', soon('walletsKyc')),
  route('/walletsKycUpload', 'member', soon('walletsKycUpload')),
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
        route('rewards', 'public', soon('rewards')),
        route('notice', 'public', soon('notice')),
        route('task', 'member', soon('task')),
        route('email', 'member', soon('email')),
        route('games', 'member', soon('games')),
        route('member', 'member', soon('member')),
        route('wallets/:id', 'member', soon('wallets')),
        route('activity', 'member', soon('activity')),
      ],
    },
    route('/points', 'member', soon('points')),
    route('/service', 'public', soon('service')),
    route('/bindBankCard', 'member', soon('bindBankCard')),
    route('/bankCardList', 'member', soon('bankCardList')),
    route('/search', 'member', soon('search')),
    route('/notice/detail/:id', 'public', soon('noticeDetail')),
    route('/reward/detail/:id', 'member', soon('rewardDetail')),
    ...PROFILE_PAGES.map((name) => route(`/profile/${name}`, 'member', soon(`profile.${name}`))),
    route('/profile/more', 'member', page(Page.More)),
    route('/profile/agree/:name', 'member', soon('profile.agree')),
    route('/record/transaction', 'member', soon('transactions')),
    route('/bind', 'member', page(Page.Bind)),
    route('/about', 'public', page(Page.About)),
    route('/apkdownload', 'public', page(Page.Apk)),
    route('/test', 'member', soon('test')),
    ...ACTIVITY_PAGES.map((name) =>
      route(`/activity/${name}`, name === 'weekendLottery' ? 'public' : 'member', soon(`activity.${name}`)),
    ),
    ...RULE_PAGES.map((name) => route(`/rule/${name}`, 'public', soon(`rule.${name}`))),
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
        route('games', 'public', soon('games')),
        route('rewards', 'public', soon('rewards')),
        route('notice', 'public', soon('notice')),
        route('notice/detail/:id', 'public', soon('noticeDetail')),
        route('rule/:name', 'public', soon('rule')),
        route('member', 'member', soon('member')),
        route('profile', 'member', soon('profile.info')),
        route('wallets/:id', 'member', soon('wallets')),
        route('bindBankCard', 'member', soon('bindBankCard')),
        route('points', 'member', soon('points')),
        route('bind', 'member', page(Page.Bind)),
        route('record/transaction', 'member', soon('transactions')),
        route('favorites', 'member', soon('profile.favorites')),
        ...DESKTOP_ACTIVITY_PAGES.map((name) => route(`activity/${name}`, 'member', soon(`activity.${name}`))),
        route('profile/bank', 'member', soon('profile.bank')),
        route('profile/more', 'member', page(Page.More)),
        route('vip', 'member', soon('profile.vip')),
        route('task', 'member', soon('task')),
        route('about', 'public', page(Page.About)),
      ],
    },
    ...common(flowsPage),
  ];
}
