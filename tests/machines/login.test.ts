import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import type { AuthResult } from '../../contract/types';
import { describePaths } from '../helpers/describe-paths';
import { AUTH_RESULT } from './models/fixtures';
import { loginModels } from './models/login.model';

for (const model of loginModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function start(requireTerms: boolean, login: (input: { account: string; password: string }) => Promise<AuthResult>) {
  const calls: Array<{ account: string; password: string }> = [];
  const log: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: fromPromise(async ({ input }) => {
          calls.push(input);
          return login(input);
        }),
      },
      actions: {
        rememberAccount: (_, p) => void log.push(`remember:${p.account}`),
        reportAuthenticated: (_, p) => void log.push(`authenticated:${p.result.token}`),
      },
    }),
    { input: { requireTerms, rememberedAccount: 'remembered01' }, clock },
  ).start();
  return { actor, clock, calls, log };
}

const fill = (actor: ReturnType<typeof start>['actor'], account = ' 0812345678 ', password = 'secret123') => {
  actor.send({ type: 'field.account', value: account });
  actor.send({ type: 'field.password', value: password });
};

describe('login', () => {
  it('starts with the remembered account and no password', () => {
    const { actor } = start(false, async () => AUTH_RESULT);
    expect(actor.getSnapshot().context).toMatchObject({ account: 'remembered01', password: '' });
  });

  it('does nothing on submit unless both fields are filled', () => {
    const { actor, clock, calls } = start(false, async () => AUTH_RESULT);
    actor.send({ type: 'field.account', value: '' });
    expect(actor.getSnapshot().can({ type: 'login.submit' })).toBe(false);
    actor.send({ type: 'login.submit' });
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('keeps at most 50 characters of the account', () => {
    const { actor } = start(false, async () => AUTH_RESULT);
    actor.send({ type: 'field.account', value: 'a'.repeat(80) });
    expect(actor.getSnapshot().context.account).toHaveLength(50);
  });

  it('needs the terms on builds that show them: account tips first, then a debounced login', async () => {
    const { actor, clock, calls, log } = start(true, async () => AUTH_RESULT);
    fill(actor);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ id: 'auth.accountTips' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'login.submit' });
    clock.increment(200);
    actor.send({ type: 'login.submit' });
    clock.increment(299);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls).toEqual([{ account: '0812345678', password: 'secret123' }]);
    expect(log).toEqual(['remember:0812345678', `authenticated:${AUTH_RESULT.token}`]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [
      { kind: 'business', errcode: 101 },
      { id: 'auth.failed.101', values: { code: 101 } },
    ],
    [
      { kind: 'business', errcode: 1047 },
      { id: 'auth.failed.1047', values: { code: 1047 } },
    ],
    [
      { kind: 'business', errcode: 5555 },
      { id: 'auth.failed', values: { code: 5555 } },
    ],
    [{ kind: 'network' }, { id: 'common.networkError' }],
  ])('maps failure %j to %j and closes the loading state', async (error, expected) => {
    const { actor, clock, log } = start(false, async () => {
      throw error;
    });
    fill(actor);
    actor.send({ type: 'login.submit' });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.error).toEqual(expected);
    expect(log).toEqual([]);
  });
});
