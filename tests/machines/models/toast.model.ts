import { expect } from 'vitest';
import { toastMachine } from '../../../machines/toast.machine';
import type { MachineModel } from '../../helpers/machine-model';

export const toastModel: MachineModel<typeof toastMachine> = {
  name: 'toast',
  machine: toastMachine,
  events: [
    { type: 'toast.show', message: { id: 'a' } },
    { type: 'toast.show', message: { id: 'b' }, tone: 'error' },
    { type: 'toast.dismiss' },
    { type: 'xstate.after.toastDuration.toast.showing' },
  ] as never,
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      current: s.context.current?.message.id ?? null,
      queue: s.context.queue.map((t) => t.message.id),
    }),
  invariants: (s) => {
    expect(s.context.current === null).toBe(s.matches('idle'));
    expect(s.context.queue.length).toBeLessThanOrEqual(3);
    if (s.matches('idle')) expect(s.context.queue).toEqual([]);
  },
};
