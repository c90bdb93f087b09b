/** The game types shown in the lobby, in display order, each with its number of playable games (spec §2, §5). */
import type { Game } from '../../../machines/session.machine';

export interface GameTypeRow {
  id: number;
  name: string;
  games: number;
}

interface TypeLike {
  id: number;
  name: string;
  status: number;
  sort: number;
}

/** Enabled types (status 1) by sort, each with its count of games that are on. */
export function gameTypeRows(types: readonly TypeLike[], games: readonly Game[]): GameTypeRow[] {
  const counts = new Map<number, number>();
  for (const game of games) if (game.status === 1) counts.set(game.typeId, (counts.get(game.typeId) ?? 0) + 1);
  return types
    .filter((type) => type.status === 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((type) => ({ id: type.id, name: type.name, games: counts.get(type.id) ?? 0 }));
}
