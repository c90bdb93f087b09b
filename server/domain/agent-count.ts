/**
 * AgentCount (activity 31; docs/promotions.md "AgentCount (type 31)") and the proxy share tasks
 * ("Proxy share tasks").
 *
 * Reference-server rules:
 * - The programme runs in activity 31's window (configuration: its activities row). Reads answer in any phase
 *   (the page says when it opens or that it ended); every credit needs the window running (1001).
 * - The invited players and which of them count: THE valid-invite rule (server/domain/valid-invites.ts, shared
 *   by every agent programme).
 * - Scratch cards: card n exists for n ≤ min(valid invites, max_cards). Scratching card n draws its prize by
 *   weight from agent4_scratch_prizes with the server's random source, records it (agent4_cards PRIMARY KEY
 *   (user, card)) and credits it (ledger kind 'agent4_scratch', ref '<user>:<card>:<item>') in one
 *   transaction; the page then reveals the recorded prize. A second scratch of the card is 1003.
 * - Lottery: every cards_per_lottery scratched cards earn one draw. Draw n (n = draws made + 1 ≤ earned) draws a
 *   prize by weight from agent4_lottery_prizes, recorded (agent4_lottery_draws PRIMARY KEY (user, seq)) and
 *   credited ('agent4_lottery', '<user>:<seq>:<item>') at once; racing draws cannot use one draw twice.
 *   No draw left is 1010.
 * - Awards: milestones of valid invites (agent4_award_tiers), each received once (agent4_award_claims
 *   PRIMARY KEY (user, tier); 'agent4_award', '<user>:<tier>:<item>'); below the milestone 1006.
 * - Proxy share tasks (types 7–11, one per network): appProxyUser4TaskUserShare makes the player's short link
 *   of their share link, `/s/<code>?via=<type>` (proxy_task_shares); an open of the player's short links
 *   through that network (`via`, recorded as task_events of that type) after the share completes the task;
 *   its reward is received once ('proxy_task', '<user>:<type>:<item>'; proxy_task_claims PRIMARY KEY).
 *   1002 not completed yet (never shared, or no open since), 1003 received already.
 */
import type { LedgerKind } from './ledger-kinds';
import { ACTIVITY, ERRCODE, TASK_TYPE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { shortCode } from './profile';
import { seasonWindow } from './season';
import { requireUser, shareUrl } from './users';
import { countValidInvites, invitees } from './valid-invites';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];
type AgentDeps = Pick<Deps, 'db' | 'clock'>;

/** Share networks of the proxy tasks: task types 7–11. */
export const PROXY_TASK_TYPES = [
  TASK_TYPE.Share1,
  TASK_TYPE.Share2,
  TASK_TYPE.Share3,
  TASK_TYPE.Share4,
  TASK_TYPE.Share5,
] as const;

const validCount = (deps: Pick<Deps, 'db'>, userId: number): number => countValidInvites(deps, userId);

// ───────────── configuration ─────────────

interface Weighted {
  id: number;
  award: PrizeItem[];
  weight: number;
}

function config(deps: Pick<Deps, 'db'>): { maxCards: number; cardsPerLottery: number } {
  const row = sql<[], { max_cards: number; cards_per_lottery: number }>(
    deps.db,
    'SELECT max_cards, cards_per_lottery FROM agent4_config WHERE id = 1',
  ).get();
  if (!row) throw new Error('agent4_config is empty');
  return { maxCards: row.max_cards, cardsPerLottery: row.cards_per_lottery };
}

function weighted(deps: Pick<Deps, 'db'>, table: 'agent4_scratch_prizes' | 'agent4_lottery_prizes'): Weighted[] {
  return sql<[], { id: number; award: string; weight: number }>(
    deps.db,
    `SELECT id, award, weight FROM ${table} ORDER BY id`,
  )
    .all()
    .map((r) => ({ id: r.id, award: mergeAward(JSON.parse(r.award) as PrizeItem[]), weight: r.weight }));
}

function draw(deps: Pick<Deps, 'random'>, table: readonly Weighted[]): Weighted {
  const total = table.reduce((n, p) => n + p.weight, 0);
  let roll = deps.random.int(total);
  return table.find((p) => (roll -= p.weight) < 0) ?? table[table.length - 1]!;
}

function tiers(deps: Pick<Deps, 'db'>): { id: number; invites: number; award: PrizeItem[] }[] {
  return sql<[], { id: number; invites: number; award: string }>(
    deps.db,
    'SELECT id, invites, award FROM agent4_award_tiers ORDER BY invites',
  )
    .all()
    .map((r) => ({ id: r.id, invites: r.invites, award: mergeAward(JSON.parse(r.award) as PrizeItem[]) }));
}

function requireRunning(deps: AgentDeps): void {
  if (seasonWindow(deps, ACTIVITY.AgentCount).phase !== 2)
    throw new Fail(ERRCODE.ActivityNotActive, 'The AgentCount programme is not running');
}

function credit(deps: AgentDeps, userId: number, kind: LedgerKind, key: string, award: readonly PrizeItem[]): void {
  const at = deps.clock.now();
  for (const item of award) {
    const ref = `${userId}:${key}:${item.id}`;
    if (!creditItem(deps.db, { userId, item, kind, ledgerRef: ref, grantRef: ref, at }))
      throw new Fail(ERRCODE.GiftClaimed, 'Already received');
  }
}

// ───────────── state ─────────────

/** The player's AgentCount state (Agent4State). */
export function agent4State(deps: AgentDeps, userId: number, origin: string): Schemas['Agent4State'] {
  const w = seasonWindow(deps, ACTIVITY.AgentCount);
  const c = config(deps);
  const all = invitees(deps, userId);
  const valid = all.filter((i) => i.status === 'valid').length;
  const cards = sql<[number], { card: number; award: string }>(
    deps.db,
    'SELECT card, award FROM agent4_cards WHERE user_id = ? ORDER BY card',
  ).all(userId);
  const byCard = new Map(cards.map((r) => [r.card, JSON.parse(r.award) as PrizeItem[]]));
  const cardCount = Math.max(Math.min(valid, c.maxCards), cards.length);
  const draws = sql<[number], { seq: number; award: string; created_at: number }>(
    deps.db,
    'SELECT seq, award, created_at FROM agent4_lottery_draws WHERE user_id = ? ORDER BY seq DESC',
  ).all(userId);
  const earnedDraws = Math.floor(cards.length / c.cardsPerLottery);
  const claimed = new Set(
    sql<[number], { tier_id: number }>(deps.db, 'SELECT tier_id FROM agent4_award_claims WHERE user_id = ?')
      .all(userId)
      .map((r) => r.tier_id),
  );
  const user = requireUser(deps, userId);
  return {
    ...w,
    shareUrl: shareUrl(origin, user),
    inviteCount: all.length,
    validCount: valid,
    maxCards: c.maxCards,
    cards: Array.from({ length: cardCount }, (_, i) => {
      const award = byCard.get(i + 1);
      return { id: i + 1, status: award ? 1 : 0, award: award ?? [] };
    }),
    scratchPrizes: weighted(deps, 'agent4_scratch_prizes').map((p) => ({ award: p.award, weight: p.weight })),
    lottery: {
      cardsPerLottery: c.cardsPerLottery,
      earned: earnedDraws,
      left: Math.max(0, earnedDraws - draws.length),
      prizes: weighted(deps, 'agent4_lottery_prizes').map((p) => ({ award: p.award, weight: p.weight })),
      draws: draws
        .slice(0, 20)
        .map((d) => ({ seq: d.seq, award: JSON.parse(d.award) as PrizeItem[], time: d.created_at })),
    },
    awards: tiers(deps).map((t) => ({
      id: t.id,
      invites: t.invites,
      award: t.award,
      status: claimed.has(t.id) ? 2 : valid >= t.invites && w.phase === 2 ? 1 : 0,
    })),
  };
}

/** The invited players, masked, newest first (a page of them). */
export function agent4InviteRows(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  size: number,
): Schemas['Agent4InviteRows'] {
  const all = invitees(deps, userId);
  return {
    total: all.length,
    list: all.slice((page - 1) * size, page * size).map((i) => ({
      name: i.maskedPhone,
      time: i.registeredAt,
      state: i.status === 'valid' ? 1 : 0,
      status: i.status,
    })),
  };
}

// ───────────── credits ─────────────

/** Scratches card `card`: draws, records and credits its prize once. Answers the prize. */
export function scratchCard(deps: AgentDeps & Pick<Deps, 'random'>, userId: number, card: number): PrizeItem[] {
  requireRunning(deps);
  return deps.db.transaction((): PrizeItem[] => {
    const c = config(deps);
    if (card > Math.min(validCount(deps, userId), c.maxCards))
      throw new Fail(ERRCODE.NotEligible, 'This scratch card is not earned yet');
    const prize = draw(deps, weighted(deps, 'agent4_scratch_prizes'));
    try {
      sql(deps.db, 'INSERT INTO agent4_cards (user_id, card, prize_id, award, created_at) VALUES (?, ?, ?, ?, ?)').run(
        userId,
        card,
        prize.id,
        JSON.stringify(prize.award),
        deps.clock.now(),
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'This card was already scratched');
      throw error;
    }
    credit(deps, userId, 'agent4_scratch', String(card), prize.award);
    return prize.award;
  })();
}

/** Uses the next lottery draw the scratched cards earned: draws, records and credits its prize. */
export function drawLottery(deps: AgentDeps & Pick<Deps, 'random'>, userId: number): PrizeItem[] {
  requireRunning(deps);
  return deps.db.transaction((): PrizeItem[] => {
    const c = config(deps);
    const scratched =
      sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM agent4_cards WHERE user_id = ?').get(userId)
        ?.n ?? 0;
    const used =
      sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM agent4_lottery_draws WHERE user_id = ?').get(
        userId,
      )?.n ?? 0;
    const seq = used + 1;
    if (seq > Math.floor(scratched / c.cardsPerLottery))
      throw new Fail(ERRCODE.NothingToReceive, 'No lottery draw left');
    const prize = draw(deps, weighted(deps, 'agent4_lottery_prizes'));
    try {
      sql(
        deps.db,
        'INSERT INTO agent4_lottery_draws (user_id, seq, prize_id, award, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(userId, seq, prize.id, JSON.stringify(prize.award), deps.clock.now());
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.NothingToReceive, 'No lottery draw left');
      throw error;
    }
    credit(deps, userId, 'agent4_lottery', String(seq), prize.award);
    return prize.award;
  })();
}

/** Receives a milestone's award once, when the valid invites reached it. */
export function receiveAward(deps: AgentDeps, userId: number, tierId: number): PrizeItem[] {
  requireRunning(deps);
  return deps.db.transaction((): PrizeItem[] => {
    const tier = tiers(deps).find((t) => t.id === tierId);
    if (!tier) throw new Fail(ERRCODE.NothingChanged, 'No such award');
    if (validCount(deps, userId) < tier.invites)
      throw new Fail(ERRCODE.InviteCountNotReached, 'Not enough valid invites yet');
    try {
      sql(deps.db, 'INSERT INTO agent4_award_claims (user_id, tier_id, created_at) VALUES (?, ?, ?)').run(
        userId,
        tier.id,
        deps.clock.now(),
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'This award was already received');
      throw error;
    }
    credit(deps, userId, 'agent4_award', String(tier.id), tier.award);
    return tier.award;
  })();
}

// ───────────── proxy share tasks ─────────────

/** The five share tasks: 0 to share, 1 shared (waiting for an open through that network), 2 done, 3 received. */
export function proxyTasks(deps: AgentDeps, userId: number, origin: string): Schemas['ProxyTask'][] {
  const rows = sql<
    [number, number, number],
    { type: number; award: string; code: string | null; at: number | null; opened: number; received: number }
  >(
    deps.db,
    `SELECT c.type, c.award, s.code, s.shared_at AS at,
            EXISTS (SELECT 1 FROM task_events e WHERE e.user_id = ? AND e.type = c.type AND e.at >= s.shared_at) AS opened,
            EXISTS (SELECT 1 FROM proxy_task_claims r WHERE r.user_id = ? AND r.type = c.type) AS received
       FROM proxy_task_config c LEFT JOIN proxy_task_shares s ON s.type = c.type AND s.user_id = ?
      ORDER BY c.type`,
  ).all(userId, userId, userId);
  return rows.map((r) => ({
    type: r.type,
    award: mergeAward(JSON.parse(r.award) as PrizeItem[]),
    status: r.received ? 3 : r.opened ? 2 : r.code ? 1 : 0,
    shareUrl: r.code ? proxyShareLink(origin, r.code, r.type) : '',
  }));
}

/** The player's short link for a network: `<origin>/s/<code>?via=<type>`. */
export function proxyShareLink(origin: string, code: string, type: number): string {
  return `${origin}/s/${code}?via=${type}`;
}

/** Records a share to network `type` (first one's time kept) and answers its short link. */
export function shareProxyTask(
  deps: AgentDeps & Pick<Deps, 'random' | 'config'>,
  userId: number,
  type: number,
  origin: string,
): string {
  requireRunning(deps);
  if (!(PROXY_TASK_TYPES as readonly number[]).includes(type))
    throw new Fail(ERRCODE.NothingChanged, 'No such share task');
  const code = shortCode(deps, userId, shareUrl(origin, requireUser(deps, userId)));
  sql(deps.db, 'INSERT OR IGNORE INTO proxy_task_shares (user_id, type, code, shared_at) VALUES (?, ?, ?, ?)').run(
    userId,
    type,
    code,
    deps.clock.now(),
  );
  return proxyShareLink(origin, code, type);
}

/** Receives a completed share task's reward, once. */
export function receiveProxyTask(deps: AgentDeps, userId: number, type: number): PrizeItem[] {
  requireRunning(deps);
  return deps.db.transaction((): PrizeItem[] => {
    const task = proxyTasks(deps, userId, '').find((t) => t.type === type);
    if (!task) throw new Fail(ERRCODE.NothingChanged, 'No such share task');
    if (task.status === 3) throw new Fail(ERRCODE.GiftClaimed, 'This task was already rewarded');
    if (task.status !== 2) throw new Fail(ERRCODE.NotEligible, 'Share to this network first');
    try {
      sql(deps.db, 'INSERT INTO proxy_task_claims (user_id, type, created_at) VALUES (?, ?, ?)').run(
        userId,
        type,
        deps.clock.now(),
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'This task was already rewarded');
      throw error;
    }
    credit(deps, userId, 'proxy_task', String(type), task.award);
    return task.award;
  })();
}

/**
 * Whether AgentCount holds something the player can collect now (the hasAgent dot, agent-dot.ts): a card to
 * scratch, a lottery draw left, a milestone reached and not received, or a share task done and not rewarded —
 * only while the programme runs.
 */
export function agent4Collectable(deps: AgentDeps, userId: number): boolean {
  if (seasonWindow(deps, ACTIVITY.AgentCount).phase !== 2) return false;
  const st = agent4State(deps, userId, '');
  return (
    st.cards.some((c) => c.status === 0) ||
    st.lottery.left > 0 ||
    st.awards.some((a) => a.status === 1) ||
    proxyTasks(deps, userId, '').some((t) => t.status === 2)
  );
}
