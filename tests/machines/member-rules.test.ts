import { playerDots } from '../../machines/badges.rules';
/** The account centre's pure rules: the VIP bet target, progress, dots, wallet ids, games, rewards. */
import { describe, expect, it } from 'vitest';
import {
  gamesDirectory,
  nextLevelTarget,
  rebatePercent,
  rewardOf,
  vipProgress,
  walletIdOf,
  type VipLevel,
} from '../../machines/member.rules';
import type { AppConfig, Game, PlayerData } from '../../contract/types';
import { CONFIG_NO_LIST, GAME, MEMBER_ANSWER } from './models/fixtures';

const level = (n: number, betAmount: number): VipLevel => ({ level: n, betAmount, rebateRate: n * 10, perks: [] });
const LADDER = [level(0, 0), level(1, 10_000), level(2, 50_000), level(3, 200_000)];

describe('next-level bet target', () => {
  it('is the first level whose betAmount exceeds the bet, divided by 100', () => {
    expect(nextLevelTarget(LADDER, 0)).toBe(100);
    expect(nextLevelTarget(LADDER, 9_999)).toBe(100);
    // Exactly the amount does not exceed it: the next level's target shows.
    expect(nextLevelTarget(LADDER, 10_000)).toBe(500);
    expect(nextLevelTarget(LADDER, 199_999)).toBe(2_000);
  });

  it('is 0 at the top and for an empty ladder', () => {
    expect(nextLevelTarget(LADDER, 200_000)).toBe(0);
    expect(nextLevelTarget(LADDER, 10 ** 12)).toBe(0);
    expect(nextLevelTarget([], 5)).toBe(0);
  });

  it('takes the first exceeding level in the configured order, not the smallest', () => {
    expect(nextLevelTarget([level(0, 0), level(1, 30_000), level(2, 20_000)], 10_000)).toBe(300);
  });

  it('keeps hundredths the division makes', () => {
    expect(nextLevelTarget([level(1, 12_345)], 0)).toBe(123.45);
  });
});

describe('VIP progress', () => {
  it('puts the bet against the target with the current and next level', () => {
    const p = vipProgress(LADDER, 25_000);
    expect(p.current?.level).toBe(1);
    expect(p.next?.level).toBe(2);
    expect(p.target).toBe(500);
    expect(p.bet).toBe(250);
    expect(p.remaining).toBe(25_000);
    expect(p.ratio).toBe(0.5);
  });

  it('moves with every bet and is full at the top', () => {
    expect(vipProgress(LADDER, 100).ratio).toBeCloseTo(0.01);
    expect(vipProgress(LADDER, 0).current?.level).toBe(0);
    const top = vipProgress(LADDER, 250_000);
    expect(top).toMatchObject({ next: null, target: 0, remaining: 0, ratio: 1 });
    expect(top.current?.level).toBe(3);
    expect(vipProgress([], 100)).toMatchObject({ current: null, next: null, target: 0, ratio: 0 });
  });

  it('writes the rebate share as a percent', () => {
    expect(rebatePercent(10)).toBe('0.1');
    expect(rebatePercent(100)).toBe('1');
    expect(rebatePercent(25)).toBe('0.25');
  });
});

describe('member dots', () => {
  const player = (patch: Partial<PlayerData>): PlayerData => {
    const { user: _user, ...rest } = MEMBER_ANSWER;
    return { ...rest, ...patch } as PlayerData;
  };
  it('shows mail when anything is unread or flagged, tasks when flagged', () => {
    const none = player({ mailStatus: { red0: 0, red1: 0, red2: 0 }, dotFlags: { hasMail: 0, hasTask: 0 } as never });
    expect(playerDots(none)).toEqual({ mail: false, task: false });
    expect(playerDots(player({ ...none, mailStatus: { red0: 0, red1: 2, red2: 0 } })).mail).toBe(true);
    expect(playerDots(player({ ...none, dotFlags: { ...none.dotFlags, hasMail: 1 } })).mail).toBe(true);
    expect(playerDots(player({ ...none, dotFlags: { ...none.dotFlags, hasTask: 1 } }))).toEqual({
      mail: false,
      task: true,
    });
    expect(playerDots(null)).toEqual({ mail: false, task: false });
  });
});

describe('wallet ids', () => {
  it('knows the overview and its wallets, nothing else', () => {
    expect(walletIdOf('overview')).toBe('overview');
    expect(walletIdOf('safebox')).toBe('safebox');
    expect(walletIdOf('nope')).toBeNull();
    expect(walletIdOf('deposit')).toBeNull();
    expect(walletIdOf(undefined)).toBeNull();
  });
});

describe('games directory', () => {
  const config: AppConfig = {
    ...CONFIG_NO_LIST,
    appGameTypeList: [
      { id: 2, name: 'Fish', status: 1, sort: 2 },
      { id: 1, name: 'Slots', status: 1, sort: 1 },
      { id: 3, name: 'Off', status: 0, sort: 0 },
      { id: 4, name: 'Empty', status: 1, sort: 4 },
    ],
    appGameBrandList: [
      { id: 7, showName: 'B7', gameList: [], status: 1, icon3: '', sort: 2, maintain: 0 },
      { id: 8, showName: 'B8', gameList: [], status: 1, icon3: '', sort: 1, maintain: 0 },
      { id: 9, showName: 'B9 off', gameList: [], status: 0, icon3: '', sort: 0, maintain: 0 },
    ],
  } as AppConfig;
  const game = (id: number, typeId: number, brandId: number, status: 0 | 1 = 1): Game => ({
    ...GAME,
    id,
    typeId: typeId as Game['typeId'],
    brandId,
    status,
  });
  it('lists the types that are on and have games, by sort, with their brands by sort and counts', () => {
    const games = [game(1, 1, 7), game(2, 1, 8), game(3, 1, 8), game(4, 2, 7), game(5, 3, 7), game(6, 1, 9)];
    games.push(game(7, 4, 7, 0));
    const dir = gamesDirectory(config, games);
    expect(dir.map((t) => [t.id, t.games])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(dir[0]?.brands).toEqual([
      { id: 8, name: 'B8', games: 2 },
      { id: 7, name: 'B7', games: 1 },
    ]);
    expect(gamesDirectory(null, games)).toEqual([]);
  });
});

describe('reward of a detail address', () => {
  const activity = { id: 15, name: 'Sign-up Bonus', sort: 1, startTime: 0, endTime: 0, icon: '' };
  const data = { activityIds: [15], activityMap: { '15': activity, '17': { ...activity, id: 17 } } };
  it('finds an open activity by its type id', () => {
    expect(rewardOf(data, '15')).toEqual(activity);
  });
  it('is null for anything else', () => {
    expect(rewardOf(data, '17')).toBeNull(); // in the map but not open to the player
    expect(rewardOf(data, '99')).toBeNull();
    expect(rewardOf(data, '015')).toBeNull();
    expect(rewardOf(data, '1e1')).toBeNull();
    expect(rewardOf(data, 'abc')).toBeNull();
    expect(rewardOf(data, undefined)).toBeNull();
  });
});
