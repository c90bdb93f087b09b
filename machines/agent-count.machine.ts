/**
 * agentCount — the AgentCount page /activity/agentCount and /lobby/activity/agentCount (issue 23 §1; spec §7
 * agent4*, appProxyUser4TaskUser*; §9 AgentCount 31; docs/promotions.md "AgentCount (type 31)", "Proxy share
 * tasks"). Each valid invite earns a scratch card; scratching asks the server, which draws, records and credits
 * the prize first, and the page then reveals that recorded prize (the scratch animation, skipped under reduced
 * motion); scratched cards earn lottery draws revealed the same way; milestones of valid invites and the share
 * tasks are received once. The reveal sits between the server's answer and rest, so the flow has a chart of its
 * own rather than the claim mechanism's.
 *
 * States:
 * - loading (agent4Data, agent4InviteRows, appProxyUser4TaskUser) → ready | failed (`agentCount.retry`).
 * - ready: `card.scratch`, `lottery.draw`, `award.receive`, `task.share`, `task.receive` → acting, only when the
 *   server would take it (canAgentCount); anything else (a second tap, a scratched card, outside the window) is
 *   ignored. `agentCount.reload` → refreshing.
 * - acting (one call at a time): a scratch or a draw → revealing with the prize the server recorded (as the state
 *   it answered shows it); a share → ready, the task showing its link to share; a receipt → ready with a toast. Credits' balances go to the
 *   session and the dots are refreshed at once. Failure: its message in a toast → refreshing.
 * - revealing: the scratch animation uncovers `revealed`; `reveal.done` (the animation ended, the player
 *   tapped to skip it, or reduced motion) or SCRATCH_REVEAL_MS → ready with a toast naming the prize. Taps
 *   are ignored meanwhile.
 * - refreshing (the three reads): the shown view stays, a failure keeps it.
 *
 * Emitted: toast { message, tone }. Actors: loadAgentCount (→ AgentCountView), act (AgentCountAction →
 * AgentCountOutcome). Actions provided by the app: reportBalances ({ balances }: null when nothing was
 * credited), refreshDots. Delay: scratchReveal (SCRATCH_REVEAL_MS).
 * Its data and rules are in machines/agent-count.rules.ts.
 * Implementations: src/actors/agent-count.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { claimFailure } from './activity-claim.rules';
import {
  canAgentCount,
  coinOf,
  revealOf,
  withOutcome,
  type Revealed,
  type AgentCountAction,
  type AgentCountOutcome,
  type AgentCountView,
} from './agent-count.rules';
import { SCRATCH_REVEAL_MS } from './constants';
import { plainMoney } from './deposit-constants';
import { errorMessage, message, type Message } from './message';

export interface AgentCountContext {
  view: AgentCountView | null;
  pending: AgentCountAction | null;
  /** The card scratched or the lottery draw made last, and the prize the server recorded for it. */
  revealed: Revealed | null;
  error: Message | null;
}

export type AgentCountEvent =
  | { type: 'agentCount.retry' }
  | { type: 'agentCount.reload' }
  | { type: 'card.scratch'; id: number }
  | { type: 'lottery.draw' }
  | { type: 'award.receive'; id: number }
  | { type: 'task.share'; taskType: number }
  | { type: 'task.receive'; taskType: number }
  | { type: 'reveal.done' };

export type AgentCountEmitted = { type: 'toast'; message: Message; tone?: 'info' | 'success' | 'error' };

const actionOf = (event: AgentCountEvent): AgentCountAction | null => {
  switch (event.type) {
    case 'card.scratch':
      return { kind: 'scratch', id: event.id };
    case 'lottery.draw':
      return { kind: 'lottery' };
    case 'award.receive':
      return { kind: 'award', id: event.id };
    case 'task.share':
      return { kind: 'share', type: event.taskType };
    case 'task.receive':
      return { kind: 'receive', type: event.taskType };
    default:
      return null;
  }
};

export const agentCountMachine = setup({
  types: {
    context: {} as AgentCountContext,
    events: {} as AgentCountEvent,
    emitted: {} as AgentCountEmitted,
  },
  actors: {
    loadAgentCount: fromPromise<AgentCountView, void>(async () => {
      throw new Error('provided by the app');
    }),
    act: fromPromise<AgentCountOutcome, AgentCountAction>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    assignPending: assign({ pending: ({ event }) => actionOf(event), revealed: null }),
    /** The balances after a credit to the session (nothing when the action credited nothing). */
    reportBalances: (_, _params: { balances: { coin: number; lottery: number } | null }) => {},
    refreshDots: () => {},
  },
  guards: {
    canAct: ({ context, event }) => {
      const action = actionOf(event);
      return action !== null && canAgentCount(context.view, action);
    },
    revealsPrize: ({ context, event }) =>
      'output' in event && revealOf(context.pending, event.output as AgentCountOutcome) !== null,
  },
  delays: { scratchReveal: SCRATCH_REVEAL_MS },
}).createMachine({
  id: 'agentCount',
  context: { view: null, pending: null, revealed: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'agent4Data, agent4InviteRows and appProxyUser4TaskUser: the programme, the invited, the tasks.',
      tags: ['loading'],
      invoke: {
        id: 'loadAgentCount',
        src: 'loadAgentCount',
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'AgentCount could not load: the failure and a retry button.',
      tags: ['error'],
      on: { 'agentCount.retry': 'loading' },
    },
    ready: {
      description: 'Scratch a card, draw the lottery, receive a milestone, share to a network, receive a task.',
      on: {
        'card.scratch': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'lottery.draw': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'award.receive': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'task.share': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'task.receive': { guard: 'canAct', target: 'acting', actions: 'assignPending' },
        'agentCount.reload': 'refreshing',
      },
    },
    acting: {
      description:
        'agent4Scratch / agent4Lottery / agent4Award / appProxyUser4TaskUserShare / …Receive — one call at a time.',
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.pending ?? { kind: 'lottery' as const },
        onDone: [
          {
            guard: 'revealsPrize',
            target: 'revealing',
            actions: [
              assign({
                view: ({ context, event }) => withOutcome(context.view, event.output),
                revealed: ({ context, event }) => revealOf(context.pending, event.output),
              }),
              { type: 'reportBalances', params: ({ event }) => ({ balances: event.output.balances }) },
              'refreshDots',
            ],
          },
          {
            target: 'ready',
            actions: [
              emit(({ event }) => ({
                type: 'toast' as const,
                message: event.output.shareUrl
                  ? message('agentCount.shared')
                  : message('agentCount.received', { amount: plainMoney(coinOf(event.output.award)) }),
                tone: 'success' as const,
              })),
              assign({ view: ({ context, event }) => withOutcome(context.view, event.output), pending: null }),
              { type: 'reportBalances', params: ({ event }) => ({ balances: event.output.balances }) },
              'refreshDots',
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
            assign({ pending: null }),
          ],
        },
      },
    },
    revealing: {
      description:
        'The scratch animation uncovers the prize the server recorded; it ends, is skipped, or reduced motion skips it.',
      tags: ['busy', 'revealing'],
      on: { 'reveal.done': 'ready' },
      after: { scratchReveal: 'ready' },
      exit: [
        emit(({ context }) => ({
          type: 'toast' as const,
          message: message('agentCount.won', { amount: plainMoney(coinOf(context.revealed?.award ?? [])) }),
          tone: 'success' as const,
        })),
        assign({ pending: null }),
      ],
    },
    refreshing: {
      description: 'The three reads again; the shown view stays, a failure keeps it.',
      tags: ['busy'],
      invoke: {
        id: 'refreshAgentCount',
        src: 'loadAgentCount',
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
    },
  },
});
