/**
 * New Year (activity 38): daily tasks earn lucky boxes, a box holds one of the four New Year items (item
 * ids 40001–40004), a full set of the four opens a red packet (coin; each opening is an entry of the lobby
 * ticker's `newYearList`), and opening enough packets pays an extra reward.
 *
 * Reference-server rules (docs/promotions.md "New Year (type 38)"):
 * - The season is activity 38's window (configuration; seed 25 December – 15 January, local time); its
 *   edition is the window's start. Any signed-in player takes part; every action but a packet's ticker needs
 *   the season running (1001).
 * - Tasks, each once per local day (new_year_task_claims PRIMARY KEY (user, task, day)): share the New Year page
 *   today (appNewYearUserShare records it) → 1 box; today's completed deposits reach ฿300 → 1 box, ฿1,000 →
 *   2 boxes. A task not done is refused 1002, one already received today 1009.
 * - A box is opened once (UPDATE … WHERE item_id IS NULL): the server draws its item by weight (seed 40001
 *   40 %, 40002 30 %, 40003 20 %, 40004 10 %).
 * - A set: holding at least one of each of the four items, the player opens a red packet: one of each is used,
 *   the coin is drawn by weight (seed ฿8.88 50 %, ฿18.88 30 %, ฿38.88 15 %, ฿88.88 5 %) and credited (ledger
 *   kind 'new_year_packet', ref '<user>:<edition>:<n>'); at most `max_packets` (seed 5) a season; the n-th
 *   opening is the PRIMARY KEY (user, edition, n), so racing openings cannot use one set twice.
 * - The extra: after `extra_packets` (seed 3) packets, an extra reward once per season (seed ฿50 + 100 points).
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { localDay, nextLocalMidnight } from './activity-time';
import { seasonWindow } from './season';
import { maskAccount } from './users';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];
type NewYearDeps = Pick<Deps, 'db' | 'clock' | 'config'>;
type NewYearItemId = Schemas['NewYearState']['boxes'][number]['itemId'];

/** The four New Year items (reward item ids). */
export const NEW_YEAR_ITEMS = [40001, 40002, 40003, 40004] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Config {
  maxPackets: number;
  extraPackets: number;
  extraAward: PrizeItem[];
}

function config(deps: Pick<Deps, 'db'>): Config {
  const row = sql<[], { max_packets: number; extra_packets: number; extra_award: string }>(
    deps.db,
    'SELECT * FROM new_year_config WHERE id = 1',
  ).get();
  if (!row) throw new Error('new_year_config is empty');
  return {
    maxPackets: row.max_packets,
    extraPackets: row.extra_packets,
    extraAward: mergeAward(JSON.parse(row.extra_award) as PrizeItem[]),
  };
}

interface TaskRow {
  id: number;
  kind: 'share' | 'deposit';
  need: number;
  boxes: number;
}

const tasks = (deps: Pick<Deps, 'db'>) =>
  sql<[], TaskRow>(deps.db, 'SELECT id, kind, need, boxes FROM new_year_tasks ORDER BY id').all();

const weighted = <T extends { weight: number }>(deps: Pick<Deps, 'random'>, rows: readonly T[]): T => {
  const total = rows.reduce((n, r) => n + r.weight, 0);
  let roll = deps.random.int(total);
  return rows.find((r) => (roll -= r.weight) < 0) ?? rows[rows.length - 1]!;
};

function todayRecharge(deps: NewYearDeps, userId: number): number {
  const end = nextLocalMidnight(deps.config.country, deps.clock.now());
  return (
    sql<[number, number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders
        WHERE user_id = ? AND status = 'done' AND done_at >= ? AND done_at < ?`,
    ).get(userId, end - DAY_MS, end)?.total ?? 0
  );
}

function sharedToday(deps: NewYearDeps, userId: number, day: string): boolean {
  return Boolean(
    sql<[number, string], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM new_year_shares WHERE user_id = ? AND day = ?',
    ).get(userId, day),
  );
}

function taskDone(deps: NewYearDeps, userId: number, task: TaskRow, day: string): boolean {
  return task.kind === 'share' ? sharedToday(deps, userId, day) : todayRecharge(deps, userId) >= task.need;
}

/** Items held: opened boxes of each item, less one of each per packet opened. */
function holdings(deps: Pick<Deps, 'db'>, userId: number, edition: number): Record<number, number> {
  const opened = sql<[number, number], { item_id: number; n: number }>(
    deps.db,
    'SELECT item_id, COUNT(*) AS n FROM new_year_boxes WHERE user_id = ? AND edition = ? AND item_id IS NOT NULL GROUP BY item_id',
  ).all(userId, edition);
  const packets = packetCount(deps, userId, edition);
  return Object.fromEntries(NEW_YEAR_ITEMS.map((id) => [id, (opened.find((o) => o.item_id === id)?.n ?? 0) - packets]));
}

function packetCount(deps: Pick<Deps, 'db'>, userId: number, edition: number): number {
  return (
    sql<[number, number], { n: number }>(
      deps.db,
      'SELECT COUNT(*) AS n FROM new_year_packets WHERE user_id = ? AND edition = ?',
    ).get(userId, edition)?.n ?? 0
  );
}

/** The player's New Year state (NewYearState). */
export function newYearState(deps: NewYearDeps, userId: number): Schemas['NewYearState'] {
  const w = seasonWindow(deps, ACTIVITY.NewYear);
  const c = config(deps);
  const edition = w.startTime;
  const day = localDay(deps.config.country, deps.clock.now());
  const claimedToday = new Set(
    sql<[number, string], { task_id: number }>(
      deps.db,
      'SELECT task_id FROM new_year_task_claims WHERE user_id = ? AND day = ?',
    )
      .all(userId, day)
      .map((r) => r.task_id),
  );
  const held = holdings(deps, userId, edition);
  const packets = sql<[number, number], { n: number; amount: number; created_at: number }>(
    deps.db,
    'SELECT n, amount, created_at FROM new_year_packets WHERE user_id = ? AND edition = ? ORDER BY n',
  ).all(userId, edition);
  const extraDone = Boolean(
    sql<[number, number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM new_year_extra WHERE user_id = ? AND edition = ?',
    ).get(userId, edition),
  );
  const running = w.phase === 2;
  return {
    ...w,
    today: day,
    sharedToday: sharedToday(deps, userId, day) ? 1 : 0,
    todayRecharge: todayRecharge(deps, userId),
    tasks: tasks(deps).map((t) => ({
      id: t.id,
      kind: t.kind,
      need: t.need,
      boxes: t.boxes,
      status: claimedToday.has(t.id) ? 2 : running && taskDone(deps, userId, t, day) ? 1 : 0,
    })),
    boxes: sql<[number, number], { id: number; item_id: Exclude<NewYearItemId, 0> | null }>(
      deps.db,
      'SELECT id, item_id FROM new_year_boxes WHERE user_id = ? AND edition = ? ORDER BY id',
    )
      .all(userId, edition)
      .map((b) => ({ id: b.id, itemId: b.item_id ?? 0 })),
    items: NEW_YEAR_ITEMS.map((id) => ({ id, count: held[id] ?? 0 })),
    packets: packets.map((p) => ({ amount: p.amount, createTime: p.created_at })),
    maxPackets: c.maxPackets,
    extra: {
      award: c.extraAward,
      need: c.extraPackets,
      status: extraDone ? 2 : running && packets.length >= c.extraPackets ? 1 : 0,
    },
  };
}

function requireRunning(deps: NewYearDeps): number {
  const w = seasonWindow(deps, ACTIVITY.NewYear);
  if (w.phase !== 2) throw new Fail(ERRCODE.ActivityNotActive, 'The New Year event is not running');
  return w.startTime;
}

/** Records today's share of the New Year page (the share task). Sharing twice a day changes nothing. */
export function shareNewYear(deps: NewYearDeps, userId: number): void {
  requireRunning(deps);
  sql(deps.db, 'INSERT OR IGNORE INTO new_year_shares (user_id, day, created_at) VALUES (?, ?, ?)').run(
    userId,
    localDay(deps.config.country, deps.clock.now()),
    deps.clock.now(),
  );
}

/** Receives task `taskId`'s boxes for today. Answers how many boxes were added. */
export function receiveNewYearTask(deps: NewYearDeps, userId: number, taskId: number): number {
  const edition = requireRunning(deps);
  const now = deps.clock.now();
  const day = localDay(deps.config.country, now);
  return deps.db.transaction((): number => {
    const task = tasks(deps).find((t) => t.id === taskId);
    if (!task) throw new Fail(ERRCODE.NothingChanged, 'No such task');
    if (!taskDone(deps, userId, task, day)) throw new Fail(ERRCODE.NotEligible, 'The task is not done today');
    try {
      sql(deps.db, 'INSERT INTO new_year_task_claims (user_id, task_id, day, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        task.id,
        day,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.ReceivedToday, 'Already received today');
      throw error;
    }
    const insert = sql(
      deps.db,
      'INSERT INTO new_year_boxes (user_id, edition, source, created_at) VALUES (?, ?, ?, ?)',
    );
    for (let k = 1; k <= task.boxes; k++) insert.run(userId, edition, `task:${task.id}:${day}:${k}`, now);
    return task.boxes;
  })();
}

/** Opens a lucky box: draws its item, once. Answers the item. */
export function openNewYearBox(deps: NewYearDeps & Pick<Deps, 'random'>, userId: number, boxId: number): PrizeItem {
  requireRunning(deps);
  return deps.db.transaction((): PrizeItem => {
    const box = sql<[number], { user_id: number; item_id: number | null }>(
      deps.db,
      'SELECT user_id, item_id FROM new_year_boxes WHERE id = ?',
    ).get(boxId);
    if (!box || box.user_id !== userId) throw new Fail(ERRCODE.NothingChanged, 'No such lucky box');
    if (box.item_id !== null) throw new Fail(ERRCODE.GiftClaimed, 'This lucky box is already open');
    const item = weighted(
      deps,
      sql<[], { item_id: number; weight: number }>(
        deps.db,
        'SELECT item_id, weight FROM new_year_items ORDER BY item_id',
      ).all(),
    );
    const done = sql(
      deps.db,
      'UPDATE new_year_boxes SET item_id = ?, opened_at = ? WHERE id = ? AND item_id IS NULL',
    ).run(item.item_id, deps.clock.now(), boxId);
    if (done.changes !== 1) throw new Fail(ERRCODE.GiftClaimed, 'This lucky box is already open');
    return { id: item.item_id, count: 1 };
  })();
}

/** Opens a red packet with one set of the four items. Answers the coin credited. */
export function openNewYearPacket(deps: NewYearDeps & Pick<Deps, 'random'>, userId: number): PrizeItem[] {
  const edition = requireRunning(deps);
  const c = config(deps);
  const now = deps.clock.now();
  return deps.db.transaction((): PrizeItem[] => {
    const held = holdings(deps, userId, edition);
    if (NEW_YEAR_ITEMS.some((id) => (held[id] ?? 0) < 1))
      throw new Fail(ERRCODE.NotEligible, 'Collect one of each of the four items first');
    const n = packetCount(deps, userId, edition) + 1;
    if (n > c.maxPackets) throw new Fail(ERRCODE.AllGiftsClaimed, 'Every red packet of the season is open');
    const packet = weighted(
      deps,
      sql<[], { amount: number; weight: number }>(
        deps.db,
        'SELECT amount, weight FROM new_year_packet_prizes ORDER BY amount',
      ).all(),
    );
    try {
      sql(deps.db, 'INSERT INTO new_year_packets (user_id, edition, n, amount, created_at) VALUES (?, ?, ?, ?, ?)').run(
        userId,
        edition,
        n,
        packet.amount,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'This set was already used');
      throw error;
    }
    const item = { id: 2001, count: packet.amount };
    if (
      !creditItem(deps.db, {
        userId,
        item,
        kind: 'new_year_packet',
        ledgerRef: `${userId}:${edition}:${n}`,
        grantRef: `${userId}:${edition}:${n}`,
        at: now,
      })
    )
      throw new Fail(ERRCODE.GiftClaimed, 'This set was already used');
    return [item];
  })();
}

/** Receives the extra reward after enough red packets, once per season. */
export function receiveNewYearExtra(deps: NewYearDeps, userId: number): PrizeItem[] {
  const edition = requireRunning(deps);
  const c = config(deps);
  const now = deps.clock.now();
  return deps.db.transaction((): PrizeItem[] => {
    if (packetCount(deps, userId, edition) < c.extraPackets)
      throw new Fail(ERRCODE.NotEligible, 'Open more red packets first');
    try {
      sql(deps.db, 'INSERT INTO new_year_extra (user_id, edition, created_at) VALUES (?, ?, ?)').run(
        userId,
        edition,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'The extra reward was already received');
      throw error;
    }
    for (const item of c.extraAward)
      if (
        !creditItem(deps.db, {
          userId,
          item,
          kind: 'new_year_extra',
          ledgerRef: `${userId}:${edition}:${item.id}`,
          grantRef: `${userId}:${edition}`,
          at: now,
        })
      )
        throw new Fail(ERRCODE.GiftClaimed, 'The extra reward was already received');
    return c.extraAward.filter((i) => i.count > 0);
  })();
}

/** The lobby ticker's New Year entries: the latest red packets opened by anyone (masked), newest first. */
export function newYearTicker(deps: Pick<Deps, 'db'>, limit = 20): Schemas['NewYearEntry'][] {
  return sql<[number], { mobile: string | null; account: string; amount: number; created_at: number }>(
    deps.db,
    `SELECT u.mobile, u.account, p.amount, p.created_at FROM new_year_packets p JOIN users u ON u.id = p.user_id
      ORDER BY p.created_at DESC, p.rowid DESC LIMIT ?`,
  )
    .all(limit)
    .map((r) => ({ phone: maskAccount(r.mobile ?? r.account), amount: r.amount, timestamp: r.created_at }));
}
