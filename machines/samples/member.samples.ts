/**
 * Samples of the account centre's figures flow (member: the member centre, VIP page and wallet overview) for
 * the /flows simulator: getUserInfo answering a new player, and one with bet, safebox and points.
 */
import type { memberMachine } from '../member.machine';
import { USER } from './common';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';

const PLAYED = {
  ...USER,
  coin: 48_250,
  lottery: 1_520,
  safebox: 20_000,
  bet: 25_000,
  vip: 1,
  vipExp: 250,
  userLevel: 1,
};

export const memberSamples = flowSamples<typeof memberMachine>({
  inputs: { default: undefined },
  actors: {
    loadPlayer: {
      played: {
        label: 'VIP 1, bet 250.00 (next target 500)',
        output: PLAYED,
        api: [apiSample('getUserInfo', { errcode: 0, user: PLAYED } satisfies ApiAnswer<'getUserInfo'>)],
      },
      fresh: { label: 'a new player (VIP 0, no bet)', output: USER },
    },
  },
  events: {},
});
