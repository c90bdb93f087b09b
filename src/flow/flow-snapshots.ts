/**
 * The flows of a server-rendered page, on both sides (design "First screen from the server"):
 * - on the server, `serverFlows()` keeps the request's running flows by machine id. A page's useFlow gets
 *   its actor from here, started at once with the live implementations over the server's in-process API,
 *   and suspends until the flow has settled (no call in flight, no `loading` tag; at most SETTLE_MS), so
 *   the HTML shows the data. After the render their persisted snapshots go into the page
 *   (`persisted()`), and the actors stop.
 * - in the browser, `hydratingFlows(snapshots)` hands each flow its server snapshot once: the page's first
 *   render is the server's (no second request for the same data, no hydration mismatch); later mounts of the
 *   same page start afresh.
 */
import { createActor, type Actor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

/** How long the server waits for a flow's data before rendering what it has (its loading state). */
export const SETTLE_MS = 1500;

export type PersistedFlows = Record<string, unknown>;

export interface ServerFlows {
  readonly side: 'server';
  /** The running flow of `machine` (created and started on the first ask). */
  actorFor<M extends AnyStateMachine>(machine: M, input: unknown): Actor<M>;
  /** Settles when the flow has no call in flight and no `loading` tag (or after SETTLE_MS). */
  settled(actor: AnyActorRef): Promise<void>;
  /**
   * The persisted snapshots of the flows that rendered, by machine id — only settled ones: a flow waiting on
   * a call the server would not make starts afresh in the browser, in the same state the server rendered.
   */
  persisted(): PersistedFlows;
  /** Ends every wait at once: a call the server will not make was asked for (the browser makes it). */
  release(): void;
  stopAll(): void;
}

export interface HydratingFlows {
  readonly side: 'browser';
  /**
   * The server's snapshot of the flow `id` until a flow started from it has mounted: a render that suspends
   * during hydration (a lazy page, a catalog) creates its flows again, and they must start there too.
   */
  peek(id: string): unknown;
  /** A flow started from the server's snapshot has mounted: later ones of `id` start afresh. */
  consumed(id: string): void;
}

export type FlowSnapshots = ServerFlows | HydratingFlows;

/** A promise that React's use() reads as settled once it has (a thenable with its status). */
function tracked(promise: Promise<void>): Promise<void> {
  const thenable = promise as Promise<void> & { status?: string; value?: undefined };
  thenable.status = 'pending';
  void promise.then(() => Object.assign(thenable, { status: 'fulfilled', value: undefined }));
  return promise;
}

/** A promise actor still running among the snapshot's children. */
function callInFlight(snapshot: AnyMachineSnapshot): boolean {
  return Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).some((child) => {
    if (!child) return false;
    const logic = (child as { logic?: object }).logic;
    return child.getSnapshot().status === 'active' && !(logic && 'root' in logic);
  });
}

/** A flow is busy while it is running and has a call in flight or the `loading` tag. */
export function busy(snapshot: AnyMachineSnapshot): boolean {
  return snapshot.status === 'active' && (snapshot.hasTag('loading') || callInFlight(snapshot));
}

/** Resolves once `actor` is not busy (checked on every change), or after `ms`, or when `released` settles. */
export function whenSettled(actor: AnyActorRef, ms = SETTLE_MS, released?: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, ms);
    const check = () => {
      if (!busy(actor.getSnapshot() as AnyMachineSnapshot)) finish();
    };
    const subscription = actor.subscribe({ next: check, error: finish, complete: finish });
    void released?.then(finish);
    check();
  });
}

export function serverFlows(settleMs = SETTLE_MS): ServerFlows {
  const actors = new Map<string, Actor<AnyStateMachine>>();
  const settling = new WeakMap<AnyActorRef, Promise<void>>();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    side: 'server',
    actorFor<M extends AnyStateMachine>(machine: M, input: unknown) {
      let actor = actors.get(machine.id);
      if (!actor) {
        actor = createActor(machine, input === undefined ? undefined : ({ input } as never));
        // A flow's failure renders as its failed state; nothing may throw out of the render.
        actor.subscribe({ error: () => undefined });
        actor.start();
        actors.set(machine.id, actor);
      }
      return actor as Actor<M>;
    },
    settled(actor) {
      let pending = settling.get(actor);
      if (!pending) {
        pending = tracked(whenSettled(actor, settleMs, released));
        settling.set(actor, pending);
      }
      return pending;
    },
    persisted() {
      const out: PersistedFlows = {};
      // By id: the order the flows started in depends on timing (which call answered first), the page must not.
      for (const [id, actor] of [...actors].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const snapshot = actor.getSnapshot();
        if (snapshot.status === 'active' && !busy(snapshot)) out[id] = actor.getPersistedSnapshot();
      }
      return out;
    },
    release: () => release(),
    stopAll() {
      for (const actor of actors.values()) actor.stop();
      actors.clear();
    },
  };
}

interface DelayNode {
  readonly id: string;
  readonly config: { readonly after?: Record<string, unknown> };
}

/**
 * Starts again the delayed transitions (`after`) of the states a flow was restored in. XState restores a
 * persisted snapshot without re-entering its states, so their timers (the big-win ticker's step) would never
 * fire; each is scheduled anew, under the id its state's exit cancels, with its full delay.
 */
export function resumeDelays(actor: Actor<AnyStateMachine>): void {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot & { _nodes?: readonly DelayNode[] };
  const delays = (actor.logic.implementations?.delays ?? {}) as Record<string, unknown>;
  for (const node of snapshot._nodes ?? []) {
    for (const key of Object.keys(node.config.after ?? {})) {
      const named = delays[key];
      const ms = Number.isNaN(Number(key))
        ? typeof named === 'function'
          ? (named as (args: { context: unknown; event: unknown }) => number)({
              context: snapshot.context,
              event: { type: 'xstate.resume' },
            })
          : named
        : Number(key);
      if (typeof ms !== 'number') continue;
      const type = `xstate.after.${key}.${node.id}`;
      actor.system.scheduler.schedule(actor, actor, { type }, ms, type);
    }
  }
}

export function hydratingFlows(snapshots: PersistedFlows): HydratingFlows {
  const left = new Map(Object.entries(snapshots));
  return {
    side: 'browser',
    peek: (id) => left.get(id),
    consumed: (id) => void left.delete(id),
  };
}
