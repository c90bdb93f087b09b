/**
 * The states of the running flows, read from the root's registry of running actors (and their children,
 * e.g. the session's heartbeat), kept current as snapshots change; and their highlight: on a drawn chart
 * (applyHighlight, each step of a flow) and as Mermaid lines (the exported text).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AnyActorRef, StateValue } from 'xstate';
import type { AppRoot } from '../../flow/root';
import { mermaidId } from '../../lib/flow-diagram';

const logicId = (actor: AnyActorRef): string => (actor as { logic?: { id?: string } }).logic?.id ?? actor.id;

function collect(root: Pick<AppRoot, 'running'>): AnyActorRef[] {
  const seen = new Set<AnyActorRef>();
  const visit = (actor: AnyActorRef) => {
    if (seen.has(actor)) return;
    seen.add(actor);
    const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
    for (const child of Object.values(children)) if (child) visit(child);
  };
  root.running.forEach(visit);
  return [...seen];
}

/** Machine id → current state value, as a stable JSON string (the external store's snapshot). */
function statesKey(root: Pick<AppRoot, 'running'>): string {
  const out: Record<string, StateValue> = {};
  for (const actor of collect(root)) {
    const snapshot = actor.getSnapshot() as { status?: string; value?: StateValue };
    const id = logicId(actor);
    if (snapshot.status === 'active' && snapshot.value !== undefined && !(id in out)) out[id] = snapshot.value;
  }
  return JSON.stringify(out);
}

/** The current state values of running flows by machine id, updated on every snapshot change. */
export function useRunningStates(
  root: Pick<AppRoot, 'running' | 'onRunningChange'>,
): Readonly<Record<string, StateValue>> {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscriptions = new Map<AnyActorRef, { unsubscribe(): void }>();
      const sync = () => {
        const actors = new Set(collect(root));
        for (const [actor, sub] of subscriptions) {
          if (!actors.has(actor)) {
            sub.unsubscribe();
            subscriptions.delete(actor);
          }
        }
        for (const actor of actors) {
          if (!subscriptions.has(actor))
            subscriptions.set(actor, actor.subscribe({ next: sync, error: sync, complete: sync }));
        }
        listener();
      };
      const off = root.onRunningChange(sync);
      sync();
      return () => {
        off();
        subscriptions.forEach((s) => s.unsubscribe());
      };
    },
    [root],
  );
  const key = useSyncExternalStore(
    subscribe,
    () => statesKey(root),
    () => statesKey(root),
  );
  return useMemo(() => JSON.parse(key) as Record<string, StateValue>, [key]);
}

/** Every active state node's path of a state value: `{ member: 'ready' }` → [member], [member, ready]. */
function activePaths(value: StateValue, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [[...prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...(child === undefined ? [] : activePaths(child, [...prefix, key])),
  ]);
}

/** A state value as text: "member.ready", parallel regions joined with ", ". */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
        ? key
        : stateText(child)
            .split(', ')
            .map((part) => `${key}.${part}`)
            .join(', '),
    )
    .join(', ');
}

const ACTIVE_CLASS = 'active';
/** Compound (and parallel) states that hold an active state: outlined, so their children stay visible. */
const ACTIVE_PARENT_CLASS = 'activeParent';

/**
 * The Mermaid classes of the highlight. The fill only (no bolder text): the diagram is drawn once and the
 * highlight moves over it (applyHighlight), so nothing may change a label's size after it was laid out.
 */
const HIGHLIGHT_STYLES = [
  `  classDef ${ACTIVE_CLASS} fill:#f5c542,color:#1b1b1b,stroke:#ffffff,stroke-width:2px`,
  `  classDef ${ACTIVE_PARENT_CLASS} stroke:#f5c542,stroke-width:3px`,
];

/** The Mermaid ids of a state value's active leaves and of the compound states that hold them. */
export function activeIds(value: StateValue | undefined): { leaves: string[]; parents: string[] } {
  if (value === undefined) return { leaves: [], parents: [] };
  const paths = activePaths(value);
  const isParent = (path: string[]) =>
    paths.some((other) => other.length > path.length && path.every((key, i) => other[i] === key));
  return {
    leaves: paths.filter((path) => !isParent(path)).map((path) => mermaidId({ path })),
    parents: paths.filter(isParent).map((path) => mermaidId({ path })),
  };
}

/**
 * The chart as drawn: the source with the highlight's classes defined (Mermaid writes their CSS into the SVG)
 * but given to no state, so one drawing serves every state value of the same chart.
 */
export function withHighlightStyles(source: string): string {
  return [source, ...HIGHLIGHT_STYLES].join('\n');
}

/** The diagram with the active states highlighted (Mermaid classDef and class lines): the exported text. */
export function highlighted(source: string, value: StateValue | undefined): string {
  if (value === undefined) return source;
  const { leaves, parents } = activeIds(value);
  return [
    withHighlightStyles(source),
    ...(parents.length ? [`  class ${parents.join(',')} ${ACTIVE_PARENT_CLASS}`] : []),
    `  class ${leaves.join(',')} ${ACTIVE_CLASS}`,
  ].join('\n');
}

/** The Mermaid id of the state a drawn node or compound box stands for (its id is "<render id>-state-<id>-<n>"). */
export const nodeStateId = (elementId: string): string | null =>
  /-state-([A-Za-z0-9_]+)-\d+$/.exec(elementId)?.[1] ?? null;

/**
 * Moves the highlight on a drawn chart to `value`, as Mermaid's `class` lines would have put it: the class
 * `active` on the active leaves' nodes, `activeParent` on the boxes of the compound states that hold them.
 * Changing a state's class costs a style pass; drawing the chart again cost about a second of a slow phone's CPU.
 */
export function applyHighlight(svg: Element, value: StateValue | undefined): void {
  const { leaves, parents } = activeIds(value);
  const lit = new Set(leaves);
  const holding = new Set(parents);
  for (const element of svg.querySelectorAll('g.node[id], g.statediagram-cluster[id]')) {
    const id = nodeStateId(element.id);
    element.classList.toggle(ACTIVE_CLASS, id !== null && lit.has(id));
    element.classList.toggle(ACTIVE_PARENT_CLASS, id !== null && holding.has(id));
  }
}
