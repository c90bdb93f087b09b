/**
 * Registers the model-based tests of a machine: every generated path replayed on a live actor, its end state
 * and the model's invariants checked. A failure names the path (its events), the state it ended in, the
 * invariant that broke (its line in the model) and the whole assertion message. Coverage of the machine's
 * own definition is counted over all its models by `npm run coverage:machines` and
 * tests/machines/coverage.test.ts.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explore, replay, transitionPaths, type Exploration, type MachineModel, type TestPath } from './machine-model';

const ROOT = new URL('../../', import.meta.url).pathname;
const HELPERS = /tests\/helpers\/(machine-model|describe-paths)\.ts/;

/**
 * The line of the model (or of a helper it calls, outside this file and machine-model.ts) where a failed
 * invariant threw: `tests/machines/models/otp-countdown.model.ts:28  expect(s.can(send)).toBe(false);`.
 */
export function invariantAt(error: unknown): string | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const frame of stack.split('\n').slice(1)) {
    const at = /\(?((?:file:\/\/)?\/[^():]+\.tsx?):(\d+):\d+\)?$/.exec(frame.trim());
    if (!at || at[1]!.includes('/node_modules/') || HELPERS.test(at[1]!)) continue;
    const file = at[1]!.replace(/^file:\/\//, '');
    const line = Number(at[2]);
    let text = '';
    try {
      text = readFileSync(file, 'utf8').split('\n')[line - 1]?.trim() ?? '';
    } catch {
      // The frame names a file that is not there (generated code): the place alone says enough.
    }
    return `${relative(ROOT, file)}:${line}${text ? `  ${text}` : ''}`;
  }
  return null;
}

/** Why a path fails on a live actor (its end state, an error status, an invariant), or null when it passes. */
export function pathFailure(model: MachineModel, path: TestPath): string | null {
  let ended = '(not started)';
  try {
    const { snapshot, valueKey } = replay(model, path.events);
    ended = valueKey;
    expect(valueKey, 'end state').toBe(path.expected);
    expect(snapshot.status, 'status').not.toBe('error');
    try {
      model.invariants?.(snapshot as never);
    } catch (error) {
      const where = invariantAt(error);
      throw Object.assign(error as Error, { invariant: where ?? 'the model’s invariants' });
    }
    return null;
  } catch (error) {
    const invariant = (error as { invariant?: string }).invariant;
    const message = error instanceof Error ? error.message : String(error);
    return [
      `${model.name}: ${path.name}`,
      `    events: ${path.events.map((e) => e.type).join(' > ') || '(none)'}`,
      `    ends in: ${ended}`,
      ...(invariant ? [`    invariant broken: ${invariant}`] : []),
      ...message.split('\n').map((line) => `    ${line}`),
    ].join('\n');
  }
}

/** The failures of every generated path of the model. */
export function pathFailures(model: MachineModel, exploration: Exploration = explore(model)): string[] {
  return transitionPaths(model, exploration)
    .map((path) => pathFailure(model, path))
    .filter((f): f is string => f !== null);
}

export function describePaths(model: MachineModel): void {
  describe(`${model.name}: generated paths`, () => {
    const exploration = explore(model);
    const paths = transitionPaths(model, exploration);

    // A large model (kyc's form: thousands of paths) needs more than the default 30 s on a loaded machine.
    it(
      `replays all ${paths.length} paths (${exploration.states.size} states, ${exploration.transitions.size} transitions) on a live actor`,
      { timeout: 180_000 },
      () => {
        // A model of an input that ends at once (a page not offered) has one state and no transition.
        expect(exploration.states.size).toBeGreaterThan(0);
        expect(model.events.length).toBeGreaterThan(0);
        const failures = pathFailures(model, exploration);
        expect(
          failures,
          `${failures.length} of ${paths.length} paths failed:\n${failures.slice(0, 10).join('\n')}`,
        ).toEqual([]);
      },
    );
  });
}
