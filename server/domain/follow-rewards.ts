/**
 * Follow rewards (activity 21; docs/promotions.md): follow the configured social networks, a reward once per network.
 *
 * Reference-server rules:
 * - A network is a follow_reward_config row (task type 4, 13, 16 or 17) whose follow task is enabled in
 *   task_defs and names a social_media page. Its `link` is the player's tracked follow link of that task
 *   (/t/<code>, tasks.ts followLink — the same link the tasks page shows).
 * - Proof of following: opening the link records a task_events row of the network's type for the player
 *   (short-links.ts), then redirects to the network. `opened` is 1 once such a row exists (at any time).
 * - Claim once per network, for good: a follow_reward_claims row unique per (player, type) and the reward
 *   items credited in one transaction (coin 2001 / points 2002 through the ledger, kind 'follow_reward',
 *   ref '<user>:<type>'; other items are prop grants). The follow task's own reward is separate (tasks page).
 * - Failures: 1001 activity 21 closed, 1010 no such network, 1002 link never opened, 1003 already claimed.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { followLink } from './tasks';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];
type FollowType = Schemas['FollowType'];

interface NetworkRow {
  type: FollowType;
  rewards: string;
  task_id: number;
  name: string;
}

export interface FollowNetworkDef {
  readonly type: FollowType;
  readonly taskId: number;
  readonly name: string;
  readonly rewards: readonly PrizeItem[];
}

function parseRewards(json: string): PrizeItem[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((r: unknown) => {
    const item = r as { id?: unknown; count?: unknown };
    return Number.isSafeInteger(item.id) && Number.isSafeInteger(item.count) && (item.count as number) > 0
      ? [{ id: item.id as number, count: item.count as number }]
      : [];
  });
}

/** The configured networks in display order (a network needs an enabled follow task with a social page). */
export function followNetworks(deps: Pick<Deps, 'db'>): FollowNetworkDef[] {
  return sql<[], NetworkRow>(
    deps.db,
    `SELECT c.type, c.rewards, d.id AS task_id, m.name
       FROM follow_reward_config c
       JOIN task_defs d ON d.id = (SELECT MIN(id) FROM task_defs WHERE type = c.type AND enabled = 1)
       JOIN social_media m ON m.id = d.social_id
      ORDER BY c.sort, c.type`,
  )
    .all()
    .map((r) => ({ type: r.type, taskId: r.task_id, name: r.name, rewards: parseRewards(r.rewards) }));
}

function opened(deps: Pick<Deps, 'db'>, userId: number, type: number): boolean {
  return Boolean(
    sql<[number, number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM task_events WHERE user_id = ? AND type = ? LIMIT 1',
    ).get(userId, type),
  );
}

function received(deps: Pick<Deps, 'db'>, userId: number, type: number): boolean {
  return Boolean(
    sql<[number, number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM follow_reward_claims WHERE user_id = ? AND type = ?',
    ).get(userId, type),
  );
}

/** The follow-rewards state of a player (FollowRewardsUser); `origin` makes the links absolute. */
export function followRewardsUser(
  deps: Pick<Deps, 'db' | 'clock' | 'random'>,
  userId: number,
  origin: string,
): Schemas['FollowRewardsUser'] {
  return {
    networkList: followNetworks(deps).map((n) => ({
      type: n.type,
      name: n.name,
      link: `${origin}/t/${followLink(deps, userId, n.taskId)}`,
      rewards: [...n.rewards],
      opened: opened(deps, userId, n.type) ? 1 : 0,
      received: received(deps, userId, n.type) ? 1 : 0,
    })),
  };
}

const ALREADY = "This network's reward has already been received";

/** Claims one network's reward once; answers the credited items. */
export function receiveFollowReward(deps: Pick<Deps, 'db' | 'clock'>, userId: number, type: number): PrizeItem[] {
  if (!isActivityOpen(deps, ACTIVITY.FollowRewards))
    throw new Fail(ERRCODE.ActivityNotActive, 'Activity not active or ended');
  const network = followNetworks(deps).find((n) => n.type === type);
  if (!network) throw new Fail(ERRCODE.NothingToReceive, 'No such network to follow');
  const now = deps.clock.now();
  return deps.db.transaction((): PrizeItem[] => {
    if (received(deps, userId, type)) throw new Fail(ERRCODE.GiftClaimed, ALREADY);
    if (!opened(deps, userId, type)) throw new Fail(ERRCODE.NotEligible, 'Open the network through its link first');
    try {
      sql(deps.db, 'INSERT INTO follow_reward_claims (user_id, type, created_at) VALUES (?, ?, ?)').run(
        userId,
        type,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, ALREADY);
      throw error;
    }
    const ref = `${userId}:${type}`;
    for (const item of network.rewards) {
      const credited = creditItem(deps.db, {
        userId,
        item,
        kind: 'follow_reward',
        ledgerRef: ref,
        grantRef: ref,
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.GiftClaimed, ALREADY);
    }
    return [...network.rewards];
  })();
}
