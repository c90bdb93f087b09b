/**
 * The red dots of the player's pages (the left-side menu, the header, the member centre), from the session's
 * player data that the badges poll keeps fresh (machines/badges.machine.ts): mail when any mail is unread or
 * still holds an attachment (red0–red2, see the contract's MailStatus) or the server's mail flag is set;
 * tasks when an award is waiting (`dotFlags.hasTask` = canReceiveTaskAward). The one rule every dot follows.
 */
import { ACTIVITY } from '../contract/ids';
import type { PlayerData, UserInfo } from '../contract/types';

export interface PlayerDots {
  readonly mail: boolean;
  readonly task: boolean;
}

export function playerDots(player: PlayerData | null): PlayerDots {
  if (!player) return { mail: false, task: false };
  const { red0, red1, red2 } = player.mailStatus;
  return {
    mail: red0 + red1 + red2 > 0 || player.dotFlags.hasMail === 1,
    task: player.dotFlags.hasTask === 1,
  };
}

/** The header avatar's and desktop member entry's dot: the pages behind it hold a red dot. */
export function hasAnyDot(player: PlayerData | null): boolean {
  const dots = playerDots(player);
  return dots.mail || dots.task;
}

/**
 * The activity types the `hasAgent` dot marks (docs/promotions.md "The hasAgent dot"): the agent
 * programmes. The server sets the flag when one of them open to the player holds something to collect now.
 */
export const AGENT_DOT_TYPES: readonly number[] = [ACTIVITY.Agent, ACTIVITY.AgentCount, ACTIVITY.Agent5];

/** Whether an activity's entry (the activity centre) carries the red dot: the agent programmes' one rule. */
export const activityDot = (player: PlayerData | null, typeId: number): boolean =>
  player?.dotFlags.hasAgent === 1 && AGENT_DOT_TYPES.includes(typeId);

/** The set-superior entry applies only while the player has no superior. */
export const canSetSuperior = (user: UserInfo): boolean => user.pid === 0;
