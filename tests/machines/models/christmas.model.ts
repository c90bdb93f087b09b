/** Model of the Christmas flow: load, sign, open (reveal), receive, the calendar's extra, refresh. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { christmasMachine, type ChristmasContext } from '../../../machines/christmas.machine';
import { canChristmas } from '../../../machines/promo-seasonal.rules';
import { XMAS_OPENED, XMAS_READY, XMAS_SIGNED } from '../../../machines/samples/promo-seasonal.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

type Snap = {
  value: unknown;
  context: ChristmasContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

/** The calendar's extra prize claimable (status 1): every day of the calendar signed. */
const XMAS_EXTRA = { ...XMAS_READY, extra: { ...XMAS_READY.extra, status: 1 } };

const OPEN_2 = { type: 'box.open', id: 2 } as const;
const RECEIVE_2 = { type: 'box.receive', id: 2 } as const;

export const christmasModels = [
  {
    name: 'christmas',
    machine: christmasMachine,
    input: undefined,
    events: [
      { type: 'xstate.done.actor.loadChristmas', output: XMAS_READY },
      { type: 'xstate.done.actor.loadChristmas', output: XMAS_EXTRA },
      { type: 'xstate.error.actor.loadChristmas', error: { kind: 'network' } },
      { type: 'christmas.retry' },
      { type: 'christmas.reload' },
      { type: 'christmas.sign' },
      OPEN_2,
      RECEIVE_2,
      { type: 'box.open', id: 99 },
      { type: 'calendar.extra' },
      { type: 'xstate.done.actor.act', output: { state: XMAS_SIGNED, award: [], balances: null } },
      {
        type: 'xstate.done.actor.act',
        output: { state: XMAS_OPENED, award: [{ id: 2001, count: 1_000 }], balances: null },
      },
      { type: 'xstate.error.actor.act', error: { kind: 'business', errcode: 1003 } },
      { type: 'xstate.done.actor.refreshChristmas', output: XMAS_READY },
      { type: 'xstate.error.actor.refreshChristmas', error: { kind: 'timeout' } },
    ],
    serializeState: (s: Snap) =>
      JSON.stringify({
        value: s.value,
        signed: s.context.view?.signedToday ?? null,
        extra: s.context.view?.extra.status ?? null,
        boxes: s.context.view?.boxes.map((b) => `${b.id}:${b.status}`) ?? null,
        pending: s.context.pending,
        revealed: s.context.revealed?.id ?? null,
        error: s.context.error?.id ?? null,
      }),
    implementations: { actors: { loadChristmas: never(), act: never() } },
    invariants: (s: Snap) => {
      // Only from ready, and only what the server would take: one call at a time.
      const ready = s.matches('ready');
      expect(s.can({ type: 'christmas.sign' })).toBe(ready && canChristmas(s.context.view, { kind: 'sign' }));
      expect(s.can(OPEN_2)).toBe(ready && canChristmas(s.context.view, { kind: 'open', id: 2 }));
      expect(s.can(RECEIVE_2)).toBe(ready && canChristmas(s.context.view, { kind: 'receive', id: 2 }));
      expect(s.can({ type: 'box.open', id: 99 })).toBe(false);
      expect(s.can({ type: 'calendar.extra' })).toBe(ready && canChristmas(s.context.view, { kind: 'extra' }));
      expect(s.hasTag('busy')).toBe(s.matches('acting') || s.matches('refreshing'));
      // A call runs only for an action it was offered for; nothing is pending at rest.
      if (s.matches('acting')) expect(s.context.pending).not.toBeNull();
      if (ready) expect(s.context.pending).toBeNull();
      // A revealed prize is that of a box the state shows opened or received.
      if (s.context.revealed) {
        const box = s.context.view?.boxes.find((b) => b.id === s.context.revealed!.id);
        expect(box?.status).not.toBe(0);
      }
      expect(s.hasTag('error')).toBe(s.matches('failed'));
      if (s.matches('failed')) expect(s.context.error).not.toBeNull();
    },
  },
] as unknown as MachineModel[];
