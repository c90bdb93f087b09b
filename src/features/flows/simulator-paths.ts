/**
 * For each state of a flow, the shortest way there from the start, found with xstate/graph's
 * getShortestPaths on the real machine as the path tests do (tests/helpers/machine-model.ts), from a sample
 * input. The events explored from a state are: the events it takes, with their sample payloads; for each
 * invoked actor running there, each of its sample outcomes (the default first) and its failures (network,
 * then each business errcode the samples name); and its delays firing — except a delay that only re-enters
 * the same state (a countdown tick), which would make every second a state of its own. A state that only
 * the end of such a countdown leads to (deposit's paying.expired) is then reached by fast-forwarding: from
 * each state found with a countdown running, the clock is moved on tick by tick until the state changes, and
 * a new state gets the path there plus one wait of the whole countdown. Each path is given as simulator steps
 * (so it opens in the simulator and replays) and in words.
 */
import { getNextSnapshot, type AnyStateMachine, type EventObject, type SnapshotFrom, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FlowSamples } from '../../../machines/samples/sample-types';
import { activeNodes, delayMs, failure, replay, stepText, type Step } from './simulator-engine';

/** The longest countdown fast-forwarded: a day (the simulator's longest wait). */
const MAX_FAST_FORWARD_MS = 86_400_000;
/** …in at most this many ticks (an hour of 1-second ticks). */
const MAX_TICKS = 3600;

export interface ShortestPath {
  /** The state value the path ends in, as text ("paying.open"). */
  readonly state: string;
  readonly value: StateValue;
  readonly steps: readonly Step[];
  /**
   * The steps as one English line of ids, joined by " → " ("start" for the initial state), for tests; a reader
   * sees the steps in their language (step-words.ts `pathParts`).
   */
  readonly text: string;
}

/** A state value as a dotted path text: { paying: 'open' } → "paying.open". */
export function valueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
        ? key
        : `${key}.${valueText(child)}`,
    )
    .join(', ');
}

type Candidate = { readonly event: EventObject; readonly step: Step };

/** The events worth exploring from a snapshot, each with the simulator step that causes it. */
function candidates(
  machine: AnyStateMachine,
  samples: FlowSamples,
  snapshot: SnapshotFrom<AnyStateMachine>,
): Candidate[] {
  const out: Candidate[] = [];
  const nodes = activeNodes(snapshot);
  const payloads = samples.events as Record<string, Record<string, unknown> | undefined>;
  const children = (snapshot.children ?? {}) as Record<string, unknown>;
  const actors = samples.actors as Record<string, Record<string, { output: unknown }> | undefined>;
  const errcodes = (samples.errcodes ?? {}) as Record<string, readonly number[] | undefined>;
  for (const node of nodes) {
    for (const def of node.invoke) {
      if (typeof def.src !== 'string' || !children[def.id]) continue;
      for (const [outcome, sample] of Object.entries(actors[def.src] ?? {}))
        out.push({
          event: { type: `xstate.done.actor.${def.id}`, output: sample.output } as EventObject,
          step: { t: 'done', actor: def.id, outcome },
        });
      const fails: Step[] = [
        { t: 'fail', actor: def.id, kind: 'network' },
        ...(errcodes[def.src] ?? []).map((errcode): Step => ({ t: 'fail', actor: def.id, kind: 'business', errcode })),
      ];
      for (const step of fails)
        if (step.t === 'fail')
          out.push({
            event: {
              type: `xstate.error.actor.${def.id}`,
              error: failure(def.src, step.kind, step.errcode),
            } as EventObject,
            step,
          });
    }
    for (const t of node.after) {
      const ms = delayMs(machine, (t as { delay?: unknown }).delay, snapshot);
      const reentersItself = t.target?.length === 1 && t.target[0] === node;
      if (ms === null || reentersItself) continue;
      out.push({ event: { type: t.eventType }, step: { t: 'wait', ms } });
    }
  }
  for (const node of nodes)
    for (const type of node.ownEvents) {
      if (!type || type.startsWith('xstate.') || type === '*') continue;
      const event = { ...(payloads[type] ?? {}), type } as EventObject;
      out.push({ event, step: { t: 'event', event } });
    }
  return out;
}

/**
 * States explored with their data before giving up on it: past this many, a state is its value alone (a
 * machine whose data grows without end — counters, lists — would otherwise be explored for minutes).
 */
const DATA_LIMIT = 1500;

/** The shortest path to every state value reachable from the sample input `inputName` (start first). */
export function shortestPaths(machine: AnyStateMachine, samples: FlowSamples, inputName: string): ShortestPath[] {
  // The steps behind each explored event, by the snapshot and event (the graph only keeps events).
  const stepOf = new Map<string, Step>();
  const eventKey = (event: EventObject) =>
    JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? { error: String(v) } : v));
  const options = (withData: boolean) => ({
    input: samples.inputs[inputName]?.input as never,
    events: ((snapshot: SnapshotFrom<AnyStateMachine>) =>
      candidates(machine, samples, snapshot)
        .filter(({ event }) => {
          // Taken here, and taken without failing: an event whose sample data an action cannot read is left out.
          try {
            return snapshot.can(event as never) && getNextSnapshot(machine, snapshot, event) !== undefined;
          } catch {
            return false;
          }
        })
        .map(({ event, step }) => {
          stepOf.set(eventKey(event), step);
          return event;
        })) as never,
    // A state is its value and its data: "the third check" differs from "the first" (within DATA_LIMIT).
    serializeState: ((s: SnapshotFrom<AnyStateMachine>) =>
      JSON.stringify(
        withData ? { v: s.value, c: s.context, s: s.status } : { v: s.value, s: s.status },
        (_, v: unknown) => (v instanceof Error ? String(v) : v),
      )) as never,
    limit: withData ? DATA_LIMIT : 20_000,
  });
  let paths;
  try {
    paths = getShortestPaths(machine, options(true));
  } catch (error) {
    if (!(error instanceof Error) || !/limit exceeded/i.test(error.message)) throw error;
    paths = getShortestPaths(machine, options(false));
  }
  const byValue = new Map<string, ShortestPath>();
  for (const path of paths) {
    const value = (path.state as SnapshotFrom<AnyStateMachine>).value;
    const state = valueText(value);
    const steps = path.steps
      .map((s) => s.event as EventObject)
      .filter((e) => e.type !== 'xstate.init')
      .map((e) => stepOf.get(eventKey(e)))
      .filter((s): s is Step => s !== undefined);
    const known = byValue.get(state);
    if (known && known.steps.length <= steps.length) continue;
    byValue.set(state, { state, value, steps, text: steps.length ? steps.map(stepText).join(' → ') : 'start' });
  }
  for (const path of [...byValue.values()].sort((a, b) => a.steps.length - b.steps.length)) {
    const found = countdownEnd(machine, samples, inputName, path.steps);
    if (!found || byValue.has(valueText(found.value))) continue;
    const steps = [...path.steps, { t: 'wait', ms: found.ms } as const];
    byValue.set(valueText(found.value), {
      state: valueText(found.value),
      value: found.value,
      steps,
      text: steps.map(stepText).join(' → '),
    });
  }
  return [...byValue.values()].sort((a, b) => a.steps.length - b.steps.length || a.state.localeCompare(b.state));
}

/**
 * Where a countdown running after `steps` ends (a delayed transition that re-enters its own state): the
 * clock moved on timer by timer until the state value changes; the state reached and the time it took, or
 * null when no countdown runs there or it does not end within a day.
 */
function countdownEnd(
  machine: AnyStateMachine,
  samples: FlowSamples,
  inputName: string,
  steps: readonly Step[],
): { value: StateValue; ms: number } | null {
  let sim;
  try {
    sim = replay(machine, samples, inputName, steps);
  } catch {
    return null;
  }
  try {
    const counting = activeNodes(sim.snapshot).some((node) =>
      node.after.some((t) => t.target?.length === 1 && t.target[0] === node),
    );
    if (!counting) return null;
    const start = valueText(sim.snapshot.value);
    // A loop that never ends (a ticker going round its list) comes back to data it had: stop there.
    const seen = new Set<string>();
    let ms = 0;
    for (let tick = 0; tick < MAX_TICKS && ms < MAX_FAST_FORWARD_MS && sim.snapshot.status === 'active'; tick++) {
      const data = JSON.stringify(sim.snapshot.context);
      if (seen.has(data)) return null;
      seen.add(data);
      const next = sim.timers()[0];
      if (!next) return null;
      const wait = Math.max(1, next.remaining);
      sim.apply({ t: 'wait', ms: wait });
      ms += wait;
      if (valueText(sim.snapshot.value) !== start) return { value: sim.snapshot.value, ms };
    }
    return null;
  } finally {
    sim.stop();
  }
}
