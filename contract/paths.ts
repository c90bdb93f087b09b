/**
 * Every route of the app (docs/product/screens.md), written once: the mobile table (`PATH`), where the
 * desktop table puts the pages it moves under /lobby (`PATH.desktop`), the families of activity, rule and
 * profile pages, the helpers that build addresses with a query string, and where each activity type leads
 * (`activityPath`).
 *
 * Pure data and functions, imported by the app (route tables, guards, menus, links), the machines (their
 * `navigate` targets) and the server (the links it hands out). No other file writes an app path as a
 * literal: `tests/contract/no-path-literals.test.ts` fails on one. Patterns with `:param` are for the
 * router; the helpers fill them in.
 */
import { ACT_TYPE, ACTIVITY } from './ids.ts';

/** The two layouts (mobile is the default). */
export type PathLayout = 'mobile' | 'desktop';

/** The activity pages (`/activity/<name>`; weekendLottery is public). */
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
export type ActivityPage = (typeof ACTIVITY_PAGES)[number];

/**
 * The activity pages the desktop table has (`/lobby/activity/<name>`). cashBonus is among them
 * although the first desktop table lacked it: the cash-bonus pot and the ladder tiers are money the player claims,
 * and the desktop's home video leads to ladder recharge, so desktop gets the page too. For the same
 * reason the seasonal events (festival, weekendLottery — public as on mobile —, christmas, newYear)
 * have desktop pages, and so has AgentCount (its scratch cards and share tasks credit money).
 */
export const DESKTOP_ACTIVITY_PAGES = [
  'cashBonus',
  'freeSign',
  'sign',
  'signPay',
  'follow',
  'spin',
  'vipRebate',
  'agent',
  'agent5',
  'festival',
  'weekendLottery',
  'christmas',
  'newYear',
  'agentCount',
] as const satisfies readonly ActivityPage[];

/** The rule pages (`/rule/<name>`, all public). */
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
export type RulePage = (typeof RULE_PAGES)[number];

/** The profile pages (`/profile/<name>`; more and agree/{name} are routed on their own). */
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
export type ProfilePage = (typeof PROFILE_PAGES)[number];

/**
 * The wallet overview's ids (`/lobby/wallets/<id>` other than deposit and withdraw, which are pages of their
 * own): `overview` shows every wallet, the others the same page with that wallet's card marked.
 */
export const WALLET_IDS = ['overview', 'balance', 'safebox', 'points', 'bonus'] as const;
export type WalletId = (typeof WALLET_IDS)[number];

/** The mobile table, and (`desktop`) the pages the desktop table moves under /lobby. */
export const PATH = {
  root: '/',
  lobby: '/lobby',
  home: '/lobby/home',
  rewards: '/lobby/rewards',
  notices: '/lobby/notice',
  task: '/lobby/task',
  email: '/lobby/email',
  games: '/lobby/games',
  member: '/lobby/member',
  wallet: '/lobby/wallets/:id',
  deposit: '/lobby/wallets/deposit',
  withdraw: '/lobby/wallets/withdraw',
  activities: '/lobby/activity',
  /** Responsible gaming (docs/player-protection.md): deposit limits and help; the same address on both layouts. */
  protection: '/lobby/responsible-gaming',
  /** A withdrawal order's detail page (`withdrawal(orderId)`). */
  withdrawal: '/withdrawal/:name',
  /** An excluded player's withdraw-only page (the session login's 2401 / 2402 gave). */
  withdrawOnly: '/withdraw-only',
  /** The withdraw-only area's pages: the member pages a withdrawal needs, run on the withdraw-only session. */
  withdrawOnlyCard: '/withdraw-only/card',
  withdrawOnlySafebox: '/withdraw-only/safebox',
  withdrawOnlyKyc: '/withdraw-only/kyc',
  withdrawOnlyKycUpload: '/withdraw-only/kyc/upload',
  /** The exclusion in force and, for a self-exclusion past its first 6 months, the request to end it. */
  withdrawOnlyExclusion: '/withdraw-only/exclusion',
  points: '/points',
  service: '/service',
  bindBankCard: '/bindBankCard',
  bankCardList: '/bankCardList',
  /** Game launch (`start(gameId)`). */
  start: '/start',
  search: '/search',
  noticeDetail: '/notice/detail/:id',
  rewardDetail: '/reward/detail/:id',
  profileUser: '/profile/user',
  profileBank: '/profile/bank',
  profileTask: '/profile/task',
  vip: '/profile/vip',
  profileEmail: '/profile/email',
  superior: '/profile/superior',
  favorites: '/profile/favorites',
  profileInfo: '/profile/info',
  more: '/profile/more',
  agree: '/profile/agree/:name',
  records: '/record/transaction',
  bind: '/bind',
  forget: '/forget',
  about: '/about',
  login: '/login',
  register: '/register',
  apkDownload: '/apkdownload',
  test: '/test',
  safebox: '/walletsPassword',
  kyc: '/walletsKyc',
  kycUpload: '/walletsKycUpload',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  pointsRule: '/rule/points',
  /** The state-machine explorer (development builds only). */
  flows: '/flows',
  /** One machine's page of the explorer: `/flows/deposit` (flowsMachine builds it). */
  flowsMachine: '/flows/:machine',
  /** The desktop layout (docs/product/screens.md): the pages under /lobby (same keys as the mobile ones). */
  desktop: {
    bind: '/lobby/bind',
    profileInfo: '/lobby/profile',
    bindBankCard: '/lobby/bindBankCard',
    points: '/lobby/points',
    records: '/lobby/record/transaction',
    favorites: '/lobby/favorites',
    bankCardList: '/lobby/profile/bank',
    more: '/lobby/profile/more',
    vip: '/lobby/vip',
    about: '/lobby/about',
    noticeDetail: '/lobby/notice/detail/:id',
    pointsRule: '/lobby/rule/points',
    rule: '/lobby/rule/:name',
  },
} as const;

/** A page that sits elsewhere on desktop. */
export type MovedPage = keyof typeof PATH.desktop & keyof typeof PATH;

/** Where `page` lives on `layout`: its desktop address on desktop, its mobile one otherwise. */
export function pathOn<K extends MovedPage>(layout: PathLayout, page: K): (typeof PATH)[K] | (typeof PATH.desktop)[K] {
  return layout === 'desktop' ? PATH.desktop[page] : PATH[page];
}

// ───────────── query strings and parameters ─────────────

type QueryValue = string | number | boolean | null | undefined;

/**
 * `path` with a query string of `params`, in their order: `true` is written `1`; `false`, null and
 * undefined are left out. Values are encoded (URLSearchParams); no `?` when nothing is left.
 */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false) continue;
    query.set(key, value === true ? '1' : String(value));
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/** Fills a `:param` pattern; each value is encoded as one path segment. */
function fill(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

/** Game launch: `/start?gameId=1001`. */
export const start = (gameId: number | string) => withQuery(PATH.start, { gameId });

/**
 * The bind-bank-card page: `back` returns to the page that sent the player once the card is bound, `id`
 * preselects the bank. `base` is the layout's page (`pathOn(layout, 'bindBankCard')`).
 */
export const bindBankCard = (
  { back, id }: { back?: boolean; id?: number } = {},
  base: string = PATH.bindBankCard,
): string => withQuery(base, { back, id });

/**
 * The deposit page holding a choice: channel `type`, purchase `actType`, `amount` (hundredths), `awardId` (a
 * first-charge package), `propId` (a login-pay card).
 */
export const deposit = ({
  type,
  actType,
  amount,
  awardId,
  propId,
}: {
  type?: number | null;
  actType?: number;
  amount?: number | null;
  awardId?: number;
  propId?: number;
} = {}): string => withQuery(PATH.deposit, { type, actType, amount, awardId, propId });

/**
 * The deposit page buying login-pay card `propId` for exactly its `price` (hundredths):
 * `/lobby/wallets/deposit?actType=6&amount=<price>&propId=<card>` (both layouts).
 */
export const buyLoginPayCard = ({ propId, price }: { propId: number; price: number }): string =>
  deposit({ actType: ACT_TYPE.BuyProp, amount: price, propId });

/**
 * A machine's page of the /flows explorer: `/flows/deposit`; `view: 'simulate'` opens its simulator. Other
 * query parameters (the simulator's) are passed through in their order.
 */
export const flowsMachine = (
  machineId: string,
  query: Readonly<Record<string, string | number | boolean | null | undefined>> = {},
): string => withQuery(fill(PATH.flowsMachine, { machine: machineId }), query);

/** The withdrawal detail page of an order. */
export const withdrawal = (orderId: string) => fill(PATH.withdrawal, { name: orderId });

/** The wallet overview (`/lobby/wallets/overview`), or one wallet's card of it, on both tables. */
export const wallet = (id: WalletId = 'overview') => fill(PATH.wallet, { id });

/** A reward's detail page (`/reward/detail/<activity type id>`). */
export const rewardDetail = (id: number) => fill(PATH.rewardDetail, { id });

/** The safe-box (wallet password) page; `back` returns to the withdrawal once the password is set. */
export const safebox = ({ back }: { back?: boolean } = {}) => withQuery(PATH.safebox, { back });

/** The transaction records on `layout`, on the withdrawals tab when `tab` is 'withdraw'. */
export const records = (layout: PathLayout, tab?: 'deposit' | 'withdraw') =>
  withQuery(pathOn(layout, 'records'), { tab: tab === 'withdraw' ? tab : undefined });

/** A notice's detail page on `layout`. */
export const noticeDetail = (id: number | string, layout: PathLayout = 'mobile') =>
  fill(pathOn(layout, 'noticeDetail'), { id });

/** The registration page with the share link's query. */
export const register = (query: Readonly<Record<string, QueryValue>> = {}) => withQuery(PATH.register, query);

/** An activity page (`/activity/<name>`), or its desktop one (`/lobby/activity/<name>`). */
export function activity(name: ActivityPage, layout: PathLayout = 'mobile'): string {
  return layout === 'desktop' ? `${PATH.lobby}/activity/${name}` : `/activity/${name}`;
}

/** A rule page (`/rule/<name>`). */
export const rule = (name: RulePage): string => `/rule/${name}`;

/** A rule page on `layout`: `/rule/<name>`, or `/lobby/rule/<name>` on desktop. */
export const ruleOn = (layout: PathLayout, name: RulePage): string =>
  layout === 'desktop' ? fill(PATH.desktop.rule, { name }) : rule(name);

/** A profile page (`/profile/<name>`). */
export const profile = (name: ProfilePage): string => `/profile/${name}`;

/** The legal texts a player accepts (`/profile/agree/terms`, `/profile/agree/privacy`). */
export const AGREEMENT_PAGES = ['terms', 'privacy'] as const;
export type AgreementPage = (typeof AGREEMENT_PAGES)[number];

/** The page of an accepted legal text (`/profile/agree/<name>`). */
export const agree = (name: AgreementPage): string => fill(PATH.agree, { name });

// ───────────── where an activity leads ─────────────

/**
 * The one page each activity type opens (ACTIVITY in ids.ts), from every entry point:
 * banners, the notice list and popup, the featured rewards, the activity list and the floating bar.
 * Ladder recharge opens the cash-bonus page (cashBonus: the deposit-driven bonuses, fund and ladder, live
 * together there) and VIP its rebate page (vipRebate).
 */
const ACTIVITY_TARGET: Readonly<Record<number, ActivityPage | 'bind' | 'task'>> = {
  [ACTIVITY.Bind]: 'bind',
  [ACTIVITY.VIP]: 'vipRebate',
  [ACTIVITY.SignUpBonus]: 'sign',
  [ACTIVITY.Fund]: 'cashBonus',
  [ACTIVITY.LadderRecharge]: 'cashBonus',
  [ACTIVITY.InviteUserSpin]: 'spin',
  [ACTIVITY.FollowRewards]: 'follow',
  [ACTIVITY.FreeLoginBonus]: 'signPay',
  [ACTIVITY.Agent]: 'agent',
  [ACTIVITY.Supply]: 'supply',
  [ACTIVITY.AgentCount]: 'agentCount',
  [ACTIVITY.WeekendLottery]: 'weekendLottery',
  [ACTIVITY.Festival]: 'festival',
  [ACTIVITY.FreeSign]: 'freeSign',
  [ACTIVITY.Christmas]: 'christmas',
  [ACTIVITY.NewYear]: 'newYear',
  [ACTIVITY.FirstCharge]: 'firstCharge',
  [ACTIVITY.InviteFriend1]: 'inviteFriends',
  [ACTIVITY.Agent5]: 'agent5',
  [ACTIVITY.Tasks]: 'task',
};

/** The query parameter of the activity centre naming the entry it explains (`/lobby/rewards?activity=26`). */
export const CENTRE_ACTIVITY_PARAM = 'activity';

/** Whether `typeId` can name an activity type (a positive whole number); a banner's text may be anything. */
const isTypeId = (typeId: number): boolean => Number.isInteger(typeId) && typeId > 0 && typeId < 1e9;

/**
 * The activity centre on `layout` (/activity/index on mobile, /lobby/rewards on desktop), explaining the entry
 * of activity type `typeId` when given (`?activity=<id>`).
 */
export function activityCentre(layout: PathLayout = 'mobile', typeId?: number): string {
  const base = layout === 'desktop' ? PATH.rewards : activity('index');
  return withQuery(base, { [CENTRE_ACTIVITY_PARAM]: typeId !== undefined && isTypeId(typeId) ? typeId : undefined });
}

/** The page of `typeId` on the mobile table when it has one (its activity page, /bind, /lobby/task). */
function ownPage(typeId: number): string | null {
  const target = ACTIVITY_TARGET[typeId];
  if (target === undefined) return null;
  if (target === 'bind') return PATH.bind;
  if (target === 'task') return PATH.task;
  return activity(target);
}

/**
 * The page activity type `typeId` opens (mobile table): its activity page, /bind, /lobby/task; for a type with
 * no page of its own (the agent and seasonal ones, red packet, …) its explanation, /reward/detail/{id}; the
 * activity centre (/activity/index) for what is not a type id at all.
 */
export function activityPath(typeId: number): string {
  if (!isTypeId(typeId)) return activity('index');
  return ownPage(typeId) ?? rewardDetail(typeId);
}

/**
 * The page activity type `typeId` opens on the desktop table, or null when that table has none (first charge
 * and invite friends open their popup there instead).
 */
export function desktopActivityPath(typeId: number): string | null {
  const target = ACTIVITY_TARGET[typeId];
  if (ownPage(typeId) === null) return null;
  if (target === 'bind') return PATH.desktop.bind;
  if (target === 'task') return PATH.task;
  return target && (DESKTOP_ACTIVITY_PAGES as readonly string[]).includes(target) ? activity(target, 'desktop') : null;
}

/**
 * Whether activity type `typeId` has a page of its own on `layout` (else `activityPathOn` explains it).
 */
export function hasActivityPage(layout: PathLayout, typeId: number): boolean {
  return layout === 'desktop' ? desktopActivityPath(typeId) !== null : isTypeId(typeId) && ownPage(typeId) !== null;
}

/**
 * The ONE page activity type `typeId` opens on `layout`, from every entry point (the activity centre, the
 * featured rewards, banners, notices and the notice popup, the video, the floating bar, tasks): its
 * `activityPath` on mobile; on desktop its desktop page, or the activity centre (/lobby/rewards) with that
 * entry explained when the desktop table has none — never a mobile address, which the desktop table does not
 * route.
 */
export function activityPathOn(layout: PathLayout, typeId: number): string {
  return layout === 'desktop'
    ? (desktopActivityPath(typeId) ?? activityCentre('desktop', typeId))
    : activityPath(typeId);
}
