import { assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { untilDrawBy, weekendLotteryMachine } from '../../machines/weekend-lottery.machine';
import { liveWeekendLotteryMachine } from '../../src/actors/weekend-lottery.actors';
import { LOTTERY_SAMPLE_NOW } from '../../machines/samples/promo-seasonal.samples';
import {
  LOTTERY_AFTER_DRAW_MS,
  LOTTERY_MAX_WAIT_MS,
  currentTickets,
  msUntilReload,
  ticketsOfWeek,
  type LotteryView,
} from '../../machines/promo-seasonal.rules';
import { describePaths } from '../helpers/describe-paths';
import { failingPaths } from '../helpers/machine-model';
import { DRAWN_VIEW, PLAYER_VIEW, VISITOR_VIEW, weekendLotteryModels } from './models/weekend-lottery.model';

for (const model of weekendLotteryModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('weekend lottery flow', () => {
  /** The flow on a simulated clock set to `now`, which also times its next read (untilDrawBy). */
  function onClock(now: number, answers: LotteryView[]) {
    const clock = new SimulatedClock();
    clock.set(now);
    const calls: boolean[] = [];
    const actor = createActor(
      weekendLotteryMachine.provide({
        actors: {
          loadLottery: fromPromise(async ({ input }) => {
            calls.push(input.signedIn);
            return answers.shift()!;
          }),
        },
        delays: { untilDraw: untilDrawBy(() => clock.now()) },
      }),
      { input: { signedIn: false }, clock },
    ).start();
    return { actor, calls, clock };
  }

  it('reads the lottery again just after the draw time, and shows the results', async () => {
    const { actor, calls, clock } = onClock(LOTTERY_SAMPLE_NOW, [VISITOR_VIEW, VISITOR_VIEW, DRAWN_VIEW]);
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    // The sample's draw is 34 h away: the page first re-reads after a day, then just after the draw.
    expect(VISITOR_VIEW.lottery.drawTime - LOTTERY_SAMPLE_NOW).toBe(34 * 3_600_000);
    clock.increment(LOTTERY_MAX_WAIT_MS - 1);
    await flush();
    expect(calls).toEqual([false]);
    clock.increment(1);
    await flush();
    expect(calls).toEqual([false, false]);
    // Reckoned again when ready is entered again: 10 h to the draw, and the 2 s after it.
    const untilAfterDraw = VISITOR_VIEW.lottery.drawTime - clock.now() + LOTTERY_AFTER_DRAW_MS;
    expect(untilAfterDraw).toBe(10 * 3_600_000 + LOTTERY_AFTER_DRAW_MS);
    clock.increment(untilAfterDraw - 1);
    await flush();
    expect(calls).toEqual([false, false]);
    clock.increment(1);
    await flush();
    expect(calls).toEqual([false, false, false]);
    expect(actor.getSnapshot().context.view?.lottery.draws[0]?.week).toBe('2026-11-22');
  });

  it('keeps no instant of the device’s clock in what it persists (a server render’s snapshot)', async () => {
    const port = { deps: { api: { call: async () => ({ errcode: 0, ...VISITOR_VIEW.lottery }) } } } as never;
    const persisted = async (now: number) => {
      const spy = vi.spyOn(Date, 'now').mockReturnValue(now);
      try {
        const actor = createActor(liveWeekendLotteryMachine(port), { input: { signedIn: false } }).start();
        await flush();
        expect(actor.getSnapshot().matches('ready')).toBe(true);
        const out = JSON.stringify(actor.getPersistedSnapshot());
        actor.stop();
        return out;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await persisted(LOTTERY_SAMPLE_NOW + 5 * 3_600_000)).toBe(await persisted(LOTTERY_SAMPLE_NOW));
  });

  it('keeps the shown lottery when a reload fails, with a note', async () => {
    let fail = false;
    const actor = createActor(
      weekendLotteryMachine.provide({
        actors: {
          loadLottery: fromPromise(async () => {
            if (fail) throw Object.assign(new Error('x'), { kind: 'network' });
            return PLAYER_VIEW;
          }),
        },
      }),
      { input: { signedIn: true } },
    ).start();
    await flush();
    fail = true;
    actor.send({ type: 'lottery.reload' });
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.matches('ready')).toBe(true);
    expect(snap.context.view).toBe(PLAYER_VIEW);
    expect(snap.context.error?.id).toBe('common.networkError');
    actor.stop();
  });

  it('waits at least a second, at most a day', () => {
    const draw = VISITOR_VIEW.lottery.drawTime;
    expect(msUntilReload(VISITOR_VIEW, draw + 60_000)).toBe(1_000);
    expect(msUntilReload(VISITOR_VIEW, draw - 10_000)).toBe(10_000 + LOTTERY_AFTER_DRAW_MS);
    expect(msUntilReload(VISITOR_VIEW, LOTTERY_SAMPLE_NOW)).toBe(LOTTERY_MAX_WAIT_MS);
    expect(msUntilReload(null, draw)).toBe(LOTTERY_MAX_WAIT_MS);
  });

  it("finds the player's tickets by week", () => {
    expect(currentTickets(PLAYER_VIEW).map((t) => t.number)).toEqual([7, 8]);
    expect(ticketsOfWeek(PLAYER_VIEW, '2026-11-15').map((t) => t.rank)).toEqual([1]);
    expect(currentTickets(VISITOR_VIEW)).toEqual([]);
  });
});

describe('weekend lottery invariants', () => {
  it('hold on the real machine', () => {
    expect(failingPaths(weekendLotteryModels[1]!)).toEqual([]);
  });

  it('fail on a broken variant whose failed reload replaces the shown lottery with the failure page', () => {
    const config = weekendLotteryMachine.config as unknown as { states: Record<string, Record<string, unknown>> };
    const reloading = config.states.reloading as { invoke: Record<string, unknown> };
    const broken = weekendLotteryMachine.provide({}) as typeof weekendLotteryMachine;
    const variant = createMachine(
      {
        ...(config as object),
        states: {
          ...config.states,
          reloading: {
            ...reloading,
            invoke: {
              ...reloading.invoke,
              onError: { target: 'failed', actions: assign({ error: { id: 'common.networkError' } }) },
            },
          },
        },
      } as never,
      (broken as unknown as { implementations: never }).implementations,
    ) as unknown as typeof weekendLotteryMachine;
    expect(failingPaths(weekendLotteryModels[1]!, variant).length).toBeGreaterThan(0);
  });
});
