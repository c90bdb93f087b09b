/**
 * Christmas (activity 37): a daily sign-in in season, gift boxes, and the calendar's extra reward.
 *
 * Reference-server rules (docs/promotions.md "Christmas (type 37)"):
 * - The season is activity 37's window (configuration; seed 1 December – 6 January, local time); its edition
 *   is the window's start. Any signed-in player takes part.
 * - Sign-in: once per local day while the season runs (christmas_signs PRIMARY KEY (user, edition, day)); each
 *   sign-in earns one gift box ('sign:<day>').
 * - Deposit boxes: every `deposit_per_box` (seed ฿500) of the deposits completed during the season earns a box
 *   ('deposit:<k>'), at most `max_deposit_boxes` (seed 10) a season. They appear when the state is read.
 * - Opening a box draws its prize by weight from christmas_prizes with the server's random source, once
 *   (UPDATE … WHERE opened_at IS NULL); only while the season runs. Receiving an opened box credits its prize
 *   once (ledger kind 'christmas_box', ref '<box>:<item>'); allowed after the season too (the prize was won).
 * - The calendar: sign-ins on `calendar_days` (seed 10) different days of the season complete it; its extra
 *   reward (seed ฿200 + 50 points) is received once per season, while it runs (christmas_extra PRIMARY KEY;
 *   ledger kind 'christmas_extra').
 * - Errcodes: 1001 the season is not running; 1009 signed in today already; 1004 not the player's box;
 *   1003 the box was already opened / received, or the extra already received; 1002 a box not opened yet, or
 *   the calendar not complete.
 */
import { ACTIVITY, ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { localDay } from './activity-time';
import { seasonWindow } from './season';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];
type ChristmasDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

interface Config {
  calendarDays: number;
  depositPerBox: number;
  maxDepositBoxes: number;
  extraAward: PrizeItem[];
}

function config(deps: Pick<Deps, 'db'>): Config {
  const row = sql<
    [],
    { calendar_days: number; deposit_per_box: number; max_deposit_boxes: number; extra_award: string }
  >(deps.db, 'SELECT * FROM christmas_config WHERE id = 1').get();
  if (!row) throw new Error('christmas_config is empty');
  return {
    calendarDays: row.calendar_days,
    depositPerBox: row.deposit_per_box,
    maxDepositBoxes: row.max_deposit_boxes,
    extraAward: mergeAward(JSON.parse(row.extra_award) as PrizeItem[]),
  };
}

function prizes(deps: Pick<Deps, 'db'>): { id: number; award: PrizeItem[]; weight: number }[] {
  return sql<[], { id: number; award: string; weight: number }>(
    deps.db,
    'SELECT id, award, weight FROM christmas_prizes ORDER BY id',
  )
    .all()
    .map((r) => ({ id: r.id, award: mergeAward(JSON.parse(r.award) as PrizeItem[]), weight: r.weight }));
}

/** The player's deposits completed in the season so far. */
function seasonRecharge(deps: ChristmasDeps, userId: number, start: number, end: number): number {
  const now = deps.clock.now();
  const to = end === 0 ? now + 1 : Math.min(now + 1, end);
  if (to <= start) return 0;
  return (
    sql<[number, number, number], { total: number }>(
      deps.db,
      `SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders
        WHERE user_id = ? AND status = 'done' AND done_at >= ? AND done_at < ?`,
    ).get(userId, start, to)?.total ?? 0
  );
}

/** Writes the deposit boxes the season's deposits have earned (each once: the source is unique). */
function ensureDepositBoxes(deps: ChristmasDeps, userId: number): void {
  const w = seasonWindow(deps, ACTIVITY.Christmas);
  if (w.phase !== 2 && w.phase !== 3) return;
  const c = config(deps);
  const earned = Math.min(
    c.maxDepositBoxes,
    Math.floor(seasonRecharge(deps, userId, w.startTime, w.endTime) / c.depositPerBox),
  );
  const insert = sql(
    deps.db,
    'INSERT OR IGNORE INTO christmas_boxes (user_id, edition, source, created_at) VALUES (?, ?, ?, ?)',
  );
  const now = deps.clock.now();
  for (let k = 1; k <= earned; k++) insert.run(userId, w.startTime, `deposit:${k}`, now);
}

interface BoxRow {
  id: number;
  user_id: number;
  edition: number;
  source: string;
  award: string | null;
  opened_at: number | null;
  received_at: number | null;
}

/** The player's Christmas state (ChristmasState). */
export function christmasState(deps: ChristmasDeps, userId: number): Schemas['ChristmasState'] {
  ensureDepositBoxes(deps, userId);
  const w = seasonWindow(deps, ACTIVITY.Christmas);
  const c = config(deps);
  const edition = w.startTime;
  const today = localDay(deps.config.country, deps.clock.now());
  const signs = sql<[number, number], { day: string }>(
    deps.db,
    'SELECT day FROM christmas_signs WHERE user_id = ? AND edition = ? ORDER BY day',
  )
    .all(userId, edition)
    .map((r) => r.day);
  const boxes = sql<[number, number], BoxRow>(
    deps.db,
    'SELECT * FROM christmas_boxes WHERE user_id = ? AND edition = ? ORDER BY id',
  ).all(userId, edition);
  const extraDone = Boolean(
    sql<[number, number], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM christmas_extra WHERE user_id = ? AND edition = ?',
    ).get(userId, edition),
  );
  return {
    ...w,
    today,
    signedToday: signs.includes(today) ? 1 : 0,
    signList: signs,
    calendarDays: c.calendarDays,
    seasonRecharge: w.phase === 2 || w.phase === 3 ? seasonRecharge(deps, userId, w.startTime, w.endTime) : 0,
    depositPerBox: c.depositPerBox,
    maxDepositBoxes: c.maxDepositBoxes,
    boxes: boxes.map((b) => ({
      id: b.id,
      source: b.source.startsWith('sign:') ? 1 : 2,
      status: b.received_at !== null ? 2 : b.opened_at !== null ? 1 : 0,
      award: b.award ? (JSON.parse(b.award) as PrizeItem[]) : [],
    })),
    extra: {
      award: c.extraAward,
      status: extraDone ? 2 : signs.length >= c.calendarDays && w.phase === 2 ? 1 : 0,
    },
    prizes: prizes(deps).map((p) => ({ award: p.award, weight: p.weight })),
  };
}

function requireRunning(deps: ChristmasDeps): number {
  const w = seasonWindow(deps, ACTIVITY.Christmas);
  if (w.phase !== 2) throw new Fail(ERRCODE.ActivityNotActive, 'The Christmas season is not running');
  return w.startTime;
}

/** Today's sign-in: answers the id of the box it earned. */
export function signChristmas(deps: ChristmasDeps, userId: number): number {
  const edition = requireRunning(deps);
  const now = deps.clock.now();
  const day = localDay(deps.config.country, now);
  return deps.db.transaction((): number => {
    try {
      sql(deps.db, 'INSERT INTO christmas_signs (user_id, edition, day, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        edition,
        day,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.ReceivedToday, 'Already signed in today');
      throw error;
    }
    const box = sql(
      deps.db,
      'INSERT INTO christmas_boxes (user_id, edition, source, created_at) VALUES (?, ?, ?, ?)',
    ).run(userId, edition, `sign:${day}`, now);
    return Number(box.lastInsertRowid);
  })();
}

function ownBox(deps: ChristmasDeps, userId: number, boxId: number): BoxRow {
  const box = sql<[number], BoxRow>(deps.db, 'SELECT * FROM christmas_boxes WHERE id = ?').get(boxId);
  if (!box || box.user_id !== userId) throw new Fail(ERRCODE.NothingChanged, 'No such gift box');
  return box;
}

/** Opens a box: draws its prize by weight, once. Answers the prize. */
export function openChristmasBox(
  deps: ChristmasDeps & Pick<Deps, 'random'>,
  userId: number,
  boxId: number,
): PrizeItem[] {
  requireRunning(deps);
  return deps.db.transaction((): PrizeItem[] => {
    const box = ownBox(deps, userId, boxId);
    if (box.opened_at !== null) throw new Fail(ERRCODE.GiftClaimed, 'This gift box is already open');
    const table = prizes(deps);
    const total = table.reduce((n, p) => n + p.weight, 0);
    let roll = deps.random.int(total);
    const prize = table.find((p) => (roll -= p.weight) < 0) ?? table[table.length - 1]!;
    const opened = sql(
      deps.db,
      'UPDATE christmas_boxes SET prize_id = ?, award = ?, opened_at = ? WHERE id = ? AND opened_at IS NULL',
    ).run(prize.id, JSON.stringify(prize.award), deps.clock.now(), box.id);
    if (opened.changes !== 1) throw new Fail(ERRCODE.GiftClaimed, 'This gift box is already open');
    return prize.award;
  })();
}

/** Receives an opened box's prize, once. Answers what was credited. */
export function receiveChristmasBox(deps: ChristmasDeps, userId: number, boxId: number): PrizeItem[] {
  return deps.db.transaction((): PrizeItem[] => {
    const box = ownBox(deps, userId, boxId);
    if (box.opened_at === null || box.award === null) throw new Fail(ERRCODE.NotEligible, 'Open this gift box first');
    const now = deps.clock.now();
    const done = sql(deps.db, 'UPDATE christmas_boxes SET received_at = ? WHERE id = ? AND received_at IS NULL').run(
      now,
      box.id,
    );
    if (done.changes !== 1) throw new Fail(ERRCODE.GiftClaimed, 'This gift was already received');
    const award = JSON.parse(box.award) as PrizeItem[];
    for (const item of award) {
      const credited = creditItem(deps.db, {
        userId,
        item,
        kind: 'christmas_box',
        ledgerRef: `${box.id}:${item.id}`,
        grantRef: String(box.id),
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.GiftClaimed, 'This gift was already received');
    }
    return award.filter((i) => i.count > 0);
  })();
}

/** Receives the completed calendar's extra reward, once per season. */
export function receiveChristmasExtra(deps: ChristmasDeps, userId: number): PrizeItem[] {
  const edition = requireRunning(deps);
  const c = config(deps);
  const now = deps.clock.now();
  return deps.db.transaction((): PrizeItem[] => {
    const signed =
      sql<[number, number], { n: number }>(
        deps.db,
        'SELECT COUNT(*) AS n FROM christmas_signs WHERE user_id = ? AND edition = ?',
      ).get(userId, edition)?.n ?? 0;
    if (signed < c.calendarDays) throw new Fail(ERRCODE.NotEligible, 'The calendar is not complete yet');
    try {
      sql(deps.db, 'INSERT INTO christmas_extra (user_id, edition, created_at) VALUES (?, ?, ?)').run(
        userId,
        edition,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.GiftClaimed, 'The calendar reward was already received');
      throw error;
    }
    for (const item of c.extraAward) {
      const credited = creditItem(deps.db, {
        userId,
        item,
        kind: 'christmas_extra',
        ledgerRef: `${userId}:${edition}:${item.id}`,
        grantRef: `${userId}:${edition}`,
        at: now,
      });
      if (!credited) throw new Fail(ERRCODE.GiftClaimed, 'The calendar reward was already received');
    }
    return c.extraAward.filter((i) => i.count > 0);
  })();
}
