/**
 * Samples of the session and the sign-in flows (session, heartbeat, login, register, otpCountdown,
 * socialLogin, forgetPassword, bindMobile, logout, coinRefresh, greenAgreement) for the /flows simulator.
 */
import type { bindMobileMachine } from '../bind-mobile.machine';
import type { coinRefreshMachine } from '../coin-refresh.machine';
import type { forgetPasswordMachine } from '../forget-password.machine';
import type { greenAgreementMachine } from '../green-agreement.machine';
import type { heartbeatMachine } from '../heartbeat.machine';
import type { loginMachine } from '../login.machine';
import type { logoutMachine } from '../logout.machine';
import type { otpCountdownMachine } from '../otp-countdown.machine';
import type { registerMachine } from '../register.machine';
import type { sessionMachine } from '../session.machine';
import type { socialLoginMachine } from '../social-login.machine';
import type { toastMachine } from '../toast.machine';
import { AUTH_RESULT, CONFIG, GAME, MEMBER_ANSWER, NO_INPUT, PLAYER, RULES, USER } from './common';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';

const CONFIG_ANSWER = { errcode: 0, code: 200, ...CONFIG } satisfies ApiAnswer<'anonymousAppConfig'>;
const MEMBER_CONFIG_ANSWER = { errcode: 0, code: 200, ...MEMBER_ANSWER } satisfies ApiAnswer<'getAfterLoginInfoWeb'>;
const USER_ANSWER = { errcode: 0, user: USER } satisfies ApiAnswer<'getUserInfo'>;
const SESSION_ANSWER = { errcode: 0, user: USER, ...PLAYER } satisfies ApiAnswer<'getAfterLoginInfo'>;
const { gameListVersion: _v, ...SESSION_NO_VERSION } = { gameListVersion: 0, ...AUTH_RESULT };

export const sessionSamples = flowSamples<typeof sessionMachine>({
  inputs: {
    visitor: { label: 'flows.sample.auth.input.visitor', input: { token: null, gameList: [], gameListVersion: 0 } },
    'stored token': {
      label: 'flows.sample.auth.input.storedToken',
      input: { token: 'stored-token-0123456789abcdef0123', gameList: [GAME], gameListVersion: 7 },
    },
  },
  actors: {
    loadVisitorConfig: {
      config: {
        label: 'flows.sample.auth.configWithGames',
        output: CONFIG,
        api: [apiSample('anonymousAppConfig', CONFIG_ANSWER)],
      },
      'config without list': {
        label: 'flows.sample.auth.gamesUnchanged',
        output: { ...CONFIG, appGameList: undefined },
      },
    },
    loadMemberConfig: {
      member: {
        label: 'flows.sample.auth.memberConfig',
        output: MEMBER_ANSWER,
        api: [apiSample('getAfterLoginInfoWeb', MEMBER_CONFIG_ANSWER)],
      },
    },
    fetchUserInfo: {
      user: { label: 'flows.sample.auth.player', output: USER, api: [apiSample('getUserInfo', USER_ANSWER)] },
    },
    reloadSession: {
      session: {
        label: 'flows.sample.auth.session',
        output: SESSION_NO_VERSION,
        api: [apiSample('getAfterLoginInfo', SESSION_ANSWER)],
      },
    },
  },
  events: {
    'auth.succeeded': { result: AUTH_RESULT },
    'user.figures': { figures: { coin: 5000, lottery: 10, vip: 0, vipExp: 0, userLevel: 0, bet: 0 } },
    'user.updated': { user: { ...USER, nickname: 'Lucky' } },
    'player.updated': { patch: { firstRecharge: 1 } },
    'game.entered': { gameId: 1001 },
  },
});

export const heartbeatSamples = flowSamples<typeof heartbeatMachine>({
  inputs: {
    lobby: { label: 'flows.sample.auth.input.lobby', input: { gameId: null } },
    'in a game': { label: 'flows.sample.auth.input.inGame', input: { gameId: 1001 } },
  },
  actors: { sendHeartbeat: { sent: { label: 'flows.sample.auth.heartbeatSent', output: undefined } } },
  events: { 'heartbeat.game': { gameId: 1001 } },
});

export const toastSamples = flowSamples<typeof toastMachine>({
  inputs: NO_INPUT,
  actors: {},
  events: {},
});

export const loginSamples = flowSamples<typeof loginMachine>({
  inputs: {
    plain: { label: 'flows.sample.auth.input.plain', input: { requireTerms: false } },
    'terms build': { label: 'flows.sample.auth.input.termsBuild', input: { requireTerms: true } },
    'remembered account': {
      label: 'flows.sample.auth.input.rememberedAccount',
      input: { requireTerms: false, rememberedAccount: '0812345678' },
    },
  },
  actors: { login: { 'signed in': { label: 'flows.sample.auth.signedIn', output: AUTH_RESULT } } },
  errcodes: { login: [1001, 1002, 1049] },
  events: {
    'field.account': { value: '0812345678' },
    'field.password': { value: 'Secret123!' },
    'terms.set': { agreed: true },
  },
});

export const registerSamples = flowSamples<typeof registerMachine>({
  inputs: {
    'phone + OTP': {
      label: 'flows.sample.auth.input.phoneOtp',
      input: { variant: 'phone', otp: true, requireTerms: false, rules: RULES, host: 'example.test' },
    },
    username: {
      label: 'flows.sample.auth.input.username',
      input: { variant: 'username', otp: false, requireTerms: true, rules: RULES, host: 'example.test' },
    },
    'phone, no OTP': {
      label: 'flows.sample.auth.input.phoneNoOtp',
      input: { variant: 'phoneNoOtp', otp: false, requireTerms: false, rules: RULES, host: 'example.test' },
    },
  },
  actors: { register: { registered: { label: 'flows.sample.auth.registered', output: AUTH_RESULT } } },
  errcodes: { register: [1045] },
  events: { 'field.change': { field: 'account', value: '0812345678' }, 'terms.set': { agreed: true } },
});

export const otpCountdownSamples = flowSamples<typeof otpCountdownMachine>({
  inputs: {
    register: { label: 'flows.sample.auth.input.register', input: { purpose: 0, rules: RULES } },
    'short countdown': {
      label: 'flows.sample.auth.input.shortCountdown',
      input: { purpose: 0, rules: RULES, resendSeconds: 3 },
    },
  },
  actors: { sendOtp: { sent: { label: 'flows.sample.auth.codeSent', output: undefined } } },
  events: { 'otp.send': { mobile: '0812345678' } },
});

/** The sandbox LINE provider the reference server answers with. */
export const PROVIDER = {
  id: 3,
  name: 'LINE',
  authorizeUrl: 'http://localhost/sandbox/line/authorize',
  clientId: 'sandbox-line-client',
  redirectUri: 'http://localhost/login',
  scope: 'profile openid email',
  state: 'sandbox-line-login',
};

export const socialLoginSamples = flowSamples<typeof socialLoginMachine>({
  inputs: {
    'the sign-in page': { label: 'flows.sample.auth.input.signInPage', input: { state: null, code: null } },
    'back from the provider': {
      label: 'flows.sample.auth.input.backFromProvider',
      input: { state: 'sandbox-line-login', code: 'abc' },
    },
  },
  actors: {
    fetchProviders: {
      line: { label: 'flows.sample.auth.line', output: [PROVIDER] },
      none: { label: 'flows.sample.auth.noProvider', output: [] },
    },
    beginAttempt: {
      started: {
        label: 'flows.sample.auth.attemptStarted',
        output: { state: 'sandbox-line-login', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
      },
    },
    recallAttempt: {
      'this tab': {
        label: 'flows.sample.auth.thisTab',
        output: { codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' },
      },
      'another tab': { label: 'flows.sample.auth.notHere', output: null },
    },
    exchangeCode: { 'signed in': { label: 'flows.sample.auth.signedIn', output: AUTH_RESULT } },
  },
  errcodes: { exchangeCode: [1049] },
  events: {},
});

export const forgetPasswordSamples = flowSamples<typeof forgetPasswordMachine>({
  inputs: { default: { label: 'flows.sample.common.input.usual', input: { rules: RULES } } },
  actors: { resetPassword: { reset: { label: 'flows.sample.auth.passwordReset', output: undefined } } },
  events: { 'field.change': { field: 'mobile', value: '0812345678' } },
});

export const bindMobileSamples = flowSamples<typeof bindMobileMachine>({
  inputs: {
    'with OTP': { label: 'flows.sample.auth.input.withOtp', input: { rules: RULES, otp: true, hasMobile: false } },
    'without OTP': {
      label: 'flows.sample.auth.input.withoutOtp',
      input: { rules: RULES, otp: false, hasMobile: false },
    },
  },
  actors: { bind: { bound: { label: 'flows.sample.auth.mobileBound', output: USER } } },
  events: { 'field.change': { field: 'mobile', value: '0812345678' } },
});

export const logoutSamples = flowSamples<typeof logoutMachine>({
  inputs: NO_INPUT,
  actors: { revokeToken: { revoked: { label: 'flows.sample.auth.tokenRevoked', output: undefined } } },
  events: {},
});

export const coinRefreshSamples = flowSamples<typeof coinRefreshMachine>({
  inputs: NO_INPUT,
  actors: {
    refreshFigures: {
      figures: {
        label: 'flows.sample.auth.balance',
        output: { coin: 105_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 },
      },
    },
  },
  events: {},
});

export const greenAgreementSamples = flowSamples<typeof greenAgreementMachine>({
  inputs: {
    'never asked': { label: 'flows.sample.auth.input.neverAsked', input: { stored: 0 } },
    'opened once': { label: 'flows.sample.auth.input.openedOnce', input: { stored: 1 } },
    agreed: { label: 'flows.sample.auth.input.agreed', input: { stored: 2 } },
  },
  actors: {},
  events: {},
});
