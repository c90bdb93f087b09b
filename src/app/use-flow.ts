/**
 * A page's flow — the one way a view runs a machine: `useFlow(liveFooMachine, input)`, where the live
 * factory (src/actors/<flow>.actors.ts) takes the FlowPort (the app root) and returns the machine with its
 * live implementations; a factory needing more than the port is wrapped at the call,
 * `useFlow((port) => liveDepositMachine(port, user.id), input)`. The factory runs once per mounted
 * component (later renders reuse its machine). The machine runs as an actor for the page's lifetime,
 * whose emitted intents (navigate, toast, redirect) the root performs — the one mechanism for every flow.
 * The running flow is registered with the root (the /flows page highlights its state).
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
import { useEffect, useLayoutEffect, useState } from 'react';
import { createActor, type Actor, type ActorRefFrom, type AnyStateMachine, type InputFrom } from 'xstate';
import type { FlowPort } from '../actors/port';
import type { Effect } from './root';
import { useRoot } from './root-context';

const EFFECTS = ['navigate', 'toast', 'redirect'] as const;

export function useFlow<M extends AnyStateMachine>(live: (port: FlowPort) => M, input?: InputFrom<M>): ActorRefFrom<M> {
  const root = useRoot();
  const [machine] = useState(() => live(root));
  const actor = useRemountableActor(machine, input);
  useLayoutEffect(() => {
    const subscriptions = EFFECTS.map((type) => actor.on(type as never, (e: unknown) => root.perform(e as Effect)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, root]);
  useEffect(() => root.track(actor), [actor, root]);
  return actor as ActorRefFrom<M>;
}

/** Stops scheduled by an unmount, cancelled by a remount of the same component within the task. */
const pendingStops = new WeakMap<Actor<AnyStateMachine>, ReturnType<typeof setTimeout>>();

/** The component's actor of `machine`: started on mount, stopped a task after the last unmount. */
function useRemountableActor<M extends AnyStateMachine>(machine: M, input: InputFrom<M> | undefined): Actor<M> {
  const [actor] = useState(
    () => createActor(machine, input === undefined ? undefined : ({ input } as never)) as Actor<M>,
  );
  useEffect(() => {
    const pending = pendingStops.get(actor);
    if (pending !== undefined) {
      clearTimeout(pending);
      pendingStops.delete(actor);
    }
    actor.start();
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
