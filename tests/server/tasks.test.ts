/**
 * The task engine (issue 14 §2): counting from what the player did, daily reset at the country's local
 * midnight, claims once per period by constraint (50 racing claims → one credit), the 105 first-recharge
 * key, share and follow link opens, and fast-check sequences of actions against a model.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRCODE, TASK_TYPE } from '../../contract/ids';
import { activity } from '../../contract/paths';
import { sql } from '../../server/db/sql';
import { createPlayer } from '../../server/domain/accounts';
import { FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { balances } from '../../server/domain/ledger';
import { spin } from '../../server/domain/games';
import { createSession } from '../../server/domain/sessions';
import { periodOf, receiveTaskAward, taskUser } from '../../server/domain/tasks';
import type { Fail } from '../../server/context';
import { completeDeposit } from '../helpers/activities';
import { giveCoin } from '../helpers/lobby';
import { startTestServer, type TestServer, launchGame } from '../helpers/server';

interface TaskItem {
  id: number;
  type: number;
  kind: 'daily' | 'once' | 'achieve';
  target: number;
  progress: number;
  received: number;
  rewards: { id: number; count: number }[];
  gameId: number;
  link: string;
}
interface TaskAnswer {
  errcode: number;
  achieveNum: number;
  achieveData: Record<string, { progress: number; target: number; done: number; time: number }>;
  taskData: Record<string, { progress: number; target: number; done: number; time: number }>;
  canReceiveTaskAward: number;
  taskList: TaskItem[];
  resetTime: number;
}

const HOUR = 3_600_000;
/** 2026-11-21 local midnight in Thailand (UTC+7) is 17:00 UTC the day before. */
const TH_MIDNIGHT = Date.UTC(2026, 10, 21, 17, 0, 0);

describe('task engine', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A player signed up with a username (no mobile bound). */
  const unbound = () =>
    s.player({ accountType: 1, account: `u${Math.random().toString(36).slice(2, 12)}`, mobile: null });
  const tasks = async (token: string) => (await s.call<TaskAnswer>('getTaskUser', {}, token)).body;
  const claim = async (token: string, id: number) =>
    (await s.call<{ errcode: number; coin?: number; lottery?: number }>('receiveTaskAward', { id }, token)).body;
  const item = (a: TaskAnswer, id: number) => a.taskList.find((t) => t.id === id)!;
  const ledgerOf = (userId: number) =>
    sql<[number], { account: string; delta: number; ref: string }>(
      s.deps.db,
      "SELECT account, delta, ref FROM ledger WHERE user_id = ? AND kind = 'task' ORDER BY id",
    ).all(userId);

  it('a new player has logged in today: only the login task counts, its award is receivable', async () => {
    s.clock.set(Date.UTC(2026, 10, 21, 3, 0, 0));
    const { token } = await unbound();
    const a = await tasks(token);
    expect(a.taskData).toEqual({ '101': { progress: 1, target: 1, done: 1, time: s.clock.now() } });
    expect(a.achieveData).toEqual({});
    expect(a.achieveNum).toBe(0);
    expect(a.canReceiveTaskAward).toBe(1);
    expect(a.taskList.map((t) => t.id)).toEqual([
      101, 102, 103, 104, 106, 107, 108, 105, 110, 111, 112, 113, 114, 115, 501, 502, 503, 504,
    ]);
    expect(item(a, 103)).toMatchObject({ type: 3, gameId: 1001, kind: 'daily', target: 3, progress: 0 });
    expect(item(a, 112).link).toMatch(/\/t\/[0-9A-Za-z]{12}$/);
    expect(item(a, 101).link).toBe('');
    expect(a.resetTime).toBe(TH_MIDNIGHT);
    const after = await s.call<{ dotFlags: { hasTask: number } }>('getAfterLoginInfo', {}, token);
    expect(after.body.dotFlags.hasTask).toBe(1);
    expect((await s.call('getTaskUser', {})).status).toBe(401);
  });

  it('claims a complete task once; not complete is 2302, unknown 2301, again 2303; the dot clears', async () => {
    const { token, user } = await unbound();
    const before = balances(s.deps.db, user.id);
    const ok = await claim(token, 101);
    expect(ok).toMatchObject({ errcode: 0, coin: before.coin + 100 });
    expect((await claim(token, 101)).errcode).toBe(ERRCODE.TaskClaimed);
    expect((await claim(token, 110)).errcode).toBe(ERRCODE.TaskNotComplete);
    expect((await claim(token, 9999)).errcode).toBe(ERRCODE.TaskNotFound);
    expect(balances(s.deps.db, user.id).coin).toBe(before.coin + 100);
    const a = await tasks(token);
    expect(item(a, 101).received).toBe(1);
    expect(a.canReceiveTaskAward).toBe(0);
    const after = await s.call<{ dotFlags: { hasTask: number } }>('getAfterLoginInfo', {}, token);
    expect(after.body.dotFlags.hasTask).toBe(0);

    // Binding a mobile completes Bind (2) for good.
    sql(s.deps.db, 'UPDATE users SET mobile = ? WHERE id = ?').run(`09${String(user.id).padStart(8, '0')}`, user.id);
    const bound = await tasks(token);
    expect(bound.taskData['110']).toMatchObject({ progress: 1, done: 1 });
    expect(bound.canReceiveTaskAward).toBe(1);
    expect((await claim(token, 110)).errcode).toBe(0);
    expect((await claim(token, 110)).errcode).toBe(ERRCODE.TaskClaimed);
    expect(ledgerOf(user.id)).toEqual([
      { account: 'coin', delta: 100, ref: `${user.id}:101:2026-11-21` },
      { account: 'coin', delta: 300, ref: `${user.id}:110:all` },
    ]);
  });

  it('50 concurrent claims of one task credit it once', async () => {
    const { token, user } = await unbound();
    giveCoin(s, user.id, 50_000);
    const game = launchGame(s.deps, user.id, 1001);
    const sessionId = game.gameUrl.split('/').pop()!;
    for (let i = 0; i < 5; i++) spin(s.deps, sessionId, 100);
    const before = balances(s.deps.db, user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => claim(token, 102)));
    const codes = results.map((r) => r.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERRCODE.TaskClaimed)).toHaveLength(49);
    const after = balances(s.deps.db, user.id);
    expect(after.coin).toBe(before.coin + 200);
    expect(after.lottery).toBe(before.lottery + 500);
    expect(ledgerOf(user.id).filter((r) => r.ref.includes(':102:'))).toHaveLength(2);
  });

  it('daily tasks reset at the local midnight of the country; achievements and one-off tasks do not', async () => {
    s.clock.set(TH_MIDNIGHT - 2 * 60_000); // 23:58 in Bangkok
    const { token, user } = await unbound();
    completeDeposit(s, user.id, { amount: 10_000 });
    let a = await tasks(token);
    expect(a.taskData['106']).toMatchObject({ progress: 1, done: 1 });
    expect(a.taskData['105']).toMatchObject({ progress: 1, done: 1 });
    expect((await claim(token, 101)).errcode).toBe(0);
    expect((await claim(token, 106)).errcode).toBe(0);
    expect((await claim(token, 105)).errcode).toBe(0);

    s.clock.set(TH_MIDNIGHT + 2 * 60_000); // 00:02 the next day
    a = await tasks(token);
    // The call itself is today's use of the session: logged in today, not claimed today.
    expect(item(a, 101)).toMatchObject({ progress: 1, received: 0 });
    expect(item(a, 106)).toMatchObject({ progress: 0, received: 0 });
    expect(a.taskData['106']).toBeUndefined();
    expect(item(a, 105)).toMatchObject({ progress: 1, received: 1 });
    expect(item(a, 504)).toMatchObject({ progress: 1, received: 0 });
    expect(a.resetTime).toBe(TH_MIDNIGHT + 24 * HOUR);
    expect((await claim(token, 106)).errcode).toBe(ERRCODE.TaskNotComplete);
    expect((await claim(token, 105)).errcode).toBe(ERRCODE.TaskClaimed);
    expect((await claim(token, 101)).errcode).toBe(0);
    expect(ledgerOf(user.id).map((r) => r.ref)).toEqual([
      `${user.id}:101:2026-11-21`,
      `${user.id}:106:2026-11-21`,
      `${user.id}:105:all`,
      `${user.id}:101:2026-11-22`,
    ]);
  });

  it('the periods follow the configured country (PK is UTC+5)', () => {
    const pk = { config: { ...s.deps.config, country: 'PK' as const } };
    expect(periodOf(pk, 'daily', Date.UTC(2026, 10, 21, 18, 59)).key).toBe('2026-11-21');
    expect(periodOf(pk, 'daily', Date.UTC(2026, 10, 21, 19, 0)).key).toBe('2026-11-22');
    expect(periodOf(s.deps, 'daily', Date.UTC(2026, 10, 21, 17, 0))).toEqual({
      key: '2026-11-22',
      from: Date.UTC(2026, 10, 21, 17, 0),
      to: Date.UTC(2026, 10, 22, 17, 0),
    });
    expect(periodOf(s.deps, 'achieve', 0).key).toBe('all');
  });

  it('taskData key 105 appears with the first completed deposit, as the first-recharge marker does', async () => {
    s.clock.set(Date.UTC(2026, 10, 23, 3, 0, 0));
    const { token, user } = await unbound();
    expect((await tasks(token)).taskData['105']).toBeUndefined();
    completeDeposit(s, user.id, { amount: 5_000 });
    completeDeposit(s, user.id, { amount: 5_000 });
    const a = await tasks(token);
    expect(a.taskData['105']).toEqual({ progress: 1, target: 1, done: 1, time: s.clock.now() });
    const marker = sql<[number], { task_id: number }>(s.deps.db, 'SELECT task_id FROM tasks WHERE user_id = ?').all(
      user.id,
    );
    expect(marker).toEqual([{ task_id: 105 }]);
    expect(item(a, 106).progress).toBe(1); // TodayPay target 1: capped
    expect(a.achieveData['504']).toMatchObject({ progress: 2, target: 5, done: 0 });
  });

  it('rounds of any game count for PlayGame, rounds of Tiger for task 103 only; a login-pay card is Shop', async () => {
    s.clock.set(Date.UTC(2026, 10, 24, 3, 0, 0));
    const { token, user } = await unbound();
    giveCoin(s, user.id, 100_000);
    const tiger = launchGame(s.deps, user.id, 1001).gameUrl.split('/').pop()!;
    const other = launchGame(s.deps, user.id, 1005).gameUrl.split('/').pop()!;
    for (let i = 0; i < 3; i++) spin(s.deps, tiger, 100);
    spin(s.deps, other, 100);
    const prop = sql<[], { id: number }>(s.deps.db, 'SELECT id FROM prop_config ORDER BY id LIMIT 1').get()!;
    completeDeposit(s, user.id, { amount: 10_000, actType: 6, propId: prop.id });
    const a = await tasks(token);
    expect(a.taskData['102']).toMatchObject({ progress: 4, target: 5, done: 0 });
    expect(a.taskData['103']).toMatchObject({ progress: 3, target: 3, done: 1 });
    expect(a.taskData['104']).toBeUndefined();
    expect(a.taskData['111']).toMatchObject({ progress: 1, done: 1 });
    expect(a.achieveData['501']).toMatchObject({ progress: 4, target: 50 });
    expect(a.achieveData['503']).toMatchObject({ progress: 3, target: 100 });
  });

  it('an open of the player’s short link counts for the share tasks; a follow link redirects and counts', async () => {
    s.clock.set(Date.UTC(2026, 10, 25, 3, 0, 0));
    const { token, user } = await unbound();
    const short = async (path: string) =>
      new URL((await s.call<{ shortUrl: string }>('shortUrl', { url: `${s.url}${path}` }, token)).body.shortUrl)
        .pathname;
    const invite = await short(activity('inviteFriends'));
    const spinLink = await short(activity('spin'));
    const open = (path: string) => s.fetch(path, { redirect: 'manual' });
    expect((await open(invite)).status).toBe(302);
    expect((await open(`${invite}?via=9`)).status).toBe(302);
    expect((await open(spinLink)).status).toBe(302);
    const types = sql<[number], { type: number }>(
      s.deps.db,
      'SELECT type FROM task_events WHERE user_id = ? ORDER BY id',
    ).all(user.id);
    expect(types.map((t) => t.type)).toEqual([TASK_TYPE.Share1, TASK_TYPE.Share3, TASK_TYPE.TodayShareSpin]);
    let a = await tasks(token);
    expect(a.taskData['107']).toMatchObject({ progress: 1, done: 1 });
    expect(a.taskData['108']).toMatchObject({ progress: 1, done: 1 });

    const link = new URL(item(a, 112).link).pathname;
    expect(item(a, 112).link).toBe(new URL(item(await tasks(token), 112).link).href); // kept, not remade
    const res = await open(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.facebook.com/examplelobby');
    a = await tasks(token);
    expect(a.taskData['112']).toMatchObject({ progress: 1, done: 1 });
    expect(a.taskData['113']).toBeUndefined();
    expect((await open('/t/AAAAAAAAAAAA')).status).toBe(404);
    expect((await open('/t/bad')).status).toBe(404);
  });

  it('keeps task counts and balances right under random sequences of actions (fast-check)', () => {
    const deps = s.deps;
    const DAILY_LOGIN = 101;
    type Action =
      | { kind: 'login' }
      | { kind: 'bind' }
      | { kind: 'round'; game: 1001 | 1002 | 1005 }
      | { kind: 'deposit'; amount: number }
      | { kind: 'hours'; n: number }
      | { kind: 'claim'; id: number };
    const action = fc.oneof(
      fc.constant<Action>({ kind: 'login' }),
      fc.constant<Action>({ kind: 'bind' }),
      fc.constantFrom<Action>(
        { kind: 'round', game: 1001 },
        { kind: 'round', game: 1002 },
        { kind: 'round', game: 1005 },
      ),
      fc.integer({ min: 1, max: 500 }).map<Action>((n) => ({ kind: 'deposit', amount: n * 100 })),
      fc.integer({ min: 1, max: 30 }).map<Action>((n) => ({ kind: 'hours', n })),
      fc
        .constantFrom(101, 102, 103, 104, 105, 106, 110, 111, 501, 503, 504, 9999)
        .map<Action>((id) => ({ kind: 'claim', id })),
    );
    let seq = 0;
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 40 }), (actions) => {
        seq += 1;
        let now = Date.UTC(2026, 11, 1, 0, 0, 0) + seq * 40 * 30 * HOUR;
        const clock = { now: () => now };
        const d = { ...deps, clock };
        const user = createPlayer(d, { accountType: 1, account: `fc${seq}x${now}`, mobile: null });
        const day = (t: number) => periodOf(d, 'daily', t).key;
        // The model: what happened, by local day.
        const logins = new Set<string>();
        const rounds: { day: string; game: number }[] = [];
        const deposits: string[] = [];
        let bound = false;
        const claims = new Set<string>();
        giveCoinAt(user.id, 1_000_000, now);
        let { coin, lottery: points } = balances(deps.db, user.id);
        const session = startGameAt(user.id);
        const rewardsOf = new Map(taskUser(d, user.id, '').taskList.map((t) => [t.id, t]));

        const expectedProgress = (id: number): number => {
          const today = day(now);
          const t = rewardsOf.get(id)!;
          switch (id) {
            case 101:
              return logins.has(today) ? 1 : 0;
            case 102:
              return rounds.filter((r) => r.day === today).length;
            case 103:
              return rounds.filter((r) => r.day === today && r.game === 1001).length;
            case 104:
              return rounds.filter((r) => r.day === today && r.game === 1002).length;
            case 105:
              return Math.min(1, deposits.length);
            case 106:
              return deposits.filter((x) => x === today).length;
            case 110:
              return bound ? 1 : 0;
            case 501:
              return rounds.length;
            case 503:
              return rounds.filter((r) => r.game === 1001).length;
            case 504:
              return deposits.length;
            default:
              return t ? 0 : -1;
          }
        };
        for (const a of actions) {
          switch (a.kind) {
            case 'login':
              createSession(deps.db, deps.random, user.id, now);
              logins.add(day(now));
              break;
            case 'bind':
              if (!bound) sql(deps.db, 'UPDATE users SET mobile = ? WHERE id = ?').run(`07${user.id}${seq}`, user.id);
              bound = true;
              break;
            case 'round': {
              // A round is played from a game launched now, from a login session begun now (a game session
              // belongs to one and ends after 30 idle minutes): that is the day's login too.
              const sid = session(a.game, now);
              const r = spin(d, sid, 100);
              coin += r.win - r.bet;
              rounds.push({ day: day(now), game: a.game });
              logins.add(day(now));
              break;
            }
            case 'deposit':
              completeDepositAt(user.id, a.amount, now);
              coin += a.amount + (deposits.length === 0 ? FIRST_DEPOSIT_BONUS : 0);
              deposits.push(day(now));
              break;
            case 'hours':
              now += a.n * HOUR;
              break;
            case 'claim': {
              const def = rewardsOf.get(a.id);
              const key = def ? `${a.id}:${def.kind === 'daily' ? day(now) : 'all'}` : '';
              const complete = def ? expectedProgress(a.id) >= def.target : false;
              let code = 0;
              try {
                receiveTaskAward(d, user.id, a.id);
              } catch (e) {
                code = (e as Fail).errcode;
              }
              const want = !def
                ? ERRCODE.TaskNotFound
                : !complete
                  ? ERRCODE.TaskNotComplete
                  : claims.has(key)
                    ? ERRCODE.TaskClaimed
                    : 0;
              expect(code).toBe(want);
              if (code === 0) {
                claims.add(key);
                for (const r of def!.rewards) {
                  if (r.id === 2001) coin += r.count;
                  if (r.id === 2002) points += r.count;
                }
              }
              break;
            }
          }
          const board = taskUser(d, user.id, '');
          for (const t of board.taskList) {
            const want = expectedProgress(t.id);
            if (want < 0 || [107, 108, 111, 112, 113, 114, 115, 502].includes(t.id)) continue;
            expect(t.progress, `task ${t.id}`).toBe(Math.min(want, t.target));
            const key = `${t.id}:${t.kind === 'daily' ? day(now) : 'all'}`;
            expect(t.received, `task ${t.id} received`).toBe(claims.has(key) ? 1 : 0);
          }
          // Login 101: sessions begun today (the model does not touch sessions otherwise).
          expect(board.taskList.find((t) => t.id === DAILY_LOGIN)!.progress).toBe(logins.has(day(now)) ? 1 : 0);
          const b = balances(deps.db, user.id);
          expect(b.coin).toBe(coin);
          expect(b.lottery).toBe(points);
          const claimRows = sql<[number], { n: number }>(
            deps.db,
            'SELECT COUNT(*) AS n FROM task_claims WHERE user_id = ?',
          ).get(user.id)!;
          expect(claimRows.n).toBe(claims.size);
        }
      }),
      { numRuns: 60, seed: 1414 },
    );

    function giveCoinAt(userId: number, amount: number, at: number) {
      sql(
        deps.db,
        "INSERT INTO ledger (user_id, account, delta, kind, ref, created_at) VALUES (?, 'coin', ?, 'test', ?, ?)",
      ).run(userId, amount, `fc-${userId}`, at);
    }
    function startGameAt(userId: number) {
      return (game: number, t: number) =>
        launchGame({ ...deps, clock: { now: () => t } }, userId, game)
          .gameUrl.split('/')
          .pop()!;
    }
    function completeDepositAt(userId: number, amount: number, at: number) {
      const saved = s.clock.now();
      s.clock.set(at);
      try {
        completeDeposit(s, userId, { amount });
      } finally {
        s.clock.set(saved);
      }
    }
  });
});
