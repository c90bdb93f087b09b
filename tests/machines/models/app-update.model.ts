import { expect } from 'vitest';
import { fromCallback, fromPromise, getNextSnapshot } from 'xstate';
import { appUpdateMachine, updateBlocked, type AppUpdateContext } from '../../../machines/app-update.machine';
import type { MachineModel } from '../../helpers/machine-model';

const EVENTS = [
  { type: 'update.found' },
  { type: 'update.activated' },
  { type: 'update.where', game: true, payment: false },
  { type: 'update.where', game: false, payment: true },
  { type: 'update.where', game: false, payment: false },
  { type: 'update.apply' },
  { type: 'update.later' },
  { type: 'xstate.error.actor.applyUpdate', error: new Error('no waiting worker') },
] as never;

/**
 * The page reload (reloadPage) refuses to run where the flow must never reload: the replayed actor errors,
 * so a path that reloads during a game or a payment, or without the player's tap, fails.
 */
const implementations = {
  actors: {
    watchUpdates: fromCallback(() => () => {}),
    applyUpdate: fromPromise(() => new Promise<void>(() => {})),
  },
  actions: {
    reloadPage: ({ context }: { context: AppUpdateContext }) => {
      if (updateBlocked(context)) throw new Error('reloaded during a game or a payment');
      if (!context.asked) throw new Error('reloaded without the player tapping Update');
    },
  },
};

const invariants = (s: ReturnType<typeof appUpdateMachine.getInitialSnapshot>) => {
  const blocked = updateBlocked(s.context);
  // The prompt shows only where a reload is allowed, and never in a game or a payment.
  if (s.hasTag('shown')) expect(blocked).toBe(false);
  if (s.matches('prompting')) expect(s.can({ type: 'update.apply' })).toBe(true);
  // A game or a payment always holds the prompt back.
  if (s.matches('deferred')) expect(blocked).toBe(true);
  // Reloading only after the player's tap, and the page reloads only once the new worker controls it.
  if (s.matches('reloading') || s.matches('reloaded')) expect(s.context.asked).toBe(true);
  else expect(s.context.asked).toBe(false);
  if (s.matches('reloaded')) {
    expect(s.context.activated).toBe(true);
    expect(s.can({ type: 'update.apply' })).toBe(false);
  }
  expect(s.status).toBe('active');
  // Nothing but the banner's Update leads towards a reload.
  for (const event of [{ type: 'update.found' }, { type: 'update.activated' }, { type: 'update.later' }] as const)
    if (!s.matches('reloading') && !s.matches('reloaded')) {
      const next = getNextSnapshot(appUpdateMachine, s, event);
      expect(next.matches('reloading') || next.matches('reloaded')).toBe(false);
    }
};

export const appUpdateModels: MachineModel<typeof appUpdateMachine>[] = [
  {
    name: 'app-update',
    machine: appUpdateMachine,
    input: { game: false, payment: false },
    events: EVENTS,
    implementations: implementations as never,
    invariants,
  },
  {
    name: 'app-update (opened in a game)',
    machine: appUpdateMachine,
    input: { game: true, payment: false },
    events: EVENTS,
    implementations: implementations as never,
    invariants,
  },
];
