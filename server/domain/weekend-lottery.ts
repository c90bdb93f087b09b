/**
 * Weekend lottery (activity 33, recharge-bonus kind 12): tickets from weekend deposits, one seeded draw a week.
 *
 * Reference-server rules (docs/promotions.md "Weekend lottery (type 33)"):
 * - The draw is every week on `draw_weekday` at `draw_minute` local time (seed: Sunday 20:00). A week is named
 *   by its draw day's local date ('YYYY-MM-DD').
 * - Tickets: a deposit completed while activity 33 is open, from local midnight of the day before the draw day
 *   (Saturday 00:00) until the draw, gives one ticket per `ticket_amount` (seed ฿100.00) of its amount, rounded
 *   down; at most `max_tickets` (seed 50) per player and week. Tickets are numbered 1, 2, … within their week in
 *   the order they were issued. A deposit's tickets are issued once (UNIQUE (order_id, n)).
 * - The draw: `seed` = 16 random bytes (hex); the winners follow from the seed and the week's ticket numbers
 *   alone (`drawWinners`, SHA-256 of `<seed>:<counter>`), so anyone holding the seed and the ticket list can
 *   replay it. Prize ranks are drawn in order (1 first), each ticket wins at most once; with fewer tickets than
 *   prizes the lower ranks stay unawarded.
 * - Exactly once: the draw is the row of `weekend_lottery_draws` whose PRIMARY KEY is the week, written in a
 *   BEGIN IMMEDIATE transaction together with the wins and their ledger credits (kind 'weekend_lottery', ref
 *   '<week>:<ticket>:<item>'). A second process reaching the same draw waits for the first and finds the row.
 * - When: the draw is due once its time has passed. Every read of the lottery (the public page, the player's
 *   state) and every getActivityIds performs the due draws first (`drawDue`), so the result does not depend on
 *   which process or request comes first: the seed is drawn then, but the tickets are fixed at the draw time.
 * - A forced draw (outside production, `POST /__dev/weekend-lottery/draw`) draws the running week at once; that
 *   week then issues no more tickets.
 */
import { createHash } from 'node:crypto';
import { ACTIVITY } from '../../contract/ids';
import type { components } from '../../contract/schema';
import type { Country } from '../config';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { isActivityOpen, mergeAward } from './activities';
import { creditItem, isConstraintError } from './activity-rewards';
import { localDay, localMidnight } from './activity-time';
import { seasonWindow } from './season';
import { maskAccount } from './users';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** How many past draws the page lists. */
const RESULT_DRAWS = 4;

export interface LotteryConfig {
  readonly ticketAmount: number;
  readonly maxTickets: number;
  readonly drawWeekday: number;
  readonly drawMinute: number;
}

export interface LotteryPrize {
  readonly rank: number;
  readonly winners: number;
  readonly award: PrizeItem[];
}

export function lotteryConfig(deps: Pick<Deps, 'db'>): LotteryConfig {
  const row = sql<[], { ticket_amount: number; max_tickets: number; draw_weekday: number; draw_minute: number }>(
    deps.db,
    'SELECT * FROM weekend_lottery_config WHERE id = 1',
  ).get();
  if (!row) throw new Error('weekend_lottery_config is empty');
  return {
    ticketAmount: row.ticket_amount,
    maxTickets: row.max_tickets,
    drawWeekday: row.draw_weekday,
    drawMinute: row.draw_minute,
  };
}

export function lotteryPrizes(deps: Pick<Deps, 'db'>): LotteryPrize[] {
  return sql<[], { rank: number; winners: number; award: string }>(
    deps.db,
    'SELECT rank, winners, award FROM weekend_lottery_prizes ORDER BY rank',
  )
    .all()
    .map((r) => ({ rank: r.rank, winners: r.winners, award: mergeAward(JSON.parse(r.award) as PrizeItem[]) }));
}

/** The first draw instant strictly after `at`. */
export function nextDrawTime(country: Country, c: LotteryConfig, at: number): number {
  const day = localDay(country, at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  let draw = localMidnight(country, y, m, d + ((c.drawWeekday - weekday + 7) % 7)) + c.drawMinute * MINUTE_MS;
  if (draw <= at) draw += WEEK_MS;
  return draw;
}

/** The week (its draw day's local date) of a draw instant. */
const weekOf = (country: Country, drawTime: number): string => localDay(country, drawTime);

/** When a week's tickets start: local midnight of the day before its draw day. */
function ticketsFrom(c: LotteryConfig, drawTime: number): number {
  return drawTime - c.drawMinute * MINUTE_MS - DAY_MS;
}

/** The scheduled draw instant of a week. */
function drawTimeOf(country: Country, c: LotteryConfig, week: string): number {
  const [y, m, d] = week.split('-').map(Number) as [number, number, number];
  return localMidnight(country, y, m, d) + c.drawMinute * MINUTE_MS;
}

// ───────────── the draw (pure) ─────────────

/** A uniform integer in [0, n) from the seed and a counter (rejection sampling on 48 bits of SHA-256). */
function uniform(seed: string, counter: { n: number }, n: number): number {
  const limit = Math.floor(2 ** 48 / n) * n;
  for (;;) {
    const digest = createHash('sha256').update(`${seed}:${counter.n++}`).digest();
    const x = digest.readUIntBE(0, 6);
    if (x < limit) return x % n;
  }
}

/**
 * The winning tickets of a draw: for each prize rank in order, `winners` tickets drawn without replacement
 * from the ticket numbers (ascending). Pure: the same seed and tickets give the same winners.
 */
export function drawWinners(
  seed: string,
  ticketNumbers: readonly number[],
  prizes: readonly Pick<LotteryPrize, 'rank' | 'winners'>[],
): { number: number; rank: number }[] {
  const pool = [...ticketNumbers].sort((a, b) => a - b);
  const counter = { n: 0 };
  const wins: { number: number; rank: number }[] = [];
  for (const prize of [...prizes].sort((a, b) => a.rank - b.rank)) {
    for (let k = 0; k < prize.winners && pool.length > 0; k++) {
      const i = uniform(seed, counter, pool.length);
      wins.push({ number: pool[i]!, rank: prize.rank });
      pool.splice(i, 1);
    }
  }
  return wins;
}

// ───────────── tickets ─────────────

/**
 * Issues the tickets of a completed deposit (inside its completion transaction, recharge-effects.ts). Nothing
 * when activity 33 is closed, the deposit is outside its week's ticket window, the week was drawn, or the
 * order already has tickets.
 */
export function issueWeekendTickets(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  order: { readonly id: string; readonly userId: number; readonly amount: number; readonly at: number },
): number {
  if (!isActivityOpen(deps, ACTIVITY.WeekendLottery)) return 0;
  const c = lotteryConfig(deps);
  const country = deps.config.country;
  const drawTime = nextDrawTime(country, c, order.at);
  if (order.at < ticketsFrom(c, drawTime)) return 0;
  const week = weekOf(country, drawTime);
  const db = deps.db;
  if (sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM weekend_lottery_draws WHERE week = ?').get(week))
    return 0;
  if (
    sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM weekend_lottery_tickets WHERE order_id = ?').get(order.id)
  )
    return 0;
  const held =
    sql<[number, string], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM weekend_lottery_tickets WHERE user_id = ? AND week = ?',
    ).get(order.userId, week)?.n ?? 0;
  const count = Math.min(Math.floor(order.amount / c.ticketAmount), c.maxTickets - held);
  if (count <= 0) return 0;
  const last =
    sql<[string], { n: number | null }>(db, 'SELECT MAX(number) AS n FROM weekend_lottery_tickets WHERE week = ?').get(
      week,
    )?.n ?? 0;
  const insert = sql(
    db,
    'INSERT INTO weekend_lottery_tickets (week, number, user_id, order_id, n, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (let n = 1; n <= count; n++) insert.run(week, last + n, order.userId, order.id, n, order.at);
  return count;
}

// ───────────── drawing ─────────────

/**
 * Draws `week` once: writes the draw row (its PRIMARY KEY), the wins and their credits in one BEGIN IMMEDIATE
 * transaction. Answers false when the week was already drawn (by this or another process).
 */
export function drawWeek(
  deps: Pick<Deps, 'db' | 'clock' | 'random'>,
  week: string,
  drawTime: number,
  forced = false,
): boolean {
  const db = deps.db;
  const prizes = lotteryPrizes(deps);
  const run = db.transaction((): boolean => {
    if (sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM weekend_lottery_draws WHERE week = ?').get(week))
      return false;
    const tickets = sql<[string], { number: number; user_id: number }>(
      db,
      'SELECT number, user_id FROM weekend_lottery_tickets WHERE week = ? ORDER BY number',
    ).all(week);
    const seed = deps.random.bytes(16).toString('hex');
    const now = deps.clock.now();
    try {
      sql(
        db,
        'INSERT INTO weekend_lottery_draws (week, seed, draw_time, ticket_count, forced, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(week, seed, drawTime, tickets.length, forced ? 1 : 0, now);
    } catch (error) {
      if (isConstraintError(error)) return false;
      throw error;
    }
    const owner = new Map(tickets.map((t) => [t.number, t.user_id]));
    const awards = new Map(prizes.map((p) => [p.rank, p.award]));
    const insertWin = sql(
      db,
      'INSERT INTO weekend_lottery_wins (week, number, rank, user_id, award) VALUES (?, ?, ?, ?, ?)',
    );
    for (const win of drawWinners(
      seed,
      tickets.map((t) => t.number),
      prizes,
    )) {
      const userId = owner.get(win.number)!;
      const award = awards.get(win.rank) ?? [];
      insertWin.run(week, win.number, win.rank, userId, JSON.stringify(award));
      for (const item of award) {
        creditItem(db, {
          userId,
          item,
          kind: 'weekend_lottery',
          ledgerRef: `${week}:${win.number}:${item.id}`,
          grantRef: `${week}:${win.number}`,
          at: now,
        });
      }
    }
    return true;
  });
  return run.immediate();
}

/** Performs every draw whose time has passed: weeks holding tickets and no draw yet. Answers how many. */
export function drawDue(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>): number {
  const c = lotteryConfig(deps);
  const now = deps.clock.now();
  const country = deps.config.country;
  const weeks = sql<[], { week: string }>(
    deps.db,
    `SELECT DISTINCT week FROM weekend_lottery_tickets
      WHERE week NOT IN (SELECT week FROM weekend_lottery_draws) ORDER BY week`,
  ).all();
  let drawn = 0;
  for (const { week } of weeks) {
    const at = drawTimeOf(country, c, week);
    if (at <= now && drawWeek(deps, week, at)) drawn += 1;
  }
  return drawn;
}

/** The forced draw of the running week (dev/sandbox only): answers the week and whether this call drew it. */
export function forceDraw(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>): { week: string; drawn: boolean } {
  drawDue(deps);
  const c = lotteryConfig(deps);
  const now = deps.clock.now();
  const week = weekOf(deps.config.country, nextDrawTime(deps.config.country, c, now));
  return { week, drawn: drawWeek(deps, week, now, true) };
}

// ───────────── what the pages read ─────────────

interface DrawRow {
  week: string;
  seed: string;
  draw_time: number;
  ticket_count: number;
}

/** The latest draws with their winners (masked). */
function lastDraws(deps: Pick<Deps, 'db'>): Schemas['LotteryDraw'][] {
  const draws = sql<[number], DrawRow>(
    deps.db,
    'SELECT week, seed, draw_time, ticket_count FROM weekend_lottery_draws ORDER BY draw_time DESC, week DESC LIMIT ?',
  ).all(RESULT_DRAWS);
  const wins = sql<[string], { number: number; rank: number; award: string; mobile: string | null; account: string }>(
    deps.db,
    `SELECT w.number, w.rank, w.award, u.mobile, u.account FROM weekend_lottery_wins w
       JOIN users u ON u.id = w.user_id WHERE w.week = ? ORDER BY w.rank, w.number`,
  );
  return draws.map((d) => ({
    week: d.week,
    drawTime: d.draw_time,
    seed: d.seed,
    ticketCount: d.ticket_count,
    winners: wins.all(d.week).map((w) => ({
      number: w.number,
      rank: w.rank,
      player: maskAccount(w.mobile ?? w.account),
      award: JSON.parse(w.award) as PrizeItem[],
    })),
  }));
}

/** The public state of the lottery (anonymous): the running week, the rules' figures, the last results. */
export function lotteryPublic(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>): Schemas['LotteryPublic'] {
  drawDue(deps);
  const c = lotteryConfig(deps);
  const now = deps.clock.now();
  const country = deps.config.country;
  const open = isActivityOpen(deps, ACTIVITY.WeekendLottery);
  // The running week: the next one not drawn yet (a forced draw closes its week early).
  const drawnWeek = sql<[string], { one: number }>(
    deps.db,
    'SELECT 1 AS one FROM weekend_lottery_draws WHERE week = ?',
  );
  let drawTime = nextDrawTime(country, c, now);
  for (let i = 0; i < 52 && drawnWeek.get(weekOf(country, drawTime)); i++) drawTime += WEEK_MS;
  const week = weekOf(country, drawTime);
  const drawn = Boolean(drawnWeek.get(week));
  return {
    open: open ? 1 : 0,
    ...seasonWindow(deps, ACTIVITY.WeekendLottery),
    week,
    ticketsFrom: ticketsFrom(c, drawTime),
    drawTime,
    selling: open && !drawn && now >= ticketsFrom(c, drawTime) ? 1 : 0,
    ticketAmount: c.ticketAmount,
    maxTickets: c.maxTickets,
    ticketCount:
      sql<[string], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM weekend_lottery_tickets WHERE week = ?').get(
        week,
      )?.n ?? 0,
    prizes: lotteryPrizes(deps).map((p) => ({ rank: p.rank, winners: p.winners, award: p.award })),
    draws: lastDraws(deps),
  };
}

/** The player's tickets of the running week and of the last drawn weeks, with what each won. */
export function lotteryUser(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  userId: number,
): Schemas['LotteryUser'] {
  const state = lotteryPublic(deps);
  const weeks = [state.week, ...state.draws.map((d) => d.week)];
  const tickets = sql<
    [number, string],
    { number: number; created_at: number; rank: number | null; award: string | null }
  >(
    deps.db,
    `SELECT t.number, t.created_at, w.rank, w.award FROM weekend_lottery_tickets t
       LEFT JOIN weekend_lottery_wins w ON w.week = t.week AND w.number = t.number
      WHERE t.user_id = ? AND t.week = ? ORDER BY t.number`,
  );
  return {
    ...state,
    myTickets: weeks.map((week) => ({
      week,
      tickets: tickets.all(userId, week).map((t) => ({
        number: t.number,
        createTime: t.created_at,
        rank: t.rank ?? 0,
        award: t.award ? (JSON.parse(t.award) as PrizeItem[]) : [],
      })),
    })),
    wonTotal:
      sql<[number], { n: number }>(
        deps.db,
        "SELECT COALESCE(SUM(delta), 0) AS n FROM ledger WHERE user_id = ? AND kind = 'weekend_lottery' AND account = 'coin'",
      ).get(userId)?.n ?? 0,
  };
}
