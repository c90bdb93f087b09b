/**
 * Seasonal events (issue 23 §2): festival (activity 35) tiers of the deposits made in its configured window,
 * the window's phases, 50 concurrent claims → one credit; the weekend lottery (activity 33): tickets from
 * weekend deposits only, capped, a draw due after its weekly time performed once by whichever read comes
 * first, reproducible from its seed, credited once; two processes drawing the same week at the same moment →
 * one draw.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { localMidnight } from '../../server/domain/activity-time';
import { sql } from '../../server/db/sql';
import { drawWinners, lotteryPrizes } from '../../server/domain/weekend-lottery';
import { balanceOf, completeDeposit, ledgerRows, setActivityStatus } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

const run = promisify(execFile);

interface Tier {
  id: number;
  recharge: number;
  award: { id: number; count: number }[];
  status: 0 | 1 | 2;
}
interface FestivalState {
  phase: 0 | 1 | 2 | 3;
  startTime: number;
  endTime: number;
  festivalRecharge: number;
  tiers: Tier[];
}
interface FestivalBody {
  errcode: number;
  rechargeBonusCollection11: FestivalState;
  propList?: { id: number; count: number }[];
  coin?: number;
}
interface Draw {
  week: string;
  drawTime: number;
  seed: string;
  ticketCount: number;
  winners: { number: number; rank: number; player: string; award: { id: number; count: number }[] }[];
}
interface LotteryBody {
  errcode: number;
  open: 0 | 1;
  week: string;
  drawTime: number;
  ticketsFrom: number;
  selling: 0 | 1;
  ticketCount: number;
  draws: Draw[];
}
interface LotteryUserBody {
  errcode: number;
  rechargeBonusCollection12: Omit<LotteryBody, 'errcode'> & {
    myTickets: { week: string; tickets: { number: number; rank: number; award: { id: number; count: number }[] }[] }[];
    wonTotal: number;
  };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function setWindow(s: TestServer, id: number, start: number, end: number): void {
  sql(s.deps.db, 'UPDATE activities SET start_time = ?, end_time = ? WHERE id = ?').run(start, end, id);
}

describe('festival', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const state = async (token: string) =>
    (await s.call<FestivalBody>('rechargeBonusCollection11', {}, token)).body.rechargeBonusCollection11;
  const claim = (token: string, id: number) => s.call<FestivalBody>('receiverRechargeBonusCollection11', { id }, token);

  it('lists growing tiers, none reached before a deposit', async () => {
    const { token } = await s.player();
    const st = await state(token);
    expect(st.phase).toBe(2);
    expect(st.festivalRecharge).toBe(0);
    expect(st.tiers.map((t) => t.recharge)).toEqual([30_000, 100_000, 300_000, 1_000_000]);
    expect(st.tiers.every((t) => t.status === 0)).toBe(true);
    const coin = st.tiers.map((t) => t.award.find((i) => i.id === 2001)!.count / t.recharge);
    for (let i = 1; i < coin.length; i++) expect(coin[i]).toBeGreaterThan(coin[i - 1]!);
  });

  it('counts the deposits of the window; each tier pays once to 50 concurrent claims', async () => {
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 20_000 });
    expect((await claim(token, 1)).body.errcode).toBe(1002);
    completeDeposit(s, user.id, { amount: 90_000 });
    let st = await state(token);
    expect(st.festivalRecharge).toBe(110_000);
    expect(st.tiers.map((t) => t.status)).toEqual([1, 1, 0, 0]);
    const before = balanceOf(s, user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => claim(token, 2)));
    const codes = results.map((r) => r.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1003)).toHaveLength(49);
    expect(balanceOf(s, user.id)).toBe(before + 6_000);
    expect(balanceOf(s, user.id, 'lottery')).toBe(1_000);
    st = results.find((r) => r.body.errcode === 0)!.body.rechargeBonusCollection11;
    expect(st.tiers.map((t) => t.status)).toEqual([1, 2, 0, 0]);
    expect((await claim(token, 99)).body.errcode).toBe(1004);
    expect((await claim(token, 3)).body.errcode).toBe(1002);
    expect(ledgerRows(s, user.id, 'festival').map((r) => [r.account, r.delta])).toEqual([
      ['coin', 6_000],
      ['lottery', 1_000],
    ]);
  });

  it('says when it opens and when it ended; deposits outside the window do not count; claims need it running', async () => {
    const { user, token } = await s.player();
    const now = s.clock.now();
    completeDeposit(s, user.id, { amount: 50_000 }); // before the window below
    setWindow(s, ACTIVITY.Festival, now + DAY, now + 3 * DAY);
    try {
      let st = await state(token);
      expect(st).toMatchObject({ phase: 1, startTime: now + DAY, endTime: now + 3 * DAY, festivalRecharge: 0 });
      expect((await claim(token, 1)).body.errcode).toBe(1001);
      s.clock.advance(DAY);
      st = await state(token);
      expect(st.phase).toBe(2);
      expect(st.festivalRecharge).toBe(0);
      completeDeposit(s, user.id, { amount: 30_000 });
      expect((await state(token)).tiers[0]!.status).toBe(1);
      s.clock.advance(2 * DAY);
      st = await state(token);
      expect(st.phase).toBe(3);
      expect(st.festivalRecharge).toBe(30_000);
      expect(st.tiers[0]!.status).toBe(0); // lapsed: the festival ended
      expect((await claim(token, 1)).body.errcode).toBe(1001);
      setActivityStatus(s, ACTIVITY.Festival, 0);
      expect((await state(token)).phase).toBe(0);
    } finally {
      setActivityStatus(s, ACTIVITY.Festival, 1);
      setWindow(s, ACTIVITY.Festival, 0, 0);
    }
  });
});

describe('weekend lottery', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Saturday 21 November 2026, 10:00 in Bangkok: inside the tickets of the week drawn Sunday 22, 20:00.
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const c = () => s.deps.config.country;
  const pub = async () => (await s.call<LotteryBody>('anonymousWeekendLottery', {})).body;
  const mine = async (token: string) =>
    (await s.call<LotteryUserBody>('rechargeBonusCollection12', {}, token)).body.rechargeBonusCollection12;

  it('shows a visitor the running week: tickets from Saturday 00:00, the draw Sunday 20:00 local', async () => {
    const body = await pub();
    expect(body.errcode).toBe(0);
    expect(body).toMatchObject({
      open: 1,
      week: '2026-11-22',
      ticketsFrom: localMidnight(c(), 2026, 11, 21),
      drawTime: localMidnight(c(), 2026, 11, 22) + 20 * HOUR,
      selling: 1,
      draws: [],
    });
  });

  it('issues a ticket per ฿100 of a weekend deposit, once per order, capped at 50 a week; none on a Friday', async () => {
    const { user, token } = await s.player();
    const orderId = completeDeposit(s, user.id, { amount: 35_000 });
    let st = await mine(token);
    expect(st.myTickets[0]).toMatchObject({ week: '2026-11-22' });
    expect(st.myTickets[0]!.tickets).toHaveLength(3);
    // Effects of the same order applied again issue nothing.
    const { applyRechargeEffects } = await import('../../server/domain/recharge-effects');
    s.deps.db.transaction(() =>
      applyRechargeEffects(s.deps, {
        id: orderId,
        userId: user.id,
        amount: 35_000,
        actType: 0,
        propId: null,
        at: s.clock.now(),
      }),
    )();
    completeDeposit(s, user.id, { amount: 9_000_000 });
    st = await mine(token);
    expect(st.myTickets[0]!.tickets).toHaveLength(50);
    const numbers = st.myTickets[0]!.tickets.map((t) => t.number);
    expect(new Set(numbers).size).toBe(50);
  });

  it('gives no ticket outside the window or while the activity is off', async () => {
    const fresh = await startTestServer({
      clock: new (s.clock.constructor as new (t: number) => typeof s.clock)(Date.UTC(2026, 10, 20, 10)),
    });
    try {
      const { user, token } = await fresh.player(); // Friday 17:00 local
      completeDeposit(fresh, user.id, { amount: 50_000 });
      const st = (await fresh.call<LotteryUserBody>('rechargeBonusCollection12', {}, token)).body
        .rechargeBonusCollection12;
      expect(st.selling).toBe(0);
      expect(st.myTickets[0]!.tickets).toEqual([]);
      fresh.clock.set(localMidnight(fresh.deps.config.country, 2026, 11, 21) + HOUR);
      setActivityStatus(fresh, ACTIVITY.WeekendLottery, 0);
      completeDeposit(fresh, user.id, { amount: 50_000 });
      expect((await fresh.call<LotteryBody>('anonymousWeekendLottery', {})).body.selling).toBe(0);
      setActivityStatus(fresh, ACTIVITY.WeekendLottery, 1);
      completeDeposit(fresh, user.id, { amount: 50_000 });
      const after = (await fresh.call<LotteryUserBody>('rechargeBonusCollection12', {}, token)).body
        .rechargeBonusCollection12;
      expect(after.myTickets[0]!.tickets).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });

  it('draws once after Sunday 20:00, reproducibly from its seed, and credits each winning ticket once', async () => {
    const players = await Promise.all([s.player(), s.player(), s.player()]);
    for (const p of players) completeDeposit(s, p.user.id, { amount: 100_000 });
    const weekTickets = sql<[], { number: number; user_id: number }>(
      s.deps.db,
      "SELECT number, user_id FROM weekend_lottery_tickets WHERE week = '2026-11-22' ORDER BY number",
    ).all();
    const before = new Map(weekTickets.map((t) => [t.user_id, balanceOf(s, t.user_id)]));
    s.clock.set(localMidnight(c(), 2026, 11, 22) + 20 * HOUR - 1);
    expect((await pub()).draws).toEqual([]); // not yet
    s.clock.advance(1);
    // Many readers at once: one draw.
    const bodies = await Promise.all([
      pub(),
      pub(),
      ...players.map((p) => s.call('getActivityIds', {}, p.token).then(() => pub())),
    ]);
    const draws = sql<[], { week: string; seed: string }>(
      s.deps.db,
      'SELECT week, seed FROM weekend_lottery_draws',
    ).all();
    expect(draws).toHaveLength(1);
    for (const b of bodies) expect(b.draws[0]!.seed).toBe(draws[0]!.seed);
    const draw = bodies[0]!.draws[0]!;
    expect(draw).toMatchObject({ week: '2026-11-22', drawTime: localMidnight(c(), 2026, 11, 22) + 20 * HOUR });
    expect(draw.ticketCount).toBe(weekTickets.length);
    // Reproducible: the seed and the ticket numbers give the same winners.
    const prizes = lotteryPrizes(s.deps);
    const replay = drawWinners(
      draw.seed,
      weekTickets.map((t) => t.number),
      prizes,
    );
    expect(draw.winners.map((w) => [w.number, w.rank])).toEqual(
      [...replay].sort((a, b) => a.rank - b.rank || a.number - b.number).map((w) => [w.number, w.rank]),
    );
    expect(draw.winners).toHaveLength(prizes.reduce((n, p) => n + p.winners, 0));
    expect(draw.winners.every((w) => /\*{4}/.test(w.player))).toBe(true);
    // Credits: Σ ledger 'weekend_lottery' per player = the awards of their winning tickets.
    const owner = new Map(weekTickets.map((t) => [t.number, t.user_id]));
    const expected = new Map<number, number>();
    for (const w of draw.winners) {
      const uid = owner.get(w.number)!;
      expected.set(uid, (expected.get(uid) ?? 0) + w.award.find((i) => i.id === 2001)!.count);
    }
    for (const [uid, won] of expected) {
      expect(ledgerRows(s, uid, 'weekend_lottery').reduce((n, r) => n + r.delta, 0)).toBe(won);
      expect(balanceOf(s, uid)).toBe(before.get(uid)! + won);
    }
    // The player sees their tickets with what each won; the new week is running.
    const p0 = players[0]!;
    const st = await mine(p0.token);
    expect(st.week).toBe('2026-11-29');
    expect(st.myTickets[1]!.week).toBe('2026-11-22');
    const won = st.myTickets[1]!.tickets.filter((t) => t.rank > 0);
    expect(st.wonTotal).toBe(expected.get(p0.user.id) ?? 0);
    expect(won.length).toBe(draw.winners.filter((w) => owner.get(w.number) === p0.user.id).length);
    // A Sunday deposit after the draw belongs to nothing (next week's tickets start Saturday).
    completeDeposit(s, p0.user.id, { amount: 50_000 });
    expect((await mine(p0.token)).myTickets[0]!.tickets).toEqual([]);
  });

  it('draws once when two server processes reach the same draw at the same moment', async () => {
    const { user } = await s.player();
    s.clock.set(localMidnight(c(), 2026, 11, 28) + 9 * HOUR); // Saturday of the next week
    completeDeposit(s, user.id, { amount: 200_000 });
    const week = '2026-11-29';
    const drawTime = localMidnight(c(), 2026, 11, 29) + 20 * HOUR;
    const startAt = Date.now() + 1_500;
    const child = () =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          'tests/helpers/draw-race-child.ts',
          s.deps.db.name,
          week,
          String(drawTime),
          String(startAt),
        ],
        {
          cwd: process.cwd(),
        },
      ).then((r) => JSON.parse(r.stdout) as { drawn: boolean });
    const results = await Promise.all([child(), child()]);
    expect(results.map((r) => r.drawn).sort()).toEqual([false, true]);
    expect(
      sql<[string], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM weekend_lottery_draws WHERE week = ?').get(
        week,
      )?.n,
    ).toBe(1);
    // 20 tickets, 14 prizes: 14 wins, each credited once.
    const wins = sql<[string], { n: number }>(
      s.deps.db,
      'SELECT COUNT(*) AS n FROM weekend_lottery_wins WHERE week = ?',
    ).get(week)!.n;
    expect(wins).toBe(14);
    expect(ledgerRows(s, user.id, 'weekend_lottery')).toHaveLength(14);
  }, 30_000);

  it('a forced draw (dev) draws the running week at once, and only once', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 5) + 9 * HOUR); // Saturday 5 December
    const { user } = await s.player();
    completeDeposit(s, user.id, { amount: 10_000 });
    const first = await (await s.fetch('/__dev/weekend-lottery/draw', { method: 'POST' })).json();
    const second = await (await s.fetch('/__dev/weekend-lottery/draw', { method: 'POST' })).json();
    expect(first).toEqual({ week: '2026-12-06', drawn: true });
    expect(second).toEqual({ week: '2026-12-06', drawn: false });
    const body = await pub();
    expect(body.draws[0]).toMatchObject({ week: '2026-12-06', ticketCount: 1 });
    expect(body.selling).toBe(0);
    expect(body.week).toBe('2026-12-13'); // the running week is the next one not drawn
    expect(ledgerRows(s, user.id, 'weekend_lottery').map((r) => r.delta)).toEqual([100_000]);
  });
});

interface ChristmasState {
  phase: 0 | 1 | 2 | 3;
  today: string;
  signedToday: 0 | 1;
  signList: string[];
  calendarDays: number;
  seasonRecharge: number;
  boxes: { id: number; source: 1 | 2; status: 0 | 1 | 2; award: { id: number; count: number }[] }[];
  extra: { award: { id: number; count: number }[]; status: 0 | 1 | 2 };
  prizes: { award: { id: number; count: number }[]; weight: number }[];
}
interface ChristmasBody {
  errcode: number;
  appChristmasUser: ChristmasState;
  boxId?: number;
  propList?: { id: number; count: number }[];
  coin?: number;
}

describe('christmas', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const c = () => s.deps.config.country;
  const state = async (token: string) =>
    (await s.call<ChristmasBody>('appChristmasUser', {}, token)).body.appChristmasUser;
  const call = (op: 'appChristmasUserSign' | 'appChristmasUserExtra', token: string) =>
    s.call<ChristmasBody>(op, {}, token);
  const byId = (op: 'appChristmasUserOpen' | 'appChristmasUserReceive', token: string, id: number) =>
    s.call<ChristmasBody>(op, { id }, token);

  it('says when the season opens; nothing can be done before it', async () => {
    const { token } = await s.player(); // 21 November
    const st = await state(token);
    expect(st.phase).toBe(1);
    expect(st.boxes).toEqual([]);
    expect((await call('appChristmasUserSign', token)).body.errcode).toBe(1001);
    expect((await call('appChristmasUserExtra', token)).body.errcode).toBe(1001);
  });

  it('signs in once a day (50 concurrent → one box), opens and receives each box once', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 1) + 10 * HOUR);
    const { user, token } = await s.player();
    const signs = await Promise.all(Array.from({ length: 50 }, () => call('appChristmasUserSign', token)));
    expect(signs.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(signs.filter((r) => r.body.errcode === 1009)).toHaveLength(49);
    let st = await state(token);
    expect(st).toMatchObject({ phase: 2, signedToday: 1, signList: ['2026-12-01'] });
    expect(st.boxes).toEqual([{ id: expect.any(Number), source: 1, status: 0, award: [] }]);
    const box = st.boxes[0]!.id;
    expect((await byId('appChristmasUserReceive', token, box)).body.errcode).toBe(1002); // not opened
    const opens = await Promise.all(Array.from({ length: 50 }, () => byId('appChristmasUserOpen', token, box)));
    expect(opens.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(opens.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    const prize = opens.find((r) => r.body.errcode === 0)!.body.propList!;
    expect(st.prizes.map((p) => p.award)).toContainEqual(prize);
    const before = balanceOf(s, user.id);
    const receipts = await Promise.all(Array.from({ length: 50 }, () => byId('appChristmasUserReceive', token, box)));
    expect(receipts.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(receipts.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    expect(balanceOf(s, user.id)).toBe(before + prize[0]!.count);
    expect(ledgerRows(s, user.id, 'christmas_box').map((r) => r.delta)).toEqual([prize[0]!.count]);
    st = await state(token);
    expect(st.boxes[0]).toMatchObject({ status: 2, award: prize });
    // Another player's box is not theirs.
    const other = await s.player();
    expect((await byId('appChristmasUserOpen', other.token, box)).body.errcode).toBe(1004);
  });

  it('earns a box per ฿500 deposited in season, at most 10', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 2) + 10 * HOUR);
    const { user, token } = await s.player();
    completeDeposit(s, user.id, { amount: 120_000 });
    let st = await state(token);
    expect(st.seasonRecharge).toBe(120_000);
    expect(st.boxes.filter((b) => b.source === 2)).toHaveLength(2);
    completeDeposit(s, user.id, { amount: 2_000_000 });
    st = await state(token);
    expect(st.boxes.filter((b) => b.source === 2)).toHaveLength(10);
    expect(new Set(st.boxes.map((b) => b.id)).size).toBe(10);
  });

  it('pays the calendar’s extra reward once, after 10 sign-in days, while the season runs', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 3) + 9 * HOUR);
    const { user, token } = await s.player();
    for (let d = 0; d < 10; d++) {
      if (d === 9) expect((await call('appChristmasUserExtra', token)).body.errcode).toBe(1002);
      expect((await call('appChristmasUserSign', token)).body.errcode).toBe(0);
      s.clock.advance(DAY);
    }
    let st = await state(token);
    expect(st.signList).toHaveLength(10);
    expect(st.extra.status).toBe(1);
    const before = balanceOf(s, user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => call('appChristmasUserExtra', token)));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    expect(balanceOf(s, user.id)).toBe(before + 20_000);
    expect(balanceOf(s, user.id, 'lottery')).toBe(5_000);
    st = await state(token);
    expect(st.extra.status).toBe(2);
    // After the season: opened prizes can still be received; nothing else can be done.
    const closed = st.boxes.find((b) => b.status === 0)!.id;
    expect((await byId('appChristmasUserOpen', token, closed)).body.errcode).toBe(0);
    s.clock.set(localMidnight(c(), 2027, 1, 7));
    expect((await state(token)).phase).toBe(3);
    expect((await call('appChristmasUserSign', token)).body.errcode).toBe(1001);
    expect((await byId('appChristmasUserReceive', token, closed)).body.errcode).toBe(0);
  });
});

interface NewYearState {
  phase: 0 | 1 | 2 | 3;
  sharedToday: 0 | 1;
  tasks: { id: number; kind: string; need: number; boxes: number; status: 0 | 1 | 2 }[];
  boxes: { id: number; itemId: number }[];
  items: { id: number; count: number }[];
  packets: { amount: number; createTime: number }[];
  maxPackets: number;
  extra: { award: { id: number; count: number }[]; need: number; status: 0 | 1 | 2 };
}
interface NewYearBody {
  errcode: number;
  appNewYearUser: NewYearState;
  propList?: { id: number; count: number }[];
}

describe('new year', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const c = () => s.deps.config.country;
  const state = async (token: string) => (await s.call<NewYearBody>('appNewYearUser', {}, token)).body.appNewYearUser;
  const op = (name: 'appNewYearUserShare' | 'appNewYearUserOpen' | 'appNewYearUserExtra', token: string) =>
    s.call<NewYearBody>(name, {}, token);
  const byId = (name: 'appNewYearUserReceiveTask' | 'appNewYearUserBoxOpen', token: string, id: number) =>
    s.call<NewYearBody>(name, { id }, token);
  /** Gives the player `sets` full sets of the four items (opened boxes), as if drawn. */
  function giveSets(userId: number, sets: number): void {
    const edition = sql<[], { start_time: number }>(s.deps.db, 'SELECT start_time FROM activities WHERE id = 38').get()!
      .start_time;
    const insert = sql(
      s.deps.db,
      'INSERT INTO new_year_boxes (user_id, edition, source, item_id, created_at, opened_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (let k = 0; k < sets; k++)
      for (const item of [40001, 40002, 40003, 40004])
        insert.run(userId, edition, `test:${k}:${item}`, item, s.clock.now(), s.clock.now());
  }

  it('refuses everything before 25 December', async () => {
    const { token } = await s.player();
    expect((await state(token)).phase).toBe(1);
    expect((await op('appNewYearUserShare', token)).body.errcode).toBe(1001);
    expect((await op('appNewYearUserOpen', token)).body.errcode).toBe(1001);
  });

  it('tasks earn boxes once a day (50 concurrent → once); a box opens once into one of the four items', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 25) + 10 * HOUR);
    const { user, token } = await s.player();
    expect((await byId('appNewYearUserReceiveTask', token, 1)).body.errcode).toBe(1002); // not shared yet
    expect((await op('appNewYearUserShare', token)).body.errcode).toBe(0);
    const receipts = await Promise.all(Array.from({ length: 50 }, () => byId('appNewYearUserReceiveTask', token, 1)));
    expect(receipts.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(receipts.filter((r) => r.body.errcode === 1009)).toHaveLength(49);
    completeDeposit(s, user.id, { amount: 100_000 });
    expect((await byId('appNewYearUserReceiveTask', token, 3)).body.errcode).toBe(0);
    expect((await byId('appNewYearUserReceiveTask', token, 99)).body.errcode).toBe(1004);
    let st = await state(token);
    expect(st.tasks.map((t) => t.status)).toEqual([2, 1, 2]);
    expect(st.boxes).toHaveLength(3);
    const box = st.boxes[0]!.id;
    const opens = await Promise.all(Array.from({ length: 50 }, () => byId('appNewYearUserBoxOpen', token, box)));
    expect(opens.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(opens.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    const item = opens.find((r) => r.body.errcode === 0)!.body.propList![0]!;
    expect([40001, 40002, 40003, 40004]).toContain(item.id);
    st = await state(token);
    expect(st.items.find((i) => i.id === item.id)?.count).toBe(1);
    expect(st.boxes.find((b) => b.id === box)?.itemId).toBe(item.id);
    // The next day the tasks start again.
    s.clock.advance(DAY);
    expect((await state(token)).tasks.map((t) => t.status)).toEqual([0, 0, 0]);
  });

  it('a full set opens one red packet (50 concurrent → one), into the ticker; the extra after 3', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 27) + 10 * HOUR);
    const { user, token } = await s.player();
    expect((await op('appNewYearUserOpen', token)).body.errcode).toBe(1002); // no set
    giveSets(user.id, 3);
    const before = balanceOf(s, user.id);
    const opens = await Promise.all(Array.from({ length: 50 }, () => op('appNewYearUserOpen', token)));
    const ok = opens.filter((r) => r.body.errcode === 0);
    // Three sets: three packets, whatever races; the rest are refused for want of a set.
    expect(ok).toHaveLength(3);
    expect(opens.filter((r) => r.body.errcode !== 0).every((r) => [1002, 1003].includes(r.body.errcode))).toBe(true);
    const paid = ok.map((r) => r.body.propList![0]!.count);
    for (const amount of paid) expect([888, 1_888, 3_888, 8_888]).toContain(amount);
    expect(balanceOf(s, user.id)).toBe(before + paid.reduce((a, b) => a + b, 0));
    expect(ledgerRows(s, user.id, 'new_year_packet')).toHaveLength(3);
    const st = await state(token);
    expect(st.items.every((i) => i.count === 0)).toBe(true);
    expect(st.extra.status).toBe(1);
    // The lobby ticker lists the openings, masked, newest first.
    const tips = (
      await s.call<{ newYearList: { phone: string; amount: number; timestamp: number }[] }>('anonymousLobbyTips', {})
    ).body.newYearList;
    expect(
      tips
        .slice(0, 3)
        .map((t) => t.amount)
        .sort(),
    ).toEqual([...paid].sort());
    expect(tips[0]!.phone).toMatch(/\*{4}/);
    expect(tips[0]!.timestamp).toBe(s.clock.now());
    // The extra: once.
    const extras = await Promise.all(Array.from({ length: 50 }, () => op('appNewYearUserExtra', token)));
    expect(extras.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(extras.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    expect(ledgerRows(s, user.id, 'new_year_extra').map((r) => r.delta)).toEqual([5_000, 10_000]);
  });

  it('stops at 5 packets a season', async () => {
    s.clock.set(localMidnight(c(), 2026, 12, 28) + 10 * HOUR);
    const { user, token } = await s.player();
    giveSets(user.id, 6);
    for (let k = 0; k < 5; k++) expect((await op('appNewYearUserOpen', token)).body.errcode).toBe(0);
    expect((await op('appNewYearUserOpen', token)).body.errcode).toBe(1008);
  });
});
