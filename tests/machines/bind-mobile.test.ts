import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bindMobileMachine } from '../../machines/bind-mobile.machine';
import type { UserInfo } from '../../contract/types';
import { describePaths } from '../helpers/describe-paths';
import { bindMobileModels } from './models/auth-flows.model';
import { USER } from './models/fixtures';
import { RULES } from './models/register.model';
import { flush } from '../helpers/flow-steps';

for (const model of bindMobileModels) describePaths(model);

describe('bindMobile', () => {
  it('binds a mobile (code required with OTP on), reports the player and goes back', async () => {
    const users: UserInfo[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      bindMobileMachine.provide({
        actors: { bind: fromPromise(async () => ({ ...USER, mobile: '0812345678' })) },
        actions: { reportUser: (_, p) => void users.push(p.user) },
      }),
      { input: { rules: RULES, otp: true, hasMobile: false }, clock },
    );
    const emitted: unknown[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    actor.send({ type: 'field.change', field: 'mobile', value: '0812345678' });
    actor.send({ type: 'bind.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: { id: 'validation.otp' } });
    actor.send({ type: 'field.change', field: 'code', value: '123456' });
    actor.send({ type: 'bind.submit' });
    clock.increment(300);
    await flush();
    expect(users.map((u) => u.mobile)).toEqual(['0812345678']);
    expect(emitted).toContainEqual({ type: 'navigate', to: 'back' });
  });

  it('is not offered to a player who already has a mobile', () => {
    const actor = createActor(bindMobileMachine, { input: { rules: RULES, otp: true, hasMobile: true } }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it.each([
    [2104, 'bind.failed.2104'],
    [1045, 'bind.failed.1045'],
  ])('gives %i its own message', async (errcode, id) => {
    const clock = new SimulatedClock();
    const actor = createActor(
      bindMobileMachine.provide({
        actors: {
          bind: fromPromise<UserInfo, { mobile: string; code?: string }>(async () => {
            throw { kind: 'business', errcode };
          }),
        },
      }),
      { input: { rules: RULES, otp: false, hasMobile: false }, clock },
    ).start();
    actor.send({ type: 'field.change', field: 'mobile', value: '0812345678' });
    actor.send({ type: 'bind.submit' });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ id });
  });
});
