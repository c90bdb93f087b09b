/** The lobby's display rules as pure functions. */
import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../contract/types';
import {
  brandsOfType,
  clickTarget,
  gameIconUrl,
  gameMapOf,
  gameTypes,
  gamesOfType,
  historyGames,
  hotGames,
  likedGames,
  rowsOf,
  searchGames,
  showsTaskEntry,
  tileBadge,
  visibleBanners,
} from '../../src/features/lobby/lobby-data';
import { MEMBER_ANSWER } from '../machines/models/fixtures';
import { LOBBY_CONFIG, lobbyGames } from './lobby-fixtures';

const games = lobbyGames(60);
const map = gameMapOf(games);
const player = (over: Partial<PlayerData>): PlayerData => {
  const { user: _user, ...rest } = MEMBER_ANSWER;
  return { ...(rest as unknown as PlayerData), ...over };
};

describe('lobby display rules', () => {
  it('hot list: hot = 1, showType = 0, on, by hotSort', () => {
    const hot = hotGames(games);
    expect(hot.map((g) => g.id)).toEqual(Array.from({ length: 19 }, (_, i) => 1019 - i));
  });

  it('types: status 1 by sort; brands of a type by sort; a type’s games on, by sort', () => {
    expect(gameTypes(LOBBY_CONFIG).map((t) => t.id)).toEqual([1, 2, 3, 5, 6]);
    expect(brandsOfType(LOBBY_CONFIG, games, 2).map((b) => b.showName)).toEqual(['Pixel Tide', 'Lotus Bay']);
    const fish = gamesOfType(games, 2);
    expect(fish.every((g) => g.typeId === 2 && g.status === 1)).toBe(true);
    expect(fish.map((g) => g.sort)).toEqual([...fish.map((g) => g.sort)].sort((a, b) => a - b));
    expect(gamesOfType(games, 2, 2).every((g) => g.brandId === 2)).toBe(true);
    // Game 1026 is off: in no list.
    expect(gamesOfType(games, 2).some((g) => g.id === 1026)).toBe(false);
  });

  it('likes keep only games that exist; history is most recent first without repeats', () => {
    const p = player({ gameLikes: { '1002': 1, '99999': 1, '1005': 0 }, gameHistory: [1007, 1001, 1007, 99999] });
    expect(likedGames(p, map).map((g) => g.id)).toEqual([1002]);
    expect(historyGames(p, map).map((g) => g.id)).toEqual([1007, 1001]);
    expect(likedGames(null, map)).toEqual([]);
  });

  it('tiles: maintenance (game, brand flag or brand config) before hot before new; icon from resource url', () => {
    const brands = new Set([4]);
    const g = (i: number) => games[i]!;
    expect(tileBadge(g(2), brands)).toBe('maintenance');
    expect(tileBadge({ ...g(40), params: { brandMaintain: 0 } }, new Set([g(40).brandId]))).toBe('maintenance');
    expect(tileBadge(g(0), brands)).toBe('hot');
    expect(tileBadge(g(30), brands)).toBe('new');
    expect(tileBadge(g(28), brands)).toBeNull();
    expect(gameIconUrl('/static/res/', { id: 1001, version: 3 })).toBe('/static/res/game/1001_3.svg');
  });

  it('rows of 5', () => {
    expect(rowsOf([1, 2, 3, 4, 5, 6, 7]).map((r) => r.length)).toEqual([5, 2]);
  });

  it('banners: bind hidden with a mobile; sign-up, free sign and agent5 only when active', () => {
    const all = [
      { id: 1, imgUrl2: '', clickType: 1 as const, clickAction: '4', sort: 1 },
      { id: 2, imgUrl2: '', clickType: 1 as const, clickAction: '15', sort: 2 },
      { id: 3, imgUrl2: '', clickType: 1 as const, clickAction: '36', sort: 3 },
      { id: 4, imgUrl2: '', clickType: 1 as const, clickAction: '41', sort: 4 },
      { id: 5, imgUrl2: '', clickType: 3 as const, clickAction: 'https://x.example', sort: 0 },
    ];
    expect(visibleBanners(all, { hasMobile: false, activityIds: [] }).map((b) => b.id)).toEqual([5, 1]);
    expect(visibleBanners(all, { hasMobile: true, activityIds: [15, 36, 41] }).map((b) => b.id)).toEqual([5, 2, 3, 4]);
  });

  it('click targets: activity (10000 tasks), game, app path, external url, none', () => {
    expect(clickTarget({ clickType: 1, clickAction: '10000' })).toEqual({ kind: 'route', to: '/lobby/task' });
    expect(clickTarget({ clickType: 1, clickAction: '39' })).toEqual({ kind: 'route', to: '/activity/firstCharge' });
    expect(clickTarget({ clickType: 2, clickAction: '1001' })).toEqual({ kind: 'route', to: '/start?gameId=1001' });
    expect(clickTarget({ clickType: 3, clickAction: '/lobby/notice' })).toEqual({ kind: 'route', to: '/lobby/notice' });
    expect(clickTarget({ clickType: 3, clickAction: 'https://a.example/x' })).toEqual({
      kind: 'url',
      href: 'https://a.example/x',
    });
    expect(clickTarget({ clickType: 3, clickAction: 'javascript:alert(1)' })).toBeNull();
    expect(clickTarget({ clickType: 3, clickAction: '//evil.example' })).toBeNull();
    expect(clickTarget({ clickType: 0, clickAction: '' })).toBeNull();
  });

  it('the task entry shows with no activity ids or when Tasks is active', () => {
    expect(showsTaskEntry([])).toBe(true);
    expect(showsTaskEntry([42, 39])).toBe(true);
    expect(showsTaskEntry([39])).toBe(false);
  });

  it('search: by name, case- and accent-insensitive, across types, only games that are on', () => {
    expect(searchGames(games, '  TIGER ').map((g) => g.id)).toEqual([1001]);
    const found = searchGames(games, 'gáme 102');
    // 1020–1029 but 1026 (off), by type then sort.
    expect([...found.map((g) => g.id)].sort()).toEqual([1020, 1021, 1022, 1023, 1024, 1025, 1027, 1028, 1029]);
    expect(found.map((g) => g.typeId)).toEqual([...found.map((g) => g.typeId)].sort((a, b) => a - b));
    expect(searchGames(games, '')).toEqual([]);
  });
});
