/**
 * The chart is the shared "reveal then receive" one (machines/reveal-receive.ts): an action is taken only when
 * the server would take it (canAgentCount), so a second tap, a scratched card or a tap outside the window is
 * ignored rather than refused; one call at a time. A scratch or a draw reveals the prize the server already
 * recorded and credited (`revealing`, SCRATCH_REVEAL_MS at most, skipped under reduced motion), so the animation
 * never decides anything. A share leaves the task showing its link; a receipt toasts. Credits go to the session
 * and the dots are refreshed at once; a failure toasts and reads the state again.
 *
 * Its data and rules are in machines/agent-count.rules.ts. Implementations: src/actors/agent-count.actors.ts
 */
import type { SnapshotFrom } from 'xstate';
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
import { message } from './message';
import { revealReceiveMachine, type ActionEventOf, type RevealContext, type RevealEvent } from './reveal-receive';
import type { MachineMeta } from './machine-meta';

/** `revealed`: the card scratched or the lottery draw made last, and the prize the server recorded for it. */
export type AgentCountContext = RevealContext<AgentCountView, AgentCountAction, Revealed>;

/** The action events and the action each one asks for. */
const ACTIONS = {
  'card.scratch': (e: { id: number }): AgentCountAction => ({ kind: 'scratch', id: e.id }),
  'lottery.draw': (): AgentCountAction => ({ kind: 'lottery' }),
  'award.receive': (e: { id: number }): AgentCountAction => ({ kind: 'award', id: e.id }),
  'task.share': (e: { taskType: number }): AgentCountAction => ({ kind: 'share', type: e.taskType }),
  'task.receive': (e: { taskType: number }): AgentCountAction => ({ kind: 'receive', type: e.taskType }),
};

export type AgentCountEvent = RevealEvent<'agentCount', ActionEventOf<typeof ACTIONS>>;

export const agentCountMachine = revealReceiveMachine({
  id: 'agentCount',
  description:
    "The AgentCount page /activity/agentCount and /lobby/activity/agentCount. Each valid invite earns a scratch card; scratching asks the server, which draws, records and credits the prize first, and the page then reveals that recorded prize (the scratch animation, skipped under reduced motion); scratched cards earn lottery draws revealed the same way; milestones of valid invites and the share tasks are received once. The reveal sits between the server's answer and rest, so the flow has a chart of its own rather than the claim mechanism's.",
  meta: { emitted: ['toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  load: 'loadAgentCount',
  refreshId: 'refreshAgentCount',
  actions: ACTIONS,
  can: canAgentCount,
  apply: (view, outcome: AgentCountOutcome) => withOutcome(view, outcome),
  revealOf: (action, outcome) => revealOf(action, outcome),
  done: (_, outcome) =>
    outcome.shareUrl
      ? message('agentCount.shared')
      : message('agentCount.received', { amount: plainMoney(coinOf(outcome.award)) }),
  reveal: {
    ms: SCRATCH_REVEAL_MS,
    won: (revealed) => message('agentCount.won', { amount: plainMoney(coinOf(revealed?.award ?? [])) }),
    description:
      'The scratch animation uncovers the prize the server recorded; it ends, is skipped, or reduced motion skips it.',
  },
  descriptions: {
    loading: 'agent4Data, agent4InviteRows and appProxyUser4TaskUser: the programme, the invited, the tasks.',
    failed: 'AgentCount could not load: the failure and a retry button.',
    ready: 'Scratch a card, draw the lottery, receive a milestone, share to a network, receive a task.',
    acting: 'agent4Scratch / agent4Lottery / agent4Award / appProxyUser4TaskUserShare / …Receive — one call at a time.',
    refreshing: 'The three reads again; the shown view stays, a failure keeps it.',
  },
});

type AgentCountSnapshot = SnapshotFrom<typeof agentCountMachine>;

/** The cards that can be scratched now. */
export const selectScratchable = (s: AgentCountSnapshot): number[] =>
  (s.context.view?.state.cards ?? []).filter((c) => s.can({ type: 'card.scratch', id: c.id })).map((c) => c.id);

/** The lottery can be drawn now. */
export const selectCanDraw = (s: AgentCountSnapshot): boolean => s.can({ type: 'lottery.draw' });

/** The milestone awards that can be received now. */
export const selectReceivableAwards = (s: AgentCountSnapshot): number[] =>
  (s.context.view?.state.awards ?? []).filter((a) => s.can({ type: 'award.receive', id: a.id })).map((a) => a.id);

/** The share tasks whose reward can be received now (by network type). */
export const selectReceivableTasks = (s: AgentCountSnapshot): number[] =>
  (s.context.view?.tasks ?? []).filter((t) => s.can({ type: 'task.receive', taskType: t.type })).map((t) => t.type);

/** The share tasks that can be shared now (by network type). */
export const selectShareableTasks = (s: AgentCountSnapshot): number[] =>
  (s.context.view?.tasks ?? []).filter((t) => s.can({ type: 'task.share', taskType: t.type })).map((t) => t.type);
