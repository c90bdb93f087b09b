/**
 * The app's root: the session and toast actors (created once, outside React), and the one
 * place where machine intents become effects (`perform`: navigate, toast, redirect). Machines only emit.
 * The root is the FlowPort the live implementations use (src/actors/port.ts): `report` is the one way a
 * flow reaches the session actor.
 */
import { createActor, type ActorRefFrom, type AnyActorRef, type InspectionEvent } from 'xstate';
import type { SessionActor } from '../../machines/session.machine';
import { toastMachine } from '../../machines/toast.machine';
import type { Effect, FlowPort } from '../actors/port';
import { liveSessionMachine, sessionInput } from '../actors/session.actors';
import type { AppDeps } from './deps';
import type { FlowSnapshots } from './flow-snapshots';

export type { Effect } from '../actors/port';

/** How the app navigates: the active router's navigate (set by the router in app.tsx). */
export interface Navigator {
  navigate(to: string | number, options?: { replace?: boolean }): void;
}

export interface AppRoot extends FlowPort {
  readonly deps: AppDeps;
  readonly session: SessionActor;
  readonly toasts: ActorRefFrom<typeof toastMachine>;
  /** Performs an effect a machine emitted; `from` `page` when a page's flow emitted it (useFlow). */
  perform(effect: Effect, from?: 'page' | 'app'): void;
  /** The router registers itself here; navigations before that are kept and replayed. */
  setNavigator(navigator: Navigator | null): void;
  /** Running flows by machine id (the root actors and every page flow), for the /flows page. */
  readonly running: ReadonlyMap<string, AnyActorRef>;
  /** Registers a running flow; returns its unregistration. */
  track(actor: AnyActorRef): () => void;
  /** Subscribes to changes of `running`. */
  onRunningChange(listener: () => void): () => void;
  /** Server rendering or hydration of page flows (src/flow/flow-snapshots.ts); absent in a client-only start. */
  readonly flows?: FlowSnapshots;
}

export interface AppRootOptions {
  inspect?: (event: InspectionEvent) => void;
  /** The session's persisted snapshot from the server's HTML: the session starts there instead of booting. */
  sessionSnapshot?: unknown;
  flows?: FlowSnapshots;
  /**
   * The toast machine, when not the product's own: the view tests (tests/helpers/render.tsx) give it a longer
   * toast duration, so a slow run still sees a toast it looks for (how long a toast lasts is the toast machine's
   * own test, on a simulated clock).
   */
  toastLogic?: typeof toastMachine;
}

export function createAppRoot(deps: AppDeps, options: AppRootOptions = {}): AppRoot {
  const toasts = createActor(options.toastLogic ?? toastMachine, { inspect: options.inspect }).start();
  const session = createActor(liveSessionMachine(deps), {
    input: sessionInput(deps),
    inspect: options.inspect,
    ...(options.sessionSnapshot === undefined ? {} : { snapshot: options.sessionSnapshot as never }),
  });
  const running = new Map<string, AnyActorRef>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const track = (actor: AnyActorRef) => {
    const id = (actor as { logic?: { id?: string } }).logic?.id ?? actor.id;
    running.set(id, actor);
    changed();
    return () => {
      if (running.get(id) === actor) running.delete(id);
      changed();
    };
  };
  track(session);
  track(toasts);
  let navigator: Navigator | null = null;
  let pending: Effect[] = [];
  /** The toasts a page's flow showed in the current step (until the next microtask), by id. */
  let pageToastsThisStep: number[] = [];

  const perform = (effect: Effect, from: 'page' | 'app' = 'app') => {
    switch (effect.type) {
      case 'toast': {
        const before = toasts.getSnapshot().context.seq;
        toasts.send({ type: 'toast.show', message: effect.message, tone: effect.tone, owner: from });
        const added = toasts.getSnapshot().context.seq;
        if (from === 'page' && added !== before) {
          if (pageToastsThisStep.length === 0) queueMicrotask(() => (pageToastsThisStep = []));
          pageToastsThisStep.push(added);
        }
        return;
      }
      case 'redirect':
        deps.redirect(effect.url);
        return;
      case 'navigate':
        // A flow that shows a toast and navigates in one step ("Withdrawal submitted", then the order's page):
        // the toast is about the page it goes to, so it goes with it.
        if (from === 'page' && pageToastsThisStep.length > 0)
          toasts.send({ type: 'toast.carry', ids: pageToastsThisStep });
        if (!navigator) {
          pending.push(effect);
          return;
        }
        if (effect.to === 'back') navigator.navigate(-1);
        else navigator.navigate(effect.to, { replace: effect.replace });
    }
  };

  session.on('navigate', perform);
  session.on('toast', perform);
  session.start();

  return {
    deps,
    session,
    toasts,
    perform,
    report: (event) => session.send(event),
    sessionUser: () => session.getSnapshot().context.user,
    sessionPlayer: () => session.getSnapshot().context.player,
    running,
    track,
    ...(options.flows ? { flows: options.flows } : {}),
    onRunningChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setNavigator(next) {
      navigator = next;
      if (next) {
        const replay = pending;
        pending = [];
        replay.forEach((effect) => perform(effect));
      }
    },
  };
}
