/**
 * A statechart as a Mermaid `stateDiagram-v2`, from xstate/graph's toDirectedGraph of the real machine.
 * Used by `npm run flows` (docs/flows/*.md) and by the in-app /flows page, which adds a highlight class
 * to the states the running actor is in. The page's overview level draws the same chart with its compound
 * states collapsed (`expanded`: the ones opened), each a box that counts what is inside it.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

export interface Flow {
  readonly mermaid: string;
  /** The compound states drawn collapsed (their dotted ids: "paying"), for the viewer to open on a click. */
  readonly collapsed: readonly string[];
  readonly stateCount: number;
  /** The root state's description, if the machine has one. */
  readonly summary: string;
}

/** Mermaid-safe id of a state node: its path joined by "__". */
export const mermaidId = (node: Pick<AnyStateNode, 'path'>) =>
  (node.path.length ? node.path.join('__') : ANY_STATE).replace(/[^A-Za-z0-9_]/g, '_');

/**
 * Transitions declared on the machine itself apply in every state; they are drawn from (and, when they
 * target the machine, to) a node labelled "(any state)". Mermaid reserves the id `root`.
 */
const ANY_STATE = 'any_state';

type GuardLike =
  string | { type?: string; name?: string; guards?: GuardLike[] } | ((...args: never[]) => unknown) | undefined;

function guardText(guard: GuardLike): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  const g = guard as { type?: string; name?: string; guards?: GuardLike[] };
  if (g.guards && (g.name === 'and' || g.name === 'or' || g.name === 'not')) {
    const parts = g.guards.map(guardText);
    if (g.name === 'not') return `not ${parts[0]}`;
    return parts.join(g.name === 'and' ? ' and ' : ' or ');
  }
  return g.type ?? g.name ?? 'guard';
}

/** A delay in words: 60000 → "60 s", 300 → "300 ms". */
export const delayText = (ms: number): string => (ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/**
 * An `after` delay in words: a named delay of the machine's implementations ("after 60 s"), an inline
 * number of milliseconds, or — computed at run time — its name ("after retryDelay").
 */
export function afterText(delay: string, delays: Record<string, unknown>): string {
  const ms = delays[delay];
  if (typeof ms === 'number') return `after ${delayText(ms)}`;
  if (/^\d+$/.test(delay)) return `after ${delayText(Number(delay))}`;
  return `after ${delay}`;
}

function eventText(eventType: string, delays: Record<string, unknown>): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return afterText(after[1]!, delays);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const stateDone = /^xstate\.done\.state\./.exec(eventType);
  if (stateDone) return 'all done';
  return eventType;
}

const clean = (text: string) =>
  text
    .replace(/[:;{}\n"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The class of a collapsed compound state's box (the overview level). */
export const COLLAPSED_CLASS = 'collapsed';

/** How many states a node holds, at every depth. */
const countInside = (node: DirectedGraphNode): number =>
  node.children.reduce((sum, child) => sum + 1 + countInside(child), 0);

export interface FlowOptions {
  /**
   * Which compound states are drawn open: 'all' (the default, the whole chart), or the dotted ids of the
   * open ones — the others are drawn as one box "name (+n)" holding n states, their inner transitions left
   * out and the ones crossing their border drawn to or from the box; no notes (the descriptions are listed
   * beside the chart).
   */
  readonly expanded?: 'all' | ReadonlySet<string>;
  /** A state's note in the reader's language (its dotted id, its code description); the code's by default. */
  readonly describe?: (state: string, description: string) => string;
  /**
   * The chart's own words in the reader's language: each English phrase around the code ids ("invokes x",
   * "after 300 ms", "x done", "x done/failed", "always", "(any state)"); as they are by default.
   */
  readonly words?: (phrase: string) => string;
}

/** Event labels joined, an actor's "x done" and "x failed" as one "x done/failed". */
function joinOutcomes(labels: readonly string[]): string {
  const out: string[] = [];
  for (const label of labels) {
    const failed = /^(.+) failed$/.exec(label);
    const done = failed ? out.indexOf(`${failed[1]} done`) : -1;
    if (done >= 0) out[done] = `${failed![1]} done/failed`;
    else out.push(label);
  }
  return out.join(', ');
}

export function flowsOf(machine: AnyStateMachine, options: FlowOptions = {}): Flow {
  const graph = toDirectedGraph(machine);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const expanded = options.expanded ?? 'all';
  const words = options.words ?? ((phrase: string) => phrase);
  const overview = expanded !== 'all';
  const isOpen = (sn: AnyStateNode) => expanded === 'all' || expanded.has(sn.path.join('.'));
  const lines: string[] = [
    ...(overview ? ['%%{init: {"state": {"nodeSpacing": 12, "rankSpacing": 14}}}%%'] : []),
    'stateDiagram-v2',
  ];
  const notes: string[] = [];
  const collapsed: string[] = [];
  let stateCount = 0;

  const emitNode = (node: DirectedGraphNode, indent: string) => {
    const sn = node.stateNode;
    const id = mermaidId(sn);
    stateCount += 1;
    if (sn.description && !overview) {
      const text = options.describe ? options.describe(sn.path.join('.'), sn.description) : sn.description;
      notes.push(`note right of ${id}\n  ${clean(text)}\nend note`);
    }
    const invokes = sn.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)).filter(Boolean);
    if (node.children.length > 0 && !isOpen(sn)) {
      collapsed.push(sn.path.join('.'));
      lines.push(`${indent}state "${sn.key} (+${countInside(node)})" as ${id}`);
      return;
    }
    if (node.children.length === 0) {
      lines.push(`${indent}state "${sn.key}" as ${id}`);
      if (invokes.length) lines.push(`${indent}${id} : ${clean(words(`invokes ${invokes.join(', ')}`))}`);
      return;
    }
    lines.push(`${indent}state "${sn.key}${sn.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
    emitChildren(node, indent + '  ');
    lines.push(`${indent}}`);
  };

  const emitChildren = (node: DirectedGraphNode, indent: string) => {
    const sn = node.stateNode;
    node.children.forEach((child, i) => {
      // Mermaid takes the "--" region separator only inside a composite state: a parallel machine's own
      // regions are drawn side by side at the top level instead.
      if (sn.type === 'parallel' && i > 0 && node !== graph) lines.push(`${indent}--`);
      if (sn.type === 'parallel') {
        emitNode(child, indent);
      } else {
        if (sn.initial?.target?.[0] === child.stateNode) lines.push(`${indent}[*] --> ${mermaidId(child.stateNode)}`);
        emitNode(child, indent);
      }
      if (child.stateNode.type === 'final') lines.push(`${indent}${mermaidId(child.stateNode)} --> [*]`);
    });
  };

  emitChildren(graph, '  ');
  if (graph.edges.length > 0) lines.push(`  state "${clean(words('(any state)'))}" as ${ANY_STATE}`);

  /** The node drawn for a state: itself, or the outermost collapsed state holding it. */
  const shown = (sn: AnyStateNode): AnyStateNode => {
    if (!overview || sn.path.length === 0) return sn;
    let node = sn;
    for (let parent = sn.parent; parent && parent.path.length > 0; parent = parent.parent)
      if (!isOpen(parent)) node = parent;
    return node;
  };
  const edgeLines = new Set<string>();
  // The overview draws one arrow per pair of boxes, labelled with its events (guards left out).
  const merged = new Map<string, Set<string>>();
  const collectEdges = (node: DirectedGraphNode) => {
    for (const edge of node.edges) {
      const t = edge.transition as { guard?: GuardLike; eventType: string };
      const guard = guardText(t.guard);
      const from = shown(edge.source);
      const to = shown(edge.target);
      // A transition inside a collapsed state is left out; one crossing its border starts or ends at its box.
      if (from === to && (from !== edge.source || to !== edge.target)) continue;
      const arrow = `  ${mermaidId(from)} --> ${mermaidId(to)}`;
      // A state's own loops (actions, re-entries) are detail; the machine's own events (any state) are not.
      if (overview && from === to && from.path.length > 0) continue;
      if (overview) {
        const events = merged.get(arrow) ?? new Set<string>();
        events.add(clean(eventText(t.eventType, delays)));
        merged.set(arrow, events);
      } else
        edgeLines.add(`${arrow} : ${clean(`${words(eventText(t.eventType, delays))}${guard ? ` [${guard}]` : ''}`)}`);
    }
    node.children.forEach(collectEdges);
  };
  collectEdges(graph);
  for (const [arrow, events] of merged)
    edgeLines.add(
      `${arrow} : ${clean(
        joinOutcomes([...events])
          .split(', ')
          .map(words)
          .join(', '),
      )}`,
    );
  if (collapsed.length)
    lines.push(
      `  classDef ${COLLAPSED_CLASS} stroke-dasharray:6 3,stroke-width:2px`,
      `  class ${collapsed.map((path) => mermaidId({ path: path.split('.') })).join(',')} ${COLLAPSED_CLASS}`,
    );
  lines.push(...edgeLines, ...notes.map((n) => '  ' + n.replace(/\n/g, '\n  ')));

  return {
    mermaid: lines.join('\n'),
    collapsed,
    stateCount,
    summary: (graph.stateNode.description ?? '').trim(),
  };
}
