/**
 * The areas of the product that the /flows index groups its machines by, in reading order, and which
 * machine (by id) belongs to which: the one place this grouping is kept. A machine of FLOW_MACHINES missing
 * here is shown under "other" (and a test fails until it is mapped); an id here that is no machine fails
 * the same test.
 */
import type { AnyStateMachine } from 'xstate';

export const AREAS = ['session', 'lobby', 'wallet', 'account', 'promotions', 'tools', 'other'] as const;
export type Area = (typeof AREAS)[number];

/** Machine id → its area. */
export const MACHINE_AREAS: Readonly<Record<string, Exclude<Area, 'other'>>> = {
  session: 'session',
  heartbeat: 'session',
  login: 'session',
  register: 'session',
  otpCountdown: 'session',
  socialLogin: 'session',
  greenAgreement: 'session',
  forgetPassword: 'session',
  bindMobile: 'session',
  logout: 'session',
  homeData: 'lobby',
  gameLaunch: 'lobby',
  gameLike: 'lobby',
  activityList: 'lobby',
  coinRefresh: 'wallet',
  deposit: 'wallet',
  depositLimits: 'wallet',
  exclusionConfirm: 'account',
  endExclusion: 'account',
  accountSecurity: 'account',
  bankBinding: 'wallet',
  withdraw: 'wallet',
  safebox: 'wallet',
  kyc: 'account',
  records: 'account',
  points: 'account',
  member: 'account',
  mail: 'account',
  tasks: 'account',
  spin: 'promotions',
  loginPay: 'promotions',
  weekendLottery: 'promotions',
  christmas: 'promotions',
  newYear: 'promotions',
  agentCount: 'promotions',
  profileEdit: 'account',
  profileInfo: 'account',
  superior: 'account',
  agreements: 'account',
  customerService: 'account',
  popups: 'promotions',
  firstCharge: 'promotions',
  inviteFriends: 'promotions',
  activityClaim: 'promotions',
  toast: 'tools',
  badges: 'tools',
  diagnostics: 'tools',
  appUpdate: 'tools',
};

export const areaOf = (machineId: string): Area => MACHINE_AREAS[machineId] ?? 'other';

export interface AreaGroup<T> {
  readonly area: Area;
  readonly items: readonly T[];
}

/** `items` grouped by their machine's area, areas in AREAS order, items in their given order; empty areas left out. */
export function groupByArea<T>(
  items: readonly T[],
  machineOf: (item: T) => Pick<AnyStateMachine, 'id'>,
): AreaGroup<T>[] {
  return AREAS.map((area) => ({ area, items: items.filter((item) => areaOf(machineOf(item).id) === area) })).filter(
    (group) => group.items.length > 0,
  );
}
