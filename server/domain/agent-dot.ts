/**
 * The `hasAgent` red dot (dotFlags; docs/promotions.md "The hasAgent dot"): ONE rule, wherever the app
 * shows it. 1 when an agent programme open to the player holds something the player can collect now:
 * - the current agent activity (AgentCount 31 when open, else Agent 26) — for Agent, commission
 *   that reaches the minimum exchange, with a bound mobile (agent.ts agentCollectable); for AgentCount, a card
 *   to scratch, a lottery draw left, a milestone reached or a share task done (agent-count.ts agent4Collectable);
 * - Agent5 (41): a valid invite's reward or a reached tier not yet received (agent5.ts agent5Collectable).
 */
import { ACTIVITY } from '../../contract/ids';
import type { Deps } from '../context';
import { agentCollectable } from './agent';
import { agent4Collectable } from './agent-count';
import { agent5Collectable } from './agent5';

/** `active`: the activity ids open to the player (activityData's activityIds). */
export function hasAgentDot(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  active: ReadonlySet<number>,
): boolean {
  const current = active.has(ACTIVITY.AgentCount)
    ? ACTIVITY.AgentCount
    : active.has(ACTIVITY.Agent)
      ? ACTIVITY.Agent
      : null;
  if (current === ACTIVITY.Agent && agentCollectable(deps, userId)) return true;
  if (current === ACTIVITY.AgentCount && agent4Collectable(deps, userId)) return true;
  return active.has(ACTIVITY.Agent5) && agent5Collectable(deps, userId);
}
