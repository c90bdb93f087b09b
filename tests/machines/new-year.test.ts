import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { newYearMachine } from '../../machines/new-year.machine';
import { hasFullSet, type NewYearOutcome } from '../../machines/promo-seasonal.rules';
import { NY_READY, NY_SET } from '../../machines/samples/promo-seasonal.samples';
import { describePaths } from '../helpers/describe-paths';
import { newYearModels } from './models/new-year.model';

for (const model of newYearModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('new year flow', () => {
  it('opens a box once under a double tap, reveals the item; a full set can then open a red packet', async () => {
    let resolve!: (o: NewYearOutcome) => void;
    const calls: string[] = [];
    const actor = createActor(
      newYearMachine.provide({
        actors: {
          loadNewYear: fromPromise(async () => NY_READY),
          act: fromPromise(({ input }) => {
            calls.push(JSON.stringify({ ...input, idempotencyKey: undefined })); // the action, without its key
            return new Promise<NewYearOutcome>((r) => (resolve = r));
          }),
        },
      }),
    ).start();
    const toasts: unknown[] = [];
    (actor as AnyActorRef).on('toast', (e) => void toasts.push(e));
    await flush();
    expect(actor.getSnapshot().can({ type: 'packet.open' })).toBe(false); // 40004 missing
    actor.send({ type: 'box.open', id: 5 });
    actor.send({ type: 'box.open', id: 5 });
    expect(calls).toEqual(['{"kind":"box","id":5}']);
    resolve({ state: NY_SET, award: [{ id: 40004, count: 1 }], balances: null });
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.context.revealed).toEqual({ kind: 'box', award: [{ id: 40004, count: 1 }] });
    expect(toasts).toContainEqual({
      type: 'toast',
      message: { id: 'promoSeasonal.newYear.boxOpened', values: { item: 40004 } },
      tone: 'success',
    });
    expect(hasFullSet(NY_SET)).toBe(true);
    expect(snap.can({ type: 'packet.open' })).toBe(true);
  });
});
