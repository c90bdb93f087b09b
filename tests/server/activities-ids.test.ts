import { ACTIVITY } from '../../contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKRUPT_BELOW } from '../../server/domain/activities';
import { localMidnight } from '../../server/domain/activity-time';
import { adjust } from '../../server/domain/ledger';
import { applyRechargeEffects } from '../../server/domain/recharge-effects';
import { sql } from '../../server/db/sql';
import { activityIds, balanceOf, completeDeposit, insertVideo, setActivityStatus } from '../helpers/activities';
import { ManualClock, startTestServer, type TestServer } from '../helpers/server';

interface TaskRow {
  task_id: number;
  kind: string;
  progress: number;
  target: number;
  done_at: number | null;
  updated_at: number;
}

describe('activity ids', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('seeds every activity type with Agent as the current agent activity', async () => {
    const rows = sql<[], { id: number; status: number; icon: string; end_time: number }>(
      s.deps.db,
      'SELECT id, status, icon, end_time FROM activities ORDER BY id',
    ).all();
    expect(rows.map((r) => r.id)).toEqual(Object.values(ACTIVITY).sort((a, b) => a - b));
    for (const r of rows) expect(r.icon).toBe(`/static/activity/${r.id}.svg`);
    expect(rows.find((r) => r.id === ACTIVITY.AgentCount)?.status).toBe(0);

    const { token } = await s.player();
    const data = await activityIds(s, token);
    expect(data.activityIds).toContain(ACTIVITY.Agent);
    expect(data.activityIds).not.toContain(ACTIVITY.AgentCount);
    // The seed runs on 21 November: the Christmas and New Year seasons have not started.
    expect(data.activityIds).not.toContain(ACTIVITY.Christmas);
    expect(data.activityIds).not.toContain(ACTIVITY.NewYear);
    expect(Object.keys(data.activityMap).map(Number).sort()).toEqual([...data.activityIds].sort());
    const sorts = data.activityIds.map((id) => data.activityMap[String(id)]!.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(data.hasTurntable).toBe(1);
  });

  it('hides Bind once a mobile is bound', async () => {
    const withMobile = await s.player();
    const withoutMobile = await s.player({ mobile: null, account: 'nomobile1', accountType: 1 });
    expect((await activityIds(s, withMobile.token)).activityIds).not.toContain(ACTIVITY.Bind);
    expect((await activityIds(s, withoutMobile.token)).activityIds).toContain(ACTIVITY.Bind);
  });

  it('flips isBankrupt when coin falls below 1.00', async () => {
    const { user, token } = await s.player();
    const at = s.clock.now();
    expect((await activityIds(s, token)).isBankrupt).toBe(0);
    const down = balanceOf(s, user.id) - BANKRUPT_BELOW;
    adjust(s.deps.db, { userId: user.id, account: 'coin', delta: -down, ref: `${user.id}:a`, at });
    expect(balanceOf(s, user.id)).toBe(100);
    expect((await activityIds(s, token)).isBankrupt).toBe(0);
    adjust(s.deps.db, { userId: user.id, account: 'coin', delta: -1, ref: `${user.id}:b`, at });
    expect((await activityIds(s, token)).isBankrupt).toBe(1);
    adjust(s.deps.db, { userId: user.id, account: 'coin', delta: 1, ref: `${user.id}:c`, at });
    expect((await activityIds(s, token)).isBankrupt).toBe(0);
  });

  it('reports the total of completed deposits', async () => {
    const { user, token } = await s.player();
    expect((await activityIds(s, token)).totalRecharge).toBe(0);
    completeDeposit(s, user.id, { amount: 12_300 });
    completeDeposit(s, user.id, { amount: 700 });
    expect((await activityIds(s, token)).totalRecharge).toBe(13_000);
  });

  it('chooses the home video: sign-up bonus for a player who never paid, else ladder recharge, else the general one', async () => {
    const signUp = insertVideo(s, 1, String(ACTIVITY.SignUpBonus));
    const ladder = insertVideo(s, 1, String(ACTIVITY.LadderRecharge));
    const general = insertVideo(s, 2, '');
    const plain = await s.player();
    const paying = await s.player();
    completeDeposit(s, paying.user.id, { amount: 10_000, actType: 6, propId: 6004 });

    expect((await activityIds(s, plain.token)).homeVideo?.id).toBe(signUp);
    const payingData = await activityIds(s, paying.token);
    expect(payingData.loginPaying).toBe(1);
    expect(payingData.homeVideo?.id).toBe(ladder);

    setActivityStatus(s, ACTIVITY.SignUpBonus, 0);
    try {
      expect((await activityIds(s, plain.token)).homeVideo?.id).toBe(ladder);
      setActivityStatus(s, ACTIVITY.LadderRecharge, 0);
      expect((await activityIds(s, plain.token)).homeVideo?.id).toBe(general);
      expect((await activityIds(s, paying.token)).homeVideo?.id).toBe(general);
    } finally {
      setActivityStatus(s, ACTIVITY.SignUpBonus, 1);
      setActivityStatus(s, ACTIVITY.LadderRecharge, 1);
    }
    expect((await activityIds(s, plain.token)).homeVideo?.id).toBe(signUp);
  });

  it('writes task 105 once, on the first recharge', async () => {
    const { user } = await s.player();
    const tasks = () =>
      sql<[number], TaskRow>(
        s.deps.db,
        'SELECT task_id, kind, progress, target, done_at, updated_at FROM tasks WHERE user_id = ?',
      ).all(user.id);
    expect(tasks()).toEqual([]);
    const first = s.clock.now();
    const orderId = completeDeposit(s, user.id, { amount: 5_000 });
    s.clock.advance(60_000);
    completeDeposit(s, user.id, { amount: 10_000, actType: 13 });
    s.deps.db.transaction(() =>
      applyRechargeEffects(s.deps, { id: orderId, userId: user.id, amount: 5_000, actType: 0, propId: null, at: 1 }),
    )();
    expect(tasks()).toEqual([{ task_id: 105, kind: 'task', progress: 1, target: 1, done_at: null, updated_at: first }]);
  });
});

describe('seasonal activities', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('opens Christmas on 1 December and New Year on 25 December, local time', async () => {
    const c = s.deps.config.country;
    const windows = sql<[], { id: number; start_time: number; end_time: number }>(
      s.deps.db,
      'SELECT id, start_time, end_time FROM activities WHERE id IN (37, 38) ORDER BY id',
    ).all();
    expect(windows).toEqual([
      { id: ACTIVITY.Christmas, start_time: localMidnight(c, 2026, 12, 1), end_time: localMidnight(c, 2027, 1, 7) },
      { id: ACTIVITY.NewYear, start_time: localMidnight(c, 2026, 12, 25), end_time: localMidnight(c, 2027, 1, 16) },
    ]);
    const { token } = await s.player();
    s.clock.set(localMidnight(c, 2026, 12, 1) - 1);
    expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.Christmas);
    s.clock.set(localMidnight(c, 2026, 12, 1));
    let ids = (await activityIds(s, token)).activityIds;
    expect(ids).toContain(ACTIVITY.Christmas);
    expect(ids).not.toContain(ACTIVITY.NewYear);
    s.clock.set(localMidnight(c, 2026, 12, 26));
    ids = (await activityIds(s, token)).activityIds;
    expect(ids).toContain(ACTIVITY.Christmas);
    expect(ids).toContain(ACTIVITY.NewYear);
    s.clock.set(localMidnight(c, 2027, 1, 7));
    ids = (await activityIds(s, token)).activityIds;
    expect(ids).not.toContain(ACTIVITY.Christmas);
    expect(ids).toContain(ACTIVITY.NewYear);
    s.clock.set(localMidnight(c, 2027, 1, 16));
    expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.NewYear);
  });
});

describe('seasonal activities seeded in early January', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock: new ManualClock(Date.UTC(2027, 0, 3, 5, 0, 0)) });
  });
  afterAll(() => s.close());

  it('keeps the season that is still running', async () => {
    const c = s.deps.config.country;
    const windows = sql<[], { id: number; start_time: number; end_time: number }>(
      s.deps.db,
      'SELECT id, start_time, end_time FROM activities WHERE id IN (37, 38) ORDER BY id',
    ).all();
    expect(windows).toEqual([
      { id: ACTIVITY.Christmas, start_time: localMidnight(c, 2026, 12, 1), end_time: localMidnight(c, 2027, 1, 7) },
      { id: ACTIVITY.NewYear, start_time: localMidnight(c, 2026, 12, 25), end_time: localMidnight(c, 2027, 1, 16) },
    ]);
    const { token } = await s.player();
    const ids = (await activityIds(s, token)).activityIds;
    expect(ids).toContain(ACTIVITY.Christmas);
    expect(ids).toContain(ACTIVITY.NewYear);
  });
});
