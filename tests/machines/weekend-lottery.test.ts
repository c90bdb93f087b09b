import { assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { weekendLotteryMachine } from '../../machines/weekend-lottery.machine';
import {
  LOTTERY_AFTER_DRAW_MS,
  LOTTERY_MAX_WAIT_MS,
  currentTickets,
  msUntilReload,
  ticketsOfWeek,
  type LotteryView,
} from '../../machines/promo-seasonal.rules';
import { describePaths } from '../helpers/describe-paths';
import { explore, replay, transitionPaths, type MachineModel } from '../helpers/machine-model';
import { DRAWN_VIEW, PLAYER_VIEW, VISITOR_VIEW, weekendLotteryModels } from './models/weekend-lottery.model';

for (const model of weekendLotteryModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('weekend lottery flow', () => {
  it('reads the lottery again just after the draw time, and shows the results', async () => {
    const clock = new SimulatedClock();
    const answers: LotteryView[] = [VISITOR_VIEW, DRAWN_VIEW];
    const calls: boolean[] = [];
    const actor = createActor(
      weekendLotteryMachine.provide({
        actors: {
          loadLottery: fromPromise(async ({ input }) => {
            calls.push(input.signedIn);
            return answers.shift()!;
          }),
        },
      }),
      { input: { signedIn: false }, clock },
    ).start();
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    const wait = VISITOR_VIEW.lottery.drawTime - VISITOR_VIEW.receivedAt + LOTTERY_AFTER_DRAW_MS;
    // The sample's draw is 34 h away: the page first re-reads after a day, then at the draw.
    expect(msUntilReload(VISITOR_VIEW)).toBe(Math.min(LOTTERY_MAX_WAIT_MS, wait));
    clock.increment(msUntilReload(VISITOR_VIEW) - 1);
    await flush();
    expect(calls).toEqual([false]);
    clock.increment(1);
    await flush();
    expect(calls).toEqual([false, false]);
    expect(actor.getSnapshot().context.view?.lottery.draws[0]?.week).toBe('2026-11-22');
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
    const past: LotteryView = { ...VISITOR_VIEW, receivedAt: VISITOR_VIEW.lottery.drawTime + 60_000 };
    expect(msUntilReload(past)).toBe(1_000);
    const soon: LotteryView = { ...VISITOR_VIEW, receivedAt: VISITOR_VIEW.lottery.drawTime - 10_000 };
    expect(msUntilReload(soon)).toBe(10_000 + LOTTERY_AFTER_DRAW_MS);
    expect(msUntilReload(null)).toBe(LOTTERY_MAX_WAIT_MS);
  });

  it("finds the player's tickets by week", () => {
    expect(currentTickets(PLAYER_VIEW).map((t) => t.number)).toEqual([7, 8]);
    expect(ticketsOfWeek(PLAYER_VIEW, '2026-11-15').map((t) => t.rank)).toEqual([1]);
    expect(currentTickets(VISITOR_VIEW)).toEqual([]);
  });
});

describe('weekend lottery invariants', () => {
  /** The paths of `model` on `machine` whose end snapshot breaks the model's invariants. */
  function failingPaths(machine: typeof weekendLotteryMachine): string[] {
    const model = { ...weekendLotteryModels[1]!, machine } as MachineModel;
    const failures: string[] = [];
    for (const path of transitionPaths(model, explore(model))) {
      try {
        model.invariants?.(replay(model, path.events).snapshot as never);
      } catch {
        failures.push(path.name);
      }
    }
    return failures;
  }

  it('hold on the real machine', () => {
    expect(failingPaths(weekendLotteryMachine)).toEqual([]);
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
    expect(failingPaths(variant).length).toBeGreaterThan(0);
  });
});
