import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetUrl, GAME_RESOURCE_URL } from '../../server/domain/asset-urls';
import { escapeXml, wrap } from '../../server/asset-svg';
import { TIGER_GAME_ID } from '../../server/db/seed/lobby';
import { playableGame } from '../helpers/lobby';
import { startTestServer, type TestServer } from '../helpers/server';

describe('generated assets', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function svg(path: string): Promise<string> {
    const res = await s.fetch(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const text = await res.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(text.endsWith('</svg>')).toBe(true);
    expect(text).not.toMatch(/<script/i);
    return text;
  }

  const viewBox = (text: string) => /viewBox="([^"]+)"/.exec(text)?.[1];

  it('draws a game icon labelled with the game name, without text (the tile names it), the same every time', async () => {
    const tiger = await svg(assetUrl.game(TIGER_GAME_ID, 3));
    expect(viewBox(tiger)).toBe('0 0 200 200');
    expect(tiger).toContain('aria-label="Tiger"');
    // Text in an SVG picture is laid out (font matching, shaping) on the page's main thread, per picture.
    expect(tiger).not.toMatch(/<text|font-family/);
    expect(await svg(assetUrl.game(TIGER_GAME_ID, 3))).toBe(tiger);
    const game = playableGame(s, 10);
    const icon = await svg(`${GAME_RESOURCE_URL}/game/${game.id}_${game.version}.svg`);
    expect(icon).toContain(`aria-label="${escapeXml(game.name)}"`);
    expect(icon).not.toMatch(/<text/);
  });

  it('draws the twelve avatars with their numbers', async () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 12; n++) {
      const text = await svg(assetUrl.avatar(n));
      expect(viewBox(text)).toBe('0 0 120 120');
      expect(text).toContain(`>${n}<`);
      seen.add(text);
    }
    expect(seen.size).toBe(12);
    for (const bad of ['/static/avatar/avatar_0.svg', '/static/avatar/avatar_13.svg', '/static/avatar/avatar_01.svg']) {
      expect((await s.fetch(bad)).status, bad).toBe(404);
    }
  });

  it('draws banners, notices, brands, videos and icons of every seeded row', async () => {
    // The English drawings (th-TH, the default, is checked in content-locale.test.ts).
    const en = (url: string) => `${url}?lang=en-US`;
    const banner = await svg(en(assetUrl.banner(6)));
    expect(viewBox(banner)).toBe('0 0 750 300');
    expect(banner).toContain('Daily tasks');
    expect(await svg(en(assetUrl.banner(3)))).toContain('Play Tiger');
    const notice = await svg(en(assetUrl.notice(1)));
    expect(viewBox(notice)).toBe('0 0 600 800');
    expect(notice).toContain('Welcome to the lobby');
    const brand = await svg(assetUrl.brand(1));
    expect(viewBox(brand)).toBe('0 0 160 60');
    expect(brand).toContain('Starforge');
    expect(await svg(en(assetUrl.videoCover(1)))).toContain('Sign-up bonus');
    expect(await svg(`${GAME_RESOURCE_URL}/${assetUrl.videoPath(3)}`)).toContain('<animate');
    const cs = await svg(en(assetUrl.cs(1)));
    expect(viewBox(cs)).toBe('0 0 96 96');
    expect(cs).toContain('Live Chat');
    expect(await svg(assetUrl.social('x'))).toContain('>X<');
    expect(await svg(assetUrl.social('facebook'))).toContain('Facebook');
    expect(await svg(en(assetUrl.generic('regulator')))).toContain('Licensed &amp; regulated');
    expect(viewBox(await svg(assetUrl.generic('download_icon')))).toBe('0 0 96 96');

    const db = s.deps.db;
    const urls = [
      ...(db.prepare('SELECT img_url2 AS u FROM banners UNION ALL SELECT img_url2 FROM notices').all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT icon3 AS u FROM brands UNION ALL SELECT icon FROM cs_queue').all() as { u: string }[]),
      ...(db.prepare('SELECT img AS u FROM generic_imgs UNION ALL SELECT cover_img FROM promo_videos').all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT icon AS u FROM banks UNION ALL SELECT icon_h5 FROM recharge_types').all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT icon AS u FROM activities').all() as { u: string }[]),
    ].map((r) => r.u);
    for (const url of urls.filter((u) => u.startsWith('/static/'))) await svg(url);
  });

  it('escapes text and answers 404 for unknown ids and patterns', async () => {
    const id = Number(
      s.deps.db
        .prepare(
          'INSERT INTO games (name, brand_id, type_id, sort, version) VALUES (\'<Fish & "Chips">\', 1, 2, 999, 1)',
        )
        .run().lastInsertRowid,
    );
    const text = await svg(assetUrl.game(id, 1));
    expect(text).toContain('&lt;Fish &amp; &quot;Chips&quot;&gt;');
    expect(text).not.toContain('<Fish');
    for (const path of [
      assetUrl.game(999_999, 1),
      assetUrl.banner(999),
      assetUrl.notice(999),
      assetUrl.brand(999),
      assetUrl.cs(999),
      assetUrl.social('myspace'),
      assetUrl.generic('nope'),
      '/static/game/1001.svg',
      '/static/res/game/1001.png',
      '/static/whatever',
      `/static/banner/${'9'.repeat(30)}.svg`,
    ]) {
      const res = await s.fetch(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('wraps long labels into a bounded number of lines', () => {
    expect(wrap('Golden Dragon Phoenix Treasure Deluxe', 12, 3)).toEqual(['Golden', 'Dragon', 'Phoenix…']);
    expect(wrap('Tiger', 12, 3)).toEqual(['Tiger']);
    expect(wrap('Supercalifragilistic', 8, 2)).toEqual(['Supercal', 'ifragil…']);
  });
});
