/**
 * Loss limits, the session-time limit, the play session behind the reality check, and the limit offer (issue 25
 * §1–§2; docs/player-protection.md), against the real server with an injected clock and a pay table draw the
 * test chooses: the net loss is bets − wins, a round that could pass a loss limit is refused with 2020, 50
 * concurrent rounds never take the net loss past the limit, a raised limit waits 24 h, the session-time limit
 * refuses launches and rounds with 2021 until the break, and the play session keeps its start across launches.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_LOOSEN_DELAY_MS, PLAY_BREAK_MS } from '../../contract/deposit-limit-rules';
import { ERRCODE } from '../../contract/ids';
import { ConfigError, readConfig } from '../../server/config';
import { sql } from '../../server/db/sql';
import { post } from '../../server/domain/ledger';
import { startTestServer, type TestServer } from '../helpers/server';

interface Protection {
  errcode: number;
  change?: string;
  lossLimits: { period: string; amount?: number; netLoss: number; left?: number; pending?: { effectiveAt: number } }[];
  sessionLimit: { amount?: number; pending?: { amount?: number; effectiveAt: number } };
  realityCheckMinutes: number;
  playSession?: {
    startedAt: number;
    now: number;
    bets: number;
    wins: number;
    endsAt?: number;
    realityCheckEveryMs?: number;
  };
  limitOfferDue: boolean;
}
interface Spin {
  errcode?: number;
  bet?: number;
  win?: number;
  limit?: { period: string; amount: number; left: number; resetAt: number };
  session?: { minutes: number; playAgainAt: number };
}

const MINUTE = 60_000;

describe('loss limits, session-time limit and the play session', () => {
  let s: TestServer;
  /** The pay table's next draw (out of 10,000): 9999 loses, 0 wins 100×. */
  let draw = 9999;
  let gameId = 0;
  beforeAll(async () => {
    s = await startTestServer({
      random: { bytes: (n) => randomBytes(n), int: (max) => (max === 10_000 ? draw : randomInt(max)) },
    });
    gameId =
      sql<[], { id: number }>(
        s.deps.db,
        `SELECT g.id FROM games g JOIN brands b ON b.id = g.brand_id
          WHERE g.status = 1 AND g.maintain = 0 AND b.maintain = 0 ORDER BY g.id LIMIT 1`,
      ).get()?.id ?? 0;
  });
  afterAll(() => s.close());

  async function gambler(coin = 1_000_000) {
    const p = await s.player();
    post(s.deps.db, {
      userId: p.user.id,
      account: 'coin',
      delta: coin,
      kind: 'operator_credit',
      ref: `grant:${p.user.id}`,
      at: s.clock.now(),
    });
    return p;
  }
  const read = async (token: string) => (await s.call<Protection>('getPlayerProtection', {}, token)).body;
  const limit = async (token: string, body: Record<string, unknown>) =>
    (await s.call<Protection>('setPlayerLimit', body, token)).body;
  async function launch(token: string) {
    return (
      await s.call<{ errcode: number; gameUrl: string; playSession?: Protection['playSession'] }>(
        'startGame',
        { gameId },
        token,
      )
    ).body;
  }
  async function spin(gameUrl: string, bet: number): Promise<Spin> {
    const res = await s.fetch(`${gameUrl}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet }),
    });
    return (await res.json()) as Spin;
  }

  it('net loss is bets minus wins; a round that could pass a loss limit is refused with 2020 and what is left', async () => {
    const { token } = await gambler();
    expect((await limit(token, { kind: 'loss', period: 'day', amount: 20_000 })).change).toBe('immediate');
    const { gameUrl } = await launch(token);
    draw = 9999; // a loss: net loss 150.00
    expect((await spin(gameUrl, 15_000)).win).toBe(0);
    // 60.00 more could take the net loss to 210.00 > 200.00.
    const refused = await spin(gameUrl, 6_000);
    expect(refused.errcode).toBe(ERRCODE.LossLimitExceeded);
    expect(refused.limit).toMatchObject({ period: 'day', amount: 20_000, left: 5_000 });
    expect((await spin(gameUrl, 5_000)).win).toBe(0); // exactly the limit
    draw = 0; // a 100× win while nothing is left is still refused: the bet alone could be lost
    expect((await spin(gameUrl, 100)).errcode).toBe(ERRCODE.LossLimitExceeded);
    const p = await read(token);
    expect(p.lossLimits.find((l) => l.period === 'day')).toMatchObject({ netLoss: 20_000, left: 0 });
    // A weekly limit without a daily one: a win makes room (net loss 100.00 − 100.00×100 < 0).
    const other = await gambler();
    await limit(other.token, { kind: 'loss', period: 'week', amount: 10_000 });
    const g2 = (await launch(other.token)).gameUrl;
    expect((await spin(g2, 10_000)).win).toBe(1_000_000);
    draw = 9999;
    const week = (await read(other.token)).lossLimits.find((l) => l.period === 'week');
    expect(week).toMatchObject({ netLoss: 10_000 - 1_000_000, left: 10_000 - (10_000 - 1_000_000) });
    expect((await spin(g2, 100_000)).win).toBe(0);
  });

  it('50 concurrent rounds crossing a loss limit never take the net loss past it', async () => {
    const { token, user } = await gambler();
    await limit(token, { kind: 'loss', period: 'day', amount: 10_500 });
    const { gameUrl } = await launch(token);
    draw = 9999;
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(gameUrl, 1_000)));
    expect(answers.filter((a) => a.errcode === undefined)).toHaveLength(10);
    expect(answers.filter((a) => a.errcode === ERRCODE.LossLimitExceeded)).toHaveLength(40);
    const loss = sql<[number], { loss: number }>(
      s.deps.db,
      'SELECT SUM(bet - win) AS loss FROM game_rounds WHERE user_id = ?',
    ).get(user.id)?.loss;
    expect(loss).toBe(10_000);
  });

  it('a raised loss limit applies only after 24 hours, and a pending raise can be cancelled', async () => {
    const { token } = await gambler();
    await limit(token, { kind: 'loss', period: 'month', amount: 1_000 });
    const raised = await limit(token, { kind: 'loss', period: 'month', amount: 50_000 });
    expect(raised.change).toBe('pending');
    const month = raised.lossLimits.find((l) => l.period === 'month');
    expect(month?.amount).toBe(1_000);
    expect(month?.pending?.effectiveAt).toBe(s.clock.now() + LIMIT_LOOSEN_DELAY_MS);
    const { gameUrl } = await launch(token);
    draw = 9999;
    expect((await spin(gameUrl, 5_000)).errcode).toBe(ERRCODE.LossLimitExceeded);
    s.clock.advance(LIMIT_LOOSEN_DELAY_MS - 1);
    // A day later the first game has ended (idle, issue 35 §1): a new launch.
    const later = (await launch(token)).gameUrl;
    expect((await spin(later, 5_000)).errcode).toBe(ERRCODE.LossLimitExceeded);
    s.clock.advance(1);
    expect((await spin(later, 5_000)).win).toBe(0);
    // A removal waits too, and cancelling it keeps the limit.
    expect((await limit(token, { kind: 'loss', period: 'month' })).change).toBe('pending');
    const cancelled = (await s.call<Protection>('cancelPlayerLimitChange', { kind: 'loss', period: 'month' }, token))
      .body;
    expect(cancelled.lossLimits.find((l) => l.period === 'month')).toMatchObject({ amount: 50_000 });
    expect(cancelled.lossLimits.find((l) => l.period === 'month')?.pending).toBeUndefined();
  });

  it('the session-time limit refuses launches and rounds with 2021 until a 30-minute break', async () => {
    const { token } = await gambler();
    await limit(token, { kind: 'session', amount: 30 });
    const first = await launch(token);
    expect(first.errcode).toBe(0);
    const startedAt = s.clock.now();
    expect(first.playSession).toMatchObject({ startedAt, endsAt: startedAt + 30 * MINUTE, bets: 0, wins: 0 });
    s.clock.advance(20 * MINUTE);
    draw = 9999;
    expect((await spin(first.gameUrl, 1_000)).win).toBe(0);
    // A reload 5 minutes later: the same session goes on (its start, bets and wins).
    s.clock.advance(5 * MINUTE);
    const again = await launch(token);
    expect(again.playSession).toMatchObject({ startedAt, bets: 1_000, wins: 0 });
    s.clock.advance(5 * MINUTE); // 30 minutes in
    const over = await spin(again.gameUrl, 1_000);
    expect(over.errcode).toBe(ERRCODE.SessionTimeLimitReached);
    expect(over.session?.playAgainAt).toBe(startedAt + 25 * MINUTE + PLAY_BREAK_MS);
    expect((await launch(token)).errcode).toBe(ERRCODE.SessionTimeLimitReached);
    // Raising the limit waits 24 hours, so it does not reopen play.
    expect((await limit(token, { kind: 'session', amount: 120 })).change).toBe('pending');
    expect((await launch(token)).errcode).toBe(ERRCODE.SessionTimeLimitReached);
    // After the break a new session starts.
    s.clock.advance(PLAY_BREAK_MS - 5 * MINUTE);
    const fresh = await launch(token);
    expect(fresh.errcode).toBe(0);
    expect(fresh.playSession?.startedAt).toBe(s.clock.now());
  });

  it('the reality check is 60 minutes by default in TH, can be chosen, and the limit offer is answered once', async () => {
    const { token } = await gambler();
    const fresh = await read(token);
    expect(fresh.realityCheckMinutes).toBe(60);
    expect(fresh.limitOfferDue).toBe(true);
    expect(fresh.playSession).toBeUndefined();
    expect((await launch(token)).playSession?.realityCheckEveryMs).toBe(60 * MINUTE);
    const chosen = (await s.call<Protection>('setPlaySettings', { realityCheckMinutes: 15 }, token)).body;
    expect(chosen.realityCheckMinutes).toBe(15);
    expect(chosen.playSession?.realityCheckEveryMs).toBe(15 * MINUTE);
    expect(chosen.limitOfferDue).toBe(true);
    const off = (
      await s.call<Protection>('setPlaySettings', { realityCheckMinutes: 0, limitOfferAnswered: true }, token)
    ).body;
    expect(off.playSession?.realityCheckEveryMs).toBeUndefined();
    expect(off.limitOfferDue).toBe(false);
    expect((await s.call<Protection>('setPlaySettings', { realityCheckMinutes: 45 }, token)).status).toBe(400);
    expect((await s.call<Protection>('setPlayerLimit', { kind: 'session', amount: 1441 }, token)).status).toBe(400);
    expect((await s.call<Protection>('setPlayerLimit', { kind: 'loss', amount: 100 }, token)).status).toBe(400);
  });

  it('PLAY_MINUTE_MS shortens a minute for tests only, never in production', () => {
    expect(readConfig({}).playMinuteMs).toBe(MINUTE);
    expect(readConfig({ PLAY_MINUTE_MS: '200' }).playMinuteMs).toBe(200);
    expect(() => readConfig({ PLAY_MINUTE_MS: '50' })).toThrow(ConfigError);
    expect(() =>
      readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.com', PLAY_MINUTE_MS: '200' }),
    ).toThrow(ConfigError);
  });
});
