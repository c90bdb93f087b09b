/** Data the samples of several flows share: the seed-like configuration, the player, a sign-in answer. */
import type { AuthResult, ConfigAnswer, Game, MemberAnswer, PlayerData, UserInfo } from '../../contract/types';
import type { AccountRules } from '../validation';
import type { SampleInput } from './sample-types';

export const GAME: Game = {
  id: 1001,
  name: 'Tiger',
  hot: 1,
  showType: 0,
  hotSort: 1,
  brandId: 1,
  platformId: 1,
  typeId: 1,
  sort: 1,
  status: 1,
  version: 1,
  recent: 0,
  maintain: 0,
  params: { brandMaintain: 0 },
};

export const CONFIG: ConfigAnswer = {
  mode: 'normal',
  brandCode: 'rc',
  gameListVersion: 7,
  appGameTypeList: [{ id: 1, name: 'Slots', status: 1, sort: 1 }],
  appRechargeTypeMap: {},
  appGamePlatformList: [],
  appGameBrandList: [],
  appUserLevelConfigList: [],
  appGenericImgList: [],
  appLobbyAdConfigList: [],
  appNoticeConfigList: [],
  appBankList: [],
  appInviteBonusConfigList: [],
  serviceContacts: [],
  gameResourceUrl: '/static/res',
  registerType: 'phone',
  otpStatus: 1,
  countryCode: '66',
  currency: { code: 'THB', symbol: '฿', country: 'TH' },
  accountLengthMin: 10,
  accountLengthMax: 10,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '0' },
  userRegisterCoin: 1000,
  firstDepositBonus: 30_000,
  appLoginBonus: 2_000,
  socialMedia: [],
  h5: { url: 'http://localhost', downloadType: 2, downloadUrl: '/sandbox/apk' },
  isDepositBank: 1,
  supportEmail: 'support@example.test',
  flowsPage: false,
  avatarList: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  licence: { number: 'SBX-OGL-2026-0001', validFrom: '2026-01-01', validUntil: '2028-12-31' },
  appGameList: [GAME],
};

export const USER: UserInfo = {
  account: '0812345678',
  accountType: 0,
  avatar: 3,
  avatarOther: '',
  facebookAccount: '',
  googleAccount: '',
  lineAccount: '',
  hasSafeboxPassword: 0,
  hasKyc: 0,
  hasUserOther: 0,
  id: 100001,
  lottery: 0,
  coin: 1000,
  mobile: '0812345678',
  nickname: 'Player100001',
  regPeriod: 0,
  safebox: 0,
  totalRecharge: 0,
  uuid: '00000000-0000-4000-8000-000000000000',
  vip: 0,
  vipExp: 0,
  pid: 0,
  userLevel: 0,
  bet: 0,
};

export const PLAYER: PlayerData = {
  appUserBank: null,
  appUserBankList: {},
  gameLikes: {},
  gameHistory: [],
  inviteCode: 'ABC234',
  aid: '100001',
  firstRecharge: 0,
  shareUrlMap: {},
  activityIds: [39, 40],
  activityMap: {},
  dotFlags: { hasTask: 0, hasMail: 1, hasSignUpBonus: 0, hasFund: 0, hasAgent: 0, hasFreeBonus: 0 },
  mailStatus: { red0: 1, red1: 0, red2: 1 },
};

export const AUTH_RESULT: AuthResult = { token: 'token-from-login-0123456789abcdef', user: USER, ...PLAYER };
export const MEMBER_ANSWER: MemberAnswer = { ...CONFIG, user: USER, ...PLAYER };

export const RULES: AccountRules = {
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountLengthMin: 10,
  accountLengthMax: 10,
  mobileStartsWith: '0',
};

/**
 * The inputs of a machine that takes none: one, named `default` (the name links use), labelled for the reader.
 */
export const NO_INPUT = {
  default: { label: 'flows.sample.common.input.none', input: undefined },
} as const satisfies Readonly<Record<string, SampleInput<undefined>>>;
