/** Models of the weekend lottery flow: load (visitor or player), retry, the reload after the draw time, reload. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { weekendLotteryMachine, type WeekendLotteryContext } from '../../../machines/weekend-lottery.machine';
import { lotteryViewOfPublic, lotteryViewOfUser, type LotteryView } from '../../../machines/promo-seasonal.rules';
import { weekendLotterySamples } from '../../../machines/samples/promo-seasonal.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

const samples = weekendLotterySamples.actors.loadLottery as Record<string, { output: LotteryView }>;
export const VISITOR_VIEW: LotteryView = samples.visitor!.output;
export const PLAYER_VIEW: LotteryView = samples.player!.output;
/** The same week after its draw: the results of 22 November lead the list. */
export const DRAWN_VIEW: LotteryView = lotteryViewOfPublic({
  ...VISITOR_VIEW.lottery,
  week: '2026-11-29',
  draws: [{ week: '2026-11-22', drawTime: 1, seed: 'a'.repeat(32), ticketCount: 0, winners: [] }],
});
export const DRAWN_PLAYER_VIEW: LotteryView = lotteryViewOfUser({
  ...DRAWN_VIEW.lottery,
  myTickets: [{ week: '2026-11-29', tickets: [] }],
  wonTotal: 0,
});

type Snap = {
  value: unknown;
  context: WeekendLotteryContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

const model = (signedIn: boolean) => ({
  name: signedIn ? 'weekend lottery (player)' : 'weekend lottery (visitor)',
  machine: weekendLotteryMachine,
  input: { signedIn },
  events: [
    { type: 'xstate.done.actor.loadLottery', output: signedIn ? PLAYER_VIEW : VISITOR_VIEW },
    { type: 'xstate.error.actor.loadLottery', error: { kind: 'network' } },
    { type: 'lottery.retry' },
    { type: 'lottery.reload' },
    { type: 'xstate.after.untilDraw.weekendLottery.ready' },
    { type: 'xstate.done.actor.reloadLottery', output: signedIn ? DRAWN_PLAYER_VIEW : DRAWN_VIEW },
    { type: 'xstate.error.actor.reloadLottery', error: { kind: 'timeout' } },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({ value: s.value, week: s.context.view?.lottery.week ?? null, error: s.context.error?.id ?? null }),
  implementations: { actors: { loadLottery: never() } },
  invariants: (s: Snap) => {
    // What is shown exists: ready and reloading always have a lottery; failed never has one but an error.
    if (s.matches('ready') || s.matches('reloading')) expect(s.context.view).not.toBeNull();
    if (s.matches('failed')) {
      expect(s.context.view).toBeNull();
      expect(s.context.error).not.toBeNull();
    }
    // A player's view carries their tickets, a visitor's never does.
    if (s.context.view) expect(s.context.view.mine !== null).toBe(signedIn);
    expect(s.hasTag('loading')).toBe(s.matches('loading'));
    expect(s.hasTag('busy')).toBe(s.matches('reloading'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    // Only a failed load retries; only a shown lottery reloads.
    expect(s.can({ type: 'lottery.retry' })).toBe(s.matches('failed'));
    expect(s.can({ type: 'lottery.reload' })).toBe(s.matches('ready'));
  },
});

export const weekendLotteryModels = [model(false), model(true)] as unknown as MachineModel[];
