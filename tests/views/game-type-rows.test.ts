/** The lobby's game-type rows: enabled game types in `sort` order with their numbers of enabled games. */
import { describe, expect, it } from 'vitest';
import type { Success } from '../../src/api/client';
import { gameTypeRows as rowsOf } from '../../src/features/lobby/game-type-rows';

type Config = Success<'anonymousAppConfig'>;
type Game = NonNullable<Config['appGameList']>[number];

function game(id: number, typeId: Game['typeId'], status: 0 | 1 = 1): Game {
  return {
    id,
    name: `Game ${id}`,
    hot: 0,
    showType: 0,
    hotSort: 0,
    brandId: 1,
    platformId: 1,
    typeId,
    sort: id,
    status,
    version: 1,
    recent: 0,
    maintain: 0,
    params: { brandMaintain: 0 },
  };
}

function config(types: Config['appGameTypeList'], games?: Game[]): Config {
  // Only the fields the page reads matter here.
  return { errcode: 0, appGameTypeList: types, ...(games ? { appGameList: games } : {}) } as Config;
}

const gameTypeRows = (c: Config) => rowsOf(c.appGameTypeList, c.appGameList ?? []);

describe('gameTypeRows', () => {
  it('orders by sort, skips disabled types and counts enabled games per type', () => {
    const rows = gameTypeRows(
      config(
        [
          { id: 2, name: 'Fish', status: 1, sort: 2 },
          { id: 1, name: 'Slots', status: 1, sort: 1 },
          { id: 3, name: 'Poker', status: 0, sort: 3 },
          { id: 4, name: 'Sports', status: 1, sort: 4 },
        ],
        [game(1, 1), game(2, 1), game(3, 1, 0), game(4, 2), game(5, 3)],
      ),
    );
    expect(rows).toEqual([
      { id: 1, name: 'Slots', games: 2 },
      { id: 2, name: 'Fish', games: 1 },
      { id: 4, name: 'Sports', games: 0 },
    ]);
  });

  it('counts zero when the answer has no game list (the client already had this version)', () => {
    expect(gameTypeRows(config([{ id: 5, name: 'Live', status: 1, sort: 1 }]))).toEqual([
      { id: 5, name: 'Live', games: 0 },
    ]);
  });
});
