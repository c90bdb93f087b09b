/**
 * Live implementations of the weekend lottery flow (machines/weekend-lottery.machine.ts): a visitor reads
 * anonymous/weekendLottery, a player rechargeBonusCollection12 (the same with their tickets); the next read is
 * timed by the device's clock when it is scheduled.
 */
import { fromPromise } from 'xstate';
import { untilDrawBy, weekendLotteryMachine } from '../../machines/weekend-lottery.machine';
import { lotteryViewOfPublic, lotteryViewOfUser, type LotteryView } from '../../machines/promo-seasonal.rules';
import type { FlowPort, ImplementationsOf } from './port';

type WeekendLotteryPort = Pick<FlowPort, 'deps'>;

export function weekendLotteryImplementations(port: WeekendLotteryPort) {
  return {
    actors: {
      loadLottery: fromPromise<LotteryView, { signedIn: boolean }>(async ({ input, signal }) => {
        if (!input.signedIn)
          return lotteryViewOfPublic(await port.deps.api.call('anonymousWeekendLottery', {}, { signal }));
        const answer = await port.deps.api.call('rechargeBonusCollection12', {}, { signal });
        return lotteryViewOfUser(answer.rechargeBonusCollection12);
      }),
    },
    delays: { untilDraw: untilDrawBy(() => Date.now()) },
  } satisfies ImplementationsOf<typeof weekendLotteryMachine>;
}

export function liveWeekendLotteryMachine(port: WeekendLotteryPort) {
  return weekendLotteryMachine.provide(weekendLotteryImplementations(port));
}
