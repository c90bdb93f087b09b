/** A game type's tab: brand sub-tabs ("All" first, then the brands by sort) and the windowed grid. */
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { GameGrid } from './game-grid';
import type { GridData } from './game-rows';
import { brandsOfType, gamesOfType } from './lobby-data';
import { EmptyState } from '../../ui/empty-state';
import styles from './panels.module.css';
import { useLobbyData } from './use-lobby';

export function TypePanel({
  typeId,
  brandId,
  onBrand,
  data,
}: {
  typeId: number;
  brandId: number | null;
  onBrand: (brandId: number | null) => void;
  data: GridData;
}) {
  const t = useT();
  const { config, games } = useLobbyData();
  const brands = useMemo(() => brandsOfType(config, games, typeId), [config, games, typeId]);
  const brand = brandId !== null && brands.some((b) => b.id === brandId) ? brandId : null;
  const list = useMemo(() => gamesOfType(games, typeId, brand), [games, typeId, brand]);
  const chips = [
    { id: null as number | null, name: t('lobby.brand.all') },
    ...brands.map((b) => ({ id: b.id, name: b.showName })),
  ];
  return (
    <>
      {brands.length > 1 ? (
        <div className={styles.chips} role="group" aria-label={t('lobby.brand.label')}>
          {chips.map((chip) => (
            <button
              key={chip.id ?? 'all'}
              type="button"
              className={`${styles.chip} ${chip.id === brand ? styles.current : ''}`}
              aria-pressed={chip.id === brand}
              onClick={() => onBrand(chip.id)}
            >
              {chip.name}
            </button>
          ))}
        </div>
      ) : null}
      <p className={styles.count}>{t('lobby.home.gameCount', { count: list.length })}</p>
      {list.length ? (
        <GameGrid games={list} data={data} label={t('lobby.brand.games')} />
      ) : (
        <EmptyState message={t('lobby.home.noGames')} />
      )}
    </>
  );
}
