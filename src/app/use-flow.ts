/**
 * A page's flow — the one way a view runs a machine: `useFlow(liveFooMachine, input)`, where the live
 * factory (src/actors/<flow>.actors.ts) takes the FlowPort (the app root) and returns the machine with its
 * live implementations; a factory needing more than the port is wrapped at the call,
 * `useFlow((port) => liveDepositMachine(port, user.id), input)`. The factory runs once per mounted
 * component (later renders reuse its machine). The machine runs as an actor for the page's lifetime,
 * whose emitted intents (navigate, toast, redirect) the root performs — the one mechanism for every flow.
 * The running flow is registered with the root (the /flows page highlights its state).
 *
 * The intents are wired in a layout effect: it runs before useActorRef's passive effect starts the actor, so
 * nothing a flow emits while entering its first state is lost (the social-login return cleans the address
 * bar at once), and it runs again whenever the actor is restarted (StrictMode), which drops its listeners.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import type { FlowPort } from '../actors/port';
import type { Effect } from './root';
import { useRoot } from './root-context';

const EFFECTS = ['navigate', 'toast', 'redirect'] as const;

export function useFlow<M extends AnyStateMachine>(live: (port: FlowPort) => M, input?: InputFrom<M>): ActorRefFrom<M> {
  const root = useRoot();
  const [machine] = useState(() => live(root));
  const actor = useActorRef(machine, input === undefined ? undefined : ({ input } as never));
  useLayoutEffect(() => {
    const subscriptions = EFFECTS.map((type) => actor.on(type as never, (e: unknown) => root.perform(e as Effect)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, root]);
  useEffect(() => root.track(actor), [actor, root]);
  return actor as ActorRefFrom<M>;
}
