/**
 * What a machine's page at /flows/<id> tells a reviewer, derived from the real machine definition (its state
 * nodes, transitions and implementations) and what it says about itself (its root `description` and `meta`,
 * src/lib/machine-doc.ts): the purpose, the docs page of its area, the
 * states with their descriptions, the events it takes, the intents it emits, its delays in words, its
 * guards by name and the actors it invokes. Pure: the page and the tests call it with a machine.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { afterText } from '../../lib/flow-diagram';
import type { DocsPage } from '../../../machines/machine-meta';
import { docsOf, emittedOf, purposeOf } from '../../lib/machine-doc';

/** The machine itself (transitions declared on it apply in every state). */
export const ANY_STATE = '(any state)';

export interface StateInfo {
  /** Dotted path below the machine: "paying.open". */
  readonly id: string;
  readonly path: readonly string[];
  readonly type: string;
  readonly description: string;
  /** The parent's initial state. */
  readonly initial: boolean;
  readonly tags: readonly string[];
  /** The actors invoked while in it. */
  readonly invokes: readonly string[];
}

export interface Transition {
  readonly from: string;
  /** Target state ids; empty for a transition that stays (actions only). */
  readonly to: readonly string[];
  readonly guard: string;
}

export interface EventInfo {
  readonly type: string;
  readonly transitions: readonly Transition[];
}

export interface DelayInfo {
  readonly name: string;
  /** "after 60 s"; a delay computed at run time reads "after <name>". */
  readonly text: string;
  readonly states: readonly string[];
}

export interface NamedUse {
  readonly name: string;
  /** Where it is used: "choosing · deposit.submit". */
  readonly uses: readonly string[];
}

export interface IntentInfo {
  readonly type: string;
  /** The states whose transitions or entry/exit emit it, when the chart shows it. */
  readonly states: readonly string[];
  /** Listed in the machine's `meta.emitted`. */
  readonly documented: boolean;
}

export interface MachineInfo {
  readonly id: string;
  readonly purpose: string;
  /** The docs page of its area (its `meta.docs`), where the rules it follows are written down. */
  readonly docs: DocsPage | null;
  readonly states: readonly StateInfo[];
  readonly events: readonly EventInfo[];
  readonly intents: readonly IntentInfo[];
  readonly delays: readonly DelayInfo[];
  readonly guards: readonly NamedUse[];
  readonly actors: readonly NamedUse[];
}

export const stateIdOf = (node: Pick<AnyStateNode, 'path'>): string =>
  node.path.length ? node.path.join('.') : ANY_STATE;

type GuardLike = string | { type?: string; guards?: GuardLike[] } | ((...args: never[]) => unknown) | undefined;

/** The named guards of a guard (the leaves of and / or / not). */
function guardNames(guard: GuardLike): string[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  const g = guard as { type?: string; guards?: GuardLike[]; name?: string };
  if (Array.isArray(g.guards)) return g.guards.flatMap(guardNames);
  if (typeof g.type === 'string') return [g.type];
  return [typeof guard === 'function' && guard.name && guard.name !== 'guard' ? guard.name : 'inline guard'];
}

/** A guard as one readable line: "isPlain", "not isPlain", "isA and isB". */
function guardLabel(guard: GuardLike): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  const g = guard as { type?: string; guards?: GuardLike[]; check?: { name?: string }; name?: string };
  if (Array.isArray(g.guards)) {
    const parts = g.guards.map(guardLabel);
    const kind = g.check?.name ?? g.name ?? '';
    if (/not/i.test(kind)) return `not ${parts.join(', ')}`;
    return parts.join(/or/i.test(kind) ? ' or ' : ' and ');
  }
  return guardNames(guard)[0] ?? '';
}

const QUOTED_TYPE = /type:\s*["'`]([A-Za-z][\w.]*)["'`]/;
const ENQUEUED_EMIT = /\.emit\(\s*\{\s*type:\s*["'`]([A-Za-z][\w.]*)["'`]/g;

/**
 * The intents an action emits: `emit({ type })`, `emit(() => ({ type: 'x', … }))` and `enqueue.emit({
 * type: 'x' })` inside enqueueActions (the last two read from the expression's code).
 */
function emittedBy(action: unknown): string[] {
  if (typeof action !== 'function') return [];
  const a = action as { type?: string; event?: unknown; collect?: unknown };
  if (a.type === 'xstate.emit') {
    if (typeof a.event === 'function') {
      const found = QUOTED_TYPE.exec(String(a.event));
      return found ? [found[1]!] : [];
    }
    const type = (a.event as { type?: unknown } | undefined)?.type;
    return typeof type === 'string' ? [type] : [];
  }
  if (a.type === 'xstate.enqueueActions' && typeof a.collect === 'function')
    return [...String(a.collect).matchAll(ENQUEUED_EMIT)].map((m) => m[1]!);
  return [];
}

const isInternal = (eventType: string) => eventType === '' || eventType.startsWith('xstate.');

/** Appends `value` to the list under `key` unless it is there. */
function add<K>(map: Map<K, string[]>, key: K, value: string): void {
  const list = map.get(key) ?? [];
  if (!list.includes(value)) list.push(value);
  map.set(key, list);
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes),
];

export function machineInfo(machine: AnyStateMachine): MachineInfo {
  const delaysImpl = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const nodes = allNodes(machine.root as AnyStateNode);
  const states: StateInfo[] = [];
  const events = new Map<string, Transition[]>();
  const delays = new Map<string, string[]>();
  const guards = new Map<string, string[]>();
  const actors = new Map<string, string[]>();
  const intents = new Map<string, string[]>();

  for (const node of nodes) {
    const id = stateIdOf(node);
    if (node.path.length) {
      const parent = node.parent;
      states.push({
        id,
        path: node.path,
        type: node.type,
        description: (node.description ?? '').trim(),
        initial: !!parent && parent.type !== 'parallel' && parent.initial?.target?.[0] === node,
        tags: [...node.tags],
        invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)).filter(Boolean),
      });
    }
    for (const invoke of node.invoke) add(actors, typeof invoke.src === 'string' ? invoke.src : invoke.id, id);
    for (const action of [...node.entry, ...node.exit]) for (const type of emittedBy(action)) add(intents, type, id);

    const transitions = [
      ...[...node.transitions.entries()].flatMap(([eventType, list]) => list.map((t) => ({ eventType, t }))),
      ...(node.always ?? []).map((t) => ({ eventType: '', t })),
    ];
    for (const { eventType, t } of transitions) {
      const guard = t.guard as GuardLike;
      for (const name of guardNames(guard))
        add(guards, name, `${id} · ${eventType === '' ? 'always' : readableEvent(eventType, delaysImpl)}`);
      for (const action of t.actions) for (const type of emittedBy(action)) add(intents, type, id);
      const delay = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];
      if (delay !== undefined) add(delays, delay, id);
      if (isInternal(eventType)) continue;
      const list = events.get(eventType) ?? [];
      list.push({ from: id, to: (t.target ?? []).map((target) => stateIdOf(target)), guard: guardLabel(guard) });
      events.set(eventType, list);
    }
  }

  const documented = emittedOf(machine);
  const intentTypes = [...new Set([...documented, ...intents.keys()])];
  const named = (map: Map<string, string[]>): NamedUse[] => [...map].map(([name, uses]) => ({ name, uses }));
  // Declared guards that no transition uses are listed too (a rule kept for later reads as unused).
  for (const name of Object.keys(machine.implementations.guards ?? {})) if (!guards.has(name)) guards.set(name, []);
  return {
    id: machine.id,
    purpose: purposeOf(machine),
    docs: docsOf(machine),
    states,
    events: [...events].map(([type, transitions]) => ({ type, transitions })),
    intents: intentTypes.map((type) => ({
      type,
      states: intents.get(type) ?? [],
      documented: documented.includes(type),
    })),
    delays: [...delays].map(([name, where]) => ({ name, text: afterText(name, delaysImpl), states: where })),
    guards: named(guards),
    actors: named(actors),
  };
}

/** An internal event in words (for where a guard is used): "after 300 ms", "createOrder done". */
function readableEvent(eventType: string, delays: Record<string, unknown>): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return afterText(after[1]!, delays);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  if (eventType.startsWith('xstate.done.state.')) return 'all done';
  return eventType;
}

/** The text a search matches for a machine: its id, purpose, state names and descriptions, event names. */
export function searchText(info: MachineInfo): string {
  return [
    info.id,
    info.purpose,
    ...info.states.flatMap((s) => [s.id, s.description]),
    ...info.events.map((e) => e.type),
  ]
    .join('\n')
    .toLowerCase();
}

/** Whether a machine matches every word of a search. An empty search matches all. */
export function matchesSearch(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => text.includes(word));
}
