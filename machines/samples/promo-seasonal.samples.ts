/**
 * Samples of the weekend lottery flow (/activity/weekendLottery) for the /flows simulator: a
 * visitor's view of a week on sale with last week's results, and a player's view with their tickets; the Christmas
 * flow in season (a sign-in due, a box to open, a box opened); the New Year flow (a box to open, a full set).
 */
import type { christmasMachine } from '../christmas.machine';
import type { newYearMachine } from '../new-year.machine';
import type { weekendLotteryMachine } from '../weekend-lottery.machine';
import { lotteryViewOfPublic, lotteryViewOfUser } from '../promo-seasonal.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';
import { NO_INPUT } from './common';

/** Saturday 21 November 2026, 10:00 in Bangkok: when the lottery samples are read (their draw is 34 h later). */
export const LOTTERY_SAMPLE_NOW = Date.UTC(2026, 10, 21, 3);
const T0 = LOTTERY_SAMPLE_NOW;
const HOUR = 3_600_000;

const LOTTERY: Omit<ApiAnswer<'anonymousWeekendLottery'>, 'errcode'> = {
  open: 1,
  phase: 2,
  startTime: T0 - 30 * 24 * HOUR,
  endTime: 0,
  week: '2026-11-22',
  ticketsFrom: T0 - 10 * HOUR,
  drawTime: T0 + 34 * HOUR,
  selling: 1,
  ticketAmount: 10_000,
  maxTickets: 50,
  ticketCount: 128,
  prizes: [
    { rank: 1, winners: 1, award: [{ id: 2001, count: 100_000 }] },
    { rank: 2, winners: 3, award: [{ id: 2001, count: 20_000 }] },
    { rank: 3, winners: 10, award: [{ id: 2001, count: 2_000 }] },
  ],
  draws: [
    {
      week: '2026-11-15',
      drawTime: T0 - 134 * HOUR,
      seed: '0f3c2a9be1d04c7f8a6b5e4d3c2b1a09',
      ticketCount: 96,
      winners: [{ number: 42, rank: 1, player: '0812****678', award: [{ id: 2001, count: 100_000 }] }],
    },
  ],
};

const PUBLIC: ApiAnswer<'anonymousWeekendLottery'> = { errcode: 0, ...LOTTERY };

const USER: ApiAnswer<'rechargeBonusCollection12'> = {
  errcode: 0,
  rechargeBonusCollection12: {
    ...LOTTERY,
    myTickets: [
      {
        week: '2026-11-22',
        tickets: [
          { number: 7, createTime: T0, rank: 0, award: [] },
          { number: 8, createTime: T0, rank: 0, award: [] },
        ],
      },
      {
        week: '2026-11-15',
        tickets: [{ number: 42, createTime: T0 - 150 * HOUR, rank: 1, award: [{ id: 2001, count: 100_000 }] }],
      },
    ],
    wonTotal: 100_000,
  },
};

export const weekendLotterySamples = flowSamples<typeof weekendLotteryMachine>({
  inputs: {
    visitor: { label: 'flows.sample.promoSeasonal.input.visitor', input: { signedIn: false } },
    player: { label: 'flows.sample.promoSeasonal.input.player', input: { signedIn: true } },
  },
  actors: {
    loadLottery: {
      visitor: {
        label: 'flows.sample.promoSeasonal.lotteryVisitor',
        output: lotteryViewOfPublic(PUBLIC),
        api: [apiSample('anonymousWeekendLottery', PUBLIC)],
      },
      player: {
        label: 'flows.sample.promoSeasonal.lotteryPlayer',
        output: lotteryViewOfUser(USER.rechargeBonusCollection12),
        api: [apiSample('rechargeBonusCollection12', USER)],
      },
    },
  },
  events: {},
});

// ───────────── Christmas ─────────────

const XMAS_BASE: ApiAnswer<'appChristmasUser'>['appChristmasUser'] = {
  phase: 2,
  startTime: Date.UTC(2026, 10, 30, 17),
  endTime: Date.UTC(2027, 0, 6, 17),
  today: '2026-12-02',
  signedToday: 0,
  signList: ['2026-12-01'],
  calendarDays: 10,
  seasonRecharge: 60_000,
  depositPerBox: 50_000,
  maxDepositBoxes: 10,
  boxes: [
    { id: 1, source: 1, status: 2, award: [{ id: 2001, count: 500 }] },
    { id: 2, source: 2, status: 0, award: [] },
  ],
  extra: {
    award: [
      { id: 2001, count: 20_000 },
      { id: 2002, count: 5_000 },
    ],
    status: 0,
  },
  prizes: [
    { award: [{ id: 2001, count: 200 }], weight: 40 },
    { award: [{ id: 2001, count: 500 }], weight: 30 },
    { award: [{ id: 2001, count: 1_000 }], weight: 18 },
    { award: [{ id: 2001, count: 2_000 }], weight: 8 },
    { award: [{ id: 2001, count: 5_000 }], weight: 3 },
    { award: [{ id: 2001, count: 10_000 }], weight: 1 },
  ],
};
/** Today's sign-in done: box 3 earned. */
export const XMAS_SIGNED: ApiAnswer<'appChristmasUser'>['appChristmasUser'] = {
  ...XMAS_BASE,
  signedToday: 1,
  signList: ['2026-12-01', '2026-12-02'],
  boxes: [...XMAS_BASE.boxes, { id: 3, source: 1, status: 0, award: [] }],
};
/** Box 2 opened: ฿10.00 inside, not received yet. */
export const XMAS_OPENED: ApiAnswer<'appChristmasUser'>['appChristmasUser'] = {
  ...XMAS_BASE,
  boxes: [XMAS_BASE.boxes[0]!, { id: 2, source: 2, status: 1, award: [{ id: 2001, count: 1_000 }] }],
};
export const XMAS_READY = XMAS_BASE;

export const christmasSamples = flowSamples<typeof christmasMachine>({
  inputs: NO_INPUT,
  actors: {
    loadChristmas: {
      ready: {
        label: 'flows.sample.promoSeasonal.christmasReady',
        output: XMAS_BASE,
        api: [apiSample('appChristmasUser', { errcode: 0, appChristmasUser: XMAS_BASE })],
      },
      opened: {
        label: 'flows.sample.promoSeasonal.christmasOpened',
        output: XMAS_OPENED,
        api: [apiSample('appChristmasUser', { errcode: 0, appChristmasUser: XMAS_OPENED })],
      },
    },
    act: {
      signed: {
        label: 'flows.sample.promoSeasonal.christmasSigned',
        output: { state: XMAS_SIGNED, award: [], balances: null },
        api: [apiSample('appChristmasUserSign', { errcode: 0, appChristmasUser: XMAS_SIGNED, boxId: 3 })],
      },
      opened: {
        label: 'flows.sample.promoSeasonal.christmasBox',
        output: { state: XMAS_OPENED, award: [{ id: 2001, count: 1_000 }], balances: null },
        api: [
          apiSample('appChristmasUserOpen', {
            errcode: 0,
            appChristmasUser: XMAS_OPENED,
            propList: [{ id: 2001, count: 1_000 }],
          }),
        ],
      },
    },
  },
  errcodes: { act: [1001, 1002, 1003, 1004, 1009] },
  events: { 'box.open': { id: 2 }, 'box.receive': { id: 2 } },
});

// ───────────── New Year ─────────────

const NY_BASE: ApiAnswer<'appNewYearUser'>['appNewYearUser'] = {
  phase: 2,
  startTime: Date.UTC(2026, 11, 24, 17),
  endTime: Date.UTC(2027, 0, 15, 17),
  today: '2026-12-26',
  sharedToday: 0,
  todayRecharge: 0,
  tasks: [
    { id: 1, kind: 'share', need: 0, boxes: 1, status: 0 },
    { id: 2, kind: 'deposit', need: 30_000, boxes: 1, status: 0 },
    { id: 3, kind: 'deposit', need: 100_000, boxes: 2, status: 0 },
  ],
  boxes: [{ id: 5, itemId: 0 }],
  items: [
    { id: 40001, count: 1 },
    { id: 40002, count: 1 },
    { id: 40003, count: 1 },
    { id: 40004, count: 0 },
  ],
  packets: [],
  maxPackets: 5,
  extra: {
    award: [
      { id: 2001, count: 5_000 },
      { id: 2002, count: 10_000 },
    ],
    need: 3,
    status: 0,
  },
};
/** Shared today: the share task's box can be received. */
export const NY_SHARED: ApiAnswer<'appNewYearUser'>['appNewYearUser'] = {
  ...NY_BASE,
  sharedToday: 1,
  tasks: NY_BASE.tasks.map((t) => (t.id === 1 ? { ...t, status: 1 } : t)),
};
/** Box 5 opened: the fourth item (40004) — a full set. */
export const NY_SET: ApiAnswer<'appNewYearUser'>['appNewYearUser'] = {
  ...NY_BASE,
  boxes: [{ id: 5, itemId: 40004 }],
  items: NY_BASE.items.map((i) => ({ ...i, count: 1 })),
};
export const NY_READY = NY_BASE;

export const newYearSamples = flowSamples<typeof newYearMachine>({
  inputs: NO_INPUT,
  actors: {
    loadNewYear: {
      ready: {
        label: 'flows.sample.promoSeasonal.newYearReady',
        output: NY_BASE,
        api: [apiSample('appNewYearUser', { errcode: 0, appNewYearUser: NY_BASE })],
      },
      set: {
        label: 'flows.sample.promoSeasonal.newYearSet',
        output: NY_SET,
        api: [apiSample('appNewYearUser', { errcode: 0, appNewYearUser: NY_SET })],
      },
    },
    act: {
      shared: {
        label: 'flows.sample.promoSeasonal.newYearShared',
        output: { state: NY_SHARED, award: [], balances: null },
        api: [apiSample('appNewYearUserShare', { errcode: 0, appNewYearUser: NY_SHARED })],
      },
      box: {
        label: 'flows.sample.promoSeasonal.newYearBox',
        output: { state: NY_SET, award: [{ id: 40004, count: 1 }], balances: null },
        api: [
          apiSample('appNewYearUserBoxOpen', {
            errcode: 0,
            appNewYearUser: NY_SET,
            propList: [{ id: 40004, count: 1 }],
          }),
        ],
      },
    },
  },
  errcodes: { act: [1001, 1002, 1003, 1004, 1008, 1009] },
  events: { 'task.receive': { id: 1 }, 'box.open': { id: 5 } },
});
