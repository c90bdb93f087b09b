/**
 * The account centre's pure rules: the VIP ladder and the next-level bet target,
 * the member centre's red dots, the wallet overview's ids, the games directory (types with their brands) and
 * which reward a /reward/detail id names. Used by the member pages and tested in
 * tests/machines/member-rules.test.ts.
 */
import { WALLET_IDS, type WalletId } from '../contract/paths';
import type { components } from '../contract/schema';
import type { AppConfig, Game } from '../contract/types';

export type VipLevel = AppConfig['appUserLevelConfigList'][number];
export type VipPerk = components['schemas']['VipPerk'];
type GameType = AppConfig['appGameTypeList'][number];
type Brand = AppConfig['appGameBrandList'][number];
type Activity = components['schemas']['Activity'];

// ───────────── VIP ─────────────

/**
 * The next-level bet target is the first level (in the configuration's order) whose betAmount
 * exceeds the player's bet, shown divided by 100; 0 when no level does (the top level is reached).
 */
export function nextLevelTarget(levels: readonly VipLevel[], bet: number): number {
  const next = levels.find((l) => l.betAmount > bet);
  return next ? next.betAmount / 100 : 0;
}

export interface VipProgress {
  /** The level whose betAmount the bet has met (the highest such), or null when the ladder is empty. */
  readonly current: VipLevel | null;
  /** The level the next-level target belongs to, or null at the top. */
  readonly next: VipLevel | null;
  /** The next-level target in whole currency units (betAmount / 100), 0 at the top. */
  readonly target: number;
  /** The player's total bet in whole currency units (bet / 100). */
  readonly bet: number;
  /** Hundredths of bet still needed for the next level (0 at the top). */
  readonly remaining: number;
  /** bet / target between 0 and 1 (1 at the top): the progress bar and its text say the same. */
  readonly ratio: number;
}

/** Where the player stands on the VIP ladder (the bar shows bet against the next-level target). */
export function vipProgress(levels: readonly VipLevel[], bet: number): VipProgress {
  const safeBet = Math.max(0, bet);
  const next = levels.find((l) => l.betAmount > safeBet) ?? null;
  let current: VipLevel | null = null;
  for (const l of levels) if (l.betAmount <= safeBet && (!current || l.level > current.level)) current = l;
  const target = nextLevelTarget(levels, safeBet);
  return {
    current,
    next,
    target,
    bet: safeBet / 100,
    remaining: next ? next.betAmount - safeBet : 0,
    ratio: next ? Math.min(1, safeBet / next.betAmount) : levels.length ? 1 : 0,
  };
}

/** A rebate share in basis points as a percent string with up to two decimals ("0.1", "1", "0.25"). */
export function rebatePercent(basisPoints: number): string {
  return String(Math.round(basisPoints) / 100);
}

// ───────────── wallet overview ─────────────

/** The wallet id of a /lobby/wallets/{id} address, or null when the page does not know it. */
export function walletIdOf(id: string | undefined): WalletId | null {
  return (WALLET_IDS as readonly string[]).includes(id ?? '') ? (id as WalletId) : null;
}

// ───────────── games directory ─────────────

export interface DirectoryBrand {
  readonly id: number;
  readonly name: string;
  readonly games: number;
}

export interface DirectoryType {
  readonly id: number;
  readonly name: string;
  readonly games: number;
  readonly brands: readonly DirectoryBrand[];
}

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/**
 * /lobby/games: the game types that are on (status 1, by sort), each with its game count and the
 * brands that are on and have games of that type that are on (by sort, with their counts). Types without a
 * game that is on are left out: tapping them would open an empty tab.
 */
export function gamesDirectory(config: AppConfig | null, games: readonly Game[]): DirectoryType[] {
  const brands = [...(config?.appGameBrandList ?? [])].filter((b: Brand) => b.status === 1).sort(bySort);
  return [...(config?.appGameTypeList ?? [])]
    .filter((t: GameType) => t.status === 1)
    .sort(bySort)
    .map((type) => {
      const ofType = games.filter((g) => g.status === 1 && g.typeId === type.id);
      const perBrand = new Map<number, number>();
      for (const g of ofType) perBrand.set(g.brandId, (perBrand.get(g.brandId) ?? 0) + 1);
      return {
        id: type.id,
        name: type.name,
        games: ofType.length,
        brands: brands
          .filter((b) => perBrand.has(b.id))
          .map((b) => ({ id: b.id, name: b.showName, games: perBrand.get(b.id) ?? 0 })),
      };
    })
    .filter((t) => t.games > 0);
}

// ───────────── reward detail ─────────────

/**
 * The reward a /reward/detail/{id} address names: the activity of that type id among the player's open
 * activities (the rewards list's data), or null for an id that is not a whole number or not open to the player.
 */
export function rewardOf(
  data: { readonly activityIds: readonly number[]; readonly activityMap: Readonly<Record<string, Activity>> },
  id: string | undefined,
): Activity | null {
  if (!id || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const n = Number(id);
  if (!data.activityIds.includes(n)) return null;
  return data.activityMap[String(n)] ?? null;
}
