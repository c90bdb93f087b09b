import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { TOAST_MS, toastMachine } from '../../machines/toast.machine';
import { describePaths } from '../helpers/describe-paths';
import { toastModel } from './models/toast.model';

describePaths(toastModel);

describe('toast', () => {
  it('shows one toast at a time for 2.5 s, then the queued ones in order', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    const shown = () => actor.getSnapshot().context.current?.message.id ?? null;
    actor.send({ type: 'toast.show', message: { id: 'one' } });
    actor.send({ type: 'toast.show', message: { id: 'one' } });
    actor.send({ type: 'toast.show', message: { id: 'two' } });
    expect(shown()).toBe('one');
    clock.increment(TOAST_MS);
    expect(shown()).toBe('two');
    clock.increment(TOAST_MS);
    expect(shown()).toBeNull();
  });

  it('keeps at most 3 waiting and drops the oldest', () => {
    const actor = createActor(toastMachine, { clock: new SimulatedClock() }).start();
    for (const id of ['a', 'b', 'c', 'd', 'e']) actor.send({ type: 'toast.show', message: { id } });
    expect(actor.getSnapshot().context.queue.map((t) => t.message.id)).toEqual(['c', 'd', 'e']);
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().context.current?.message.id).toBe('c');
  });
});
