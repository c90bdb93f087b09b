/** Model of the diagnostics flow (/test). */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { diagnosticsMachine } from '../../../machines/diagnostics.machine';
import type { Probes } from '../../../machines/diagnostics.rules';
import { PROBES } from '../../../machines/samples/account-centre.samples';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

export const PROBES_OK: Probes = PROBES;
export const PROBES_DOWN: Probes = {
  ...PROBES_OK,
  api: { ok: false, ms: 60_000, error: { id: 'common.timeout' } },
  localStore: false,
};

type Snap = {
  value: string;
  context: { probes: Probes | null; error: { id: string } | null; runs: number };
  matches: (v: string) => boolean;
  hasTag: (t: string) => boolean;
  can: (e: unknown) => boolean;
};

export const diagnosticsModel = {
  name: 'diagnostics',
  machine: diagnosticsMachine,
  events: [
    { type: 'xstate.done.actor.probe', output: PROBES_OK },
    { type: 'xstate.done.actor.probe', output: PROBES_DOWN },
    { type: 'xstate.error.actor.probe', error: new Error('broken') },
    { type: 'diagnostics.retry' },
    { type: 'diagnostics.rerun' },
    { type: 'diagnostics.copy', text: 'report' },
    { type: 'xstate.done.actor.copy', output: undefined },
    { type: 'xstate.error.actor.copy', error: new Error('denied') },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      api: s.context.probes?.api.ok ?? null,
      error: s.context.error?.id ?? null,
      ran: Math.min(s.context.runs, 2),
    }),
  implementations: { actors: { probe: never(), copy: never() } },
  invariants: (s: Snap) => {
    // One check and one copy at a time: neither can start while the other runs.
    expect(s.can({ type: 'diagnostics.copy', text: 'x' })).toBe(s.matches('ready'));
    expect(s.can({ type: 'diagnostics.rerun' })).toBe(s.matches('ready'));
    expect(s.hasTag('busy')).toBe(s.matches('checking') || s.matches('copying'));
    if (s.matches('ready') || s.matches('copying')) expect(s.context.probes).not.toBeNull();
    expect(s.context.error !== null).toBe(s.matches('failed'));
  },
} as unknown as MachineModel;
