/**
 * Samples of the shared claim mechanism (activityClaim) for the /flows simulator: the sign-up bonus, free
 * sign and supply boards built from API answers (validated against openapi.yaml by samples.test.ts).
 */
import type { activityClaimMachine } from '../activity-claim.machine';
import {
  freeSignBoard,
  signUpBoard,
  supplyBoard,
  type FreeSignState,
  type SignUpBonusState,
  type SupplyState,
} from '../activity-claim.rules';
import { followBoard, vipRebateBoard, type FollowRewardsUser, type VipRebateUser } from '../promo-rebate.rules';
import { apiSample, flowSamples } from './sample-types';

const NEXT_DAY = 1_767_286_800_000;
const DAY_LIST = [500, 800, 1000, 1200, 1500, 1800, 3000].map((coin, i) => ({
  day: i + 1,
  award: [{ id: 2001, count: coin }],
}));
const SIGN_UP: SignUpBonusState = {
  today: 2,
  nextDayTime: NEXT_DAY,
  dayList: DAY_LIST,
  loginPayDataJson: { days: [-1, 800, 1000, 1200, 1500, 1800, 3000] },
};
const SIGN_UP_DONE: SignUpBonusState = {
  ...SIGN_UP,
  loginPayDataJson: { days: [-1, -1, 1000, 1200, 1500, 1800, 3000] },
};
const FREE_SIGN: FreeSignState = {
  cycle: [100, 200, 300, 400, 500, 600, 1000].map((coin, i) => ({ day: i + 1, award: [{ id: 2001, count: coin }] })),
  signedToday: 0,
  day: 1,
  nextDayTime: NEXT_DAY,
};
const SUPPLY: SupplyState = {
  isBankrupt: 1,
  threshold: 100,
  award: [{ id: 2001, count: 500 }],
  receivedToday: 0,
  nextDayTime: NEXT_DAY,
};

const VIP_REBATE: VipRebateUser = {
  vipRebate: { day: '2026-01-01', bet: 60_000, level: 2, rebateRate: 20, amount: 120, received: 0, nextTime: NEXT_DAY },
  recordList: [
    { day: '2025-12-30', bet: 10_050, level: 1, rebateRate: 10, amount: 10, time: NEXT_DAY - 3 * 86_400_000 },
  ],
};
const FOLLOW: FollowRewardsUser = {
  networkList: [
    {
      type: 4,
      name: 'facebook',
      link: 'https://play.example/t/ABCDEFGHIJK4',
      rewards: [{ id: 2001, count: 300 }],
      opened: 1,
      received: 0,
    },
    {
      type: 17,
      name: 'line',
      link: 'https://play.example/t/ABCDEFGHIJK7',
      rewards: [{ id: 2001, count: 300 }],
      opened: 0,
      received: 0,
    },
  ],
};

export const activityClaimSamples = flowSamples<typeof activityClaimMachine>({
  inputs: {
    'sign-up bonus': { label: 'flows.sample.promoDaily.input.signUp', input: { activityId: 15 } },
    'free sign': { label: 'flows.sample.promoDaily.input.freeSign', input: { activityId: 36 } },
    supply: { label: 'flows.sample.promoDaily.input.supply', input: { activityId: 30 } },
    'VIP rebate': { label: 'flows.sample.promoDaily.input.vipRebate', input: { activityId: 8 } },
    'follow rewards': { label: 'flows.sample.promoDaily.input.follow', input: { activityId: 21 } },
  },
  actors: {
    loadClaims: {
      'sign-up day 2': {
        label: 'flows.sample.promoDaily.signUpDay2',
        output: signUpBoard(SIGN_UP),
        api: [apiSample('loginBonus3User', { errcode: 0, ...SIGN_UP })],
      },
      'sign-up day 2 received': {
        label: 'flows.sample.promoDaily.signUpDay2Received',
        output: signUpBoard(SIGN_UP_DONE),
        api: [apiSample('loginBonus3User', { errcode: 0, ...SIGN_UP_DONE })],
      },
      'free sign day 1': {
        label: 'flows.sample.promoDaily.freeSignDay1',
        output: freeSignBoard(FREE_SIGN),
        api: [apiSample('freeSignUser', { errcode: 0, ...FREE_SIGN })],
      },
      'supply bankrupt': {
        label: 'flows.sample.promoDaily.supplyDue',
        output: supplyBoard(SUPPLY),
        api: [apiSample('bankruptBonusUser', { errcode: 0, ...SUPPLY })],
      },
      'supply not bankrupt': {
        label: 'flows.sample.promoDaily.supplyNotDue',
        output: supplyBoard({ ...SUPPLY, isBankrupt: 0 }),
        api: [apiSample('bankruptBonusUser', { errcode: 0, ...SUPPLY, isBankrupt: 0 })],
      },
      'VIP rebate yesterday': {
        label: 'flows.sample.promoDaily.vipRebate',
        output: vipRebateBoard(VIP_REBATE),
        api: [apiSample('vipRebateUser', { errcode: 0, ...VIP_REBATE })],
      },
      'follow networks': {
        label: 'flows.sample.promoDaily.follow',
        output: followBoard(FOLLOW),
        api: [apiSample('followRewardsUser', { errcode: 0, ...FOLLOW })],
      },
    },
    claimItem: {
      received: {
        label: 'flows.sample.promoDaily.received',
        output: { propList: [{ id: 2001, count: 800 }], coin: 1_800, lottery: 0 },
        api: [
          apiSample('loginBonus3UserReceive', {
            errcode: 0,
            ...SIGN_UP_DONE,
            propList: [{ id: 2001, count: 800 }],
            coin: 1_800,
            lottery: 0,
          }),
        ],
      },
    },
  },
  errcodes: { claimItem: [1001, 1002, 1005, 1009] },
  events: { 'item.claim': { key: '2' } },
});
