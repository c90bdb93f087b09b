/**
 * What each VIP level gives (contract AppConfig.appUserLevelConfigList, reference-server decision): the seeded
 * levels carry a rebate share and service promises that never fall as the level rises, in the anonymous and
 * the after-login configuration; migration 054-member.sql gives databases seeded before it the same values.
 */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema';
import { startTestServer, type TestServer } from '../helpers/server';

type Level = components['schemas']['AppConfig']['appUserLevelConfigList'][number];

describe('VIP level configuration', () => {
  let s: TestServer;
  let levels: Level[];
  beforeAll(async () => {
    s = await startTestServer();
    const res = await s.call<{ errcode: number; appUserLevelConfigList: Level[] }>('anonymousAppConfig', {});
    expect(res.body.errcode).toBe(0);
    levels = res.body.appUserLevelConfigList;
  });
  afterAll(() => s.close());

  it('gives every level a rebate share and perks that never fall as the level rises', () => {
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels[0]).toMatchObject({ betAmount: 0, rebateRate: 0, perks: [] });
    expect(levels[10]?.rebateRate).toBe(100);
    for (let i = 1; i < levels.length; i++) {
      const [prev, cur] = [levels[i - 1] as Level, levels[i] as Level];
      expect(cur.rebateRate).toBeGreaterThan(prev.rebateRate);
      for (const perk of prev.perks) expect(cur.perks).toContain(perk);
    }
    expect(levels[8]?.perks).toEqual([
      'birthdayGift',
      'fasterWithdrawal',
      'prioritySupport',
      'personalManager',
      'exclusiveEvents',
    ]);
  });

  it('serves the same levels after login', async () => {
    const player = await s.player();
    const res = await s.call<{ errcode: number; appUserLevelConfigList: Level[] }>(
      'getAfterLoginInfoWeb',
      { gameListVersion: 0, os: 'test', version: '1', deviceModel: 'test' },
      player.token,
    );
    expect(res.body.errcode).toBe(0);
    expect(res.body.appUserLevelConfigList).toEqual(levels);
  });

  it('migration 054 writes the seed values into a database seeded before it', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE level_config (level INTEGER PRIMARY KEY, bet_amount INTEGER NOT NULL)');
    const insert = db.prepare('INSERT INTO level_config (level, bet_amount) VALUES (?, ?)');
    for (const l of levels) insert.run(l.level, l.betAmount);
    db.exec(readFileSync(new URL('../../server/db/migrations/054-member.sql', import.meta.url), 'utf8'));
    const migrated = db
      .prepare<[], { level: number; betAmount: number; rebateRate: number; perks: string }>(
        'SELECT level, bet_amount AS betAmount, rebate_rate AS rebateRate, perks FROM level_config ORDER BY level',
      )
      .all()
      .map((l) => ({ ...l, perks: JSON.parse(l.perks) as unknown }));
    expect(migrated).toEqual(levels);
    expect(() => db.exec("UPDATE level_config SET perks = 'nope' WHERE level = 1")).toThrow(/CHECK/);
    expect(() => db.exec('UPDATE level_config SET rebate_rate = 10001 WHERE level = 1')).toThrow(/CHECK/);
    db.close();
  });
});
