import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_WIN_MULTIPLE } from '../../server/domain/games';
import { coinOf, gameWhere, giveCoin, playableGame, ScriptedRandom, sessionIdOf, spinOnce } from '../helpers/lobby';
import { startTestServer, type TestServer } from '../helpers/server';

interface Launch {
  errcode: number;
  msg?: string;
  gameId: number;
  gameUrl: string;
  gameHistory: number[];
}

describe('games', () => {
  let s: TestServer;
  const random = new ScriptedRandom();
  beforeAll(async () => {
    s = await startTestServer({ random });
  });
  afterAll(() => s.close());

  const rows = (sql: string, ...args: unknown[]) => s.deps.db.prepare(sql).all(...args) as Record<string, unknown>[];

  it('starts a game: a provider session, the history (most recent first) and the session game id', async () => {
    const { token, user } = await s.player();
    const first = playableGame(s, 0);
    const second = playableGame(s, 1);
    const a = await s.call<Launch>('startGame', { gameId: first.id }, token);
    expect(a.body.errcode).toBe(0);
    expect(a.body.gameId).toBe(first.id);
    expect(a.body.gameUrl).toMatch(/^\/sandbox\/game\/[A-Za-z0-9_-]{22}$/);
    expect(a.body.gameHistory).toEqual([first.id]);
    s.clock.advance(1000);
    const b = await s.call<Launch>('startGame', { gameId: second.id }, token);
    expect(b.body.gameHistory).toEqual([second.id, first.id]);
    s.clock.advance(1000);
    const c = await s.call<Launch>('startGame', { gameId: first.id }, token);
    expect(c.body.gameHistory).toEqual([first.id, second.id]);
    const after = await s.call<{ gameHistory: number[] }>('getAfterLoginInfo', {}, token);
    expect(after.body.gameHistory).toEqual([first.id, second.id]);
    expect(rows('SELECT game_id FROM sessions WHERE user_id = ?', user.id)).toEqual([{ game_id: first.id }]);
    const sessions = rows(
      'SELECT id, game_id, ended_at FROM game_sessions WHERE user_id = ? ORDER BY started_at',
      user.id,
    );
    expect(sessions.map((r) => [r.id, r.game_id, r.ended_at])).toEqual([
      [sessionIdOf(a.body.gameUrl), first.id, null],
      [sessionIdOf(b.body.gameUrl), second.id, null],
      [sessionIdOf(c.body.gameUrl), first.id, null],
    ]);
  });

  it('refuses an unknown or switched-off game (3001) and maintenance of the game or its brand (3002)', async () => {
    const { token } = await s.player();
    expect((await s.call('startGame', { gameId: 999_999 }, token)).body).toEqual({
      errcode: 3001,
      msg: 'Game not found',
    });
    const off = gameWhere(s, 'g.status = 0');
    expect((await s.call('startGame', { gameId: off.id }, token)).body).toMatchObject({ errcode: 3001 });
    const maintained = gameWhere(s, 'g.maintain = 1');
    expect((await s.call('startGame', { gameId: maintained.id }, token)).body).toEqual({
      errcode: 3002,
      msg: 'Game or brand in maintenance',
    });
    const brandDown = gameWhere(s, 'b.maintain = 1 AND g.maintain = 0 AND g.status = 1');
    expect((await s.call('startGame', { gameId: brandDown.id }, token)).body).toMatchObject({ errcode: 3002 });
    expect((await s.call('startGame', { gameId: 1 })).status).toBe(401);
  });

  it('plays spins through the ledger: coin after = before − bet + win, with rounds and bet total', async () => {
    const { token, user } = await s.player();
    const game = playableGame(s, 2);
    // The page speaks the locale the app named at the launch (issue 35 §1).
    const launch = await s.call<Launch>('startGame', { gameId: game.id, lang: 'en-US' }, token);
    const sessionId = sessionIdOf(launch.body.gameUrl);

    const page = await s.fetch(launch.body.gameUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox game');
    expect(html).toContain(game.name.replace(/&/g, '&amp;'));
    expect(html).toContain('<script src="/sandbox/game.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).toContain('10.00'); // the registration reward of 10.00
    const script = await s.fetch('/sandbox/game.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    // A losing draw (9999 is past every winning line), then a 2× draw (3 + 10 + 50 + 200 + 500 skips the lines above 2×).
    random.ints.push(9999);
    const before = coinOf(s, user.id);
    const lose = await spinOnce(s, sessionId, 200);
    expect(lose).toEqual({ status: 200, body: { bet: 200, win: 0, coin: before - 200 } });
    random.ints.push(3 + 10 + 50 + 200 + 500);
    const win = await spinOnce(s, sessionId, 100);
    expect(win.body).toEqual({ bet: 100, win: 200, coin: before - 200 - 100 + 200 });
    expect(coinOf(s, user.id)).toBe(before - 100);

    for (let i = 0; i < 5; i++) {
      const was = coinOf(s, user.id);
      const r = await spinOnce(s, sessionId, 100);
      expect(r.status).toBe(200);
      expect(r.body.coin).toBe(was - 100 + (r.body.win as number));
      expect(coinOf(s, user.id)).toBe(r.body.coin);
    }
    const rounds = rows('SELECT bet, win FROM game_rounds WHERE session_id = ? ORDER BY id', sessionId);
    expect(rounds).toHaveLength(7);
    expect(rounds.slice(0, 2)).toEqual([
      { bet: 200, win: 0 },
      { bet: 100, win: 200 },
    ]);
    // The player has only the registration bonus: the bets are taken from bonus money (issue 25 §4).
    const ledger = rows(
      "SELECT COUNT(DISTINCT ref) AS n FROM ledger WHERE user_id = ? AND kind IN ('game_bet', 'game_bet_bonus')",
      user.id,
    );
    expect(ledger[0]).toEqual({ n: 7 });
    const refresh = await s.call<{ bet: number }>('refreshData', {}, token);
    expect(refresh.body.bet).toBe(200 + 100 * 6);
  });

  it('records a big win in the ticker and answers 2005 when the balance is short', async () => {
    const { token, user } = await s.player();
    giveCoin(s, user.id, 100_000);
    const game = playableGame(s, 3);
    const launch = await s.call<Launch>('startGame', { gameId: game.id }, token);
    const sessionId = sessionIdOf(launch.body.gameUrl);
    s.clock.advance(60_000);
    random.ints.push(0); // the 100× line
    const before = coinOf(s, user.id);
    const big = await spinOnce(s, sessionId, 1000);
    expect(big.body).toEqual({ bet: 1000, win: 100_000, coin: before - 1000 + 100_000 });
    expect(100_000).toBeGreaterThanOrEqual(1000 * BIG_WIN_MULTIPLE);
    const tips = await s.call<{ jackpotList: { phone: string; gameId: number; amount: number; timestamp: number }[] }>(
      'anonymousLobbyTips',
      {},
    );
    expect(tips.body.jackpotList[0]).toEqual({
      phone: expect.stringContaining('****') as unknown as string,
      gameId: game.id,
      amount: 100_000,
      timestamp: s.clock.now(),
    });
    expect(tips.body.jackpotList).toHaveLength(30);
    expect(rows('SELECT user_id, amount FROM big_wins WHERE user_id = ?', user.id)).toEqual([
      { user_id: user.id, amount: 100_000 },
    ]);

    const broke = await s.player();
    const l2 = await s.call<Launch>('startGame', { gameId: game.id }, broke.token);
    const short = await spinOnce(s, sessionIdOf(l2.body.gameUrl), 100_000);
    expect(short).toEqual({ status: 200, body: { errcode: 2005, msg: 'Insufficient balance' } });
    expect(coinOf(s, broke.user.id)).toBe(s.deps.config.userRegisterCoin);
    expect(rows('SELECT id FROM game_rounds WHERE user_id = ?', broke.user.id)).toEqual([]);

    expect((await spinOnce(s, sessionIdOf(l2.body.gameUrl), 99)).status).toBe(400);
    expect((await spinOnce(s, sessionIdOf(l2.body.gameUrl), 100_001)).status).toBe(400);
    expect((await spinOnce(s, sessionIdOf(l2.body.gameUrl), '100')).status).toBe(400);
    expect((await spinOnce(s, sessionIdOf(l2.body.gameUrl), 150.5)).status).toBe(400);
    expect((await spinOnce(s, 'A'.repeat(22), 100)).status).toBe(404);
  });

  it('exits: sessions end, the token is back in the lobby, the page and spins refuse', async () => {
    const { token, user } = await s.player();
    const launch = await s.call<Launch>('startGame', { gameId: playableGame(s, 4).id }, token);
    const sessionId = sessionIdOf(launch.body.gameUrl);
    s.clock.advance(5000);
    const exit = await s.call<{ errcode: number; coin: number }>('exitGame', {}, token);
    expect(exit.body).toEqual({ errcode: 0, coin: coinOf(s, user.id) });
    expect(rows('SELECT ended_at FROM game_sessions WHERE id = ?', sessionId)).toEqual([{ ended_at: s.clock.now() }]);
    expect(rows('SELECT game_id FROM sessions WHERE user_id = ?', user.id)).toEqual([{ game_id: null }]);
    expect(await spinOnce(s, sessionId, 100)).toEqual({
      status: 410,
      body: { errcode: 3003, msg: 'Game session has ended (exited)', reason: 'exited', endedAt: s.clock.now() },
    });
    expect((await s.fetch(launch.body.gameUrl)).status).toBe(410);
    expect((await s.call('exitGame', {})).status).toBe(401);
  });

  it('likes and unlikes a game; a repeat is 1004 and an unknown game 3001', async () => {
    const { token } = await s.player();
    const game = playableGame(s, 5);
    const liked = await s.call<{ errcode: number; gameLikes: Record<string, number> }>(
      'gameLike',
      { id: game.id, like: 1 },
      token,
    );
    expect(liked.body).toEqual({ errcode: 0, gameLikes: { [String(game.id)]: 1 } });
    expect((await s.call('gameLike', { id: game.id, like: 1 }, token)).body).toEqual({
      errcode: 1004,
      msg: 'No change',
    });
    const unliked = await s.call('gameLike', { id: game.id, like: 0 }, token);
    expect(unliked.body).toEqual({ errcode: 0, gameLikes: {} });
    expect((await s.call('gameLike', { id: game.id, like: 0 }, token)).body).toMatchObject({ errcode: 1004 });
    expect((await s.call('gameLike', { id: 999_999, like: 1 }, token)).body).toMatchObject({ errcode: 3001 });
  });

  it('answers the bonus tickers from the ledger, newest first, with activity ids', async () => {
    const { user } = await s.player({ mobile: '0891234567', account: '0891234567' });
    const insert = s.deps.db.prepare(
      "INSERT INTO ledger (user_id, account, delta, kind, ref, created_at) VALUES (?, 'coin', ?, ?, ?, ?)",
    );
    const t = s.clock.now() + 10_000;
    insert.run(user.id, 30_000, 'first_charge', `tick-${user.id}-1`, t + 1);
    insert.run(user.id, 5_000, 'invite', `tick-${user.id}-2`, t + 2);
    insert.run(user.id, 700, 'login_pay', `tick-${user.id}-3`, t + 3);
    insert.run(user.id, 900, 'recharge', `tick-${user.id}-4`, t + 4);
    const res = await s.call<{ list: { phone: string; amount: number; timestamp: number; activityId: number }[] }>(
      'getBonusTickers',
      {},
    );
    expect(res.body.list.slice(0, 3)).toEqual([
      { phone: '089****567', amount: 700, timestamp: t + 3, activityId: 23 },
      { phone: '089****567', amount: 5_000, timestamp: t + 2, activityId: 40 },
      { phone: '089****567', amount: 30_000, timestamp: t + 1, activityId: 39 },
    ]);
    expect(res.body.list.length).toBeLessThanOrEqual(30);
    expect(res.body.list.some((e) => e.amount === 900 && e.timestamp === t + 4)).toBe(false);
  });

  it('answers the customer-service queue, live chat first', async () => {
    const res = await s.call<{
      appCustomerServiceQueue: { url: string; isOut: number; nickname: string; icon: string }[];
    }>('getCustomerServices', { lang: 'en-US' });
    expect(res.body.appCustomerServiceQueue[0]).toEqual({
      url: '/sandbox/livechat/19075011',
      isOut: 0,
      nickname: 'Live Chat',
      icon: '/static/cs/1.svg?lang=en-US',
    });
    expect(res.body.appCustomerServiceQueue).toHaveLength(3);
  });
});
