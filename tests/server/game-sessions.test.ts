/**
 * Game sessions end with the player's standing (issue 35 §1), over HTTP against the real server on an injected
 * clock: a game launched by a login session, then a cool-off, a self-exclusion, a closure, a logout, a password
 * reset, "sign out other devices", the account disabled, the session-time limit reached, GAME_IDLE_MS without a
 * round or GAME_MAX_MS since the launch — and the provider's round call (`/sandbox/game/<session>/spin`) is
 * refused with the documented answer: HTTP 410 `{ errcode: 3003, msg, reason, endedAt }`. The page of the game
 * says why in the launch's locale; the framed (opaque-origin) page's CORS preflight is answered for `Origin:
 * null` only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_IDLE_MS,
  GAME_MAX_MS,
  GAME_ROUND_REFUSED_STATUS,
  GAME_SESSION_ENDED,
  type GameEndReason,
} from '../../contract/game-session-rules';
import { ERRCODE } from '../../contract/ids';
import { post } from '../../server/domain/ledger';
import { expectAuthOk, login, newIp, sendCode } from '../helpers/auth';
import { playableGame, sessionIdOf, spinOnce } from '../helpers/lobby';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE = 60_000;

interface Launch {
  errcode: number;
  gameUrl: string;
}

describe('a game session ends with the player standing, and its round is refused (410, errcode 3003)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  let gameId = 0;
  beforeAll(() => {
    gameId = playableGame(s, 0).id;
  });

  /** A player with money, signed in on two devices: `token` (the test player's) and `other` (a login). */
  async function gambler() {
    const p = await s.player();
    post(s.deps.db, {
      userId: p.user.id,
      account: 'coin',
      delta: 1_000_000,
      kind: 'operator_credit',
      ref: `grant:${p.user.id}`,
      at: s.clock.now(),
    });
    const other = expectAuthOk(await login(s, p.user.account, p.password, newIp())).token;
    return { ...p, other };
  }

  async function launch(token: string, lang?: string): Promise<string> {
    const res = await s.call<Launch>('startGame', { gameId, ...(lang ? { lang } : {}) }, token);
    expect(res.body.errcode, JSON.stringify(res.body)).toBe(0);
    return sessionIdOf(res.body.gameUrl);
  }

  /** A round is played (not refused by the game session's standing). */
  async function plays(session: string): Promise<void> {
    const round = await spinOnce(s, session, 100);
    expect([round.status, typeof round.body.coin], JSON.stringify(round.body)).toEqual([200, 'number']);
  }

  /** The round is refused with the documented answer, for `reason`, ended at `endedAt`. */
  async function refused(session: string, reason: GameEndReason, endedAt = s.clock.now()): Promise<void> {
    const round = await spinOnce(s, session, 100);
    expect(round.status).toBe(GAME_ROUND_REFUSED_STATUS);
    expect(round.body).toEqual({ errcode: GAME_SESSION_ENDED, msg: expect.any(String), reason, endedAt });
    // And again: the game session stays ended, for the same reason.
    s.clock.advance(1000);
    expect((await spinOnce(s, session, 100)).body).toMatchObject({ errcode: GAME_SESSION_ENDED, reason, endedAt });
  }

  const exclude = (token: string, password: string, kind: string, duration?: string) =>
    s.call('startExclusion', { kind, ...(duration ? { duration } : {}), password: s.encrypt(password) }, token);

  it('a cool-off started on another device ends the open game at once', async () => {
    const p = await gambler();
    const game = await launch(p.token);
    await plays(game);
    expect((await exclude(p.other, p.password, 'coolOff', '24h')).body.errcode).toBe(0);
    await refused(game, 'coolOff');
  });

  it('a self-exclusion ends it; a closure ends it', async () => {
    const a = await gambler();
    const gameA = await launch(a.token);
    expect((await exclude(a.other, a.password, 'selfExclusion', '6m')).body.errcode).toBe(0);
    await refused(gameA, 'selfExclusion');

    const b = await gambler();
    const gameB = await launch(b.token);
    expect((await exclude(b.token, b.password, 'closure')).body.errcode).toBe(0);
    await refused(gameB, 'closure');
  });

  it('an exclusion written behind the server’s back is still seen by the next round', async () => {
    const p = await gambler();
    const game = await launch(p.token);
    await plays(game);
    const now = s.clock.now();
    s.deps.db
      .prepare(
        `INSERT INTO player_exclusions (user_id, kind, duration, started_at, ends_at, revocable_at)
         VALUES (?, 'coolOff', '7d', ?, ?, NULL)`,
      )
      .run(p.user.id, now, now + 7 * 24 * 60 * MINUTE);
    await refused(game, 'coolOff');
  });

  it('logout ends the games of that login session only', async () => {
    const p = await gambler();
    const mine = await launch(p.other);
    const elsewhere = await launch(p.token);
    expect((await s.call('logout', {}, p.other)).body.errcode).toBe(0);
    await refused(mine, 'signedOut');
    await plays(elsewhere);
  });

  it('a password reset ends every game of the player', async () => {
    const p = await gambler();
    const a = await launch(p.token);
    const b = await launch(p.other);
    const mobile = p.user.mobile!;
    const code = await sendCode(s, mobile, 1, newIp());
    expect((await s.call('forgetPassword', { mobile, code, password: s.encrypt('new-pass-1') })).body.errcode).toBe(0);
    await refused(a, 'signedOut');
    await refused(b, 'signedOut', s.clock.now() - 1000);
  });

  it('"sign out other devices" ends the games of the other devices, not this one', async () => {
    const p = await gambler();
    const there = await launch(p.token);
    const here = await launch(p.other);
    expect((await s.call('signOutOtherSessions', {}, p.other)).body.errcode).toBe(0);
    await refused(there, 'signedOut');
    await plays(here);
  });

  it('a login session revoked or expired behind the server’s back: the next round is refused', async () => {
    const p = await gambler();
    const game = await launch(p.token);
    s.deps.db.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?').run(s.clock.now(), p.user.id);
    await refused(game, 'signedOut');
  });

  it('an account disabled by the operator: the next round is refused', async () => {
    const p = await gambler();
    const game = await launch(p.token);
    await plays(game);
    s.deps.db.prepare('UPDATE users SET disabled = 1 WHERE id = ?').run(p.user.id);
    await refused(game, 'disabled');
  });

  it('the session-time limit reached ends the game: 2021 at once, then 410 even after the break', async () => {
    const p = await gambler();
    expect((await s.call('setPlayerLimit', { kind: 'session', amount: 30 }, p.token)).body.errcode).toBe(0);
    const game = await launch(p.token);
    s.clock.advance(20 * MINUTE);
    await plays(game);
    s.clock.advance(10 * MINUTE);
    const over = await spinOnce(s, game, 100);
    expect(over.body.errcode).toBe(ERRCODE.SessionTimeLimitReached);
    const endedAt = s.clock.now();
    // The play session's break passes: a new launch may play, the old game stays ended.
    s.clock.advance(40 * MINUTE);
    await refused(game, 'sessionLimit', endedAt);
    await plays(await launch(p.token));
  });

  it(`ends after ${GAME_IDLE_MS / MINUTE} minutes without a round`, async () => {
    const p = await gambler();
    const game = await launch(p.token);
    s.clock.advance(GAME_IDLE_MS - 1);
    await plays(game); // a round keeps it open
    s.clock.advance(GAME_IDLE_MS - 1);
    await plays(game);
    s.clock.advance(GAME_IDLE_MS);
    await refused(game, 'idle');
  });

  it(`ends ${GAME_MAX_MS / 3_600_000} hours after the launch however much it is played`, async () => {
    const p = await gambler();
    const game = await launch(p.token);
    const started = s.clock.now();
    while (s.clock.now() + 20 * MINUTE < started + GAME_MAX_MS) {
      s.clock.advance(20 * MINUTE);
      await plays(game);
    }
    s.clock.set(started + GAME_MAX_MS);
    await refused(game, 'expired');
  });

  it('exitGame ends the game for the reason "exited"', async () => {
    const p = await gambler();
    const game = await launch(p.token);
    expect((await s.call('exitGame', {}, p.token)).body.errcode).toBe(0);
    await refused(game, 'exited');
  });

  it('the game page says why it ended, in the locale of the launch', async () => {
    const p = await gambler();
    const th = await launch(p.token, 'th-TH');
    const en = await launch(p.token, 'en-US');
    const thPage = await (await s.fetch(`/sandbox/game/${th}`)).text();
    expect(thPage).toContain('<html lang="th">');
    expect(thPage).toContain('หมุน');
    expect((await s.fetch(`/sandbox/game/${en}`)).status).toBe(200);
    expect((await exclude(p.token, p.password, 'selfExclusion', '6m')).body.errcode).toBe(0);
    const thEnded = await s.fetch(`/sandbox/game/${th}`);
    expect(thEnded.status).toBe(410);
    const thText = await thEnded.text();
    expect(thText).toContain('data-reason="selfExclusion"');
    expect(thText).toContain('การระงับการเล่นด้วยตนเองของคุณเริ่มแล้ว');
    expect(thText).not.toMatch(/self-exclusion/i);
    const enText = await (await s.fetch(`/sandbox/game/${en}`)).text();
    expect(enText).toContain('Your self-exclusion has started');
  });
});

describe('the framed game page (opaque origin)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('answers the round call’s CORS preflight and its answer for Origin: null only, never with credentials', async () => {
    const { token } = await s.player();
    const launch = await s.call<Launch>('startGame', { gameId: playableGame(s, 0).id }, token);
    const spin = `${launch.body.gameUrl}/spin`;
    const preflight = (origin: string) =>
      s.fetch(spin, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const framed = await preflight('null');
    expect(framed.status).toBe(204);
    expect(framed.headers.get('access-control-allow-origin')).toBe('null');
    expect(framed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(framed.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(framed.headers.get('access-control-allow-credentials')).toBeNull();
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    const round = await s.fetch(spin, {
      method: 'POST',
      headers: { origin: 'null', 'content-type': 'application/json' },
      body: JSON.stringify({ bet: 100 }),
    });
    expect(round.status).toBe(200);
    expect(round.headers.get('access-control-allow-origin')).toBe('null');
    expect(round.headers.get('access-control-allow-credentials')).toBeNull();
    const script = await s.fetch('/sandbox/game.js');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
