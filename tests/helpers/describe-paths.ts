/**
 * Registers the model-based tests of a machine: every generated path replayed on a live actor (its end
 * state and the model's invariants checked), and the 100 % state and transition coverage check.
 */
import { describe, expect, it } from 'vitest';
import { coverage, explore, replay, transitionPaths, type MachineModel } from './machine-model';

export function describePaths(model: MachineModel): void {
  describe(`${model.name}: generated paths`, () => {
    const exploration = explore(model);
    const paths = transitionPaths(model, exploration);

    it(`replays all ${paths.length} paths (${exploration.states.size} states, ${exploration.transitions.size} transitions) on a live actor`, () => {
      expect(exploration.states.size).toBeGreaterThan(1);
      expect(exploration.transitions.size).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const path of paths) {
        try {
          const { snapshot, valueKey } = replay(model, path.events);
          expect(valueKey, 'end state').toBe(path.expected);
          expect(snapshot.status, 'status').not.toBe('error');
          model.invariants?.(snapshot as never);
        } catch (error) {
          failures.push(
            `${path.name}\n    events: ${path.events.map((e) => e.type).join(' > ')}\n    ${String(error).split('\n')[0]}`,
          );
        }
      }
      expect(
        failures,
        `${failures.length} of ${paths.length} paths failed:\n${failures.slice(0, 10).join('\n')}`,
      ).toEqual([]);
    });

    it('visits every reachable state and transition', () => {
      const row = coverage(model);
      expect(row.statesVisited).toBe(row.states);
      expect(row.transitionsVisited).toBe(row.transitions);
    });
  });
}
