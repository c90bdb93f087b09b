/**
 * The shared "reveal then receive" chart (machines/reveal-receive.ts) as its three flows use it: the invariants
 * of each flow's model hold on its machine and fail on a broken variant of the chart (a refresh that keeps a
 * prize the new state no longer shows; an action offered whatever the server would take), and a flow without a
 * reveal animation has no revealing state and no delay.
 */
import { assign, createMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { agentCountMachine } from '../../machines/agent-count.machine';
import { christmasMachine } from '../../machines/christmas.machine';
import { newYearMachine } from '../../machines/new-year.machine';
import { failingPaths, type MachineModel } from '../helpers/machine-model';
import { agentCountModels } from './models/agent-count.model';
import { christmasModels } from './models/christmas.model';
import { newYearModels } from './models/new-year.model';

type Config = { states: Record<string, Record<string, unknown>> };

/** `machine` with one state's config replaced (its implementations kept). */
function withState(machine: AnyStateMachine, state: string, edit: (config: Record<string, unknown>) => object) {
  const config = machine.config as unknown as Config;
  return createMachine(
    { ...(config as object), states: { ...config.states, [state]: edit(config.states[state]!) } } as never,
    (machine as unknown as { implementations: never }).implementations,
  ) as AnyStateMachine;
}

describe('reveal then receive', () => {
  it.each([
    ['christmas', christmasModels[0]!],
    ['newYear', newYearModels[0]!],
    ['agentCount', agentCountModels[0]!],
  ] as [string, MachineModel][])('%s: the invariants hold on the real machine', (_, model) => {
    expect(failingPaths(model)).toEqual([]);
  });

  it('christmas: they fail on a variant whose refresh keeps a box revealed that the new state shows closed', () => {
    const variant = withState(christmasMachine, 'refreshing', (refreshing) => {
      const invoke = refreshing.invoke as Record<string, unknown>;
      return {
        ...refreshing,
        invoke: { ...invoke, onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output }) } },
      };
    });
    expect(failingPaths(christmasModels[0]!, variant).length).toBeGreaterThan(0);
  });

  it('newYear: they fail on a variant that opens a box whatever the server would take', () => {
    const variant = withState(newYearMachine, 'ready', (ready) => ({
      ...ready,
      on: { ...(ready.on as object), 'box.open': { target: 'acting', actions: 'assignPending' } },
    }));
    expect(failingPaths(newYearModels[0]!, variant).length).toBeGreaterThan(0);
  });

  it('has a revealing state and its delay only where the flow reveals with an animation', () => {
    expect(Object.keys(agentCountMachine.root.states)).toEqual([
      'loading',
      'failed',
      'ready',
      'acting',
      'revealing',
      'refreshing',
    ]);
    expect(agentCountMachine.implementations.delays).toEqual({ reveal: 1_600 });
    for (const machine of [christmasMachine, newYearMachine] as AnyStateMachine[]) {
      expect(Object.keys(machine.root.states)).toEqual(['loading', 'failed', 'ready', 'acting', 'refreshing']);
      expect(machine.implementations.delays).toEqual({});
    }
  });
});
