import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { forgetPasswordMachine } from '../../machines/forget-password.machine';
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { describePaths } from '../helpers/describe-paths';
import { forgetPasswordModel } from './models/auth-flows.model';
import { RULES } from './models/register.model';
import { flush } from '../helpers/flow-steps';

describePaths(forgetPasswordModel);

describe('forgetPassword', () => {
  it('resets the password with the code sent for purpose 1, then goes to /login', async () => {
    const sms: unknown[] = [];
    const reset: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      forgetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise(async ({ input }) => void reset.push(input)),
          otp: otpCountdownMachine.provide({
            actors: { sendOtp: fromPromise(async ({ input }) => void sms.push(input)) },
          }),
        },
      }),
      { input: { rules: RULES }, clock },
    );
    const emitted: unknown[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    const set = (field: 'mobile' | 'code' | 'password' | 'confirm', value: string) =>
      actor.send({ type: 'field.change', field, value });
    set('mobile', '0812345678');
    actor.send({ type: 'otp.send' });
    clock.increment(300);
    await flush();
    expect(sms).toEqual([{ mobile: '0812345678', purpose: 1 }]);
    set('code', '111222');
    set('password', 'newsecret1');
    set('confirm', 'newsecret2');
    actor.send({ type: 'forget.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirm: { id: 'validation.confirm' } });
    set('confirm', 'newsecret1');
    actor.send({ type: 'forget.submit' });
    clock.increment(300);
    await flush();
    expect(reset).toEqual([{ mobile: '0812345678', code: '111222', password: 'newsecret1' }]);
    expect(emitted).toContainEqual({ type: 'navigate', to: '/login', replace: true });
  });
});
