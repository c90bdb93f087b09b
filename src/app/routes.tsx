/**
 * The two route tables (docs/product/screens.md), their addresses from the path table (contract/paths.ts).
 * Every route is `public` (visitors allowed) or `member` (needs a stored login: visitors go to /login). Pages load lazily (React.lazy), so each route ships only its own code.
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
import { named, type PageEntry } from './page-entry';
import type { LaterPage } from './pages';
import type { Layout } from '../lib/layout';

type Access = 'public' | 'member' | 'visitor';

type LazyPage = ReturnType<typeof lazy<ComponentType>>;

/** Each lazy page's entry (its loader, catalog areas and module), resolved once, so the first address's pages start early. */
const preloads = new WeakMap<object, () => Promise<PageEntry>>();

/**
 * A lazy page (React.lazy) of the entry `entry` resolves to. A failed resolution (the table of later pages
 * could not be downloaded: offline) is tried again by the next render or preload.
 */
function lazyPage(entry: () => Promise<PageEntry>): LazyPage {
  let pending: Promise<PageEntry> | undefined;
  const resolve = () => {
    if (!pending) {
      pending = entry();
      pending.catch(() => (pending = undefined));
    }
    return pending;
  };
  const page = lazy(() => resolve().then(async (p) => ({ default: await p.load() })));
  preloads.set(page, resolve);
  return page;
}

/** The table of every other page (./pages): its chunk, once asked for. */
const laterPages = () => import('./pages');

/**
 * Starts downloading the table of the pages not on the first screen (./pages), so a tap on a link never waits
 * for it: main.tsx calls it once the first render is done and the browser is idle.
 */
export function preloadPageTable(): Promise<unknown> {
  return laterPages().catch(() => undefined);
}

/** The lazy pages (shell and page) that `pathname` renders with `routes`: their entries' resolvers. */
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
  const loads = matchedPages(routes, pathname).map((resolve) =>
    resolve()
      .then((entry) => {
        preloadAreas(locale, entry.areas);
        return entry.load();
      })
      .catch(() => undefined),
  );
  return Promise.all(loads).then(() => undefined);
}

/** Module of the table of later pages (a key of the build's manifest): preloaded with any of its pages. */
const PAGE_TABLE_MODULE = 'src/app/pages.ts';

/**
 * The source modules and catalog areas of the lazy pages `pathname` renders (the server's preload hints), and
 * the table of later pages when one of them is among them.
 */
export async function routeModules(
  routes: RouteObject[],
  pathname: string,
): Promise<{ modules: string[]; areas: string[] }> {
  const pages = await Promise.all(matchedPages(routes, pathname).map((resolve) => resolve()));
  const later = pages.some((p) => !Object.values(FIRST).includes(p));
  return {
    modules: [...(later ? [PAGE_TABLE_MODULE] : []), ...pages.flatMap((p) => (p.module ? [p.module] : []))],
    areas: [...new Set(pages.flatMap((p) => p.areas))],
  };
}

/** The first screen's pages (the lobby shells and the home), in the first render's code. */
const FIRST = {
  Home: named(() => import('../features/lobby/home-page'), 'HomePage', ['lobby']),
  Games: named(() => import('../features/lobby/home-page'), 'GamesPage', ['lobby']),
  MobileLobby: named(() => import('../features/shell/mobile-lobby-shell'), 'MobileLobbyShell', ['shell']),
  DesktopShell: named(() => import('../features/shell/desktop-shell'), 'DesktopShell', ['shell']),
};

const firstPages = Object.fromEntries(
  Object.entries(FIRST).map(([name, entry]) => [name, lazyPage(() => Promise.resolve(entry))]),
) as Record<keyof typeof FIRST, LazyPage>;
const laterPageByName = new Map<string, LazyPage>();

/**
 * Every page by name: the first screen's, else one of ./pages (made on first use, one component per name), so
 * the tables below name each page the same way and the later pages' table stays out of the first render.
 */
const Page = new Proxy(firstPages, {
  get(first, name: string) {
    if (name in first) return first[name as keyof typeof FIRST];
    let page = laterPageByName.get(name);
    if (!page) {
      page = lazyPage(() => laterPages().then((m) => m.PAGES[name as LaterPage]));
      laterPageByName.set(name, page);
    }
    return page;
  },
}) as Record<keyof typeof FIRST | LaterPage, LazyPage>;
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

/** A withdraw-only area page's path relative to the area's route. */
const inWithdrawOnly = (path: string): string => path.slice(PATH.withdrawOnly.length + 1);

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
  // The withdraw-only area (src/flow/session-area.tsx): public (the app's session is a visitor's), its pages run on
  // the withdraw-only session; the card, safebox and KYC pages are the member pages themselves.
  route(PATH.withdrawOnly, 'public', page(Page.WithdrawOnlyArea), [
    { index: true, element: page(Page.WithdrawOnly) },
    { path: inWithdrawOnly(PATH.withdrawOnlyCard), element: page(Page.BindBankCard) },
    { path: inWithdrawOnly(PATH.withdrawOnlySafebox), element: page(Page.Safebox) },
    { path: inWithdrawOnly(PATH.withdrawOnlyKyc), element: page(Page.Kyc) },
    { path: inWithdrawOnly(PATH.withdrawOnlyKycUpload), element: page(Page.KycUpload) },
    { path: inWithdrawOnly(PATH.withdrawOnlyExclusion), element: page(Page.EndExclusion) },
  ]),
  route(PATH.safebox, 'member', page(Page.Safebox)),
  route(PATH.kyc, 'member', page(Page.Kyc)),
  route(PATH.kycUpload, 'member', page(Page.KycUpload)),
  ...(flowsPage
    ? [route(PATH.flows, 'public', page(Page.Flows)), route(PATH.flowsMachine, 'public', page(Page.FlowMachine))]
    : []),
  { path: '*', element: page(Page.NotFound) },
];

/** The mobile table. */
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

/** The desktop table. */
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
    // Not in the product's desktop table (a decision of this app): customer service and the diagnostics page are
    // reached on desktop too (the footer, a support agent's request), as their own pages like the legal texts.
    route(PATH.service, 'public', page(Page.Service)),
    route(PATH.test, 'member', page(Page.Diagnostics)),
    ...common(flowsPage),
  ];
}

/** The route table of `layout`. */
export const routesFor = (layout: Layout, flowsPage: boolean): RouteObject[] =>
  layout === 'desktop' ? desktopRoutes(flowsPage) : mobileRoutes(flowsPage);
