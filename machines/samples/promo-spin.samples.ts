/** Samples of the Invite & Spin flow for the /flows simulator; API answers are checked against openapi.yaml. */
import type { spinMachine } from '../spin.machine';
import type { SpinBoard, SpinRecord, SpinState } from '../spin.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';

const T0 = 1_767_225_600_000;

/** The wheel a fresh server has (server/db/migrations/064-promo-spin.sql): the odds are weight / 10,000. */
export const SPIN_PRIZES: SpinState['prizeList'] = [
  { id: 1, amount: 20_000, weight: 300 },
  { id: 2, amount: 100, weight: 700 },
  { id: 3, amount: 5_000, weight: 700 },
  { id: 4, amount: 500, weight: 2_500 },
  { id: 5, amount: 10_000, weight: 300 },
  { id: 6, amount: 200, weight: 1_500 },
  { id: 7, amount: 2_000, weight: 1_500 },
  { id: 8, amount: 1_000, weight: 2_500 },
];

const STATE: SpinState = {
  open: 1,
  spinsLeft: 3,
  progress: 12_500,
  target: 50_000,
  canExchange: 0,
  spinsEarned: 5,
  spinsUsed: 2,
  round: 1,
  inviteCount: 2,
  mobileBound: 1,
  prizeList: SPIN_PRIZES,
  conditionList: [
    { id: 1, kind: 1, need: 0, spins: 1, maxTimes: 1, times: 1 },
    { id: 2, kind: 2, need: 0, spins: 2, maxTimes: 50, times: 2 },
    { id: 3, kind: 3, need: 10_000, spins: 1, maxTimes: 1, times: 0 },
  ],
  inviteConditions: [
    {
      id: 1,
      inviteCount: 1,
      award: [
        { id: 2001, count: 500 },
        { id: 2002, count: 1_000 },
      ],
    },
  ],
  shareUrl: 'http://lobby.test/register?outValue=ABCD1234&install_referrer=h5&aid=100001&share_referrer=8',
};
const RECORD: SpinRecord[] = [
  { id: 2, type: 1, round: 1, prizeId: 4, amount: 10_000, createTime: T0 + 60_000 },
  { id: 1, type: 1, round: 1, prizeId: 8, amount: 2_500, createTime: T0 },
];
const BOARD: SpinBoard = { state: STATE, record: RECORD, recordTotal: 2 };
const REACHED: SpinBoard = {
  state: { ...STATE, spinsLeft: 0, spinsUsed: 5, progress: 50_000, canExchange: 1 },
  record: RECORD,
  recordTotal: 2,
};
const STATUS = { open: 1 as const, spinsLeft: 2, progress: 13_000, target: 50_000, canExchange: 0 as const };

export const spinSamples = flowSamples<typeof spinMachine>({
  inputs: {
    mobile: { label: 'flows.sample.promoSpin.input.mobile', input: { layout: 'mobile', reducedMotion: false } },
    desktop: { label: 'flows.sample.promoSpin.input.desktop', input: { layout: 'desktop', reducedMotion: false } },
    'reduced motion': {
      label: 'flows.sample.promoSpin.input.reducedMotion',
      input: { layout: 'mobile', reducedMotion: true },
    },
  },
  actors: {
    fetchSpin: {
      spins: {
        label: 'flows.sample.promoSpin.spins',
        output: BOARD,
        api: [
          apiSample('actInviteUser', { errcode: 0, ...STATE } satisfies ApiAnswer<'actInviteUser'>),
          apiSample('actInviteUserRecord', {
            errcode: 0,
            list: RECORD,
            total: 2,
            page: 1,
            pageSize: 20,
          } satisfies ApiAnswer<'actInviteUserRecord'>),
        ],
      },
      reached: { label: 'flows.sample.promoSpin.reached', output: REACHED },
      ended: { label: 'flows.sample.promoSpin.ended', output: { ...BOARD, state: { ...STATE, open: 0 } } },
    },
    spinWheel: {
      small: {
        label: 'flows.sample.promoSpin.small',
        output: { prizeId: 4, amount: 500, added: 500, status: STATUS },
        api: [
          apiSample('actInviteUserSpin', {
            errcode: 0,
            prizeId: 4,
            amount: 500,
            added: 500,
            status: STATUS,
          } satisfies ApiAnswer<'actInviteUserSpin'>),
        ],
      },
    },
    fetchRecord: {
      more: { label: 'flows.sample.promoSpin.olderRecord', output: { list: [{ ...RECORD[1]!, id: 3 }], total: 3 } },
    },
    exchangeSpin: {
      cashed: {
        label: 'flows.sample.promoSpin.cashed',
        output: { amount: 50_000, coin: 62_500 },
        api: [
          apiSample('actInviteUserExchange', {
            errcode: 0,
            amount: 50_000,
            coin: 62_500,
            status: { ...STATUS, progress: 0, spinsLeft: 0 },
          } satisfies ApiAnswer<'actInviteUserExchange'>),
        ],
      },
    },
  },
  errcodes: { spinWheel: [1010, 1001], exchangeSpin: [1002, 1007] },
  events: {},
});
