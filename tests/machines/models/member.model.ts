/**
 * Models of the account centre's figures flow (member: the member centre and VIP page; the wallet overview with
 * `pots`, which also loads cash, bonus money and wagering and loads again when the balance moves).
 */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { memberMachine, type BonusPots } from '../../../machines/member.machine';
import { BONUS_POTS } from '../../../machines/samples/member.samples';
import type { MachineModel } from '../../helpers/machine-model';
import { USER } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

type Snap = {
  value: unknown;
  context: {
    error: { id: string } | null;
    loaded: boolean;
    withPots: boolean;
    pots: BonusPots | null;
    seenCoin: number | null;
  };
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

/** A balance of 482.50: 182.50 cash, 300.00 bonus with 100.00 of 310.00 bet. */
export const POTS: BonusPots = BONUS_POTS;
/** A balance the pots were not read with (a round played elsewhere). */
const MOVED = 50_000;

const serializeState = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    error: s.context.error?.id ?? null,
    loaded: s.context.loaded,
    pots: s.context.pots?.coin ?? null,
    seenCoin: s.context.seenCoin,
  });

/** What holds for the member centre, the VIP page and the wallet overview alike. */
function commonInvariants(s: Snap) {
  // What the page shows follows the state: the loading screen only before the first load, the failed
  // screen (with its reason) only when the first load failed — a failed refresh keeps the figures.
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  expect(s.hasTag('error')).toBe(s.matches('failed'));
  expect(s.hasTag('refreshing')).toBe(s.matches('refreshing'));
  if (s.matches('failed')) {
    expect(s.context.error).not.toBeNull();
    expect(s.context.loaded).toBe(false);
  }
  if (s.matches('ready') || s.matches('refreshing')) expect(s.context.loaded).toBe(true);
  if (s.matches('loading')) expect(s.context.error).toBeNull();
  // No second load while one runs (double taps), and a retry only where there is a failure to retry.
  expect(s.can({ type: 'member.refresh' })).toBe(s.matches('ready'));
  expect(s.can({ type: 'member.retry' })).toBe(s.matches('failed'));
  // The balance the figures were read with never starts a load by itself, nor during one.
  if (s.context.pots) expect(s.can({ type: 'member.balanceChanged', coin: s.context.pots.coin })).toBe(false);
  if (!s.matches('ready')) expect(s.can({ type: 'member.balanceChanged', coin: MOVED })).toBe(false);
}

export const memberModel = {
  name: 'member',
  machine: memberMachine,
  events: [
    { type: 'xstate.done.actor.loadPlayer', output: { user: { ...USER, bet: 12_345, vip: 1 }, pots: null } },
    { type: 'xstate.error.actor.loadPlayer', error: { kind: 'network' } },
    { type: 'member.retry' },
    { type: 'member.refresh' },
    { type: 'member.balanceChanged', coin: MOVED },
  ],
  serializeState,
  implementations: { actors: { loadPlayer: never() } },
  invariants: (s: Snap) => {
    commonInvariants(s);
    // Without pots (member centre, VIP) a balance change never loads anything.
    expect(s.context.pots).toBeNull();
    expect(s.can({ type: 'member.balanceChanged', coin: MOVED })).toBe(false);
  },
} as unknown as MachineModel;

export const memberWalletModel = {
  name: 'member (wallet overview)',
  machine: memberMachine,
  input: { pots: true },
  events: [
    { type: 'xstate.done.actor.loadPlayer', output: { user: { ...USER, coin: POTS.coin }, pots: POTS } },
    { type: 'xstate.error.actor.loadPlayer', error: { kind: 'network' } },
    { type: 'member.retry' },
    { type: 'member.refresh' },
    { type: 'member.balanceChanged', coin: POTS.coin },
    { type: 'member.balanceChanged', coin: MOVED },
  ],
  serializeState,
  implementations: { actors: { loadPlayer: never() } },
  invariants: (s: Snap) => {
    commonInvariants(s);
    expect(s.context.withPots).toBe(true);
    if (s.matches('ready') || s.matches('refreshing')) expect(s.context.pots).not.toBeNull();
    // A moved balance loads the pots again once: never a second time for the same balance (no loop).
    if (s.matches('ready'))
      expect(s.can({ type: 'member.balanceChanged', coin: MOVED })).toBe(s.context.seenCoin !== MOVED);
  },
} as unknown as MachineModel;
