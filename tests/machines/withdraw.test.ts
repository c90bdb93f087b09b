import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { withdrawMachine } from '../../machines/withdraw.machine';
import { KEPT_INTENT_KEYS } from '../../src/actors/kept-intent';
import { withdrawImplementations, withdrawInput } from '../../src/actors/withdraw.actors';
import { memoryStorage } from '../../src/lib/storage-keys';
import { describePaths } from '../helpers/describe-paths';
import { ORDER, TERMS, withdrawModel } from './models/account.model';
import { business, flush, recordEmits, sleep } from '../helpers/flow-steps';

describePaths(withdrawModel);

describe('withdraw', () => {
  function start(
    terms = TERMS,
    exchange = async (_: { amount: number; bankId: number; pin: string; key: string }) => ({
      order: ORDER,
      coin: 100_000,
    }),
  ) {
    const calls: Array<{ amount: number; bankId: number; pin: string; key: string }> = [];
    const reported: number[] = [];
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadTerms: fromPromise(async () => terms),
          exchange: fromPromise(async ({ input }) => {
            calls.push(input);
            return exchange(input);
          }),
        },
        actions: { reportCoin: (_, { coin }) => void reported.push(coin) },
      }),
      { input: {} },
    );
    const emitted = recordEmits(actor);
    actor.start();
    return { actor, calls, reported, emitted };
  }

  it('routes to /walletsKyc when identity is not verified', async () => {
    const { actor, emitted } = start({ ...TERMS, kycStatus: 0, kycRequired: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('kycRequired');
    expect(emitted).toContainEqual({ type: 'navigate', to: '/walletsKyc', replace: true });
  });

  it('sends the safebox password page first when none is set', async () => {
    const { actor, emitted, calls } = start({ ...TERMS, hasSafeboxPassword: 0 });
    await flush();
    actor.send({ type: 'withdraw.submit' });
    expect(emitted).toContainEqual({ type: 'navigate', to: '/walletsPassword?back=1' });
    expect(calls).toHaveLength(0);
  });

  it('submits once in hundredths after the debounce, even when tapped repeatedly, then shows the order', async () => {
    const { actor, calls, reported, emitted } = start();
    await flush();
    actor.send({ type: 'field.change', field: 'amount', value: '1,500.5' });
    actor.send({ type: 'field.change', field: 'pin', value: '123456' });
    for (let i = 0; i < 4; i++) actor.send({ type: 'withdraw.submit' });
    await sleep(350);
    await flush();
    expect(calls).toEqual([
      { amount: 150_050, bankId: 1, pin: '123456', key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect(reported).toEqual([100_000]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toContainEqual({ type: 'navigate', to: `/withdrawal/${ORDER.orderId}`, replace: true });
  });

  it('asks the same withdrawal again with its key after an unknown outcome; another intent gets a new key', async () => {
    let answer: () => never = () => {
      throw new NetworkError('exchange', new Error('reset'));
    };
    const { actor, calls } = start(TERMS, async () => answer());
    await flush();
    const submit = async (amount: string) => {
      actor.send({ type: 'field.change', field: 'amount', value: amount });
      actor.send({ type: 'field.change', field: 'pin', value: '123456' });
      actor.send({ type: 'withdraw.submit' });
      await sleep(350);
      await flush();
    };
    await submit('200');
    await submit('200'); // the player's retry after the network error: the same withdrawal
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    await submit('300'); // another amount: another withdrawal
    expect(calls[2]!.key).not.toBe(calls[1]!.key);
    answer = () => {
      throw business(2008);
    };
    await submit('300'); // still the same intent (no answer yet), refused by the server now
    expect(calls[3]!.key).toBe(calls[2]!.key);
    await submit('300'); // the server's refusal was final: a new attempt is a new intent
    expect(calls[4]!.key).not.toBe(calls[3]!.key);
  });

  it('keeps a withdrawal asked without an answer in the tab for its own player only', () => {
    const tab = memoryStorage();
    const port = (id: number | null) =>
      ({ deps: { tabStore: tab }, sessionUser: () => (id === null ? null : { id }) }) as never;
    const intent = { key: 'a'.repeat(32), ask: { amount: 20_000, bankId: 1 } };
    withdrawImplementations(port(7)).actions.keepIntent({}, { intent });
    expect(withdrawInput(port(7)).pendingIntent).toEqual(intent);
    expect(withdrawInput(port(8)).pendingIntent).toBeNull(); // another player signed in in this tab
    expect(withdrawInput(port(null)).pendingIntent).toBeNull(); // an excluded player's withdraw-only session
    withdrawImplementations(port(7)).actions.keepIntent({}, { intent: null });
    expect(tab.getItem(KEPT_INTENT_KEYS.withdraw)).toBeNull();
  });

  it('keeps the form on a wrong password and clears the password', async () => {
    const { actor } = start(TERMS, async () => {
      throw business(2008);
    });
    await flush();
    actor.send({ type: 'field.change', field: 'amount', value: '200' });
    actor.send({ type: 'field.change', field: 'pin', value: '000000' });
    actor.send({ type: 'withdraw.submit' });
    await sleep(350);
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('ready');
    expect(s.context.error?.id).toBe('account.withdraw.failed.2008');
    expect(s.context.pin).toBe('');
    expect(s.context.amount).toBe('200');
  });

  it('refuses amounts over the balance and without a card', async () => {
    const { actor, calls } = start({ ...TERMS, appUserBankList: {} });
    await flush();
    actor.send({ type: 'field.change', field: 'amount', value: '2500.01' });
    actor.send({ type: 'field.change', field: 'pin', value: '123456' });
    actor.send({ type: 'withdraw.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['amount', 'card']);
    actor.send({ type: 'amount.all' });
    expect(actor.getSnapshot().context.amount).toBe('2500.00');
    expect(calls).toHaveLength(0);
  });
});
