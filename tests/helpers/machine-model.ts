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
 * - `machineCoverage` counts, over the paths of all of a machine's models run on the real machine, the items
 *   of the machine's own definition they take (states, transitions, guard outcomes): see below.
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

/** A state node of the snapshot has a transition for the event type (exact or wildcard). */
function handled(snapshot: SnapshotFrom<AnyStateMachine>, type: string): boolean {
  const nodes = (snapshot as unknown as { _nodes: Array<{ transitions: Map<string, unknown[]> }> })._nodes;
  return nodes.some((node) =>
    [...node.transitions.keys()].some(
      (descriptor) =>
        descriptor === type ||
        descriptor === '*' ||
        (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1))),
    ),
  );
}

export function explore(model: MachineModel): Exploration {
  const serializeState = serializer(model);
  const options = {
    // What the state can take, and what its config handles though can() says no: its guards all refuse it
    // (their false outcomes count) or the transition does nothing (`on: { event: {} }` swallows it). Never an
    // xstate.error.actor.* event the state does not take: unhandled, it would error the machine.
    events: ((snapshot: SnapshotFrom<AnyStateMachine>) =>
      model.events.filter(
        (e) => snapshot.can(e as never) || (!e.type.startsWith('xstate.error.') && handled(snapshot, e.type)),
      )) as never,
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

// ---------------------------------------------------------------------------------------------------------
// Coverage counted against the machine's own definition (issue 34 §2): every state node, every transition of
// its config (each candidate of an event × source state, `after` delays and `always` included) and the true
// and false outcome of every guard. The items a path takes are recorded while the path runs on the REAL
// machine (inspection's microsteps for the transitions, each guard wrapped for its outcomes), so an event a
// model forgets shows up as a transition nobody took, not as a smaller graph that is "100 %" covered.

type TransitionDef = {
  readonly source: { readonly id: string };
  readonly eventType: string;
  readonly delay?: unknown;
  guard?: unknown;
};
type StateNodeLike = {
  readonly id: string;
  readonly type: string;
  readonly states: Record<string, StateNodeLike>;
  readonly transitions: Map<string, TransitionDef[]>;
  readonly always?: TransitionDef[];
};

/** The items of a machine's definition, by their printed key. */
export interface Definition {
  readonly states: readonly string[];
  readonly transitions: readonly string[];
  readonly guards: readonly string[];
  /** Each transition object of this machine instance → its key. */
  readonly keyOf: Map<object, string>;
}

/** A guard as the config names it: `hasSecondsLeft`, `not(isGreen)`, `inline`. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    if ('check' in guard && nested) return `${guard.name}(${nested.map(guardName).join(', ')})`;
    if ('check' in guard && 'stateValue' in guard) return `stateIn(${JSON.stringify(guard.stateValue)})`;
    return guard.name && guard.name !== 'guard' ? `inline ${guard.name}` : 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return String(guard);
}

function walk(node: StateNodeLike, visit: (node: StateNodeLike) => void): void {
  visit(node);
  for (const child of Object.values(node.states)) walk(child, visit);
}

/** Every state node (the root and history pseudo-states aside), transition and guard outcome of a machine. */
export function definitionOf(machine: AnyStateMachine): Definition {
  const states: string[] = [];
  const transitions: string[] = [];
  const guards: string[] = [];
  const keyOf = new Map<object, string>();
  walk(machine.root as unknown as StateNodeLike, (node) => {
    if (node !== (machine.root as unknown) && node.type !== 'history') states.push(node.id);
    const groups: Array<[string, TransitionDef[]]> = [...node.transitions].map(([descriptor, list]) => {
      const delay = list[0]?.delay;
      if (!descriptor.startsWith('xstate.after.') || delay === undefined) return [`on ${descriptor}`, list];
      return [`after ${typeof delay === 'number' ? `${delay}ms` : String(delay)}`, list];
    });
    if (node.always?.length) groups.push(['always', node.always]);
    for (const [label, list] of groups) {
      list.forEach((t, i) => {
        const key = `${node.id} ${label}${list.length > 1 ? ` #${i + 1}` : ''}${t.guard === undefined ? '' : ` [${guardName(t.guard)}]`}`;
        transitions.push(key);
        keyOf.set(t, key);
        if (t.guard !== undefined) guards.push(`${key} true`, `${key} false`);
      });
    }
  });
  return { states, transitions, guards, keyOf };
}

/** What the runs of an instrumented machine went through. */
export interface Taken {
  readonly states: Set<string>;
  readonly transitions: Set<string>;
  readonly guards: Set<string>;
}

type GuardFn = ((...args: unknown[]) => boolean) & { check?: (...args: unknown[]) => boolean };
type Snap = { machine: { implementations: { guards: Record<string, unknown> } } };

/** XState's own guard evaluation (not exported): a named, parameterised, inline or built-in guard. */
function evaluateGuard(guard: unknown, context: unknown, event: unknown, snapshot: Snap): boolean {
  const inline = typeof guard === 'function';
  const name = typeof guard === 'string' ? guard : (guard as { type: string }).type;
  const resolved = (inline ? guard : snapshot.machine.implementations.guards[name]) as GuardFn | undefined;
  if (!resolved) throw new Error(`Guard '${name}' is not implemented.`);
  if (typeof resolved !== 'function') return evaluateGuard(resolved, context, event, snapshot);
  const args = { context, event };
  const params =
    inline || typeof guard === 'string' || !(guard && typeof guard === 'object' && 'params' in guard)
      ? undefined
      : typeof guard.params === 'function'
        ? (guard.params as (a: unknown) => unknown)(args)
        : guard.params;
  return resolved.check ? resolved.check(snapshot, args, resolved) : resolved(args, params);
}

/**
 * The model's machine (provided with its implementations: a new tree of state nodes, so the shared machine
 * is left alone) with every guard wrapped to record its outcome, and a `run` that replays events on it and
 * records the states, transitions and guard outcomes it went through. Guards evaluated outside a run (an
 * invariant's `can()`) are not counted.
 */
export function instrument(model: MachineModel, taken: Taken) {
  const machine = model.machine.provide((model.implementations ?? {}) as never) as AnyStateMachine;
  const definition = definitionOf(machine);
  const guards = machine.implementations.guards as Record<string, unknown>;
  let recording = false;
  let n = 0;
  for (const [t, key] of definition.keyOf) {
    const transition = t as TransitionDef;
    if (transition.guard === undefined) continue;
    const original = transition.guard;
    const name = `coverage:guard:${n++}`;
    const wrapped = Object.assign(() => false, {
      check: (snapshot: Snap, args: { context: unknown; event: unknown }) => {
        const outcome = evaluateGuard(original, args.context, args.event, snapshot);
        if (recording) taken.guards.add(`${key} ${outcome}`);
        return outcome;
      },
    });
    guards[name] = wrapped;
    transition.guard = name;
  }
  const addStates = (snapshot: unknown) => {
    for (const node of (snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? []) taken.states.add(node.id);
  };
  function run(events: readonly EventFromLogic<AnyStateMachine>[]) {
    const clock = new SimulatedClock();
    recording = true;
    try {
      // Recording from the creation on: the initial state's eventless (`always`) transitions run in it.
      const actor = createActor(machine, {
        input: model.input as never,
        clock,
        inspect: (e) => {
          if (!recording || e.type !== '@xstate.microstep' || e.actorRef.sessionId !== e.rootId) return;
          addStates(e.snapshot);
          for (const t of e._transitions) {
            const key = definition.keyOf.get(t);
            if (key) taken.transitions.add(key);
            // A transient state (left at once by `always`) is in no snapshot, but its transition's source.
            taken.states.add((t as TransitionDef).source.id);
          }
        },
      });
      actor.start();
      addStates(actor.getSnapshot());
      for (const event of events) {
        actor.send(event as never);
        addStates(actor.getSnapshot());
      }
      recording = false;
      const snapshot = actor.getSnapshot();
      actor.stop();
      return snapshot;
    } finally {
      recording = false;
    }
  }
  return { machine, definition, run };
}

/**
 * The paths' event lists without those that are the start of another one: replaying the longer one goes
 * through everything the shorter one does (the machine is deterministic, its clock simulated).
 */
export function longestPaths(paths: readonly TestPath[]): Array<readonly EventFromLogic<AnyStateMachine>[]> {
  const keys = paths.map((p) => p.events.map((e) => JSON.stringify(e)));
  const prefixes = new Set<string>();
  for (const key of keys) for (let i = 0; i < key.length; i++) prefixes.add(key.slice(0, i).join('\n'));
  const kept = new Set<string>();
  const result: Array<readonly EventFromLogic<AnyStateMachine>[]> = [];
  paths.forEach((path, i) => {
    const key = keys[i]!.join('\n');
    if (prefixes.has(key) || kept.has(key)) return;
    kept.add(key);
    result.push(path.events);
  });
  return result;
}

/** One machine's coverage: what its definition has, what the paths of its models took, what is excluded. */
export interface MachineCoverage {
  readonly file: string;
  readonly states: Count;
  readonly transitions: Count;
  readonly guards: Count;
  /** Items of the definition no path takes (and not excluded). */
  readonly missing: readonly string[];
  /** Exclusions that name nothing in the definition, or an item a path does take: the list is stale. */
  readonly staleExclusions: readonly string[];
}
export interface Count {
  readonly taken: number;
  /** Items of the definition, excluded ones aside: what is reachable. */
  readonly reachable: number;
  readonly excluded: number;
}

/**
 * Replays every generated path of every model of a machine on the instrumented real machine and counts the
 * definition's items taken. `excluded` maps an item (as printed: `transition <state id> on <event> …`) to why
 * no path can take it.
 */
export function machineCoverage(
  file: string,
  models: readonly MachineModel[],
  excluded: Readonly<Record<string, string>> = {},
): MachineCoverage {
  const taken: Taken = { states: new Set(), transitions: new Set(), guards: new Set() };
  let definition: Definition | null = null;
  // Once every item of the definition is taken the remaining paths cannot change the figures: stop there
  // (with an exclusion nothing is ever complete, so every path runs and a takeable excluded item shows).
  const complete = () =>
    definition !== null &&
    taken.states.size >= definition.states.length &&
    definition.states.every((s) => taken.states.has(s)) &&
    taken.transitions.size === definition.transitions.length &&
    taken.guards.size === definition.guards.length;
  models: for (const model of models) {
    const instrumented = instrument(model, taken);
    definition ??= instrumented.definition;
    for (const events of longestPaths(transitionPaths(model))) {
      const before = taken.states.size + taken.transitions.size + taken.guards.size;
      instrumented.run(events);
      if (taken.states.size + taken.transitions.size + taken.guards.size > before && complete()) break models;
    }
  }
  if (!definition) throw new Error(`${file}: no model`);
  const missing: string[] = [];
  const all = new Set<string>();
  const seen = new Set<string>();
  const count = (items: readonly string[], taken: Set<string>, label: string): Count => {
    let n = 0;
    let skipped = 0;
    for (const item of items) {
      const key = `${label} ${item}`;
      all.add(key);
      if (taken.has(item)) {
        n += 1;
        seen.add(key);
      } else if (key in excluded) skipped += 1;
      else missing.push(key);
    }
    return { taken: n, reachable: items.length - skipped, excluded: skipped };
  };
  const states = count(definition.states, taken.states, 'state');
  const transitions = count(definition.transitions, taken.transitions, 'transition');
  const guards = count(definition.guards, taken.guards, 'guard');
  const staleExclusions = Object.keys(excluded).filter((key) => !all.has(key) || seen.has(key));
  return { file, states, transitions, guards, missing, staleExclusions };
}

const percent = (c: Count) =>
  `${c.taken}/${c.reachable} (${c.reachable === 0 ? 100 : Math.floor((c.taken / c.reachable) * 1000) / 10}%)` +
  (c.excluded > 0 ? ` +${c.excluded} excluded` : '');

/** The table `npm run coverage:machines` prints: a header, then one line per machine. */
export function coverageTable(rows: readonly MachineCoverage[]): string[] {
  const cells = [
    ['machine', 'states', 'transitions', 'guard outcomes'],
    ...rows.map((r) => [r.file, percent(r.states), percent(r.transitions), percent(r.guards)]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}
