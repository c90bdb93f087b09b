/** A short list of game tiles in rows (the home's rows of 5); long lists use the windowed grid instead. */
import type { Game } from '../../../contract/types';
import { GameTile } from './game-tile';
import styles from './game-rows.module.css';
import { tileBadge } from './lobby-data';

export interface GridData {
  resourceUrl: string;
  maintained: ReadonlySet<number>;
  likes: Readonly<Record<string, number>>;
  onLike: (game: Game, liked: boolean) => void;
}

export function GameRows({
  games,
  data,
  label,
  eager = 0,
}: {
  games: readonly Game[];
  data: GridData;
  label: string;
  /** How many tiles load their icon eagerly (the first screenful). */
  eager?: number;
}) {
  return (
    <ul className={styles.rows} aria-label={label}>
      {games.map((game, i) => (
        <li key={game.id}>
          <GameTile
            game={game}
            badge={tileBadge(game, data.maintained)}
            liked={data.likes[String(game.id)] === 1}
            resourceUrl={data.resourceUrl}
            onLike={data.onLike}
            eager={i < eager}
          />
        </li>
      ))}
    </ul>
  );
}
