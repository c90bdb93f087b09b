/** Model of the shared claim mechanism: load, retry, one claim at a time, the refresh after a claim. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { activityClaimMachine, type ActivityClaimContext } from '../../../machines/activity-claim.machine';
import { isClaimableKey, signUpBoard, supplyBoard, type ClaimBoard } from '../../../machines/activity-claim.rules';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

const DAYS = [1, 2, 3].map((day) => ({ day, award: [{ id: 2001, count: day * 100 }] }));

/** Day 2 of 3: day 1 received, day 2 claimable, day 3 upcoming. */
export const SIGN_UP_BOARD: ClaimBoard = signUpBoard({
  today: 2,
  nextDayTime: 1_767_225_600_000,
  dayList: DAYS,
  loginPayDataJson: { days: [-1, 200, 300] },
});

/** The same after day 2 was received. */
export const SIGN_UP_BOARD_CLAIMED: ClaimBoard = signUpBoard({
  today: 2,
  nextDayTime: 1_767_225_600_000,
  dayList: DAYS,
  loginPayDataJson: { days: [-1, -1, 300] },
});

/** Supply for a player above the threshold: nothing claimable. */
export const SUPPLY_LOCKED: ClaimBoard = supplyBoard({
  isBankrupt: 0,
  threshold: 100,
  award: [{ id: 2001, count: 500 }],
  receivedToday: 0,
  nextDayTime: 1_767_225_600_000,
});

type Snap = {
  value: unknown;
  context: ActivityClaimContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const activityClaimModels = [
  {
    name: 'activity-claim',
    machine: activityClaimMachine,
    input: { activityId: 15 },
    events: [
      { type: 'xstate.done.actor.loadClaims', output: SIGN_UP_BOARD },
      { type: 'xstate.done.actor.loadClaims', output: SUPPLY_LOCKED },
      { type: 'xstate.error.actor.loadClaims', error: { kind: 'network' } },
      { type: 'claims.retry' },
      { type: 'claims.reload' },
      { type: 'item.claim', key: '2' },
      { type: 'item.claim', key: '1' },
      { type: 'item.claim', key: '3' },
      { type: 'item.claim', key: 'today' },
      {
        type: 'xstate.done.actor.claimItem',
        output: { propList: [{ id: 2001, count: 200 }], coin: 1200, lottery: 0 },
      },
      { type: 'xstate.error.actor.claimItem', error: { kind: 'business', errcode: 1009 } },
      { type: 'xstate.done.actor.refreshClaims', output: SIGN_UP_BOARD_CLAIMED },
      { type: 'xstate.error.actor.refreshClaims', error: { kind: 'timeout' } },
    ],
    serializeState: (s: Snap) =>
      JSON.stringify({
        value: s.value,
        items: s.context.board?.items.map((i) => `${i.key}:${i.status}`) ?? null,
        pending: s.context.pendingKey,
        error: s.context.error?.id ?? null,
        notice: s.context.notice?.id ?? null,
      }),
    implementations: { actors: { loadClaims: never(), claimItem: never() } },
    invariants: (s: Snap) => {
      // One claim at a time, only from ready and only of a claimable item.
      for (const key of ['1', '2', '3', 'today'])
        expect(s.can({ type: 'item.claim', key })).toBe(s.matches('ready') && isClaimableKey(s.context.board, key));
      expect(s.hasTag('busy')).toBe(s.matches('claiming') || s.matches('refreshing'));
      // A reload (back from an outside page) only from ready: never over a running claim or load.
      expect(s.can({ type: 'claims.reload' })).toBe(s.matches('ready'));
      if (s.matches('claiming')) expect(isClaimableKey(s.context.board, s.context.pendingKey ?? '')).toBe(true);
      if (s.matches('ready')) expect(s.context.pendingKey).toBeNull();
      if (s.matches('ready') || s.matches('claiming') || s.matches('refreshing'))
        expect(s.context.board).not.toBeNull();
      expect(s.hasTag('error')).toBe(s.matches('failed'));
      if (s.matches('failed')) expect(s.context.error).not.toBeNull();
      // A failed claim always says why, with the activity's own text for 1001–1010.
      if (s.context.notice) expect(s.context.notice.id).toBe('activity.act39.err1009');
    },
  },
] as unknown as MachineModel[];
