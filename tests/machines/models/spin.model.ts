/** Model of the Invite & Spin flow: load, spin (animated or not), the result, cash-out, invite, the record. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { spinMachine, type SpinContext } from '../../../machines/spin.machine';
import { sliceAt, type SpinBoard, type SpinRecord, type SpinState } from '../../../machines/spin.rules';
import { SPIN_PRIZES } from '../../../machines/samples/promo-spin.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

export { SPIN_PRIZES };

export const SPIN_STATE: SpinState = {
  open: 1,
  spinsLeft: 1,
  progress: 0,
  target: 50_000,
  canExchange: 0,
  spinsEarned: 1,
  spinsUsed: 0,
  round: 1,
  inviteCount: 0,
  mobileBound: 1,
  prizeList: SPIN_PRIZES,
  conditionList: [
    { id: 1, kind: 1, need: 0, spins: 1, maxTimes: 1, times: 1 },
    { id: 2, kind: 2, need: 0, spins: 2, maxTimes: 50, times: 0 },
    { id: 3, kind: 3, need: 10_000, spins: 1, maxTimes: 1, times: 0 },
  ],
  inviteConditions: [{ id: 1, inviteCount: 1, award: [{ id: 2001, count: 500 }] }],
  shareUrl: 'https://play.example/register?aid=7',
};

const record = (id: number, type: 1 | 2 = 1): SpinRecord => ({
  id,
  type,
  round: 1,
  prizeId: type === 1 ? 4 : 0,
  amount: 500,
  createTime: 1_700_000_000_000 + id,
});

export const SPIN_BOARD: SpinBoard = { state: SPIN_STATE, record: [record(2), record(1)], recordTotal: 3 };
/** Nothing left to spin, the target reached, no bound mobile. */
export const SPIN_BOARD_FULL: SpinBoard = {
  state: { ...SPIN_STATE, spinsLeft: 0, spinsUsed: 1, progress: 50_000, canExchange: 1, mobileBound: 0 },
  record: [record(1)],
  recordTotal: 1,
};
export const SPIN_BOARD_ENDED: SpinBoard = {
  state: { ...SPIN_STATE, open: 0 },
  record: [],
  recordTotal: 0,
};
export const SPIN_OUTCOME = {
  prizeId: 4,
  amount: 500,
  added: 500,
  status: { open: 1 as const, spinsLeft: 0, progress: 500, target: 50_000, canExchange: 0 as const },
};

type Snap = {
  value: unknown;
  context: SpinContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

const variants = [
  { layout: 'mobile', reducedMotion: false },
  { layout: 'desktop', reducedMotion: true },
] as const;

export const spinModels = variants.map((input) => ({
  name: `spin (${input.layout}${input.reducedMotion ? ', reduced motion' : ''})`,
  machine: spinMachine,
  input,
  events: [
    { type: 'xstate.done.actor.fetchSpin', output: SPIN_BOARD },
    { type: 'xstate.done.actor.fetchSpin', output: SPIN_BOARD_FULL },
    { type: 'xstate.done.actor.fetchSpin', output: SPIN_BOARD_ENDED },
    { type: 'xstate.error.actor.fetchSpin', error: { kind: 'network' } },
    { type: 'spin.retry' },
    { type: 'spin.start' },
    { type: 'xstate.done.actor.spinWheel', output: SPIN_OUTCOME },
    { type: 'xstate.error.actor.spinWheel', error: { kind: 'business', errcode: 1010 } },
    { type: 'xstate.after.spinDuration.spin.animating' },
    { type: 'result.close' },
    { type: 'exchange.start' },
    { type: 'xstate.done.actor.exchangeSpin', output: { amount: 50_000, coin: 60_000 } },
    { type: 'xstate.error.actor.exchangeSpin', error: { kind: 'business', errcode: 1002 } },
    { type: 'xstate.done.actor.refreshSpin', output: SPIN_BOARD },
    { type: 'xstate.error.actor.refreshSpin', error: { kind: 'timeout' } },
    { type: 'invite' },
    { type: 'record.more' },
    { type: 'xstate.done.actor.fetchRecord', output: { list: [record(1), record(3, 2)], total: 3 } },
    { type: 'xstate.error.actor.fetchRecord', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      left: s.context.board?.state.spinsLeft ?? null,
      open: s.context.board?.state.open ?? null,
      can: s.context.board?.state.canExchange ?? null,
      record: s.context.board?.record.map((r) => `${r.type}:${r.id}`) ?? null,
      outcome: s.context.outcome?.prizeId ?? null,
      error: s.context.error?.id ?? null,
    }),
  implementations: {
    actors: { fetchSpin: never(), spinWheel: never(), fetchRecord: never(), exchangeSpin: never() },
  },
  invariants: (s: Snap) => {
    const state = s.context.board?.state;
    // A spin starts only from ready with a spin left while the activity is open: never below zero.
    expect(s.can({ type: 'spin.start' })).toBe(s.matches('ready') && (state?.spinsLeft ?? 0) > 0 && state?.open === 1);
    // A cash-out call only from ready when the round reached the target.
    if (s.matches('exchanging')) expect(s.context.board?.state.canExchange).toBe(1);
    // The result is known only after the draw, and the wheel stands on the server's slice.
    if (s.matches('animating') || s.matches('result')) {
      expect(s.context.outcome).not.toBeNull();
      expect(sliceAt(state?.prizeList ?? [], s.context.rotation)).toBe(s.context.outcome!.prizeId);
    } else expect(s.context.outcome === null || s.matches('refreshing')).toBe(true);
    // Reduced motion: the wheel never animates.
    if (input.reducedMotion) expect(s.matches('animating')).toBe(false);
    expect(s.hasTag('busy')).toBe(
      ['spinning', 'animating', 'result', 'exchanging', 'refreshing'].some((v) => s.matches(v)),
    );
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    if (s.matches('failed')) expect(s.context.error).not.toBeNull();
    // The record never holds the same entry twice.
    const keys = s.context.board?.record.map((r) => `${r.type}:${r.id}`) ?? [];
    expect(new Set(keys).size).toBe(keys.length);
  },
})) as unknown as MachineModel[];
