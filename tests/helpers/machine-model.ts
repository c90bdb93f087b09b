/**
 * Model-based testing of the statecharts in machines/ (design.md "Testing machines").
 *
 * `createTestModel` refuses machines with `invoke` or `after`, so a model here lists the events to explore
 * (including `xstate.done.actor.*`, `xstate.error.actor.*` and `xstate.after.*` with their payloads), and:
 * - `explore` walks the real machine with getAdjacencyMap/getShortestPaths from xstate/graph and keeps
 *   every reachable state and every *enabled* transition (source.can(event));
 * - `transitionPaths` gives one path per transition: the shortest path to its source, then the transition;
 * - `replay` sends a path's events to a live actor of the machine (provided with actors that never settle
 *   on their own and a SimulatedClock, so the path alone decides every outcome) and answers the snapshot.
 * A test replays every path and checks the live actor lands where the path says.
 */
import { createActor, SimulatedClock, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';

export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> {
  /** The flow's name: the machine file is machines/<name>.machine.ts. */
  readonly name: string;
  readonly machine: M;
  readonly input?: unknown;
  readonly events: readonly EventFromLogic<M>[];
  /** What makes two snapshots the same state for exploration (default: value and whole context). */
  readonly serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Implementations for replay (actors that never settle; provided actions that do nothing). */
  readonly implementations?: Parameters<M['provide']>[0];
  /**
   * Properties every reachable snapshot must have (e.g. "while counting, sending is impossible"); asserted
   * at the end of every generated path. Throw (or use expect) to fail.
   */
  readonly invariants?: (snapshot: SnapshotFrom<M>) => void;
  /** Upper bound on explored states (a guard against a model that explodes). */
  readonly limit?: number;
}

export interface Transition {
  readonly key: string;
  readonly from: string;
  readonly event: string;
  readonly to: string;
}

export interface Exploration {
  /** Serialized state → its value (JSON) */
  readonly states: Map<string, string>;
  readonly transitions: Map<string, Transition>;
  readonly shortest: Map<string, StatePath<SnapshotFrom<AnyStateMachine>, EventFromLogic<AnyStateMachine>>>;
}

const valueKey = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

function serializer(model: MachineModel) {
  return (
    model.serializeState ??
    ((s: SnapshotFrom<AnyStateMachine>) => JSON.stringify({ value: s.value, context: s.context, status: s.status }))
  );
}

export function explore(model: MachineModel): Exploration {
  const serializeState = serializer(model);
  const options = {
    // Only what the state can take: an unhandled xstate.error.actor.* event would error the machine.
    events: ((snapshot: SnapshotFrom<AnyStateMachine>) =>
      model.events.filter((e) => snapshot.can(e as never))) as never,
    input: model.input as never,
    serializeState: (s: SnapshotFrom<AnyStateMachine>) => serializeState(s as never),
    limit: model.limit ?? 5000,
  } as const;
  const adjacency = getAdjacencyMap(model.machine, options);
  const states = new Map<string, string>();
  const transitions = new Map<string, Transition>();
  for (const [key, node] of Object.entries(adjacency)) {
    const from = node.state as SnapshotFrom<AnyStateMachine>;
    states.set(key, valueKey(from));
    if (from.status !== 'active') continue;
    for (const { event, state } of Object.values(node.transitions) as Array<{
      event: { type: string };
      state: SnapshotFrom<AnyStateMachine>;
    }>) {
      const t: Transition = {
        key: `${valueKey(from)} --${event.type}--> ${valueKey(state)}`,
        from: key,
        event: event.type,
        to: serializeState(state as never),
      };
      transitions.set(`${key} ${JSON.stringify(event)}`, t);
    }
  }
  const shortest = new Map<string, StatePath<SnapshotFrom<AnyStateMachine>, EventFromLogic<AnyStateMachine>>>();
  for (const path of getShortestPaths(model.machine, options))
    shortest.set(serializeState(path.state as never), path as never);
  return { states, transitions, shortest };
}

export interface TestPath {
  readonly name: string;
  readonly events: readonly EventFromLogic<AnyStateMachine>[];
  /** The state value the path ends in (JSON). */
  readonly expected: string;
  readonly transition?: Transition;
}

/** One path per reachable state and one per enabled transition. */
export function transitionPaths(model: MachineModel, exploration = explore(model)): TestPath[] {
  const paths: TestPath[] = [];
  const stepsTo = (key: string) =>
    (exploration.shortest.get(key)?.steps ?? []).map((s) => s.event).filter((e) => e.type !== 'xstate.init');
  for (const [key, path] of exploration.shortest) {
    paths.push({
      name: `reach ${valueKey(path.state)} (${key.length > 80 ? key.slice(0, 80) + '…' : key})`,
      events: stepsTo(key),
      expected: valueKey(path.state),
    });
  }
  for (const [key, t] of exploration.transitions) {
    const event = JSON.parse(key.slice(key.indexOf(' {') + 1)) as EventFromLogic<AnyStateMachine>;
    paths.push({
      name: `take ${t.key}`,
      events: [...stepsTo(t.from), event],
      expected: exploration.states.get(t.to) ?? JSON.stringify(null),
      transition: t,
    });
  }
  return paths;
}

/** Sends the events to a live actor; answers its snapshot and what it emitted. */
export function replay(model: MachineModel, events: readonly EventFromLogic<AnyStateMachine>[]) {
  const machine = model.implementations ? model.machine.provide(model.implementations as never) : model.machine;
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: model.input as never, clock });
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (e) => void emitted.push(e as { type: string }));
  actor.start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, emitted, valueKey: valueKey(snapshot) };
}

export interface CoverageRow {
  readonly name: string;
  readonly states: number;
  readonly statesVisited: number;
  readonly transitions: number;
  readonly transitionsVisited: number;
}

/** Replays every path and counts the states and transitions the live actor really went through. */
export function coverage(model: MachineModel): CoverageRow {
  const exploration = explore(model);
  const paths = transitionPaths(model, exploration);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  for (const path of paths) {
    const { valueKey: reached } = replay(model, path.events);
    if (reached === path.expected) {
      visitedStates.add(reached);
      if (path.transition) visitedTransitions.add(path.transition.key);
    }
  }
  const allStates = new Set(exploration.states.values());
  const allTransitions = new Set([...exploration.transitions.values()].map((t) => t.key));
  return {
    name: model.name,
    states: allStates.size,
    statesVisited: [...allStates].filter((s) => visitedStates.has(s)).length,
    transitions: allTransitions.size,
    transitionsVisited: [...allTransitions].filter((t) => visitedTransitions.has(t)).length,
  };
}

/**
 * The paths of `model` run on `machine` (a broken variant of the model's machine) whose end snapshot breaks the
 * model's invariants: a test that the invariants can fail.
 */
export function failingPaths(model: MachineModel, machine: AnyStateMachine = model.machine): string[] {
  const variant = { ...model, machine } as MachineModel;
  const failures: string[] = [];
  for (const path of transitionPaths(variant, explore(variant))) {
    try {
      variant.invariants?.(replay(variant, path.events).snapshot as never);
    } catch {
      failures.push(path.name);
    }
  }
  return failures;
}
