/**
 * Samples of the account centre's figures flow (member: the member centre, VIP page and wallet overview) for
 * the /flows simulator: getUserInfo answering a new player, and one with bet, safebox and points; on the
 * wallet overview (input `wallet`) with getBonusWallet: a bonus being wagered, or all cash.
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

/** 482.50: 182.50 cash and a 300.00 bonus with 100.00 of 310.00 bet (1×). */
export const BONUS_POTS = {
  coin: PLAYED.coin,
  cash: 18_250,
  bonus: 30_000,
  withdrawable: 18_250,
  wagered: 10_000,
  wageringRequired: 31_000,
  wageringLeft: 21_000,
  multiple: 1,
};
const CASH_POTS = { ...BONUS_POTS, coin: USER.coin, cash: USER.coin, bonus: 0, withdrawable: USER.coin };
const NO_WAGERING = { wagered: 0, wageringRequired: 0, wageringLeft: 0 };

export const memberSamples = flowSamples<typeof memberMachine>({
  inputs: {
    default: { label: 'flows.sample.member.input.centre', input: {} },
    wallet: { label: 'flows.sample.member.input.wallet', input: { pots: true } },
  },
  actors: {
    loadPlayer: {
      played: {
        label: 'flows.sample.member.played',
        output: { user: PLAYED, pots: null },
        api: [apiSample('getUserInfo', { errcode: 0, user: PLAYED } satisfies ApiAnswer<'getUserInfo'>)],
      },
      fresh: { label: 'flows.sample.member.fresh', output: { user: USER, pots: null } },
      bonus: {
        label: 'flows.sample.member.bonusWallet',
        output: { user: PLAYED, pots: BONUS_POTS },
        api: [
          apiSample('getUserInfo', { errcode: 0, user: PLAYED } satisfies ApiAnswer<'getUserInfo'>),
          apiSample('getBonusWallet', { errcode: 0, ...BONUS_POTS } satisfies ApiAnswer<'getBonusWallet'>),
        ],
      },
      cash: {
        label: 'flows.sample.member.cashWallet',
        output: { user: USER, pots: { ...CASH_POTS, ...NO_WAGERING } },
        api: [
          apiSample('getBonusWallet', {
            errcode: 0,
            ...CASH_POTS,
            ...NO_WAGERING,
          } satisfies ApiAnswer<'getBonusWallet'>),
        ],
      },
    },
  },
  events: { 'member.balanceChanged': { coin: 50_000 } },
});
