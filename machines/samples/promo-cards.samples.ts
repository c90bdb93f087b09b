/**
 * Samples of the login-pay cards flow (/activity/signPay) for the /flows simulator: the seed's
 * cards 6004–6007, one owned card with day 1 due, the state after day 1 was received.
 */
import type { loginPayMachine } from '../login-pay.machine';
import { loginPayStateOf } from '../login-pay.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';
import { NO_INPUT } from './common';
import { LOGIN_PAY_PROP_CONFIG } from '../../contract/seed-offers';

const T0 = 1_767_225_600_000;

const PROP_CONFIG: ApiAnswer<'getLoginPayUser3'>['propConfigList'] = [...LOGIN_PAY_PROP_CONFIG];

const NONE: ApiAnswer<'getLoginPayUser3'> = {
  errcode: 0,
  ownList: [],
  buyPropIds: [6004, 6005, 6006, 6007],
  needRecharge: 10_000,
  propConfigList: PROP_CONFIG,
};

const OWNED: ApiAnswer<'getLoginPayUser3'> = {
  errcode: 0,
  ownList: [
    { id: 1, propId: 6004, boughtTime: T0, receivedToday: 0, loginPayDataJson: { days: Array(7).fill(2_000) } },
  ],
  buyPropIds: [6005, 6006, 6007],
  needRecharge: 30_000,
  propConfigList: PROP_CONFIG,
};

const CLAIMED: ApiAnswer<'receiveLoginPay3'> = {
  ...OWNED,
  ownList: [
    {
      id: 1,
      propId: 6004,
      boughtTime: T0,
      receivedToday: 1,
      loginPayDataJson: { days: [-1, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000] },
    },
  ],
  propList: [{ id: 2001, count: 2_000 }],
};

export const loginPaySamples = flowSamples<typeof loginPayMachine>({
  inputs: NO_INPUT,
  actors: {
    fetchCards: {
      owned: {
        label: 'flows.sample.promoCards.owned',
        output: loginPayStateOf(OWNED),
        api: [apiSample('getLoginPayUser3', OWNED)],
      },
      none: {
        label: 'flows.sample.promoCards.none',
        output: loginPayStateOf(NONE),
        api: [apiSample('getLoginPayUser3', NONE)],
      },
    },
    claimDay: {
      claimed: {
        label: 'flows.sample.promoCards.claimed',
        output: { state: loginPayStateOf(CLAIMED), coin: 2_000 },
        api: [apiSample('receiveLoginPay3', CLAIMED)],
      },
    },
  },
  errcodes: { claimDay: [1009, 1010] },
  events: { 'card.buy': { propId: 6005 }, 'card.claim': { id: 1 } },
});
