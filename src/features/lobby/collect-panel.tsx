/**
 * The Collect tab: favourites (liked games that exist) and history (most recent first), each
 * in the windowed grid. A visitor is asked to log in.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import type { Game, PlayerData } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { GameGrid } from './game-grid';
import type { GridData } from './game-rows';
import { historyGames, likedGames } from './lobby-data';
import { EmptyState } from '../../ui/empty-state';
import styles from './panels.module.css';

type Kind = 'favorites' | 'history';

export function CollectPanel({
  player,
  gameMap,
  data,
  member,
  initial = 'favorites',
}: {
  player: PlayerData | null;
  gameMap: ReadonlyMap<number, Game>;
  data: GridData;
  member: boolean;
  initial?: Kind;
}) {
  const t = useT();
  // Which list shows: view state.
  const [kind, setKind] = useState<Kind>(initial);
  const favorites = useMemo(() => likedGames(player, gameMap), [player, gameMap]);
  const history = useMemo(() => historyGames(player, gameMap), [player, gameMap]);
  const list = kind === 'favorites' ? favorites : history;
  if (!member) {
    return (
      <EmptyState message={t('lobby.collect.visitor')}>
        <Link to={PATH.login} className={styles.action}>
          {t('lobby.collect.login')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={styles.chips} role="group" aria-label={t('lobby.tab.collect')}>
        {(['favorites', 'history'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={`${styles.chip} ${k === kind ? styles.current : ''}`}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {t(`lobby.collect.${k}`)}{' '}
            <span className={styles.badge}>{(k === 'favorites' ? favorites : history).length}</span>
          </button>
        ))}
      </div>
      {list.length ? (
        <GameGrid games={list} data={data} label={t(`lobby.collect.${kind}`)} />
      ) : (
        <EmptyState message={t(kind === 'favorites' ? 'lobby.collect.noFavorites' : 'lobby.collect.noHistory')} />
      )}
    </>
  );
}
