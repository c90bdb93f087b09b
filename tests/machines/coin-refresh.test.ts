import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BALANCE_REFRESH_THROTTLE_MS } from '../../machines/constants';
import { coinRefreshMachine } from '../../machines/coin-refresh.machine';
import type { Figures } from '../../contract/types';
import { describePaths } from '../helpers/describe-paths';
import { coinRefreshModel } from './models/auth-flows.model';
import { flush } from '../helpers/flow-steps';

describePaths(coinRefreshModel);

const FIGURES: Figures = { coin: 12345, lottery: 10, vip: 1, vipExp: 3, userLevel: 1, bet: 500 };

describe('coinRefresh', () => {
  function start(refresh: () => Promise<Figures>) {
    const calls: number[] = [];
    const reported: Figures[] = [];
    const toasts: Array<{ id: string; values?: Record<string, unknown> }> = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      coinRefreshMachine.provide({
        actors: {
          refreshFigures: fromPromise(async () => {
            calls.push(clock.now());
            return refresh();
          }),
        },
        actions: { reportFigures: (_, p) => void reported.push(p.figures) },
      }),
      { clock },
    );
    actor.on('toast', (e) => void toasts.push(e.message as never));
    actor.start();
    return { actor, clock, calls, reported, toasts };
  }

  it('ignores a second tap within 5000 ms of the last, and accepts one after', async () => {
    const { actor, clock, calls, reported, toasts } = start(async () => FIGURES);
    actor.send({ type: 'coin.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    await flush();
    expect(reported).toEqual([FIGURES]);
    expect(toasts).toEqual([{ id: 'wallet.refreshSucc' }]);
    clock.increment(BALANCE_REFRESH_THROTTLE_MS - 1);
    actor.send({ type: 'coin.refresh' });
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    actor.send({ type: 'coin.refresh' });
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('toasts refreshFail with the errcode', async () => {
    const { actor, toasts, reported } = start(async () => {
      throw { kind: 'business', errcode: 3001 };
    });
    actor.send({ type: 'coin.refresh' });
    await flush();
    expect(toasts).toEqual([{ id: 'wallet.refreshFail', values: { code: 3001 } }]);
    expect(reported).toEqual([]);
  });

  it('never cuts off a slow answer: taps stay ignored until it is in', async () => {
    let resolve: (f: Figures) => void = () => {};
    const { actor, clock, calls, reported } = start(() => new Promise<Figures>((r) => (resolve = r)));
    actor.send({ type: 'coin.refresh' });
    clock.increment(BALANCE_REFRESH_THROTTLE_MS * 2);
    actor.send({ type: 'coin.refresh' });
    expect(calls).toHaveLength(1);
    resolve(FIGURES);
    await flush();
    expect(reported).toEqual([FIGURES]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
