/**
 * Agent5 (activity 41; docs/promotions.md "Agent5 (type 41)"): a reward per valid invite and
 * invite-count tiers.
 *
 * Reference-server rules:
 * - The programme runs in its activity's window (status 1, [start_time, end_time), 0 = open-ended). It counts
 *   the player's valid invites (valid-invites.ts) whose `validatedAt` falls in that window.
 * - Each counted invite pays agent5_config.invite_award once (appAgent5UserInviteValidReceive { id: invitee });
 *   each tier pays its award once when the count reaches its `invites` (appAgent5UserReceive { id: tier }).
 *   Both are rows of agent5_claims, UNIQUE (user, kind, target), written with their credits (ledger kind
 *   'agent5', ref '<user>:<kind>:<target>:<item>'; prop_grants otherwise) in one transaction.
 * - Claims only while the programme runs (1001) and with a bound mobile (1007); 1004 unknown tier / not the
 *   player's invitee, 1002 not reached / not valid in the window, 1003 already received (a racing duplicate too).
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { seasonWindow } from './season';
import { requireUser, shareUrl } from './users';
import { invitees, type Invitee } from './valid-invites';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

export const AGENT5_LEDGER_KIND = 'agent5';
/** agent5_claims.kind */
export const AGENT5_CLAIM = { Invite: 1, Tier: 2 } as const;
const MAX_INVITEES = 100;

const parseAward = (json: string): PrizeItem[] =>
  mergeAward((JSON.parse(json) as PrizeItem[]).map((p) => ({ id: p.id, count: p.count })));

export function agent5InviteAward(deps: Pick<Deps, 'db'>): PrizeItem[] {
  const row = sql<[], { a: string }>(deps.db, 'SELECT invite_award AS a FROM agent5_config WHERE id = 1').get();
  return row ? parseAward(row.a) : [];
}

export function agent5Tiers(deps: Pick<Deps, 'db'>): { id: number; invites: number; award: PrizeItem[] }[] {
  return sql<[], { id: number; invites: number; award: string }>(
    deps.db,
    'SELECT id, invites, award FROM agent5_tiers ORDER BY invites, id',
  )
    .all()
    .map((r) => ({ id: r.id, invites: r.invites, award: parseAward(r.award) }));
}

interface Window {
  readonly running: boolean;
  readonly startTime: number;
  readonly endTime: number;
}

function programme(deps: Pick<Deps, 'db' | 'clock'>): Window {
  const w = seasonWindow(deps, ACTIVITY.Agent5);
  return { running: w.phase === 2, startTime: w.startTime, endTime: w.endTime };
}

/** Whether an invite counts in the programme: valid, and validated inside its window. */
const counts = (i: Invitee, w: Window): boolean =>
  i.validatedAt !== null &&
  w.startTime > 0 &&
  i.validatedAt >= w.startTime &&
  (w.endTime === 0 || i.validatedAt < w.endTime);

function claimed(deps: Pick<Deps, 'db'>, userId: number, kind: number): Set<number> {
  return new Set(
    sql<[number, number], { target: number }>(
      deps.db,
      'SELECT target FROM agent5_claims WHERE user_id = ? AND kind = ?',
    )
      .all(userId, kind)
      .map((r) => r.target),
  );
}

interface Agent5Facts {
  readonly window: Window;
  readonly own: Invitee[];
  readonly counted: Invitee[];
  readonly invitesClaimed: Set<number>;
  readonly tiersClaimed: Set<number>;
}

function facts(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Agent5Facts {
  const window = programme(deps);
  const own = invitees(deps, userId);
  return {
    window,
    own,
    counted: own.filter((i) => counts(i, window)),
    invitesClaimed: claimed(deps, userId, AGENT5_CLAIM.Invite),
    tiersClaimed: claimed(deps, userId, AGENT5_CLAIM.Tier),
  };
}

/** appAgent5User's answer. */
export function agent5State(deps: Pick<Deps, 'db' | 'clock'>, userId: number, origin: string): Schemas['Agent5State'] {
  const user = requireUser(deps, userId);
  const f = facts(deps, userId);
  const countedIds = new Set(f.counted.map((i) => i.userId));
  const open = f.window.running;
  return {
    open: open ? 1 : 0,
    mobileBound: user.mobile ? 1 : 0,
    shareUrl: shareUrl(origin, user),
    validCount: f.counted.length,
    inviteAward: agent5InviteAward(deps),
    tiers: agent5Tiers(deps).map((t) => ({
      id: t.id,
      invites: t.invites,
      award: t.award,
      status: f.tiersClaimed.has(t.id) ? 2 : open && f.counted.length >= t.invites ? 1 : 0,
    })),
    invitees: f.own.slice(0, MAX_INVITEES).map((i) => ({
      id: i.userId,
      maskedPhone: i.maskedPhone,
      status: i.status,
      registeredAt: i.registeredAt,
      validatedAt: i.validatedAt,
      rewardStatus: f.invitesClaimed.has(i.userId) ? 2 : open && countedIds.has(i.userId) ? 1 : 0,
    })),
  };
}

/** Whether the player can receive something now (for the hasAgent dot). */
export function agent5Collectable(deps: Pick<Deps, 'db' | 'clock'>, userId: number): boolean {
  const f = facts(deps, userId);
  if (!f.window.running || !requireUser(deps, userId).mobile) return false;
  if (f.counted.some((i) => !f.invitesClaimed.has(i.userId))) return true;
  return agent5Tiers(deps).some((t) => !f.tiersClaimed.has(t.id) && f.counted.length >= t.invites);
}

const ALREADY = 'Already received';

function receive(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  kind: number,
  target: number,
  award: PrizeItem[],
): PrizeItem[] {
  const now = deps.clock.now();
  try {
    deps.db.transaction(() => {
      sql(deps.db, 'INSERT INTO agent5_claims (user_id, kind, target, award, created_at) VALUES (?, ?, ?, ?, ?)').run(
        userId,
        kind,
        target,
        JSON.stringify(award),
        now,
      );
      for (const item of award) {
        const ref = `${userId}:${kind}:${target}:${item.id}`;
        if (!creditItem(deps.db, { userId, item, kind: AGENT5_LEDGER_KIND, ledgerRef: ref, grantRef: ref, at: now }))
          throw new Fail(ERRCODE.GiftClaimed, ALREADY);
      }
    })();
  } catch (error) {
    if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, ALREADY);
    throw error;
  }
  return award;
}

function requireRunning(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Agent5Facts {
  const f = facts(deps, userId);
  if (!f.window.running) throw new Fail(ERRCODE.ActivityNotActive, 'Agent5 is not running');
  if (!requireUser(deps, userId).mobile) throw new Fail(ERRCODE.MobileRequired, 'Bind a mobile number first');
  return f;
}

/** appAgent5UserReceive: a reached tier, once. */
export function receiveAgent5Tier(deps: Pick<Deps, 'db' | 'clock'>, userId: number, tierId: number): PrizeItem[] {
  const f = requireRunning(deps, userId);
  const tier = agent5Tiers(deps).find((t) => t.id === tierId);
  if (!tier) throw new Fail(ERRCODE.NothingChanged, 'No such tier');
  if (f.tiersClaimed.has(tier.id)) throw new Fail(ERRCODE.GiftClaimed, ALREADY);
  if (f.counted.length < tier.invites) throw new Fail(ERRCODE.NotEligible, 'Not enough valid invites yet');
  return receive(deps, userId, AGENT5_CLAIM.Tier, tier.id, tier.award);
}

/** appAgent5UserInviteValidReceive: one valid invite's reward, once. */
export function receiveAgent5Invite(deps: Pick<Deps, 'db' | 'clock'>, userId: number, inviteeId: number): PrizeItem[] {
  const f = requireRunning(deps, userId);
  const invitee = f.own.find((i) => i.userId === inviteeId);
  if (!invitee) throw new Fail(ERRCODE.NothingChanged, 'Not your invitee');
  if (f.invitesClaimed.has(inviteeId)) throw new Fail(ERRCODE.GiftClaimed, ALREADY);
  if (!f.counted.includes(invitee)) throw new Fail(ERRCODE.NotEligible, 'This invite does not count (yet)');
  return receive(deps, userId, AGENT5_CLAIM.Invite, inviteeId, agent5InviteAward(deps));
}

/** appAgent5UserLog: what the player received, newest first. */
export function agent5Log(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  pageSize: number,
): { total: number; list: Schemas['Agent5LogRow'][] } {
  const total =
    sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM agent5_claims WHERE user_id = ?').get(userId)?.n ??
    0;
  const rows = sql<[number, number, number], { id: number; kind: 1 | 2; target: number; award: string; at: number }>(
    deps.db,
    `SELECT c.id, c.kind, c.target, c.award, c.created_at AS at FROM agent5_claims c
      WHERE c.user_id = ? ORDER BY c.id DESC LIMIT ? OFFSET ?`,
  ).all(userId, pageSize, (page - 1) * pageSize);
  const tiers = new Map(agent5Tiers(deps).map((t) => [t.id, t.invites]));
  const masked = new Map(invitees(deps, userId).map((i) => [i.userId, i.maskedPhone]));
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      label: r.kind === AGENT5_CLAIM.Invite ? (masked.get(r.target) ?? '***') : String(tiers.get(r.target) ?? 0),
      award: parseAward(r.award),
      createTime: r.at,
    })),
  };
}
