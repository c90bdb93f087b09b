/** bankBinding — /bindBankCard and the change of a bound card (addBankInfo / modifyBankInfo), reached from the deposit. */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bankBindingMachine } from '../../machines/bank-binding.machine';
import { describePaths } from '../helpers/describe-paths';
import { BANKS, CARD, bankBindingModels } from './models/wallet.model';

for (const model of bankBindingModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('bankBinding', () => {
  function bind(input: { bankId: number | null; back: boolean; cards?: Record<string, typeof CARD> }) {
    const clock = new SimulatedClock();
    const saved: unknown[] = [];
    const reported: unknown[] = [];
    const machine = bankBindingMachine.provide({
      actors: {
        saveCard: fromPromise(async ({ input: i }) => {
          saved.push(i);
          return { appUserBank: CARD, appUserBankList: { '1': CARD } };
        }),
      },
      actions: { reportCards: (_, p) => void reported.push(p) },
    });
    const actor = createActor(machine, {
      input: {
        banks: BANKS,
        cards: input.cards ?? {},
        bankId: input.bankId,
        back: input.back,
        listPath: '/bankCardList',
      },
      clock,
    });
    const emitted: unknown[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    return { actor, clock, saved, reported, emitted };
  }

  it('binds the asked bank with addBankInfo fields, then goes back (back=1)', async () => {
    const t = bind({ bankId: 2, back: true });
    t.actor.send({ type: 'field.change', field: 'accountName', value: '  สมชาย ใจดี ' });
    t.actor.send({ type: 'field.change', field: 'cardNum', value: '1234-5678 90' });
    t.actor.send({ type: 'card.submit' });
    t.actor.send({ type: 'card.submit' });
    t.clock.increment(300);
    await flush();
    expect(t.saved).toEqual([{ mode: 'add', bankId: 2, accountName: 'สมชาย ใจดี', cardNum: '1234567890' }]);
    expect(t.reported).toHaveLength(1);
    expect(t.emitted).toEqual([
      { type: 'toast', message: { id: 'wallet.bank.saved' }, tone: 'success' },
      { type: 'navigate', to: 'back' },
    ]);
  });

  it('changes a bound bank with modifyBankInfo, keeps the name on file, and goes to the list', async () => {
    const t = bind({ bankId: 1, back: false, cards: { '1': CARD } });
    expect(t.actor.getSnapshot().context.accountName).toBe('Somchai Jaidee');
    t.actor.send({ type: 'field.change', field: 'cardNum', value: '9876543210' });
    t.actor.send({ type: 'card.submit' });
    t.clock.increment(300);
    await flush();
    expect(t.saved).toEqual([{ mode: 'modify', bankId: 1, accountName: 'Somchai Jaidee', cardNum: '9876543210' }]);
    expect(t.emitted.at(-1)).toEqual({ type: 'navigate', to: '/bankCardList', replace: true });
  });

  it('validates like the server: bank, holder name and 8–20 digits', () => {
    const t = bind({ bankId: null, back: false });
    t.actor.send({ type: 'field.change', field: 'accountName', value: '12' });
    t.actor.send({ type: 'field.change', field: 'cardNum', value: '1234567' });
    t.actor.send({ type: 'card.submit' });
    expect(Object.keys(t.actor.getSnapshot().context.errors).sort()).toEqual(['accountName', 'bank', 'cardNum']);
    t.actor.send({ type: 'bank.pick' });
    t.actor.send({ type: 'bank.select', bankId: 1 });
    expect(Object.keys(t.actor.getSnapshot().context.errors).sort()).toEqual(['accountName', 'cardNum']);
    expect(t.saved).toEqual([]);
  });
});
