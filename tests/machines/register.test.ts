import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { registerMachine, type RegisterInput, type RegisterRequest } from '../../machines/register.machine';
import type { AuthResult } from '../../contract/types';
import { describePaths } from '../helpers/describe-paths';
import { AUTH_RESULT } from './models/fixtures';
import { RULES, registerModels } from './models/register.model';

for (const model of registerModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function start(
  input: Partial<RegisterInput>,
  register: (r: RegisterRequest) => Promise<AuthResult> = async () => AUTH_RESULT,
) {
  const calls: RegisterRequest[] = [];
  const sms: Array<{ mobile: string; purpose: number }> = [];
  const log: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    registerMachine.provide({
      actors: {
        register: fromPromise(async ({ input: r }) => {
          calls.push(r);
          return register(r);
        }),
        otp: otpCountdownMachine.provide({
          actors: { sendOtp: fromPromise(async ({ input: i }) => void sms.push(i)) },
        }),
      },
      actions: {
        resetAffiliate: () => void log.push('resetAffiliate'),
        reportAuthenticated: (_, p) => void log.push(`authenticated:${p.result.token}`),
      },
    }),
    {
      input: { variant: 'phone', otp: true, requireTerms: false, rules: RULES, host: 'lobby.example.test', ...input },
      clock,
    },
  ).start();
  const set = (field: 'account' | 'password' | 'confirm' | 'code' | 'website', value: string) =>
    actor.send({ type: 'field.change', field, value });
  return { actor, clock, calls, sms, log, set };
}

describe('register', () => {
  it('shows every rule of §5 with the configured bounds (username variant)', () => {
    const { actor, set } = start({ variant: 'username', otp: false });
    set('account', 'ab_c');
    set('password', '123');
    set('confirm', '124');
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      account: { id: 'validation.username', values: { min: 6, max: 16 } },
      password: { id: 'validation.password', values: { min: 6, max: 20 } },
      confirm: { id: 'validation.confirm' },
    });
    set('account', 'player01');
    expect(actor.getSnapshot().context.errors.account).toBeUndefined();
  });

  it('needs the phone start character, the length and, with OTP on, the code', () => {
    const { actor, set } = start({});
    set('account', '9812345678');
    set('password', 'secret123');
    set('confirm', 'secret123');
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      account: { id: 'validation.mobileStarts', values: { min: 10, max: 10, start: '0' } },
      code: { id: 'validation.otp' },
    });
  });

  it('keeps submit disabled until the terms are agreed on builds that show them', () => {
    const { actor } = start({ requireTerms: true });
    expect(actor.getSnapshot().can({ type: 'register.submit' })).toBe(false);
    actor.send({ type: 'terms.toggle' });
    expect(actor.getSnapshot().can({ type: 'register.submit' })).toBe(true);
  });

  it('sends the code to the typed number (purpose register) and registers after 300 ms with it', async () => {
    const { actor, clock, calls, sms, log, set } = start({});
    set('account', '0812345678');
    actor.send({ type: 'otp.send' });
    clock.increment(300);
    await flush();
    expect(sms).toEqual([{ mobile: '0812345678', purpose: 0 }]);
    set('password', 'secret123');
    set('confirm', 'secret123');
    set('code', '654321');
    actor.send({ type: 'register.submit' });
    clock.increment(300);
    await flush();
    expect(calls).toEqual([{ variant: 'phone', account: '0812345678', password: 'secret123', code: '654321' }]);
    expect(log).toEqual(['resetAffiliate', `authenticated:${AUTH_RESULT.token}`]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('gives 1045 its own message on phone registration and the generic one otherwise', async () => {
    const phone = start({ variant: 'phoneNoOtp', otp: false }, async () => {
      throw { kind: 'business', errcode: 1045 };
    });
    phone.set('account', '0812345678');
    phone.set('password', 'secret123');
    phone.set('confirm', 'secret123');
    phone.actor.send({ type: 'register.submit' });
    phone.clock.increment(300);
    await flush();
    expect(phone.actor.getSnapshot().context.error).toEqual({ id: 'auth.failed.1045', values: { code: 1045 } });

    const user = start({ variant: 'username', otp: false }, async () => {
      throw { kind: 'business', errcode: 1045 };
    });
    user.set('account', 'player01');
    user.set('password', 'secret123');
    user.set('confirm', 'secret123');
    user.actor.send({ type: 'register.submit' });
    user.clock.increment(300);
    await flush();
    expect(user.actor.getSnapshot().context.error).toEqual({ id: 'auth.failed', values: { code: 1045 } });
  });

  it('starts the website picker at the current host (green mode)', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().context.website).toBe('lobby.example.test');
  });
});
