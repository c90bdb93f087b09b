/**
 * A game tile: the icon (gameResourceUrl + id + version), the name, a maintenance overlay when
 * the game or its brand is in maintenance, else a hot badge, else a new badge, and the like toggle.
 * Opening a tile goes to /start?gameId= (a tile in maintenance is shown but cannot be opened).
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { start } from '../../../contract/paths';
import type { Game } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { useNearViewport } from '../../lib/near-viewport';
import styles from './game-tile.module.css';
import { gameIconUrl, type TileBadge } from './lobby-data';

export interface TileProps {
  game: Game;
  badge: TileBadge;
  liked: boolean;
  resourceUrl: string;
  onLike: (game: Game, liked: boolean) => void;
  /** The first screenful loads its icons at once; the others when they come near the screen. */
  eager?: boolean;
}

export const GameTile = memo(function GameTile({ game, badge, liked, resourceUrl, onLike, eager }: TileProps) {
  const t = useT();
  const closed = badge === 'maintenance';
  // The icon is asked for when the tile comes near the screen (the first screenful at once). Even the first
  // screenful's <img> is `loading="lazy"`: the browser then fetches it at the page's first layout rather than
  // when it reads the HTML, so the server page's first paint no longer waits behind parsing five SVG icons on
  // the main thread (an SVG picture is a document of its own, parsed and laid out there).
  const [frame, near] = useNearViewport<HTMLSpanElement>(eager);
  const picture = (
    <>
      <span className={styles.frame} ref={frame}>
        {near ? (
          <img
            className={styles.icon}
            src={gameIconUrl(resourceUrl, game)}
            alt=""
            width={200}
            height={200}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {closed ? <span className={styles.overlay}>{t('lobby.tile.maintenance')}</span> : null}
      </span>
      <span className={styles.name}>{game.name}</span>
    </>
  );
  return (
    <div className={`${styles.tile} ${closed ? styles.closed : ''}`} data-game-id={game.id}>
      {closed ? (
        <span className={styles.open}>{picture}</span>
      ) : (
        <Link className={styles.open} to={start(game.id)}>
          {picture}
        </Link>
      )}
      {badge === 'hot' ? <span className={`${styles.badge} ${styles.hot}`}>{t('lobby.tile.hot')}</span> : null}
      {badge === 'new' ? <span className={`${styles.badge} ${styles.new}`}>{t('lobby.tile.new')}</span> : null}
      <button
        type="button"
        className={`${styles.like} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        aria-label={t(liked ? 'lobby.tile.unlike' : 'lobby.tile.like', { name: game.name })}
        onClick={() => onLike(game, liked)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.heart}>
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.1 4.5 6.7 4.5c2.1 0 3.9 1.3 5.3 3.1 1.4-1.8 3.2-3.1 5.3-3.1 3.6 0 5.8 3.7 4.3 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </div>
  );
});
