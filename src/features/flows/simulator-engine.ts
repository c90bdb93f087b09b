/**
 * The /flows simulator's engine: runs the REAL machine of a flow — the chart from machines/,
 * its guards and delays — with every invoked actor replaced by a stand-in that never settles on its own, and
 * every action provided by the app (rememberOrder, report…, navigate…) replaced by a recorder. The reviewer
 * decides each invoked actor's outcome (a sample answer from machines/samples/, or a failure of a chosen
 * kind, sent as the `xstate.done.actor.*` / `xstate.error.actor.*` event the real actor would cause), takes
 * enabled events, and fast-forwards delays on a simulated clock (StepClock: xstate's SimulatedClock
 * semantics, kept here so that class stays out of the framework chunk every page loads). A run is a list of steps; replaying the same
 * steps from the same input lands in the same state (undo = replay all steps but the last), which is what a
 * shared link (flow-link.ts) and its vitest case (tests/helpers/flow-link.ts) rely on.
 */
import {
  createActor,
  fromCallback,
  type Actor,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  BusinessError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnauthorizedError,
} from '../../../contract/api-errors';
import type { ActorOutcome, FlowSamples, SampleLabel } from '../../../machines/samples/sample-types';

/** The failures a reviewer can give an invoked actor (contract/api-errors.ts kinds). */
export const FAILURE_KINDS = ['business', 'network', 'timeout', 'sessionExpired', 'unauthorized', 'server'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** An event as a person sends it: its type and its data. */
export type SentEvent = EventObject & { readonly [key: string]: unknown };

/** One thing the reviewer did. */
export type Step =
  | { readonly t: 'event'; readonly event: SentEvent }
  /** The invoked actor `actor` (its invoke id) succeeded with its sample outcome `outcome`. */
  | { readonly t: 'done'; readonly actor: string; readonly outcome: string }
  /** The invoked actor failed; `errcode` for a business failure. */
  | { readonly t: 'fail'; readonly actor: string; readonly kind: FailureKind; readonly errcode?: number }
  /** The clock moved on `ms` milliseconds (delays due by then fire). */
  | { readonly t: 'wait'; readonly ms: number };

/** What the machine asked the app to do during a step: an emitted event, a provided action, an event to a child. */
export type Intent =
  | { readonly kind: 'emit'; readonly event: EventObject }
  | { readonly kind: 'action'; readonly name: string; readonly params?: unknown }
  | { readonly kind: 'send'; readonly to: string; readonly event: EventObject };

export interface EventChoice {
  readonly type: string;
  /** The sample payload the form starts from ({} for an event without data). */
  readonly payload: Readonly<Record<string, unknown>>;
  /** Whether the machine takes the event with the sample payload now (a guard may say no). */
  readonly enabled: boolean;
}

export interface PendingActor {
  /** The invoke id (the child's name in the snapshot). */
  readonly id: string;
  /** The actor implementation's name in setup (samples are keyed by it). */
  readonly src: string;
  /** The sample outcomes by name, with their labels (message ids of the flows catalog, for the view to translate). */
  readonly outcomes: readonly { readonly name: string; readonly label: SampleLabel }[];
  /** Business errcodes the machine treats apart. */
  readonly errcodes: readonly number[];
  /** Whether the machine handles success / failure of this actor (xstate.done/error.actor.<id>). */
  readonly handlesDone: boolean;
  readonly handlesError: boolean;
}

/** A delayed transition: the state it leaves and the states it goes to (none: it stays where it is). */
export interface DelayedMove {
  readonly from: string;
  readonly to: readonly string[];
}

export interface Timer {
  /** Milliseconds until it fires. */
  readonly remaining: number;
  /** The delayed transitions of the current states with this delay (step-words.ts says them). */
  readonly moves: readonly DelayedMove[];
}

export interface StepRecord {
  readonly step: Step;
  readonly intents: readonly Intent[];
  readonly value: StateValue;
}

export interface SimView {
  readonly value: StateValue;
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  readonly events: readonly EventChoice[];
  readonly pending: readonly PendingActor[];
  readonly timers: readonly Timer[];
}

/**
 * Why the simulator refuses a link or a step, for the page to say in the reader's language: the id of a message
 * `flows.sim.why.<id>` and its values (names of events, states and actors stay as the machine spells them).
 */
export interface Why {
  readonly id: WhyId;
  readonly values?: Readonly<Record<string, string | number>>;
}
export type WhyId =
  | 'noInput'
  | 'ended'
  | 'notPersonEvent'
  | 'notTaken'
  | 'notRunning'
  | 'noOutcome'
  | 'failureKind'
  | 'notHandled'
  | 'wait'
  | 'unknownStep'
  | 'crashed'
  | 'otherMachine'
  | 'version'
  | 'tooLong'
  | 'tooManySteps'
  | 'badStep'
  | 'damaged';

/**
 * A step the machine cannot take now (for a bad link or a refused click): the reason in English words for
 * tests, logs and scripts, and `why` for the page.
 */
export class StepError extends Error {
  constructor(
    readonly index: number,
    readonly reason: string,
    readonly why: Why,
  ) {
    super(`step ${index + 1}: ${reason}`);
    this.name = 'StepError';
  }
}

const stateText = (value: StateValue): string => JSON.stringify(value);

const isBuiltIn = (action: unknown): boolean =>
  typeof action !== 'function' ||
  String((action as { type?: unknown }).type ?? '').startsWith('xstate.') ||
  // A parameterised built-in (assign(...), emit(...), enqueueActions(...)) carries the resolver.
  'resolve' in (action as object);

/** The failure an API call reports for a kind (contract/api-errors.ts), as the machine would receive it. */
export function failure(src: string, kind: FailureKind, errcode = 1): Error {
  const op = `${src} (simulated)`;
  switch (kind) {
    case 'business':
      return new BusinessError(op, errcode, 'simulated failure');
    case 'network':
      return new NetworkError(op, new TypeError('Failed to fetch'));
    case 'timeout':
      return new TimeoutError(op, 60_000);
    case 'sessionExpired':
      return new SessionExpiredError(op);
    case 'unauthorized':
      return new UnauthorizedError(op);
    case 'server':
      return new ServerError(op, 500, 'simulated');
  }
}

/** The active state nodes of a snapshot (leaves and their ancestors). */
export function activeNodes(snapshot: SnapshotFrom<AnyStateMachine>): readonly AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

/** Every actor src the machine's states invoke, with their invoke ids. */
export function invokedActors(machine: AnyStateMachine): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (node: AnyStateNode) => {
    for (const def of node.invoke) if (typeof def.src === 'string') out.set(def.id, def.src);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return out;
}

/** The delay of a delayed transition, in ms (a named delay from setup, a number, or null when computed). */
export function delayMs(
  machine: AnyStateMachine,
  delay: unknown,
  snapshot?: SnapshotFrom<AnyStateMachine>,
): number | null {
  if (typeof delay === 'number') return delay;
  const named = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  if (typeof named === 'number') return named;
  if (typeof named === 'function' && snapshot) {
    try {
      const ms = (named as (a: unknown) => unknown)({ context: snapshot.context, event: { type: '' } });
      return typeof ms === 'number' ? ms : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether a current state has a transition for the event type (whatever its guards say). */
const handles = (snapshot: SnapshotFrom<AnyStateMachine>, type: string) =>
  activeNodes(snapshot).some((node) => node.ownEvents.includes(type));

/** The stand-in implementations: recording actions, never-settling actors that record what they are sent. */
function standIns(machine: AnyStateMachine, record: (intent: Intent) => void) {
  const actions: Record<string, unknown> = {};
  for (const [name, action] of Object.entries(machine.implementations.actions ?? {})) {
    if (!isBuiltIn(action)) actions[name] = (_: unknown, params: unknown) => record({ kind: 'action', name, params });
  }
  const actors: Record<string, unknown> = {};
  for (const src of Object.keys(machine.implementations.actors ?? {})) {
    actors[src] = fromCallback(({ receive, self }) => {
      receive((event) => record({ kind: 'send', to: self.id, event }));
    });
  }
  return { actions, actors };
}

/**
 * The clock the simulated actor's delays run on (xstate's `Clock`): time moves only when `advance` is called,
 * and the timeouts due by then run in the order they fall due — xstate's SimulatedClock, as the path tests use.
 */
export class StepClock {
  private time = 0;
  private nextId = 0;
  readonly timeouts = new Map<number, { start: number; timeout: number; fn: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timeouts.set(id, { start: this.time, timeout, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timeouts.delete(id);
  }

  /** Moves time on by `ms`, running each timeout due on the way (ones set meanwhile included). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let next: [number, { start: number; timeout: number; fn: () => void }] | null = null;
      for (const entry of this.timeouts) {
        const due = entry[1].start + entry[1].timeout;
        if (due <= end && (!next || due < next[1].start + next[1].timeout)) next = entry;
      }
      if (!next) break;
      this.time = Math.max(this.time, next[1].start + next[1].timeout);
      this.timeouts.delete(next[0]);
      next[1].fn();
    }
    this.time = end;
  }
}

/** A running simulation of one machine from one sample input. */
export class Simulation {
  readonly clock = new StepClock();
  readonly log: StepRecord[] = [];
  private readonly actor: Actor<AnyStateMachine>;
  private intents: Intent[] = [];
  private crashed: unknown = null;

  constructor(
    readonly machine: AnyStateMachine,
    readonly samples: FlowSamples,
    readonly inputName: string,
  ) {
    const sample = Object.hasOwn(samples.inputs, inputName) ? samples.inputs[inputName] : undefined;
    if (!sample)
      throw new StepError(-1, `no input sample named "${inputName}"`, { id: 'noInput', values: { input: inputName } });
    const record = (intent: Intent) => void this.intents.push(intent);
    this.actor = createActor(machine.provide(standIns(machine, record) as never), {
      input: structuredClone(sample.input) as never,
      clock: this.clock,
    });
    this.actor.on('*', (event) => record({ kind: 'emit', event: event as EventObject }));
    this.actor.subscribe({ error: (error) => (this.crashed = error) });
    this.actor.start();
    this.startIntents = this.intents;
    this.intents = [];
  }

  /** What the machine asked for while starting (entry actions of the initial states). */
  readonly startIntents: readonly Intent[];

  get snapshot(): SnapshotFrom<AnyStateMachine> {
    return this.actor.getSnapshot();
  }

  get error(): unknown {
    return this.crashed;
  }

  /** The invoked actors running now, with the outcomes the reviewer can pick. */
  pending(): PendingActor[] {
    const snapshot = this.snapshot;
    const children = (snapshot.children ?? {}) as Record<string, unknown>;
    const out: PendingActor[] = [];
    for (const node of activeNodes(snapshot)) {
      for (const def of node.invoke) {
        if (typeof def.src !== 'string' || !children[def.id]) continue;
        const outcomes = Object.entries(this.samples.actors[def.src as never] ?? {}).map(([name, o]) => ({
          name,
          label: (o as ActorOutcome<unknown>).label,
        }));
        out.push({
          id: def.id,
          src: def.src,
          outcomes,
          errcodes: (this.samples.errcodes as Record<string, readonly number[]> | undefined)?.[def.src] ?? [],
          handlesDone: handles(snapshot, `xstate.done.actor.${def.id}`),
          handlesError: handles(snapshot, `xstate.error.actor.${def.id}`),
        });
      }
    }
    return out;
  }

  /** The events the current states take (with their sample payloads), in order of the state nodes. */
  events(): EventChoice[] {
    const snapshot = this.snapshot;
    const types = new Set<string>();
    for (const node of activeNodes(snapshot))
      for (const type of node.ownEvents) if (type && !type.startsWith('xstate.') && type !== '*') types.add(type);
    const payloads = this.samples.events as Record<string, Record<string, unknown> | undefined>;
    return [...types].map((type) => {
      const payload = payloads[type] ?? {};
      return { type, payload, enabled: snapshot.status === 'active' && snapshot.can({ ...payload, type } as never) };
    });
  }

  /** The delays waiting on the clock, soonest first, each with the delayed transitions of the current states. */
  timers(): Timer[] {
    const snapshot = this.snapshot;
    const now = this.clock.now();
    const timeouts = this.clock.timeouts;
    const after = activeNodes(snapshot).flatMap((node) =>
      node.after.map((t) => ({
        ms: delayMs(this.machine, (t as { delay?: unknown }).delay, snapshot),
        move: {
          from: node.path.join('.') || this.machine.id,
          to: (t.target ?? []).map((n) => n.path.join('.')),
        },
      })),
    );
    return [...timeouts.values()]
      .map(({ start, timeout }) => ({
        remaining: Math.max(0, start + timeout - now),
        moves: after.filter((a) => a.ms === timeout).map((a) => a.move),
      }))
      .sort((a, b) => a.remaining - b.remaining);
  }

  view(): SimView {
    const snapshot = this.snapshot;
    return {
      value: snapshot.value,
      status: snapshot.status as SimView['status'],
      events: this.events(),
      pending: this.pending(),
      timers: this.timers(),
    };
  }

  /** Takes a step, or throws a StepError saying why the machine cannot take it now. */
  apply(step: Step): StepRecord {
    const index = this.log.length;
    const snapshot = this.snapshot;
    if (snapshot.status !== 'active')
      throw new StepError(index, `the flow has ended (${snapshot.status})`, { id: 'ended' });
    let event: EventObject | null = null;
    switch (step.t) {
      case 'event': {
        if (step.event.type.startsWith('xstate.'))
          throw new StepError(index, `"${step.event.type}" is not an event a person sends`, {
            id: 'notPersonEvent',
            values: { event: step.event.type },
          });
        if (!snapshot.can(step.event as never))
          throw new StepError(index, `"${step.event.type}" is not taken in ${stateText(snapshot.value)}`, {
            id: 'notTaken',
            values: { event: step.event.type, state: stateText(snapshot.value) },
          });
        event = step.event;
        break;
      }
      case 'done':
      case 'fail': {
        const pending = this.pending().find((p) => p.id === step.actor);
        if (!pending)
          throw new StepError(index, `"${step.actor}" is not running in ${stateText(snapshot.value)}`, {
            id: 'notRunning',
            values: { actor: step.actor, state: stateText(snapshot.value) },
          });
        if (step.t === 'done') {
          const outcome = (this.samples.actors as Record<string, Record<string, { output: unknown }> | undefined>)[
            pending.src
          ]?.[step.outcome];
          if (!outcome)
            throw new StepError(index, `"${pending.src}" has no sample outcome "${step.outcome}"`, {
              id: 'noOutcome',
              values: { actor: pending.src, outcome: step.outcome },
            });
          event = { type: `xstate.done.actor.${step.actor}`, output: structuredClone(outcome.output) } as EventObject;
        } else {
          if (!FAILURE_KINDS.includes(step.kind))
            throw new StepError(index, `unknown failure kind "${step.kind}"`, {
              id: 'failureKind',
              values: { kind: String(step.kind) },
            });
          event = {
            type: `xstate.error.actor.${step.actor}`,
            error: failure(pending.src, step.kind, step.errcode),
          } as EventObject;
        }
        if (!snapshot.can(event as never))
          throw new StepError(
            index,
            `the flow does not handle "${step.actor}" ${step.t === 'done' ? 'succeeding' : 'failing'} here`,
            { id: 'notHandled', values: { actor: step.actor } },
          );
        break;
      }
      case 'wait': {
        if (!Number.isSafeInteger(step.ms) || step.ms <= 0 || step.ms > 86_400_000)
          throw new StepError(index, `a wait of ${String(step.ms)} ms is not between 1 ms and a day`, { id: 'wait' });
        break;
      }
      default:
        throw new StepError(index, 'unknown kind of step', { id: 'unknownStep' });
    }
    this.intents = [];
    if (event) this.actor.send(event as never);
    else if (step.t === 'wait') this.clock.advance(step.ms);
    if (this.crashed)
      throw new StepError(index, `the machine failed: ${String(this.crashed)}`, {
        id: 'crashed',
        values: { error: String(this.crashed) },
      });
    const record: StepRecord = { step, intents: this.intents, value: this.snapshot.value };
    this.intents = [];
    this.log.push(record);
    return record;
  }

  stop(): void {
    this.actor.stop();
  }
}

/** A new simulation that has taken `steps` (throws a StepError naming the first step it cannot take). */
export function replay(
  machine: AnyStateMachine,
  samples: FlowSamples,
  inputName: string,
  steps: readonly Step[],
): Simulation {
  const sim = new Simulation(machine, samples, inputName);
  try {
    for (const step of steps) sim.apply(step);
  } catch (error) {
    sim.stop();
    throw error;
  }
  return sim;
}

/**
 * A step as one line of English and ids — "deposit.submit", "channel.select (id 2)", "createOrder → QR order",
 * "after 300 ms" — for tests and the shortest paths' `text`; a reader sees step-words.ts instead, in their language.
 */
export function stepText(step: Step): string {
  switch (step.t) {
    case 'event': {
      const { type, ...data } = step.event;
      const entries = Object.entries(data);
      return entries.length
        ? `${type} (${entries.map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ')})`
        : type;
    }
    case 'done':
      return `${step.actor} → ${step.outcome}`;
    case 'fail':
      return `${step.actor} ✕ ${step.kind}${step.kind === 'business' ? ` ${step.errcode ?? 1}` : ''}`;
    case 'wait':
      return `after ${step.ms >= 1000 && step.ms % 1000 === 0 ? `${step.ms / 1000} s` : `${step.ms} ms`}`;
  }
}
