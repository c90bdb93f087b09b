/**
 * Agent (activity 26; docs/promotions.md "Agent (type 26)"): commission on the team's bets.
 *
 * Reference-server rules:
 * - The team is counted in valid invites (valid-invites.ts): level 1 the player's valid invites, level 2 their
 *   valid invites, level 3 theirs. A member counts from `from`, the latest `validatedAt` of the chain of invites
 *   down to them; only their bets (game_rounds) placed from then on earn commission.
 * - Each level earns `rate` basis points (agent_levels, configuration) of its members' bets, floored per level:
 *   total commission = Σ levels floor(bets × rate / 10000); today's likewise over today's bets (the country's
 *   local day). Commission is never stored: it follows from the bets.
 * - Exchange turns the whole available commission (total − exchanged) into coin 1:1 while Agent is open, once
 *   it reaches agent_config.min_exchange. The exchange row (user, start = Σ earlier exchanges) is unique, and its
 *   ledger credit (kind 'agent_commission', ref '<user>:<start>') is written in the same transaction: each unit
 *   of commission is exchanged once, however many requests race.
 * - Errcodes: 1001 Agent not open, 1007 no bound mobile, 1010 nothing available, 1002 below the minimum,
 *   1003 a racing exchange took the same commission.
 */
import { ACTIVITY, ERRCODE, ITEM } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen } from './activities';
import { isConstraintError } from './activity-rewards';
import { localDay, localMidnight } from './activity-time';
import { post } from './ledger';
import { requireUser, shareUrl } from './users';
import { invitees, validInvites } from './valid-invites';

type Schemas = components['schemas'];

/** Ledger kind of an exchange. */
export const AGENT_LEDGER_KIND = 'agent_commission';
const MAX_INVITEES = 100;

interface Member {
  readonly userId: number;
  readonly level: number;
  /** Bets from this time count. */
  readonly from: number;
}

/** The valid members of the player's team, by level (1–3), each with the time its bets count from. */
export function teamOf(deps: Pick<Deps, 'db'>, userId: number): Member[] {
  const out: Member[] = [];
  let frontier: Member[] = [{ userId, level: 0, from: 0 }];
  for (let level = 1; level <= 3; level++) {
    const next: Member[] = [];
    for (const m of frontier) {
      for (const i of validInvites(deps, m.userId)) {
        next.push({ userId: i.userId, level, from: Math.max(m.from, i.validatedAt ?? 0) });
      }
    }
    out.push(...next);
    frontier = next;
  }
  return out;
}

export function agentRates(deps: Pick<Deps, 'db'>): { level: number; rate: number }[] {
  return sql<[], { level: number; rate: number }>(deps.db, 'SELECT level, rate FROM agent_levels ORDER BY level').all();
}

export function minExchange(deps: Pick<Deps, 'db'>): number {
  return sql<[], { m: number }>(deps.db, 'SELECT min_exchange AS m FROM agent_config WHERE id = 1').get()?.m ?? 1;
}

const betsBetween = (deps: Pick<Deps, 'db'>, userId: number, from: number, to: number): number =>
  to <= from
    ? 0
    : (sql<[number, number, number], { total: number }>(
        deps.db,
        'SELECT COALESCE(SUM(bet), 0) AS total FROM game_rounds WHERE user_id = ? AND created_at >= ? AND created_at < ?',
      ).get(userId, from, to)?.total ?? 0);

/** floor(bets × rate / 10000) without leaving the safe integers for any realistic bet total. */
export const commissionOf = (bets: number, rate: number): number =>
  Math.floor(bets / 10_000) * rate + Math.floor(((bets % 10_000) * rate) / 10_000);

export function exchangedTotal(deps: Pick<Deps, 'db'>, userId: number): number {
  return (
    sql<[number], { total: number }>(
      deps.db,
      'SELECT COALESCE(SUM(amount), 0) AS total FROM agent_exchanges WHERE user_id = ?',
    ).get(userId)?.total ?? 0
  );
}

interface Commission {
  readonly levels: Schemas['AgentLevel'][];
  readonly teamSize: number;
  readonly today: number;
  readonly total: number;
}

/** The player's team and commission now. */
export function commission(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): Commission {
  const now = deps.clock.now();
  const end = now + 1;
  const dayStart = todayStart(deps, now);
  const team = teamOf(deps, userId);
  const levels = agentRates(deps).map(({ level, rate }) => {
    const members = team.filter((m) => m.level === level);
    let totalBet = 0;
    let todayBet = 0;
    for (const m of members) {
      totalBet += betsBetween(deps, m.userId, m.from, end);
      todayBet += betsBetween(deps, m.userId, Math.max(m.from, dayStart), end);
    }
    return {
      level,
      rate,
      members: members.length,
      todayBet,
      totalBet,
      todayCommission: commissionOf(todayBet, rate),
      totalCommission: commissionOf(totalBet, rate),
    };
  });
  return {
    levels,
    teamSize: levels.reduce((n, l) => n + l.members, 0),
    today: levels.reduce((n, l) => n + l.todayCommission, 0),
    total: levels.reduce((n, l) => n + l.totalCommission, 0),
  };
}

/** The local midnight starting today (the country's calendar). */
function todayStart(deps: Pick<Deps, 'config'>, now: number): number {
  const [y, m, d] = localDay(deps.config.country, now).split('-').map(Number) as [number, number, number];
  return localMidnight(deps.config.country, y, m, d);
}

/** What the player can exchange now. */
export function agentAvailable(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): number {
  return Math.max(0, commission(deps, userId).total - exchangedTotal(deps, userId));
}

/** Whether the player has commission to exchange now (for the hasAgent dot). */
export function agentCollectable(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): boolean {
  if (!isActivityOpen(deps, ACTIVITY.Agent)) return false;
  if (!requireUser(deps, userId).mobile) return false;
  return agentAvailable(deps, userId) >= minExchange(deps);
}

/** agentData's answer. */
export function agentData(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  origin: string,
): Schemas['AgentData'] {
  const user = requireUser(deps, userId);
  const c = commission(deps, userId);
  const exchanged = exchangedTotal(deps, userId);
  const own = invitees(deps, userId);
  return {
    open: isActivityOpen(deps, ACTIVITY.Agent) ? 1 : 0,
    mobileBound: user.mobile ? 1 : 0,
    shareUrl: shareUrl(origin, user),
    minExchange: minExchange(deps),
    teamSize: c.teamSize,
    pendingInvites: own.filter((i) => i.status === 'noMobile' || i.status === 'noDeposit').length,
    todayCommission: c.today,
    totalCommission: c.total,
    exchanged,
    available: Math.max(0, c.total - exchanged),
    levels: c.levels,
    invitees: own.slice(0, MAX_INVITEES).map((i) => ({
      id: i.userId,
      maskedPhone: i.maskedPhone,
      status: i.status,
      registeredAt: i.registeredAt,
      validatedAt: i.validatedAt,
    })),
    exchanges: sql<[number], { amount: number; createTime: number }>(
      deps.db,
      `SELECT amount, created_at AS createTime FROM agent_exchanges WHERE user_id = ?
        ORDER BY start DESC LIMIT 20`,
    ).all(userId),
  };
}

/** agent3Exchange: the whole available commission into coin; answers the amount. */
export function exchangeCommission(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): number {
  if (!isActivityOpen(deps, ACTIVITY.Agent)) throw new Fail(ERRCODE.ActivityNotActive, 'Agent is not open');
  if (!requireUser(deps, userId).mobile)
    throw new Fail(ERRCODE.MobileRequired, 'Bind a mobile number to exchange commission');
  const now = deps.clock.now();
  try {
    return deps.db.transaction((): number => {
      const start = exchangedTotal(deps, userId);
      const amount = commission(deps, userId).total - start;
      if (amount <= 0) throw new Fail(ERRCODE.NothingToReceive, 'No commission to exchange');
      if (amount < minExchange(deps)) throw new Fail(ERRCODE.NotEligible, 'Below the minimum exchange');
      sql(deps.db, 'INSERT INTO agent_exchanges (user_id, start, amount, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        start,
        amount,
        now,
      );
      const credited = post(deps.db, {
        userId,
        account: 'coin',
        delta: amount,
        kind: AGENT_LEDGER_KIND,
        ref: `${userId}:${start}`,
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.GiftClaimed, 'This commission was already exchanged');
      return amount;
    })();
  } catch (error) {
    if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'This commission was already exchanged');
    throw error;
  }
}

/** The coin item an exchange credited (the claim answers' propList). */
export const exchangeProps = (amount: number) => [{ id: ITEM.Coin, count: amount }];
