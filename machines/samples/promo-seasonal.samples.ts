/**
 * Samples of the weekend lottery flow (issue 23 §2, /activity/weekendLottery) for the /flows simulator: a
 * visitor's view of a week on sale with last week's results, and a player's view with their tickets.
 */
import type { weekendLotteryMachine } from '../weekend-lottery.machine';
import { lotteryViewOfPublic, lotteryViewOfUser } from '../promo-seasonal.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';

/** Saturday 21 November 2026, 10:00 in Bangkok. */
const T0 = Date.UTC(2026, 10, 21, 3);
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
  inputs: { visitor: { signedIn: false }, player: { signedIn: true } },
  actors: {
    loadLottery: {
      visitor: {
        label: 'a week on sale, last week’s results',
        output: lotteryViewOfPublic(PUBLIC, T0),
        api: [apiSample('anonymousWeekendLottery', PUBLIC)],
      },
      player: {
        label: 'with the player’s 2 tickets and a past win',
        output: lotteryViewOfUser(USER.rechargeBonusCollection12, T0),
        api: [apiSample('rechargeBonusCollection12', USER)],
      },
    },
  },
  events: {},
});
