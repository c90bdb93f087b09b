import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { TOAST_HURRIED_MS, TOAST_MS, toastMachine } from '../../machines/toast.machine';
import { describePaths } from '../helpers/describe-paths';
import { toastModel } from './models/toast.model';

describePaths(toastModel);

describe('toast', () => {
  it('shows one toast at a time for 2.5 s; one waiting behind cuts it to 1.2 s; duplicates collapse', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    const shown = () => actor.getSnapshot().context.current?.message.id ?? null;
    actor.send({ type: 'toast.show', message: { id: 'one' } });
    clock.increment(TOAST_MS - 1);
    expect(shown()).toBe('one');
    clock.increment(1);
    expect(shown()).toBeNull();

    actor.send({ type: 'toast.show', message: { id: 'one' } });
    actor.send({ type: 'toast.show', message: { id: 'one' } });
    actor.send({ type: 'toast.show', message: { id: 'two' } });
    actor.send({ type: 'toast.show', message: { id: 'two' } });
    expect(actor.getSnapshot().context.queue.map((t) => t.message.id)).toEqual(['two']);
    clock.increment(TOAST_HURRIED_MS);
    expect(shown()).toBe('two');
    clock.increment(TOAST_MS);
    expect(shown()).toBeNull();
  });

  it("a page's toasts leave with the page; the app's stay; a toast carried by a navigate joins the next page", () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    const shown = () => actor.getSnapshot().context.current?.message.id ?? null;
    const waiting = () => actor.getSnapshot().context.queue.map((t) => t.message.id);
    actor.send({ type: 'toast.page', page: '/a' });
    actor.send({ type: 'toast.show', message: { id: 'saved' }, owner: 'page' });
    actor.send({ type: 'toast.show', message: { id: 'expired' } });
    actor.send({ type: 'toast.page', page: '/b' });
    expect(shown()).toBe('expired');
    expect(waiting()).toEqual([]);

    actor.send({ type: 'toast.dismiss' });
    // An older toast of the page stays with it; the one shown in the step that navigated goes along.
    actor.send({ type: 'toast.show', message: { id: 'older' }, owner: 'page' });
    actor.send({ type: 'toast.show', message: { id: 'submitted' }, owner: 'page' });
    const submitted = actor.getSnapshot().context.seq;
    actor.send({ type: 'toast.carry', ids: [submitted] });
    actor.send({ type: 'toast.page', page: '/order' });
    expect(shown()).toBe('submitted');
    expect(waiting()).toEqual([]);
    expect(actor.getSnapshot().context.current?.page).toBe('/order');
    // …and leaves with that page in turn.
    actor.send({ type: 'toast.page', page: '/home' });
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps at most 3 waiting and drops the oldest', () => {
    const actor = createActor(toastMachine, { clock: new SimulatedClock() }).start();
    for (const id of ['a', 'b', 'c', 'd', 'e']) actor.send({ type: 'toast.show', message: { id } });
    expect(actor.getSnapshot().context.queue.map((t) => t.message.id)).toEqual(['c', 'd', 'e']);
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().context.current?.message.id).toBe('c');
  });
});
