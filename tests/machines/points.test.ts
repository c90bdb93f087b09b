import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pointsMachine } from '../../machines/points.machine';
import { describePaths } from '../helpers/describe-paths';
import { LOTTERY, pointsModel } from './models/account.model';
import { flush, recordEmits, sleep } from '../helpers/flow-steps';

describePaths(pointsModel);

describe('points', () => {
  it('exchanges whole points once and reports the new balances', async () => {
    const asked: number[] = [];
    const reported: unknown[] = [];
    const actor = createActor(
      pointsMachine.provide({
        actors: {
          loadTerms: fromPromise(async () => LOTTERY),
          exchange: fromPromise(async ({ input }) => {
            asked.push(input.points);
            return { coin: 100_300, lottery: 2_550, gained: 300 };
          }),
        },
        actions: { reportBalances: (_, p) => void reported.push(p) },
      }),
    );
    const emitted = recordEmits(actor);
    actor.start();
    await flush();
    actor.send({ type: 'points.all' });
    expect(actor.getSnapshot().context.points).toBe('375');
    actor.send({ type: 'points.submit' });
    actor.send({ type: 'points.submit' });
    await sleep(350);
    await flush();
    expect(asked).toEqual([375]);
    expect(reported).toEqual([{ coin: 100_300, lottery: 2_550 }]);
    expect(actor.getSnapshot().context.result).toMatchObject({ gained: 300, points: 375 });
    expect(emitted).toContainEqual({
      type: 'toast',
      message: { id: 'account.points.exchanged', values: { coin: '3.00' } },
    });
  });
});
