import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { safeboxMachine, type SafeboxInfo, type SafeboxMode } from '../../machines/safebox.machine';
import { describePaths } from '../helpers/describe-paths';
import { safeboxModels } from './models/account.model';
import { business, flush, recordEmits, sleep } from '../helpers/flow-steps';

for (const model of safeboxModels) describePaths(model);

describe('safebox', () => {
  it('initialises with a confirmed 6-digit password and goes back', async () => {
    const saved: unknown[] = [];
    let reported = 0;
    const actor = createActor(
      safeboxMachine.provide({
        actors: {
          loadSafebox: fromPromise<SafeboxInfo, void>(async () => ({ safebox: 0, hasSafeboxPassword: 0 })),
          savePassword: fromPromise(async ({ input }) => void saved.push(input)),
        },
        actions: { reportPasswordSet: () => void (reported += 1) },
      }),
      { input: { back: true } },
    );
    const emitted = recordEmits(actor);
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.mode).toBe('init');
    actor.send({ type: 'field.change', field: 'pin', value: '123456' });
    actor.send({ type: 'field.change', field: 'confirm', value: '123465' });
    actor.send({ type: 'safebox.submit' });
    expect(actor.getSnapshot().context.errors.confirm?.id).toBe('account.safebox.confirmMismatch');
    actor.send({ type: 'field.change', field: 'confirm', value: '123456' });
    actor.send({ type: 'safebox.submit' });
    await sleep(350);
    await flush();
    expect(saved).toEqual([{ mode: 'init', oldPin: '', pin: '123456' }]);
    expect(reported).toBe(1);
    expect(emitted).toContainEqual({ type: 'navigate', to: 'back' });
    expect(actor.getSnapshot().context.pin).toBe('');
  });

  it('changes with the old password; a wrong old one stays on the form', async () => {
    const actor = createActor(
      safeboxMachine.provide({
        actors: {
          loadSafebox: fromPromise<SafeboxInfo, void>(async () => ({ safebox: 0, hasSafeboxPassword: 1 })),
          savePassword: fromPromise<void, { mode: SafeboxMode; oldPin: string; pin: string }>(async () => {
            throw business(2008);
          }),
        },
      }),
      { input: { back: false } },
    );
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.mode).toBe('change');
    actor.send({ type: 'field.change', field: 'oldPin', value: '111111' });
    actor.send({ type: 'field.change', field: 'pin', value: '111111' });
    actor.send({ type: 'field.change', field: 'confirm', value: '111111' });
    actor.send({ type: 'safebox.submit' });
    expect(actor.getSnapshot().context.errors.pin?.id).toBe('account.safebox.sameAsOld');
    actor.send({ type: 'field.change', field: 'pin', value: '222222' });
    actor.send({ type: 'field.change', field: 'confirm', value: '222222' });
    actor.send({ type: 'safebox.submit' });
    await sleep(350);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.id).toBe('account.safebox.failed.2008');
  });
});
