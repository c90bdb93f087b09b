import { expect } from 'vitest';
import { toastMachine } from '../../../machines/toast.machine';
import type { MachineModel } from '../../helpers/machine-model';

export const toastModel: MachineModel<typeof toastMachine> = {
  name: 'toast',
  machine: toastMachine,
  events: [
    { type: 'toast.show', message: { id: 'a' } },
    { type: 'toast.show', message: { id: 'b' }, tone: 'error', owner: 'page' },
    // A third message, so that one can wait while the page's own toasts leave or stay.
    { type: 'toast.show', message: { id: 'c' }, owner: 'page' },
    { type: 'toast.dismiss' },
    { type: 'toast.page', page: '/one' },
    { type: 'toast.page', page: '/two' },
    { type: 'toast.carry', ids: [1, 2] },
    { type: 'xstate.after.toastDuration.toast.showing' },
    { type: 'xstate.after.toastHurried.toast.showing.hurried' },
  ] as never,
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      page: s.context.page,
      current: s.context.current && [s.context.current.message.id, s.context.current.page, s.context.current.carried],
      queue: s.context.queue.map((t) => [t.message.id, t.page, t.carried]),
    }),
  invariants: (s) => {
    expect(s.context.current === null).toBe(s.matches('idle'));
    expect(s.context.queue.length).toBeLessThanOrEqual(3);
    if (s.matches('idle')) expect(s.context.queue).toEqual([]);
    // No duplicates: every message shows or waits once.
    const ids = [s.context.current, ...s.context.queue].filter(Boolean).map((t) => t!.message.id);
    expect(new Set(ids).size).toBe(ids.length);
    // A page's toast that is not carried belongs to the page shown (or came before any page was known).
    for (const t of [s.context.current, ...s.context.queue])
      if (t && t.page !== null && !t.carried) expect(t.page).toBe(s.context.page);
  },
};
