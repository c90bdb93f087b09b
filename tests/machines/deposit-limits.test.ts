/** The deposit-limits flow (issue 25 §1): generated path tests, then scenarios with the live implementations. */
import { createActor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FlowPort } from '../../src/actors/port';
import { liveDepositLimitsMachine } from '../../src/actors/deposit-limits.actors';
import { describePaths } from '../helpers/describe-paths';
import { NO_LIMITS, WITH_LIMITS, depositLimitsModel, playLimitsModel } from './models/deposit-limits.model';

describePaths(depositLimitsModel);
describePaths(playLimitsModel);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function fakePort(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const port = {
    deps: {
      api: {
        call: async (op: string, body: Record<string, unknown>) => {
          calls.push([op, body]);
          return answers[op]!(body);
        },
      },
    },
  } as unknown as FlowPort;
  return { port, calls };
}

function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

describe('deposit-limits with its live implementations', () => {
  it('sets a first daily limit typed freely, at once, with one call under a double tap', async () => {
    const { port, calls } = fakePort({
      getPlayerProtection: () => ({ errcode: 0, ...NO_LIMITS }),
      setDepositLimit: () => ({ errcode: 0, change: 'immediate', ...WITH_LIMITS }),
    });
    const actor = createActor(liveDepositLimitsMachine(port)).start();
    const emitted = recordEmits(actor);
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'limit.edit', period: 'day' });
    actor.send({ type: 'field.change', value: '1,234.50' });
    actor.send({ type: 'limit.submit' });
    expect(actor.getSnapshot().context.change).toBe('immediate');
    actor.send({ type: 'limit.confirm' });
    actor.send({ type: 'limit.confirm' });
    await flush();
    expect(calls.filter(([op]) => op === 'setDepositLimit')).toEqual([
      ['setDepositLimit', { period: 'day', amount: 123_450 }],
    ]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.protection).toEqual(WITH_LIMITS);
    expect(emitted).toEqual([{ type: 'toast', message: { id: 'protection.limit.savedNow' }, tone: 'success' }]);
    actor.stop();
  });

  it('a raise and a removal are confirmed as waiting 24 hours; removal sends no amount', async () => {
    const { port, calls } = fakePort({
      getPlayerProtection: () => ({ errcode: 0, ...WITH_LIMITS }),
      setDepositLimit: () => ({ errcode: 0, change: 'pending', ...WITH_LIMITS }),
    });
    const actor = createActor(liveDepositLimitsMachine(port)).start();
    const emitted = recordEmits(actor);
    await flush();
    actor.send({ type: 'limit.edit', period: 'day' });
    expect(actor.getSnapshot().context.value).toBe('1000');
    actor.send({ type: 'limit.submit' });
    expect(actor.getSnapshot().context.fieldError?.id).toBe('protection.limit.error.unchanged');
    actor.send({ type: 'field.change', value: '1500' });
    actor.send({ type: 'limit.submit' });
    expect(actor.getSnapshot().context.change).toBe('pending');
    actor.send({ type: 'confirm.back' });
    actor.send({ type: 'limit.remove' });
    expect(actor.getSnapshot().context).toMatchObject({ next: null, change: 'pending' });
    actor.send({ type: 'limit.confirm' });
    await flush();
    expect(calls.at(-1)).toEqual(['setDepositLimit', { period: 'day' }]);
    expect(emitted.at(-1)).toMatchObject({ message: { id: 'protection.limit.savedPending' } });
    actor.stop();
  });

  it('cancels a pending change; a failure keeps the settings and says so', async () => {
    let fail = true;
    const { port, calls } = fakePort({
      getPlayerProtection: () => ({ errcode: 0, ...WITH_LIMITS }),
      cancelDepositLimitChange: () => {
        if (fail) throw Object.assign(new Error('offline'), { kind: 'network' });
        return { errcode: 0, ...NO_LIMITS };
      },
    });
    const actor = createActor(liveDepositLimitsMachine(port)).start();
    await flush();
    actor.send({ type: 'pending.cancel', period: 'day' }); // nothing pending there
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'pending.cancel', period: 'week' });
    await flush();
    expect(actor.getSnapshot().context.error?.id).toBe('common.networkError');
    expect(actor.getSnapshot().context.protection).toEqual(WITH_LIMITS);
    fail = false;
    actor.send({ type: 'pending.cancel', period: 'week' });
    await flush();
    expect(calls.filter(([op]) => op === 'cancelDepositLimitChange')).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ protection: NO_LIMITS, error: null });
    actor.stop();
  });
});
