/**
 * The "reveal then receive" chart that Christmas, New Year and AgentCount share: a page that
 * reads its data, offers actions only when the server would take them, runs one at a time, shows what an action
 * drew (the revealed prize) and credits what the server credited. `revealReceiveMachine(spec)` builds a flow's
 * machine from what differs — its id, its read, its action events, how an answer changes the data, what it
 * reveals and what the toasts say; the states, tags and transitions are the same for every page.
 *
 * States:
 * - loading (the `load` actor) → ready | failed (`<id>.retry`).
 * - ready: an action event → acting, only when the server would take it (`can`, guard canAct); anything else
 *   (a second tap, a box already open, outside the season) is ignored. `<id>.reload` → refreshing.
 * - acting (one call at a time, `act`, with the action's Idempotency-Key: the same action tapped again after
 *   a failure without the server's answer reuses it, machines/intent-key.ts): success → ready with the data it answers (`apply`), what it drew is
 *   `revealed` (`revealOf`, until the next action), a toast says what happened (`done`); a credit's balances go
 *   to the session (reportBalances) and the dots are refreshed. With a reveal animation (`reveal`), an answer that
 *   reveals a prize goes to revealing instead. Failure: its message in a toast → refreshing.
 * - revealing (only with `reveal`): the animation uncovers `revealed`; `reveal.done` or the delay `reveal` →
 *   ready, with a toast naming the prize. Taps are ignored meanwhile.
 * - refreshing (the `load` actor again): the shown data stays, a failure keeps it; `keepRevealed` says whether
 *   the revealed prize still shows in the new data.
 *
 * Emitted: toast { message, tone }. Actors: the read (→ View), act (Action → Outcome). Actions provided by the
 * app: reportBalances ({ balances }: null when nothing was credited), refreshDots.
 */
import {
  assign,
  emit,
  fromPromise,
  setup,
  type AnyStateMachine,
  type EventObject,
  type MetaObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type StateMachine,
  type ToChildren,
} from 'xstate';
import { claimFailure } from './activity-claim.rules';
import { intentAfterFailure, intentFor, type Intent, type Keyed } from './intent-key';
import type { MachineMeta } from './machine-meta';
import { errorMessage, type Message } from './message';
import type { PrizeItem } from './promotions-constants';

/** A player's balances after a credit. */
export interface Balances {
  readonly coin: number;
  readonly lottery: number;
}

/** What every action's answer carries besides the page's data: what it gave, and the balances it credited. */
export interface RevealOutcome {
  readonly award: readonly PrizeItem[];
  readonly balances: Balances | null;
}

export interface RevealContext<View, Action, Revealed> {
  view: View | null;
  /** The action asked for: set on the tap, cleared at rest. */
  pending: Action | null;
  /** What the last action drew (shown until the next action). */
  revealed: Revealed | null;
  error: Message | null;
  /**
   * The action asked and its Idempotency-Key (machines/intent-key.ts): made on the tap, kept when the call's
   * outcome is unknown (the same action tapped again after the refresh asks it again, with the same key),
   * dropped once the server answered it (success or its own refusal): the next tap is a new intent.
   */
  intent: Intent<Action> | null;
}

export type RevealEmitted = { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

/** The action events of a map of action makers: `{ 'box.open': (e: { id: number }) => … }` → `{ type: 'box.open'; id }`. */
export type ActionEventOf<M> = {
  [K in keyof M & string]: M[K] extends (event: infer P) => unknown
    ? unknown extends P
      ? { type: K }
      : { type: K } & P
    : { type: K };
}[keyof M & string];

/** Every event of a flow: retry, reload, the end of a reveal, and its action events. */
export type RevealEvent<Id extends string, E> =
  { type: `${Id}.retry` } | { type: `${Id}.reload` } | { type: 'reveal.done' } | E;

/** What makes one "reveal then receive" flow: the rest of the chart is the same for each. */
export interface RevealReceiveSpec<
  Id extends string,
  Load extends string,
  View,
  Action,
  Outcome extends RevealOutcome,
  Revealed,
  Makers extends Record<string, (event: never) => Action>,
> {
  readonly id: Id;
  /** What the machine is for, and what the /flows page and docs/flows read beside its states (machine-meta.ts). */
  readonly description: string;
  readonly meta: MachineMeta;
  /** The actor that reads the page's data (loading and refreshing), and the invoke id of the refresh. */
  readonly load: Load;
  readonly refreshId: string;
  /** The action events in the order the chart lists them, and the action each one asks for. */
  readonly actions: Makers;
  /** Whether the server would take the action now (a button is offered only then). */
  readonly can: (view: View | null, action: Action) => boolean;
  /** The data once an action's answer is in. */
  readonly apply: (view: View | null, outcome: Outcome) => View | null;
  /** What the answer revealed (given the data it leaves), null when nothing. */
  readonly revealOf: (action: Action | null, outcome: Outcome, view: View | null) => Revealed | null;
  /** The revealed prize kept after a refresh (default: kept as it is). */
  readonly keepRevealed?: (revealed: Revealed | null, view: View) => Revealed | null;
  /** What the toast says after an action that did not go through the reveal. */
  readonly done: (action: Action | null, outcome: Outcome) => Message;
  /** A reveal animation between the answer and rest: its longest time and the toast once it ends. */
  readonly reveal?: {
    readonly ms: number;
    readonly won: (revealed: Revealed | null) => Message;
    readonly description: string;
  };
  /** The states' descriptions (the diagrams and /flows show them). */
  readonly descriptions: {
    readonly loading: string;
    readonly failed: string;
    readonly ready: string;
    readonly acting: string;
    readonly refreshing: string;
  };
}

/** The states of the chart (revealing only with a reveal animation). */
export type RevealState = 'loading' | 'failed' | 'ready' | 'acting' | 'revealing' | 'refreshing';

type RevealActor<Load extends string, View, Action, Outcome> =
  | { src: Load; logic: PromiseActorLogic<View, void>; id: string | undefined }
  | { src: 'act'; logic: PromiseActorLogic<Outcome, Action & Keyed>; id: string | undefined };

/** The type of a flow's machine: what `setup(…).createMachine(…)` gives for its types and this chart. */
export type RevealReceiveMachine<
  Id extends string,
  Load extends string,
  View,
  Action,
  Outcome,
  Revealed,
  E extends EventObject,
> = StateMachine<
  RevealContext<View, Action, Revealed>,
  RevealEvent<Id, E>,
  ToChildren<RevealActor<Load, View, Action, Outcome>>,
  RevealActor<Load, View, Action, Outcome>,
  | { type: 'assignPending'; params: undefined }
  | { type: 'reportBalances'; params: { balances: Balances | null } }
  | { type: 'refreshDots'; params: undefined },
  { type: 'canAct'; params: undefined } | { type: 'revealsPrize'; params: undefined },
  'reveal',
  RevealState,
  string,
  NonReducibleUnknown,
  NonReducibleUnknown,
  RevealEmitted,
  MetaObject,
  { id: Id; states: { [S in RevealState]: object } }
>;

const placeholder = async (): Promise<never> => {
  throw new Error('provided by the app');
};

/** A flow's spec as the chart reads it: names and functions over data it does not look into. */
type AnySpec = RevealReceiveSpec<
  string,
  string,
  unknown,
  unknown,
  RevealOutcome,
  unknown,
  Record<string, (event: never) => unknown>
>;

/** What an action's answer leaves: the data after it and what it revealed. */
interface Settled {
  readonly view: unknown;
  readonly revealed: unknown;
}

/**
 * The machine of one "reveal then receive" flow (see the header).
 *
 * Why a function and not one machine varied through `.provide()`: what differs between the flows is structure,
 * which `.provide()` cannot change — the machine's id, its event names (`christmas.retry`, `box.open`, …), the
 * names of its read and of the refresh's invocation (`xstate.done.actor.loadChristmas`), the states'
 * descriptions, and whether a revealing state and its delay exist at all. The implementations (the read, `act`,
 * reportBalances, refreshDots) are provided by the app as for any machine.
 *
 * The chart is written once over its flows' data as `unknown` (it only passes it to the functions of its `spec`
 * argument); this signature gives each flow its own types: its context, its events, its actors and actions by name.
 */
export function revealReceiveMachine<
  Id extends string,
  Load extends string,
  View,
  Action,
  Outcome extends RevealOutcome,
  Revealed,
  Makers extends Record<string, (event: never) => Action>,
>(
  spec: RevealReceiveSpec<Id, Load, View, Action, Outcome, Revealed, Makers>,
): RevealReceiveMachine<Id, Load, View, Action, Outcome, Revealed, ActionEventOf<Makers>>;
export function revealReceiveMachine(spec: AnySpec): AnyStateMachine {
  const actionOf = (event: { type: string }): unknown =>
    Object.hasOwn(spec.actions, event.type) ? spec.actions[event.type]!(event as never) : null;

  /**
   * An answer's data and reveal, worked out once per answer and the context it lands on: the revealsPrize guard
   * and the actions of the transition it picks read the same result (both get the same context and event).
   */
  const settledBy = new WeakMap<object, WeakMap<object, Settled>>();
  const settledOf = (context: RevealContext<unknown, unknown, unknown>, event: { output: RevealOutcome }): Settled => {
    const byEvent = settledBy.get(context) ?? new WeakMap<object, Settled>();
    settledBy.set(context, byEvent);
    let settled = byEvent.get(event);
    if (!settled) {
      const view = spec.apply(context.view, event.output);
      settled = { view, revealed: spec.revealOf(context.pending, event.output, view) };
      byEvent.set(event, settled);
    }
    return settled;
  };
  const outcomeEvent = (event: unknown) => event as { output: RevealOutcome };

  const credited = [
    {
      type: 'reportBalances',
      params: ({ event }: { event: { output: RevealOutcome } }) => ({ balances: event.output.balances }),
    },
    'refreshDots',
  ] as const;
  const toActing = { guard: 'canAct', target: 'acting', actions: 'assignPending' } as const;

  const chart = setup({
    types: {
      context: {} as RevealContext<unknown, unknown, unknown>,
      events: {} as { type: string },
      emitted: {} as RevealEmitted,
    },
    actors: {
      [spec.load]: fromPromise<unknown, void>(placeholder),
      act: fromPromise<RevealOutcome, unknown>(placeholder),
    } as Record<string, PromiseActorLogic<unknown, unknown>>,
    actions: {
      assignPending: assign({ pending: ({ event }) => actionOf(event), revealed: null }),
      /** The balances after a credit to the session (nothing when the action credited nothing). */
      reportBalances: (_, _params: { balances: Balances | null }) => {},
      refreshDots: () => {},
    },
    guards: {
      canAct: ({ context, event }) => {
        const action = actionOf(event);
        return action !== null && spec.can(context.view, action);
      },
      revealsPrize: ({ context, event }) => settledOf(context, outcomeEvent(event)).revealed !== null,
    },
    // The reveal's delay exists only where the chart has a revealing state.
    delays: (spec.reveal ? { reveal: spec.reveal.ms } : {}) as { reveal: number },
  });

  /** The reveal animation's state, in flows that have one. */
  const revealing =
    spec.reveal &&
    chart.createStateConfig({
      description: spec.reveal.description,
      tags: ['busy', 'revealing'],
      on: { 'reveal.done': 'ready' },
      after: { reveal: 'ready' },
      exit: [
        chart.emit(({ context }) => ({
          type: 'toast' as const,
          message: spec.reveal!.won(context.revealed),
          tone: 'success' as const,
        })),
        chart.assign({ pending: null }),
      ],
    });

  return chart.createMachine({
    id: spec.id,
    description: spec.description,
    meta: spec.meta,
    context: { view: null, pending: null, revealed: null, error: null, intent: null },
    initial: 'loading',
    states: {
      loading: {
        description: spec.descriptions.loading,
        tags: ['loading'],
        invoke: {
          id: spec.load,
          src: spec.load,
          onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      failed: {
        description: spec.descriptions.failed,
        tags: ['error'],
        on: { [`${spec.id}.retry`]: 'loading' },
      },
      ready: {
        description: spec.descriptions.ready,
        on: {
          ...Object.fromEntries(Object.keys(spec.actions).map((type) => [type, toActing])),
          [`${spec.id}.reload`]: 'refreshing',
        },
      },
      acting: {
        description: spec.descriptions.acting,
        tags: ['busy'],
        entry: assign({ intent: ({ context }) => intentFor(context.intent, context.pending) }),
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => ({
            ...(context.pending as object),
            idempotencyKey: (context.intent as Intent).key,
          }),
          onDone: [
            ...(revealing
              ? [
                  {
                    guard: 'revealsPrize' as const,
                    target: 'revealing',
                    actions: [
                      chart.assign(({ context, event }) => ({
                        ...settledOf(context, outcomeEvent(event)),
                        intent: null,
                      })),
                      ...credited,
                    ],
                  },
                ]
              : []),
            {
              target: 'ready',
              actions: [
                emit(({ context, event }) => ({
                  type: 'toast' as const,
                  message: spec.done(context.pending, outcomeEvent(event).output),
                  tone: 'success' as const,
                })),
                assign(({ context, event }) => ({
                  ...settledOf(context, outcomeEvent(event)),
                  pending: null,
                  intent: null,
                })),
                ...credited,
              ],
            },
          ],
          onError: {
            target: 'refreshing',
            actions: [
              emit(({ event }) => ({
                type: 'toast' as const,
                message: claimFailure(event.error),
                tone: 'error' as const,
              })),
              assign(({ context, event }) => ({
                pending: null,
                intent: intentAfterFailure(context.intent, event.error),
              })),
            ],
          },
        },
      },
      ...(revealing && { revealing }),
      refreshing: {
        description: spec.descriptions.refreshing,
        tags: ['busy'],
        invoke: {
          id: spec.refreshId,
          src: spec.load,
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              view: event.output,
              revealed: spec.keepRevealed ? spec.keepRevealed(context.revealed, event.output) : context.revealed,
            })),
          },
          onError: { target: 'ready' },
        },
      },
    },
  });
}
