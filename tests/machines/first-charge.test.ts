import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  depositLink,
  firstChargeMachine,
  type FirstChargeClaim,
  type FirstChargeData,
  type FirstChargeState,
} from '../../machines/first-charge.machine';
import { FC_CONFIGS, fcState, firstChargeModels } from './models/promotions.model';
import { describePaths } from '../helpers/describe-paths';
import { flush } from '../helpers/flow-steps';

for (const model of firstChargeModels) describePaths(model);

describe('firstCharge', () => {
  const NOW = 1_700_000_000_000;
  function start(
    mode: 'modal' | 'page',
    state: FirstChargeState,
    claim: (propId: number) => Promise<FirstChargeClaim> = () => new Promise(() => {}),
  ) {
    const clock = new SimulatedClock();
    const calls: number[] = [];
    const refreshes: number[] = [];
    const actor = createActor(
      firstChargeMachine.provide({
        actors: {
          fetchFirstCharge: fromPromise<FirstChargeData, void>(async () => ({ state, configs: FC_CONFIGS, now: NOW })),
          claimGift: fromPromise(async ({ input }) => {
            calls.push(input.propId);
            return claim(input.propId);
          }),
        },
        actions: { refreshActivities: () => void refreshes.push(1) },
      }),
      { input: { mode }, clock },
    );
    const emitted: Array<{ type: string; to?: string; message?: { id: string } }> = [];
    actor.on('*', (e) => void emitted.push(e as never));
    actor.start();
    return { actor, clock, calls, refreshes, emitted };
  }

  it('counts down to expireTime; then the page says it ended and the modal closes', async () => {
    const page = start('page', fcState({ expireTime: NOW + 3_000 }));
    await flush();
    expect(page.actor.getSnapshot().value).toBe('offer');
    page.clock.increment(1_000);
    page.clock.increment(1_000);
    expect(page.actor.getSnapshot().context.remainingMs).toBe(1_000);
    expect(page.actor.getSnapshot().value).toBe('offer');
    page.clock.increment(1_000);
    expect(page.actor.getSnapshot().value).toBe('ended');
    const modal = start('modal', fcState({ expireTime: NOW + 1_000 }));
    await flush();
    modal.clock.increment(1_000);
    expect(modal.actor.getSnapshot().value).toBe('closed');
    expect(modal.actor.getSnapshot().status).toBe('done');
  });

  it('the deposit button goes to the deposit page with actType 13 and the price, once per 300 ms burst', async () => {
    const { actor, clock, emitted } = start('modal', fcState({}));
    await flush();
    actor.send({ type: 'package.select', id: 2 });
    actor.send({ type: 'deposit.start' });
    clock.increment(200);
    actor.send({ type: 'deposit.start' });
    clock.increment(299);
    expect(emitted.filter((e) => e.type === 'navigate')).toEqual([]);
    clock.increment(1);
    expect(emitted.filter((e) => e.type === 'navigate').map((e) => e.to)).toEqual([
      '/lobby/wallets/deposit?actType=13&amount=30000&awardId=2',
    ]);
    expect(depositLink(FC_CONFIGS[0]!)).toBe('/lobby/wallets/deposit?actType=13&amount=10000&awardId=1');
  });

  it('claims each gift exactly once: a double click is one call, a claimed gift cannot be claimed', async () => {
    let claimed: number[] = [2002];
    const { actor, clock, calls, refreshes, emitted } = start(
      'page',
      fcState({ awardId: 1, itemStatus: 1, propReceiveList: claimed }),
      async (propId) => {
        claimed = [...claimed, propId];
        return {
          state: fcState({ awardId: 1, itemStatus: claimed.length === 3 ? 2 : 1, propReceiveList: claimed }),
          propList: [],
        };
      },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('claimable');
    actor.send({ type: 'gift.claim', propId: 2002 });
    expect(actor.getSnapshot().value, 'already claimed').toBe('claimable');
    actor.send({ type: 'gift.claim', propId: 2001 });
    actor.send({ type: 'gift.claim', propId: 2001 });
    clock.increment(100);
    actor.send({ type: 'gift.claim', propId: 2001 });
    actor.send({ type: 'gift.claim', propId: 1001 });
    clock.increment(200);
    await flush();
    expect(calls).toEqual([2001]);
    actor.send({ type: 'gift.claim', propId: 2001 });
    actor.send({ type: 'gift.claim', propId: 1001 });
    clock.increment(200);
    await flush();
    expect(calls).toEqual([2001, 1001]);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(refreshes).toEqual([1]);
    expect(emitted.filter((e) => e.type === 'toast').map((e) => e.message?.id)).toEqual([
      'promotions.claimed',
      'promotions.claimed',
    ]);
  });

  it('activity errcodes have their own text; others the generic one; both refresh and close the modal', async () => {
    for (const [errcode, id] of [
      [1003, 'activity.act39.err1003'],
      [2000, 'common.errorWithCode'],
    ] as const) {
      const { actor, clock, refreshes, emitted } = start('modal', fcState({ awardId: 1, itemStatus: 1 }), async () => {
        throw { kind: 'business', errcode };
      });
      await flush();
      actor.send({ type: 'gift.claim', propId: 2001 });
      clock.increment(200);
      await flush();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(refreshes).toEqual([1]);
      expect(emitted.find((e) => e.type === 'toast')?.message).toMatchObject({ id, values: { code: errcode } });
    }
  });
});
