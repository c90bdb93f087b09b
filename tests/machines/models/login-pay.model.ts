/** Model of the login-pay cards flow: load, buy (to the deposit), one claim at a time, refresh. */
import { expect } from 'vitest';
import { LOGIN_PAY_PROP_CONFIG } from '../../../contract/seed-offers';
import { fromPromise } from 'xstate';
import { loginPayMachine, type LoginPayContext } from '../../../machines/login-pay.machine';
import { canClaimCard, loginPayStateOf, type LoginPayState } from '../../../machines/login-pay.rules';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

/** The seed's cards in the server's order scrambled (the rules sort them by price). */
const PROP_CONFIG = [2, 0, 3, 1].map((i) => LOGIN_PAY_PROP_CONFIG[i]!);

/** Card 6004 owned (id 11), day 1 due; 6005 not owned. */
export const CARDS_OWNED: LoginPayState = loginPayStateOf({
  ownList: [
    { id: 11, propId: 6004, boughtTime: 1, receivedToday: 0, loginPayDataJson: { days: Array(7).fill(2_000) } },
  ],
  buyPropIds: [6005, 6006, 6007],
  needRecharge: 30_000,
  propConfigList: PROP_CONFIG,
});

/** After day 1 of card 11 was received today. */
export const CARDS_CLAIMED: LoginPayState = loginPayStateOf({
  ownList: [
    {
      id: 11,
      propId: 6004,
      boughtTime: 1,
      receivedToday: 1,
      loginPayDataJson: { days: [-1, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000] },
    },
  ],
  buyPropIds: [6005, 6006, 6007],
  needRecharge: 30_000,
  propConfigList: PROP_CONFIG,
});

export const CARDS_NONE: LoginPayState = loginPayStateOf({
  ownList: [],
  buyPropIds: [6004, 6005, 6006, 6007],
  needRecharge: 10_000,
  propConfigList: PROP_CONFIG,
});

type Snap = {
  value: unknown;
  context: LoginPayContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const loginPayModels = [
  {
    name: 'login-pay cards',
    machine: loginPayMachine,
    input: undefined,
    events: [
      { type: 'xstate.done.actor.fetchCards', output: CARDS_OWNED },
      { type: 'xstate.done.actor.fetchCards', output: CARDS_NONE },
      { type: 'xstate.error.actor.fetchCards', error: { kind: 'network' } },
      { type: 'cards.retry' },
      { type: 'cards.refresh' },
      { type: 'card.buy', propId: 6005 },
      { type: 'card.buy', propId: 6004 },
      { type: 'card.buy', propId: 9999 },
      { type: 'card.claim', id: 11 },
      { type: 'card.claim', id: 99 },
      { type: 'xstate.done.actor.claimDay', output: { state: CARDS_CLAIMED, coin: 2_000 } },
      { type: 'xstate.error.actor.claimDay', error: { kind: 'business', errcode: 1009 } },
      { type: 'xstate.done.actor.refreshCards', output: CARDS_CLAIMED },
      { type: 'xstate.error.actor.refreshCards', error: { kind: 'timeout' } },
    ],
    serializeState: (s: Snap) =>
      JSON.stringify({
        value: s.value,
        owned: s.context.data?.owned.map((c) => `${c.id}:${c.days.join(',')}:${c.receivedToday}`) ?? null,
        pending: s.context.pendingId,
        error: s.context.error?.id ?? null,
      }),
    implementations: { actors: { fetchCards: never(), claimDay: never() } },
    invariants: (s: Snap) => {
      // One claim at a time, only from ready, only for a card with a day due today.
      expect(s.can({ type: 'card.claim', id: 11 })).toBe(s.matches('ready') && canClaimCard(s.context.data, 11));
      expect(s.can({ type: 'card.claim', id: 99 })).toBe(false);
      // A card still paying (6004 while owned) or unknown is never bought again.
      const owns6004 = s.context.data?.owned.some((c) => c.propId === 6004) ?? false;
      if (owns6004) expect(s.can({ type: 'card.buy', propId: 6004 })).toBe(false);
      expect(s.can({ type: 'card.buy', propId: 9999 })).toBe(false);
      expect(s.hasTag('busy')).toBe(s.matches('claiming') || s.matches('refreshing'));
      if (s.matches('claiming')) expect(canClaimCard(s.context.data, s.context.pendingId ?? -1)).toBe(true);
      if (s.matches('ready')) expect(s.context.pendingId).toBeNull();
      // Cards on sale always by price ascending.
      const prices = s.context.data?.cards.map((c) => c.price) ?? [];
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(s.hasTag('error')).toBe(s.matches('failed'));
      if (s.matches('failed')) expect(s.context.error).not.toBeNull();
    },
  },
] as unknown as MachineModel[];
