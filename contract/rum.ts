/**
 * Players' own speed and errors (docs/deployment.md "Players' speed and errors"): what a page sends to the
 * server's `/rum` with `navigator.sendBeacon` — the Web Vitals of its load (LCP, INP, CLS) and its uncaught
 * errors — and what both sides agree a report may hold. The app builds reports (src/lib/rum/), the servers
 * check them again and turn them into metrics and log lines (server/tier/rum.ts): neither trusts the other's
 * cleaning, so the masking and the page kinds are written once, here.
 *
 * Nothing a report holds names a player: no token, account, address, query string, id or text the page
 * shows. The page is its route pattern (`/lobby/wallets/:id`, never `/lobby/wallets/bonus?x=1`); digit runs,
 * e-mail addresses, URLs' queries and long token-like words in an error's message are masked.
 */
import {
  ACTIVITY_PAGES,
  DESKTOP_ACTIVITY_PAGES,
  PATH,
  PROFILE_PAGES,
  RULE_PAGES,
  activity,
  profile,
  ruleOn,
} from './paths';

/** The servers' endpoint (not under /app/v1: it is the app server's own, in both topologies). */
export const RUM_PATH = '/rum';
/** The largest report a page sends and a server reads (bytes). */
export const RUM_MAX_BYTES = 8 * 1024;
/** Errors a page reports at most (the first ones: a loop throwing is one error many times). */
export const RUM_MAX_ERRORS = 5;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const RUM_LAYOUTS = ['mobile', 'desktop'] as const;
export const RUM_LOCALES = ['th-TH', 'en-US'] as const;
export const ERROR_KINDS = ['error', 'rejection'] as const;
export const INTERACTION_TYPES = ['pointer', 'keyboard'] as const;

/** The longest text each field may carry (characters). */
export const RUM_TEXT = { message: 200, selector: 100, source: 80, flow: 40, state: 80 } as const;

/** One Web Vital of the page's load: LCP and INP in milliseconds, CLS unitless (web-vitals' `value`). */
export interface RumVital {
  readonly name: VitalName;
  readonly value: number;
  /** LCP: the element (a short selector, `shortSelector`); INP: the interaction's target. */
  readonly target?: string;
  /** INP: what kind of interaction it was. */
  readonly interaction?: (typeof INTERACTION_TYPES)[number];
}

/** One uncaught error (`error`) or unhandled rejection (`rejection`). */
export interface RumError {
  readonly kind: (typeof ERROR_KINDS)[number];
  /** The page kind when it happened (the player may have moved on from the page the report is about). */
  readonly page: string;
  /** Masked (`maskText`) and capped. */
  readonly message: string;
  /** The script's file name (no path, no query) and line. */
  readonly source?: string;
  readonly line?: number;
  /** The flow (machine id) that failed or, when none did, the page's flow; and its state then. */
  readonly flow?: string;
  readonly state?: string;
}

export interface RumReport {
  readonly v: 1;
  /** The page kind: a route pattern of `PAGE_KINDS`, else OTHER_PAGE. */
  readonly page: string;
  readonly layout: (typeof RUM_LAYOUTS)[number];
  readonly locale: (typeof RUM_LOCALES)[number];
  readonly vitals: readonly RumVital[];
  readonly errors: readonly RumError[];
}

/** The page kind of an address the route table does not know (metrics would otherwise grow a label per URL). */
export const OTHER_PAGE = 'other';

/** Every route pattern of both tables (contract/paths.ts): the page kinds reports and metrics use. */
export const PAGE_KINDS: readonly string[] = [
  ...new Set([
    ...Object.values(PATH).filter((value): value is Exclude<typeof value, object> => typeof value === 'string'),
    ...Object.values(PATH.desktop),
    ...ACTIVITY_PAGES.map((name) => activity(name)),
    ...DESKTOP_ACTIVITY_PAGES.map((name) => activity(name, 'desktop')),
    ...RULE_PAGES.flatMap((name) => [ruleOn('mobile', name), ruleOn('desktop', name)]),
    ...PROFILE_PAGES.map((name) => profile(name)),
  ]),
];

const known = new Set(PAGE_KINDS);
const exact = new Set(PAGE_KINDS.filter((kind) => !kind.includes(':')));
const patterns = PAGE_KINDS.filter((kind) => kind.includes(':')).map(
  (kind) => [kind, new RegExp(`^${kind.replace(/:[A-Za-z]+/g, '[^/]+')}$`)] as const,
);

/**
 * The page kind of `pathname`: its route pattern (`/notice/detail/:id` for `/notice/detail/42`; an exact
 * route before a pattern: `/lobby/wallets/deposit`), else OTHER_PAGE. Ignores a trailing slash.
 */
export function pageKind(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (exact.has(path)) return path;
  for (const [kind, pattern] of patterns) if (pattern.test(path)) return kind;
  return OTHER_PAGE;
}

/** Whether `kind` is a page kind a server keeps as a label (else it counts as OTHER_PAGE). */
export function isPageKind(kind: string): boolean {
  return kind === OTHER_PAGE || known.has(kind);
}

/**
 * `text` with what could name a player masked, on one line, at most `cap` characters: e-mail addresses
 * (`<email>`), URLs' queries and fragments, long token-like words (`<token>`: 20+ letters, digits, `_` or `-`
 * with a digit), and runs of 4+ digits, spaces, dots or dashes between (`#`: phone numbers, accounts, amounts,
 * order ids). Control characters become spaces.
 */
export function maskText(text: string, cap: number): string {
  const masked = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/[^\s@<>"'(),;]+@[^\s@<>"'(),;]+\.[^\s@<>"'(),;]+/g, '<email>')
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1')
    .replace(/\b(?=[\w-]*\d)[\w-]{20,}/g, '<token>')
    .replace(/\d(?:[\s.-]?\d){3,}/g, '#')
    .trim();
  return masked.length > cap ? `${masked.slice(0, cap - 1)}…` : masked;
}

/**
 * What is kept of web-vitals' selector of an element (`html>body>div#root>main._home_x1y2z_3>img.banner`): its
 * last three steps, each a tag with at most an id and two classes that carry no digit (an id or class with a
 * digit can name an order, a player or a game), a CSS module's class as its local name (`_home_x1y2z_3` →
 * `home`); attributes, pseudo-classes and anything else dropped; at most RUM_TEXT.selector characters.
 */
export function shortSelector(selector: string | undefined): string | undefined {
  if (!selector) return undefined;
  const steps = selector
    .split('>')
    .slice(-3)
    .map((step) => {
      const plain = step.trim().replace(/\[[^\]]*\]|:[\w-]+(\([^)]*\))?/g, '');
      const tag = /^[a-z][a-z0-9-]*/i.exec(plain)?.[0]?.toLowerCase() ?? '';
      const id = /#([A-Za-z_-][\w-]*)/.exec(plain)?.[1];
      const classes = [...plain.matchAll(/\.([A-Za-z_-][\w-]*)/g)]
        .map((m) => /^_([A-Za-z][A-Za-z-]*)_[a-z0-9]{5}_\d+$/i.exec(m[1]!)?.[1] ?? m[1]!)
        .filter((name) => !/\d/.test(name))
        .slice(0, 2);
      return `${tag}${id && !/\d/.test(id) ? `#${id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
    })
    .filter((step) => step !== '');
  const short = steps.join('>').slice(0, RUM_TEXT.selector);
  return short === '' ? undefined : short;
}
