import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { christmasMachine } from '../../machines/christmas.machine';
import { chanceText, nextBoxMissing, type ChristmasOutcome } from '../../machines/promo-seasonal.rules';
import { XMAS_OPENED, XMAS_READY } from '../../machines/samples/promo-seasonal.samples';
import { describePaths } from '../helpers/describe-paths';
import { christmasModels } from './models/christmas.model';

for (const model of christmasModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function start(act: (input: { kind: string }) => Promise<ChristmasOutcome>) {
  const calls: string[] = [];
  const reported: unknown[] = [];
  const actor = createActor(
    christmasMachine.provide({
      actors: {
        loadChristmas: fromPromise(async () => XMAS_READY),
        act: fromPromise(async ({ input }) => {
          calls.push(JSON.stringify({ ...input, idempotencyKey: undefined })); // the action, without its key
          return act(input);
        }),
      },
      actions: { reportBalances: (_, params) => void reported.push(params.balances) },
    }),
  ).start();
  const toasts: unknown[] = [];
  (actor as AnyActorRef).on('toast', (e) => void toasts.push(e));
  return { actor, calls, reported, toasts };
}

describe('christmas flow', () => {
  it('opens a box once under a double tap and reveals its prize without crediting it', async () => {
    let resolve!: (o: ChristmasOutcome) => void;
    const t = start(() => new Promise((r) => (resolve = r)));
    await flush();
    t.actor.send({ type: 'box.open', id: 2 });
    t.actor.send({ type: 'box.open', id: 2 });
    expect(t.calls).toEqual(['{"kind":"open","id":2}']);
    resolve({ state: XMAS_OPENED, award: [{ id: 2001, count: 1_000 }], balances: null });
    await flush();
    const snap = t.actor.getSnapshot();
    expect(snap.context.revealed).toEqual({ id: 2, award: [{ id: 2001, count: 1_000 }] });
    expect(t.reported).toEqual([null]);
    expect(t.toasts).toContainEqual({
      type: 'toast',
      message: { id: 'promoSeasonal.christmas.opened', values: { amount: '10.00' } },
      tone: 'success',
    });
    // Opened: it can be received, not opened again.
    expect(snap.can({ type: 'box.open', id: 2 })).toBe(false);
    expect(snap.can({ type: 'box.receive', id: 2 })).toBe(true);
  });

  it('a refused action says why and reads the state again', async () => {
    const t = start(async () => Promise.reject(Object.assign(new Error('x'), { kind: 'business', errcode: 1009 })));
    await flush();
    t.actor.send({ type: 'christmas.sign' });
    await flush();
    expect(t.toasts).toContainEqual({
      type: 'toast',
      message: { id: 'activity.act39.err1009', values: { code: 1009 } },
      tone: 'error',
    });
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('rules: the next deposit box and prize chances', () => {
    expect(nextBoxMissing(XMAS_READY)).toBe(40_000); // 1 box for ฿600; the 2nd at ฿1,000
    expect(chanceText(40, 100)).toBe('40');
    expect(chanceText(1, 30)).toBe('3.3');
  });
});
