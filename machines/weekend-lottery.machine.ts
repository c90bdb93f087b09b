/**
 * The page follows the week rather than acting: it reads the lottery again just after the draw time (the delay
 * `untilDraw`, at most a day, reckoned when `ready` is entered from the clock the app provides:
 * `untilDrawBy(now)`; without a clock, the longest wait) and when the page comes back into view. A visitor and
 * a player read different calls (anonymous/weekendLottery, rechargeBonusCollection12 with their tickets).
 *
 * No instant of the device's clock is kept in the context, so a server render's snapshot holds only what the
 * server answered.
 *
 * Its data and rules are in machines/promo-seasonal.rules.ts. Implementations: src/actors/weekend-lottery.actors.ts
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorMessage, type Message } from './message';
import { LOTTERY_MAX_WAIT_MS, msUntilReload, type LotteryView } from './promo-seasonal.rules';
import type { MachineMeta } from './machine-meta';

export interface WeekendLotteryInput {
  /** Whether a player is signed in (their tickets are loaded too). */
  readonly signedIn: boolean;
}

export interface WeekendLotteryContext {
  signedIn: boolean;
  view: LotteryView | null;
  /** The failure of the first load (failed), or of a reload (ready keeps the shown lottery). */
  error: Message | null;
}

export type WeekendLotteryEvent = { type: 'lottery.retry' } | { type: 'lottery.reload' };

/**
 * The `untilDraw` delay by the clock `now`: read when ready schedules the next read, so the wait runs from that
 * moment to just after the draw time (msUntilReload).
 */
export const untilDrawBy =
  (now: () => number) =>
  ({ context }: { context: WeekendLotteryContext }): number =>
    msUntilReload(context.view, now());

export const weekendLotteryMachine = setup({
  types: {
    context: {} as WeekendLotteryContext,
    events: {} as WeekendLotteryEvent,
    input: {} as WeekendLotteryInput,
  },
  actors: {
    loadLottery: fromPromise<LotteryView, { signedIn: boolean }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  delays: {
    // The app provides the device's clock (untilDrawBy); the machine alone knows no time, so it waits the longest.
    untilDraw: () => LOTTERY_MAX_WAIT_MS,
  },
}).createMachine({
  id: 'weekendLottery',
  description:
    "The weekend lottery page /activity/weekendLottery, public. Tickets come from weekend deposits and the server draws once a week: the page has nothing to claim, it follows the week — so it has a chart of its own rather than the claim mechanism's.",
  meta: { emitted: [], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({ signedIn: input.signedIn, view: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'anonymous/weekendLottery (visitor) or rechargeBonusCollection12 (player, with their tickets).',
      tags: ['loading'],
      invoke: {
        id: 'loadLottery',
        src: 'loadLottery',
        input: ({ context }) => ({ signedIn: context.signedIn }),
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The lottery could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'lottery.retry': 'loading' },
    },
    ready: {
      description: 'The running week, prizes, last results and the player’s tickets.',
      after: { untilDraw: { target: 'reloading', description: 'Just after the draw time: its results.' } },
      on: { 'lottery.reload': 'reloading' },
    },
    reloading: {
      description: 'The same call again; the shown lottery stays, a failure keeps it with a note.',
      tags: ['busy'],
      invoke: {
        id: 'reloadLottery',
        src: 'loadLottery',
        input: ({ context }) => ({ signedIn: context.signedIn }),
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});

type WeekendLotterySnapshot = SnapshotFrom<typeof weekendLotteryMachine>;

/** The lottery is loading. */
export const selectLotteryLoading = (s: WeekendLotterySnapshot): boolean => s.matches('loading');

/** The lottery could not load (a retry is offered). */
export const selectLotteryFailed = (s: WeekendLotterySnapshot): boolean => s.matches('failed');
