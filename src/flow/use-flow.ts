/**
 * A page's flow — the one way a view runs a machine: `useFlow(liveFooMachine, input)`, where the live
 * factory (src/actors/<flow>.actors.ts) takes the FlowPort (the app root) and returns the machine with its
 * live implementations; a factory needing more than the port is wrapped at the call,
 * `useFlow((port) => liveDepositMachine(port, user.id), input)`. The factory runs once per mounted
 * component (later renders reuse its machine). The machine runs as an actor for the page's lifetime,
 * whose emitted intents (navigate, toast, redirect) the root performs — the one mechanism for every flow.
 * The running flow is registered with the root (the /flows page highlights its state). Inside a session area
 * (src/flow/session-area.tsx: the withdraw-only pages) the factory gets the area's port instead of the root.
 *
 * The intents are wired in a layout effect: it runs before the passive effect starts the actor, so nothing a
 * flow emits while entering its first state is lost (the social-login return cleans the address bar at once).
 *
 * A remount keeps the running flow. StrictMode (every development build) unmounts and remounts each component
 * once, and @xstate/react's useActorRef answers that by stopping the actor — which aborts its calls in flight
 * — and restarting it from the persisted snapshot: the aborted call's rejection (an AbortedError) then lands
 * in the restarted actor, whose promise child is "active" again, and the page shows its failure although the
 * server answered 200. So the flow's stop is deferred by a task and a remount within it cancels the stop: the
 * first call runs once and its answer is kept. (A component hidden longer than that, as React's Activity
 * does, would come back with a stopped flow; the app does not hide pages that way.)
 */
import { use, useEffect, useLayoutEffect, useState } from 'react';
import { createActor, type Actor, type ActorRefFrom, type AnyStateMachine, type InputFrom } from 'xstate';
import type { FlowPort } from '../actors/port';
import { resumeDelays, type FlowSnapshots } from './flow-snapshots';
import type { Effect } from './root';
import { useRoot } from './root-context';
import { useSessionArea } from './session-area';

const EFFECTS = ['navigate', 'toast', 'redirect'] as const;

export function useFlow<M extends AnyStateMachine>(
  live: (port: FlowPort) => M,
  input?: InputFrom<M>,
  /** A page that performs some of the flow's intents itself answers true for those (the withdraw-only page). */
  intercept?: (effect: Effect) => boolean,
): ActorRefFrom<M> {
  const root = useRoot();
  // Inside a session area (the withdraw-only pages) the flow calls and navigates on the area's port.
  const port = useSessionArea()?.port ?? root;
  const [machine] = useState(() => live(port));
  const actor = useRemountableActor(machine, input, root.flows);
  const [own] = useState(() => intercept);
  useLayoutEffect(() => {
    const subscriptions = EFFECTS.map((type) =>
      actor.on(type as never, (e: unknown) => {
        if (!own?.(e as Effect)) port.perform(e as Effect, 'page');
      }),
    );
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, port, own]);
  useEffect(() => root.track(actor), [actor, root]);
  return actor as ActorRefFrom<M>;
}

/** Flows created from a server snapshot, not started yet (their timers start again then: resumeDelays). */
const restored = new WeakSet<Actor<AnyStateMachine>>();

/** Stops scheduled by an unmount, cancelled by a remount of the same component within the task. */
const pendingStops = new WeakMap<Actor<AnyStateMachine>, ReturnType<typeof setTimeout>>();

/**
 * The component's actor of `machine`: started on mount, stopped a task after the last unmount. On the server
 * it is the request's running flow, and the render waits until it has settled (src/flow/flow-snapshots.ts); in
 * a browser hydrating a server page it starts from the server's snapshot.
 */
function useRemountableActor<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M> | undefined,
  flows: FlowSnapshots | undefined,
): Actor<M> {
  const [actor] = useState(() => {
    if (flows?.side === 'server') return flows.actorFor(machine, input);
    const snapshot = flows?.peek(machine.id);
    const options = { ...(input === undefined ? {} : { input }), ...(snapshot === undefined ? {} : { snapshot }) };
    const created = createActor(machine, options as never) as Actor<M>;
    if (snapshot !== undefined) restored.add(created);
    return created;
  });
  if (flows?.side === 'server') use(flows.settled(actor));
  useEffect(() => {
    if (flows?.side === 'browser') flows.consumed(machine.id);
  }, [flows, machine.id]);
  useEffect(() => {
    const pending = pendingStops.get(actor);
    if (pending !== undefined) {
      clearTimeout(pending);
      pendingStops.delete(actor);
    }
    actor.start();
    if (restored.delete(actor)) resumeDelays(actor);
    return () => {
      pendingStops.set(
        actor,
        setTimeout(() => {
          pendingStops.delete(actor);
          actor.stop();
        }, 0),
      );
    };
  }, [actor]);
  return actor;
}
