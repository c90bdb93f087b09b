/**
 * The product's constants (timings, limits, codes) in one place. Machines use the timing ones as
 * named delays; views and the API layer use the rest. Pure data: importable from anywhere.
 */

export const APP_VERSION = '1.0.27';

// ── timing (ms unless the name says seconds) ──
/** Heartbeat (`online`) while logged in. */
export const HEARTBEAT_MS = 60_000;
/** OTP resend countdown. */
export const OTP_RESEND_SECONDS = 60;
export const OTP_TICK_MS = 1_000;
/** Navigation to /lobby/home after a successful login, registration or social login. */
export const AUTH_NAVIGATE_DELAY_MS = 500;
/** A second coin-refresh tap within this time of the last accepted one is ignored (menu and header). */
export const BALANCE_REFRESH_THROTTLE_MS = 5_000;
/** Every API call gives up after this (60 s). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The install-to-home-screen prompt shows at most once per this interval (86400 s). */
export const INSTALL_PROMPT_INTERVAL_MS = 86_400_000;
/** Debounce of register, OTP send and form submit. */
export const FORM_DEBOUNCE_MS = 300;
export const GIFT_CLAIM_DEBOUNCE_MS = 200;
export const DEPOSIT_DEBOUNCE_MS = 300;
export const SCROLL_THROTTLE_MS = 500;
export const BANNER_AUTOPLAY_MS = 3_000;
export const BIG_WIN_TICKER_MS = 2_500;
/** The QR payment panel's countdown. */
export const QR_COUNTDOWN_MS = 10 * 60_000;

// ── sizes and limits ──
export const SCROLL_TOP_THRESHOLD_PX = 100;
export const HOME_GAME_ROW = 5;
export const ACCOUNT_MAX_LENGTH = 50;
export const MIN_AGE = 21;
/** Money is stored in hundredths. */
export const MONEY_SCALE = 100;
/** A bonus point is worth this much coin. */
export const POINT_VALUE_COIN = 0.008;
/** The desktop layout from this page width. */
export const DESKTOP_MIN_WIDTH = 1024;

// ── identifiers ──
export const CLIENT_REFERRER = 'th';
export const APK_INSTALL_REFERRER = 'h5dl';
export const BRAND_CHANNEL_CODE = 'rc';
export const CHANNEL = 'WEB';
/** Brand builds that show the terms-agreement checkbox on login and register (not in green mode). */
const TERMS_BRAND_CODES: readonly string[] = ['n7', '6b', '6s', '9s'];
/** The social (messaging-app) provider id in the third-party login list. */
export const SOCIAL_LOGIN_PROVIDER_ID = 3;

// ── error codes with their own messages (docs/product/errors.md) ──
export const LOGIN_FAILURE_CODES: readonly number[] = [101, 102, 1018, 1019, 1020, 1043, 1047, 1049];
/** Phone registration also has its own message for 1045. */
export const REGISTER_FAILURE_CODES: readonly number[] = [...LOGIN_FAILURE_CODES, 1045];

/** Whether the terms agreement is required on this build (the /login page asks for it). */
export function termsRequired(brandCode: string, green: boolean): boolean {
  return !green && TERMS_BRAND_CODES.includes(brandCode);
}

/** Banner / notice click action that opens the tasks. */
export const TASKS_CLICK_ACTION = '10000';
/** The AgentCount scratch card's reveal (the scratch animation) before the card shows its prize at rest. */
export const SCRATCH_REVEAL_MS = 1_600;
