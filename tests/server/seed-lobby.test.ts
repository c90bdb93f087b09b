import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema';
import { buildGames, LUCKY_NEKO_GAME_ID, TIGER_GAME_ID } from '../../server/db/seed/lobby';
import { startTestServer, type TestServer } from '../helpers/server';

type AppConfig = components['schemas']['AppConfig'];

describe('lobby seed', () => {
  let s: TestServer;
  let config: AppConfig;
  beforeAll(async () => {
    s = await startTestServer();
    // In English: the seed's base texts (th-TH, the default, is checked in content-locale.test.ts).
    const res = await s.call<AppConfig & { errcode: number }>('anonymousAppConfig', { lang: 'en-US' });
    expect(res.body.errcode).toBe(0);
    config = res.body;
  });
  afterAll(() => s.close());

  const count = (sql: string) => (s.deps.db.prepare(sql).get() as { n: number }).n;

  it('has the six game types in order, all on', () => {
    expect(config.appGameTypeList.map((t) => [t.id, t.name, t.status])).toEqual([
      [1, 'Slots', 1],
      [2, 'Fish', 1],
      [3, 'Poker', 1],
      [4, 'Sports', 1],
      [5, 'Live', 1],
      [6, 'Games', 1],
    ]);
  });

  it('has the default 150 games spread over every type and every brand', () => {
    const games = config.appGameList ?? [];
    expect(games).toHaveLength(150);
    expect(games.length).toBeGreaterThanOrEqual(120);
    for (const typeId of [1, 2, 3, 4, 5, 6]) {
      expect(games.filter((g) => g.typeId === typeId).length).toBeGreaterThanOrEqual(5);
    }
    const brandsWithGames = new Set(games.map((g) => g.brandId));
    for (const b of config.appGameBrandList) {
      expect(brandsWithGames.has(b.id)).toBe(true);
      expect(b.gameList.length).toBeGreaterThan(0);
    }
    expect(new Set(games.map((g) => g.name)).size).toBe(games.length);
    expect(games.every((g) => g.version >= 1 && g.version <= 3)).toBe(true);
    expect(config.gameListVersion).toBe(1);
  });

  it('has at least 8 brands, exactly one in maintenance and one switched off', () => {
    const brands = config.appGameBrandList;
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands.filter((b) => b.maintain === 1)).toHaveLength(1);
    expect(brands.filter((b) => b.status === 0)).toHaveLength(1);
    for (const b of brands) expect(b.icon3).toBe(`/static/brand/${b.id}.svg`);
  });

  it('has exactly one game in maintenance, a few off, new ones, and about 20 hot ones with distinct hotSort', () => {
    const games = config.appGameList ?? [];
    expect(games.filter((g) => g.maintain === 1)).toHaveLength(1);
    expect(games.filter((g) => g.status === 0).length).toBeGreaterThanOrEqual(2);
    expect(games.filter((g) => g.recent === 1).length).toBeGreaterThan(0);
    const hot = games.filter((g) => g.hot === 1 && g.showType === 0);
    expect(hot).toHaveLength(20);
    expect(new Set(hot.map((g) => g.hotSort)).size).toBe(20);
    expect(hot.every((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)).toBe(true);
    expect(games.filter((g) => g.showType === 1).length).toBeGreaterThan(0);
  });

  it('names the Tiger and Lucky Neko games the tasks refer to', () => {
    const games = config.appGameList ?? [];
    expect(games.find((g) => g.id === TIGER_GAME_ID)?.name).toBe('Tiger');
    expect(games.find((g) => g.id === LUCKY_NEKO_GAME_ID)?.name).toBe('Lucky Neko');
  });

  it('has the banners with their click actions, including tasks (10000)', () => {
    const banners = config.appLobbyAdConfigList;
    expect(banners.length).toBeGreaterThanOrEqual(7);
    const actions = banners.map((b) => `${b.clickType}:${b.clickAction}`);
    for (const a of ['1:4', '1:36', '1:41', '1:15', '1:10000', `2:${TIGER_GAME_ID}`, '3:/lobby/notice']) {
      expect(actions).toContain(a);
    }
    expect([...banners].sort((a, b) => a.sort - b.sort)).toEqual(banners);
    for (const b of banners) expect(b.imgUrl2).toBe(`/static/banner/${b.id}.svg?lang=en-US`);
  });

  it('has notices with titles, safe HTML, some popping up, over recent days', () => {
    const notices = config.appNoticeConfigList;
    expect(notices.length).toBeGreaterThanOrEqual(4);
    expect(notices.filter((n) => n.isH5Pop === 1).length).toBeGreaterThanOrEqual(1);
    expect(notices.filter((n) => n.isH5Pop === 0).length).toBeGreaterThanOrEqual(1);
    for (const n of notices) {
      expect(n.title.length).toBeGreaterThan(0);
      expect(n.content).not.toMatch(/<script|on\w+=/i);
      expect(n.content).toMatch(/^<p>/);
      expect(n.createTime).toBeLessThanOrEqual(s.clock.now());
      expect(n.imgUrl2).toBe(`/static/notice/${n.id}.svg?lang=en-US`);
    }
    expect(new Set(notices.map((n) => n.createTime)).size).toBe(notices.length);
  });

  it('has promotional videos tied to SignUpBonus and LadderRecharge plus a general one', async () => {
    const res = await s.call<{
      appPromotionalVideoList: components['schemas']['PromotionalVideo'][];
      gameResourceUrl: string;
    }>('getPromotionalVideoList', { lang: 'en-US' });
    const videos = res.body.appPromotionalVideoList;
    expect(videos.map((v) => `${v.clickType}:${v.clickAction}`)).toEqual(['1:15', '1:17', '2:']);
    expect(res.body.gameResourceUrl).toBe('/static/res');
    expect(videos[0]).toMatchObject({ coverImg: '/static/video/1.svg?lang=en-US', path: 'video/1.svg?lang=en-US' });
  });

  it('has levels 0..10 with increasing bet targets', () => {
    const levels = config.appUserLevelConfigList;
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels[0]?.betAmount).toBe(0);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]?.betAmount ?? 0).toBeGreaterThan(levels[i - 1]?.betAmount ?? 0);
    }
  });

  it('has the generic images, seven social networks and the service queue', () => {
    const keys = config.appGenericImgList.map((g) => g.uniqueKey).sort();
    expect(keys).toEqual(
      [
        'app_store',
        'download_icon',
        'gcash',
        'google_play',
        'login',
        'logo_rc',
        'maya',
        'payment',
        'regulator',
        'responsibility',
      ].sort(),
    );
    expect(config.appGenericImgList.find((g) => g.uniqueKey === 'download_icon')?.imgUrl).not.toBe('');
    expect(config.socialMedia.map((m) => m.name)).toEqual([
      'facebook',
      'instagram',
      'x',
      'youtube',
      'tiktok',
      'telegram',
      'line',
    ]);
    expect(config.socialMedia.every((m) => m.url.startsWith('https://'))).toBe(true);
    expect(config.serviceContacts.map((c) => [c.url, c.isOut, c.nickname])).toEqual([
      ['/sandbox/livechat/19075011', 0, 'Live Chat'],
      ['/sandbox/livechat/19075012', 0, 'Customer Service'],
      ['https://t.me/examplelobby_support', 1, 'Telegram'],
    ]);
  });

  it('has 30 big wins of real games with masked phones over the past hours', async () => {
    expect(count('SELECT COUNT(*) AS n FROM big_wins')).toBe(30);
    expect(count('SELECT COUNT(*) AS n FROM big_wins WHERE game_id NOT IN (SELECT id FROM games)')).toBe(0);
    const res = await s.call<{ jackpotList: components['schemas']['BigWin'][]; newYearList: unknown[] }>(
      'anonymousLobbyTips',
      {},
    );
    const list = res.body.jackpotList;
    expect(list).toHaveLength(30);
    expect(res.body.newYearList).toEqual([]);
    for (let i = 1; i < list.length; i++) {
      expect(list[i]?.timestamp ?? 0).toBeLessThanOrEqual(list[i - 1]?.timestamp ?? 0);
    }
    expect(list.every((w) => /^0\d{2}\*{4}\d{3}$/.test(w.phone))).toBe(true);
    expect(list.every((w) => s.clock.now() - w.timestamp < 12 * 3600_000)).toBe(true);
  });

  it('is deterministic', () => {
    const a = buildGames(300);
    const b = buildGames(300);
    expect(a).toEqual(b);
    const names = (s.deps.db.prepare('SELECT name FROM games ORDER BY id').all() as { name: string }[]).map(
      (r) => r.name,
    );
    expect(buildGames(150).map((g) => g.name)).toEqual(names);
  });
});

describe('lobby seed with SEED_GAMES', () => {
  it('creates exactly the configured number of games', async () => {
    const s = await startTestServer({ config: { seedGames: 2000 } });
    try {
      const n = (s.deps.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
      expect(n).toBe(2000);
      const types = s.deps.db.prepare('SELECT DISTINCT type_id FROM games ORDER BY type_id').all();
      expect(types).toHaveLength(6);
      expect((s.deps.db.prepare('SELECT COUNT(*) AS n FROM games WHERE maintain = 1').get() as { n: number }).n).toBe(
        1,
      );
      const names = s.deps.db.prepare('SELECT COUNT(DISTINCT name) AS n FROM games').get() as { n: number };
      expect(names.n).toBe(2000);
    } finally {
      await s.close();
    }
  });
});
