/**
 * Server variants, chosen at start-up from the environment (README "Variants and environment").
 * Every value is checked; a bad value stops the server with a message naming the variable.
 */

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

/** The three currency and country variants (spec §1): Thailand-like, Pakistan-like and the default. */
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
  readonly flowsPage: boolean;
  /** How many games the seed creates on first start (SEED_GAMES, 120–5000). */
  readonly seedGames: number;
  readonly usernameLengthMin: number;
  readonly usernameLengthMax: number;
  readonly passwordLengthMin: number;
  readonly passwordLengthMax: number;
  /** Registration reward in hundredths. */
  readonly userRegisterCoin: number;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const country = pick(env, 'COUNTRY', ['TH', 'PK', 'PH'] as const, 'TH');
  const brandCode = (env.BRAND_CODE ?? 'rc').trim();
  if (!/^[a-z0-9]{1,8}$/.test(brandCode))
    throw new ConfigError(`BRAND_CODE=${brandCode} must be 1-8 lowercase letters or digits`);
  const supportEmail = (env.SUPPORT_EMAIL ?? 'support@example.test').trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportEmail))
    throw new ConfigError(`SUPPORT_EMAIL=${supportEmail} is not an e-mail address`);
  const downloadType = int(env, 'DOWNLOAD_TYPE', 1, 3, 2) as 1 | 2 | 3;
  return {
    production: env.NODE_ENV === 'production',
    country,
    registerType: pick(env, 'REGISTER_TYPE', ['phone', 'phoneNoOtp', 'username'] as const, 'phone'),
    otpStatus: bool(env, 'OTP_STATUS', true) ? 1 : 0,
    green: bool(env, 'GREEN_MODE', false),
    downloadType,
    brandCode,
    supportEmail,
    isDepositBank: bool(env, 'DEPOSIT_BANK', true) ? 1 : 0,
    flowsPage: bool(env, 'FLOWS_PAGE', false),
    seedGames: int(env, 'SEED_GAMES', 120, 5000, 150),
    usernameLengthMin: 6,
    usernameLengthMax: 16,
    passwordLengthMin: 6,
    passwordLengthMax: 20,
    userRegisterCoin: 1000,
  };
}

/** Defaults for tests: the same as a fresh `npm start` with no variables set. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readConfig({}), ...overrides };
}
