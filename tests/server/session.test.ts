import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/domain/crypto';
import { post } from '../../server/domain/ledger';
import { revokeSession } from '../../server/domain/sessions';
import { startTestServer, type TestServer } from '../helpers/server';

describe('session calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('answers the anonymous configuration, and the game list only when the version differs', async () => {
    const first = await s.call<{ errcode: number; gameListVersion: number; appGameList?: unknown[] }>(
      'anonymousAppConfig',
      {},
    );
    expect(first.status).toBe(200);
    expect(first.body.errcode).toBe(0);
    expect(first.body.appGameList).toBeDefined();
    const again = await s.call<{ appGameList?: unknown[] }>('anonymousAppConfig', {
      gameListVersion: first.body.gameListVersion,
    });
    expect(again.body.appGameList).toBeUndefined();
  });

  it('refuses a protected call without a valid token with the 401 body', async () => {
    for (const token of [undefined, 'garbage-token-garbage-token']) {
      const res = await s.call('refreshData', {}, token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, errcode: 401, msg: 'Token is required' });
    }
  });

  it('answers refreshData and the heartbeat for a logged-in player', async () => {
    const { token, user } = await s.player();
    const res = await s.call<{ coin: number }>('refreshData', {}, token);
    expect(res.body.coin).toBe(s.deps.config.userRegisterCoin);
    const beat = await s.call<{ serverTime: number }>('online', {}, token);
    expect(beat.body.serverTime).toBe(s.clock.now());
    const info = await s.call<{ user: { id: number; mobile: string } }>('getUserInfo', {}, token);
    expect(info.body.user.id).toBe(user.id);
  });

  it('shows a ledger movement in refreshData at once (the figures cache is dropped by the movement)', async () => {
    const { token, user } = await s.player();
    const before = await s.call<{ coin: number; lottery: number }>('refreshData', {}, token);
    post(s.deps.db, {
      userId: user.id,
      account: 'coin',
      delta: 1234,
      kind: 'operator_credit',
      ref: `fig-${user.id}`,
      at: s.clock.now(),
    });
    post(s.deps.db, {
      userId: user.id,
      account: 'lottery',
      delta: 50,
      kind: 'operator_credit',
      ref: `fig-${user.id}`,
      at: s.clock.now(),
    });
    const after = await s.call<{ coin: number; lottery: number }>('refreshData', {}, token);
    expect(after.body.coin).toBe(before.body.coin + 1234);
    expect(after.body.lottery).toBe(before.body.lottery + 50);
  });

  it('refuses a session ended behind the server within 2 s, and a revoked one at once', async () => {
    const { token } = await s.player();
    expect((await s.call('refreshData', {}, token)).status).toBe(200);
    s.deps.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?').run(s.clock.now(), sha256(token));
    s.clock.advance(2001);
    expect((await s.call('refreshData', {}, token)).status).toBe(401);

    const other = await s.player();
    expect((await s.call('refreshData', {}, other.token)).status).toBe(200);
    revokeSession(s.deps.db, sha256(other.token), s.clock.now());
    expect((await s.call('refreshData', {}, other.token)).status).toBe(401);
  });

  it('rejects unknown fields naming them, and non-JSON bodies', async () => {
    const { token } = await s.player();
    const res = await s.call<{ field: string }>('refreshData', { sneaky: 1 }, token);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('sneaky');
    const raw = await s.fetch('/app/v1/refreshData', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { msg: string }).msg).toMatch(/JSON/);
  });
});
