/**
 * A page's flow: the machine (with its live implementations) as an actor for the page's lifetime, whose
 * emitted intents (navigate, toast, redirect) the root performs — the one mechanism for every flow. The
 * running flow is registered with the root (the /flows page highlights its state).
 */
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import { useRoot } from './root-context';
import type { Effect } from './root';

const EFFECTS = ['navigate', 'toast', 'redirect'] as const;

export function useFlow<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>): ActorRefFrom<M> {
  const root = useRoot();
  const actor = useActorRef(machine, input === undefined ? undefined : ({ input } as never));
  useEffect(() => {
    const subscriptions = EFFECTS.map((type) => actor.on(type as never, (e: unknown) => root.perform(e as Effect)));
    const untrack = root.track(actor);
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      untrack();
    };
  }, [actor, root]);
  return actor as ActorRefFrom<M>;
}
