/**
 * The states of the running flows, read from the root's registry of running actors (and their children,
 * e.g. the session's heartbeat), kept current as snapshots change; and the Mermaid lines that highlight them.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AnyActorRef, StateValue } from 'xstate';
import type { AppRoot } from '../../app/root';
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

/** The diagram with the active states highlighted (Mermaid classDef and class lines). */
export function highlighted(source: string, value: StateValue | undefined): string {
  const mermaid = source;
  if (value === undefined) return mermaid;
  const paths = activePaths(value);
  const isParent = (path: string[]) =>
    paths.some((other) => other.length > path.length && path.every((key, i) => other[i] === key));
  const leaves = paths.filter((path) => !isParent(path)).map((path) => mermaidId({ path }));
  const parents = paths.filter(isParent).map((path) => mermaidId({ path }));
  return [
    mermaid,
    `  classDef ${ACTIVE_CLASS} fill:#f5c542,color:#1b1b1b,stroke:#ffffff,stroke-width:2px,font-weight:bold`,
    ...(parents.length
      ? [
          `  classDef ${ACTIVE_PARENT_CLASS} stroke:#f5c542,stroke-width:3px`,
          `  class ${parents.join(',')} ${ACTIVE_PARENT_CLASS}`,
        ]
      : []),
    `  class ${leaves.join(',')} ${ACTIVE_CLASS}`,
  ].join('\n');
}
