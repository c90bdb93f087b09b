import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appUpdateMachine, type AppUpdateEvent } from '../../machines/app-update.machine';
import { describePaths } from '../helpers/describe-paths';
import { appUpdateModels } from './models/app-update.model';

for (const model of appUpdateModels) describePaths(model);

/** A live actor whose worker events the test sends; counts skip-waiting requests and reloads. */
function start(where = { game: false, payment: false }) {
  const seen = { applied: 0, reloads: 0 };
  let fromWorker: (event: AppUpdateEvent) => void = () => {};
  const actor = createActor(
    appUpdateMachine.provide({
      actors: {
        watchUpdates: fromCallback(({ sendBack }) => {
          fromWorker = sendBack;
        }),
        applyUpdate: fromPromise(async () => {
          seen.applied += 1;
          // The worker takes over: the registration reports it (update.activated).
          queueMicrotask(() => fromWorker({ type: 'update.activated' }));
        }),
      },
      actions: { reloadPage: () => void (seen.reloads += 1) },
    }),
    { input: where },
  ).start();
  return { actor, seen, worker: (event: AppUpdateEvent) => fromWorker(event) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('app update', () => {
  it('prompts for a new version and reloads only after the tap, once the new worker controls the page', async () => {
    const { actor, seen, worker } = start();
    worker({ type: 'update.found' });
    expect(actor.getSnapshot().value).toBe('prompting');
    await flush();
    expect(seen).toEqual({ applied: 0, reloads: 0 });
    actor.send({ type: 'update.apply' });
    expect(seen.applied).toBe(1);
    await flush();
    expect(actor.getSnapshot().value).toBe('reloaded');
    expect(seen.reloads).toBe(1);
  });

  it('holds the prompt back during a game and a payment and shows it once both are closed', () => {
    const { actor, seen, worker } = start({ game: true, payment: false });
    worker({ type: 'update.found' });
    expect(actor.getSnapshot().value).toBe('deferred');
    actor.send({ type: 'update.apply' });
    actor.send({ type: 'update.where', game: false, payment: true });
    expect(actor.getSnapshot().value).toBe('deferred');
    actor.send({ type: 'update.where', game: false, payment: false });
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    actor.send({ type: 'update.where', game: true, payment: false });
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
    expect(seen).toEqual({ applied: 0, reloads: 0 });
  });

  it('never reloads a game when another tab switched to the new version', () => {
    const { actor, seen, worker } = start({ game: true, payment: false });
    worker({ type: 'update.found' });
    worker({ type: 'update.activated' });
    expect(actor.getSnapshot().value).toBe('deferred');
    expect(seen.reloads).toBe(0);
    // Back in the lobby the prompt shows, and the tap reloads at once (the new worker is already in charge).
    actor.send({ type: 'update.where', game: false, payment: false });
    actor.send({ type: 'update.apply' });
    expect(actor.getSnapshot().value).toBe('reloaded');
    expect(seen).toEqual({ applied: 0, reloads: 1 });
  });

  it('Later hides the prompt until a newer version is found', () => {
    const { actor, worker } = start();
    worker({ type: 'update.found' });
    actor.send({ type: 'update.later' });
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
    worker({ type: 'update.found' });
    expect(actor.getSnapshot().value).toBe('prompting');
  });
});
