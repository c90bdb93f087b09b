/**
 * The lobby's display rules (docs/product/screens.md): pure functions of the
 * configuration, the game list and the player's data, shared by the home page, search, Collect and /start.
 */
import { ACTIVITY } from '../../../contract/ids';
import { HOME_GAME_ROW } from '../../../machines/constants';
import type { AppConfig, Game, PlayerData } from '../../../contract/types';

type Banner = AppConfig['appLobbyAdConfigList'][number];
type Notice = AppConfig['appNoticeConfigList'][number];
type GameType = AppConfig['appGameTypeList'][number];
type Brand = AppConfig['appGameBrandList'][number];

/** Home tab ids: Home 0, Collect 101 (a game type's tab has the type's id). */
export const HOME_TAB = 0;
export const COLLECT_TAB = 101;

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/** Games that are on, by id. */
export function gameMapOf(games: readonly Game[]): Map<number, Game> {
  const map = new Map<number, Game>();
  for (const g of games) if (g.status === 1) map.set(g.id, g);
  return map;
}

/** The hot list: hot = 1, showType = 0, on, by hotSort. */
export function hotGames(games: readonly Game[]): Game[] {
  return games
    .filter((g) => g.hot === 1 && g.showType === 0 && g.status === 1)
    .sort((a, b) => a.hotSort - b.hotSort || a.id - b.id);
}

/** Game types with status 1, by sort. */
export function gameTypes(config: AppConfig | null): GameType[] {
  return (config?.appGameTypeList ?? []).filter((t) => t.status === 1).sort(bySort);
}

/** A type's games that are on, by sort; of one brand when `brandId` is given. */
export function gamesOfType(games: readonly Game[], typeId: number, brandId: number | null = null): Game[] {
  return games
    .filter((g) => g.status === 1 && g.typeId === typeId && (brandId === null || g.brandId === brandId))
    .sort(bySort);
}

/** The brands (on) that have games of the type that are on, by sort. */
export function brandsOfType(config: AppConfig | null, games: readonly Game[], typeId: number): Brand[] {
  const used = new Set<number>();
  for (const g of games) if (g.status === 1 && g.typeId === typeId) used.add(g.brandId);
  return (config?.appGameBrandList ?? []).filter((b) => b.status === 1 && used.has(b.id)).sort(bySort);
}

/** Liked games that exist in the map, most recently liked last as the server keeps them. */
export function likedGames(player: PlayerData | null, map: ReadonlyMap<number, Game>): Game[] {
  if (!player) return [];
  return Object.entries(player.gameLikes)
    .filter(([, flag]) => flag === 1)
    .map(([id]) => map.get(Number(id)))
    .filter((g): g is Game => g !== undefined);
}

/** Played games, most recent first (the server lists them most recent first). */
export function historyGames(player: PlayerData | null, map: ReadonlyMap<number, Game>): Game[] {
  if (!player) return [];
  const seen = new Set<number>();
  const list: Game[] = [];
  for (const id of player.gameHistory) {
    const g = map.get(id);
    if (g && !seen.has(id)) {
      seen.add(id);
      list.push(g);
    }
  }
  return list;
}

/** Splits a list into rows of `size` (the home's rows have 5 games). */
export function rowsOf<T>(list: readonly T[], size: number = HOME_GAME_ROW): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < list.length; i += size) rows.push(list.slice(i, i + size));
  return rows;
}

/** Icon of a game: gameResourceUrl + id + version. */
export function gameIconUrl(resourceUrl: string, game: Pick<Game, 'id' | 'version'>): string {
  return `${resourceUrl.replace(/\/+$/, '')}/game/${game.id}_${game.version}.svg`;
}

export type TileBadge = 'maintenance' | 'hot' | 'new' | null;

/** A tile's badge: maintenance (game or brand) first, else hot, else new. */
export function tileBadge(game: Game, maintainedBrands: ReadonlySet<number>): TileBadge {
  if (game.maintain === 1 || game.params.brandMaintain === 1 || maintainedBrands.has(game.brandId)) {
    return 'maintenance';
  }
  if (game.hot === 1) return 'hot';
  if (game.recent === 1) return 'new';
  return null;
}

/** Brands in maintenance according to the configuration. */
export function maintainedBrandsOf(config: AppConfig | null): Set<number> {
  return new Set((config?.appGameBrandList ?? []).filter((b) => b.maintain === 1).map((b) => b.id));
}

export const isInMaintenance = (game: Game, maintainedBrands: ReadonlySet<number>) =>
  tileBadge(game, maintainedBrands) === 'maintenance';

/** Games whose name contains the query (case- and accent-insensitive), on, across types; by type then sort. */
export function searchGames(games: readonly Game[], query: string): Game[] {
  const fold = (s: string) =>
    s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/[’']/g, "'").trim();
  const q = fold(query);
  if (!q) return [];
  return games
    .filter((g) => g.status === 1 && fold(g.name).includes(q))
    .sort((a, b) => a.typeId - b.typeId || a.sort - b.sort || a.id - b.id);
}

// ───────────── banners and notices: which ones are hidden ─────────────

interface Viewer {
  readonly hasMobile: boolean;
  readonly activityIds: readonly number[];
}

/** Whether a banner or notice that opens an activity shows to this viewer. */
function showsFor(item: Pick<Banner, 'clickType' | 'clickAction'>, viewer: Viewer): boolean {
  if (item.clickType !== 1) return true;
  const id = Number(item.clickAction);
  if (id === ACTIVITY.Bind) return !viewer.hasMobile;
  if (id === ACTIVITY.FreeSign || id === ACTIVITY.Agent5 || id === ACTIVITY.SignUpBonus) {
    return viewer.activityIds.includes(id);
  }
  return true;
}

export function visibleBanners(banners: readonly Banner[], viewer: Viewer): Banner[] {
  return banners.filter((b) => showsFor(b, viewer)).sort(bySort);
}

export function visibleNotices(notices: readonly Notice[], viewer: Viewer): Notice[] {
  return notices.filter((n) => showsFor(n, viewer)).sort(bySort);
}

/** Where a banner, notice or video goes (by its click type and action): the one rule of the promotions area. */
export { clickTarget, type ClickTarget } from '../../../machines/click-target';

/** The tasks featured entry shows when there are no activity ids or the tasks activity is active. */
export function showsTaskEntry(activityIds: readonly number[]): boolean {
  return activityIds.length === 0 || activityIds.includes(ACTIVITY.Tasks);
}
