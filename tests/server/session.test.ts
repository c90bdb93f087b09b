import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('rejects unknown fields naming them, and non-JSON bodies', async () => {
    const { token } = await s.player();
    const res = await s.call<{ field: string }>('refreshData', { sneaky: 1 }, token);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('sneaky');
    const raw = await s.fetch('/app/v1/refreshData', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { msg: string }).msg).toMatch(/JSON/);
  });
});
