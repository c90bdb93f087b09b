import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PATH, activity } from '../../contract/paths';
import { spinMachine } from '../../machines/spin.machine';
import {
  SPIN_MS,
  SPIN_TURNS,
  decimal,
  oddsPercent,
  progressPercent,
  remaining,
  rotationFor,
  sliceAt,
  spinFailure,
  withStatus,
  type SpinBoard,
  type SpinOutcome,
  type SpinRecordPage,
} from '../../machines/spin.rules';
import { describePaths } from '../helpers/describe-paths';
import { SPIN_BOARD, SPIN_BOARD_FULL, SPIN_OUTCOME, SPIN_PRIZES, SPIN_STATE, spinModels } from './models/spin.model';

for (const model of spinModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });

function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

describe('spin rules', () => {
  it('stops the wheel with the middle of the server slice under the pointer, after whole turns', () => {
    for (const [i, p] of SPIN_PRIZES.entries()) {
      const r = rotationFor(SPIN_PRIZES, p.id, 0);
      expect(sliceAt(SPIN_PRIZES, r)).toBe(p.id);
      expect(r).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
      // The slice's middle: (i + ½) × 45° clockwise from the top, brought back to the top.
      expect((r + i * 45 + 22.5) % 360).toBe(0);
      const next = rotationFor(SPIN_PRIZES, p.id, r);
      expect(next).toBeGreaterThan(r);
      expect(sliceAt(SPIN_PRIZES, next)).toBe(p.id);
    }
    expect(rotationFor(SPIN_PRIZES, 99, 720)).toBe(720);
    expect(sliceAt([], 10)).toBeNull();
  });

  it('fills the progress bar to the target and never beyond; says what is missing', () => {
    expect(progressPercent({ progress: 12_500, target: 50_000 })).toBe(25);
    expect(progressPercent({ progress: 60_000, target: 50_000 })).toBe(100);
    expect(progressPercent({ progress: 1, target: 0 })).toBe(0);
    expect(remaining({ progress: 12_500, target: 50_000 })).toBe(37_500);
    expect(remaining({ progress: 50_000, target: 50_000 })).toBe(0);
    expect(decimal(37_505)).toBe('375.05');
    expect(decimal(7)).toBe('0.07');
  });

  it('shows each slice chance as weight / Σ weights', () => {
    expect(oddsPercent(SPIN_PRIZES, 300)).toBe('3.00');
    expect(oddsPercent(SPIN_PRIZES, 2_500)).toBe('25.00');
    expect(oddsPercent([], 1)).toBe('0.00');
  });

  it('takes the figures of a spin answer', () => {
    const next = withStatus(SPIN_STATE, SPIN_OUTCOME.status);
    expect(next).toMatchObject({ spinsLeft: 0, spinsUsed: 1, progress: 500 });
  });

  it('words each refusal with its code; other failures get the generic text', () => {
    expect(spinFailure(business(1010))).toEqual({ id: 'spin.error.noSpins', values: { code: 1010 } });
    expect(spinFailure(business(1001))).toEqual({ id: 'spin.error.ended', values: { code: 1001 } });
    expect(spinFailure(business(1002))).toEqual({ id: 'spin.error.notReached', values: { code: 1002 } });
    expect(spinFailure(business(1003))).toEqual({ id: 'spin.error.claimed', values: { code: 1003 } });
    expect(spinFailure(business(1007))).toEqual({ id: 'spin.error.mobile', values: { code: 1007 } });
    expect(spinFailure(business(2005))).toEqual({ id: 'common.errorWithCode', values: { code: 2005 } });
    expect(spinFailure({ kind: 'network' })).toEqual({ id: 'common.networkError' });
  });
});

describe('spin machine', () => {
  function start(
    board: SpinBoard,
    opts: { reducedMotion?: boolean; layout?: 'mobile' | 'desktop'; spin?: () => Promise<SpinOutcome> } = {},
  ) {
    const calls = { fetch: 0, spin: 0, exchange: 0, coin: [] as number[] };
    const clock = new SimulatedClock();
    const actor = createActor(
      spinMachine.provide({
        actors: {
          fetchSpin: fromPromise(async () => {
            calls.fetch++;
            return board;
          }),
          spinWheel: fromPromise(async () => {
            calls.spin++;
            return opts.spin ? opts.spin() : SPIN_OUTCOME;
          }),
          fetchRecord: fromPromise(async (): Promise<SpinRecordPage> => ({ list: [], total: 0 })),
          exchangeSpin: fromPromise(async () => {
            calls.exchange++;
            return { amount: 50_000, coin: 70_000 };
          }),
        },
        actions: { reportCoin: (_, { coin }) => void calls.coin.push(coin) },
      }),
      { input: { layout: opts.layout ?? 'mobile', reducedMotion: opts.reducedMotion ?? false }, clock },
    );
    const emitted = recordEmits(actor);
    actor.start();
    return { actor, clock, calls, emitted };
  }

  it('animates to the server slice and shows the result only when the wheel stops', async () => {
    const { actor, clock, calls } = start(SPIN_BOARD);
    await flush();
    actor.send({ type: 'spin.start' });
    actor.send({ type: 'spin.start' });
    await flush();
    expect(calls.spin).toBe(1);
    expect(actor.getSnapshot().value).toBe('animating');
    expect(sliceAt(SPIN_PRIZES, actor.getSnapshot().context.rotation)).toBe(SPIN_OUTCOME.prizeId);
    clock.increment(SPIN_MS - 1);
    expect(actor.getSnapshot().value).toBe('animating');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('result');
    actor.send({ type: 'result.close' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.fetch).toBe(2);
  });

  it('with reduced motion the result shows at once', async () => {
    const { actor } = start(SPIN_BOARD, { reducedMotion: true });
    await flush();
    actor.send({ type: 'spin.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('a refused spin toasts its reason and reloads', async () => {
    const { actor, emitted, calls } = start(SPIN_BOARD, { spin: () => Promise.reject(business(1010)) });
    await flush();
    actor.send({ type: 'spin.start' });
    await flush();
    expect(emitted).toContainEqual({
      type: 'toast',
      message: { id: 'spin.error.noSpins', values: { code: 1010 } },
      tone: 'error',
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.fetch).toBe(2);
  });

  it('refuses a cash-out before the target without a call; cashes out once when reached', async () => {
    const early = start(SPIN_BOARD);
    await flush();
    early.actor.send({ type: 'exchange.start' });
    expect(early.calls.exchange).toBe(0);
    expect(early.emitted).toContainEqual({
      type: 'toast',
      message: { id: 'spin.exchange.notReached', values: { amount: '500.00' } },
      tone: 'error',
    });
    const ready = start(SPIN_BOARD_FULL);
    await flush();
    ready.actor.send({ type: 'exchange.start' });
    ready.actor.send({ type: 'exchange.start' });
    await flush();
    expect(ready.calls.exchange).toBe(1);
    expect(ready.calls.coin).toEqual([70_000]);
    expect(ready.emitted).toContainEqual({
      type: 'toast',
      message: { id: 'spin.exchange.done', values: { amount: '500.00' } },
      tone: 'success',
    });
  });

  it('invites through the invite page with a bound mobile, else sends the player to bind one', async () => {
    const bound = start(SPIN_BOARD);
    await flush();
    bound.actor.send({ type: 'invite' });
    expect(bound.emitted).toContainEqual({ type: 'navigate', to: activity('inviteFriends') });
    const unbound = start(SPIN_BOARD_FULL, { layout: 'desktop' });
    await flush();
    unbound.actor.send({ type: 'invite' });
    expect(unbound.emitted).toContainEqual({ type: 'navigate', to: PATH.desktop.bind });
  });
});
