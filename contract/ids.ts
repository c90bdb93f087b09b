/**
 * The ids that client and server both use, written once. Pure data: app, machines
 * and server import it from here. `tests/contract/ids.test.ts` checks ERRCODE against the errcode catalogue
 * in openapi.yaml's `info.description`, so the contract's words and these numbers cannot drift apart.
 */

/** Activity type ids (activityMap keys, banner and notice click targets, activity rows). */
export const ACTIVITY = {
  Bind: 4,
  VIP: 8,
  SignUpBonus: 15,
  Fund: 16,
  LadderRecharge: 17,
  InviteUserSpin: 20,
  FollowRewards: 21,
  RedPacket: 22,
  FreeLoginBonus: 23,
  Notice: 25,
  Agent: 26,
  AccumulatedRecharge: 28,
  OutLink: 29,
  Supply: 30,
  AgentCount: 31,
  WeekendLottery: 33,
  Festival: 35,
  FreeSign: 36,
  Christmas: 37,
  NewYear: 38,
  FirstCharge: 39,
  InviteFriend1: 40,
  Agent5: 41,
  Tasks: 42,
} as const;
export type ActivityId = (typeof ACTIVITY)[keyof typeof ACTIVITY];

/** recharge3 `actType`: what a deposit order buys. */
export const ACT_TYPE = {
  /** A plain deposit: coins only. */
  Plain: 0,
  /** A prop (the login-pay card) bought with `propId`. */
  BuyProp: 6,
  /** A first-charge package, identified by its price. */
  FirstCharge: 13,
} as const;

/** Task types (task_defs.type; the tasks page's names and "go" targets follow them). */
export const TASK_TYPE = {
  Login: 1,
  Bind: 2,
  /** PlayTiger / PlayLuckyNeko: rounds of one named game. */
  PlayNamedGame: 3,
  FollowA: 4,
  FirstPay: 5,
  PlayGame: 6,
  /** Share to social networks 7 to 11 (five networks). */
  Share1: 7,
  Share2: 8,
  Share3: 9,
  Share4: 10,
  Share5: 11,
  Shop: 12,
  FollowB: 13,
  TodayPay: 14,
  TodayShareSpin: 15,
  FollowC: 16,
  FollowD: 17,
} as const;

/** Reward item ids that are money: coin and bonus points, both counted in hundredths. */
export const ITEM = { Coin: 2001, Points: 2002 } as const;

/** Business errcodes (HTTP 200, errcode ≠ 0): the catalogue of openapi.yaml `info.description`. */
export const ERRCODE = {
  WrongCredentials: 101,
  AccountDisabled: 102,
  UsernameTaken: 1018,
  AccountFormat: 1019,
  PasswordFormat: 1020,
  WrongCode: 1043,
  MobileTaken: 1045,
  TooManyLoginAttempts: 1047,
  RegisterTypeDisabled: 1049,
  ActivityNotActive: 1001,
  NotEligible: 1002,
  GiftClaimed: 1003,
  NothingChanged: 1004,
  ActivityExpired: 1005,
  InviteCountNotReached: 1006,
  MobileRequired: 1007,
  AllGiftsClaimed: 1008,
  ReceivedToday: 1009,
  NothingToReceive: 1010,
  AmountOutOfRange: 2001,
  RechargeTypeUnavailable: 2002,
  BankCardRequired: 2003,
  OrderNotFound: 2004,
  InsufficientBalance: 2005,
  KycRequired: 2006,
  SafeboxPasswordNotSet: 2007,
  SafeboxPasswordWrong: 2008,
  SafeboxPasswordSet: 2009,
  BankCardNotFound: 2010,
  BankAlreadyBound: 2011,
  BankCardInvalid: 2012,
  KycSubmitted: 2013,
  FileInvalid: 2014,
  UnderAge: 2015,
  PointsInvalid: 2016,
  FirstChargeUnavailable: 2017,
  TooManyOpenWithdrawals: 2018,
  DepositLimitExceeded: 2019,
  LossLimitExceeded: 2020,
  SessionTimeLimitReached: 2021,
  OverWithdrawable: 2022,
  SuperiorSet: 2101,
  SuperiorNotFound: 2102,
  SuperiorSelf: 2103,
  MobileBound: 2104,
  ProfileValueInvalid: 2105,
  ProfileVerified: 2106,
  MailNotFound: 2201,
  MailReceived: 2202,
  MailNothingToReceive: 2203,
  MailReceiveFirst: 2204,
  TaskNotFound: 2301,
  TaskNotComplete: 2302,
  TaskClaimed: 2303,
  AccountExcluded: 2401,
  AccountClosed: 2402,
  ExclusionPasswordWrong: 2403,
  ExclusionActive: 2404,
  ExclusionIrrevocable: 2405,
  ExclusionNotRevocable: 2406,
  ExclusionDurationInvalid: 2407,
  GameNotFound: 3001,
  GameMaintenance: 3002,
  GameSessionEnded: 3003,
} as const;
export type Errcode = (typeof ERRCODE)[keyof typeof ERRCODE];
