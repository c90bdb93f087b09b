/**
 * Server variants, chosen at start-up from the environment (docs/deployment.md "Settings", one table of them all).
 * Every value is checked; a bad value stops the server with a message naming the variable.
 */

import { isIP } from 'node:net';
import type { SiteOrigins } from './security-headers';

export type Country = 'TH' | 'PK' | 'PH';
type RegisterType = 'phone' | 'phoneNoOtp' | 'username';

interface CountryRules {
  readonly countryCode: string;
  readonly currency: { readonly code: string; readonly symbol: string };
  readonly accountLengthMin: number;
  readonly accountLengthMax: number;
  readonly mobileStartsWith: string;
  readonly copyright: string;
}

/** The three currency and country variants: Thailand-like, Pakistan-like and the default. */
export const COUNTRIES: Readonly<Record<Country, CountryRules>> = {
  TH: {
    countryCode: '66',
    currency: { code: 'THB', symbol: '฿' },
    accountLengthMin: 10,
    accountLengthMax: 10,
    mobileStartsWith: '0',
    copyright: 'TH',
  },
  PK: {
    countryCode: '92',
    currency: { code: 'PKR', symbol: 'Rs' },
    accountLengthMin: 10,
    accountLengthMax: 10,
    mobileStartsWith: '3',
    copyright: 'PK',
  },
  PH: {
    countryCode: '63',
    currency: { code: 'PHP', symbol: '₱' },
    accountLengthMin: 10,
    accountLengthMax: 10,
    mobileStartsWith: '9',
    copyright: 'PH',
  },
};

export interface ServerConfig {
  readonly production: boolean;
  readonly country: Country;
  readonly registerType: RegisterType;
  readonly otpStatus: 0 | 1;
  readonly green: boolean;
  readonly downloadType: 1 | 2 | 3;
  readonly brandCode: string;
  readonly supportEmail: string;
  readonly isDepositBank: 0 | 1;
  /**
   * The /flows review page (FLOWS_PAGE): on wherever NODE_ENV is not `production` (`npm start`, `npm run dev`,
   * the tests), off in production unless FLOWS_PAGE=1.
   */
  readonly flowsPage: boolean;
  /** Public pages rendered on the server (SSR, default on); off (`SSR=off`) serves the client-rendered shell. */
  readonly ssr: boolean;
  /**
   * The operating licence shown on /profile/license (LICENCE_NUMBER, LICENCE_VALID_FROM, LICENCE_VALID_UNTIL;
   * dates YYYY-MM-DD). Reference-server decision: the regulator's notice is the app's text, these are data.
   */
  readonly licence: { readonly number: string; readonly validFrom: string; readonly validUntil: string };
  /** How many games the seed creates on first start (SEED_GAMES, 120–5000). */
  readonly seedGames: number;
  /**
   * Whether the seed opens AgentCount (31) on first start (SEED_AGENT_COUNT, default off): it is then the
   * current agent programme and hides Agent (26) (docs/promotions.md).
   */
  readonly seedAgentCount: boolean;
  readonly usernameLengthMin: number;
  readonly usernameLengthMax: number;
  readonly passwordLengthMin: number;
  readonly passwordLengthMax: number;
  /** Registration reward in hundredths. */
  readonly userRegisterCoin: number;
  /**
   * PUBLIC_URL: the origin players reach the site on (`https://play.example.com`). Every absolute link the
   * server builds (payUrl, QR text, share and short links, h5.url, the LINE links) starts with it, never
   * with the request's Host. null (only outside production): the address the server listens on,
   * `http://localhost:<port>` when it listens on every interface (resolved by `listen`).
   */
  readonly publicUrl: string | null;
  /** ALLOWED_ORIGINS: further origins of this site (aliases) whose URLs shortUrl and the LINE stand-in accept. */
  readonly allowedOrigins: readonly string[];
  /**
   * TRUST_PROXY: how many reverse proxies stand in front of the server (0: none). The client address is
   * the X-Forwarded-For entry the outermost trusted proxy appended: the n-th from the right.
   */
  readonly trustProxy: number;
  /**
   * SANDBOX_PAYMENTS: whether the sandbox payment provider (/sandbox/pay, which pays any pending order without
   * a provider's signed callback) is on. Default on, and off with NODE_ENV=production unless set to 1.
   */
  readonly sandboxPayments: boolean;
  /**
   * SANDBOX_LOGIN: whether the LINE identity-provider stand-in (/sandbox/line, which signs in as any LINE user
   * id the visitor types) is on and offered by getLoginThirdConfigList. Default on, off with
   * NODE_ENV=production unless set to 1.
   */
  readonly sandboxLogin: boolean;
  /**
   * PLAY_MINUTE_MS (tests only, refused with NODE_ENV=production): how long one minute of the reality-
   * check interval and of the session-time limit lasts, in ms (100–60,000; default 60,000), so a browser test
   * sees them without waiting.
   */
  readonly playMinuteMs: number;
  /**
   * BONUS_WAGERING_MULTIPLE: how many times a bonus must be bet in game rounds before it becomes withdrawable
   * cash (1–50; default 1; docs/player-protection.md "Bonus money and wagering").
   */
  readonly bonusWageringMultiple: number;
  /**
   * CLOCK_START (tests only, refused with NODE_ENV=production): the instant the server's clock starts at, ISO
   * 8601 with its zone (`2026-03-10T03:00:00Z`); it then runs on from there and /__dev/clock moves it forward.
   * null: the system clock. The test runs name one so that what they expect never depends on the day they run.
   */
  readonly clockStart: number | null;
  /**
   * HOST: the address the reference server listens on. Default `127.0.0.1` (loopback only: plain `npm start`
   * is reachable from this machine only); `0.0.0.0`, `::`, a LAN address or a host name widen it.
   */
  readonly host: string;
  /**
   * DEV_HELPERS: the development helpers (/__dev/sms with the one-time codes, /__dev/clock, the forced lottery
   * draw) and the sandbox operator actions (pay or reject a withdrawal, reject a KYC). Default: on when the
   * server listens on loopback only and NODE_ENV is not `production`; off beyond loopback unless DEV_HELPERS=1;
   * refused with NODE_ENV=production. The start-up line says which.
   */
  readonly devHelpers: boolean;
  /**
   * Players' speed and errors (server/tier/rum.ts), in both modes: RUM_SAMPLE_RATE, the share of
   * page views that report their Web Vitals to /rum (0–1, default 0.1; 0: none), and RUM_ERRORS, whether
   * pages report their uncaught errors (default on). Pages learn them from the server (a meta element).
   */
  readonly rum: { readonly vitalsRate: number; readonly errors: boolean };
  /**
   * METRICS_ALLOW: the client addresses the reference server's /metrics answers (the app tier reads the same
   * setting, TierConfig); default loopback only.
   */
  readonly metricsAllow?: readonly string[];
}

export class ConfigError extends Error {}

function pick<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const found = allowed.find((a) => a.toLowerCase() === raw.toLowerCase());
  if (!found) throw new ConfigError(`${name}=${raw} is not one of ${allowed.join(', ')}`);
  return found;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name}=${raw} is not a boolean (use 1/0, true/false, on/off)`);
}

function int(env: NodeJS.ProcessEnv, name: string, min: number, max: number, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name}=${raw} must be an integer in ${min}..${max}`);
  return n;
}

/** An http(s) origin given as a URL without path, query, fragment or credentials, normalized (`https://a.test`). */
function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name}=${raw} is not a URL (use e.g. https://play.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name}=${raw} must start with http:// or https://`);
  if (url.username || url.password) throw new ConfigError(`${name}=${raw} must not contain a user name or password`);
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(raw))
    throw new ConfigError(`${name}=${raw} must be an origin only (no path, query or fragment)`);
  return url.origin;
}

function hops(env: NodeJS.ProcessEnv): number {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '') return 0;
  if (/^\d{1,2}$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const lower = raw.toLowerCase();
  if (['true', 'on', 'yes'].includes(lower)) return 1;
  if (['false', 'off', 'no'].includes(lower)) return 0;
  throw new ConfigError(`TRUST_PROXY=${raw} must be the number of reverse proxies in front of the server (0-10)`);
}

/** A `YYYY-MM-DD` variable naming a real calendar day. */
function calendarDay(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = (env[name] ?? fallback).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !date || date.toISOString().slice(0, 10) !== value)
    throw new ConfigError(`${name}=${value} must be a calendar date YYYY-MM-DD`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const publicUrl = env.PUBLIC_URL ? origin('PUBLIC_URL', env.PUBLIC_URL) : null;
  // The app tier in front of an operator's API (API_UPSTREAM) builds no link: the upstream does.
  if (production && !publicUrl && !env.API_UPSTREAM)
    throw new ConfigError('PUBLIC_URL is required with NODE_ENV=production (the origin players reach the site on)');
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => origin('ALLOWED_ORIGINS', entry));

  const country = pick(env, 'COUNTRY', ['TH', 'PK', 'PH'] as const, 'TH');
  const brandCode = (env.BRAND_CODE ?? 'rc').trim();
  if (!/^[a-z0-9]{1,8}$/.test(brandCode))
    throw new ConfigError(`BRAND_CODE=${brandCode} must be 1-8 lowercase letters or digits`);
  const supportEmail = (env.SUPPORT_EMAIL ?? 'support@example.test').trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportEmail))
    throw new ConfigError(`SUPPORT_EMAIL=${supportEmail} is not an e-mail address`);
  const downloadType = int(env, 'DOWNLOAD_TYPE', 1, 3, 2) as 1 | 2 | 3;
  const licenceNumber = (env.LICENCE_NUMBER ?? 'SBX-OGL-2026-0001').trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/.test(licenceNumber))
    throw new ConfigError(`LICENCE_NUMBER=${licenceNumber} must be 1-40 letters, digits, spaces, '.', '/' or '-'`);
  const licence = {
    number: licenceNumber,
    validFrom: calendarDay(env, 'LICENCE_VALID_FROM', '2026-01-01'),
    validUntil: calendarDay(env, 'LICENCE_VALID_UNTIL', '2028-12-31'),
  };
  if (licence.validUntil < licence.validFrom)
    throw new ConfigError(
      `LICENCE_VALID_UNTIL=${licence.validUntil} is before LICENCE_VALID_FROM=${licence.validFrom}`,
    );
  const host = (env.HOST ?? '').trim() || '127.0.0.1';
  const devHelpers = devHelpersFor(env, production, host);
  return {
    production,
    country,
    registerType: pick(env, 'REGISTER_TYPE', ['phone', 'phoneNoOtp', 'username'] as const, 'phone'),
    otpStatus: bool(env, 'OTP_STATUS', true) ? 1 : 0,
    green: bool(env, 'GREEN_MODE', false),
    downloadType,
    brandCode,
    supportEmail,
    isDepositBank: bool(env, 'DEPOSIT_BANK', true) ? 1 : 0,
    flowsPage: bool(env, 'FLOWS_PAGE', !production),
    ssr: bool(env, 'SSR', true),
    licence,
    seedGames: int(env, 'SEED_GAMES', 120, 5000, 150),
    seedAgentCount: bool(env, 'SEED_AGENT_COUNT', false),
    usernameLengthMin: 6,
    usernameLengthMax: 16,
    passwordLengthMin: 6,
    passwordLengthMax: 20,
    userRegisterCoin: 1000,
    publicUrl,
    allowedOrigins,
    trustProxy: hops(env),
    sandboxPayments: bool(env, 'SANDBOX_PAYMENTS', !production),
    sandboxLogin: bool(env, 'SANDBOX_LOGIN', !production && devHelpers),
    playMinuteMs: playMinuteMs(env, production),
    bonusWageringMultiple: int(env, 'BONUS_WAGERING_MULTIPLE', 1, 50, 1),
    clockStart: clockStart(env, production),
    host,
    devHelpers,
    rum: { vitalsRate: share(env, 'RUM_SAMPLE_RATE', 0.1), errors: bool(env, 'RUM_ERRORS', true) },
    ...(env.METRICS_ALLOW?.trim() ? { metricsAllow: addresses('METRICS_ALLOW', env.METRICS_ALLOW) } : {}),
  };
}

/** A share from 0 to 1 (`0.1`, `1`, `0`). */
function share(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(raw) || !(value >= 0 && value <= 1))
    throw new ConfigError(`${name}=${raw} must be a share from 0 to 1 (e.g. 0.1 for a tenth)`);
  return value;
}

/** An ISO 8601 instant with its zone (`2026-03-10T03:00:00Z`, `…T10:00+07:00`) in epoch ms; NaN otherwise. */
export function parseInstant(raw: string): number {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
  const [y = 0, m = 0, d = 0] = raw.slice(0, 10).split('-').map(Number);
  // Date.parse rolls a day that does not exist (30 February) over into the next month.
  const realDay = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
  return iso && realDay ? Date.parse(raw) : NaN;
}

function clockStart(env: NodeJS.ProcessEnv, production: boolean): number | null {
  const raw = env.CLOCK_START?.trim();
  if (!raw) return null;
  if (production) throw new ConfigError('CLOCK_START is for tests: not with NODE_ENV=production');
  const at = parseInstant(raw);
  if (!Number.isFinite(at))
    throw new ConfigError(`CLOCK_START=${raw} is not an instant: use ISO 8601 with a zone, e.g. 2026-03-10T03:00:00Z`);
  return at;
}

/** Whether `host` (HOST) is a loopback address: only this machine reaches a server listening there. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * The start-up line saying who can reach the reference server and what of the sandbox it exposes (docs/security.md:
 * what each mode exposes).
 */
export function startupExposure(
  config: Pick<ServerConfig, 'devHelpers' | 'sandboxLogin' | 'production'>,
  hostname: string,
): string {
  const reach = isLoopbackHost(hostname)
    ? `Listening on ${hostname}: this machine only (HOST=0.0.0.0 opens it to the network)`
    : `Listening on ${hostname}: reachable from the network`;
  const helpers = config.devHelpers
    ? 'dev helpers ON (/__dev/sms, /__dev/clock, sandbox operator actions)'
    : config.production
      ? 'dev helpers off (production)'
      : 'dev helpers off (DEV_HELPERS=1 turns them on)';
  const line = config.sandboxLogin ? 'LINE stand-in on' : 'LINE stand-in off';
  return `${reach}; ${helpers}; ${line}.`;
}

/** DEV_HELPERS (ServerConfig.devHelpers): on by default on loopback only, never in production. */
function devHelpersFor(env: NodeJS.ProcessEnv, production: boolean, host: string): boolean {
  const wanted = bool(env, 'DEV_HELPERS', !production && isLoopbackHost(host));
  if (wanted && production) throw new ConfigError('DEV_HELPERS=1 is for development: not with NODE_ENV=production');
  return wanted;
}

function playMinuteMs(env: NodeJS.ProcessEnv, production: boolean): number {
  if (!env.PLAY_MINUTE_MS) return 60_000;
  if (production) throw new ConfigError('PLAY_MINUTE_MS is for tests: not with NODE_ENV=production');
  return int(env, 'PLAY_MINUTE_MS', 100, 60_000, 60_000);
}

/** The origin absolute links start with (PUBLIC_URL; `http://localhost` before `listen` resolved it). */
export function publicOrigin(config: Pick<ServerConfig, 'publicUrl'>): string {
  return config.publicUrl ?? 'http://localhost';
}

/**
 * The origin a link for this request starts with: the configured origin (PUBLIC_URL or ALLOWED_ORIGINS)
 * whose host is the request's Host, so a player on an alias gets links on that alias; any other Host —
 * which the caller writes — gets PUBLIC_URL. The Host only selects among configured origins, never adds one.
 */
export function siteOrigin(
  config: Pick<ServerConfig, 'publicUrl' | 'allowedOrigins'>,
  host: string | undefined,
): string {
  const primary = publicOrigin(config);
  if (!host) return primary;
  const wanted = host.trim().toLowerCase();
  for (const origin of [primary, ...config.allowedOrigins]) {
    try {
      if (new URL(origin).host === wanted) return origin;
    } catch {
      // configured origins are checked at start-up; nothing to pick here
    }
  }
  return primary;
}

/** Whether `url` is on one of the site's configured origins (PUBLIC_URL, ALLOWED_ORIGINS). */
export function isSiteUrl(config: Pick<ServerConfig, 'publicUrl' | 'allowedOrigins'>, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return parsed.origin === publicOrigin(config) || config.allowedOrigins.includes(parsed.origin);
}

/**
 * Upstream mode (server/tier/, docs/deployment.md): the server is the app tier only, in front of the
 * `/app/v1` API at API_UPSTREAM.
 */
export interface TierConfig {
  /** API_UPSTREAM: the origin of the API (`https://api.operator.example`). */
  readonly upstream: string;
  /** API_TIMEOUT_MS: how long a forwarded call waits for the upstream's answer to start (or go on). */
  readonly timeoutMs: number;
  /** SSR_BUDGET_MS: how long a server render may wait for the upstream before the shell is served instead. */
  readonly renderBudgetMs: number;
  /** WEB_CONCURRENCY: app-tier processes (node:cluster workers sharing the port); default one per core. */
  readonly concurrency: number;
  /**
   * GAME_ORIGINS, PAYMENT_ORIGINS, CHAT_ORIGINS, MEDIA_ORIGINS: the other origins the site's pages frame
   * (games, payment pages, live chat) and show images and videos from (security-headers.ts). Each unset: the
   * upstream's origin (a backend serving its own pages works with no setting); set: exactly those. Absent
   * (tests): the upstream's origin for every kind (`tierOrigins`).
   */
  readonly origins?: SiteOrigins;
  /** SHUTDOWN_GRACE_MS: after SIGTERM, how long requests are still served with /readyz 503 (tier/shutdown.ts). */
  readonly shutdownGraceMs?: number;
  /** SHUTDOWN_DEADLINE_MS: after the grace, how long in-flight requests may take before they are cut. */
  readonly shutdownDeadlineMs?: number;
  /** METRICS_ALLOW: the client addresses /metrics answers (tier/observe.ts); default loopback only. */
  readonly metricsAllow?: readonly string[];
  /**
   * METRICS_PORT: a port of its own where /metrics is answered (to any address that reaches it, or to
   * METRICS_ALLOW's); the tier's port then answers /metrics 404. Unset: /metrics on the tier's port.
   */
  readonly metricsPort?: number;
}

/** The other origins of an app tier's pages: its `origins`, else the upstream's for every kind. */
export function tierOrigins(tier: Pick<TierConfig, 'upstream' | 'origins'>): SiteOrigins {
  return (
    tier.origins ?? { games: [tier.upstream], payments: [tier.upstream], chat: [tier.upstream], media: [tier.upstream] }
  );
}

/** A comma-separated list of IP addresses (METRICS_ALLOW); an IPv4 one also as IPv4-mapped IPv6. */
function addresses(name: string, raw: string): string[] {
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of list)
    if (isIP(entry) === 0)
      throw new ConfigError(`${name}: "${entry}" is not an IP address (comma-separated addresses)`);
  return list.flatMap((entry) => (isIP(entry) === 4 ? [entry, `::ffff:${entry}`] : [entry]));
}

/** The settings of SiteOrigins, by kind. */
export const ORIGIN_SETTINGS = {
  games: 'GAME_ORIGINS',
  payments: 'PAYMENT_ORIGINS',
  chat: 'CHAT_ORIGINS',
  media: 'MEDIA_ORIGINS',
} as const;

/**
 * A CSP source naming one origin: `https://host[:port]`, where the host may start with `*.` (any subdomain).
 * No path, query, quote or keyword: a list names origins and nothing else.
 */
const ORIGIN_SOURCE =
  /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/** A comma- or space-separated list of origins (`originSource`); `none` (or empty): none at all. */
export function originList(name: string, raw: string): string[] {
  const entries = raw
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0]!.toLowerCase() === 'none') return [];
  return [...new Set(entries.map((entry) => originSource(name, entry)))];
}

function originSource(name: string, entry: string): string {
  const m = ORIGIN_SOURCE.exec(entry);
  const port = m?.[4] === undefined ? null : Number(m[4]);
  if (!m || (port !== null && (port < 1 || port > 65535)))
    throw new ConfigError(
      `${name}: "${entry}" is not an origin (use e.g. https://pay.example.com or https://*.cdn.example.com, ` +
        'separated by commas; no path, query or quotes)',
    );
  const scheme = m[1]!.toLowerCase();
  const host = m[3]!.toLowerCase();
  // The default port is left out, as browsers serialise an origin.
  const defaultPort = (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80);
  return `${scheme}://${m[2] ?? ''}${host}${port === null || defaultPort ? '' : `:${port}`}`;
}

/** The upstream mode's settings, or null without API_UPSTREAM (the reference server, in one process). */
export function readTierConfig(env: NodeJS.ProcessEnv, cores: number): TierConfig | null {
  const raw = env.API_UPSTREAM?.trim();
  if (!raw) return null;
  const upstream = origin('API_UPSTREAM', raw);
  const kind = (setting: string) => {
    const value = env[setting];
    return value === undefined || value.trim() === '' ? [upstream] : originList(setting, value);
  };
  return {
    upstream,
    origins: {
      games: kind(ORIGIN_SETTINGS.games),
      payments: kind(ORIGIN_SETTINGS.payments),
      chat: kind(ORIGIN_SETTINGS.chat),
      media: kind(ORIGIN_SETTINGS.media),
    },
    timeoutMs: int(env, 'API_TIMEOUT_MS', 100, 120_000, 15_000),
    renderBudgetMs: int(env, 'SSR_BUDGET_MS', 50, 10_000, 800),
    concurrency: int(env, 'WEB_CONCURRENCY', 1, 64, Math.max(1, Math.min(cores, 64))),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 0, 300_000, 10_000),
    shutdownDeadlineMs: int(env, 'SHUTDOWN_DEADLINE_MS', 100, 600_000, 20_000),
    ...(env.METRICS_ALLOW?.trim() ? { metricsAllow: addresses('METRICS_ALLOW', env.METRICS_ALLOW) } : {}),
    ...(env.METRICS_PORT?.trim() ? { metricsPort: int(env, 'METRICS_PORT', 1, 65535, 0) } : {}),
  };
}

/** Defaults for tests: the same as a fresh `npm start` with no variables set. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readConfig({}), ...overrides };
}
