/** Model of the New Year flow: load, share, a task's boxes, a box opened (revealed), a red packet, refresh. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { newYearMachine, type NewYearContext } from '../../../machines/new-year.machine';
import { canNewYear } from '../../../machines/promo-seasonal.rules';
import { NY_READY, NY_SET, NY_SHARED } from '../../../machines/samples/promo-seasonal.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

/** The extra prize claimable (status 1); and the season over (phase 3), when nothing can be done. */
const NY_EXTRA = { ...NY_READY, extra: { ...NY_READY.extra, status: 1 } };
const NY_OVER = { ...NY_READY, phase: 3 };

type Snap = {
  value: unknown;
  context: NewYearContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const newYearModels = [
  {
    name: 'new year',
    machine: newYearMachine,
    input: undefined,
    events: [
      { type: 'xstate.done.actor.loadNewYear', output: NY_READY },
      { type: 'xstate.done.actor.loadNewYear', output: NY_EXTRA },
      { type: 'xstate.done.actor.loadNewYear', output: NY_OVER },
      { type: 'xstate.error.actor.loadNewYear', error: { kind: 'network' } },
      { type: 'newYear.retry' },
      { type: 'newYear.reload' },
      { type: 'newYear.share' },
      { type: 'task.receive', id: 1 },
      { type: 'box.open', id: 5 },
      { type: 'box.open', id: 99 },
      { type: 'packet.open' },
      { type: 'newYear.extra' },
      { type: 'xstate.done.actor.act', output: { state: NY_SHARED, award: [], balances: null } },
      { type: 'xstate.done.actor.act', output: { state: NY_SET, award: [{ id: 40004, count: 1 }], balances: null } },
      { type: 'xstate.error.actor.act', error: { kind: 'business', errcode: 1002 } },
      { type: 'xstate.done.actor.refreshNewYear', output: NY_READY },
      { type: 'xstate.error.actor.refreshNewYear', error: { kind: 'timeout' } },
    ],
    serializeState: (s: Snap) =>
      JSON.stringify({
        value: s.value,
        phase: s.context.view?.phase ?? null,
        extra: s.context.view?.extra.status ?? null,
        shared: s.context.view?.sharedToday ?? null,
        boxes: s.context.view?.boxes.map((b) => `${b.id}:${b.itemId}`) ?? null,
        pending: s.context.pending,
        revealed: s.context.revealed?.kind ?? null,
        error: s.context.error?.id ?? null,
      }),
    implementations: { actors: { loadNewYear: never(), act: never() } },
    invariants: (s: Snap) => {
      const ready = s.matches('ready');
      for (const [event, action] of [
        [{ type: 'newYear.share' }, { kind: 'share' }],
        [
          { type: 'task.receive', id: 1 },
          { kind: 'task', id: 1 },
        ],
        [
          { type: 'box.open', id: 5 },
          { kind: 'box', id: 5 },
        ],
        [{ type: 'packet.open' }, { kind: 'packet' }],
        [{ type: 'newYear.extra' }, { kind: 'extra' }],
      ] as const)
        expect(s.can(event)).toBe(ready && canNewYear(s.context.view, action));
      expect(s.can({ type: 'box.open', id: 99 })).toBe(false);
      expect(s.hasTag('busy')).toBe(s.matches('acting') || s.matches('refreshing'));
      if (s.matches('acting')) expect(s.context.pending).not.toBeNull();
      if (ready) expect(s.context.pending).toBeNull();
      expect(s.hasTag('error')).toBe(s.matches('failed'));
      if (s.matches('failed')) expect(s.context.error).not.toBeNull();
    },
  },
] as unknown as MachineModel[];
