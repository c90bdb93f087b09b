/** Model of the account centre's figures flow (member: the member centre, VIP page and wallet overview). */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { memberMachine } from '../../../machines/member.machine';
import type { MachineModel } from '../../helpers/machine-model';
import { USER } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

type Snap = {
  value: unknown;
  context: { error: { id: string } | null; loaded: boolean };
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const memberModel = {
  name: 'member',
  machine: memberMachine,
  events: [
    { type: 'xstate.done.actor.loadPlayer', output: { ...USER, bet: 12_345, vip: 1 } },
    { type: 'xstate.error.actor.loadPlayer', error: { kind: 'network' } },
    { type: 'member.retry' },
    { type: 'member.refresh' },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({ value: s.value, error: s.context.error?.id ?? null, loaded: s.context.loaded }),
  implementations: { actors: { loadPlayer: never() } },
  invariants: (s: Snap) => {
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
  },
} as unknown as MachineModel;
